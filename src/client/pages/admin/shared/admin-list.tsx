import { Fragment, type ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import type { SelectOption } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import { Pager } from './pager';
import { EmptyState, ErrorState, LoadingState } from './states';
import { DataTable, StateRow } from './table';
import { FilterSelect, SearchBox } from './toolbar';

/** A list query as the list reads it (a TanStack query result fits). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface AdminListProps<T> {
  title: string;
  description?: string;
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filter?: {
    label: string;
    value: string;
    onValueChange: (value: string) => void;
    options: readonly SelectOption[];
    className?: string;
  };
  /** Controls after the filter (a Refresh button). */
  actions?: ReactNode;
  query: ListQuery;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** With `table`, one table row per item under these headings; without, one list entry per item. */
  table?: { head: ReactNode; columns: number };
  renderItem: (item: T) => ReactNode;
  loadingLabel: string;
  failure: string;
  empty: { icon: ReactNode; text: string };
  pager?: { noun: string; offset: number; limit: number; total: number; onChange: (offset: number) => void };
  /** Rendered inside the card after the list (its dialogs). */
  children?: ReactNode;
}

/**
 * One admin list (Retailers, Users, Reviews, Audit Log): a heading with its search box and filter,
 * the table or list with its loading, failure and empty states, and the pager.
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { title, description, search, filter, actions, table, pager, children } = props;
  return (
    <Card>
      <div
        className={cn('flex flex-wrap items-center gap-3 p-5 pb-4', !table && 'border-b border-slate-200')}
      >
        {description ? (
          <div className="mr-auto">
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
        ) : (
          <h2 className="mr-auto text-lg font-semibold text-slate-900">{title}</h2>
        )}
        {search ? <SearchBox {...search} className="max-w-sm" /> : null}
        {filter ? <FilterSelect {...filter} /> : null}
        {actions}
      </div>
      {table ? (
        <DataTable label={title}>
          <thead>{table.head}</thead>
          <tbody aria-busy={props.query.isFetching || undefined}>
            <ListBody {...props} />
          </tbody>
        </DataTable>
      ) : (
        <div aria-busy={props.query.isFetching || undefined}>
          <ListBody {...props} />
        </div>
      )}
      {pager ? (
        <Pager
          noun={pager.noun}
          offset={pager.offset}
          limit={pager.limit}
          total={pager.total}
          onOffsetChange={pager.onChange}
        />
      ) : null}
      {children}
    </Card>
  );
}

function ListBody<T>({
  query,
  items,
  itemKey,
  table,
  renderItem,
  loadingLabel,
  failure,
  empty,
}: AdminListProps<T>) {
  const state = (content: ReactNode) =>
    table ? <StateRow colSpan={table.columns}>{content}</StateRow> : <ListState>{content}</ListState>;
  if (query.isPending) {
    const loading = <LoadingState label={loadingLabel} />;
    return table ? state(loading) : <div className="px-5 py-12">{loading}</div>;
  }
  if (query.isError) return state(<ErrorState message={failure} onRetry={() => void query.refetch()} />);
  if (items.length === 0) return state(<EmptyState icon={empty.icon} text={empty.text} />);
  if (table) return items.map((item) => <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>);
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

/** A loading, failure or empty state in place of a plain list. */
function ListState({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-3 px-5 py-12 text-center text-sm">{children}</div>;
}
