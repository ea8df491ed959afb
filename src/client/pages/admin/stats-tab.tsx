import { ArrowRight, ClipboardCheck, PiggyBank, Receipt, Store, Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { StatCard } from '#client/components/stat-card.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAdminStats } from '#client/features/admin/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import type { AdminStats } from '#client/features/admin/api.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { waitedFor } from './reviews/waited';
import { ErrorState, RefreshButton } from './shared/states';

const number = new Intl.NumberFormat('en-GB');

/** The four headline figures, in the order the spec lists them. */
const FIGURES = [
  {
    label: 'Total Retailers',
    value: (data: AdminStats) => number.format(data.totalRetailers),
    caption: 'Every shop on the platform',
    icon: Store,
    tone: 'bg-primary-50 text-primary-700',
  },
  {
    label: 'Active Customers',
    value: (data: AdminStats) => number.format(data.activeCustomers),
    caption: 'Drivers verified in the last 30 days',
    icon: Users,
    tone: 'bg-success-50 text-success-700',
  },
  {
    label: "Today's Redemptions",
    value: (data: AdminStats) => number.format(data.todayRedemptions),
    caption: 'Since midnight, UK time',
    icon: Receipt,
    tone: 'bg-warning-50 text-warning-700',
  },
  {
    label: 'Total Savings',
    value: (data: AdminStats) => formatMoney(data.totalSavings),
    caption: 'All discounts drivers have redeemed',
    icon: PiggyBank,
    tone: 'bg-success-50 text-success-700',
  },
];

/** How long the oldest ticket review has waited for a person (docs/decisions/013, 022), with a way there. */
function ReviewQueue({
  stats,
  now,
  onOpenReviews,
}: {
  stats: AdminStats | undefined;
  now: Date;
  onOpenReviews: () => void;
}) {
  const waiting = stats?.pendingReviews ?? 0;
  const oldest = stats?.oldestPendingReviewAt ?? null;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-4">
        <span
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
            waiting ? 'bg-warning-50 text-warning-700' : 'bg-success-50 text-success-700',
          )}
        >
          <ClipboardCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="mr-auto min-w-0">
          <h2 className="text-sm font-medium text-slate-600">Ticket Reviews</h2>
          {!stats ? (
            <p className="mt-1 h-6 w-48 animate-pulse rounded-md bg-slate-200">
              <span className="sr-only">Loading...</span>
            </p>
          ) : waiting && oldest ? (
            <>
              <p className="mt-0.5 text-lg font-semibold text-slate-900">
                {number.format(waiting)} waiting · the oldest for {waitedFor(oldest, now)}
              </p>
              <p className="text-xs text-slate-600">Asked for at {formatDateTime(oldest)}</p>
            </>
          ) : (
            <p className="mt-0.5 text-lg font-semibold text-slate-900">No reviews waiting</p>
          )}
        </div>
        <Button variant={waiting ? 'primary' : 'outline'} size="sm" onClick={onOpenReviews}>
          Open Reviews
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </CardContent>
    </Card>
  );
}

/** Statistics: Total Retailers, Active Customers, Today's Redemptions, Total Savings (£, 2 decimals). */
export function StatsTab({ onOpenReviews }: { onOpenReviews: () => void }) {
  const stats = useAdminStats();
  const data = stats.data;
  if (stats.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center text-sm">
          <ErrorState message="Failed to fetch statistics" onRetry={() => void stats.refetch()} />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <StatCard
            key={figure.label}
            labelAs="h2"
            label={figure.label}
            value={data ? figure.value(data) : null}
            caption={figure.caption}
            icon={<figure.icon aria-hidden="true" className="size-5" />}
            iconTone={figure.tone}
          />
        ))}
      </div>
      <ReviewQueue
        stats={data}
        now={new Date(stats.dataUpdatedAt || Date.now())}
        onOpenReviews={onOpenReviews}
      />
      <div className="flex justify-end">
        <RefreshButton query={stats} />
      </div>
    </div>
  );
}
