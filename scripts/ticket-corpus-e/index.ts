// Ticket corpus family E: held-out synthetic parking proofs and look-alikes.
// Built from the parking-proof field guide only; see README.md.
import type { Rendered } from './doc.ts';
import {
  type Ctx,
  type GenuineLayout,
  type LookalikeLayout,
  type Outcome,
  type Period,
  type Places,
  type Show,
  TOWNS,
  type Town,
} from './common.ts';
import { GENUINE } from './genuine.ts';
import { LOOKALIKES } from './lookalike.ts';
import { photograph } from './photo.ts';
import { Rng } from './rng.ts';
import { DAY, dayStart, fromIso, iso, londonWall, parts } from './time.ts';

export type { Outcome } from './common.ts';

export interface CaseSpec {
  id: string;
  layout: string;
  genuine: boolean;
  kind: string;
  expected: Outcome;
  conditions: string[];
  truth: {
    start: string | null;
    end: string | null;
    minutes: number | null;
    town: string | null;
    postcode: string | null;
  };
  notes: string;
}

export { GENUINE, LOOKALIKES };

// ---------------- the rule (field guide §1) ----------------

/** Classify a period against today's London date; null when the case would sit on a boundary. */
export function classify(start: number, end: number, nowL: number, multi: boolean): Outcome | null {
  const today = dayStart(nowL);
  const len = end - start;
  if (len <= 0) return null;
  let touches: boolean;
  if (start >= today && start < today + DAY) touches = true;
  else if (start < today && end > today) {
    // started yesterday and runs into today; older starts only for multi-day proof
    if (start < today - DAY && !multi) return null;
    if (end < today + 5) return null;
    touches = true;
  } else touches = false;
  if (!touches) {
    if (len < 60) return null;
    if (end > today - 5 && end <= today) return null;
    return 'wrong_date';
  }
  return len < 60 ? 'too_short' : 'verified';
}

// ---------------- deterministic pieces shared by plan and render ----------------

function pickTown(seed: string, id: string, places: Places | undefined): Town {
  const rng = new Rng(`town|${seed}|${id}`);
  const pool =
    places === 'welsh'
      ? TOWNS.filter((t) => t.cy)
      : places === 'airport'
        ? TOWNS.filter((t) => t.airport)
        : TOWNS;
  const t = rng.pick(pool);
  return places === 'airport' && t.airport ? { ...t, pc: t.airport } : t;
}

function show(rng: Rng, s: Show | undefined, p = 0.7): boolean {
  return s === 'always' ? true : s === 'maybe' ? rng.chance(p) : false;
}

function genPeriod(rng: Rng, L: GenuineLayout, target: Outcome, nowL: number): Period | null {
  const want: Outcome = target === 'unreadable' ? 'verified' : target;
  const today = dayStart(nowL);
  const [h0, h1] = L.startHours ?? [6, 21];
  for (let attempt = 0; attempt < 800; attempt++) {
    const broad = attempt >= 300;
    let off: number;
    if (want === 'verified') {
      const opts: Array<[number, number]> = [
        [0, 8],
        [-1, 2],
      ];
      if (L.multi) opts.push([-rng.int(2, 6), 2]);
      off = rng.weighted(opts);
    } else if (want === 'too_short')
      off = rng.weighted([
        [0, 9],
        [-1, 1],
      ]);
    else {
      const opts: Array<[number, number]> = [
        [-1, 2],
        [-rng.int(2, 25), 6],
      ];
      if (L.timing === 'booking') opts.push([rng.int(1, 14), 3]);
      off = rng.weighted(opts);
    }
    let mod = broad ? rng.int(0, DAY - 1) : rng.int(h0 * 60, h1 * 60 - 1);
    if (L.startRound) mod -= mod % L.startRound;
    const start = today + off * DAY + mod;
    const end = L.endAt ? L.endAt(rng, start, want) : start + (L.dur ? L.dur(rng, want) : 120);
    if (classify(start, end, nowL, !!L.multi) !== want) continue;
    if (L.timing === 'exit' && end > nowL - 1) continue;
    if ((L.timing === 'purchase' || L.timing === 'active') && start > nowL) continue;
    if (L.timing === 'active' && want === 'wrong_date' && off > 0) continue;
    if (L.noYear && parts(start).y !== parts(nowL).y) continue;
    return { start, end };
  }
  return null;
}

// ---------------- conditions ----------------

const PAPER_CONDS: Array<[string, number]> = [
  ['strong_perspective', 3],
  ['tilted', 2],
  ['quarter_turn', 1],
  ['half_turn', 0.5],
  ['hand_shadow', 2],
  ['blind_shadows', 1.5],
  ['side_light', 2],
  ['windscreen_glare', 1.5],
  ['glare_spot', 1.5],
  ['crumpled', 2],
  ['curled', 1.5],
  ['faded_thermal', 3],
  ['low_ink', 1],
  ['dot_matrix', 0.8],
  ['tiny_far', 1],
  ['messaging_800', 1.5],
  ['jpeg_recompressed', 1.5],
  ['full_res_12mp', 0.7],
];
const SCREEN_CONDS: Array<[string, number]> = [
  ['messaging_800', 2],
  ['jpeg_recompressed', 2],
  ['photo_of_screen', 2.5],
  ['dark_mode', 3],
];
const EXCLUSIVE = [
  ['quarter_turn', 'half_turn'],
  ['messaging_800', 'full_res_12mp', 'tiny_far'],
  ['dot_matrix', 'faded_thermal', 'low_ink'],
  ['crumpled', 'curled'],
  ['windscreen_glare', 'glare_spot'],
];

interface Meta {
  medium: 'paper' | 'screen';
  thermal?: boolean;
  darkable?: boolean;
  name: string;
}

function pickConditions(rng: Rng, m: Meta, unreadable: boolean): string[] {
  const out: string[] = [];
  if (unreadable) {
    if (m.medium === 'screen') out.push('photo_of_screen');
    const heavy = rng.shuffle(['heavy_blur', 'washed_out', 'tiny_and_far']);
    out.push(heavy[0]!);
    if (rng.chance(0.5)) out.push(heavy[1]!);
    return out;
  }
  const n = rng.weighted<number>([
    [0, 25],
    [1, 40],
    [2, 28],
    [3, 7],
  ]);
  let pool = m.medium === 'screen' ? SCREEN_CONDS : PAPER_CONDS;
  if (m.medium === 'screen' && !m.darkable) pool = pool.filter(([c]) => c !== 'dark_mode');
  if (m.medium === 'paper' && !m.thermal)
    pool = pool.filter(([c]) => c !== 'faded_thermal' && c !== 'dot_matrix');
  if (m.name.includes('dotmatrix') && rng.chance(0.7)) out.push('dot_matrix');
  for (let guard = 0; out.length < n && guard < 50; guard++) {
    const c = rng.weighted(pool);
    if (out.includes(c)) continue;
    if (EXCLUSIVE.some((g) => g.includes(c) && g.some((o) => out.includes(o)))) continue;
    out.push(c);
  }
  if (out.includes('dark_mode') && rng.chance(0.35)) out.push('light_title_bar');
  if (out.includes('photo_of_screen') && rng.chance(0.3)) out.push('strong_perspective');
  if (m.medium === 'screen' && !out.includes('photo_of_screen')) out.unshift('screenshot');
  return out;
}

// ---------------- planning ----------------

function genuineCase(
  seed: string,
  nowL: number,
  L: GenuineLayout,
  outcome: Outcome,
  idx: number,
): CaseSpec | null {
  const id = `e-${String(idx + 1).padStart(3, '0')}-${L.name}`;
  const rng = new Rng(`case|${seed}|${id}`);
  const p = genPeriod(rng, L, outcome, nowL);
  if (!p) return null;
  const town = pickTown(seed, id, L.places);
  const showTown = show(rng, L.town);
  const showPc = show(rng, L.pc, 0.5);
  const conditions = pickConditions(rng, L, outcome === 'unreadable');
  return {
    id,
    layout: L.name,
    genuine: true,
    kind: L.kind,
    expected: outcome,
    conditions,
    truth: {
      start: iso(p.start),
      end: iso(p.end),
      minutes: p.end - p.start,
      town: showTown ? town.name : null,
      postcode: showPc ? town.pc : null,
    },
    notes: [
      `${L.kind.replace(/_/g, ' ')} (${L.medium}${L.thermal ? ', thermal' : ''})`,
      `period ${iso(p.start).replace('T', ' ')} to ${iso(p.end).replace('T', ' ')} (${p.end - p.start} min)`,
      L.notes ?? '',
    ]
      .filter(Boolean)
      .join('; '),
  };
}

function lookalikeCase(seed: string, L: LookalikeLayout, idx: number): CaseSpec {
  const id = `e-${String(idx + 1).padStart(3, '0')}-${L.name}`;
  const rng = new Rng(`case|${seed}|${id}`);
  const town = pickTown(seed, id, L.places);
  const showTown = show(rng, L.town);
  const showPc = show(rng, L.pc, 0.5);
  return {
    id,
    layout: L.name,
    genuine: false,
    kind: L.cls,
    expected: 'not_parking_ticket',
    conditions: pickConditions(rng, L, false),
    truth: {
      start: null,
      end: null,
      minutes: null,
      town: showTown ? town.name : null,
      postcode: showPc ? town.pc : null,
    },
    notes: `look-alike (${L.cls.replace(/_/g, ' ')}): ${L.notes}`,
  };
}

export function planFamily(opts: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const count = opts.count ?? 200;
  const nowL = londonWall(opts.now);
  const rng = new Rng(`plan|${opts.seed}`);
  const nG = Math.round(count * 0.7);
  const nL = count - nG;
  const nU = Math.round(nG * 0.04);
  const nW = Math.round(nG * 0.12);
  const nS = Math.round(nG * 0.12);
  const nV = nG - nU - nW - nS;
  const slots: Array<{ genuine: boolean; outcome: Outcome }> = [];
  for (let i = 0; i < nV; i++) slots.push({ genuine: true, outcome: 'verified' });
  for (let i = 0; i < nW; i++) slots.push({ genuine: true, outcome: 'wrong_date' });
  for (let i = 0; i < nS; i++) slots.push({ genuine: true, outcome: 'too_short' });
  for (let i = 0; i < nU; i++) slots.push({ genuine: true, outcome: 'unreadable' });
  for (let i = 0; i < nL; i++) slots.push({ genuine: false, outcome: 'not_parking_ticket' });
  rng.shuffle(slots);

  const gOrder = rng.shuffle([...GENUINE]);
  const lOrder = rng.shuffle([...LOOKALIKES]);
  const cursor: Record<string, number> = {};
  let lCursor = 0;
  const out: CaseSpec[] = [];
  slots.forEach((slot, idx) => {
    if (!slot.genuine) {
      out.push(lookalikeCase(opts.seed, lOrder[lCursor++ % lOrder.length]!, idx));
      return;
    }
    const key = slot.outcome;
    let c = cursor[key] ?? 0;
    for (let tries = 0; tries < gOrder.length * 2; tries++) {
      const L = gOrder[c++ % gOrder.length]!;
      if (L.outcomes && !L.outcomes.includes(slot.outcome)) continue;
      const spec = genuineCase(opts.seed, nowL, L, slot.outcome, idx);
      if (spec) {
        out.push(spec);
        break;
      }
    }
    cursor[key] = c;
  });
  return out;
}

// ---------------- rendering ----------------

export async function renderCase(
  spec: CaseSpec,
  opts: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const nowL = londonWall(opts.now);
  const rng = new Rng(`render|${opts.seed}|${spec.id}`);
  const has = (c: string): boolean => spec.conditions.includes(c);
  let rendered: Rendered;
  if (spec.genuine) {
    const L = GENUINE.find((g) => g.name === spec.layout);
    if (!L || !spec.truth.start || !spec.truth.end) throw new Error(`unknown genuine layout ${spec.layout}`);
    const p: Period = { start: fromIso(spec.truth.start), end: fromIso(spec.truth.end) };
    let shot: number;
    if (L.timing === 'exit') shot = rng.int(p.end, Math.max(p.end, Math.min(nowL, p.end + 240)));
    else if (L.timing === 'active') shot = rng.int(p.start, Math.max(p.start, Math.min(nowL, p.end - 3)));
    else {
      const lo = Math.min(p.start, nowL);
      shot = rng.int(lo, Math.min(nowL, lo + 240));
    }
    const ctx: Ctx = {
      rng: rng.fork('layout'),
      p,
      nowL,
      shot,
      town: pickTown(opts.seed, spec.id, L.places),
      showTown: spec.truth.town !== null,
      showPc: spec.truth.postcode !== null,
      dark: has('dark_mode'),
      lightBar: has('light_title_bar'),
      reg: rng.reg(),
    };
    rendered = L.render(ctx);
  } else {
    const L = LOOKALIKES.find((g) => g.name === spec.layout);
    if (!L) throw new Error(`unknown look-alike layout ${spec.layout}`);
    const ctx: Ctx = {
      rng: rng.fork('layout'),
      p: { start: nowL, end: nowL },
      nowL,
      shot: Math.max(dayStart(nowL), nowL - rng.int(0, 20)),
      town: pickTown(opts.seed, spec.id, L.places),
      showTown: spec.truth.town !== null,
      showPc: spec.truth.postcode !== null,
      dark: has('dark_mode'),
      lightBar: has('light_title_bar'),
      reg: rng.reg(),
    };
    rendered = L.render(ctx);
  }
  return photograph(rendered, spec.conditions, rng.fork('photo'));
}
