import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { RedemptionDay } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';
import { chartSummary, longDay, niceMax, shortDay } from './chart';

/**
 * Redemptions per day over the last 30 days: an SVG of bars (stretched to the card's width; the
 * labels are HTML so they stay readable on a phone), a summary sentence, and the numbers as a table.
 */
function Bars({ days }: { days: RedemptionDay[] }) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...days.map((day) => day.redemptions)));
  const ticks = [top, top / 2, 0];
  const labelled = new Set([0, Math.floor(days.length / 2), days.length - 1]);
  return (
    <div className="flex gap-2">
      <div
        className="flex h-44 flex-col justify-between py-0 text-right text-xs tabular-nums text-slate-600"
        aria-hidden="true"
      >
        {ticks.map((tick) => (
          <span key={tick} className="-my-2 leading-4">
            {tick}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative h-44 border-b border-slate-300">
          {[0, 50].map((offset) => (
            <div
              key={offset}
              className="absolute inset-x-0 border-t border-dashed border-slate-200"
              style={{ top: `${offset}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${days.length} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full"
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>Redemptions per day, last {days.length} days</title>
            {days.map((day, index) => {
              const height = (day.redemptions / top) * 100;
              const today = index === days.length - 1;
              return (
                <g key={day.day}>
                  <title>{`${longDay(day.day)}: ${day.redemptions} redemption${day.redemptions === 1 ? '' : 's'}`}</title>
                  <rect x={index + 0.12} y={0} width={0.76} height={100} className="fill-slate-100" />
                  {height > 0 ? (
                    <rect
                      x={index + 0.12}
                      y={100 - height}
                      width={0.76}
                      height={height}
                      className={today ? 'fill-primary-800' : 'fill-primary-500'}
                    />
                  ) : null}
                </g>
              );
            })}
          </svg>
        </div>
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
      </div>
    </div>
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
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center font-medium text-primary-800">
                Show the numbers
              </summary>
              <div className="max-h-72 overflow-y-auto">
                <table className="mt-2 w-full text-left">
                  <thead className="text-xs text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="py-1 font-semibold">
                        Day
                      </th>
                      <th scope="col" className="py-1 text-right font-semibold">
                        Redemptions
                      </th>
                      <th scope="col" className="py-1 text-right font-semibold">
                        Minimum spend
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 tabular-nums">
                    {[...days].reverse().map((day) => (
                      <tr key={day.day}>
                        <td className="py-1">{longDay(day.day)}</td>
                        <td className="py-1 text-right">{day.redemptions}</td>
                        <td className="py-1 text-right">{formatMoney(day.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
