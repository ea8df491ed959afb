import { SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_ALLOWED_CATEGORIES,
  ADMIN_RETAILER_LIST_CAP,
  type AdminRetailer,
} from '../../../../contracts/admin';
import { Card } from '../../../components/ui/card';
import {
  NonJsonAnswerError,
  useAdminRetailers,
  useDeleteRetailer,
  useUpdateCoordinates,
} from '../../../features/admin/api';
import { errorMessage, isHandledUnauthorized } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Pager } from '../shared/pager';
import { type ResetLink, ResetLinkDialog } from '../shared/reset-link-dialog';
import { EmptyState, ErrorState, LoadingState } from '../shared/states';
import { DataTable, StateRow } from '../shared/table';
import { FilterSelect, SearchBox } from '../shared/toolbar';
import { useFailureToast } from '../shared/use-failure-toast';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { EditRetailerDialog } from './edit-retailer-dialog';
import { OnboardingCard } from './onboarding-card';
import { RETAILER_COLUMNS, RetailerHeaderRow, RetailerRow } from './retailers-table';

const ALL = 'all';
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All Categories' },
  ...ADMIN_ALLOWED_CATEGORIES.map((value) => ({ value, label: value })),
];
const COORDINATES_FAILED = 'Failed to update coordinates. Please check the address is valid.';

export function RetailersTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<AdminRetailer | null>(null);
  const [deleting, setDeleting] = useState<AdminRetailer | null>(null);
  const [resetLink, setResetLink] = useState<ResetLink | null>(null);
  const q = useDebouncedValue(search.trim());
  const filters = {
    q: q || undefined,
    category: category === ALL ? undefined : category,
    offset: offset || undefined,
  };
  const retailers = useAdminRetailers(filters);
  const remove = useDeleteRetailer();
  const locate = useUpdateCoordinates();
  const items = retailers.data?.items ?? [];
  useFailureToast(retailers.errorUpdatedAt, retailers.isError, 'Failed to fetch retailers');
  const filtered = Boolean(q) || category !== ALL;

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

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.businessName;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: 'Retailer Deleted',
          description: `${name} and its account have been removed.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isHandledUnauthorized(error)) return;
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Failed to delete retailer'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <OnboardingCard onShowLink={setResetLink} />

      <Card>
        <div className="flex flex-wrap items-center gap-3 p-5 pb-4">
          <h2 className="mr-auto text-lg font-semibold text-slate-900">All Retailers</h2>
          <SearchBox
            label="Search retailers"
            placeholder="Search by name, email or phone"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
            className="max-w-sm"
          />
          <FilterSelect
            label="Filter by category"
            value={category}
            onValueChange={(value) => {
              setCategory(value);
              setOffset(0);
            }}
            options={CATEGORY_OPTIONS}
          />
        </div>
        <DataTable label="All Retailers">
          <thead>
            <RetailerHeaderRow />
          </thead>
          <tbody aria-busy={retailers.isFetching || undefined}>
            {retailers.isPending ? (
              <StateRow colSpan={RETAILER_COLUMNS}>
                <LoadingState label="Loading retailers..." />
              </StateRow>
            ) : retailers.isError ? (
              <StateRow colSpan={RETAILER_COLUMNS}>
                <ErrorState message="Failed to fetch retailers" onRetry={() => void retailers.refetch()} />
              </StateRow>
            ) : items.length === 0 ? (
              <StateRow colSpan={RETAILER_COLUMNS}>
                {filtered ? (
                  <EmptyState
                    icon={<SearchX aria-hidden="true" className="size-6" />}
                    text="No retailers match your search."
                  />
                ) : (
                  <EmptyState
                    icon={<Store aria-hidden="true" className="size-6" />}
                    text="No retailers yet. Onboard the first one above."
                  />
                )}
              </StateRow>
            ) : (
              items.map((retailer) => (
                <RetailerRow
                  key={retailer.id}
                  retailer={retailer}
                  locating={locate.isPending && locate.variables === retailer.id}
                  onEdit={() => setEditing(retailer)}
                  onLocate={() => updateCoordinates(retailer)}
                  onDelete={() => setDeleting(retailer)}
                />
              ))
            )}
          </tbody>
        </DataTable>
        {retailers.data ? (
          <Pager
            noun="retailers"
            offset={retailers.data.offset}
            limit={ADMIN_RETAILER_LIST_CAP}
            total={retailers.data.total}
            onOffsetChange={setOffset}
          />
        ) : null}
      </Card>

      <EditRetailerDialog retailer={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
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
