import type { Figure } from '#contracts/town-reports.ts';
import { BarChart, ChartNumbers } from '#client/components/bar-chart.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
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
 * Redemptions as bars, in the retailer chart's style. A figure hidden by the suppression rule is a
 * short grey stub, never a height.
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
  return (
    <BarChart
      title={title}
      height="h-40"
      barWidth={0.72}
      className="[print-color-adjust:exact]"
      bars={bars.map((bar) => ({
        key: bar.key,
        tooltip: `${bar.label}: ${countText(bar.value)}`,
        value: isShown(bar.value) ? bar.value : null,
        fill: isShown(bar.value) ? 'fill-primary-600' : 'fill-slate-300',
      }))}
      labels={
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
      }
    />
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
        <ChartNumbers
          className="print:hidden"
          columns={[column, 'Redemptions']}
          rows={bars.map((bar) => ({ key: bar.key, cells: [bar.label, countText(bar.value)] }))}
        />
      </CardContent>
    </Card>
  );
}
