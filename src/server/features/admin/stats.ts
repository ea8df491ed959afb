import { and, count, eq, gt, gte, lt, lte, min, sum } from 'drizzle-orm';
import type { AdminStats } from '#contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import { parkingTickets, redemptions, retailers, ticketReviews } from '#server/db/schema.ts';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';

export const ACTIVE_DRIVER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export async function totalRetailers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(retailers);
  return row?.n ?? 0;
}

/**
 * Drivers with a verified ticket in the last 30 days. Only drivers upload tickets, so no join to
 * users; DISTINCT in a subquery hashes (count(distinct …) would sort), and verified_at is indexed.
 */
export async function activeDrivers(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_DRIVER_WINDOW_MS);
  const active = db
    .selectDistinct({ userId: parkingTickets.userId })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.isVerified, true),
        gt(parkingTickets.verifiedAt, since),
        lte(parkingTickets.verifiedAt, now),
      ),
    )
    .as('active');
  const [row] = await db.select({ n: count() }).from(active);
  return row?.n ?? 0;
}

/** Redemptions on the current London calendar day (an index-only range count on redeemed_at). */
export async function todayRedemptions(db: Db, now: Date): Promise<number> {
  const today = londonDay(now);
  const [row] = await db
    .select({ n: count() })
    .from(redemptions)
    .where(
      and(
        gte(redemptions.redeemedAt, londonTime(today)),
        lt(redemptions.redeemedAt, londonTime(addDays(today, 1))),
      ),
    );
  return row?.n ?? 0;
}

/** Every discount ever redeemed: an exact numeric sum in the database, a number at the edge. */
export async function totalSavings(db: Db): Promise<number> {
  const [row] = await db.select({ total: sum(redemptions.discountAmount) }).from(redemptions);
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
