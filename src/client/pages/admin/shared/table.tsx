import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A dense data table that scrolls sideways on narrow screens (tablets) instead of squashing. */
export function DataTable({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      className={cn('overflow-x-auto rounded-b-[var(--radius-card)]', className)}
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">{children}</table>
    </section>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-y border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      className={cn('px-3 py-2.5 align-middle text-slate-800 first:pl-5 last:pr-5', className)}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn('border-b border-slate-100 last:border-b-0 hover:bg-slate-50/70', className)}
      {...props}
    />
  );
}

/** A column's title, with any classes for it (alignment to the right for figures and actions, a width). */
export type Heading = string | { label: string; className: string };

/** The last column, the row's buttons, at the right like them. */
export const ACTIONS_HEADING: Heading = { label: 'Actions', className: 'text-right' };

/** An admin list's head row, and how many columns it has (the loading and empty rows span them all). */
export function tableHead(headings: readonly Heading[]): { head: ReactNode; columns: number } {
  return {
    head: (
      <tr>
        {headings.map((heading) =>
          typeof heading === 'string' ? (
            <Th key={heading}>{heading}</Th>
          ) : (
            <Th key={heading.label} className={heading.className}>
              {heading.label}
            </Th>
          ),
        )}
      </tr>
    ),
    columns: headings.length,
  };
}

/** A row's buttons, at the end of its last cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>;
}

/** One full-width row for loading, failure and empty states. */
export function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-10">
        <div className="flex flex-col items-center gap-3 text-center text-sm text-slate-700">{children}</div>
      </td>
    </tr>
  );
}
