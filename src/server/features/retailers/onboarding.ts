import { MONTHLY_FEE, TRIAL_MONTHS } from '#contracts/constants.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { addMonths } from '#server/lib/clock.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import { queueContactConfirmation } from '#server/features/retailer-emails/index.ts';
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
  /**
   * The contact e-mail is known to be the retailer's (test fixtures, the demo seed): no confirmation
   * link. Otherwise a new address gets the link and nothing else until it is opened (docs/decisions/045).
   */
  emailConfirmed?: boolean;
};

/**
 * Creates a retailer record on a free trial (3 calendar months, then £15.00 a month), placed by
 * geocoding its address, or at a location already known. The contact e-mail's confirmation link is
 * written to the outbox in the same transaction (sign-up and admin onboarding alike).
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
      confirmedEmail: input.emailConfirmed && input.email ? input.email.trim().toLowerCase() : null,
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
  await queueContactConfirmation(db, retailer!, now);
  return retailer!;
}
