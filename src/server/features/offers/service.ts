import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import { type Db, rowsOf } from '#server/db/client.ts';
import { parkingTickets, retailers, retailersVersion, users } from '#server/db/schema.ts';
import { londonParts } from '#contracts/offer-hours.ts';
import { type Clock, londonDay } from '#server/lib/clock.ts';
import { CompressedText } from '#server/lib/compressed-text.ts';
import { type ShortCache, shortCache } from '#server/lib/short-cache.ts';
import { type LoadedWithCaller, type SessionKey, selectSessionUser } from '#server/features/auth/index.ts';
import {
  type FilterShape,
  type OfferClock,
  offerClock,
  type PlaceRow,
  londonNow,
  visibleRetailersJson,
} from './rules';

export type OfferFilters = { q?: string; category?: string; id?: string };

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

const today = alias(parkingTickets, 'today');
const ticket = alias(parkingTickets, 'ticket');

/**
 * The id of a driver's ticket for today, as the tickets feature's todaysTicket chooses it
 * (docs/decisions/024, 027), as SQL for statements that need it beside other things: today's upload
 * (the verified one first, then the newest), else the newest verified ticket not yet expired. Takes
 * the clock's London `day` and `now`. The offers tests hold it to todaysTicket.
 */
export function todaysTicketIdSql(userId: SQL | AnyColumn, at: Pick<OfferClock, 'day' | 'now'>): SQL {
  return sql`coalesce(
    (select ${today.id} from ${parkingTickets} as ${today}
      where ${today.userId} = ${userId} and ${today.uploadDay} = ${at.day}
      order by ${today.isVerified} desc, ${today.createdAt} desc limit 1),
    (select ${today.id} from ${parkingTickets} as ${today}
      where ${today.userId} = ${userId} and ${today.isVerified} and ${today.expiresAt} > ${at.now}
      order by ${today.createdAt} desc limit 1))`;
}

/** The place of the caller's ticket for today. Only drivers have one; for others the row is all nulls. */
const callersTicketPlace: PlaceRow = sql`(select ${ticket.latitude} as lat, ${ticket.longitude} as lon,
    ${ticket.city} as city, ${ticket.coordinatesPrecise} as precise
  from (select 1) as one
  left join ${parkingTickets} as ${ticket}
    on ${users.userType} = ${DRIVER_USER_TYPE} and ${ticket.id} = ${todaysTicketIdSql(users.id, offerClock)})`;

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
  const rows = rowsOf<{ day: number; at: string }>(
    await db.execute(sql`select distinct (h->>'day')::int as day, b.at
    from ${retailers}, jsonb_array_elements(${retailers.schedule}) as h,
      lateral (values (h->>'opens'), (h->>'closes')) as b(at)
    where ${retailers.schedule} is not null`),
  );
  const byDay: string[][] = Array.from({ length: 8 }, () => []);
  for (const { day, at } of rows) byDay[Number(day)]?.push(at);
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
    .select({ retailers: sql<string>`${visibleRetailersJson(givenPlace, shape, offerClock)}::text` })
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
