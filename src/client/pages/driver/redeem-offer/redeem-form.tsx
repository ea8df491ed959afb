import {
  CircleAlert,
  CircleCheck,
  CircleHelp,
  CircleX,
  type LucideIcon,
  MapPinCheck,
  ShieldCheck,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { ERRORS } from '#contracts/errors.ts';
import { INCOMPLETE_CODE } from '#contracts/offers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { type PublicRetailer, type RedeemResult, useRedeemOffer } from '#client/features/offers/api.ts';
import type { Ticket } from '#client/features/tickets/api.ts';
import {
  ApiError,
  errorCode,
  errorMessage,
  retryAfterSeconds,
  serverFieldErrors,
  toastApiError,
} from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatTime } from '#client/lib/format.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { type CheckState, locationCheck, parkingCheck } from './checks';
import { CodeEntry } from './code-entry';
import { isOfferPausedCode } from './paused-view';
import { type TillFeedback, tillFeedback, triesLeftWording } from './till-feedback';
import { useCodeEntry } from './use-code-entry';

const REDEEM_FAILED = 'Redemption Failed';
const REDEEM_FALLBACK = 'Failed to redeem offer. Please check the code and try again.';
const MISSING_DATA = 'Missing parking ticket or retailer data';

/** The failure toast's title: a paused offer is not the driver's mistake (the words are the server's). */
function failureTitle(error: unknown): string {
  const code = errorCode(error);
  if (code === 'offer.not_available') return 'Offer Not Available';
  return isOfferPausedCode(code) ? 'Offer Limit Reached' : REDEEM_FAILED;
}

const CHECK_ICONS: Record<CheckState['tone'], LucideIcon> = {
  ok: CircleCheck,
  failed: CircleX,
  unknown: CircleHelp,
};
const CHECK_COLOURS: Record<CheckState['tone'], string> = {
  ok: 'text-success-800',
  failed: 'text-warning-800',
  unknown: 'text-slate-700',
};

/** One check as it really stands: an icon and words that say it (never colour alone). */
function CheckRow({ icon: Label, label, state }: { icon: LucideIcon; label: string; state: CheckState }) {
  const Icon = CHECK_ICONS[state.tone];
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
        <Label aria-hidden="true" className="size-4 text-slate-500" />
        {label}:
      </dt>
      <dd className="flex flex-col items-end text-right">
        <span
          className={cn('inline-flex items-center gap-1 text-sm font-semibold', CHECK_COLOURS[state.tone])}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {state.value}
        </span>
        {state.note ? (
          <span className="text-xs text-slate-600">
            <span className="sr-only">: </span>
            {state.note}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** The words beside the boxes for a refused code: "Incorrect code.", then the tries left or the pause. */
function FeedbackWords({ feedback }: { feedback: TillFeedback }) {
  const more =
    feedback.kind === 'wrong-code'
      ? triesLeftWording(feedback.attemptsLeft)
      : feedback.until !== null
        ? `You can try again at ${formatTime(new Date(feedback.until))}.`
        : null;
  return (
    <>
      <p className="inline-flex items-center gap-1.5 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {feedback.message}
      </p>
      {more ? <p>{more}</p> : null}
    </>
  );
}

/**
 * The code entry, the checks and 'Verify & Redeem'. Submitting needs a verified proof and all 4
 * digits; Enter with fewer shows 'Incomplete Code'. A wrong code is said beside the boxes (no toast
 * over the header), keeps the digits and selects the first box for retyping; from the second wrong
 * try the tries left before the one-hour pause are said, and at the pause the button waits
 * (decisions.md section 4).
 */
export function RedeemForm({
  retailer,
  ticket,
  onRedeemed,
  onPaused,
}: {
  retailer: PublicRetailer | null;
  ticket: Ticket | null;
  onRedeemed: (result: RedeemResult) => void;
  /** The till refused because the offer is paused now (outside its hours, or at a limit): the server's words. */
  onPaused?: (message: string) => void;
}) {
  const redeem = useRedeemOffer();
  const verified = ticket?.isVerified === true;
  const entry = useCodeEntry({ onEnter: submit });
  const [feedback, setFeedback] = useState<{ said: TillFeedback; nth: number } | null>(null);
  const paused =
    feedback?.said.kind === 'paused' ||
    (feedback?.said.kind === 'wrong-code' && feedback.said.attemptsLeft === 0);

  // A pause the server timed (Retry-After) lifts by itself when it ends.
  const pausedUntil = feedback?.said.kind === 'paused' ? feedback.said.until : null;
  useEffect(() => {
    if (pausedUntil === null) return;
    const timer = window.setTimeout(() => setFeedback(null), Math.max(0, pausedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pausedUntil]);

  function submit() {
    if (redeem.isPending || paused) return;
    dismissToast();
    if (!entry.complete) {
      toast({ title: 'Incomplete Code', description: INCOMPLETE_CODE, variant: 'destructive' });
      entry.focusFirstEmpty();
      return;
    }
    if (!ticket || !retailer) {
      toast({ title: REDEEM_FAILED, description: MISSING_DATA, variant: 'destructive' });
      return;
    }
    if (!verified) {
      toast({
        title: REDEEM_FAILED,
        description: ERRORS['redemption.ticket_required'].message,
        variant: 'destructive',
      });
      return;
    }
    redeem.mutate(
      {
        retailerId: retailer.id,
        parkingTicketId: ticket.id,
        retailerCode: entry.code,
        discountAmount: retailer.discountAmount,
        minimumSpend: retailer.minimumSpend,
      },
      {
        onSuccess: (result) => {
          setFeedback(null);
          toast({
            title: 'Discount Applied!',
            description: 'Show the confirmation screen to the cashier.',
            variant: 'success',
          });
          onRedeemed(result);
        },
        onError: (error) => {
          const code = errorCode(error);
          const said = tillFeedback(
            code,
            error instanceof ApiError ? error.body : undefined,
            errorMessage(error, REDEEM_FALLBACK),
            retryAfterSeconds(error),
          );
          if (said) {
            // Said beside the boxes; the digits stay, the first box selected so retyping replaces them.
            setFeedback((previous) => ({ said, nth: (previous?.nth ?? 0) + 1 }));
            entry.focusFirst();
            return;
          }
          setFeedback(null);
          toastApiError(error, REDEEM_FALLBACK, failureTitle(error));
          if (code === 'validation.invalid' && 'retailerCode' in serverFieldErrors(error)) entry.focusFirst();
          else if (isOfferPausedCode(code)) onPaused?.(errorMessage(error, REDEEM_FALLBACK));
        },
      },
    );
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex flex-col gap-5"
        >
          {/* Read-only, not disabled, while sending: the boxes keep the focus for a retry. */}
          <CodeEntry
            entry={entry}
            disabled={!verified}
            readOnly={redeem.isPending}
            // Keyed by the refusal's number, so the alert is announced again for each one.
            error={feedback ? <FeedbackWords key={feedback.nth} feedback={feedback.said} /> : null}
          />

          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1">
            <CheckRow icon={ShieldCheck} label="Parking Verified" state={parkingCheck(ticket)} />
            {retailer ? (
              <CheckRow icon={MapPinCheck} label="Location Match" state={locationCheck(ticket, retailer)} />
            ) : null}
          </dl>

          <Button
            type="submit"
            size="lg"
            disabled={!verified || !entry.complete || paused}
            pending={redeem.isPending}
            pendingLabel="Verifying..."
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            Verify &amp; Redeem
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
