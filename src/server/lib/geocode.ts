/** Turns an address or town into a place; the offline gazetteer by default (docs/decisions/021). */
export type GeocodedPlace = {
  city: string;
  latitude: number;
  longitude: number;
  /**
   * True when the point is the address itself (an online geocoder's hit); the offline gazetteer
   * only knows town and postcode-area centres, so its places are not precise.
   */
  precise?: boolean;
};
export type Geocode = (addressOrTown: string) => GeocodedPlace | null;

export const noGeocode: Geocode = () => null;
