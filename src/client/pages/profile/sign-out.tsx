import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SignOutButton } from '#client/features/auth/sign-out-button.tsx';
import { usePageTitle } from '#client/lib/page-title.ts';

/**
 * /sign-out: where `GET /api/auth/logout` sends a browser that another site sent there. Nothing
 * has ended yet; the button POSTs the sign-out from our own page (docs/decisions/045).
 */
export function SignOutPage() {
  usePageTitle('Sign out');
  return (
    <AuthShell
      title="Sign out"
      icon={<LogOut aria-hidden="true" className="size-7" />}
      description="Do you want to sign out of ParkPerks on this device?"
      footer={
        <p className="text-slate-600">
          Not you who asked? Just leave this page: you stay signed in until you press the button.
        </p>
      }
    >
      <div className="flex flex-col gap-3">
        <SignOutButton variant="primary" size="lg" className="w-full">
          Sign out
        </SignOutButton>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link href="/">Stay signed in</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
