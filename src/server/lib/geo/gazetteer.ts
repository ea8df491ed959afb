import { readGazetteerData } from './gazetteer-file';
import { boundingBox, milesBetween } from './haversine';
import { findPlaceInText as findPlaceInTextWith, namesInSegment } from './place-in-text';
import type { GazetteerData, IndexedPlace, Place, PlaceInText } from './place-names';
import { POSTCODE_TOWN_AGREES_MILES, placeKey, placeWords } from './place-names';
import { findPostcodes, parsePostcode } from './postcode';

export type { Place, PlaceInText };

export interface Gazetteer {
  /** A town by name, ignoring case, spaces and punctuation; the most significant of namesakes. */
  lookupTown(name: string): Place | null;
  /**
   * Towns for what a driver has typed (GET /api/geo/towns): names that start with it, then names
   * that contain it, ignoring case, accents, spaces and punctuation; post towns and county towns
   * before villages (the data has no populations), then alphabetical. Each name once.
   */
  suggestTowns(query: string, limit: number): Place[];
  /** The closest place within `maxMiles` (reverse geocoding for GET /api/geo/reverse). */
  nearestTown(lat: number, lon: number, maxMiles?: number): Place | null;
  /** The post town of a postcode's area ('RG1 8DG', 'RGl 8DG', 'RG1' or 'RG' → Reading). */
  postcodeTown(postcode: string): Place | null;
  /** Coordinates for a free-form UK address: its postcode, else a town named in it. */
  geocodeAddress(address: string): Place | null;
  /** A location printed on a ticket (OCR text), or null when none is trustworthy. */
  findPlaceInText(text: string): PlaceInText | null;
  readonly size: number;
}

const GRID_DEGREES = 0.2;
const cellKey = (latCell: number, lonCell: number) => `${latCell}:${lonCell}`;

export function createGazetteer(data: GazetteerData): Gazetteer {
  const places: IndexedPlace[] = data.places.map(([name, lat, lon, rank]) => ({ name, lat, lon, rank }));
  const byKey = new Map<string, IndexedPlace>();
  const grid = new Map<string, IndexedPlace[]>();
  let maxWords = 1;
  for (const place of places) {
    // The data lists namesakes most significant first, so the first one keeps the name.
    const key = placeKey(place.name);
    if (!byKey.has(key)) byKey.set(key, place);
    maxWords = Math.max(maxWords, placeWords(place.name).length);
    const cell = cellKey(Math.floor(place.lat / GRID_DEGREES), Math.floor(place.lon / GRID_DEGREES));
    const bucket = grid.get(cell);
    if (bucket) bucket.push(place);
    else grid.set(cell, [place]);
  }
  // One entry per name (the most significant namesake), the biggest kinds of place first.
  const suggestable = [...byKey.entries()]
    .map(([key, place]) => ({ key, place }))
    .sort((a, b) => b.place.rank - a.place.rank || a.place.name.localeCompare(b.place.name, 'en-GB'));
  const areaTowns = new Map<string, IndexedPlace>();
  for (const [area, index] of Object.entries(data.postcodeAreas)) {
    const place = places[index];
    if (place) areaTowns.set(area, place);
  }

  const publicPlace = (place: IndexedPlace | null | undefined): Place | null =>
    place ? { name: place.name, lat: place.lat, lon: place.lon } : null;
  const byName = (key: string) => byKey.get(key);
  const areaTown = (postcode: string) => {
    const parsed = parsePostcode(postcode);
    return parsed ? areaTowns.get(parsed.area) : undefined;
  };

  function nearest(lat: number, lon: number, maxMiles: number): IndexedPlace | null {
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    const box = boundingBox({ lat, lon }, maxMiles);
    let best: IndexedPlace | null = null;
    let bestMiles = Number.POSITIVE_INFINITY;
    for (
      let latCell = Math.floor(box.minLat / GRID_DEGREES);
      latCell <= Math.floor(box.maxLat / GRID_DEGREES);
      latCell++
    ) {
      for (
        let lonCell = Math.floor(box.minLon / GRID_DEGREES);
        lonCell <= Math.floor(box.maxLon / GRID_DEGREES);
        lonCell++
      ) {
        for (const place of grid.get(cellKey(latCell, lonCell)) ?? []) {
          const miles = milesBetween({ lat, lon }, place);
          if (miles < bestMiles || (miles === bestMiles && best && place.rank > best.rank)) {
            best = place;
            bestMiles = miles;
          }
        }
      }
    }
    return bestMiles <= maxMiles ? best : null;
  }

  function geocodeAddress(address: string): Place | null {
    const upper = address.toUpperCase();
    const postcode = findPostcodes(upper).at(-1)?.postcode;
    const segments = address
      .split(/[,\n;]+/)
      .map((segment) => segment.trim())
      .filter(Boolean);
    const lastWord = segments.at(-1)?.split(/\s+/).at(-1) ?? '';
    const postTown = postcode
      ? areaTowns.get(postcode.area)
      : /\d/.test(lastWord)
        ? areaTown(lastWord)
        : undefined;
    // Scan from the end: UK addresses end with the town, streets named after towns come first.
    for (const segment of segments.reverse()) {
      for (const name of namesInSegment(segment, byName, maxWords).reverse()) {
        if (!postTown || milesBetween(name.place, postTown) <= POSTCODE_TOWN_AGREES_MILES)
          return publicPlace(name.place);
      }
    }
    return publicPlace(postTown);
  }

  function suggestTowns(query: string, limit: number): Place[] {
    const wanted = placeKey(query);
    if (!wanted || limit <= 0) return [];
    const starting: IndexedPlace[] = [];
    const containing: IndexedPlace[] = [];
    // An everyday name and the full one ("Newcastle", "Newcastle upon Tyne") are one place: shown once.
    const seen = new Set<string>();
    for (const { key, place } of suggestable) {
      const matches = key.startsWith(wanted)
        ? starting
        : containing.length < limit && key.includes(wanted)
          ? containing
          : null;
      if (!matches) continue;
      const spot = `${place.lat},${place.lon}`;
      if (seen.has(spot)) continue;
      seen.add(spot);
      matches.push(place);
      if (starting.length >= limit) break;
    }
    return [...starting, ...containing].slice(0, limit).map((place) => publicPlace(place) as Place);
  }

  return {
    size: places.length,
    lookupTown: (name) => publicPlace(byKey.get(placeKey(name))),
    suggestTowns,
    nearestTown: (lat, lon, maxMiles = 15) => publicPlace(nearest(lat, lon, maxMiles)),
    postcodeTown: (postcode) => publicPlace(areaTown(postcode)),
    geocodeAddress,
    findPlaceInText: (text) => {
      const found = findPlaceInTextWith(text, { byName, areaTown: (area) => areaTowns.get(area), maxWords });
      return found ? { ...found, place: publicPlace(found.place) as Place } : null;
    },
  };
}

let shared: Gazetteer | null = null;

/** The process-wide gazetteer, built on first use from the committed gb-places.json (~180 KB). */
export function getGazetteer(): Gazetteer {
  shared ??= createGazetteer(readGazetteerData());
  return shared;
}
