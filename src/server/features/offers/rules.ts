import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, MAX_VISIBLE_RETAILERS, PROXIMITY_MILES } from '#contracts/constants.ts';
import { londonParts } from '#contracts/offer-hours.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import { offerCapCounters, retailers } from '#server/db/schema.ts';
import { openForOffersSql } from '#server/features/retailers/index.ts';

// Which offers a driver sees and may redeem, as SQL: hours and caps (docs/decisions/037) and what is
// visible from a place (docs/decisions/005). The browse list and the redemption's checks both build
// on these, so the two can never disagree. The same hours rule in plain TypeScript is `isOpenAt` in
// contracts/offer-hours.ts (the retailer's pages use it too, so it stays in contracts); the tests in
// offer-hours-rule.test.ts hold the two to each other for every quarter hour of a week with a clock change.

/** One value of London now, as SQL: a placeholder of a prepared statement, or any expression. */
export type ClockSql = SQL | Placeholder;

/**
 * London now, as the rules read it: `now` (the instant), `day` ('YYYY-MM-DD'), `weekday` (1-7,
 * Monday = 1), `time` ('HH:MM') and `month` ('YYYY-MM'). Each rule takes only the fields it reads.
 */
export type OfferClock = {
  now: Placeholder;
  day: ClockSql;
  weekday: ClockSql;
  time: ClockSql;
  month: ClockSql;
};

/** The values of an OfferClock, as `londonNow` makes them from an instant. */
export type OfferClockValues = { now: Date; day: string; weekday: number; time: string; month: string };

const placeholder = (name: keyof OfferClockValues) => sql.placeholder(name);

/**
 * The clock of a prepared statement: each field the placeholder of its own name, so executing the
 * statement with `...londonNow(now)` fills every one of them (the key names are one type's keys).
 */
export const offerClock: OfferClock = {
  now: placeholder('now'),
  day: placeholder('day'),
  weekday: placeholder('weekday'),
  time: placeholder('time'),
  month: placeholder('month'),
};

/** The values of `offerClock`'s placeholders at an instant. */
export function londonNow(now: Date): OfferClockValues {
  const { day, weekday, time } = londonParts(now);
  return { now, day, weekday, time, month: day.slice(0, 7) };
}

type HoursClock = Pick<OfferClock, 'weekday' | 'time'>;

/** The schedule's stretches open at the clock's weekday and time (each opens before it closes, on one day). */
const hoursNow = (at: HoursClock, schedule: SQL | AnyColumn) => sql`jsonb_array_elements(${schedule}) as h
  where (h->>'day')::int = ${at.weekday} and h->>'opens' <= ${at.time} and ${at.time} < h->>'closes'`;

/** Whether the schedule (null: always) has the offer running at the clock's London weekday and time. */
export const runsNowSql = (at: HoursClock, schedule: SQL | AnyColumn = retailers.schedule): SQL =>
  sql`(case when ${schedule} is null then true else exists (select 1 from ${hoursNow(at, schedule)}) end)`;

/** When the retailer's offer stops today ('HH:MM'), while it runs with hours; null without hours. */
const runsUntilSql = (at: HoursClock) =>
  sql`(case when ${retailers.schedule} is not null then (select max(h->>'closes') from ${hoursNow(at, retailers.schedule)}) end)`;

const usedIn = (period: ClockSql) => sql`coalesce((select ${offerCapCounters.used} from ${offerCapCounters}
  where ${offerCapCounters.retailerId} = ${retailers.id} and ${offerCapCounters.period} = ${period}), 0)`;

/** The retailer's daily cap is used up on the clock's London day. */
export const dayCappedSql = (at: Pick<OfferClock, 'day'>): SQL =>
  sql`(${retailers.dailyCap} is not null and ${usedIn(at.day)} >= ${retailers.dailyCap})`;

/** The retailer's monthly cap is used up in the clock's London month. */
export const monthCappedSql = (at: Pick<OfferClock, 'month'>): SQL =>
  sql`(${retailers.monthlyCap} is not null and ${usedIn(at.month)} >= ${retailers.monthlyCap})`;

type AvailabilityClock = Pick<OfferClock, 'weekday' | 'time' | 'day' | 'month'>;

/** The retailer's offer runs now: within its hours and under both caps. */
export const availableNowSql = (at: AvailabilityClock): SQL =>
  sql`(${runsNowSql(at)} and not ${dayCappedSql(at)} and not ${monthCappedSql(at)})`;

const london = (timestamp: SQL) => sql`((${timestamp})::timestamp at time zone 'Europe/London')`;

/**
 * When a paused offer runs again: after its cap's day or month is over, at its next opening time
 * (its schedule searched a week ahead); null while it runs.
 */
const nextOpensAtSql = (at: OfferClock) => sql`(case when ${availableNowSql(at)} then null else (
  select case when ${retailers.schedule} is null then resume.at else (
    select min(opening.at) from generate_series(0, 7) as k, jsonb_array_elements(${retailers.schedule}) as h,
      lateral (select ((resume.at at time zone 'Europe/London')::date + k) as day) as d,
      lateral (select ${london(sql`d.day + (h->>'opens')::time`)} as at) as opening
    where extract(isodow from d.day) = (h->>'day')::int and opening.at >= resume.at) end
  from (select case
    when ${monthCappedSql(at)} then ${london(sql`(${at.month} || '-01')::date + interval '1 month'`)}
    when ${dayCappedSql(at)} then ${london(sql`${at.day}::date + 1`)}
    else ${at.now}::timestamptz end as at) as resume) end)`;

/** Which filters a statement has: each combination is its own prepared statement, planned by shape. */
export type FilterShape = { q?: boolean; category?: boolean; id?: boolean };

const p = (name: string) => sql.placeholder(name);
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
  at: OfferClock,
) => sql`${retailers.id} as id, ${retailers.businessName} as business_name,
  ${retailers.category} as category, ${retailers.address} as address, ${retailers.city} as city,
  ${retailers.logoUrl} as logo_url, ${retailers.discountAmount} as discount_amount,
  ${retailers.minimumSpend} as minimum_spend, ${runsUntilSql(at)} as available_until,
  ${shape.id ? nextOpensAtSql(at) : sql`null::timestamptz`} as next_opens_at`;

/** The filters of a shape, as the placeholders `pattern`, `category` and `id`. */
function filterSql(shape: FilterShape, at: OfferClock): SQL {
  const parts: SQL[] = [openForOffersSql(at.now)];
  // The list holds what runs now; one offer asked for by id comes paused too, saying when it is back.
  if (!shape.id) parts.push(availableNowSql(at));
  if (shape.q)
    parts.push(
      sql`(${retailers.businessName} ilike ${p('pattern')} or ${retailers.category} ilike ${p('pattern')})`,
    );
  if (shape.category) parts.push(sql`lower(${retailers.category}) = lower(${p('category')})`);
  if (shape.id) parts.push(sql`${retailers.id} = ${p('id')}`);
  return sql.join(parts, sql` and `);
}

/**
 * The retailers visible from a place (docs/decisions/005) at the clock's London now, as a JSON array
 * in the public shape, as one SQL expression: open for offers and, when the place has a location, in
 * its city (case-insensitive), within 5 miles or without coordinates, nearest first; without a
 * location, every open retailer by name; at most 100. Each case is its own branch behind a one-time
 * filter, so a statement prepared once plans both well: the nearby branch runs behind the bounding
 * box on the (latitude, longitude) index, the other reads the name index.
 */
export function visibleRetailersJson(placeRow: PlaceRow, shape: FilterShape, at: OfferClock): SQL {
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
    (select ${retailerColumns(shape, at)}, place.precise and ${retailers.coordinatesPrecise} and place.has_point as shown,
        case when place.has_point then ${miles} end as miles
      from ${retailers}
      where (place.has_point or place.city is not null) and ${filterSql(shape, at)}
        and (${retailers.latitude} is null
          or lower(${retailers.city}) = lower(place.city)
          or (${retailers.latitude} between place.min_lat and place.max_lat
            and ${retailers.longitude} between place.min_lon and place.max_lon
            and ${miles} <= ${n(PROXIMITY_MILES)}))
      order by miles asc nulls last, business_name, id
      limit ${n(MAX_VISIBLE_RETAILERS)})
    union all
    (select ${retailerColumns(shape, at)}, false as shown, null::float8 as miles
      from ${retailers}
      where not (place.has_point or place.city is not null) and ${filterSql(shape, at)}
      order by business_name, id
      limit ${n(MAX_VISIBLE_RETAILERS)})
  ) as v)`;
}
