// Render the B family to scripts/ticket-corpus-b/out/ with manifest.json and a summary table.
// npx tsx scripts/ticket-corpus-b/preview.ts --seed b1 --now 2026-11-27T18:00:00Z --count 260 [--filter text] [--plan-only]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planFamily, renderCase, type CaseSpec } from './index.ts';

const args = process.argv.slice(2);
const arg = (k: string) => {
  const i = args.indexOf(`--${k}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = arg('seed') ?? 'b-preview';
const now = new Date(arg('now') ?? new Date().toISOString());
const count = arg('count') ? Number(arg('count')) : undefined;
const filter = arg('filter');
const planOnly = args.includes('--plan-only');
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'out');

const specs = planFamily({ seed, now, count });
const tally = (key: (s: CaseSpec) => string) => {
  const m = new Map<string, Record<string, number>>();
  for (const s of specs) {
    const row = m.get(key(s)) ?? {};
    row[s.expected] = (row[s.expected] ?? 0) + 1;
    m.set(key(s), row);
  }
  return m;
};
const cols = ['verified', 'wrong_date', 'too_short', 'unreadable', 'not_parking_ticket'];
const print = (title: string, m: Map<string, Record<string, number>>) => {
  console.log(`\n${title.padEnd(28)} ${cols.map((c) => c.slice(0, 10).padStart(11)).join('')}`);
  for (const [k, row] of [...m].sort())
    console.log(`${k.padEnd(28)} ${cols.map((c) => String(row[c] ?? '').padStart(11)).join('')}`);
};
print(
  'kind',
  tally((s) => `${s.genuine ? 'G' : 'L'} ${s.kind}`),
);
if (args.includes('--layouts'))
  print(
    'layout',
    tally((s) => s.layout),
  );
const totals: Record<string, number> = {};
for (const s of specs) totals[s.expected] = (totals[s.expected] ?? 0) + 1;
const cond: Record<string, number> = {};
for (const s of specs) for (const c of s.conditions) cond[c] = (cond[c] ?? 0) + 1;
console.log(
  `\n${specs.length} cases; ${new Set(specs.map((s) => s.layout)).size} layouts (${new Set(specs.filter((s) => s.genuine).map((s) => s.layout)).size} genuine, ${new Set(specs.filter((s) => !s.genuine).map((s) => s.layout)).size} look-alike)`,
);
console.log('expected:', JSON.stringify(totals));
console.log('conditions:', JSON.stringify(cond));
if (planOnly) process.exit(0);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const todo = filter
  ? specs.filter((s) => s.id.includes(filter) || s.conditions.includes(filter) || s.expected === filter)
  : specs;
const manifest: (CaseSpec & { file: string; ms: number })[] = [];
let slowest = 0;
for (const s of todo) {
  const t0 = Date.now();
  const { image, format } = await renderCase(s, { seed, now });
  const ms = Date.now() - t0;
  slowest = Math.max(slowest, ms);
  const file = `${s.id}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(join(outDir, file), image);
  manifest.push({ ...s, file, ms });
}
writeFileSync(
  join(outDir, 'manifest.json'),
  JSON.stringify({ seed, now: now.toISOString(), cases: manifest }, null, 2),
);
console.log(
  `rendered ${todo.length} images to ${outDir}; slowest ${slowest} ms, mean ${Math.round(manifest.reduce((a, m) => a + m.ms, 0) / Math.max(1, manifest.length))} ms`,
);
