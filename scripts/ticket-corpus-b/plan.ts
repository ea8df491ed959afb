// planFamily: which layouts, outcomes, periods, places and photo conditions make up the family.
import { addMin, at, diffMin, londonNow, wStr } from './dates.ts';
import { APP_LAYOUTS } from './layouts-app.ts';
import { PD_LAYOUTS } from './layouts-pd.ts';
import { EXTRA_LAYOUTS, SITE_LAYOUTS } from './layouts-site.ts';
import { LOOK1 } from './lookalikes.ts';
import { LOOK2 } from './lookalikes2.ts';
import { genPeriod } from './period.ts';
import { AIRPORT_TOWNS, postcodeFor, TOWNS, WELSH_TOWNS } from './places.ts';
import { rngFor, type Rng } from './rng.ts';
import type { CaseSpec, LayoutDef, Outcome } from './types.ts';

export const GENUINE: LayoutDef[] = [...PD_LAYOUTS, ...SITE_LAYOUTS, ...EXTRA_LAYOUTS, ...APP_LAYOUTS];
export const LOOKALIKES: LayoutDef[] = [...LOOK1, ...LOOK2];
const ALL = new Map([...GENUINE, ...LOOKALIKES].map((l) => [l.name, l]));
export const layoutByName = (n: string): LayoutDef => {
  const l = ALL.get(n);
  if (!l) throw new Error(`unknown layout ${n}`);
  return l;
};

const PAPER_PRIMARY = [
  'faded-thermal',
  'crumpled',
  'curled',
  'windscreen-glare',
  'perspective',
  'hand-shadow',
  'blind-shadow',
  'side-light',
  'quarter-turn',
  'half-turn',
  'exif-orientation',
  'tilt',
  'tiny-far',
  'messaging-800',
  '12mp',
  'jpeg-x3',
  'low-ink',
  'dot-matrix',
  'flat-scan',
];
const EXTRAS = [
  'tilt',
  'side-light',
  'faded-thermal',
  'perspective',
  'jpeg-x3',
  'curled',
  'crumpled',
  'blind-shadow',
  'hand-shadow',
  'windscreen-glare',
  'inverse-banner',
  'half-turn',
  'messaging-800',
  '12mp',
  'low-ink',
];
const HEAVY = new Set([
  'faded-thermal',
  'low-ink',
  'windscreen-glare',
  'blind-shadow',
  'hand-shadow',
  'jpeg-x3',
  'messaging-800',
  'crumpled',
  'dot-matrix',
  'perspective',
  'tiny-far',
]);
const TURNS = ['quarter-turn', 'half-turn', 'exif-orientation'];

function paperConditions(rng: Rng, primary: string, forced: string[]): string[] {
  const set = new Set<string>([...forced]);
  if (primary !== 'flat-scan') set.add(primary);
  else return [...set, 'flat-scan'];
  if (primary === 'tiny-far') set.add('12mp');
  const heavyCount = () => [...set].filter((c) => HEAVY.has(c)).length;
  const maxHeavy = set.has('messaging-800') || set.has('tiny-far') ? 2 : 3;
  const nExtra = rng.weighted<number>([
    [0, 2],
    [1, 4],
    [2, 3],
    [3, 1],
  ]);
  for (let i = 0; i < nExtra * 3 && set.size < forced.length + 1 + nExtra; i++) {
    const e = rng.pick(EXTRAS);
    if (set.has(e)) continue;
    if (TURNS.includes(e) && TURNS.some((t) => set.has(t))) continue;
    if (
      (e === 'messaging-800' && (set.has('12mp') || set.has('tiny-far'))) ||
      (e === '12mp' && set.has('messaging-800'))
    )
      continue;
    if (set.has('tiny-far') && ['perspective', 'crumpled', 'low-ink', 'faded-thermal'].includes(e)) continue;
    if (HEAVY.has(e) && heavyCount() >= maxHeavy) continue;
    set.add(e);
  }
  if (set.has('quarter-turn')) set.add(rng.chance(0.5) ? 'rot90' : 'rot270');
  if (set.has('exif-orientation')) set.add(`exif-${rng.pick([6, 8, 3])}`);
  return [...set];
}

function screenConditions(rng: Rng, l: LayoutDef, idx: number): string[] {
  const c: string[] = [];
  const dark = rng.chance(0.5);
  void idx;
  if (dark) {
    c.push('dark-mode');
    if (rng.chance(0.65)) c.push('light-title-bar');
  }
  c.push(rng.chance(0.5) ? 'screenshot-1170x2532' : 'screenshot-828x1792');
  if (l.name.startsWith('mail-') || l.name === 'ulez-payment') c.push('mail-app');
  const r = rng.next();
  if (r < 0.18) c.push('messaging-800');
  else if (r < 0.36) c.push('jpeg-x3');
  return c;
}

export function place(
  rng: Rng,
  l: LayoutDef,
): { town: (typeof TOWNS)[number]; townName: string | null; postcode: string | null } {
  const town = rng.pick(l.welsh ? WELSH_TOWNS : l.airport ? AIRPORT_TOWNS : TOWNS);
  const mode =
    l.loc === 'mixed'
      ? rng.weighted<string>([
          ['full', 4],
          ['town', 2.5],
          ['postcode', 1.5],
          ['code', 2],
        ])
      : l.loc;
  const pc = postcodeFor(rng, town);
  return {
    town,
    townName: mode === 'full' || mode === 'town' ? town.town : null,
    postcode: mode === 'full' || mode === 'postcode' ? pc : null,
  };
}

export function planFamily(options: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const count = options.count ?? 260;
  const now = londonNow(options.now);
  const rng = rngFor('plan', options.seed);
  const nLook = Math.round(count * 0.27);
  const nGen = count - nLook;
  const nUnread = Math.max(1, Math.round(count * 0.04));
  const nWrong = Math.round(nGen * 0.12);
  const nShort = Math.round(nGen * 0.12);
  const gOrder = rng.shuffle(GENUINE);
  const lOrder = rng.shuffle(LOOKALIKES);
  const slots: { l: LayoutDef; rep: number; outcome: Outcome }[] = [];
  for (let i = 0; i < nGen; i++)
    slots.push({ l: gOrder[i % gOrder.length]!, rep: Math.floor(i / gOrder.length), outcome: 'verified' });
  const assign = (n: number, outcome: Outcome, ok: (l: LayoutDef) => boolean, prefRep: number) => {
    const cands = rng
      .shuffle(slots.filter((s) => s.outcome === 'verified' && ok(s.l)))
      .sort((a, b) => Math.abs(a.rep - prefRep) - Math.abs(b.rep - prefRep));
    for (const s of cands.slice(0, n)) s.outcome = outcome;
  };
  assign(nShort, 'too_short', (l) => !!l.short, 1);
  assign(nWrong, 'wrong_date', () => true, 2);
  assign(nUnread, 'unreadable', (l) => l.medium === 'paper', 3);

  const specs: CaseSpec[] = [];
  const perLayout = new Map<string, number>();
  let paperIdx = 0;
  const push = (l: LayoutDef, outcome: Outcome, genuine: boolean) => {
    const n = (perLayout.get(l.name) ?? 0) + 1;
    perLayout.set(l.name, n);
    const id = `b-${l.name}-${String(n).padStart(2, '0')}`;
    const r = rngFor('case', options.seed, id);
    const pl = place(r, l);
    let conditions: string[];
    if (outcome === 'unreadable') conditions = [r.pick(['heavy-blur', 'near-black', 'tiny-in-frame'])];
    else if (l.medium === 'screen') conditions = screenConditions(r, l, n);
    else
      conditions = paperConditions(
        r,
        PAPER_PRIMARY[(paperIdx++ * 7 + n) % PAPER_PRIMARY.length]!,
        l.forced ?? [],
      );
    if (
      l.medium === 'paper' &&
      outcome !== 'unreadable' &&
      !conditions.includes('inverse-banner') &&
      r.chance(0.3)
    )
      conditions.push('inverse-banner');
    let truth: CaseSpec['truth'] = {
      start: null,
      end: null,
      minutes: null,
      town: pl.townName,
      postcode: pl.postcode,
    };
    let periodNote = '';
    if (genuine) {
      const pk = r.pick(l.periods);
      let { start, end } = genPeriod(r, pk, outcome === 'unreadable' ? 'verified' : outcome, now);
      if (l.roundStart) {
        const m = diffMin(at(start, 0, 0), start);
        const shift = -(m % l.roundStart);
        start = addMin(start, shift);
        end = addMin(end, shift);
      }
      truth = { ...truth, start: wStr(start), end: wStr(end), minutes: diffMin(start, end) };
      periodNote = ` [${pk}: ${wStr(start)} -> ${wStr(end)}, ${diffMin(start, end)} min]`;
    }
    specs.push({
      id,
      layout: l.name,
      genuine,
      kind: l.kind,
      expected: outcome,
      conditions,
      truth,
      notes: `${l.note}${periodNote}; printed place: ${[pl.townName, pl.postcode].filter(Boolean).join(' ') || 'codes only'}`,
    });
  };
  for (const s of slots) push(s.l, s.outcome, true);
  for (let i = 0; i < nLook; i++) push(lOrder[i % lOrder.length]!, 'not_parking_ticket', false);
  return specs;
}
