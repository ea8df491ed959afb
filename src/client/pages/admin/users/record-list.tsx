import type { ReactNode } from 'react';

/**
 * A user's records in the details dialog (tickets, refused attempts, redemptions) as one bordered
 * list; with none, the `empty` line, or nothing when there is no `empty`.
 */
export function RecordList<T>({
  items,
  empty,
  children,
}: {
  items: T[];
  empty?: string;
  /** One keyed `<li>` per record. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return empty ? (
      <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">{empty}</p>
    ) : null;
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">{items.map(children)}</ul>
  );
}
