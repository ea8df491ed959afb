import { LayoutDashboard, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth';
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { displayName } from '../../features/auth/display';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { usePageTitle } from '../../lib/page-title';

/**
 * PLACEHOLDER for the admin dashboard (spec section 2), at / and /admin for admins.
 * Non-admins never reach it: routes.tsx shows 'Access Denied' at /admin for them.
 */
export function AdminDashboardPage({ user }: { user: User }) {
  usePageTitle('Admin Dashboard');
  return (
    <div className="min-h-dvh pb-10">
      <AppHeader
        width="wide"
        title="Admin Dashboard"
        subtitle={displayName(user)}
        actions={
          <SignOutButton variant="ghost" className="text-white hover:bg-white/10 active:bg-white/15" />
        }
      />
      <main className="mx-auto grid max-w-6xl gap-4 px-4 pt-6 sm:grid-cols-2">
        <Card>
          <CardContent className="flex items-start gap-3">
            <LayoutDashboard aria-hidden="true" className="size-8 shrink-0 text-primary-700" />
            <div>
              <h2 className="font-semibold text-slate-900">Statistics, retailers and users</h2>
              <p className="mt-1 text-sm text-slate-600">
                The admin dashboard is being built and will appear here.
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <h2 className="font-semibold text-slate-900">Account</h2>
            <Button asChild variant="outline">
              <Link href="/profile">
                <UserRound aria-hidden="true" className="size-4" />
                View Profile
              </Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
