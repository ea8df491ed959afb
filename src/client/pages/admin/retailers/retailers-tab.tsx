import { SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ALLOWED_CATEGORIES, ADMIN_RETAILER_LIST_CAP, type AdminRetailer } from '#contracts/admin.ts';
import {
  NonJsonAnswerError,
  useAdminRetailers,
  useDeleteRetailer,
  useUpdateCoordinates,
} from '#client/features/admin/api.ts';
import { errorMessage, isHandledUnauthorized } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { ConfirmDialog } from '#client/pages/admin/shared/confirm-dialog.tsx';
import { deleteConfirmed } from '#client/pages/admin/shared/delete-confirmed.ts';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';
import { type ResetLink, ResetLinkDialog } from '#client/pages/admin/shared/reset-link-dialog.tsx';
import { useFailureToast } from '#client/pages/admin/shared/use-failure-toast.ts';
import { ALL, useListFilters } from '#client/pages/admin/shared/use-list-filters.ts';
import { EditRetailerDialog } from './edit-retailer-dialog';
import { OnboardingCard } from './onboarding-card';
import { RETAILER_TABLE, RetailerRow } from './retailers-table';

const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All Categories' },
  ...ADMIN_ALLOWED_CATEGORIES.map((value) => ({ value, label: value })),
];
const COORDINATES_FAILED = 'Failed to update coordinates. Please check the address is valid.';

export function RetailersTab() {
  const list = useListFilters(ALL);
  const [editing, setEditing] = useState<AdminRetailer | null>(null);
  const [deleting, setDeleting] = useState<AdminRetailer | null>(null);
  const [resetLink, setResetLink] = useState<ResetLink | null>(null);
  const filters = {
    q: list.q || undefined,
    category: list.filter === ALL ? undefined : list.filter,
    offset: list.offset || undefined,
  };
  const retailers = useAdminRetailers(filters);
  const remove = useDeleteRetailer();
  const locate = useUpdateCoordinates();
  const items = retailers.data?.items ?? [];
  useFailureToast(retailers.errorUpdatedAt, retailers.isError, 'Failed to fetch retailers');

  const updateCoordinates = (retailer: AdminRetailer) =>
    locate.mutate(retailer.id, {
      onSuccess: (answer) =>
        toast({ title: 'Coordinates Updated!', description: answer.message, variant: 'success' }),
      onError: (error) => {
        if (isHandledUnauthorized(error)) return;
        const description =
          error instanceof NonJsonAnswerError ? error.message : errorMessage(error, COORDINATES_FAILED);
        toast({ title: 'Update Failed', description, variant: 'destructive' });
      },
    });

  const confirmDelete = () =>
    deleteConfirmed(deleting, remove, {
      close: () => setDeleting(null),
      done: {
        title: 'Retailer Deleted',
        description: `${deleting?.businessName} and its account have been removed.`,
      },
      failure: 'Failed to delete retailer',
      failureTitle: 'Delete Failed',
    });

  return (
    <div className="flex flex-col gap-5">
      <OnboardingCard onShowLink={setResetLink} />

      <AdminList
        title="All Retailers"
        search={list.searchBox('Search retailers', 'Search by name, email or phone')}
        filter={list.filterSelect('Filter by category', CATEGORY_OPTIONS)}
        query={retailers}
        items={items}
        itemKey={(retailer) => retailer.id}
        table={RETAILER_TABLE}
        renderItem={(retailer) => (
          <RetailerRow
            retailer={retailer}
            locating={locate.isPending && locate.variables === retailer.id}
            onEdit={() => setEditing(retailer)}
            onLocate={() => updateCoordinates(retailer)}
            onDelete={() => setDeleting(retailer)}
          />
        )}
        loadingLabel="Loading retailers..."
        failure="Failed to fetch retailers"
        empty={
          list.narrowed
            ? {
                icon: <SearchX aria-hidden="true" className="size-6" />,
                text: 'No retailers match your search.',
              }
            : {
                icon: <Store aria-hidden="true" className="size-6" />,
                text: 'No retailers yet. Onboard the first one above.',
              }
        }
        pager={list.pager('retailers', retailers.data, ADMIN_RETAILER_LIST_CAP)}
      />

      <EditRetailerDialog retailer={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onClosed(() => setDeleting(null))}
        title="Delete Retailer"
        description={
          <>
            This permanently deletes <strong>{deleting?.businessName}</strong>, its retailer account, its
            redemptions and its logo. This cannot be undone.
          </>
        }
        confirmLabel="Delete Retailer"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ResetLinkDialog value={resetLink} onClose={() => setResetLink(null)} />
    </div>
  );
}
