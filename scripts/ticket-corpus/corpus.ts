/**
 * Plans and renders the corpus: for each image, the expected outcome, the layout or look-alike,
 * the parking period that makes that outcome true (relative to `now`, London time), the place
 * and print styles, then the photo effects. Same seed and options, same images.
 *
 * The rules the labels follow (docs/decisions/012, 023):
 * - 'today' is the Europe/London calendar day of `now`;
 * - a ticket is today's when its parking period touches today: it starts or expires today
 *   (bought 23:10 yesterday until 09:10 today, or bought today until tomorrow morning);
 * - it must last at least 60 minutes (exactly 60 passes), from the stated duration or the
 *   start/expiry (entry/exit) times, which always agree on a generated ticket;
 * - look-alikes are not parking tickets whatever they print; location is not part of the outcome.
 */
import type { Doc } from './doc';
import type { Family, Kind, Layout, PlaceMode, TicketContext } from './context';
import type { Unreadable } from './effects';
import { shoot } from './effects';
import { LAYOUTS } from './layouts';
import type { LookAlike, LookContext } from './lookalikes';
import { LOOKALIKES } from './lookalikes';
import type { Town } from './places';
import { postcodeFor, registration, TOWNS } from './places';
import type { Rng } from './rng';
import { createRng } from './rng';
import type { DateStyle, DurationStyle, Period, Stamp, TimeStyle } from './when';
import { addDays, periodFrom, stampOf, YEARLESS } from './when';

export const OUTCOMES = ['verified', 'wrong_date', 'too_short', 'not_parking_ticket', 'unreadable'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type Situation =
  | 'today'
  | 'overnight-in'
  | 'overnight-out'
  | 'yesterday'
  | 'days-ago'
  | 'last-week'
  | 'last-month'
  | 'last-year'
  | 'overnight-past'
  | 'short'
  | 'lookalike';

export interface Plan {
  index: number;
  id: string;
  expected: Outcome;
  source: { type: 'layout'; layout: Layout } | { type: 'lookalike'; lookalike: LookAlike };
  layoutId: string;
  family: Family;
  kind: Kind;
  situation: Situation;
  period: Period | null;
  /** For look-alikes: the date and time printed. */
  at: Stamp | null;
  town: Town;
  placeMode: PlaceMode;
  postcode: string;
  dateStyle: DateStyle;
  unreadable: Unreadable | null;
  dark: boolean;
  shotAt: Stamp;
}

export interface CorpusOptions {
  seed: string;
  now: Date;
  count: number;
  /** Substring of a layout or look-alike id. */
  layout?: string;
  family?: Family;
}

const OUTCOME_WEIGHTS: Record<Outcome, number> = {
  verified: 40,
  wrong_date: 16,
  too_short: 12,
  not_parking_ticket: 26,
  unreadable: 6,
};

const DEFAULT_DURATIONS = [60, 60, 75, 90, 120, 120, 150, 180, 240, 300, 480, 600];
const DEFAULT_SHORT = [15, 20, 30, 30, 40, 45, 45, 50, 59];

const before = (a: Stamp, b: Stamp) => a.day < b.day || (a.day === b.day && a.min < b.min);

/** A stay length for a valid ticket: tariff bands, or any length for pay-on-foot stays. */
function stayLength(layout: Layout, rng: Rng, max: number): number | null {
  if (layout.kind === 'barrier' && !layout.durations) {
    const options = [60, rng.int(61, 119), rng.int(120, 240), rng.int(240, 420)].filter((d) => d <= max);
    return options.length ? rng.pick(options) : null;
  }
  const options = (layout.durations ?? DEFAULT_DURATIONS).filter((d) => d <= max);
  return options.length ? rng.pick(options) : null;
}

function inRange(rng: Rng, lo: number, hi: number): number | null {
  return hi < lo ? null : rng.int(lo, hi);
}

/** A period on `day` entirely (not touching the next day), starting from 07:00 if it can. */
function periodOnDay(layout: Layout, rng: Rng, day: string, latest: number, short: boolean): Period | null {
  const minutes = short ? rng.pick(layout.shortDurations ?? DEFAULT_SHORT) : stayLength(layout, rng, latest);
  if (minutes === null) return null;
  const lastStart = Math.min(latest - minutes, 1439 - minutes);
  const start = inRange(rng, Math.min(7 * 60, Math.max(0, lastStart)), lastStart);
  if (start === null) return null;
  return periodFrom({ day, min: start }, minutes);
}

function drawPeriod(
  expected: Outcome,
  layout: Layout,
  now: Stamp,
  rng: Rng,
): { period: Period; situation: Situation } | null {
  const today = now.day;
  const ended = !!layout.endedBeforeNow;
  // Bought (or entered) before the photo; an exit receipt also ended before it.
  const latestEnd = ended ? now.min - 1 : 1439;
  if (expected === 'verified' || expected === 'unreadable') {
    const situation = rng.weighted<Situation>([
      ['today', 70],
      ['overnight-in', layout.overnight ? 15 : 0],
      ['overnight-out', layout.overnight && !ended ? 15 : 0],
    ]);
    if (situation === 'today') {
      const minutes = stayLength(layout, rng, Math.min(latestEnd, 1439));
      if (minutes === null) return null;
      const lastStart = Math.min(ended ? latestEnd - minutes : now.min - 5, 1439 - minutes);
      const start = inRange(rng, Math.min(6 * 60 + 30, Math.max(0, lastStart)), lastStart);
      if (start === null) return null;
      const period = periodFrom({ day: today, min: start }, minutes);
      return period && { period, situation };
    }
    if (situation === 'overnight-in') {
      const start = rng.int(18 * 60, 23 * 60 + 50);
      const endMax = Math.min(11 * 60, ended ? now.min - 1 : 11 * 60);
      let end: number | null;
      if (layout.kind === 'barrier') end = inRange(rng, 20, endMax);
      else if (layout.kind === 'pay_and_display') {
        // Overnight tariffs run to a fixed time next morning ('valid until 08:00').
        const options = [7 * 60, 8 * 60, 8 * 60 + 30, 9 * 60, 10 * 60].filter((e) => e <= endMax);
        end = options.length ? rng.pick(options) : null;
      } else {
        // Whole hours, as machines and apps sell them.
        const options: number[] = [];
        for (let h = 1; h <= 17; h++) {
          const e = start + h * 60 - 1440;
          if (e >= 20 && e <= endMax) options.push(e);
        }
        end = options.length ? rng.pick(options) : null;
      }
      if (end === null) return null;
      const period = periodFrom({ day: addDays(today, -1), min: start }, 1440 - start + end);
      return period && { period, situation };
    }
    // overnight-out: bought today, valid into tomorrow.
    const start = inRange(rng, Math.max(6 * 60, now.min - 10 * 60), now.min - 5);
    if (start === null) return null;
    const options: number[] = [];
    if (layout.kind === 'pay_and_display') {
      // An overnight tariff to a fixed morning time, or a 24-hour ticket where one is sold.
      for (const morning of [8 * 60, 9 * 60, 10 * 60]) options.push(1440 - start + morning);
      if (layout.durations?.includes(1440)) options.push(1440);
    } else {
      for (let h = 1; h <= 24; h++) {
        const end = start + h * 60;
        if (end >= 1440 + 20 && (end <= 1440 + 12 * 60 || h === 24)) options.push(h * 60);
      }
    }
    if (options.length === 0) return null;
    const period = periodFrom({ day: today, min: start }, rng.pick(options));
    return period && { period, situation };
  }
  if (expected === 'too_short') {
    const minutes = rng.pick(layout.shortDurations ?? DEFAULT_SHORT);
    const lastStart = Math.min(ended ? now.min - 1 - minutes : now.min - 5, 1439 - minutes);
    const start = inRange(rng, Math.min(7 * 60, Math.max(0, lastStart)), lastStart);
    if (start === null) return null;
    const period = periodFrom({ day: today, min: start }, minutes);
    return period && { period, situation: 'short' };
  }
  // wrong_date: wholly on an earlier day (never touching today).
  const situation = rng.weighted<Situation>([
    ['yesterday', 38],
    ['days-ago', 14],
    ['last-week', 18],
    ['last-month', 6],
    ['last-year', 18],
    ['overnight-past', layout.overnight ? 8 : 0],
  ]);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const lastYear = `${year - 1}-${String(month).padStart(2, '0')}-${String(month === 2 && date === 29 ? 28 : date).padStart(2, '0')}`;
  const day =
    situation === 'yesterday'
      ? addDays(today, -1)
      : situation === 'days-ago'
        ? addDays(today, -rng.int(2, 6))
        : situation === 'last-week'
          ? addDays(today, -7)
          : situation === 'last-month'
            ? addDays(today, -rng.int(28, 31))
            : situation === 'last-year'
              ? lastYear
              : addDays(today, -rng.int(1, 3));
  if (situation === 'overnight-past') {
    // Ends on `day` (yesterday at the latest), so it never touches today.
    const start = rng.int(18 * 60, 23 * 60 + 30);
    const end = rng.int(6 * 60, 10 * 60);
    const period = periodFrom({ day: addDays(day, -1), min: start }, 1440 - start + end);
    return period && { period, situation };
  }
  const period = periodOnDay(layout, rng, day, 1439, false);
  return period && { period, situation };
}

/**
 * The label, recomputed from the period alone with the product's rules: a guard against a
 * planning mistake turning into a wrong expected outcome.
 */
export function outcomeOfPeriod(period: Period, today: string): Outcome {
  const touchesToday = period.start.day === today || period.end.day === today;
  if (!touchesToday) return 'wrong_date';
  return period.minutes >= 60 ? 'verified' : 'too_short';
}

function chooseTown(rng: Rng, layout: Layout | null): Town {
  if (layout?.towns) return rng.pick(TOWNS.filter((town) => layout.towns!.includes(town.name)));
  const region = layout?.region ?? 'any';
  const pool = region === 'any' ? TOWNS : TOWNS.filter((town) => town.region === region);
  return rng.pick(pool);
}

function chooseDateStyle(rng: Rng, styles: DateStyle[], days: string[], today: string): DateStyle {
  const otherYear = days.some((day) => day.slice(0, 4) !== today.slice(0, 4));
  // A date printed without a year cannot say it is last year's.
  const usable = otherYear ? styles.filter((style) => !YEARLESS.includes(style)) : styles;
  return usable.length ? rng.pick(usable) : 'dd/mm/yyyy';
}

/** Plans `count` images: balanced over layouts, outcomes by weight. Cheap and deterministic. */
export function planCorpus(options: CorpusOptions): Plan[] {
  const layouts = LAYOUTS.filter(
    (layout) =>
      (!options.layout || layout.id.includes(options.layout)) &&
      (!options.family || layout.family === options.family),
  );
  const lookalikes = LOOKALIKES.filter(
    (item) =>
      (!options.layout || item.id.includes(options.layout)) &&
      (!options.family || item.family === options.family),
  );
  if (layouts.length === 0 && lookalikes.length === 0) throw new Error('No layout matches the filter');
  const now = stampOf(options.now);
  const planner = createRng(`${options.seed}/plan`);
  const used = new Map<string, number>();
  const leastUsed = <T extends { id: string }>(items: T[], rng: Rng): T => {
    const fewest = Math.min(...items.map((item) => used.get(item.id) ?? 0));
    return rng.pick(items.filter((item) => (used.get(item.id) ?? 0) === fewest));
  };
  const plans: Plan[] = [];
  for (let index = 0; plans.length < options.count; index++) {
    const rng = createRng(`${options.seed}#${index}`);
    const weights = OUTCOMES.map(
      (outcome) =>
        [
          outcome,
          outcome === 'not_parking_ticket'
            ? lookalikes.length
              ? OUTCOME_WEIGHTS[outcome]
              : 0
            : layouts.length
              ? OUTCOME_WEIGHTS[outcome]
              : 0,
        ] as const,
    );
    const expected = planner.weighted(weights);
    if (expected === 'not_parking_ticket') {
      const lookalike = leastUsed(lookalikes, planner);
      const town = chooseTown(rng, null);
      const latest = now.min - 10;
      const at: Stamp =
        rng.chance(0.75) && latest >= 7 * 60
          ? { day: now.day, min: rng.int(7 * 60, latest) }
          : { day: addDays(now.day, -rng.int(1, 4)), min: rng.int(8 * 60, 20 * 60) };
      used.set(lookalike.id, (used.get(lookalike.id) ?? 0) + 1);
      plans.push({
        index,
        id: `${String(plans.length).padStart(4, '0')}-${lookalike.id}`,
        expected,
        source: { type: 'lookalike', lookalike },
        layoutId: lookalike.id,
        family: lookalike.family,
        kind: 'lookalike',
        situation: 'lookalike',
        period: null,
        at,
        town,
        placeMode: 'town',
        postcode: postcodeFor(town, rng),
        dateStyle: rng.pick(lookalike.dateStyles),
        unreadable: null,
        dark: rng.chance(0.4),
        shotAt: at,
      });
      continue;
    }
    const layout = leastUsed(layouts, planner);
    let drawn: ReturnType<typeof drawPeriod> = null;
    for (let attempt = 0; attempt < 25 && !drawn; attempt++) drawn = drawPeriod(expected, layout, now, rng);
    if (!drawn) continue; // impossible at this `now` (e.g. an exit receipt at 00:10): skip the slot
    used.set(layout.id, (used.get(layout.id) ?? 0) + 1);
    const { period, situation } = drawn;
    const truth = outcomeOfPeriod(period, now.day);
    if (truth !== (expected === 'unreadable' ? 'verified' : expected)) {
      throw new Error(`Label check failed for ${layout.id}: planned ${expected}, period says ${truth}`);
    }
    if (layout.endedBeforeNow && before(now, period.end)) throw new Error(`${layout.id}: exit after now`);
    if (before(now, period.start)) throw new Error(`${layout.id}: starts after now`);
    const town = chooseTown(rng, layout);
    const placeMode = rng.weighted<PlaceMode>(
      (layout.placeModes ?? (['town+postcode', 'town', 'postcode', 'none'] as PlaceMode[])).map(
        (mode) => [mode, { 'town+postcode': 40, town: 25, postcode: 20, none: 15 }[mode]] as const,
      ),
    );
    // The screenshot or photo: during the session or after it, never after now.
    const sessionEnd = before(period.end, now) ? period.end : now;
    const upTo = (sessionEnd.day === period.start.day ? sessionEnd.min : 1439) - 1;
    const shotAt: Stamp =
      layout.kind === 'barrier'
        ? sessionEnd
        : {
            day: period.start.day,
            min: Math.max(period.start.min + 1, Math.min(upTo, period.start.min + rng.int(2, 200))),
          };
    plans.push({
      index,
      id: `${String(plans.length).padStart(4, '0')}-${layout.id}-${expected}`,
      expected,
      source: { type: 'layout', layout },
      layoutId: layout.id,
      family: layout.family,
      kind: layout.kind,
      situation,
      period,
      at: null,
      town,
      placeMode,
      postcode: postcodeFor(town, rng),
      dateStyle: chooseDateStyle(rng, layout.dateStyles, [period.start.day, period.end.day], now.day),
      unreadable: expected === 'unreadable' ? rng.pick<Unreadable>(['blur', 'tiny', 'dark', 'shake']) : null,
      dark: rng.chance(0.4),
      shotAt,
    });
  }
  return plans;
}

export interface Rendered {
  plan: Plan;
  image: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  effects: string[];
  /** The town printed (null: none), and the postcode printed (null: none). */
  printedTown: string | null;
  printedPostcode: string | null;
  renderMs: number;
}

export function buildDoc(
  plan: Plan,
  options: CorpusOptions,
): { doc: Doc; printedTown: string | null; printedPostcode: string | null } {
  const rng = createRng(`${options.seed}#${plan.index}/content`);
  const now = stampOf(options.now);
  const seed = Math.floor(rng.next() * 2 ** 31);
  if (plan.source.type === 'lookalike') {
    const ctx: LookContext = {
      rng,
      now: options.now,
      nowStamp: now,
      at: plan.at!,
      town: plan.town,
      postcode: plan.postcode,
      vrm: registration(rng),
      seed,
      dark: plan.dark,
      dateStyle: plan.dateStyle,
    };
    return { doc: plan.source.lookalike.render(ctx), printedTown: plan.town.name, printedPostcode: null };
  }
  const layout = plan.source.layout;
  const showTown = plan.placeMode === 'town' || plan.placeMode === 'town+postcode';
  const showPostcode = plan.placeMode === 'postcode' || plan.placeMode === 'town+postcode';
  const ctx: TicketContext = {
    rng,
    now: options.now,
    nowStamp: now,
    period: plan.period!,
    town: plan.town,
    carPark: rng.pick(plan.town.carParks),
    townName: showTown ? plan.town.name : null,
    postcode: showPostcode ? plan.postcode : null,
    vrm: registration(rng),
    seed,
    dark: plan.dark,
    dateStyle: plan.dateStyle,
    timeStyle: rng.pick<TimeStyle>(layout.timeStyles ?? ['24']),
    durationStyle: rng.pick<DurationStyle>(layout.durationStyles ?? ['hours', 'hm']),
    shotAt: plan.shotAt,
  };
  return { doc: layout.render(ctx), printedTown: ctx.townName, printedPostcode: ctx.postcode };
}

export async function renderPlan(plan: Plan, options: CorpusOptions): Promise<Rendered> {
  const started = performance.now();
  const { doc, printedTown, printedPostcode } = buildDoc(plan, options);
  const shot = await shoot(doc, createRng(`${options.seed}#${plan.index}/photo`), {
    unreadable: plan.unreadable,
  });
  return {
    plan,
    image: shot.image,
    format: shot.format,
    width: shot.width,
    height: shot.height,
    effects: shot.effects,
    printedTown,
    printedPostcode,
    renderMs: Math.round(performance.now() - started),
  };
}
