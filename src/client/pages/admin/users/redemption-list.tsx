import { PiggyBank, Trash2 } from 'lucide-react';
import type { AdminRedemption } from '#contracts/admin.ts';
import { formatDateTime, formatMoney } from '#client/lib/format.ts';
import { IconAction } from '#client/pages/admin/shared/icon-action.tsx';
import { RecordList } from '#client/pages/admin/users/record-list.tsx';

export function RedemptionList({
  redemptions,
  onDelete,
}: {
  redemptions: AdminRedemption[];
  onDelete: (redemption: AdminRedemption) => void;
}) {
  return (
    <RecordList items={redemptions} empty="No redemptions yet.">
      {(redemption) => {
        const shop = redemption.retailer?.businessName || 'Retailer';
        return (
          <li key={redemption.id} className="flex items-center gap-3 px-4 py-3">
            <PiggyBank aria-hidden="true" className="size-5 shrink-0 text-success-700" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{shop}</p>
              <p className="text-sm text-slate-600">
                {formatDateTime(redemption.redeemedAt)} · Confirmation{' '}
                <span className="font-mono font-semibold tracking-wider text-slate-800">
                  {redemption.confirmationCode}
                </span>
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold text-success-800 tabular-nums">
                {formatMoney(redemption.discountAmount)}
              </p>
              <p className="text-xs text-slate-600">min. {formatMoney(redemption.minimumSpend)}</p>
            </div>
            <IconAction
              danger
              className="shrink-0"
              onClick={() => onDelete(redemption)}
              label={`Delete redemption ${redemption.confirmationCode} at ${shop}`}
              title="Delete redemption"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </IconAction>
          </li>
        );
      }}
    </RecordList>
  );
}
