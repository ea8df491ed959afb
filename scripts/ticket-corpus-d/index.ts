// Held-out family "d" of synthetic UK parking-proof images and look-alikes.
// Written from the parking-proof field guide alone (see README.md).
import { type Ctx, type Layout, PLACES, STREETS, postcodeFor, regFor } from './ctx.ts';
import { type Doc, docToSvg } from './doc.ts';
import { GENUINE } from './genuine.ts';
import { LOOKALIKES } from './lookalikes.ts';
import { photograph, svgToRaw } from './photo.ts';
import { Rng } from './rng.ts';
import {
  ALL_DATE_STYLES,
  ALL_TIME_STYLES,
  DAY,
  londonNow,
  parseTruth,
  truthString,
  type Wall,
} from './time.ts';

export type Outcome = 'verified' | 'wrong_date' | 'too_short' | 'not_parking_ticket' | 'unreadable';
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

export const LAYOUTS: Layout[] = [...GENUINE, ...LOOKALIKES];
const byName = new Map(LAYOUTS.map((l) => [l.name, l]));

export const PAPER_CONDITIONS = [
  'faded_thermal',
  'crumpled',
  'windscreen_glare',
  'strong_perspective',
  'hand_shadow',
  'blind_shadow',
  'side_light',
  'quarter_turn',
  'half_turn',
  'tilt',
  'tiny_far',
  'msg_800px',
  'camera_12mp',
  'jpeg_repeat',
  'low_ink',
  'dot_matrix',
];
export const SCREEN_CONDITIONS = ['msg_800px', 'jpeg_repeat', 'quarter_turn', 'photo_of_screen'];
const EXCLUSIVE = [
  ['quarter_turn', 'half_turn'],
  ['msg_800px', 'camera_12mp'],
  ['msg_800px', 'tiny_far'],
  ['faded_thermal', 'low_ink', 'dot_matrix'],
];
const UNREADABLE = ['unreadable_blur', 'unreadable_washed', 'unreadable_far'];

function compatible(conds: string[], c: string): boolean {
  if (conds.includes(c)) return false;
  return !EXCLUSIVE.some((g) => g.includes(c) && g.some((o) => o !== c && conds.includes(o)));
}

// ---------------------------------------------------------------- periods

interface Period {
  start: number;
  end: number;
  note: string;
}

const VERIFIED_DURS = [60, 60, 75, 90, 120, 120, 120, 150, 180, 180, 240, 300, 360, 480, 600];
const SHORT_DURS = [15, 20, 30, 30, 40, 45, 50, 55, 59];

/** start (minutes from today's midnight) for a period of d minutes that touches today */
function placeToday(r: Rng, d: number, past: boolean, nowM: number, step = 1): number {
  const lo = -d + 5;
  let hi = past ? nowM - d : nowM - 2;
  if (hi < lo) hi = lo;
  const preferLo = Math.max(lo, 360);
  let s: number;
  if (lo < 0 && Math.min(hi, -1) >= lo && r.chance(0.12)) s = r.int(lo, Math.min(hi, -1));
  else if (hi >= preferLo && r.chance(0.9)) s = r.int(preferLo, hi);
  else s = r.int(Math.max(lo, Math.min(0, hi)), hi);
  if (step > 1) {
    const down = Math.floor(s / step) * step;
    s = down >= lo ? down : down + step;
  }
  return s;
}

function pastDay(r: Rng, layout: Layout): number {
  const x = r.next();
  if (layout.canFuture && x < 0.2) return r.int(2, 20);
  if (x < 0.4) return -1;
  return -r.int(2, 30);
}

function planPeriod(r: Rng, layout: Layout, outcome: Outcome, nowM: number): Period {
  const past = layout.period === 'past';
  const wrong = outcome === 'wrong_date';
  const short = outcome === 'too_short';
  const mode = layout.period ?? 'prepaid';
  const durFor = (): number => {
    if (mode === 'tariff')
      return short
        ? r.pick([30, 45])
        : layout.name === 'pd-tariff-band'
          ? r.pick([60, 120, 180, 240, 600])
          : r.pick([60, 90, 120, 180]);
    if (mode === 'voucher') return short ? 30 : r.pick([60, 120, 180, 240]);
    if (short) return past ? r.int(8, 59) : r.pick(SHORT_DURS);
    if (past) return r.chance(0.15) ? 60 : r.int(61, 420);
    return r.pick(VERIFIED_DURS);
  };
  // wrong date: same shapes, shifted to another day
  const onDay = (day: number, d: number): Period => {
    if (day === -1) {
      const s = r.int(Math.max(-DAY + 300, -DAY), -d - 1);
      return { start: s, end: s + d, note: 'period ends yesterday before midnight' };
    }
    const s = day * DAY + r.int(360, Math.max(360, Math.min(1200, DAY - d - 1)));
    return {
      start: s,
      end: s + d,
      note: day > 0 ? 'pre-booked for a later date' : `period ${-day} days ago`,
    };
  };
  if (mode === 'allday') {
    if (wrong) {
      const day = -r.int(1, 20);
      const s = day * DAY + r.int(360, 900);
      return { start: s, end: (day + 1) * DAY, note: 'all-day ticket from another day' };
    }
    const hi = Math.min(Math.max(nowM - 1, 0), 1380);
    const s = r.int(Math.min(360, hi), hi);
    return { start: s, end: DAY, note: 'All day: period taken as purchase time to midnight' };
  }
  if (mode === 'overnight') {
    if (wrong) {
      const day = -r.int(2, 20);
      const s = day * DAY + r.int(1020, 1410);
      return { start: s, end: (day + 1) * DAY + 480, note: 'overnight ticket from an earlier night' };
    }
    if (nowM >= 1021 && r.chance(0.5)) {
      const s = r.int(1020, Math.min(nowM - 1, 1410));
      return { start: s, end: DAY + 480, note: 'overnight from this evening until 8am tomorrow' };
    }
    const s = -DAY + r.int(1020, 1410);
    return { start: s, end: 480, note: 'bought yesterday evening, valid until 8am today' };
  }
  if (mode === 'noon') {
    if (wrong) {
      const day = r.chance(0.5) ? -1 : -r.int(2, 20);
      return { start: day * DAY + r.int(420, 660), end: day * DAY + 720, note: 'noon expiry on another day' };
    }
    if (short && nowM >= 667)
      return {
        start: r.int(665, Math.min(nowM - 1, 700)),
        end: 720,
        note: 'valid until noon, under an hour',
      };
    if (!short && nowM >= 421)
      return { start: r.int(420, Math.min(nowM - 1, 660)), end: 720, note: 'valid until noon' };
  }
  if (mode === 'multiday') {
    const whole = layout.name === 'weekly-pass-msc';
    if (whole) {
      const d = r.pick([1440, 1440, 2880, 10080]);
      if (wrong) {
        const s = -(Math.ceil(d / DAY) + r.int(2, 12)) * DAY + r.int(400, 1000);
        return { start: s, end: s + d, note: 'pass expired before today' };
      }
      const s = Math.floor(r.int(-d + 60, nowM - 1) / 5) * 5;
      return { start: s, end: s + d, note: 'multi-day pass running through today' };
    }
    const hotel = layout.kind === 'hotel';
    const nights = r.int(1, hotel ? 3 : 8);
    if (wrong) {
      const future = layout.canFuture && r.chance(0.35);
      const sd = future ? r.int(2, 20) : -(nights + r.int(2, 20));
      const s = sd * DAY + r.int(hotel ? 840 : 300, hotel ? 1140 : 1200);
      const e = (sd + nights) * DAY + r.int(hotel ? 540 : 300, hotel ? 720 : 1320);
      return { start: s, end: e, note: future ? 'booking for a later date' : 'stay ended before today' };
    }
    let sd = -r.int(0, nights);
    let s = sd * DAY + r.int(hotel ? 840 : 300, hotel ? 1140 : 1200);
    if (s > nowM - 1) {
      sd -= 1;
      s -= DAY;
    }
    const ed = Math.max(sd + nights, 0);
    let e = ed * DAY + r.int(hotel ? 540 : 300, hotel ? 720 : 1320);
    if (e <= 0) e = r.int(300, 720);
    return { start: s, end: e, note: `multi-day (${sd} to +${ed} days) running through today` };
  }
  const d = durFor();
  if (wrong) return onDay(pastDay(r, layout), d);
  const step = mode === 'voucher' ? 15 : 1;
  // occasional "valid until midnight"
  if (
    !short &&
    !past &&
    ['council-pd-classic', 'hospital-patient-pd', 'station-prebook-email'].includes(layout.name) &&
    nowM > 400 &&
    r.chance(0.3)
  ) {
    const s = r.int(360, Math.min(nowM - 1, 1380));
    return { start: s, end: DAY, note: 'valid until midnight' };
  }
  const s = placeToday(r, d, past, nowM, step);
  return { start: s, end: s + d, note: s < 0 ? 'started yesterday, runs into today' : 'period today' };
}

// ---------------------------------------------------------------- contexts

function makeCtx(spec: CaseSpec, seed: string, now: Date): { ctx: Ctx; layout: Layout } {
  const layout = byName.get(spec.layout);
  if (!layout) throw new Error(`unknown layout ${spec.layout}`);
  const L = londonNow(now);
  const r = new Rng(`${seed}|${spec.id}|ctx`);
  const welshOnly = layout.name === 'welsh-bilingual-pd';
  const place = r.pick(welshOnly ? PLACES.filter((p) => p.welsh) : PLACES);
  const street = r.pick(STREETS);
  const postcode = postcodeFor(r, place);
  const reg = regFor(r);
  const x = r.next();
  const showTown = x < 0.82;
  const showPost = x < 0.62 || x >= 0.92;
  const ds = r.pick(ALL_DATE_STYLES);
  const ts = r.pick(ALL_TIME_STYLES);
  let start: Wall;
  let end: Wall;
  if (spec.truth.start && spec.truth.end) {
    start = parseTruth(spec.truth.start);
    end = parseTruth(spec.truth.end);
  } else {
    const nowM = L.now - L.today;
    const s = r.int(Math.max(0, nowM - 600), Math.max(0, nowM - 5));
    start = L.today + s;
    end = start + r.pick([20, 35, 45, 60, 90, 120, 150, 180]);
  }
  const c = spec.conditions;
  const ink: Ctx['ink'] = c.includes('unreadable_washed')
    ? 'washed'
    : c.includes('dot_matrix')
      ? 'dotmatrix'
      : c.includes('low_ink')
        ? 'lowink'
        : c.includes('faded_thermal')
          ? 'faded'
          : 'normal';
  return {
    layout,
    ctx: {
      r: new Rng(`${seed}|${spec.id}|build`),
      start,
      end,
      minutes: end - start,
      now: L.now,
      today: L.today,
      place,
      street,
      town: showTown ? place.town : null,
      postcode: showPost ? postcode : null,
      reg,
      conds: c,
      ink,
      dark: c.includes('dark_mode'),
      ds,
      ts,
    },
  };
}

function buildDoc(spec: CaseSpec, seed: string, now: Date): { doc: Doc; layout: Layout; ctx: Ctx } {
  const { ctx, layout } = makeCtx(spec, seed, now);
  return { doc: layout.build(ctx), layout, ctx };
}

// ---------------------------------------------------------------- planning

export function planFamily(options: { seed: string; now: Date; count?: number }): CaseSpec[] {
  const { seed, now } = options;
  const n = Math.max(10, options.count ?? 160);
  const r = new Rng(`${seed}|plan`);
  const L = londonNow(now);
  const nowM = L.now - L.today;
  const nLook = Math.round(n * 0.3);
  const nGen = n - nLook;
  const gOrder = r.shuffle(GENUINE);
  const lOrder = r.shuffle(LOOKALIKES);
  const genLayouts = Array.from({ length: nGen }, (_, i) => gOrder[i % gOrder.length] as Layout);
  const outcomes: Outcome[] = genLayouts.map(() => 'verified');
  const want: Array<[Outcome, number]> = [
    ['too_short', Math.round(nGen * 0.12)],
    ['wrong_date', Math.round(nGen * 0.12)],
    ['unreadable', Math.max(1, Math.round(nGen * 0.04))],
  ];
  const idx = r.shuffle(genLayouts.map((_, i) => i));
  for (const [o, k] of want) {
    let left = k;
    for (const i of idx) {
      if (left === 0) break;
      if (outcomes[i] !== 'verified') continue;
      if (o === 'too_short' && genLayouts[i]!.canShort === false) continue;
      outcomes[i] = o;
      left--;
    }
  }
  const specs: CaseSpec[] = [];
  const counters = new Map<string, number>();
  const nextId = (prefix: string) => {
    const k = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, k);
    return `d-${prefix}-${String(k).padStart(2, '0')}`;
  };
  let paperRot = 0;
  let screenRot = 0;
  const paperOrder = r.shuffle(PAPER_CONDITIONS);
  const screenOrder = r.shuffle(SCREEN_CONDITIONS);
  const conditionsFor = (layout: Layout, outcome: Outcome): string[] => {
    const conds: string[] = [...(layout.tags ?? [])];
    if (layout.medium === 'paper') {
      const primary = paperOrder[paperRot++ % paperOrder.length]!;
      if (compatible(conds, primary)) conds.push(primary);
      for (const p of [0.45, 0.2]) {
        if (!r.chance(p)) continue;
        const c = r.pick(PAPER_CONDITIONS.filter((x) => x !== 'dot_matrix' && x !== 'tiny_far'));
        if (compatible(conds, c)) conds.push(c);
      }
    } else {
      if (layout.darkable && r.chance(0.5)) conds.push('dark_mode');
      if (r.chance(0.7)) {
        const c = screenOrder[screenRot++ % screenOrder.length]!;
        if (compatible(conds, c)) conds.push(c);
      }
      if (r.chance(0.2)) {
        const c = r.pick(SCREEN_CONDITIONS);
        if (compatible(conds, c)) conds.push(c);
      }
    }
    if (outcome === 'unreadable') {
      const u =
        layout.medium === 'screen' ? r.pick(['unreadable_blur', 'unreadable_far']) : r.pick(UNREADABLE);
      const keep = conds.filter(
        (c) =>
          !['msg_800px', 'camera_12mp', 'tiny_far', 'faded_thermal', 'low_ink', 'dot_matrix'].includes(c),
      );
      keep.push(u);
      return keep;
    }
    return conds;
  };
  const finish = (spec: CaseSpec): CaseSpec => {
    // record the town and postcode the document actually prints
    const { doc, ctx } = buildDoc(spec, seed, now);
    const { svg } = docToSvg(doc, new Rng('probe'));
    const pc = `${ctx.place.district} `;
    const m = new RegExp(`${pc}\\d[A-Z]{2}`).exec(svg);
    spec.truth.town = svg.includes(ctx.place.town) ? ctx.place.town : null;
    spec.truth.postcode = m ? m[0] : null;
    return spec;
  };
  genLayouts.forEach((layout, i) => {
    const outcome = outcomes[i]!;
    const pr = new Rng(`${seed}|period|${i}`);
    const p = planPeriod(pr, layout, outcome === 'unreadable' ? 'verified' : outcome, nowM);
    const minutes = p.end - p.start;
    let expected: Outcome = outcome;
    // safety: re-derive the outcome from the rule in field guide §1
    if (outcome !== 'unreadable') {
      const touches = (p.start >= 0 && p.start < DAY) || (p.start < 0 && p.end > 0);
      expected = !touches ? 'wrong_date' : minutes < 60 ? 'too_short' : 'verified';
    }
    const prefix = layout.kind.replace(/_/g, '-');
    const spec: CaseSpec = {
      id: nextId(prefix),
      layout: layout.name,
      genuine: true,
      kind: layout.kind,
      expected,
      conditions: conditionsFor(layout, outcome),
      truth: {
        start: truthString(L.today + p.start),
        end: truthString(L.today + p.end),
        minutes,
        town: null,
        postcode: null,
      },
      notes: `${p.note}${outcome === 'unreadable' ? '; photo too degraded for a person to read the date or times' : ''}`,
    };
    specs.push(finish(spec));
  });
  for (let i = 0; i < nLook; i++) {
    const layout = lOrder[i % lOrder.length] as Layout;
    const spec: CaseSpec = {
      id: nextId(`x-${layout.kind}`),
      layout: layout.name,
      genuine: false,
      kind: layout.kind,
      expected: 'not_parking_ticket',
      conditions: conditionsFor(layout, 'not_parking_ticket'),
      truth: { start: null, end: null, minutes: null, town: null, postcode: null },
      notes: `look-alike (${layout.kind}): dated today with times, not a paid or granted parking period`,
    };
    specs.push(finish(spec));
  }
  // interleave deterministically so kinds are mixed
  return new Rng(`${seed}|order`).shuffle(specs);
}

export async function renderCase(
  spec: CaseSpec,
  options: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const { doc, layout } = buildDoc(spec, options.seed, options.now);
  const { svg } = docToSvg(doc, new Rng(`${options.seed}|${spec.id}|svg`));
  const raw = await svgToRaw(svg);
  return photograph(raw, spec.conditions, new Rng(`${options.seed}|${spec.id}|photo`), layout.medium);
}
