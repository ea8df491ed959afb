import { PROXIMITY_MILES } from '#contracts/constants.ts';
import type { Place } from '#server/lib/geo/gazetteer.ts';
import { milesBetween } from '#server/lib/geo/haversine.ts';

export type TicketLocation = {
  city: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** True when the coordinates are the driver's own position (browser geolocation), not a town centre. */
  coordinatesPrecise: boolean;
};

export type LocationSources = {
  /** Browser geolocation: a claim by the client, so it only refines what the ticket shows. */
  client?: { latitude: number; longitude: number; city?: string; location?: string };
  /** A postcode or town read from the ticket: evidence, so it wins. */
  ticket?: { place: Place; postcode?: string | null } | null;
  /** The town the driver typed in the manual step. */
  manualTown?: string;
};

export type PlaceFinder = {
  nearestTown(lat: number, lon: number): Place | null;
  lookupTown(name: string): Place | null;
  suggestTowns(query: string, limit: number): Place[];
};

const titleCase = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());

/**
 * Where the driver parked (docs/decisions/010): the ticket's place wins, and the client's
 * coordinates only refine it when they lie within PROXIMITY_MILES of it; far coordinates (and the
 * city sent with them) are ignored, so a driver cannot unlock another town's offers by sending a
 * position. A ticket with no place uses the coordinates (within PROXIMITY_MILES of the town sent
 * with them, when one is), then the typed town; null when none.
 */
export function resolveTicketLocation(sources: LocationSources, places: PlaceFinder): TicketLocation | null {
  const { client, ticket, manualTown } = sources;
  if (ticket) {
    const { place, postcode } = ticket;
    const location = postcode ? `${place.name} ${postcode}` : place.name;
    const near =
      client && milesBetween({ lat: client.latitude, lon: client.longitude }, place) <= PROXIMITY_MILES;
    const point = near
      ? { latitude: client.latitude, longitude: client.longitude }
      : { latitude: place.lat, longitude: place.lon };
    return { city: place.name, location, ...point, coordinatesPrecise: Boolean(near) };
  }
  if (client) {
    // A town sent with the coordinates bounds them as a ticket's place does (docs/decisions/045):
    // coordinates farther than PROXIMITY_MILES from it are ignored and the town alone decides, so
    // 'Leeds' with a position in Reading cannot open both towns' offers.
    const town = client.city?.trim() ? places.lookupTown(client.city) : null;
    const point = { lat: client.latitude, lon: client.longitude };
    if (town && milesBetween(point, town) > PROXIMITY_MILES) return townCentre(town);
    const city = client.city?.trim() || places.nearestTown(client.latitude, client.longitude)?.name || null;
    return {
      city,
      location: client.location?.trim() || city,
      latitude: client.latitude,
      longitude: client.longitude,
      coordinatesPrecise: true,
    };
  }
  if (manualTown?.trim()) {
    const known = places.lookupTown(manualTown);
    if (known) return townCentre(known);
    const city = titleCase(manualTown);
    return { city, location: city, latitude: null, longitude: null, coordinatesPrecise: false };
  }
  return null;
}

/** A town alone: its centre, which is not the driver's own position (distances are not shown). */
const townCentre = (town: Place): TicketLocation => ({
  city: town.name,
  location: town.name,
  latitude: town.lat,
  longitude: town.lon,
  coordinatesPrecise: false,
});
