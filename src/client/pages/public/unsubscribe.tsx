import { MailX } from 'lucide-react';
import { Link } from 'wouter';
import { UNSUBSCRIBE_COPY } from '#contracts/retailer-emails.ts';
import { AuthLink } from '#client/components/forms/auth-link.tsx';
import { EmailLinkPage } from '#client/components/forms/email-link-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUnsubscribe } from '#client/features/retailer-emails/api.ts';
import { errorMessage } from '#client/lib/api.ts';

const portalLink = (
  <p className="text-slate-600">
    Changed your mind? Turn it back on in <AuthLink href="/retailer">your retailer portal</AuthLink>.
  </p>
);

/**
 * /unsubscribe/{token}, the weekly summary's link (docs/decisions/036). No sign-in: the token is the
 * credential. Opening the page changes nothing (mail scanners open every link); the button does.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe(token);
  return (
    <EmailLinkPage
      action={unsubscribe}
      copy={UNSUBSCRIBE_COPY}
      icon={<MailX aria-hidden="true" className="size-7" />}
      footer={
        <p className="text-slate-600">
          Want to keep getting it? Just close this page: nothing changes until you press the button.
        </p>
      }
      failure="Unsubscribing failed. Please try again."
      invalidText={(error) => errorMessage(error, 'This unsubscribe link is not valid.')}
      doneText={(result) => (
        <>
          <strong className="text-slate-900">{result.businessName}</strong> will no longer get the weekly
          summary e-mail. E-mails about your trial and account still come.
        </>
      )}
      doneFooter={portalLink}
      doneAction={
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link href="/">Go to ParkPerks</Link>
        </Button>
      }
    />
  );
}
