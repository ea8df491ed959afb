import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A round, even top for the y axis (4, 6, 8, 10, 20, 40 …), so its middle line is a whole number
 * too; at least 4, so a handful of redemptions still looks like a handful.
 */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [2, 4, 6, 8, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

export interface ChartBar {
  key: string;
  /** What the bar says on hover and to a screen reader ('Sat 14 Mar: 3 redemptions'). */
  tooltip: string;
  /** Its height on the axis; null for a figure that is not shown: a short stub, never a height. */
  value: number | null;
  /** The bar's fill ('fill-primary-500'). */
  fill: string;
}

/**
 * Bars as an SVG stretched to the card's width, with the y axis (0, the middle, a round top) and
 * the labels under the bars in HTML, so they stay readable on a phone. The caller draws that label
 * row (`labels`), since what fits under the bars differs by chart.
 */
export function BarChart({
  title,
  bars,
  labels,
  height,
  barWidth,
  track = false,
  className,
}: {
  /** The SVG's name for a screen reader. */
  title: string;
  bars: readonly ChartBar[];
  labels: ReactNode;
  /** The plot's height class ('h-40'). */
  height: string;
  /** The share of its slot a bar fills (0.72). */
  barWidth: number;
  /** Draw each slot's full height faintly behind its bar. */
  track?: boolean;
  /** Extra classes for the SVG. */
  className?: string;
}) {
  const titleId = useId();
  const top = niceMax(Math.max(0, ...bars.map((bar) => bar.value ?? 0)));
  const inset = Math.round((1 - barWidth) * 50) / 100;
  return (
    <div className="flex gap-2">
      <div
        className={cn('flex flex-col justify-between text-right text-xs tabular-nums text-slate-600', height)}
        aria-hidden="true"
      >
        {[top, top / 2, 0].map((tick) => (
          <span key={tick} className="-my-2 leading-4">
            {tick}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className={cn('relative border-b border-slate-300', height)}>
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
            className={cn('absolute inset-0 size-full', className)}
            role="img"
            aria-labelledby={titleId}
          >
            <title id={titleId}>{title}</title>
            {bars.map((bar, index) => {
              const barHeight = bar.value === null ? 4 : (bar.value / top) * 100;
              return (
                <g key={bar.key}>
                  <title>{bar.tooltip}</title>
                  {track ? (
                    <rect x={index + inset} y={0} width={barWidth} height={100} className="fill-slate-100" />
                  ) : null}
                  {barHeight > 0 ? (
                    <rect
                      x={index + inset}
                      y={100 - barHeight}
                      width={barWidth}
                      height={barHeight}
                      className={bar.fill}
                    />
                  ) : null}
                </g>
              );
            })}
          </svg>
        </div>
        {labels}
      </div>
    </div>
  );
}

/**
 * 'Show the numbers' under a chart: the figures as a table, for anyone who would rather read them
 * (the first column names the bar, the others are right-aligned figures).
 */
export function ChartNumbers({
  columns,
  rows,
  className,
  tableWrapClassName,
}: {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Classes for the <details> ('print:hidden'). */
  className?: string;
  /** With it, the table sits in a box of these classes (a long table scrolls). */
  tableWrapClassName?: string;
}) {
  const table = (
    <table className="mt-2 w-full text-left">
      <thead className="text-xs text-slate-600 uppercase">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={cn('py-1 font-semibold', index > 0 && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 tabular-nums">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its fixed columns
              <td key={index} className={index > 0 ? 'py-1 text-right' : 'py-1'}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className={cn('text-sm', className)}>
      <summary className="min-h-11 cursor-pointer content-center font-medium text-primary-800">
        Show the numbers
      </summary>
      {tableWrapClassName ? <div className={tableWrapClassName}>{table}</div> : table}
    </details>
  );
}
