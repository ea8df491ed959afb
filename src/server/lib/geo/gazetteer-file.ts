import { readFileSync } from 'node:fs';
import type { GazetteerData } from './place-names';

/** The generated data file beside this module (see scripts/build-gazetteer.ts). */
export const GAZETTEER_FILE = new URL('./gb-places.json', import.meta.url);

export function readGazetteerData(): GazetteerData {
  return JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8')) as GazetteerData;
}

/** One place per line (a data refresh reads as a diff), laid out as the project's formatter (Biome) would. */
export function serialiseGazetteerData(data: GazetteerData): string {
  const areas = Object.entries(data.postcodeAreas).map(
    ([area, index]) => `    ${JSON.stringify(area)}: ${index}`,
  );
  const places = data.places.map(
    (record) => `    [${record.map((value) => JSON.stringify(value)).join(', ')}]`,
  );
  return `{
  "attribution": ${JSON.stringify(data.attribution)},
  "postcodeAreas": {
${areas.join(',\n')}
  },
  "places": [
${places.join(',\n')}
  ]
}
`;
}
