// Renders the family to scripts/ticket-corpus-d/out/ with a manifest and PNG viewing copies.
// Usage: npx tsx scripts/ticket-corpus-d/preview.ts [seed] [count] [iso-now] [--only=substring]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { planFamily, renderCase } from './index.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const seed = args[0] ?? 'preview';
const count = args[1] ? Number(args[1]) : undefined;
const now = args[2] ? new Date(args[2]) : new Date();
const out = join(dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(join(out, 'view'), { recursive: true });

const specs = planFamily({ seed, now, count });
const manifest = [];
for (const spec of specs) {
  if (only && !only.split(',').some((o) => spec.id.includes(o) || spec.layout.includes(o))) continue;
  const { image, format } = await renderCase(spec, { seed, now });
  const file = `${spec.id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(join(out, file), image);
  await sharp(image)
    .resize(1000, 1000, { fit: 'inside' })
    .png()
    .toFile(join(out, 'view', `${spec.id}.png`));
  manifest.push({ file, ...spec });
}
writeFileSync(
  join(out, 'manifest.json'),
  `${JSON.stringify({ seed, now: now.toISOString(), cases: manifest }, null, 2)}\n`,
);
const tally = new Map<string, number>();
for (const s of specs)
  tally.set(
    `${s.genuine ? s.kind : `x:${s.kind}`} ${s.expected}`,
    (tally.get(`${s.genuine ? s.kind : `x:${s.kind}`} ${s.expected}`) ?? 0) + 1,
  );
console.log(`${manifest.length} rendered of ${specs.length} planned -> ${out}`);
for (const [k, v] of [...tally].sort()) console.log(`${v}\t${k}`);
