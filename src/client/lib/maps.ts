/**
 * The outbound 'Get Directions' link (docs/decisions/019): a Google Maps search by address. Opened in a
 * new tab with rel="noopener noreferrer", so the maps site gets neither a window handle nor our URL.
 */
const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

export const EXTERNAL_LINK_REL = 'noopener noreferrer';

export interface Place {
  businessName?: string | null;
  address?: string | null;
  city?: string | null;
}

/**
 * What to search for: the address, with the town added when the address does not already name it
 * ('12 High St' in Reading → '12 High St, Reading'). Without an address, the shop's name and town.
 * Null when there is nothing to search for.
 */
export function mapsQuery(place: Place): string | null {
  const address = place.address?.trim().replace(/\s*\n\s*/g, ', ');
  const city = place.city?.trim();
  if (address) {
    return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
  }
  const parts = [place.businessName?.trim(), city].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'https://www.google.com/maps/search/?api=1&query=12%20High%20St%2C%20Reading', or null. */
export function directionsUrl(place: Place): string | null {
  const query = mapsQuery(place);
  return query ? `${MAPS_SEARCH}${encodeURIComponent(query)}` : null;
}
