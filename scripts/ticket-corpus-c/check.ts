// Sanity checks of planFamily for several "now" values: unique ids, determinism, periods as expected.
// npx tsx scripts/ticket-corpus-c/check.ts
import { planFamily } from './index.ts';
import { parseWall } from './ctx.ts';
import { dayStart, londonAbs } from './dates.ts';
for (const iso of [
  '2026-11-27T18:00:00Z',
  '2026-03-14T18:00:00Z',
  '2026-06-01T23:30:00Z',
  '2027-01-01T00:20:00Z',
  '2026-03-29T01:30:00Z',
  '2026-07-15T06:00:00Z',
  '2026-12-31T22:59:00Z',
]) {
  for (const seed of ['a', 'b', 'c']) {
    const now = new Date(iso);
    const specs = planFamily({ seed, now });
    const t0 = dayStart(londonAbs(now));
    const nowA = londonAbs(now);
    let bad = 0;
    for (const s of specs) {
      if (!s.truth.start) continue;
      const a = parseWall(s.truth.start),
        b = parseWall(s.truth.end!);
      if (a > nowA && s.expected !== 'wrong_date') {
        bad++;
        console.log('future start', iso, s.id, s.truth.start);
      }
      if (b - a !== s.truth.minutes) bad++;
    }
    const ids = new Set(specs.map((s) => s.id));
    const same = JSON.stringify(planFamily({ seed, now })) === JSON.stringify(specs);
    console.log(
      iso,
      seed,
      specs.length,
      'unique',
      ids.size === specs.length,
      'deterministic',
      same,
      'bad',
      bad,
      't0',
      t0,
    );
  }
}
