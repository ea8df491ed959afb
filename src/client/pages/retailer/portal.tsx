import { useQueryClient } from '@tanstack/react-query';
import type { User } from '#contracts/auth.ts';
import { TryAgainButton } from '#client/components/load-failed.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import {
  type OwnRetailer,
  retailerKeys,
  useOwnRetailer,
  useRecentRedemptions,
  useRedemptionsPerDay,
  useRetailerStats,
} from '#client/features/retailer/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { CheckCodeCard } from './check-code-card';
import { CodeChangedNotice } from './code-changed-notice';
import { HowRedemptionWorks } from './how-redemption-works';
import { OfferPanel } from './offer-panel';
import { PortalHeader } from './portal-header';
import { RetailerProfileNotFound } from './profile-not-found';
import { RecentRedemptions } from './recent-redemptions';
import { RedemptionsChart } from './redemptions-chart';
import { StatCards } from './stat-cards';
import { SubscriptionCard } from './subscription-card';
import { WeeklySummaryCard } from './weekly-summary-card';

/** The retailer portal (docs/decisions/019), at / and /retailer. */
export function RetailerPortalPage(_props: { user: User }) {
  usePageTitle('Retailer Portal');
  const me = useOwnRetailer();
  return (
    <div className="min-h-dvh pb-12">
      <PortalHeader retailer={me.data} />
      {me.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-700">
          <Spinner className="size-8 text-primary-700" />
          Loading your portal...
        </div>
      ) : me.isError ? (
        <div className="flex flex-col items-center gap-3 py-24 text-center">
          <p className="text-slate-700">We couldn’t load your portal.</p>
          <TryAgainButton size="md" onClick={() => void me.refetch()} />
        </div>
      ) : me.data ? (
        <Dashboard retailer={me.data} />
      ) : (
        <RetailerProfileNotFound />
      )}
    </div>
  );
}

function Dashboard({ retailer }: { retailer: OwnRetailer }) {
  const stats = useRetailerStats(retailer.id);
  const recent = useRecentRedemptions(retailer.id);
  const perDay = useRedemptionsPerDay(retailer.id);
  const queryClient = useQueryClient();
  const refresh = () => {
    // The record too: a new month brings a new code.
    void queryClient.invalidateQueries({ queryKey: retailerKeys.me() });
    void stats.refetch();
    void recent.refetch();
    void perDay.refetch();
  };
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-5 sm:gap-6 sm:pt-6">
      {/* First: what a cashier reaches for at the till, on a phone. */}
      <CheckCodeCard retailerId={retailer.id} />
      <SubscriptionCard retailer={retailer} />
      {retailer.codeChangedAt && (
        <CodeChangedNotice changedAt={retailer.codeChangedAt} code={retailer.monthlyCode} />
      )}
      <StatCards stats={stats.data} monthlyCode={retailer.monthlyCode} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6 lg:col-span-2">
          <OfferPanel retailer={retailer} />
          <RecentRedemptions
            retailerId={retailer.id}
            rows={recent.data}
            isPending={recent.isPending}
            isError={recent.isError}
            isFetching={recent.isFetching || stats.isFetching || perDay.isFetching}
            onRefresh={refresh}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
          <HowRedemptionWorks retailer={retailer} />
          <RedemptionsChart days={perDay.data} isPending={perDay.isPending} isError={perDay.isError} />
          <WeeklySummaryCard email={retailer.email} emailConfirmed={retailer.emailConfirmed} />
        </div>
      </div>
    </main>
  );
}
