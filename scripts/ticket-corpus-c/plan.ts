// planFamily: which layouts, outcomes, periods, places and photo conditions make up the family.
import { AIRPORTS, PLACES } from './data.ts';
import { dayStart, isoWall, londonAbs } from './dates.ts';
import { LAYOUTS } from './layouts.ts';
import { makePeriod } from './periods.ts';
import { Rng } from './rng.ts';
import type { CaseSpec, LayoutDef, Outcome } from './types.ts';

/** Layouts whose drawing ignores the dot-matrix switch (so it is never chosen for them). */
const NO_DOT = new Set([
  'meter-sticker',
  'voucher-pen-marked',
  'hotel-hang-tag',
  'event-stub',
  'event-showground',
  'scratch-card',
  'prebook-printout',
  'pd-lowink-narrow',
]);

const HARD = [
  'perspective',
  'tiny-far',
  'faded',
  'crumpled',
  'curled',
  'low-ink',
  'dot-matrix',
  'glare',
  'windscreen-glare',
  'hand-shadow',
  'blind-stripes',
  'side-light',
  'messaging-800',
  'recompressed',
  'small-tilt',
];

function conditions(rng: Rng, def: LayoutDef, expected: Outcome): string[] {
  const feats = def.features ?? [];
  const out: string[] = [];
  const add = (s: string) => {
    if (!out.includes(s)) out.push(s);
  };
  let photo = def.medium === 'paper';
  if (def.medium === 'screen') {
    if (!feats.includes('desktop-screenshot')) add(rng.chance(0.62) ? 'screenshot-1170' : 'screenshot-828');
    if (def.darkable && rng.chance(0.45)) {
      add('dark-mode');
      if (rng.chance(0.5)) add('light-title-bar');
    }
    if (rng.chance(0.16) || expected === 'unreadable') {
      add('photo-of-screen');
      photo = true;
    } else {
      if (rng.chance(0.22) && !feats.includes('desktop-screenshot')) add('messaging-800');
      if (rng.chance(0.15)) add('recompressed');
    }
  }
  if (photo) {
    add(
      rng.weighted([
        ['none', 30],
        ['perspective', 26],
        ['small-tilt', 24],
        ['tiny-far', 8],
      ] as const),
    );
    if (out.includes('tiny-far')) add('12mp');
    if (def.medium === 'paper') {
      if (rng.chance(0.22)) add('faded');
      if (rng.chance(0.2)) add('crumpled');
      else if (rng.chance(0.16)) add('curled');
      if (rng.chance(0.09)) add('low-ink');
      if (def.genuine && !NO_DOT.has(def.name) && rng.chance(0.08)) add('dot-matrix');
    }
    add(
      rng.weighted([
        ['none', 38],
        ['glare', 14],
        ['windscreen-glare', def.medium === 'paper' ? 12 : 0],
        ['hand-shadow', 12],
        ['blind-stripes', 10],
        ['side-light', 12],
      ] as const),
    );
    add(
      rng.weighted([
        ['none', 76],
        ['turn-90', 6],
        ['turn-180', 4],
        ['turn-270', 5],
        ['exif-6', 4],
        ['exif-8', 3],
        ['exif-3', 2],
      ] as const),
    );
    // A photographed screen stays at camera size: shrunk to 800 px its small print would be lost.
    if (!out.includes('12mp'))
      add(
        rng.weighted([
          ['none', 70],
          ['12mp', 12],
          ['messaging-800', def.medium === 'screen' ? 0 : 18],
        ] as const),
      );
    if (rng.chance(0.14)) add('recompressed');
  }
  let list = out.filter((s) => s !== 'none');
  // Keep every image hard but readable: at most four hard conditions.
  while (list.filter((s) => HARD.includes(s)).length > 4) {
    const hard = list.filter((s) => HARD.includes(s) && s !== 'tiny-far');
    list = list.filter((s) => s !== rng.pick(hard));
  }
  if (expected === 'unreadable') {
    list = list.filter((s) => !['tiny-far', '12mp', 'messaging-800'].includes(s));
    list.push(rng.pick(['unreadable-blur', 'unreadable-dark', 'unreadable-tiny']));
  }
  for (const f of feats) if (!list.includes(f)) list.push(f);
  return list;
}

function place(rng: Rng, def: LayoutDef): { town: string | null; postcode: string | null } {
  if (def.loc === 'airport') {
    const a = rng.pick(AIRPORTS);
    return { town: a.town, postcode: rng.chance(0.75) ? a.postcode : null };
  }
  const pool = PLACES.filter((p) =>
    def.loc === 'welsh' ? p.region === 'wal' : def.loc === 'scot' ? p.region === 'sco' : true,
  );
  const p = rng.pick(pool);
  const mode = rng.weighted([
    ['full', 62],
    ['town', 20],
    ['code', 18],
  ] as const);
  if (mode === 'code') return { town: null, postcode: null };
  return { town: p.town, postcode: mode === 'full' ? p.postcode : null };
}

function cycle<T>(rng: Rng, items: T[], n: number): T[] {
  const out: T[] = [];
  while (out.length < n) out.push(...rng.shuffle(items));
  return out.slice(0, n);
}

export function planFamily(options: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const count = options.count ?? 260;
  const rng = new Rng(`${options.seed}|plan`);
  const nowAbs = londonAbs(options.now);
  const genuine = LAYOUTS.filter((l) => l.genuine);
  const looks = LAYOUTS.filter((l) => !l.genuine);
  const nLook = Math.round(count * 0.3);
  const nGen = count - nLook;
  const gSeq = cycle(rng, genuine, nGen);
  const lSeq = cycle(rng, looks, nLook);
  const expected: Outcome[] = gSeq.map(() => 'verified');
  const order = rng.shuffle(gSeq.map((_, i) => i));
  const assign = (n: number, oc: Outcome, ok: (d: LayoutDef) => boolean) => {
    let left = n;
    for (const i of order) {
      if (left === 0) break;
      if (expected[i] === 'verified' && ok(gSeq[i]!)) {
        expected[i] = oc;
        left--;
      }
    }
  };
  assign(Math.round(nGen * 0.12), 'too_short', (d) => !!d.short);
  assign(Math.round(nGen * 0.12), 'wrong_date', () => true);
  assign(Math.max(1, Math.round(count * 0.04)), 'unreadable', (d) => d.medium === 'paper');
  const all: { def: LayoutDef; expected: Outcome }[] = [
    ...gSeq.map((def, i) => ({ def, expected: expected[i]! })),
    ...lSeq.map((def) => ({ def, expected: 'not_parking_ticket' as Outcome })),
  ];
  const counters = new Map<string, number>();
  return rng.shuffle(all).map(({ def, expected: exp }) => {
    const n = (counters.get(def.name) ?? 0) + 1;
    counters.set(def.name, n);
    const id = `c-${def.name}-${String(n).padStart(2, '0')}`;
    const crng = new Rng(`${options.seed}|${id}`);
    const loc = place(crng.fork('place'), def);
    const conds = conditions(crng.fork('cond'), def, exp);
    let truth: CaseSpec['truth'] = { start: null, end: null, minutes: null, ...loc };
    let note = '';
    if (def.genuine) {
      const p = makePeriod(
        crng.fork('period'),
        def.period,
        exp === 'not_parking_ticket' ? 'verified' : exp,
        nowAbs,
        true,
      );
      truth = { start: isoWall(p.start), end: isoWall(p.end), minutes: p.end - p.start, ...loc };
      const touches = p.start < dayStart(nowAbs) + 1440 && p.end > dayStart(nowAbs);
      if ((exp === 'verified' || exp === 'unreadable') && (!touches || p.end - p.start < 60))
        throw new Error(`bad verified period ${id}`);
      if (exp === 'too_short' && (!touches || p.end - p.start >= 60))
        throw new Error(`bad short period ${id}`);
      if (exp === 'wrong_date' && touches) throw new Error(`bad wrong-date period ${id}`);
      note = `; ${p.note}`;
    }
    return {
      id,
      layout: def.name,
      genuine: def.genuine,
      kind: def.kind,
      expected: exp,
      conditions: conds,
      truth,
      notes: `${def.about}${note}${loc.town ? '' : loc.postcode ? '' : '; location code only'}`,
    };
  });
}
