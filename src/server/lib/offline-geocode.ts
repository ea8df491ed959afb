import type { Geocode } from './geocode';

// Wired to the offline UK gazetteer (lib/geo) as soon as it lands; until then nothing is geocoded.
export const offlineGeocode: Geocode = () => null;
