import { Sparkles } from 'lucide-react';
import { OfferAvailability } from '#client/components/offer-availability.tsx';
import { minimumSpendText, NearYourParking, RetailerLogo } from '#client/components/offer-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatMoney } from '#client/lib/format.ts';
import { OfferActions, type OfferCardProps } from './offer-card';

/** One of the first two offers, drawn large: a picture band with the discount, then the details. */
export function FeaturedOfferCard({ retailer, today, nearParking }: OfferCardProps) {
  return (
    <article
      aria-labelledby={`featured-${retailer.id}`}
      className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-card"
    >
      <div className="relative flex h-32 items-center justify-center bg-gradient-to-br from-primary-50 via-white to-success-50">
        {/* The featured cards open the page: their logo is what a phone paints largest first. */}
        <RetailerLogo retailer={retailer} size="lg" priority className="bg-white shadow-sm" />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-primary-800 shadow-sm">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Featured
        </span>
        <p className="absolute right-3 bottom-3 rounded-xl bg-success-700 px-3 py-1.5 text-lg font-bold text-white shadow-sm">
          {formatMoney(retailer.discountAmount)} off
        </p>
      </div>
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3
            id={`featured-${retailer.id}`}
            className="line-clamp-2 text-lg leading-snug font-semibold break-words text-slate-900"
          >
            {retailer.businessName}
          </h3>
          <Badge className="mt-0.5 shrink-0">{retailer.category}</Badge>
        </div>
        <NearYourParking retailer={retailer} nearParking={nearParking} />
        <OfferAvailability retailer={retailer} />
        <p className="text-sm font-medium text-slate-700">{minimumSpendText(retailer.minimumSpend)}</p>
        <div className="mt-1">
          <OfferActions retailer={retailer} today={today} />
        </div>
      </div>
    </article>
  );
}
