import { MapPinned, MapPin, Pencil, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminRetailer } from '#contracts/admin.ts';
import { logoSources } from '#contracts/logo-sources.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatMoney } from '#client/lib/format.ts';
import { IconAction } from '#client/pages/admin/shared/icon-action.tsx';
import { SUBSCRIPTION_BADGE } from '#client/pages/admin/shared/labels.ts';
import { ACTIONS_HEADING, RowActions, Td, Tr, tableHead } from '#client/pages/admin/shared/table.tsx';

function RetailerLogo({ retailer }: { retailer: AdminRetailer }) {
  const [broken, setBroken] = useState(false);
  if (!retailer.logoUrl || broken) {
    return (
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
        <Store aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <img
      {...logoSources(retailer.logoUrl, 36)}
      width={36}
      height={36}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-9 shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
    />
  );
}

export const RETAILER_TABLE = tableHead([
  'Business Name',
  'Category',
  { label: 'Discount', className: 'text-right' },
  { label: 'Min Spend', className: 'text-right' },
  'Monthly Code',
  'Subscription',
  'Status',
  ACTIONS_HEADING,
]);

export function RetailerRow({
  retailer,
  locating,
  onEdit,
  onLocate,
  onDelete,
}: {
  retailer: AdminRetailer;
  locating: boolean;
  onEdit: () => void;
  onLocate: () => void;
  onDelete: () => void;
}) {
  const subscription = SUBSCRIPTION_BADGE[retailer.subscriptionStatus];
  const name = retailer.businessName;
  return (
    <Tr>
      <Td>
        <div className="flex items-center gap-3">
          <RetailerLogo retailer={retailer} />
          <div className="min-w-0">
            <p className="max-w-64 truncate font-medium text-slate-900">{name}</p>
            <p className="flex items-center gap-1 text-xs text-slate-600">
              <MapPin aria-hidden="true" className="size-3 shrink-0" />
              {retailer.city ?? (retailer.latitude === null ? 'No location' : 'Located')}
            </p>
          </div>
        </div>
      </Td>
      <Td className="whitespace-nowrap">{retailer.category}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(retailer.discountAmount)}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(retailer.minimumSpend)}</Td>
      <Td>
        <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-sm font-semibold tracking-widest text-slate-900">
          {retailer.monthlyCode}
        </span>
      </Td>
      <Td>
        <Badge variant={subscription.variant}>{subscription.label}</Badge>
      </Td>
      <Td>
        <Badge variant={retailer.isActive ? 'success' : 'neutral'}>
          {retailer.isActive ? 'Active' : 'Paused'}
        </Badge>
      </Td>
      <Td>
        <RowActions>
          <IconAction label={`Edit ${name}`} title="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconAction>
          <IconAction
            label={`Update coordinates for ${name}`}
            title="Update coordinates from the address"
            onClick={onLocate}
            disabled={locating}
          >
            {locating ? <Spinner className="size-4" /> : <MapPinned aria-hidden="true" className="size-4" />}
          </IconAction>
          <IconAction label={`Delete ${name}`} title="Delete" onClick={onDelete} danger>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconAction>
        </RowActions>
      </Td>
    </Tr>
  );
}
