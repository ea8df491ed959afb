import { and, eq, gt, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '#contracts/constants.ts';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';

type SubscriptionFields = { subscriptionStatus: SubscriptionStatus; trialEndDate: Date | null };

/** A trial past its end is expired, whether or not the daily sweep has written it yet. */
export function effectiveStatus(retailer: SubscriptionFields, now: Date): SubscriptionStatus {
  if (retailer.subscriptionStatus === 'trial' && retailer.trialEndDate && retailer.trialEndDate <= now)
    return 'expired';
  return retailer.subscriptionStatus;
}

/** Paused, expired and cancelled retailers are hidden from drivers and their codes do not redeem. */
export function isOpenForOffers(retailer: SubscriptionFields & { isActive: boolean }, now: Date): boolean {
  const status = effectiveStatus(retailer, now);
  return retailer.isActive && (status === 'trial' || status === 'active');
}

/** The same rule as SQL, for queries that filter many retailers at once (`now` may be a placeholder). */
export function openForOffersSql(now: Date | Placeholder): SQL {
  return and(
    eq(retailers.isActive, true),
    or(
      eq(retailers.subscriptionStatus, 'active'),
      and(
        eq(retailers.subscriptionStatus, 'trial'),
        or(isNull(retailers.trialEndDate), gt(retailers.trialEndDate, now)),
      ),
    ),
  )!;
}

/** Writes `expired` on trials past their end (run daily; reads already treat them as expired). */
export async function expireEndedTrials(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(retailers)
    .set({ subscriptionStatus: 'expired', updatedAt: sql`${now.toISOString()}::timestamptz` })
    .where(and(eq(retailers.subscriptionStatus, 'trial'), lte(retailers.trialEndDate, now)))
    .returning({ id: retailers.id });
  return rows.length;
}
