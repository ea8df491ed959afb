import { PiggyBank, Trash2 } from 'lucide-react';
import type { AdminRedemption } from '#contracts/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime, formatMoney } from '#client/lib/format.ts';

export function RedemptionList({
  redemptions,
  onDelete,
}: {
  redemptions: AdminRedemption[];
  onDelete: (redemption: AdminRedemption) => void;
}) {
  if (redemptions.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">
        No redemptions yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {redemptions.map((redemption) => {
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
            <Button
              variant="ghost"
              size="icon"
              className="size-10 shrink-0 text-danger-700 hover:bg-danger-50"
              onClick={() => onDelete(redemption)}
              aria-label={`Delete redemption ${redemption.confirmationCode} at ${shop}`}
              title="Delete redemption"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
