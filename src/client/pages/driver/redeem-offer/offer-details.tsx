import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DirectionsLink,
  hasMinimumSpend,
  NearYourParking,
  RetailerLogo,
} from '#client/components/offer-card.tsx';
import { OfferAvailability } from '#client/components/offer-availability.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import type { PublicRetailer } from '#client/features/offers/api.ts';
import type { Ticket } from '#client/features/tickets/api.ts';
import { formatExpiry, formatMoney } from '#client/lib/format.ts';
import { mapsQuery } from '#client/lib/maps.ts';

/** The address with its town (as the directions link searches it). */
function addressOf(retailer: PublicRetailer): string | null | undefined {
  return retailer.address?.trim()
    ? mapsQuery({ address: retailer.address, city: retailer.city })
    : retailer.city?.trim();
}

/** The shop's address beside a pin; nothing when there is none. */
function Address({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span className="break-words">{address}</span>
    </p>
  );
}

/**
 * The top of the redeem screen, kept short so the code boxes and the button fit on a phone's first
 * screen: logo, name, the discount in one line, where the shop is and until when it runs today.
 */
export function OfferHeadline({ retailer, nearParking }: { retailer: PublicRetailer; nearParking: boolean }) {
  const discount = formatMoney(retailer.discountAmount);
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <RetailerLogo retailer={retailer} size="md" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 className="text-lg leading-tight font-bold break-words text-slate-900">
            {retailer.businessName}
          </h2>
          <p className="text-sm text-slate-700">
            <span className="font-bold text-success-800">{discount} off</span>
            {hasMinimumSpend(retailer.minimumSpend)
              ? ` · spend ${formatMoney(retailer.minimumSpend)}+`
              : ' · any purchase'}
          </p>
          <NearYourParking retailer={retailer} nearParking={nearParking} />
          <OfferAvailability retailer={retailer} />
        </div>
      </CardContent>
    </Card>
  );
}

/** Where to find the shop: its address and the directions link (below the code entry). */
export function ShopLocation({ retailer }: { retailer: PublicRetailer }) {
  const address = addressOf(retailer);
  if (!address) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Where to Find It</h2>
        <Address address={address} />
        <DirectionsLink retailer={retailer} className="-ml-3 w-fit" />
      </CardContent>
    </Card>
  );
}

/** The shop: logo, name, category, address and the directions link. */
export function RetailerSummary({
  retailer,
  nearParking,
}: {
  retailer: PublicRetailer;
  nearParking: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-start gap-4">
          <RetailerLogo retailer={retailer} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 className="text-xl leading-tight font-bold break-words text-slate-900">
              {retailer.businessName}
            </h2>
            <Badge className="w-fit">{retailer.category}</Badge>
            <NearYourParking retailer={retailer} nearParking={nearParking} />
          </div>
        </div>
        <Address address={addressOf(retailer)} />
        <DirectionsLink retailer={retailer} className="-ml-3 w-fit" />
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-base font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Your Discount' ('£2.50 on purchases of £10.00+'), with Minimum Spend, You Save and Valid Until. */
export function DiscountCard({ retailer, ticket }: { retailer: PublicRetailer; ticket: Ticket | null }) {
  const discount = formatMoney(retailer.discountAmount);
  const minimum = hasMinimumSpend(retailer.minimumSpend);
  const validUntil = ticket?.isVerified && ticket.expiresAt ? formatExpiry(ticket.expiresAt) : '';
  return (
    <Card className="overflow-hidden border-success-200">
      <div className="bg-gradient-to-br from-success-700 to-success-800 px-5 py-4 text-white">
        <h2 className="text-base font-semibold text-success-50">Your Discount</h2>
        <p className="mt-1 text-4xl font-extrabold tracking-tight">{discount} off</p>
        <p className="mt-1 text-base text-white">
          {minimum
            ? `${discount} on purchases of ${formatMoney(retailer.minimumSpend)}+`
            : `${discount} on any purchase`}
        </p>
      </div>
      <dl className="divide-y divide-slate-100 px-5 py-1">
        <Row label="Minimum Spend">{minimum ? formatMoney(retailer.minimumSpend) : 'None'}</Row>
        <Row label="You Save">
          <span className="text-success-800">{discount}</span>
        </Row>
        <Row label="Valid Until">{validUntil || 'Not available'}</Row>
      </dl>
    </Card>
  );
}
