// Automatic checks on the family, without rasterising:
//  - every printed town / postcode district matches the truth (and none is printed when truth is null),
//  - expected outcomes follow the field guide's rule from the truth period and "now",
//  - counts, layout and kind coverage, condition coverage, heavy-degradation limits, determinism.
// Usage: npx tsx scripts/ticket-corpus-g/check.ts [--seed S] [--now ISO]
import { ALL_CONDITIONS, HEAVY } from './conditions.ts';
import { planFamily, renderCase } from './index.ts';
import { outcomeOfPeriod, wallFromIso, wallOf } from './london-time.ts';
import { TOWNS } from './places.ts';
import { GENUINE, LOOKALIKES } from './registry.ts';
import { buildDocument } from './render.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const nows = arg('now')
  ? [arg('now')!]
  : ['2026-11-27T15:40:00Z', '2026-07-04T08:05:00Z', '2027-01-02T22:30:00Z', '2026-03-29T11:00:00Z'];
const seed = arg('seed') ?? 'corpus-g';
const problems: string[] = [];
const wordRe = (s: string) =>
  new RegExp(`(^|[^A-Za-z])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`, 'i');

for (const nowIso of nows) {
  const now = new Date(nowIso);
  const nowWall = wallOf(now);
  const specs = planFamily({ seed, now });
  const again = planFamily({ seed, now });
  if (JSON.stringify(specs) !== JSON.stringify(again)) problems.push(`${nowIso}: plan not deterministic`);
  if (new Set(specs.map((s) => s.id)).size !== specs.length) problems.push(`${nowIso}: duplicate ids`);
  for (const s of specs) {
    const { doc } = buildDocument(s, { seed, now });
    const text = doc.texts.join('\n');
    const where = `${nowIso} ${s.id} ${s.layout}`;
    if (s.truth.town && !wordRe(s.truth.town).test(text))
      problems.push(`${where}: town ${s.truth.town} not printed`);
    if (!s.truth.town) {
      const other = TOWNS.find((t) => wordRe(t.town).test(text));
      if (other) problems.push(`${where}: prints town ${other.town} but truth is null`);
    }
    if (s.truth.postcode && !new RegExp(`(^|[^A-Z0-9])${s.truth.postcode} \\d[A-Z]{2}`).test(text))
      problems.push(`${where}: postcode ${s.truth.postcode} not printed`);
    const pcs = [...text.matchAll(/(^|[^A-Z0-9])([A-Z]{1,2}\d{1,2}[A-Z]?) \d[A-Z]{2}([^A-Z]|$)/g)].map(
      (m) => m[2],
    );
    for (const pc of pcs)
      if (pc !== s.truth.postcode)
        problems.push(`${where}: prints postcode ${pc}, truth ${s.truth.postcode}`);
    if (s.genuine) {
      const st = wallFromIso(s.truth.start!);
      const en = wallFromIso(s.truth.end!);
      if (en - st !== s.truth.minutes) problems.push(`${where}: minutes mismatch`);
      const rule = outcomeOfPeriod(st, en, nowWall);
      if (s.expected !== 'unreadable' && rule !== s.expected)
        problems.push(`${where}: expected ${s.expected} but rule says ${rule}`);
      if (s.expected === 'unreadable' && rule !== 'verified')
        problems.push(`${where}: unreadable case is not a today proof`);
    } else if (s.expected !== 'not_parking_ticket')
      problems.push(`${where}: look-alike expected ${s.expected}`);
    const heavy = s.conditions.filter((c) => HEAVY.has(c)).length;
    if (s.expected !== 'unreadable' && heavy > 2) problems.push(`${where}: ${heavy} heavy degradations`);
    for (const c of s.conditions)
      if (!ALL_CONDITIONS.includes(c)) problems.push(`${where}: unknown condition ${c}`);
  }
  const by = (f: (s: (typeof specs)[number]) => string) => {
    const m: Record<string, number> = {};
    for (const s of specs) m[f(s)] = (m[f(s)] ?? 0) + 1;
    return m;
  };
  const layouts = new Set(specs.filter((s) => s.genuine).map((s) => s.layout));
  const kinds = new Set(specs.filter((s) => !s.genuine).map((s) => s.kind));
  for (const l of GENUINE) if (!layouts.has(l.name)) problems.push(`${nowIso}: layout ${l.name} unused`);
  for (const k of LOOKALIKES) if (!kinds.has(k.kind)) problems.push(`${nowIso}: look-alike ${k.kind} unused`);
  const conds = new Set(specs.flatMap((s) => s.conditions));
  for (const c of ALL_CONDITIONS) if (!conds.has(c)) problems.push(`${nowIso}: condition ${c} never used`);
  console.log(
    nowIso,
    JSON.stringify(by((s) => s.expected)),
    `layouts ${layouts.size} look-alike kinds ${kinds.size}`,
  );
}
// Same seed + now must give byte-identical images: render a spread of cases twice.
{
  const now = new Date(nows[0]!);
  const specs = planFamily({ seed, now });
  const sample = specs.filter((_, i) => i % 25 === 0);
  for (const s of sample) {
    const a = await renderCase(s, { seed, now });
    const b = await renderCase(s, { seed, now });
    if (!a.image.equals(b.image)) problems.push(`${s.id}: render not deterministic`);
  }
  console.log(`determinism: rendered ${sample.length} cases twice`);
}
if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log('all checks passed');
