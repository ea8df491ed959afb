import { CalendarDays, KeyRound, PoundSterling, TrendingUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { StatCard } from '#client/components/stat-card.tsx';
import type { RetailerStats } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';

/**
 * Today's Redemptions, This Month, Total Revenue Impact and the Monthly Code (docs/decisions/019, 022).
 * The titles are the spec's; the line under each says what the figure is (issue 25): Total Revenue
 * Impact is the sum of the redemptions' minimum spends, as the server adds them up, not takings. While
 * the numbers load they read '…'; the code comes with the record, so it is there at once.
 */
export function StatCards({ stats, monthlyCode }: { stats: RetailerStats | undefined; monthlyCode: string }) {
  const pending = <span className="text-slate-400">…</span>;
  return (
    <section aria-labelledby="numbers-title" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <h2 id="numbers-title" className="sr-only">
        Your numbers
      </h2>
      <PortalStat
        label="Today's Redemptions"
        value={stats ? stats.todayRedemptions : pending}
        caption="Customers who used your offer today"
        icon={<CalendarDays className="size-5" />}
      />
      <PortalStat
        label="This Month"
        value={stats ? stats.monthRedemptions : pending}
        caption="Redemptions this calendar month"
        icon={<TrendingUp className="size-5" />}
      />
      <PortalStat
        label="Total Revenue Impact"
        value={stats ? formatMoney(stats.totalRevenue) : pending}
        caption="Your redemptions’ minimum spends added up: the least those customers were asked to spend."
        icon={<PoundSterling className="size-5" />}
      />
      <PortalStat
        label="Monthly Code"
        value={
          <>
            <span aria-hidden="true">{monthlyCode}</span>
            {/* Read digit by digit, as the cashier says it, not as 'one thousand …'. */}
            <span className="sr-only">{monthlyCode.split('').join(' ')}</span>
          </>
        }
        valueClassName="font-mono text-4xl tracking-[0.2em] text-primary-800"
        caption="4-digit redemption code (changes monthly)"
        icon={<KeyRound className="size-5" />}
        className="border-primary-200 bg-primary-50/60"
      />
    </section>
  );
}

/** Each of the portal's figures is a card of its section, with its icon in the corner. */
function PortalStat(props: Omit<ComponentProps<typeof StatCard>, 'placement' | 'labelAs'>) {
  return <StatCard placement="corner" labelAs="h3" {...props} />;
}
