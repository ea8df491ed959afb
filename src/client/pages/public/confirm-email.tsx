import { CircleCheck, MailCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { CONTACT_CONFIRM_COPY } from '#contracts/retailer-emails.ts';
import { EmailLinkButton, isBrokenLink } from '#client/components/email-link-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useConfirmContactEmail } from '#client/features/retailer-emails/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';

/**
 * /confirm-email/{token}, the link sent to a retailer's new contact e-mail (docs/decisions/045). No
 * sign-in: the token is the credential. Opening the page changes nothing: mail scanners open (and
 * run) every link, so only a person pressing the button confirms the address, as with unsubscribing.
 * The server answers the page itself with 404 when the link does not work.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const confirm = useConfirmContactEmail(token);
  const linkBroken = isBrokenLink(confirm.error);
  usePageTitle(
    confirm.isSuccess
      ? CONTACT_CONFIRM_COPY.doneTitle
      : linkBroken
        ? CONTACT_CONFIRM_COPY.invalidTitle
        : CONTACT_CONFIRM_COPY.title,
  );

  if (confirm.isSuccess) {
    return (
      <AuthShell
        title={CONTACT_CONFIRM_COPY.doneTitle}
        icon={<CircleCheck aria-hidden="true" className="size-7" />}
        description={
          <>
            ParkPerks will send e-mails about{' '}
            <strong className="text-slate-900">{confirm.data.businessName}</strong> to{' '}
            <strong className="break-all text-slate-900">{confirm.data.email}</strong>.
          </>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/retailer">Go to your portal</Link>
        </Button>
      </AuthShell>
    );
  }

  if (linkBroken) {
    return (
      <AuthShell
        title={CONTACT_CONFIRM_COPY.invalidTitle}
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        description={CONTACT_CONFIRM_COPY.invalidText}
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/retailer">Go to your portal</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={CONTACT_CONFIRM_COPY.title}
      icon={<MailCheck aria-hidden="true" className="size-7" />}
      description={CONTACT_CONFIRM_COPY.description}
    >
      <EmailLinkButton
        action={confirm}
        label={CONTACT_CONFIRM_COPY.button}
        pendingLabel={CONTACT_CONFIRM_COPY.pending}
        failure="The address could not be confirmed. Please try again."
      />
    </AuthShell>
  );
}
