import { and, desc, eq, gte, lte, type SQL, sql, sum } from 'drizzle-orm';
import {
  maskDriverEmail,
  REDEMPTION_CHART_DAYS,
  RETAILER_RECENT_REDEMPTIONS,
  type RedemptionDay,
  type RetailerRedemption,
  type RetailerStats,
} from '#contracts/retailer-portal.ts';
import type { Db } from '#server/db/client.ts';
import { redemptions, retailerDailyRedemptions, users } from '#server/db/schema.ts';
import { addDays, londonDay, londonMonth } from '#server/lib/clock.ts';

/** '2026-03' → '2026-04'; '2026-12' → '2027-01'. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Money sums are exact in the database (numeric) and become numbers once, here. */
const pounds = (value: string | null | undefined) => Number(value ?? 0);

/**
 * docs/decisions/022: today (London day), this London calendar month, and the minimum spends of
 * every redemption. One query over the shop's daily rollup (docs/decisions/027): a row per day it
 * had redemptions, whatever the number of redemptions.
 */
export async function retailerStats(db: Db, retailerId: string, now: Date): Promise<RetailerStats> {
  const today = londonDay(now);
  const month = londonMonth(now);
  const daily = retailerDailyRedemptions;
  const [row] = await db
    .select({
      today: sql<string | null>`sum(${daily.redemptions}) filter (where ${daily.day} = ${today})`,
      month: sql<
        string | null
      >`sum(${daily.redemptions}) filter (where ${daily.day} >= ${`${month}-01`} and ${daily.day} < ${`${nextMonth(month)}-01`})`,
      revenue: sum(daily.minimumSpendTotal),
    })
    .from(daily)
    .where(eq(daily.retailerId, retailerId));
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

/** A redemption as its retailer sees it (recent redemptions, the CSV, 'Check a code'). */
export function toRetailerRedemption(row: RedemptionRow): RetailerRedemption {
  return {
    id: row.id,
    redeemedAt: row.redeemedAt.toISOString(),
    // Only the masked form ever leaves the server (docs/decisions/018).
    user: { email: maskDriverEmail(row.email) },
    discountAmount: row.discountAmount,
    minimumSpend: row.minimumSpend,
  };
}

/** What toRetailerRedemption reads, selected from redemptions left-joined to their driver. */
export const retailerRedemptionColumns = {
  id: redemptions.id,
  redeemedAt: redemptions.redeemedAt,
  email: users.email,
  discountAmount: redemptions.discountAmount,
  minimumSpend: redemptions.minimumSpend,
};

function redemptionsQuery(db: Db, retailerId: string, after?: SQL) {
  return db
    .select(retailerRedemptionColumns)
    .from(redemptions)
    .leftJoin(users, eq(users.id, redemptions.userId))
    .where(and(eq(redemptions.retailerId, retailerId), after))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id));
}

/** The latest redemptions, newest first (spec: the 10 latest). */
export async function recentRedemptions(db: Db, retailerId: string, limit = RETAILER_RECENT_REDEMPTIONS) {
  return (await redemptionsQuery(db, retailerId).limit(limit)).map(toRetailerRedemption);
}

/** Rows per page of the CSV export: each page is one indexed range read (keyset, not OFFSET). */
export const CSV_PAGE_ROWS = 1000;

/**
 * Every redemption, newest first, for the CSV export: pages of `pageRows`, each starting after the
 * last row of the one before by (redeemedAt, id), so memory holds one page however many there are.
 */
export async function* allRedemptionPages(
  db: Db,
  retailerId: string,
  pageRows = CSV_PAGE_ROWS,
): AsyncGenerator<RetailerRedemption[]> {
  let after: { redeemedAt: Date; id: string } | null = null;
  for (;;) {
    const rows: RedemptionRow[] = await redemptionsQuery(
      db,
      retailerId,
      after
        ? sql`(${redemptions.redeemedAt}, ${redemptions.id}) < (${after.redeemedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ).limit(pageRows);
    if (rows.length) yield rows.map(toRetailerRedemption);
    if (rows.length < pageRows) return;
    const last = rows.at(-1)!;
    after = { redeemedAt: last.redeemedAt, id: last.id };
  }
}

/**
 * Redemptions per London day over the last 30 days (today included), oldest first: at most 30 rows
 * of the shop's daily rollup; days without redemptions are filled with zeros here.
 */
export async function redemptionsPerDay(
  db: Db,
  retailerId: string,
  now: Date,
  days = REDEMPTION_CHART_DAYS,
): Promise<RedemptionDay[]> {
  const today = londonDay(now);
  const first = addDays(today, -(days - 1));
  const daily = retailerDailyRedemptions;
  const rows = await db
    .select({ day: daily.day, redemptions: daily.redemptions, revenue: daily.minimumSpendTotal })
    .from(daily)
    .where(and(eq(daily.retailerId, retailerId), gte(daily.day, first), lte(daily.day, today)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    const row = byDay.get(day);
    return { day, redemptions: Number(row?.redemptions ?? 0), revenue: pounds(row?.revenue) };
  });
}
