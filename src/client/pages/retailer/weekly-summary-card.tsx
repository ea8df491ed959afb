import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { CONTACT_CONFIRM_COPY } from '#contracts/retailer-emails.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import {
  useEmailPreferences,
  useResendContactConfirmation,
  useSetEmailPreferences,
} from '#client/features/retailer-emails/api.ts';
import { toastApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * The weekly summary e-mail, on or off (docs/decisions/036): the unsubscribe link turns it off, and
 * this is where a retailer turns it back on.
 */
export function WeeklySummaryCard({
  email,
  emailConfirmed,
}: {
  email: string | null;
  emailConfirmed: boolean;
}) {
  const preferences = useEmailPreferences();
  const save = useSetEmailPreferences();
  const labelId = useId();
  const descriptionId = useId();
  const checked = save.isPending
    ? (save.variables?.weeklySummary ?? false)
    : (preferences.data?.weeklySummary ?? false);

  const change = (weeklySummary: boolean) =>
    save.mutate(
      { weeklySummary },
      {
        onSuccess: () =>
          toast({
            title: weeklySummary ? 'Weekly summary on' : 'Weekly summary off',
            description: weeklySummary
              ? 'You’ll get it every Monday morning.'
              : 'You won’t get the Monday e-mail any more.',
            variant: 'success',
          }),
        onError: (error) => toastApiError(error, 'Your e-mail setting could not be saved. Please try again.'),
      },
    );

  return (
    <Card role="region" aria-labelledby={labelId} className="p-5">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 id={labelId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
          Weekly summary e-mail
        </h2>
        {preferences.isPending ? (
          <Spinner className="size-5 text-primary-700" />
        ) : (
          <Switch.Root
            checked={checked}
            disabled={preferences.isError || save.isPending}
            onCheckedChange={change}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
              // A 44 px target around the 28 px switch.
              "before:absolute before:-inset-2 before:content-['']",
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              'disabled:opacity-55',
              checked ? 'bg-primary-700' : 'bg-slate-500',
            )}
          >
            <Switch.Thumb
              className={cn(
                'block size-5 rounded-full bg-white shadow transition-transform',
                checked ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </Switch.Root>
        )}
      </div>
      <p id={descriptionId} className="mt-3 text-sm text-slate-700">
        Every Monday at 08:00: last week’s redemptions, discounts and spend, compared with the week before.
        {email ? (
          <>
            {' '}
            Sent to <strong className="break-all">{email}</strong>.
          </>
        ) : (
          ' Add a contact e-mail with Edit Profile to get it.'
        )}
      </p>
      {email ? <ContactConfirmation email={email} confirmed={emailConfirmed} /> : null}
    </Card>
  );
}

/**
 * Whether the contact e-mail is confirmed: retailer e-mails go only to a confirmed address, and an
 * unconfirmed one can be sent its link again (docs/decisions/045).
 */
function ContactConfirmation({ email, confirmed }: { email: string; confirmed: boolean }) {
  const resend = useResendContactConfirmation();
  if (confirmed) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {CONTACT_CONFIRM_COPY.confirmed}
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {CONTACT_CONFIRM_COPY.unconfirmed}
      </p>
      <p>{CONTACT_CONFIRM_COPY.unconfirmedHelp}</p>
      <Button
        variant="outline"
        className="self-start"
        pending={resend.isPending}
        pendingLabel={CONTACT_CONFIRM_COPY.resending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (sent) =>
              toast({ title: CONTACT_CONFIRM_COPY.sent, description: sent.message, variant: 'success' }),
            onError: (error) =>
              toastApiError(error, `The link to ${email} could not be sent. Please try again.`),
          })
        }
      >
        {CONTACT_CONFIRM_COPY.resend}
      </Button>
    </div>
  );
}
