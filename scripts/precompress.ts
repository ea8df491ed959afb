import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser fetches; images and fonts are compressed formats already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the built web app, at the highest
 * settings (once, at build time), for @fastify/static's `preCompressed` (docs/decisions/032).
 * Returns the number of files compressed.
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!TEXT.has(extname(path))) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}
