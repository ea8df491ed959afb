import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist/client');
const STAMP = join(DIST, '.build-stamp');
const INPUTS = ['src/client', 'src/contracts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** True when dist/client is missing or older than any of its sources. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(STAMP)) return true;
  const builtAt = Number(readFileSync(STAMP, 'utf8'));
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > builtAt);
}

/** Builds the web app with Vite when its build is missing or stale. */
export async function ensureClientBuild(log: (line: string) => void = console.log): Promise<void> {
  if (!clientBuildIsStale()) return;
  log('Building the web app (missing or out of date)...');
  const started = Date.now();
  const { build } = await import('vite');
  // Test runners set NODE_ENV=test, which would make React's development build; the served app is production.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  precompress(DIST);
  writeFileSync(STAMP, String(started));
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
