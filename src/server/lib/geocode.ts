/** Turns an address or town into a place; the offline gazetteer by default (decisions section 6). */
export type GeocodedPlace = { city: string; latitude: number; longitude: number };
export type Geocode = (addressOrTown: string) => GeocodedPlace | null;

export const noGeocode: Geocode = () => null;
