import { Camera, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth';
import { AppHeader } from '../../components/app-header';
import { BottomNav } from '../../components/bottom-nav';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { avatarInitial, displayName } from '../../features/auth/display';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { usePageTitle } from '../../lib/page-title';

/**
 * PLACEHOLDER for the driver home (spec section 2, 'Customer home'): the real screen (Today's
 * Parking, stats, Nearby Offers, Recent Activity) replaces the body of this page.
 */
export function CustomerHomePage({ user }: { user: User }) {
  usePageTitle('Home');
  return (
    <div className="min-h-dvh pb-28">
      <AppHeader
        actions={
          <Link
            href="/profile"
            aria-label="My account"
            className="inline-flex size-11 items-center justify-center rounded-full bg-white text-lg font-bold text-primary-700 ring-2 ring-white/40"
          >
            {avatarInitial(user)}
          </Link>
        }
      />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-5">
        <h1 className="text-2xl font-bold text-slate-900">Hello, {user.firstName || displayName(user)}</h1>
        <Card>
          <CardContent className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-warning-50 text-warning-700">
                <Camera aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">Today’s Parking</h2>
                <p className="text-sm text-slate-600">
                  Upload a photo of today’s ticket to unlock nearby offers.
                </p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link href="/upload-ticket">Upload Parking Proof</Link>
            </Button>
          </CardContent>
        </Card>
        <Button asChild variant="outline" size="lg">
          <Link href="/profile">
            <UserRound aria-hidden="true" className="size-5" />
            View Profile
          </Link>
        </Button>
        <SignOutButton variant="ghost" />
      </main>
      <BottomNav />
    </div>
  );
}
