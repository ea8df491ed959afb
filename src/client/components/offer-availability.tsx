import { Clock3 } from 'lucide-react';
import { availabilityWording } from '#contracts/offer-hours.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * When an offer runs, for a driver (docs/decisions/037): 'Today until 17:00' while it runs with a
 * closing time today, 'Back tomorrow at 09:00' while it is paused; nothing when it simply runs.
 * A file of its own, beside offer-card.tsx: the driver's home loads that one and stays within its
 * script budget without these words.
 */
export function OfferAvailability({
  retailer,
  className,
}: {
  retailer: Pick<PublicRetailer, 'availableUntil' | 'nextOpensAt'>;
  className?: string;
}) {
  const text = availabilityWording(retailer, new Date());
  if (!text) return null;
  return (
    <p className={cn('flex items-center gap-1 text-sm font-medium text-warning-800', className)}>
      <Clock3 aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </p>
  );
}
