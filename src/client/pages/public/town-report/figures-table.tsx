import type { Figures } from '#contracts/town-reports.ts';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { countText, isShown, moneyText } from './format';

export interface FiguresRow extends Figures {
  key: string;
  label: string;
  /** The week or month in progress. */
  partial: boolean;
}

const HEADINGS = ['Shops with redemptions', 'Drivers', 'Redemptions', 'Discounts given', 'Minimum spend'];

function Cell({ text, shown }: { text: string; shown: boolean }) {
  return (
    <td
      className={cn(
        'px-3 py-2 text-right whitespace-nowrap tabular-nums last:pr-5',
        !shown && 'text-slate-600 italic',
      )}
    >
      {text}
    </td>
  );
}

/** The weekly or monthly table: every figure, or "fewer than 5" where the rule hides it. */
export function FiguresTable({
  id,
  heading,
  column,
  rows,
}: {
  id: string;
  heading: string;
  column: string;
  rows: readonly FiguresRow[];
}) {
  return (
    <Card className="print:break-inside-auto print:shadow-none">
      <h2 id={id} className="p-5 pb-3 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <section
        aria-labelledby={id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        className="overflow-x-auto rounded-b-[var(--radius-card)] print:overflow-visible"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm print:min-w-0">
          <thead>
            <tr>
              <th
                scope="col"
                className="border-y border-slate-200 bg-slate-50 px-3 py-2.5 pl-5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {column}
              </th>
              {HEADINGS.map((label) => (
                <th
                  key={label}
                  scope="col"
                  className="border-y border-slate-200 bg-slate-50 px-3 py-2.5 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase last:pr-5"
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => (
              <tr
                key={row.key}
                className="border-b border-slate-100 last:border-b-0 print:break-inside-avoid"
              >
                <th scope="row" className="px-3 py-2 pl-5 font-medium whitespace-nowrap text-slate-800">
                  {row.label}
                  {row.partial ? <span className="font-normal text-slate-600"> (so far)</span> : null}
                </th>
                <Cell text={countText(row.shops)} shown={isShown(row.shops)} />
                <Cell text={countText(row.drivers)} shown={isShown(row.drivers)} />
                <Cell text={countText(row.redemptions)} shown={isShown(row.redemptions)} />
                <Cell text={moneyText(row.discountTotal)} shown={isShown(row.discountTotal)} />
                <Cell text={moneyText(row.minimumSpendTotal)} shown={isShown(row.minimumSpendTotal)} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
