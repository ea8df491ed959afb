import { Card, CardContent } from '#client/components/ui/card.tsx';
import type { PublicRetailer } from '#client/features/offers/api.ts';
import { hasMinimumSpend } from '#client/components/offer-card.tsx';
import { formatMoney } from '#client/lib/format.ts';

/** The 4 steps of 'How to Redeem'. */
export function HowToRedeem({ retailer }: { retailer: PublicRetailer }) {
  const steps = [
    `Visit ${retailer.businessName} and shop as usual.`,
    hasMinimumSpend(retailer.minimumSpend)
      ? `Spend ${formatMoney(retailer.minimumSpend)} or more in one purchase.`
      : 'Any purchase qualifies: there is no minimum spend.',
    'Before checkout, ask the cashier for the shop’s 4-digit code and enter it above.',
    `Show the confirmation screen to the cashier to get your ${formatMoney(retailer.discountAmount)} off.`,
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-slate-900">How to Redeem</h2>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5 text-sm text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
