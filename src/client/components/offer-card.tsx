import { MapPin, Navigation } from 'lucide-react';
import { useState } from 'react';
import { logoSources } from '#contracts/logo-sources.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import { CategoryIcon } from '#client/lib/category-icon.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMoney } from '#client/lib/format.ts';
import { directionsUrl, EXTERNAL_LINK_REL } from '#client/lib/maps.ts';

/** The pieces every offer card shares (home's 'Nearby Offers', browse, the redeem screen). */

const milesFormatter = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** '0.4 mi'; under a tenth of a mile still reads '0.1 mi'. */
export function formatMiles(miles: number): string {
  return `${milesFormatter.format(Math.max(0.1, miles))} mi`;
}

/** True when the offer has a minimum spend (a minimum spend of 0 means there is none). */
export function hasMinimumSpend(minimumSpend: string): boolean {
  return Number(minimumSpend) > 0;
}

/** 'Spend £10.00 or more'; 'No minimum spend' for 0. */
export function minimumSpendText(minimumSpend: string): string {
  return hasMinimumSpend(minimumSpend) ? `Spend ${formatMoney(minimumSpend)} or more` : 'No minimum spend';
}

const logoSizes = {
  sm: { box: 'size-12 rounded-xl', icon: 'size-6', px: 48 },
  md: { box: 'size-14 rounded-2xl', icon: 'size-7', px: 56 },
  lg: { box: 'size-20 rounded-2xl', icon: 'size-10', px: 80 },
} as const;

/**
 * The retailer's logo, or its category's icon (an SVG, drawn without any emoji font) when it has none (or the image fails to load).
 * `decorative` drops the alt text where the name sits right beside it inside one link. The logo
 * comes as a WebP of the drawn size for the screen's pixel density; `priority` marks one that is
 * on screen at once (the page's largest picture), fetched first instead of lazily.
 */
export function RetailerLogo({
  retailer,
  size = 'sm',
  decorative = false,
  priority = false,
  className,
}: {
  retailer: Pick<PublicRetailer, 'businessName' | 'category' | 'logoUrl'>;
  size?: keyof typeof logoSizes;
  decorative?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const sizing = logoSizes[size];
  if (retailer.logoUrl && !broken) {
    return (
      <img
        {...logoSources(retailer.logoUrl, sizing.px)}
        width={sizing.px}
        height={sizing.px}
        alt={decorative ? '' : `${retailer.businessName} logo`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setBroken(true)}
        className={cn('shrink-0 border border-slate-200 bg-white object-contain', sizing.box, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center bg-primary-50 text-primary-700',
        sizing.box,
        className,
      )}
    >
      <CategoryIcon category={retailer.category} className={sizing.icon} />
    </span>
  );
}

/** True when today's ticket says where the driver parked (a town or a position). */
export function ticketHasLocation(
  ticket: { city: string | null; location: string | null; latitude: number | null } | null | undefined,
): boolean {
  return Boolean(ticket && (ticket.city?.trim() || ticket.location?.trim() || ticket.latitude !== null));
}

/**
 * Where the shop is: 'Near your parking · 0.4 mi' when the server sent a distance (both ends
 * precise), else 'Near your parking · In Reading' (a town centre is no place to measure from).
 * 'Near your parking' only once today's ticket has a location; before that, just 'In Reading'.
 */
export function NearYourParking({
  retailer,
  nearParking,
  className,
}: {
  retailer: Pick<PublicRetailer, 'distanceMiles' | 'city'>;
  nearParking: boolean;
  className?: string;
}) {
  const town = retailer.city?.trim();
  const where =
    nearParking && retailer.distanceMiles !== null
      ? formatMiles(retailer.distanceMiles)
      : town
        ? `In ${town}`
        : null;
  if (!nearParking && !where) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-1 text-sm text-slate-600', className)}>
      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">
        {nearParking ? <span>Near your parking</span> : null}
        {nearParking && where ? <span aria-hidden="true"> · </span> : null}
        {where ? <span>{where}</span> : null}
      </span>
    </p>
  );
}

/**
 * 'Get Directions': a maps search by the shop's address in a new tab. Renders nothing when the
 * retailer has neither an address nor a town.
 */
export function DirectionsLink({
  retailer,
  className,
}: {
  retailer: Pick<PublicRetailer, 'businessName' | 'address' | 'city'>;
  className?: string;
}) {
  const href = directionsUrl(retailer);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      aria-label={`Get Directions to ${retailer.businessName} (opens in a new tab)`}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-primary-700 hover:bg-primary-50',
        className,
      )}
    >
      <Navigation aria-hidden="true" className="size-4" />
      Get Directions
    </a>
  );
}
