// Renders every case to out/ with a manifest. Usage:
//   npx tsx scripts/ticket-corpus-g/preview.ts [--seed S] [--now ISO] [--count N] [--only G-001,G-002] [--thumbs]
// --thumbs also writes small PNG copies to out/thumbs/ for quick viewing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { planFamily, renderCase } from './index.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const seed = arg('seed') ?? 'corpus-g';
const now = new Date(arg('now') ?? '2026-11-27T15:40:00Z');
const count = Number(arg('count') ?? 200);
const only = arg('only')?.split(',');
const thumbs = process.argv.includes('--thumbs');

sharp.concurrency(1);
const out = join(dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(join(out, 'thumbs'), { recursive: true });
const specs = planFamily({ seed, now, count });
const rows = [];
const t0 = performance.now();
let rendered = 0;
for (const spec of specs) {
  if (only && !only.includes(spec.id)) continue;
  const t = performance.now();
  const { image, format } = await renderCase(spec, { seed, now });
  const file = `${spec.id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(join(out, file), image);
  rendered++;
  if (thumbs)
    await sharp(image)
      .resize({ width: 900, height: 1100, fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(join(out, 'thumbs', `${spec.id}.png`));
  rows.push({ ...spec, file, ms: Math.round(performance.now() - t), bytes: image.length });
  process.stdout.write(`${spec.id} ${spec.layout} ${spec.expected} ${Math.round(performance.now() - t)}ms\n`);
}
const total = performance.now() - t0;
writeFileSync(
  join(out, 'manifest.json'),
  JSON.stringify(
    {
      seed,
      now: now.toISOString(),
      count: specs.length,
      msPerCase: Math.round(total / Math.max(1, rendered)),
      cases: rows,
    },
    null,
    2,
  ),
);
console.log(
  `rendered ${rendered} cases in ${(total / 1000).toFixed(1)} s (${Math.round(total / Math.max(1, rendered))} ms/case)`,
);
