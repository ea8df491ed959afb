import { PiggyBank, Receipt, RotateCcw, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useAdminStats } from '../../features/admin/api';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { ErrorState } from './shared/states';

const number = new Intl.NumberFormat('en-GB');

function StatCard({
  label,
  value,
  hint,
  icon,
  tone,
}: {
  label: string;
  value: string | null;
  hint: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4">
        <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', tone)}>
          {icon}
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">{label}</h2>
          {value === null ? (
            <p className="mt-1 h-8 w-20 animate-pulse rounded-md bg-slate-200">
              <span className="sr-only">Loading...</span>
            </p>
          ) : (
            <p className="mt-0.5 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
          )}
          <p className="mt-1 text-xs text-slate-600">{hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Statistics: Total Retailers, Active Customers, Today's Redemptions, Total Savings (£, 2 decimals). */
export function StatsTab() {
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
        <StatCard
          label="Total Retailers"
          value={data ? number.format(data.totalRetailers) : null}
          hint="Every shop on the platform"
          icon={<Store aria-hidden="true" className="size-5" />}
          tone="bg-primary-50 text-primary-700"
        />
        <StatCard
          label="Active Customers"
          value={data ? number.format(data.activeCustomers) : null}
          hint="Drivers verified in the last 30 days"
          icon={<Users aria-hidden="true" className="size-5" />}
          tone="bg-success-50 text-success-700"
        />
        <StatCard
          label="Today's Redemptions"
          value={data ? number.format(data.todayRedemptions) : null}
          hint="Since midnight, UK time"
          icon={<Receipt aria-hidden="true" className="size-5" />}
          tone="bg-warning-50 text-warning-700"
        />
        <StatCard
          label="Total Savings"
          value={data ? formatMoney(data.totalSavings) : null}
          hint="All discounts drivers have redeemed"
          icon={<PiggyBank aria-hidden="true" className="size-5" />}
          tone="bg-success-50 text-success-700"
        />
      </div>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void stats.refetch()}
          pending={stats.isRefetching}
          pendingLabel="Refreshing..."
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </div>
    </div>
  );
}
