import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { MAX_VISIBLE_RETAILERS, PROXIMITY_MILES } from '#contracts/constants.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { boundingBox, coordinatesOf } from '#server/lib/geo/haversine.ts';
import { publicRetailerColumns } from '#server/features/retailers/index.ts';
import { openForOffersSql } from '#server/features/retailers/index.ts';

export type TicketPlace = {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The driver's own position (browser geolocation) rather than a town centre. */
  coordinatesPrecise?: boolean;
};
export type OfferFilters = { q?: string; category?: string; id?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const p = (name: string) => sql.placeholder(name);

/** Great-circle miles from the ticket (placeholders lat/lon) to each retailer (earth radius 3959). */
const distance = sql<number>`(2 * 3959 * asin(least(1, sqrt(
  power(sin(radians(${retailers.latitude} - ${p('lat')}) / 2), 2) +
  cos(radians(${p('lat')})) * cos(radians(${retailers.latitude})) * power(sin(radians(${retailers.longitude} - ${p('lon')}) / 2), 2)
))))`;

type Shape = { point: boolean; city: boolean; q: boolean; category: boolean; id: boolean };

/**
 * One prepared statement per combination of filters, built once per database: the query is planned
 * by shape, not rebuilt by the ORM for every request (that cost more than running it).
 */
function buildStatement(db: Db, shape: Shape) {
  const conditions: (SQL | undefined)[] = [openForOffersSql(p('now'))];
  if (shape.q)
    conditions.push(or(ilike(retailers.businessName, p('pattern')), ilike(retailers.category, p('pattern'))));
  if (shape.category) conditions.push(sql`lower(${retailers.category}) = lower(${p('category')})`);
  if (shape.id) conditions.push(eq(retailers.id, p('id')));
  if (shape.point || shape.city) {
    // Coordinates come in pairs (a check constraint), so one indexed IS NULL finds those without.
    const near: (SQL | undefined)[] = [isNull(retailers.latitude)];
    if (shape.city) near.push(sql`lower(${retailers.city}) = lower(${p('city')})`);
    if (shape.point) {
      near.push(
        and(
          sql`${retailers.latitude} between ${p('minLat')} and ${p('maxLat')}`,
          sql`${retailers.longitude} between ${p('minLon')} and ${p('maxLon')}`,
          sql`${distance} <= ${PROXIMITY_MILES}`,
        ),
      );
    }
    conditions.push(or(...near));
  }
  const name = `visible_retailers_${Object.entries(shape)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .join('_')}`;
  return db
    .select({
      ...publicRetailerColumns,
      distanceMiles: shape.point ? distance : sql<number | null>`null::float8`,
      coordinatesPrecise: retailers.coordinatesPrecise,
    })
    .from(retailers)
    .where(and(...conditions))
    .orderBy(
      shape.point ? sql`${distance} asc nulls last` : asc(retailers.businessName),
      asc(retailers.businessName),
      asc(retailers.id),
    )
    .limit(MAX_VISIBLE_RETAILERS)
    .prepare(name);
}

type Statement = ReturnType<typeof buildStatement>;
const statements = new WeakMap<Db, Map<string, Statement>>();

function statementFor(db: Db, shape: Shape): Statement {
  const byShape = statements.get(db) ?? new Map<string, Statement>();
  statements.set(db, byShape);
  const key = JSON.stringify(shape);
  const statement = byShape.get(key) ?? buildStatement(db, shape);
  byShape.set(key, statement);
  return statement;
}

/**
 * The retailers a driver may see (docs/decisions/005): open for offers and, when today's ticket
 * has a location, in the same city, within 5 miles, or without coordinates. Nearest first, at
 * most 100. The bounding box lets the (latitude, longitude) index do the work on 100,000 rows.
 */
export async function visibleRetailersFor(
  db: Db,
  ticket: TicketPlace | null,
  filters: OfferFilters,
  now: Date,
): Promise<PublicRetailer[]> {
  const point = ticket ? coordinatesOf(ticket) : null;
  const city = ticket?.city?.trim() || null;
  const shape: Shape = {
    point: !!point,
    city: !!city,
    q: !!filters.q,
    category: !!filters.category,
    id: !!filters.id,
  };
  const box = point ? boundingBox(point, PROXIMITY_MILES) : null;
  const rows = await statementFor(db, shape).execute({
    now,
    ...(point && box && { lat: point.lat, lon: point.lon, ...box }),
    ...(city && { city }),
    ...(filters.q && { pattern: `%${escapeLike(filters.q)}%` }),
    ...(filters.category && { category: filters.category }),
    ...(filters.id && { id: filters.id }),
  });
  // Sorted by distance either way, but a distance is only shown when both ends are precise
  // (docs/decisions/016): town centre to town centre would say '0.1 mi' for a whole town.
  const precise = ticket?.coordinatesPrecise === true;
  return rows.map(({ coordinatesPrecise, ...row }) => ({
    ...row,
    distanceMiles:
      row.distanceMiles === null || !precise || !coordinatesPrecise
        ? null
        : Math.round(Number(row.distanceMiles) * 10) / 10,
  }));
}

/** One retailer if this driver may see it (for the redeem screen and redemption), else null. */
export async function visibleRetailerById(db: Db, id: string, ticket: TicketPlace | null, now: Date) {
  const [retailer] = await visibleRetailersFor(db, ticket, { id }, now);
  return retailer ?? null;
}
