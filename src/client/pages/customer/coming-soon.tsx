import { Construction } from 'lucide-react';
import { AppHeader } from '../../components/app-header';
import { BottomNav } from '../../components/bottom-nav';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/page-title';

/**
 * PLACEHOLDER for the driver screens still to be built (upload, browse, redeem, history), so the
 * bottom navigation never leads to a 404 meanwhile. Each route in routes.tsx swaps in its page.
 */
export function CustomerComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="min-h-dvh pb-28">
      <AppHeader title={title} backTo="/" backLabel="Back to Home" />
      <main className="mx-auto max-w-md px-4 pt-5">
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <Construction aria-hidden="true" className="size-10 text-warning-600" />
            <h2 className="text-lg font-semibold text-slate-900">Coming soon</h2>
            <p className="text-sm text-slate-600">This part of ParkPerks is on its way.</p>
          </CardContent>
        </Card>
      </main>
      <BottomNav />
    </div>
  );
}
