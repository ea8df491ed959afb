import { SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '#contracts/admin.ts';
import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import { useAdminUsers, useDeleteUser } from '#client/features/admin/api.ts';
import { toastApiError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { ConfirmDialog } from '#client/pages/admin/shared/confirm-dialog.tsx';
import { type ResetLink, ResetLinkDialog } from '#client/pages/admin/shared/reset-link-dialog.tsx';
import { ALL, useListFilters } from '#client/pages/admin/shared/use-list-filters.ts';
import { UserDetailsDialog } from './user-details-dialog';
import { USER_COLUMNS, UserHeaderRow, UserRow, userName } from './users-table';

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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'User deleted successfully', variant: 'success' });
        // The last row of a page went: step back a page rather than show an empty one.
        if (items.length === 1 && offset > 0) setOffset(Math.max(0, offset - ADMIN_USERS_PAGE_SIZE));
      },
      onError: (error) => toastApiError(error, 'Failed to delete user'),
    });
  };

  return (
    <AdminList
      title="All Users"
      search={list.searchBox('Search users', 'Search by name, email or phone')}
      filter={list.filterSelect('Filter by role', ROLE_OPTIONS, 'w-40')}
      query={users}
      items={items}
      itemKey={(user) => user.id}
      table={{ head: <UserHeaderRow />, columns: USER_COLUMNS }}
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
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
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
