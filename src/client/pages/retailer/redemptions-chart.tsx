import { BarChart3 } from 'lucide-react';
import { BarChart, ChartNumbers } from '#client/components/bar-chart.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { RedemptionDay } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';
import { shortDay } from '#client/lib/calendar-day.ts';
import { chartSummary, longDay } from './chart';

/**
 * Redemptions per day over the last 30 days as bars (today's darker), labelled at the first day,
 * the middle one and today.
 */
function Bars({ days }: { days: RedemptionDay[] }) {
  const labelled = new Set([0, Math.floor(days.length / 2), days.length - 1]);
  return (
    <BarChart
      title={`Redemptions per day, last ${days.length} days`}
      height="h-44"
      barWidth={0.76}
      track
      bars={days.map((day, index) => ({
        key: day.day,
        tooltip: `${longDay(day.day)}: ${day.redemptions} redemption${day.redemptions === 1 ? '' : 's'}`,
        value: day.redemptions,
        fill: index === days.length - 1 ? 'fill-primary-800' : 'fill-primary-500',
      }))}
      labels={
        <div className="relative mt-1 h-4 text-xs text-slate-600" aria-hidden="true">
          {days.map((day, index) =>
            labelled.has(index) ? (
              <span
                key={day.day}
                className="absolute whitespace-nowrap"
                style={
                  index === 0
                    ? { left: 0 }
                    : index === days.length - 1
                      ? { right: 0 }
                      : { left: `${((index + 0.5) / days.length) * 100}%`, transform: 'translateX(-50%)' }
                }
              >
                {index === days.length - 1 ? 'Today' : shortDay(day.day)}
              </span>
            ) : null,
          )}
        </div>
      }
    />
  );
}

export function RedemptionsChart({
  days,
  isPending,
  isError,
}: {
  days: RedemptionDay[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="chart-title">
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <BarChart3 aria-hidden="true" className="size-5 text-primary-700" />
          <h2 id="chart-title" className="text-lg font-semibold text-slate-900">
            Redemptions, Last 30 Days
          </h2>
        </div>
        {isPending ? (
          <p className="flex items-center gap-2 py-10 text-sm text-slate-600" role="status">
            <Spinner className="size-4" /> Loading chart...
          </p>
        ) : isError || !days ? (
          <p className="py-10 text-sm text-danger-700">We couldn’t load the chart.</p>
        ) : (
          <>
            <Bars days={days} />
            <p className="text-sm text-slate-700">{chartSummary(days)}</p>
            <ChartNumbers
              tableWrapClassName="max-h-72 overflow-y-auto"
              columns={['Day', 'Redemptions', 'Minimum spend']}
              rows={[...days].reverse().map((day) => ({
                key: day.day,
                cells: [longDay(day.day), day.redemptions, formatMoney(day.revenue)],
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
