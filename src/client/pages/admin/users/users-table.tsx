import { Eye, Trash2 } from 'lucide-react';
import type { AdminUser } from '#contracts/admin.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate, formatUkPhone } from '#client/lib/format.ts';
import { DANGER_ACTION } from '#client/pages/admin/shared/icon-action.tsx';
import { ROLE_BADGE } from '#client/pages/admin/shared/labels.ts';
import { ACTIONS_HEADING, RowActions, Td, Tr, tableHead } from '#client/pages/admin/shared/table.tsx';

/** 'Unknown' when the account has no name (docs/decisions/019). */
export const userName = (user: Pick<AdminUser, 'fullName'>) => user.fullName?.trim() || 'Unknown';

/** E-mail, else phone, else 'N/A'. */
export const userContact = (user: Pick<AdminUser, 'email' | 'phone'>) =>
  user.email || (user.phone ? formatUkPhone(user.phone) : 'N/A');

export const USER_TABLE = tableHead(['Name', 'Contact', 'Role', 'Joined', ACTIONS_HEADING]);

export function UserRow({
  user,
  isSelf,
  onView,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onView: () => void;
  onDelete: () => void;
}) {
  const role = ROLE_BADGE[user.userType];
  const name = userName(user);
  return (
    <Tr>
      <Td className="font-medium text-slate-900">
        <span className={user.fullName?.trim() ? undefined : 'text-slate-600 italic'}>{name}</span>
        {isSelf ? <span className="ml-2 text-xs font-normal text-slate-600">(you)</span> : null}
      </Td>
      <Td className="max-w-72 truncate">{userContact(user)}</Td>
      <Td>
        <Badge variant={role.variant}>{role.label}</Badge>
      </Td>
      <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
      <Td>
        <RowActions>
          <Button variant="ghost" size="sm" onClick={onView} aria-label={`View ${name}`}>
            <Eye aria-hidden="true" className="size-4" />
            View
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={DANGER_ACTION}
            onClick={onDelete}
            disabled={isSelf}
            aria-label={`Delete ${name}`}
            title={isSelf ? 'You cannot delete your own account' : undefined}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </RowActions>
      </Td>
    </Tr>
  );
}
