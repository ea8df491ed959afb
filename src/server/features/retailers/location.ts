import type { Geocode, GeocodedPlace } from '#server/lib/geocode.ts';

/** Where a retailer is, as its record stores it. */
export type RetailerLocation = {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecise: boolean;
};

/** The place a retailer's address names (docs/decisions/021); none for no address. */
export function geocodeAddress(geocode: Geocode, address: string | null | undefined): GeocodedPlace | null {
  return address ? geocode(address) : null;
}

/** The record's location for a place; no place clears it all (the old town must not outlive the old address). */
export function locationOf(
  place: (Omit<GeocodedPlace, 'city'> & { city: string | null }) | null,
): RetailerLocation {
  return {
    city: place?.city ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    coordinatesPrecise: place?.precise ?? false,
  };
}
