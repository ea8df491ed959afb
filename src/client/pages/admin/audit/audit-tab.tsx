import { History, SearchX } from 'lucide-react';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '#contracts/admin.ts';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { useAuditLog } from '#client/features/admin/api.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { Td, Tr, tableHead } from '#client/pages/admin/shared/table.tsx';
import { ALL, useListFilters } from '#client/pages/admin/shared/use-list-filters.ts';

const TABLE = tableHead([
  { label: 'When', className: 'w-44' },
  { label: 'Admin', className: 'w-44' },
  { label: 'Action', className: 'w-52' },
  'What happened',
]);

const ACTION_OPTIONS = [
  { value: ALL, label: 'All Actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

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
  const list = useListFilters(ALL);
  const log = useAuditLog({
    action: list.filter === ALL ? undefined : (list.filter as AuditAction),
    limit: ADMIN_AUDIT_PAGE_SIZE,
    offset: list.offset,
  });
  const items = log.data?.items ?? [];

  return (
    <AdminList
      title="Audit Log"
      description="Every change an admin makes, newest first."
      filter={list.filterSelect('Filter by action', ACTION_OPTIONS, 'w-60')}
      query={log}
      items={items}
      itemKey={(entry) => entry.id}
      table={TABLE}
      renderItem={(entry) => {
        const badge = actionBadge(entry.action);
        return (
          <Tr>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(entry.createdAt)}</Td>
            <Td className="max-w-44 truncate">{entry.actorLabel}</Td>
            <Td>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </Td>
            <Td className="text-slate-700">{entry.summary}</Td>
          </Tr>
        );
      }}
      loadingLabel="Loading the audit log..."
      failure="Failed to fetch the audit log"
      empty={
        !list.narrowed
          ? {
              icon: <History aria-hidden="true" className="size-6" />,
              text: 'No admin actions recorded yet.',
            }
          : { icon: <SearchX aria-hidden="true" className="size-6" />, text: 'No entries for this action.' }
      }
      pager={list.pager('entries', log.data)}
    />
  );
}
