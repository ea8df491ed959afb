import { MONTHLY_FEE, TRIAL_MONTHS } from '#contracts/constants.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { addMonths } from '#server/lib/clock.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import { monthlyCodeFor } from './codes';
import { geocodeAddress, locationOf, type RetailerLocation } from './location';

export type NewRetailer = {
  businessName: string;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  category: string;
  discountAmount: string;
  minimumSpend: string;
};

/**
 * Creates a retailer record on a free trial (3 calendar months, then £15.00 a month), placed by
 * geocoding its address, or at a location already known.
 */
export async function createRetailerRecord(
  db: DbOrTx,
  userId: string,
  input: NewRetailer,
  now: Date,
  place: Geocode | RetailerLocation,
) {
  const location = typeof place === 'function' ? locationOf(geocodeAddress(place, input.address)) : place;
  const [retailer] = await db
    .insert(retailers)
    .values({
      userId,
      businessName: input.businessName,
      contactName: input.contactName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      category: input.category,
      discountAmount: input.discountAmount,
      minimumSpend: input.minimumSpend,
      monthlyFee: MONTHLY_FEE,
      subscriptionStatus: 'trial',
      trialEndDate: addMonths(now, TRIAL_MONTHS),
      ...location,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await monthlyCodeFor(db, retailer!.id, now);
  return retailer!;
}
