import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { UNSUBSCRIBE_COPY } from '#contracts/retailer-emails.ts';
import { EmailLinkButton, isBrokenLink } from '#client/components/email-link-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUnsubscribe } from '#client/features/retailer-emails/api.ts';
import { errorMessage } from '#client/lib/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';

const linkClass = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

const portalLink = (
  <p className="text-slate-600">
    Changed your mind? Turn it back on in{' '}
    <Link href="/retailer" className={linkClass}>
      your retailer portal
    </Link>
    .
  </p>
);

/**
 * /unsubscribe/{token}, the weekly summary's link (docs/decisions/036). No sign-in: the token is the
 * credential. Opening the page changes nothing (mail scanners open every link); the button does.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe(token);
  const linkBroken = isBrokenLink(unsubscribe.error);
  usePageTitle(
    unsubscribe.isSuccess
      ? UNSUBSCRIBE_COPY.doneTitle
      : linkBroken
        ? UNSUBSCRIBE_COPY.invalidTitle
        : UNSUBSCRIBE_COPY.title,
  );

  if (unsubscribe.isSuccess) {
    return (
      <AuthShell
        title={UNSUBSCRIBE_COPY.doneTitle}
        icon={<CircleCheck aria-hidden="true" className="size-7" />}
        description={
          <>
            <strong className="text-slate-900">{unsubscribe.data.businessName}</strong> will no longer get the
            weekly summary e-mail. E-mails about your trial and account still come.
          </>
        }
        footer={portalLink}
      >
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link href="/">Go to ParkPerks</Link>
        </Button>
      </AuthShell>
    );
  }

  if (linkBroken) {
    return (
      <AuthShell
        title={UNSUBSCRIBE_COPY.invalidTitle}
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        description={errorMessage(unsubscribe.error, 'This unsubscribe link is not valid.')}
      >
        <Button asChild size="lg" className="w-full">
          <Link href="/retailer">Go to your portal</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={UNSUBSCRIBE_COPY.title}
      icon={<MailX aria-hidden="true" className="size-7" />}
      description={UNSUBSCRIBE_COPY.description}
      footer={
        <p className="text-slate-600">
          Want to keep getting it? Just close this page: nothing changes until you press the button.
        </p>
      }
    >
      <EmailLinkButton
        action={unsubscribe}
        label={UNSUBSCRIBE_COPY.button}
        pendingLabel={UNSUBSCRIBE_COPY.pending}
        failure="Unsubscribing failed. Please try again."
      />
    </AuthShell>
  );
}
