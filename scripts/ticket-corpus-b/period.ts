// Parking periods for each expected outcome, relative to a London "now".
import { addDays, addMin, at, diffMin, minOfDay, type W } from './dates.ts';
import type { Rng } from './rng.ts';
import type { Outcome, PeriodKind } from './types.ts';

export interface Period {
  start: W;
  end: W;
}

function todayStart(rng: Rng, now: W, earliest: number, lookback = 600): W | null {
  const nm = minOfDay(now);
  const hi = nm - 5;
  const lo = Math.max(earliest, nm - lookback);
  if (hi < lo) return null;
  const m = rng.int(lo, hi);
  return at(now, Math.floor(m / 60), m % 60);
}

const atMin = (day: W, m: number): W => addMin(at(day, 0, 0), m);

function verifiedSession(rng: Rng, now: W, durations: () => number): Period {
  const d = durations();
  const s = todayStart(rng, now, 6 * 60);
  if (s) return { start: s, end: addMin(s, d) };
  // very early in the London day: a session from late yesterday running into today
  const y = addDays(now, -1);
  const sm = rng.int(20 * 60, 23 * 60 + 30);
  const start = atMin(y, sm);
  const minD = 1440 - sm + 20;
  return { start, end: addMin(start, Math.max(d, minD + rng.int(0, 120))) };
}

const TARIFF = [60, 60, 120, 120, 180, 180, 240, 300, 360, 480, 600];
const SHORT_TARIFF = [20, 30, 30, 40, 45, 50];

function freeMinutes(rng: Rng): number {
  return rng.weighted<number>([
    [60, 1.2],
    [rng.int(61, 240), 4],
    [rng.int(241, 620), 2],
  ]);
}

export function genPeriod(rng: Rng, pk: PeriodKind, outcome: Outcome, now: W): Period {
  const today = at(now, 0, 0);
  const nm = minOfDay(now);
  if (outcome === 'too_short') {
    const d = pk === 'tariff' ? rng.pick(SHORT_TARIFF) : rng.int(20, 55);
    const lo = Math.max(0, Math.min(6 * 60, nm - 10));
    const s = todayStart(rng, now, lo, 480) ?? at(now, now.hh, 0);
    return { start: s, end: addMin(s, d) };
  }
  if (outcome === 'wrong_date') {
    const base: W = rng.weighted<W>([
      [addDays(today, -1), 4],
      [addDays(today, -rng.int(2, 6)), 2],
      [addDays(today, -7), 2],
      [{ ...today, y: today.y - 1, d: today.m === 2 && today.d === 29 ? 28 : today.d }, 2],
    ]);
    switch (pk) {
      case 'multiday': {
        const start = atMin(addDays(base, -rng.int(2, 8)), rng.int(5 * 60, 12 * 60));
        return { start, end: atMin(base, rng.int(9 * 60, 22 * 60)) };
      }
      case 'hotel':
        return {
          start: atMin(addDays(base, -rng.int(1, 2)), rng.int(14 * 60, 20 * 60)),
          end: atMin(base, rng.int(9 * 60, 12 * 60)),
        };
      case 'overnight':
        return {
          start: atMin(addDays(base, -1), rng.int(17 * 60, 23 * 60)),
          end: atMin(base, rng.int(6 * 60, 10 * 60)),
        };
      case 'allday': {
        const start = atMin(base, rng.int(7 * 60, 11 * 60));
        return { start, end: at(base, 23, 59) };
      }
      case 'event': {
        const start = atMin(base, rng.int(8 * 60, 13 * 60));
        return { start, end: atMin(base, rng.int(18 * 60, 23 * 60)) };
      }
      default: {
        const d = pk === 'tariff' ? rng.pick(TARIFF.slice(0, 8)) : rng.int(60, 300);
        const start = atMin(base, rng.int(7 * 60, 23 * 60 - d));
        return { start, end: addMin(start, d) };
      }
    }
  }
  // verified (and unreadable, which shows a verified-like period)
  switch (pk) {
    case 'session':
      return verifiedSession(rng, now, () => freeMinutes(rng));
    case 'tariff':
      return verifiedSession(rng, now, () => rng.pick(TARIFF));
    case 'allday': {
      const s = todayStart(rng, now, 7 * 60, 11 * 60);
      const v = rng.int(0, 3);
      if (s) {
        const early = minOfDay(s) <= 22 * 60;
        if (v === 0 && early) return { start: s, end: at(s, 23, 59) };
        if (v === 1) return { start: s, end: addMin(s, 1440) };
        if (v === 2 && early) return { start: s, end: addDays(at(s, 0, 0), 1) }; // until midnight
        if (minOfDay(s) >= 15 * 60) return { start: s, end: at(addDays(s, 1), 8, 0) }; // until 8am tomorrow
        return { start: s, end: addMin(s, 1440) };
      }
      const y = atMin(addDays(today, -1), rng.int(16 * 60, 22 * 60));
      return v % 2 ? { start: y, end: addMin(y, 1440) } : { start: y, end: at(today, 8, 0) };
    }
    case 'overnight': {
      const start = atMin(addDays(today, -1), rng.int(17 * 60, 23 * 60 + 20));
      return { start, end: atMin(today, rng.int(6 * 60, 11 * 60)) };
    }
    case 'multiday': {
      const back = rng.int(0, 6);
      let start = atMin(addDays(today, -back), rng.int(4 * 60, 12 * 60));
      if (back === 0 && diffMin(start, now) < 5) start = atMin(addDays(today, -1), rng.int(5 * 60, 12 * 60));
      const fwd = rng.int(back === 0 ? 1 : 0, 9);
      let end = atMin(addDays(today, fwd), rng.int(9 * 60, 23 * 60));
      if (fwd === 0 && diffMin(end, now) < 0) end = atMin(addDays(today, 1), rng.int(9 * 60, 23 * 60));
      return { start, end };
    }
    case 'hotel': {
      const nights = rng.int(1, 2);
      const start = atMin(addDays(today, -nights), rng.int(14 * 60, 21 * 60));
      const end = rng.chance(0.7)
        ? atMin(today, rng.int(10 * 60, 12 * 60))
        : atMin(addDays(today, 1), rng.int(10 * 60, 12 * 60));
      return { start, end };
    }
    case 'event': {
      const s = todayStart(rng, now, 8 * 60, 9 * 60);
      if (s && minOfDay(s) <= 17 * 60) {
        const endM = Math.max(minOfDay(s) + 120, rng.int(18 * 60, 23 * 60 + 30));
        return { start: s, end: atMin(today, Math.min(endM, 23 * 60 + 59)) };
      }
      const start = atMin(addDays(today, -1), rng.int(16 * 60, 19 * 60));
      return { start, end: atMin(today, rng.int(20, 90)) };
    }
  }
  void nm;
  throw new Error('unreachable');
}
