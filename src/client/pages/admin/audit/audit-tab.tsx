import { History, SearchX } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '../../../../contracts/admin';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useAuditLog } from '../../../features/admin/api';
import { formatDateTime } from '../../../lib/format';
import { Pager } from '../shared/pager';
import { EmptyState, ErrorState, LoadingState } from '../shared/states';
import { DataTable, StateRow, Td, Th, Tr } from '../shared/table';
import { FilterSelect } from '../shared/toolbar';

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'All Actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const COLUMNS = 4;

function actionBadge(action: string): { label: string; variant: BadgeVariant } {
  const label = AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
  if (action.endsWith('.delete')) return { label, variant: 'danger' };
  if (action === 'retailer.create' || action === 'review.approve') return { label, variant: 'success' };
  if (action === 'review.decline') return { label, variant: 'danger' };
  if (action === 'user.force_reset') return { label, variant: 'warning' };
  return { label, variant: 'primary' };
}

/** Every admin change, newest first; entries stay after their target is deleted. */
export function AuditTab() {
  const [action, setAction] = useState(ALL);
  const [offset, setOffset] = useState(0);
  const log = useAuditLog({
    action: action === ALL ? undefined : (action as AuditAction),
    limit: ADMIN_AUDIT_PAGE_SIZE,
    offset,
  });
  const items = log.data?.items ?? [];

  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3 p-5 pb-4">
        <div className="mr-auto">
          <h2 className="text-lg font-semibold text-slate-900">Audit Log</h2>
          <p className="text-sm text-slate-600">Every change an admin makes, newest first.</p>
        </div>
        <FilterSelect
          label="Filter by action"
          value={action}
          onValueChange={(value) => {
            setAction(value);
            setOffset(0);
          }}
          options={ACTION_OPTIONS}
          className="w-60"
        />
      </div>
      <DataTable label="Audit Log">
        <thead>
          <tr>
            <Th className="w-44">When</Th>
            <Th className="w-44">Admin</Th>
            <Th className="w-52">Action</Th>
            <Th>What happened</Th>
          </tr>
        </thead>
        <tbody aria-busy={log.isFetching || undefined}>
          {log.isPending ? (
            <StateRow colSpan={COLUMNS}>
              <LoadingState label="Loading the audit log..." />
            </StateRow>
          ) : log.isError ? (
            <StateRow colSpan={COLUMNS}>
              <ErrorState message="Failed to fetch the audit log" onRetry={() => void log.refetch()} />
            </StateRow>
          ) : items.length === 0 ? (
            <StateRow colSpan={COLUMNS}>
              {action === ALL ? (
                <EmptyState
                  icon={<History aria-hidden="true" className="size-6" />}
                  text="No admin actions recorded yet."
                />
              ) : (
                <EmptyState
                  icon={<SearchX aria-hidden="true" className="size-6" />}
                  text="No entries for this action."
                />
              )}
            </StateRow>
          ) : (
            items.map((entry) => {
              const badge = actionBadge(entry.action);
              return (
                <Tr key={entry.id}>
                  <Td className="whitespace-nowrap tabular-nums">{formatDateTime(entry.createdAt)}</Td>
                  <Td className="max-w-44 truncate">{entry.actorLabel}</Td>
                  <Td>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </Td>
                  <Td className="text-slate-700">{entry.summary}</Td>
                </Tr>
              );
            })
          )}
        </tbody>
      </DataTable>
      {log.data ? (
        <Pager
          noun="entries"
          offset={log.data.offset}
          limit={log.data.limit}
          total={log.data.total}
          onOffsetChange={setOffset}
        />
      ) : null}
    </Card>
  );
}
