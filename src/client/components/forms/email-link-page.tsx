import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmailLinkButton, isBrokenLink } from '#client/components/email-link-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePageTitle } from '#client/lib/page-title.ts';

/** The words of such a page (contracts/retailer-emails.ts), shared with its browser test. */
interface EmailLinkCopy {
  title: string;
  description: string;
  button: string;
  pending: string;
  doneTitle: string;
  invalidTitle: string;
}

/** Where a retailer goes from a link that has done its work, or that does not work. */
function PortalButton() {
  return (
    <Button asChild size="lg" className="w-full">
      <Link href="/retailer">Go to your portal</Link>
    </Button>
  );
}

/**
 * The page an e-mailed link opens (/unsubscribe/{token}, /confirm-email/{token}): no sign-in, the token
 * is the credential. Opening it changes nothing (mail scanners open every link); its one button does
 * (docs/decisions/036, 045). Three screens: the button, done, and a link that does not work.
 */
export function EmailLinkPage<R>({
  action,
  copy,
  icon,
  footer,
  failure,
  invalidText,
  doneText,
  doneFooter,
  doneAction = <PortalButton />,
}: {
  action: UseMutationResult<R, Error, void>;
  copy: EmailLinkCopy;
  /** The icon of the screen with the button. */
  icon: ReactNode;
  /** Under the screen with the button. */
  footer?: ReactNode;
  /** The toast when pressing fails for another reason than a broken link. */
  failure: string;
  /** Why the link does not work (the server's answer is at hand). */
  invalidText: (error: Error | null) => ReactNode;
  /** What was done, from the server's answer. */
  doneText: (result: R) => ReactNode;
  doneFooter?: ReactNode;
  /** Where to go once done: the portal unless told otherwise. */
  doneAction?: ReactNode;
}) {
  const linkBroken = isBrokenLink(action.error);
  usePageTitle(action.isSuccess ? copy.doneTitle : linkBroken ? copy.invalidTitle : copy.title);

  if (action.isSuccess) {
    return (
      <AuthShell
        title={copy.doneTitle}
        icon={<CircleCheck aria-hidden="true" className="size-7" />}
        description={doneText(action.data)}
        footer={doneFooter}
      >
        {doneAction}
      </AuthShell>
    );
  }

  if (linkBroken) {
    return (
      <AuthShell
        title={copy.invalidTitle}
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        description={invalidText(action.error)}
      >
        <PortalButton />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={copy.title} icon={icon} description={copy.description} footer={footer}>
      <EmailLinkButton action={action} label={copy.button} pendingLabel={copy.pending} failure={failure} />
    </AuthShell>
  );
}
