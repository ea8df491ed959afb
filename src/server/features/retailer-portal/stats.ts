import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { LONDON_TZ } from '#contracts/constants.ts';
import {
  maskDriverEmail,
  REDEMPTION_CHART_DAYS,
  RETAILER_RECENT_REDEMPTIONS,
  type RedemptionDay,
  type RetailerRedemption,
  type RetailerStats,
} from '#contracts/retailer-portal.ts';
import type { Db } from '#server/db/client.ts';
import { redemptions, users } from '#server/db/schema.ts';
import { addDays, londonDay, londonMonth, londonTime } from '#server/lib/clock.ts';

/** '2026-03' → '2026-04'; '2026-12' → '2027-01'. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Money sums are exact in the database (numeric) and become numbers once, here. */
const pounds = (value: string | null | undefined) => Number(value ?? 0);

/**
 * docs/decisions/022: today (London day), this London calendar month, and the minimum spends of
 * every redemption. One query; the (retailer, redeemedAt) index serves it.
 */
export async function retailerStats(db: Db, retailerId: string, now: Date): Promise<RetailerStats> {
  const today = londonDay(now);
  const month = londonMonth(now);
  const between = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${redemptions.redeemedAt} >= ${from.toISOString()}::timestamptz and ${redemptions.redeemedAt} < ${to.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({
      today: between(londonTime(today), londonTime(addDays(today, 1))),
      month: between(londonTime(`${month}-01`), londonTime(`${nextMonth(month)}-01`)),
      revenue: sum(redemptions.minimumSpend),
    })
    .from(redemptions)
    .where(eq(redemptions.retailerId, retailerId));
  return {
    todayRedemptions: Number(row?.today ?? 0),
    monthRedemptions: Number(row?.month ?? 0),
    totalRevenue: pounds(row?.revenue),
  };
}

type RedemptionRow = {
  id: string;
  redeemedAt: Date;
  email: string | null;
  discountAmount: string;
  minimumSpend: string;
};

function toRetailerRedemption(row: RedemptionRow): RetailerRedemption {
  return {
    id: row.id,
    redeemedAt: row.redeemedAt.toISOString(),
    // Only the masked form ever leaves the server (docs/decisions/018).
    user: { email: maskDriverEmail(row.email) },
    discountAmount: row.discountAmount,
    minimumSpend: row.minimumSpend,
  };
}

function redemptionsQuery(db: Db, retailerId: string) {
  return db
    .select({
      id: redemptions.id,
      redeemedAt: redemptions.redeemedAt,
      email: users.email,
      discountAmount: redemptions.discountAmount,
      minimumSpend: redemptions.minimumSpend,
    })
    .from(redemptions)
    .leftJoin(users, eq(users.id, redemptions.userId))
    .where(eq(redemptions.retailerId, retailerId))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id));
}

/** The latest redemptions, newest first (spec: the 10 latest). */
export async function recentRedemptions(db: Db, retailerId: string, limit = RETAILER_RECENT_REDEMPTIONS) {
  return (await redemptionsQuery(db, retailerId).limit(limit)).map(toRetailerRedemption);
}

/** Every redemption, newest first, for the CSV export. */
export async function allRedemptions(db: Db, retailerId: string) {
  return (await redemptionsQuery(db, retailerId)).map(toRetailerRedemption);
}

/**
 * Redemptions per London day over the last 30 days (today included), oldest first. One grouped
 * query; days without redemptions are filled with zeros here.
 */
export async function redemptionsPerDay(
  db: Db,
  retailerId: string,
  now: Date,
  days = REDEMPTION_CHART_DAYS,
): Promise<RedemptionDay[]> {
  const today = londonDay(now);
  const first = addDays(today, -(days - 1));
  // The zone is a constant written into the SQL, not a parameter: GROUP BY must see the same expression.
  const londonDate = sql<string>`to_char(${redemptions.redeemedAt} at time zone ${sql.raw(`'${LONDON_TZ}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: londonDate, redemptions: count(), revenue: sum(redemptions.minimumSpend) })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.retailerId, retailerId),
        gte(redemptions.redeemedAt, londonTime(first)),
        lt(redemptions.redeemedAt, londonTime(addDays(today, 1))),
      ),
    )
    .groupBy(londonDate);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    const row = byDay.get(day);
    return { day, redemptions: Number(row?.redemptions ?? 0), revenue: pounds(row?.revenue) };
  });
}
