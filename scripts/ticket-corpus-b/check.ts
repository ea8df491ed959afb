// Checks planFamily against the guide rule for several nows and seeds, plus id uniqueness and determinism.
// npx tsx scripts/ticket-corpus-b/check.ts
import { planFamily } from './index.ts';
import { londonNow, parseW, diffMin, at, addDays, wStr } from './dates.ts';
const nows = [
  '2026-11-27T18:00:00Z',
  '2026-03-14T18:00:00Z',
  '2026-11-27T00:20:00Z',
  '2026-06-30T23:50:00Z',
  '2026-03-29T01:30:00Z',
  '2026-10-25T06:10:00Z',
  '2027-02-28T12:00:00Z',
  '2028-02-29T09:00:00Z',
];
let bad = 0;
for (const seed of ['b1', 'x7', 'zz'])
  for (const n of nows) {
    const now = new Date(n);
    const specs = planFamily({ seed, now });
    const L = londonNow(now);
    const t0 = at(L, 0, 0);
    const t1 = addDays(t0, 1);
    const ids = new Set<string>();
    for (const s of specs) {
      if (ids.has(s.id)) {
        console.log('dup id', s.id);
        bad++;
      }
      ids.add(s.id);
      if (!s.genuine) {
        if (s.truth.start) bad++;
        continue;
      }
      const st = parseW(s.truth.start!);
      const en = parseW(s.truth.end!);
      const mins = diffMin(st, en);
      const touches = diffMin(st, t1) > 0 && diffMin(t0, en) > 0;
      const want = !touches ? 'wrong_date' : mins < 60 ? 'too_short' : 'verified';
      const exp = s.expected === 'unreadable' ? 'verified' : s.expected;
      const startsLate = exp === 'verified' && diffMin(st, L) < 0;
      if (want !== exp || mins !== s.truth.minutes || startsLate || mins <= 0) {
        bad++;
        console.log(
          n,
          s.id,
          s.expected,
          'want',
          want,
          wStr(st),
          wStr(en),
          mins,
          startsLate ? 'STARTS AFTER NOW' : '',
        );
      }
    }
    const again = JSON.stringify(planFamily({ seed, now }));
    if (again !== JSON.stringify(specs)) {
      console.log('non-deterministic');
      bad++;
    }
  }
console.log('bad', bad);
