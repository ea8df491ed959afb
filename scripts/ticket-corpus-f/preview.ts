// Renders the whole family to scripts/ticket-corpus-f/out/ with a manifest.json.
// Usage: npx tsx scripts/ticket-corpus-f/preview.ts [--seed s] [--now ISO] [--count n] [--only F-001,F-002]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFamily, renderCase } from './index.ts';

const args = process.argv.slice(2);
const arg = (k: string) => {
  const i = args.indexOf(`--${k}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = arg('seed') ?? 'corpus-f';
const now = new Date(arg('now') ?? '2026-11-27T15:42:00Z');
const count = Number(arg('count') ?? 200);
const only = arg('only')?.split(',');
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'out');

const specs = planFamily({ seed, now, count });
await mkdir(outDir, { recursive: true });
const t0 = performance.now();
const files: Record<string, string> = {};
const todo = only ? specs.filter((s) => only.includes(s.id)) : specs;
const CONC = 2;
for (let i = 0; i < todo.length; i += CONC) {
  await Promise.all(
    todo.slice(i, i + CONC).map(async (spec) => {
      const { image, format } = await renderCase(spec, { seed, now });
      const file = `${spec.id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
      await writeFile(join(outDir, file), image);
      files[spec.id] = file;
    }),
  );
}
const ms = performance.now() - t0;
const manifest = {
  seed,
  now: now.toISOString(),
  count: specs.length,
  cases: specs.map((s) => ({ ...s, file: files[s.id] ?? null })),
};
await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
const tally = (f: (s: (typeof specs)[number]) => string) =>
  specs.reduce<Record<string, number>>((m, s) => {
    m[f(s)] = (m[f(s)] ?? 0) + 1;
    return m;
  }, {});
console.log(
  JSON.stringify({
    expected: tally((s) => s.expected),
    rendered: todo.length,
    msPerCase: Math.round(ms / Math.max(1, todo.length)),
  }),
);
