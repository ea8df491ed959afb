// Parking periods for each print style and expected outcome, relative to London "now".
import { type Abs, dayStart } from './dates.ts';
import type { Rng } from './rng.ts';

export type PStyle =
  | 'tariff' // purchased at an odd minute, a tariff length (P&D, meter)
  | 'stay' // entry and exit both in the past (barrier / pay on foot receipts)
  | 'session' // app session: started before now, may end after now
  | 'allday' // purchased today, valid to 23:59 or midnight
  | '24h' // 24-hour ticket
  | 'multiday' // pre-booked, days long
  | 'hotel' // arrival afternoon, departure next morning(s)
  | 'event' // issued at the gate, valid until late evening
  | 'lastbus' // park & ride, valid until the last bus
  | 'scratch' // quarter-hour start, 1-4 h or all day
  | 'maxstay' // entry + max stay (supermarket)
  | 'overnight'; // evening until 8am

export interface Period {
  start: Abs;
  end: Abs;
  note: string;
}

const TARIFFS = [60, 60, 90, 120, 120, 180, 240, 300, 360, 480, 600];
const SHORT_T = [20, 30, 30, 40, 45, 50, 55];

function roundTo(a: Abs, q: number): Abs {
  return Math.floor(a / q) * q;
}

function dur(rng: Rng, style: PStyle, short: boolean): number {
  if (short) return style === 'stay' || style === 'session' ? rng.int(20, 55) : rng.pick(SHORT_T);
  switch (style) {
    case 'stay':
      return rng.chance(0.08) ? 60 : rng.int(61, 420);
    case 'session':
      return rng.pick([60, 60, 90, 120, 150, 180, 240, 300, 75, 135]);
    case 'scratch':
      return rng.pick([60, 60, 120, 180, 240]);
    case 'maxstay':
      return rng.pick([60, 90, 120, 120, 180, 240]);
    default:
      return rng.pick(TARIFFS);
  }
}

/** A period touching the day `today` (start of day) with clock `now`; short = under an hour. */
function around(rng: Rng, style: PStyle, today: Abs, now: Abs, short: boolean): Period {
  const early = now - today < 6 * 60 + 40;
  const lo = today + rng.int(6 * 60 + 30, 9 * 60 + 30);
  if (early && !short) {
    // Before 06:40: an overnight period from yesterday evening.
    const s = today - rng.int(60, 6 * 60);
    const e = style === '24h' ? s + 1440 : today + 8 * 60;
    return { start: s, end: e, note: 'overnight from yesterday' };
  }
  const d = dur(rng, style, short);
  const hi = now - 5;
  const pickStart = (from: Abs, to: Abs): Abs =>
    to <= from ? Math.max(today + 1, Math.min(from, to)) : rng.int(from, to);
  switch (style) {
    case 'stay': {
      if (short || rng.chance(0.85)) {
        const s = pickStart(Math.min(lo, hi - d), hi - d);
        return { start: s, end: s + d, note: 'entry and exit today' };
      }
      const s = today - rng.int(2 * 60, 7 * 60);
      const e = Math.max(today + 30, Math.min(hi, today + rng.int(7 * 60, 10 * 60)));
      return { start: s, end: e, note: 'overnight stay ending today' };
    }
    case 'allday': {
      const s = pickStart(Math.min(lo, hi), hi);
      return { start: s, end: rng.chance(0.6) ? today + 1439 : today + 1440, note: 'all day' };
    }
    case '24h': {
      if (rng.chance(0.4)) {
        const s = today - 1440 + rng.int(Math.min(now - today + 10, 1300), 1380);
        return { start: s, end: s + 1440, note: '24 h started yesterday, runs into today' };
      }
      const s = pickStart(Math.min(lo, hi), hi);
      return { start: s, end: s + 1440, note: '24 h from today' };
    }
    case 'multiday': {
      const days = rng.int(2, 12);
      const mode = rng.pick(['starts', 'through', 'ends']);
      if (mode === 'starts') {
        const s = roundTo(pickStart(Math.min(today + 4 * 60, hi), hi), 15);
        return {
          start: s,
          end: roundTo(s + days * 1440 + rng.int(-300, 600), 15),
          note: `${days} days from today`,
        };
      }
      if (mode === 'through') {
        const back = rng.int(1, days - 1);
        const s = roundTo(today - back * 1440 + rng.int(4 * 60, 12 * 60), 15);
        return {
          start: s,
          end: roundTo(today + (days - back) * 1440 + rng.int(6 * 60, 22 * 60), 15),
          note: 'runs through today',
        };
      }
      const s = roundTo(today - days * 1440 + rng.int(4 * 60, 12 * 60), 15);
      return { start: s, end: roundTo(today + rng.int(8 * 60, 23 * 60), 15), note: 'ends today' };
    }
    case 'hotel': {
      const nights = rng.int(1, 3);
      const arrMin = rng.int(14 * 60, 21 * 60);
      const back = now - today >= arrMin + 10 ? rng.int(0, nights) : rng.int(1, nights);
      const s = today - back * 1440 + arrMin;
      return {
        start: s,
        end: s - arrMin + nights * 1440 + rng.pick([600, 630, 660, 720]),
        note: `${nights} night(s)`,
      };
    }
    case 'event': {
      const endMin = rng.pick([22 * 60, 22 * 60 + 30, 23 * 60, 23 * 60 + 59, 1440]);
      const s = pickStart(Math.min(today + rng.int(8 * 60, 13 * 60), hi), Math.min(hi, today + endMin - 90));
      return { start: s, end: today + endMin, note: 'event day' };
    }
    case 'lastbus': {
      const endMin = rng.pick([18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60, 20 * 60 + 30, 23 * 60]);
      const s = pickStart(Math.min(lo, hi), Math.min(hi, today + endMin - 90));
      return { start: s, end: today + endMin, note: 'until last bus' };
    }
    case 'overnight': {
      const s = today - rng.int(60, 6 * 60);
      return { start: s, end: today + 8 * 60, note: 'overnight until 8am' };
    }
    case 'scratch': {
      const s = roundTo(pickStart(Math.min(lo, hi), hi), 15);
      return { start: s, end: s + d, note: 'scratch card' };
    }
    default: {
      const s = pickStart(Math.min(lo, hi), hi);
      return { start: s, end: s + d, note: short ? 'short' : 'today' };
    }
  }
}

export type WrongRef = 'yesterday' | 'last-week' | 'days-ago' | 'last-year';

export function makePeriod(
  rng: Rng,
  style: PStyle,
  expected: 'verified' | 'wrong_date' | 'too_short' | 'unreadable',
  nowAbs: Abs,
  canLastYear: boolean,
): Period & { ref?: WrongRef } {
  const today = dayStart(nowAbs);
  if (expected === 'too_short') {
    const p = around(rng, style, today, nowAbs, true);
    if (p.end <= today) return { start: today + 5, end: today + 5 + (p.end - p.start), note: p.note };
    return p;
  }
  if (expected !== 'wrong_date') {
    const p = around(rng, style, today, nowAbs, false);
    if (p.end < today + 30) p.end = today + 30 + rng.int(0, 120);
    return p;
  }
  const refs: WrongRef[] = canLastYear
    ? ['yesterday', 'last-week', 'days-ago', 'last-year']
    : ['yesterday', 'last-week', 'days-ago'];
  const ref = rng.weighted(refs.map((r) => [r, r === 'yesterday' ? 3 : 2] as const));
  let day = today;
  if (ref === 'yesterday') day = today - 1440;
  else if (ref === 'last-week') day = today - 7 * 1440;
  else if (ref === 'days-ago') day = today - rng.int(2, 20) * 1440;
  else {
    const d = new Date(Math.floor(today / 1440) * 86400000);
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    day = (d.getTime() / 86400000) * 1440;
  }
  const p = around(rng, style, day, day + rng.int(19 * 60, 23 * 60), false);
  while (p.end >= today) {
    p.start -= 1440;
    p.end -= 1440;
  }
  return { ...p, note: `${ref}: ${p.note}`, ref };
}
