import { SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '#contracts/admin.ts';
import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import { useAdminUsers, useDeleteUser } from '#client/features/admin/api.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { ConfirmDialog } from '#client/pages/admin/shared/confirm-dialog.tsx';
import { deleteConfirmed } from '#client/pages/admin/shared/delete-confirmed.ts';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';
import { type ResetLink, ResetLinkDialog } from '#client/pages/admin/shared/reset-link-dialog.tsx';
import { ALL, useListFilters } from '#client/pages/admin/shared/use-list-filters.ts';
import { UserDetailsDialog } from './user-details-dialog';
import { USER_TABLE, UserRow, userName } from './users-table';

const ROLE_OPTIONS = [
  { value: ALL, label: 'All Roles' },
  { value: DRIVER_USER_TYPE, label: 'Customers' },
  { value: 'retailer', label: 'Retailers' },
  { value: 'admin', label: 'Admins' },
];

/** 'All Users', paged on the server (25 a page) so 10,000 accounts stay quick. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const list = useListFilters(ALL);
  const { q, offset, setOffset } = list;
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [resetLink, setResetLink] = useState<ResetLink | null>(null);
  const users = useAdminUsers({
    q: q || undefined,
    role: list.filter === ALL ? undefined : (list.filter as UserType),
    limit: ADMIN_USERS_PAGE_SIZE,
    offset,
  });
  const remove = useDeleteUser();
  const items = users.data?.items ?? [];

  const confirmDelete = () =>
    deleteConfirmed(deleting, remove, {
      close: () => setDeleting(null),
      done: { title: 'User deleted successfully' },
      failure: 'Failed to delete user',
      // The last row of a page went: step back a page rather than show an empty one.
      afterwards: () => {
        if (items.length === 1 && offset > 0) setOffset(Math.max(0, offset - ADMIN_USERS_PAGE_SIZE));
      },
    });

  return (
    <AdminList
      title="All Users"
      search={list.searchBox('Search users', 'Search by name, email or phone')}
      filter={list.filterSelect('Filter by role', ROLE_OPTIONS, 'w-40')}
      query={users}
      items={items}
      itemKey={(user) => user.id}
      table={USER_TABLE}
      renderItem={(user) => (
        <UserRow
          user={user}
          isSelf={user.id === currentUserId}
          onView={() => setViewing(user.id)}
          onDelete={() => setDeleting(user)}
        />
      )}
      loadingLabel="Loading users..."
      failure="Failed to fetch users"
      empty={
        list.narrowed
          ? { icon: <SearchX aria-hidden="true" className="size-6" />, text: 'No users match your search.' }
          : { icon: <Users aria-hidden="true" className="size-6" />, text: 'No users yet.' }
      }
      pager={list.pager('users', users.data)}
    >
      <UserDetailsDialog userId={viewing} onClose={() => setViewing(null)} onResetLink={setResetLink} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onClosed(() => setDeleting(null))}
        title="Delete User"
        description={
          <>
            This permanently deletes <strong>{deleting ? userName(deleting) : ''}</strong>’s account with
            their parking tickets, photos and redemptions
            {deleting?.userType === 'retailer' ? ', and their retailer listing' : ''}. This cannot be undone.
          </>
        }
        confirmLabel="Delete User"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ResetLinkDialog value={resetLink} onClose={() => setResetLink(null)} />
    </AdminList>
  );
}
