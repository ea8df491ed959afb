import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import {
  DirectionsLink,
  minimumSpendText,
  NearYourParking,
  RetailerLogo,
} from '#client/components/offer-card.tsx';
import { OfferAvailability } from '#client/components/offer-availability.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { PublicRetailer } from '#client/features/offers/api.ts';
import { TodaysOfferStatus } from '#client/features/offers/todays-offer-status.tsx';
import type { TodaysOffers } from '#client/features/offers/todays-offers.ts';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';

export function redeemPath(retailer: Pick<PublicRetailer, 'id'>): string {
  return `/redeem-offer/${retailer.id}`;
}

/**
 * The redeem button of a card, named after the shop for screen readers ('Redeem Offer at …'). Its
 * short label keeps it beside 'Get Directions' on a 390 px phone.
 */
export function RedeemLink({ retailer, className }: { retailer: PublicRetailer; className?: string }) {
  return (
    <Link
      href={redeemPath(retailer)}
      aria-label={`Redeem Offer at ${retailer.businessName}`}
      className={buttonClasses('primary', 'md', cn('shrink-0 whitespace-nowrap', className))}
    >
      Redeem
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** What a card offers today: 'Redeem', or what today's parking already did here. */
export function OfferAction({
  retailer,
  today,
  className,
}: {
  retailer: PublicRetailer;
  today: TodaysOffers | null;
  className?: string;
}) {
  if (today && (today.redeemed.has(retailer.id) || today.limitReached)) {
    return <TodaysOfferStatus retailerId={retailer.id} today={today} className={className} />;
  }
  return <RedeemLink retailer={retailer} className={className} />;
}

/**
 * The row under a card: 'Get Directions' and the action. It wraps rather than pushing the button
 * past the card's edge on a narrow phone.
 */
export function OfferActions({ retailer, today }: { retailer: PublicRetailer; today: TodaysOffers | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
      <DirectionsLink retailer={retailer} className="-ml-3" />
      <OfferAction retailer={retailer} today={today} className="ml-auto" />
    </div>
  );
}

export type OfferCardProps = {
  retailer: PublicRetailer;
  today: TodaysOffers | null;
  /** Today's ticket has a location: 'Near your parking'. */
  nearParking: boolean;
};

/**
 * A card of 'All Nearby Offers': logo, name, distance, when it runs ('Today until 17:00'), discount,
 * minimum spend, category, actions.
 */
export function OfferCard({ retailer, today, nearParking }: OfferCardProps) {
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
          <NearYourParking retailer={retailer} nearParking={nearParking} />
          <OfferAvailability retailer={retailer} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm text-slate-700">{minimumSpendText(retailer.minimumSpend)}</span>
            <Badge>{retailer.category}</Badge>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-100 pt-3">
        <OfferActions retailer={retailer} today={today} />
      </div>
    </article>
  );
}
