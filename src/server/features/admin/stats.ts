import { and, count, eq, exists, gt, lte, min, sql, sum } from 'drizzle-orm';
import type { AdminStats } from '#contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import {
  driverActivity,
  parkingTickets,
  platformDailyRedemptions,
  retailers,
  ticketReviews,
} from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';

export const ACTIVE_DRIVER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export async function totalRetailers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(retailers);
  return row?.n ?? 0;
}

/**
 * Drivers with a verified ticket in the last 30 days (docs/decisions/027): a range count over
 * driver_activity, which triggers keep at each driver's latest verified ticket. A driver whose
 * latest verification is after `now` (a clock set back, in tests) is checked against the tickets
 * themselves, so the answer is exactly the DISTINCT over parking_tickets it replaces.
 */
export async function activeDrivers(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_DRIVER_WINDOW_MS);
  const [inWindow, laterToo] = await Promise.all([
    db
      .select({ n: count() })
      .from(driverActivity)
      .where(and(gt(driverActivity.lastVerifiedAt, since), lte(driverActivity.lastVerifiedAt, now))),
    db
      .select({ n: count() })
      .from(driverActivity)
      .where(
        and(
          gt(driverActivity.lastVerifiedAt, now),
          exists(
            db
              .select({ one: sql`1` })
              .from(parkingTickets)
              .where(
                and(
                  eq(parkingTickets.userId, driverActivity.userId),
                  eq(parkingTickets.isVerified, true),
                  gt(parkingTickets.verifiedAt, since),
                  lte(parkingTickets.verifiedAt, now),
                ),
              ),
          ),
        ),
      ),
  ]);
  return (inWindow[0]?.n ?? 0) + (laterToo[0]?.n ?? 0);
}

/** Redemptions on the current London calendar day: the 16 shards of today's platform rollup. */
export async function todayRedemptions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(platformDailyRedemptions.redemptions) })
    .from(platformDailyRedemptions)
    .where(eq(platformDailyRedemptions.day, londonDay(now)));
  return Number(row?.n ?? 0);
}

/**
 * Every discount ever redeemed: an exact numeric sum in the database (over the platform rollup, 16
 * rows a day), a number at the edge.
 */
export async function totalSavings(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sum(platformDailyRedemptions.discountTotal) })
    .from(platformDailyRedemptions);
  return Number(row?.total ?? 0);
}

/** Reviews waiting for a person, and when the oldest was asked for (the (status, created_at) index). */
export async function pendingReviews(db: Db): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(ticketReviews.createdAt) })
    .from(ticketReviews)
    .where(eq(ticketReviews.status, 'pending'));
  // min() of a timestamptz comes back as text from some drivers: read it as a date either way.
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: row?.n ?? 0, oldestAt: oldest };
}

/** Platform statistics (docs/decisions/022): the aggregates, run side by side on PostgreSQL's pool. */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [retailerCount, drivers, today, savings, reviews] = await Promise.all([
    totalRetailers(db),
    activeDrivers(db, now),
    todayRedemptions(db, now),
    totalSavings(db),
    pendingReviews(db),
  ]);
  return {
    totalRetailers: retailerCount,
    activeCustomers: drivers,
    todayRedemptions: today,
    totalSavings: savings,
    pendingReviews: reviews.count,
    oldestPendingReviewAt: reviews.oldestAt?.toISOString() ?? null,
  };
}
