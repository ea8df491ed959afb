import { and, count, eq, gte, lt, min, type SQL, sql } from 'drizzle-orm';
import { SUPPRESSION_THRESHOLD } from '#contracts/town-reports.ts';
import type { Db } from '#server/db/client.ts';
import { redemptions, retailers } from '#server/db/schema.ts';
import { openForOffersSql } from '#server/features/retailers/index.ts';
import { londonDay } from '#server/lib/clock.ts';
import type { ReportPeriod } from './period';
import { EMPTY_GROUP, type Group } from './suppression';

/** A town is the retailers' `city`, ignoring case (the lower(city) index serves it). */
export const inTown = (town: string): SQL => sql`lower(${retailers.city}) = lower(${town})`;

/**
 * The London day the town's first shop joined (its earliest retailer record), or null when it has
 * none: the report starts at that month (docs/decisions/046).
 */
export async function firstShopDay(db: Db, town: string): Promise<string | null> {
  const [row] = await db
    .select({ first: min(retailers.createdAt) })
    .from(retailers)
    .where(inTown(town));
  // min() of a timestamptz comes back as text from some drivers: read it as a date either way.
  return row?.first ? londonDay(new Date(row.first)) : null;
}

// London calendar keys of a redemption: `redeemed_day` is its London day, stored by the database.
const MONTH = sql<string>`to_char(${redemptions.redeemedDay}, 'YYYY-MM')`;
const WEEK = sql<string>`to_char(date_trunc('week', ${redemptions.redeemedDay}::timestamp), 'YYYY-MM-DD')`;
const WEEKDAY = sql<string>`extract(isodow from ${redemptions.redeemedDay})::int::text`;
const HOUR = sql<string>`extract(hour from ${redemptions.redeemedAt} at time zone 'Europe/London')::int::text`;

type GroupRow = {
  key: string;
  redemptions: number;
  discountTotal: string | null;
  minimumSpendTotal: string | null;
  drivers: number;
  shops: number;
  driverIds: string | null;
  shopIds: string | null;
};

/**
 * Ids only for the few: never more than the threshold's worth leaves the database. Drivers' and
 * shops' both, as a hidden union must cover 5 of each (docs/decisions/046).
 */
const fewIds = (column: typeof redemptions.userId | typeof redemptions.retailerId) =>
  sql<
    string | null
  >`case when count(distinct ${column}) < ${SUPPRESSION_THRESHOLD} then string_agg(distinct ${column}::text, ',') end`;

/** Redemptions in the town and period, grouped by `by` (or all of them as one group when null). */
function groupsBy(db: Db, by: SQL<string> | null, town: string, period: ReportPeriod) {
  const query = db
    .select({
      key: by ?? sql<string>`'all'`,
      redemptions: sql<number>`count(*)::int`,
      discountTotal: sql<string | null>`sum(${redemptions.discountAmount})::text`,
      minimumSpendTotal: sql<string | null>`sum(${redemptions.minimumSpend})::text`,
      drivers: sql<number>`count(distinct ${redemptions.userId})::int`,
      shops: sql<number>`count(distinct ${redemptions.retailerId})::int`,
      driverIds: fewIds(redemptions.userId),
      shopIds: fewIds(redemptions.retailerId),
    })
    .from(redemptions)
    .innerJoin(retailers, eq(retailers.id, redemptions.retailerId))
    .where(
      and(inTown(town), gte(redemptions.redeemedAt, period.start), lt(redemptions.redeemedAt, period.end)),
    )
    .$dynamic();
  return (by ? query.groupBy(by) : query) as Promise<GroupRow[]>;
}

function toGroup(row: GroupRow): Group {
  const ids = (value: string | null) => (value ? value.split(',') : []);
  return {
    redemptions: Number(row.redemptions),
    discountTotal: Number(row.discountTotal ?? 0),
    minimumSpendTotal: Number(row.minimumSpendTotal ?? 0),
    drivers: Number(row.drivers),
    shops: Number(row.shops),
    driverIds: ids(row.driverIds),
    shopIds: ids(row.shopIds),
  };
}

/** The groups for each key asked for, in that order; keys without redemptions get an empty group. */
async function groupsFor(
  db: Db,
  by: SQL<string> | null,
  keys: readonly string[],
  town: string,
  period: ReportPeriod,
): Promise<Group[]> {
  const rows = await groupsBy(db, by, town, period);
  const byKey = new Map(rows.map((row) => [String(row.key), toGroup(row)]));
  return keys.map((key) => byKey.get(key) ?? EMPTY_GROUP);
}

export type TownGroups = {
  totals: Group;
  months: Group[];
  weeks: Group[];
  /** Monday first. */
  weekdays: Group[];
  /** 0 to 23, London time. */
  hours: Group[];
  shopsInScheme: number;
};

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'];
const HOUR_KEYS = Array.from({ length: 24 }, (_, hour) => String(hour));

/**
 * Every group a town report shows, each one aggregate over the town's redemptions in the period
 * (found through the lower(city) index, then each shop's (retailer, redeemed_at) range). One at a
 * time: PGlite has a single connection, and each is a short indexed read.
 */
export async function townGroups(db: Db, town: string, period: ReportPeriod, now: Date): Promise<TownGroups> {
  const [totals] = await groupsFor(db, null, ['all'], town, period);
  const months = await groupsFor(db, MONTH, period.months, town, period);
  const weeks = await groupsFor(
    db,
    WEEK,
    period.weeks.map((week) => week.start),
    town,
    period,
  );
  const weekdays = await groupsFor(db, WEEKDAY, WEEKDAY_KEYS, town, period);
  const hours = await groupsFor(db, HOUR, HOUR_KEYS, town, period);
  const [inScheme] = await db
    .select({ n: count() })
    .from(retailers)
    .where(and(inTown(town), openForOffersSql(now)));
  return { totals: totals ?? EMPTY_GROUP, months, weeks, weekdays, hours, shopsInScheme: inScheme?.n ?? 0 };
}
