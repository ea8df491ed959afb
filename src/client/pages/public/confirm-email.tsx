import { MailCheck } from 'lucide-react';
import { CONTACT_CONFIRM_COPY } from '#contracts/retailer-emails.ts';
import { EmailLinkPage } from '#client/components/forms/email-link-page.tsx';
import { useConfirmContactEmail } from '#client/features/retailer-emails/api.ts';

/**
 * /confirm-email/{token}, the link sent to a retailer's new contact e-mail (docs/decisions/045). No
 * sign-in: the token is the credential. Opening the page changes nothing: mail scanners open (and
 * run) every link, so only a person pressing the button confirms the address, as with unsubscribing.
 * The server answers the page itself with 404 when the link does not work.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const confirm = useConfirmContactEmail(token);
  return (
    <EmailLinkPage
      action={confirm}
      copy={CONTACT_CONFIRM_COPY}
      icon={<MailCheck aria-hidden="true" className="size-7" />}
      failure="The address could not be confirmed. Please try again."
      invalidText={() => CONTACT_CONFIRM_COPY.invalidText}
      doneText={(confirmed) => (
        <>
          ParkPerks will send e-mails about{' '}
          <strong className="text-slate-900">{confirmed.businessName}</strong> to{' '}
          <strong className="break-all text-slate-900">{confirmed.email}</strong>.
        </>
      )}
    />
  );
}
