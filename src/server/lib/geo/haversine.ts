import { EARTH_RADIUS_MILES, PROXIMITY_MILES } from '#contracts/constants.ts';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** Where a ticket or retailer is; coordinates may be missing (null) when nothing was geocoded. */
export interface Located {
  city: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;

/** Great-circle distance in miles (haversine, earth radius 3959 miles as the decisions fix it). */
export function milesBetween(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A lat/lon rectangle that contains every point within `miles` of `center`, for an index
 * prefilter (`latitude BETWEEN … AND longitude BETWEEN …`) before the exact haversine check.
 * It errs on the large side; near the poles the longitude span opens to the whole circle.
 */
export function boundingBox(center: LatLon, miles: number): BoundingBox {
  const latDelta = miles / MILES_PER_DEGREE_LAT;
  // Use the latitude edge farthest from the equator: meridians converge there, so degrees of
  // longitude are shortest and the box must be widest.
  const widestLat = Math.min(90, Math.abs(center.lat) + latDelta);
  const cosLat = Math.cos(toRadians(widestLat));
  const lonDelta = cosLat < 1e-9 ? 180 : Math.min(180, miles / (MILES_PER_DEGREE_LAT * cosLat));
  return {
    minLat: Math.max(-90, center.lat - latDelta),
    maxLat: Math.min(90, center.lat + latDelta),
    minLon: lonDelta >= 180 ? -180 : center.lon - lonDelta,
    maxLon: lonDelta >= 180 ? 180 : center.lon + lonDelta,
  };
}

/** Database numerics arrive as strings; anything that is not a finite number counts as missing. */
function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

export function coordinatesOf(place: Pick<Located, 'latitude' | 'longitude'>): LatLon | null {
  const lat = coordinate(place.latitude);
  const lon = coordinate(place.longitude);
  return lat === null || lon === null ? null : { lat, lon };
}

const sameCity = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toLocaleLowerCase('en-GB') === b.trim().toLocaleLowerCase('en-GB');

/**
 * The proximity rule (docs/decisions/005): a retailer is visible for a ticket when the ticket has no
 * location, or the cities match (case-insensitive), or it lies within 5 miles, or the retailer
 * has no coordinates (it could not be geocoded, so it is not hidden for that).
 */
export function isNearby(ticket: Located | null, retailer: Located): boolean {
  const ticketPoint = ticket ? coordinatesOf(ticket) : null;
  const ticketHasLocation = !!ticket && (ticketPoint !== null || !!ticket.city?.trim());
  if (!ticket || !ticketHasLocation) return true;
  if (sameCity(ticket.city, retailer.city)) return true;
  const retailerPoint = coordinatesOf(retailer);
  if (!retailerPoint) return true;
  if (!ticketPoint) return false;
  return milesBetween(ticketPoint, retailerPoint) <= PROXIMITY_MILES;
}
