import { useId } from 'react';
import type { Figure } from '#contracts/town-reports.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { niceMax } from '#client/pages/retailer/chart.ts';
import { countText, isShown } from './format';

export interface Bar {
  key: string;
  /** Said in full: in the table, the tooltip and the summary ('Tuesday', '9 Mar – 15 Mar 2026'). */
  label: string;
  /** Under the bar, when there is room ('Tue', '9 Mar'). */
  short: string;
  value: Figure;
}

/** The sentence everyone (and a screen reader) gets instead of reading the bars. */
export function barsSummary(bars: readonly Bar[], noun: string): string {
  const shown = bars.filter((bar): bar is Bar & { value: number } => isShown(bar.value));
  const hidden = bars.length - shown.length;
  if (shown.length === 0) return `Every ${noun} here covers fewer than 5 drivers or shops, so none is shown.`;
  const busiest = shown.reduce((best, bar) => (bar.value > best.value ? bar : best));
  if (busiest.value === 0) {
    return hidden
      ? `The ${noun}s shown had no redemptions; ${hidden} of ${bars.length} show as fewer than 5.`
      : 'No redemptions yet.';
  }
  const hiddenText = hidden ? ` ${hidden} of ${bars.length} show as fewer than 5.` : '';
  return `Busiest: ${busiest.label}, with ${countText(busiest.value)} redemptions.${hiddenText}`;
}

/**
 * Redemptions as bars, in the retailer chart's style (an SVG stretched to the card; HTML labels that
 * stay readable). A figure hidden by the suppression rule is a short grey stub, never a height.
 */
function Bars({
  bars,
  title,
  labelEvery,
  phoneLabelEvery,
}: {
  bars: readonly Bar[];
  title: string;
  labelEvery: number;
  phoneLabelEvery: number;
}) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...bars.map((bar) => (isShown(bar.value) ? bar.value : 0))));
  return (
    <div className="flex gap-2">
      <div
        className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-slate-600"
        aria-hidden="true"
      >
        {[top, top / 2, 0].map((tick) => (
          <span key={tick} className="-my-2 leading-4">
            {tick}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative h-40 border-b border-slate-300">
          {[0, 50].map((offset) => (
            <div
              key={offset}
              className="absolute inset-x-0 border-t border-dashed border-slate-200"
              style={{ top: `${offset}%` }}
            />
          ))}
          <svg
            viewBox={`0 0 ${bars.length} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full [print-color-adjust:exact]"
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>{title}</title>
            {bars.map((bar, index) => {
              const height = isShown(bar.value) ? (bar.value / top) * 100 : 4;
              return (
                <g key={bar.key}>
                  <title>{`${bar.label}: ${countText(bar.value)}`}</title>
                  {height > 0 ? (
                    <rect
                      x={index + 0.14}
                      y={100 - height}
                      width={0.72}
                      height={height}
                      className={isShown(bar.value) ? 'fill-primary-600' : 'fill-slate-300'}
                    />
                  ) : null}
                </g>
              );
            })}
          </svg>
        </div>
        <div className="mt-1 flex text-xs text-slate-600" aria-hidden="true">
          {bars.map((bar, index) => (
            <span key={bar.key} className="min-w-0 flex-1 overflow-visible text-center whitespace-nowrap">
              {index % phoneLabelEvery === 0 ? (
                bar.short
              ) : index % labelEvery === 0 ? (
                <span className="hidden sm:inline">{bar.short}</span>
              ) : null}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A chart card: heading, bars, the summary sentence, and the numbers on request. */
export function BarsCard({
  id,
  heading,
  bars,
  noun,
  column,
  labelEvery = 1,
  phoneLabelEvery = labelEvery,
}: {
  id: string;
  heading: string;
  bars: readonly Bar[];
  /** What one bar is ('week', 'day', 'hour'). */
  noun: string;
  /** The first column's heading in the numbers table. */
  column: string;
  /** Every how many bars a label fits under them (on a phone: `phoneLabelEvery`). */
  labelEvery?: number;
  phoneLabelEvery?: number;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="break-inside-avoid print:shadow-none">
      <CardContent className="flex flex-col gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <Bars bars={bars} title={heading} labelEvery={labelEvery} phoneLabelEvery={phoneLabelEvery} />
        <p className="text-sm text-slate-700">{barsSummary(bars, noun)}</p>
        <details className="text-sm print:hidden">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-primary-800">
            Show the numbers
          </summary>
          <table className="mt-2 w-full text-left">
            <thead className="text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  {column}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Redemptions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <td className="py-1">{bar.label}</td>
                  <td className="py-1 text-right">{countText(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
