import type { Geocode } from './geocode';
import { getGazetteer } from './geo/gazetteer';

/** Address or town → place with the offline UK gazetteer (postcode area first, then a town name). */
export const offlineGeocode: Geocode = (addressOrTown) => {
  const gazetteer = getGazetteer();
  const place = gazetteer.lookupTown(addressOrTown) ?? gazetteer.geocodeAddress(addressOrTown);
  return place ? { city: place.name, latitude: place.lat, longitude: place.lon } : null;
};
