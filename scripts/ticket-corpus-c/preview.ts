// Renders family C to scripts/ticket-corpus-c/out/ with manifest.json.
// npx tsx scripts/ticket-corpus-c/preview.ts [--seed S] [--now ISO] [--count N] [--only substring] [--table]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFamily, renderCase } from './index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seed = arg('seed') ?? 'family-c';
const now = new Date(arg('now') ?? new Date().toISOString());
const count = Number(arg('count') ?? 260);
const only = arg('only');
const out = join(dirname(fileURLToPath(import.meta.url)), 'out');

const specs = planFamily({ seed, now, count });

function table(key: (s: (typeof specs)[number]) => string): void {
  const rows = new Map<string, Record<string, number>>();
  for (const s of specs) {
    const r = rows.get(key(s)) ?? {};
    r[s.expected] = (r[s.expected] ?? 0) + 1;
    rows.set(key(s), r);
  }
  const cols = ['verified', 'wrong_date', 'too_short', 'unreadable', 'not_parking_ticket'];
  console.log(`${'key'.padEnd(34)}${cols.map((c) => c.slice(0, 10).padStart(11)).join('')}`);
  for (const [k, r] of [...rows].sort())
    console.log(`${k.padEnd(34)}${cols.map((c) => String(r[c] ?? '').padStart(11)).join('')}`);
}

if (process.argv.includes('--table')) {
  table((s) => `${s.genuine ? 'G' : 'L'} ${s.kind}`);
  console.log('');
  table((s) => s.layout);
  const conds = new Map<string, number>();
  for (const s of specs) for (const c of s.conditions) conds.set(c, (conds.get(c) ?? 0) + 1);
  console.log(
    '\nconditions:',
    [...conds]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', '),
  );
  console.log(
    `\n${specs.length} cases, ${new Set(specs.filter((s) => s.genuine).map((s) => s.layout)).size} genuine layouts, ${new Set(specs.filter((s) => !s.genuine).map((s) => s.layout)).size} look-alike kinds`,
  );
  process.exit(0);
}

if (!only) rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const t0 = Date.now();
let slowest = 0;
const manifest = [];
for (const spec of specs) {
  if (only && !spec.id.includes(only)) continue;
  const t = Date.now();
  const { image, format } = await renderCase(spec, { seed, now });
  slowest = Math.max(slowest, Date.now() - t);
  const file = `${spec.id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(join(out, file), image);
  manifest.push({ file, ...spec });
}
if (!only)
  writeFileSync(
    join(out, 'manifest.json'),
    JSON.stringify({ seed, now: now.toISOString(), count: specs.length, cases: manifest }, null, 2),
  );
console.log(
  `rendered ${manifest.length} images to ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s (slowest ${slowest} ms)`,
);
