import { SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '../../../../contracts/admin';
import type { UserType } from '../../../../contracts/constants';
import { Card } from '../../../components/ui/card';
import { useAdminUsers, useDeleteUser } from '../../../features/admin/api';
import { toastApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Pager } from '../shared/pager';
import { type ResetLink, ResetLinkDialog } from '../shared/reset-link-dialog';
import { EmptyState, ErrorState, LoadingState } from '../shared/states';
import { DataTable, StateRow } from '../shared/table';
import { FilterSelect, SearchBox } from '../shared/toolbar';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { UserDetailsDialog } from './user-details-dialog';
import { USER_COLUMNS, UserHeaderRow, UserRow, userName } from './users-table';

const ALL = 'all';
const ROLE_OPTIONS = [
  { value: ALL, label: 'All Roles' },
  { value: 'customer', label: 'Customers' },
  { value: 'retailer', label: 'Retailers' },
  { value: 'admin', label: 'Admins' },
];

/** 'All Users', paged on the server (25 a page) so 10,000 accounts stay quick. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState(ALL);
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [resetLink, setResetLink] = useState<ResetLink | null>(null);
  const q = useDebouncedValue(search.trim());
  const users = useAdminUsers({
    q: q || undefined,
    role: role === ALL ? undefined : (role as UserType),
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
    <Card>
      <div className="flex flex-wrap items-center gap-3 p-5 pb-4">
        <h2 className="mr-auto text-lg font-semibold text-slate-900">All Users</h2>
        <SearchBox
          label="Search users"
          placeholder="Search by name, email or phone"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          className="max-w-sm"
        />
        <FilterSelect
          label="Filter by role"
          value={role}
          onValueChange={(value) => {
            setRole(value);
            setOffset(0);
          }}
          options={ROLE_OPTIONS}
          className="w-40"
        />
      </div>
      <DataTable label="All Users">
        <thead>
          <UserHeaderRow />
        </thead>
        <tbody aria-busy={users.isFetching || undefined}>
          {users.isPending ? (
            <StateRow colSpan={USER_COLUMNS}>
              <LoadingState label="Loading users..." />
            </StateRow>
          ) : users.isError ? (
            <StateRow colSpan={USER_COLUMNS}>
              <ErrorState message="Failed to fetch users" onRetry={() => void users.refetch()} />
            </StateRow>
          ) : items.length === 0 ? (
            <StateRow colSpan={USER_COLUMNS}>
              {q || role !== ALL ? (
                <EmptyState
                  icon={<SearchX aria-hidden="true" className="size-6" />}
                  text="No users match your search."
                />
              ) : (
                <EmptyState icon={<Users aria-hidden="true" className="size-6" />} text="No users yet." />
              )}
            </StateRow>
          ) : (
            items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                onView={() => setViewing(user.id)}
                onDelete={() => setDeleting(user)}
              />
            ))
          )}
        </tbody>
      </DataTable>
      {users.data ? (
        <Pager
          noun="users"
          offset={users.data.offset}
          limit={users.data.limit}
          total={users.data.total}
          onOffsetChange={setOffset}
        />
      ) : null}

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
    </Card>
  );
}
