import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import {
  DirectionsLink,
  minimumSpendText,
  NearYourParking,
  RetailerLogo,
} from '../../../components/offer-card';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import type { PublicRetailer } from '../../../features/offers/api';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';

export function redeemPath(retailer: Pick<PublicRetailer, 'id'>): string {
  return `/redeem-offer/${retailer.id}`;
}

/** The redeem button of a card, named after the shop for screen readers ('Redeem Offer at …'). */
export function RedeemLink({ retailer, className }: { retailer: PublicRetailer; className?: string }) {
  return (
    <Link
      href={redeemPath(retailer)}
      aria-label={`Redeem Offer at ${retailer.businessName}`}
      className={buttonClasses('primary', 'md', cn('shrink-0 whitespace-nowrap', className))}
    >
      Redeem Offer
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** A card of 'All Nearby Offers': logo, name, distance, discount, minimum spend, category, actions. */
export function OfferCard({ retailer }: { retailer: PublicRetailer }) {
  return (
    <article
      aria-labelledby={`offer-${retailer.id}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <RetailerLogo retailer={retailer} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={`offer-${retailer.id}`} className="line-clamp-2 font-semibold break-words text-slate-900">
              {retailer.businessName}
            </h3>
            <span className="shrink-0 rounded-lg bg-success-50 px-2 py-0.5 text-base font-bold whitespace-nowrap text-success-800">
              {formatMoney(retailer.discountAmount)} off
            </span>
          </div>
          <NearYourParking distanceMiles={retailer.distanceMiles} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm text-slate-700">{minimumSpendText(retailer.minimumSpend)}</span>
            <Badge>{retailer.category}</Badge>
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <DirectionsLink retailer={retailer} className="-ml-3" />
        <RedeemLink retailer={retailer} className="ml-auto" />
      </div>
    </article>
  );
}
