import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DRIVER_USER_TYPE,
  EARTH_RADIUS_MILES,
  MAX_VISIBLE_RETAILERS,
  PROXIMITY_MILES,
} from '#contracts/constants.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { offerCapCounters, parkingTickets, retailers, retailersVersion, users } from '#server/db/schema.ts';
import { londonParts } from '#contracts/offer-hours.ts';
import { type Clock, londonDay } from '#server/lib/clock.ts';
import { CompressedText } from '#server/lib/compressed-text.ts';
import { type ShortCache, shortCache } from '#server/lib/short-cache.ts';
import { type LoadedWithCaller, type SessionKey, selectSessionUser } from '#server/features/auth/index.ts';
import { openForOffersSql } from '#server/features/retailers/index.ts';

export type OfferFilters = { q?: string; category?: string; id?: string };
/** Which filters a statement has: each combination is its own prepared statement, planned by shape. */
export type FilterShape = { q?: boolean; category?: boolean; id?: boolean };

const p = (name: string) => sql.placeholder(name);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const shapeOf = (filters: OfferFilters): FilterShape => ({
  q: !!filters.q,
  category: !!filters.category,
  id: !!filters.id,
});
const shapeName = (shape: FilterShape) =>
  Object.entries(shape)
    .filter(([, on]) => on)
    .map(([key]) => `_${key}`)
    .join('');
const filterValues = (filters: OfferFilters) => ({
  ...(filters.q && { pattern: `%${escapeLike(filters.q)}%` }),
  ...(filters.category && { category: filters.category }),
  ...(filters.id && { id: filters.id }),
});

const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;
const n = (value: number) => sql.raw(String(value));

/**
 * Where a list is for: a subquery of one row with `lat`, `lon`, `city` and `precise` (the ticket's
 * coordinates are the driver's own position), all null for none. It may refer to the outer
 * statement's rows (the caller, a ticket).
 */
export type PlaceRow = SQL;

/** Great-circle miles from the place to the retailer (haversine, earth radius 3959: decisions 005). */
const miles = sql`(2 * ${n(EARTH_RADIUS_MILES)} * asin(least(1, sqrt(
  power(sin(radians(${retailers.latitude} - place.lat) / 2), 2) +
  cos(radians(place.lat)) * cos(radians(${retailers.latitude})) * power(sin(radians(${retailers.longitude} - place.lon) / 2), 2)
))))`;

/**
 * Budgets and hours (docs/decisions/037), as SQL over the `retailers` row, with the placeholders
 * `weekday` (1-7) and `time` ('HH:MM') of London now, `day` ('YYYY-MM-DD') and `month` ('YYYY-MM').
 */
const hoursNow = (schedule: SQL | AnyColumn) => sql`jsonb_array_elements(${schedule}) as h
  where (h->>'day')::int = ${p('weekday')} and h->>'opens' <= ${p('time')} and ${p('time')} < h->>'closes'`;
export const runsNowSql = (schedule: SQL | AnyColumn = retailers.schedule): SQL =>
  sql`(case when ${schedule} is null then true else exists (select 1 from ${hoursNow(schedule)}) end)`;
const runsUntilSql = sql`(case when ${retailers.schedule} is not null then (select max(h->>'closes') from ${hoursNow(retailers.schedule)}) end)`;
const usedIn = (period: string) => sql`coalesce((select ${offerCapCounters.used} from ${offerCapCounters}
  where ${offerCapCounters.retailerId} = ${retailers.id} and ${offerCapCounters.period} = ${p(period)}), 0)`;
export const dayCappedSql = sql`(${retailers.dailyCap} is not null and ${usedIn('day')} >= ${retailers.dailyCap})`;
export const monthCappedSql = sql`(${retailers.monthlyCap} is not null and ${usedIn('month')} >= ${retailers.monthlyCap})`;
export const availableNowSql = sql`(${runsNowSql()} and not ${dayCappedSql} and not ${monthCappedSql})`;
const london = (timestamp: SQL) => sql`((${timestamp})::timestamp at time zone 'Europe/London')`;
/**
 * When a paused offer runs again: after its cap's day or month is over, at its next opening time
 * (its schedule searched a week ahead); null while it runs.
 */
const nextOpensAtSql = sql`(case when ${availableNowSql} then null else (
  select case when ${retailers.schedule} is null then resume.at else (
    select min(opening.at) from generate_series(0, 7) as k, jsonb_array_elements(${retailers.schedule}) as h,
      lateral (select ((resume.at at time zone 'Europe/London')::date + k) as day) as d,
      lateral (select ${london(sql`d.day + (h->>'opens')::time`)} as at) as opening
    where extract(isodow from d.day) = (h->>'day')::int and opening.at >= resume.at) end
  from (select case
    when ${monthCappedSql} then ${london(sql`(${p('month')} || '-01')::date + interval '1 month'`)}
    when ${dayCappedSql} then ${london(sql`${p('day')}::date + 1`)}
    else ${p('now')}::timestamptz end as at) as resume) end)`;

/** The public shape (contracts/offers publicRetailerSchema), built by the database as JSON. */
const publicFields = {
  id: sql`v.id`,
  businessName: sql`v.business_name`,
  category: sql`v.category`,
  address: sql`v.address`,
  city: sql`v.city`,
  logoUrl: sql`v.logo_url`,
  // numeric(10,2) as text keeps '2.50' as the driver answers it ('2.5' as a JSON number would not).
  discountAmount: sql`v.discount_amount::text`,
  minimumSpend: sql`v.minimum_spend::text`,
  // Rounded to 0.1 mile as Math.round would, and only when both ends are precise (decisions 016).
  distanceMiles: sql`case when v.shown then floor(v.miles * 10 + 0.5) / 10 end`,
  availableUntil: sql`v.available_until`,
  nextOpensAt: sql`v.next_opens_at`,
} satisfies Record<keyof PublicRetailer, SQL>;

const retailerColumns = (
  shape: FilterShape,
) => sql`${retailers.id} as id, ${retailers.businessName} as business_name,
  ${retailers.category} as category, ${retailers.address} as address, ${retailers.city} as city,
  ${retailers.logoUrl} as logo_url, ${retailers.discountAmount} as discount_amount,
  ${retailers.minimumSpend} as minimum_spend, ${runsUntilSql} as available_until,
  ${shape.id ? nextOpensAtSql : sql`null::timestamptz`} as next_opens_at`;

function filterSql(shape: FilterShape): SQL {
  const parts: SQL[] = [openForOffersSql(p('now'))];
  // The list holds what runs now; one offer asked for by id comes paused too, saying when it is back.
  if (!shape.id) parts.push(availableNowSql);
  if (shape.q)
    parts.push(
      sql`(${retailers.businessName} ilike ${p('pattern')} or ${retailers.category} ilike ${p('pattern')})`,
    );
  if (shape.category) parts.push(sql`lower(${retailers.category}) = lower(${p('category')})`);
  if (shape.id) parts.push(sql`${retailers.id} = ${p('id')}`);
  return sql.join(parts, sql` and `);
}

/**
 * The retailers visible from a place (docs/decisions/005) as a JSON array in the public shape, as
 * one SQL expression: open for offers and, when the place has a location, in its city
 * (case-insensitive), within 5 miles or without coordinates, nearest first; without a location,
 * every open retailer by name; at most 100. Each case is its own branch behind a one-time filter,
 * so a statement prepared once plans both well: the nearby branch runs behind the bounding box on
 * the (latitude, longitude) index, the other reads the name index.
 */
export function visibleRetailersJson(placeRow: PlaceRow, shape: FilterShape): SQL {
  const latDelta = PROXIMITY_MILES / MILES_PER_DEGREE_LAT;
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(
    Object.entries(publicFields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )}) order by v.miles asc nulls last, v.business_name, v.id), '[]'::json)
  from (
    select place.*,
      -- The box around the 5 miles, widest at the edge farthest from the equator (lib/geo boundingBox).
      place.lat - ${n(latDelta)} as min_lat, place.lat + ${n(latDelta)} as max_lat,
      place.lon - ${n(PROXIMITY_MILES)} / (${n(MILES_PER_DEGREE_LAT)} * greatest(1e-9, cos(radians(least(90, abs(place.lat) + ${n(latDelta)}))))) as min_lon,
      place.lon + ${n(PROXIMITY_MILES)} / (${n(MILES_PER_DEGREE_LAT)} * greatest(1e-9, cos(radians(least(90, abs(place.lat) + ${n(latDelta)}))))) as max_lon
    from (
      select p.lat, p.lon, nullif(btrim(p.city, E' \\t\\n\\r\\f\\v'), '') as city, p.precise is true as precise,
        (p.lat is not null and p.lon is not null) as has_point
      from ${placeRow} as p
    ) as place
  ) as place
  cross join lateral (
    (select ${retailerColumns(shape)}, place.precise and ${retailers.coordinatesPrecise} and place.has_point as shown,
        case when place.has_point then ${miles} end as miles
      from ${retailers}
      where (place.has_point or place.city is not null) and ${filterSql(shape)}
        and (${retailers.latitude} is null
          or lower(${retailers.city}) = lower(place.city)
          or (${retailers.latitude} between place.min_lat and place.max_lat
            and ${retailers.longitude} between place.min_lon and place.max_lon
            and ${miles} <= ${n(PROXIMITY_MILES)}))
      order by miles asc nulls last, business_name, id
      limit ${n(MAX_VISIBLE_RETAILERS)})
    union all
    (select ${retailerColumns(shape)}, false as shown, null::float8 as miles
      from ${retailers}
      where not (place.has_point or place.city is not null) and ${filterSql(shape)}
      order by business_name, id
      limit ${n(MAX_VISIBLE_RETAILERS)})
  ) as v)`;
}

const today = alias(parkingTickets, 'today');
const ticket = alias(parkingTickets, 'ticket');

/**
 * The id of a driver's ticket for today, as the tickets feature's todaysTicket chooses it
 * (docs/decisions/024, 027), as SQL for statements that need it beside other things: today's upload
 * (the verified one first, then the newest), else the newest verified ticket not yet expired. Takes
 * the placeholders `day` (the London day) and `now`. The offers tests hold it to todaysTicket.
 */
export function todaysTicketIdSql(userId: SQL | AnyColumn): SQL {
  return sql`coalesce(
    (select ${today.id} from ${parkingTickets} as ${today}
      where ${today.userId} = ${userId} and ${today.uploadDay} = ${p('day')}
      order by ${today.isVerified} desc, ${today.createdAt} desc limit 1),
    (select ${today.id} from ${parkingTickets} as ${today}
      where ${today.userId} = ${userId} and ${today.isVerified} and ${today.expiresAt} > ${p('now')}
      order by ${today.createdAt} desc limit 1))`;
}

/** The place of the caller's ticket for today. Only drivers have one; for others the row is all nulls. */
const callersTicketPlace: PlaceRow = sql`(select ${ticket.latitude} as lat, ${ticket.longitude} as lon,
    ${ticket.city} as city, ${ticket.coordinatesPrecise} as precise
  from (select 1) as one
  left join ${parkingTickets} as ${ticket}
    on ${users.userType} = ${DRIVER_USER_TYPE} and ${ticket.id} = ${todaysTicketIdSql(users.id)})`;

/** node-postgres and PGlite both parse json; anything else would hand over the text. */
export const parseJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * One prepared statement per database and filter shape, built once: the ORM then only binds values
 * (building the query cost more than running it) and PostgreSQL plans it once per connection.
 */
function perShape<S>(prepare: (db: Db, shape: FilterShape, name: string) => S) {
  const built = new WeakMap<Db, Map<string, S>>();
  return (db: Db, shape: FilterShape): S => {
    const byShape = built.get(db) ?? new Map<string, S>();
    built.set(db, byShape);
    const name = shapeName(shape);
    const statement = byShape.get(name) ?? prepare(db, shape, name);
    byShape.set(name, statement);
    return statement;
  };
}

/**
 * The caller and the key of their list, in one statement prepared once: where today's ticket says
 * they parked (drivers only; nulls for everyone else) and the retailers' version (0006), which moves
 * with every change to any retailer on any server.
 */
const callerListKeys = new WeakMap<Db, ReturnType<typeof prepareCallerListKey>>();
const prepareCallerListKey = (db: Db) =>
  selectSessionUser(db, {
    listKey: sql<string>`(select json_build_array(p.lat, p.lon, p.city, p.precise,
      (select last_value from ${sql.identifier(retailersVersion.seqName!)}))::text from ${callersTicketPlace} as p)`,
  }).prepare('caller_list_key');

/** Offer lists answered in the last few seconds, by place, filters and retailers' version (docs/decisions/031). */
export type OfferListCache = ShortCache<CompressedText>;
export const offerListCache = (ttlMs: number, clock: Clock): OfferListCache =>
  shortCache({ ttlMs, maxEntries: 10_000, now: () => clock.now().getTime() });

/** Every offer's opening and closing times by weekday (index 1-7), sorted, for one retailers' version. */
export type OfferHoursCache = ShortCache<string[][]>;
export const offerHoursCache = (clock: Clock): OfferHoursCache =>
  shortCache({ ttlMs: 10 * 60_000, maxEntries: 4, now: () => clock.now().getTime() });

async function hourBoundaries(db: Db): Promise<string[][]> {
  const rows = (await db.execute(sql`select distinct (h->>'day')::int as day, b.at
    from ${retailers}, jsonb_array_elements(${retailers.schedule}) as h,
      lateral (values (h->>'opens'), (h->>'closes')) as b(at)
    where ${retailers.schedule} is not null`)) as unknown as { rows: { day: number; at: string }[] };
  const byDay: string[][] = Array.from({ length: 8 }, () => []);
  for (const { day, at } of rows.rows) byDay[Number(day)]?.push(at);
  for (const times of byDay) times.sort();
  return byDay;
}

/**
 * GET /api/retailers (docs/decisions/031): the session's user and the key of their list in one round
 * trip; the list itself, the JSON text of the answer in the public shape (publicFields) kept with its
 * compressed forms, comes from the
 * cache when this process read it for the same place, filters and retailers' version moments ago, and
 * from one more statement otherwise. Drivers get what is near today's ticket; retailers and admins
 * every open offer by name. An entry lives by the app's clock, so an offer whose trial ends while
 * nothing else changes drops out within the cache's life (the trial sweep's update drops it at once).
 */
export async function callerWithVisibleRetailers(
  ctx: { db: Db; offerLists: OfferListCache; offerHours: OfferHoursCache },
  key: SessionKey,
  filters: OfferFilters,
): Promise<LoadedWithCaller> {
  const { db } = ctx;
  const statement = callerListKeys.get(db) ?? prepareCallerListKey(db);
  callerListKeys.set(db, statement);
  const [row] = await statement.execute({ ...key, day: londonDay(key.now) });
  if (!row) return null;
  // The London day, and the last time any offer's hours started or ended today: a list changes
  // with those, not with every minute (docs/decisions/037).
  const [lat, lon, city, precise, version] = JSON.parse(row.listKey) as [
    number | null,
    number | null,
    string | null,
    boolean,
    number,
  ];
  const { day, weekday, time } = londonParts(key.now);
  const hours = await ctx.offerHours.get(String(version), () => hourBoundaries(db));
  const since = hours[weekday]?.findLast((boundary) => boundary <= time) ?? '';
  const cacheKey = JSON.stringify([
    row.listKey,
    filters.q ?? '',
    filters.category ?? '',
    filters.id ?? '',
    day,
    since,
  ]);
  const loaded = await ctx.offerLists.get(cacheKey, async () => {
    const place = { latitude: lat, longitude: lon, city, coordinatesPrecise: precise };
    return new CompressedText(await visibleRetailersText(db, place, filters, key.now));
  });
  return { user: row.user, lastUsedAt: row.lastUsedAt, loaded };
}

/** The placeholders of London now that the availability SQL takes. */
export function londonNow(now: Date) {
  const { day, weekday, time } = londonParts(now);
  return { now, day, weekday, time, month: day.slice(0, 7) };
}

export type TicketPlace = {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The driver's own position (browser geolocation) rather than a town centre. */
  coordinatesPrecise?: boolean;
};

/** A place given as values (placeholders), for a list without a caller. */
const givenPlace: PlaceRow = sql`(select ${p('lat')}::float8 as lat, ${p('lon')}::float8 as lon,
  ${p('city')}::text as city, ${p('precise')}::boolean as precise)`;

const listFrom = perShape((db, shape, name) =>
  db
    .select({ retailers: sql<string>`${visibleRetailersJson(givenPlace, shape)}::text` })
    .from(sql`(select 1) as one`)
    .prepare(`visible_retailers${name}`),
);

/** The retailers visible from a ticket's place (or from none), as the JSON text of the answer. */
async function visibleRetailersText(
  db: Db,
  ticket: TicketPlace | null,
  filters: OfferFilters,
  now: Date,
): Promise<string> {
  const [row] = await listFrom(db, shapeOf(filters)).execute({
    ...londonNow(now),
    lat: ticket?.latitude ?? null,
    lon: ticket?.longitude ?? null,
    city: ticket?.city ?? null,
    precise: ticket?.coordinatesPrecise ?? false,
    ...filterValues(filters),
  });
  return row?.retailers ?? '[]';
}

/** The retailers visible from a ticket's place (or from none), by the same statement as the caller's list. */
export async function visibleRetailersFor(
  db: Db,
  ticket: TicketPlace | null,
  filters: OfferFilters,
  now: Date,
): Promise<PublicRetailer[]> {
  return JSON.parse(await visibleRetailersText(db, ticket, filters, now)) as PublicRetailer[];
}
