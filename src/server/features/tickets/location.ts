import type { Place } from '../../lib/geo/gazetteer';

export type TicketLocation = { city: string | null; location: string | null; latitude: number | null; longitude: number | null };

export type LocationSources = {
  /** Browser geolocation, which wins when present. */
  client?: { latitude: number; longitude: number; city?: string; location?: string };
  /** A postcode or town read from the ticket. */
  ticket?: { place: Place; postcode?: string | null } | null;
  /** The town the driver typed in the manual step. */
  manualTown?: string;
};

export type PlaceFinder = {
  nearestTown(lat: number, lon: number): Place | null;
  lookupTown(name: string): Place | null;
};

const titleCase = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());

/** Client coordinates win, then a postcode or town on the ticket, then the driver's town; null when none. */
export function resolveTicketLocation(sources: LocationSources, places: PlaceFinder): TicketLocation | null {
  const { client, ticket, manualTown } = sources;
  if (client) {
    const city = client.city?.trim() || places.nearestTown(client.latitude, client.longitude)?.name || ticket?.place.name || null;
    return { city, location: client.location?.trim() || city, latitude: client.latitude, longitude: client.longitude };
  }
  if (ticket) {
    const location = ticket.postcode ? `${ticket.place.name} ${ticket.postcode}` : ticket.place.name;
    return { city: ticket.place.name, location, latitude: ticket.place.lat, longitude: ticket.place.lon };
  }
  if (manualTown?.trim()) {
    const known = places.lookupTown(manualTown);
    const city = known?.name ?? titleCase(manualTown);
    return { city, location: city, latitude: known?.lat ?? null, longitude: known?.lon ?? null };
  }
  return null;
}
