// Builds the drawing context of a case from its spec (render side) — deterministic in seed + id + now.
import { AIRPORTS, PLACES } from './data.ts';
import { type Abs, absOf, dayStart, fmtDate, fmtTime, londonAbs, pickDate, wall } from './dates.ts';
import { Rng } from './rng.ts';
import type { CaseSpec, Ctx, LayoutDef } from './types.ts';

export function parseWall(s: string): Abs {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(s);
  if (!m) throw new Error(`bad wall time ${s}`);
  return absOf(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]) * 60 + Number(m[5]));
}

/** Look-alike documents: an event today, before now, often with a duration. */
export function lookalikeTimes(rng: Rng, nowAbs: Abs): { start: Abs; end: Abs } {
  const today = dayStart(nowAbs);
  const span = nowAbs - today;
  const d = rng.pick([15, 20, 30, 45, 60, 90, 120, 150, 180, 240]);
  const s =
    span > 8 * 60
      ? today + rng.int(7 * 60, Math.max(7 * 60, span - 10))
      : today + rng.int(0, Math.max(1, span - 2));
  return { start: s, end: s + d };
}

export function buildCtx(spec: CaseSpec, def: LayoutDef, seed: string, now: Date): Ctx {
  const rng = new Rng(`${seed}|${spec.id}|draw`);
  const nowAbs = londonAbs(now);
  const today = dayStart(nowAbs);
  let start: Abs;
  let end: Abs;
  if (spec.truth.start && spec.truth.end) {
    start = parseWall(spec.truth.start);
    end = parseWall(spec.truth.end);
  } else ({ start, end } = lookalikeTimes(new Rng(`${seed}|${spec.id}|times`), nowAbs));
  const town = spec.truth.town;
  const airport = AIRPORTS.find((a) => a.town === town && a.postcode === spec.truth.postcode) ?? null;
  const place =
    PLACES.find((p) => p.town === town) ??
    rng.pick(
      PLACES.filter((p) =>
        def.loc === 'welsh' ? p.region === 'wal' : def.loc === 'scot' ? p.region === 'sco' : true,
      ),
    );
  const ty = wall(today).y;
  const yearOk = wall(start).y === ty && wall(end).y === ty;
  const code = String(rng.int(1000, 99999));
  const c: Ctx = {
    rng,
    spec,
    now: nowAbs,
    today,
    start,
    end,
    minutes: end - start,
    town,
    postcode: spec.truth.postcode,
    place,
    airport,
    reg: rng.reg(),
    yearOk,
    dark: spec.conditions.includes('dark-mode'),
    dot: spec.conditions.includes('dot-matrix'),
    screenW: spec.conditions.includes('screenshot-828') ? 828 : 1170,
    screenH: spec.conditions.includes('screenshot-828') ? 1792 : 2532,
    date(styles) {
      const st = pickDate(rng, styles, yearOk);
      return (a) => fmtDate(a, st);
    },
    time(styles, words = false) {
      const st = rng.pick(styles);
      return (a) => fmtTime(a, st, words);
    },
    money(lo, hi) {
      return `£${(rng.int(Math.round(lo * 10), Math.round(hi * 10)) / 10).toFixed(2)}`;
    },
    where() {
      if (!town) return spec.genuine ? [`Location code ${code}`] : [];
      const lines = [`${place.street}, ${town}`];
      if (spec.truth.postcode) lines.push(spec.truth.postcode);
      return lines;
    },
    code,
  };
  return c;
}
