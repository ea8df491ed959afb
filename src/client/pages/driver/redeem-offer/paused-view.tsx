import { Clock3, Tag } from 'lucide-react';
import { availabilityWording, OFFER_NOT_AVAILABLE } from '#contracts/offer-hours.ts';
import { ButtonLink } from '#client/components/button-link.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';
import type { PublicRetailer } from '#client/features/offers/api.ts';
import { formatMoney } from '#client/lib/format.ts';

/**
 * The till's answers for an offer that is paused now: outside its hours (422), or its daily or
 * monthly limit reached (409).
 */
export function isOfferPausedCode(code: string | null): boolean {
  return (
    code === 'offer.not_available' ||
    code === 'offer.daily_cap_reached' ||
    code === 'offer.monthly_cap_reached'
  );
}

/** True when the shop's offer is paused now (outside its hours, or a daily or monthly limit reached). */
export const isPaused = (retailer: Pick<PublicRetailer, 'nextOpensAt'>) => Boolean(retailer.nextOpensAt);

/**
 * A paused offer (docs/decisions/037): when it is back ('Back tomorrow at 09:00'), why it cannot be
 * redeemed now (the till's own words when it just refused), and the way to the offers that run now.
 * No code entry: the till would refuse it.
 */
export function PausedView({ retailer, reason }: { retailer: PublicRetailer; reason?: string | null }) {
  const back = retailer.nextOpensAt ? availabilityWording(retailer, new Date()) : null;
  return (
    <StateCard className="gap-4 py-10">
      <StateIcon size="lg" tone="warning">
        <Clock3 aria-hidden="true" className="size-7" />
      </StateIcon>
      <h2 className="text-2xl font-bold text-slate-900">{back ?? 'Not available right now'}</h2>
      <p className="max-w-xs text-slate-700">
        {reason ?? OFFER_NOT_AVAILABLE} You can redeem {formatMoney(retailer.discountAmount)} off at{' '}
        {retailer.businessName} once it’s back.
      </p>
      <ButtonLink href="/browse-offers" icon={Tag} size="lg" className="mt-2 w-full max-w-xs px-4">
        Browse Other Offers
      </ButtonLink>
    </StateCard>
  );
}
