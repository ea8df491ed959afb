// Samples a parking period that gives the wanted outcome, is consistent with "now" and keeps
// clear of every boundary (midnight, the one-hour threshold, clock changes).
import { DAY, midnightOf, minuteOfDay, outcomeOfPeriod, sameOffset } from './london-time.ts';
import type { Rng } from './rng.ts';
import type { PeriodRule } from './types.ts';

export type PeriodOutcome = 'verified' | 'wrong_date' | 'too_short';

const VERIFIED_FREE: [number, number] = [78, 420];
const SHORT_FREE: [number, number] = [10, 47];

function dayOffset(rule: PeriodRule, outcome: PeriodOutcome, rng: Rng): number {
  if (outcome === 'too_short') return 0;
  if (outcome === 'verified') return rng.chance(0.3) ? -1 : 0;
  if (rule.timing === 'booked' && rng.chance(0.35)) return rng.int(1, 20);
  const r = rng.next();
  if (r < 0.3) return -1;
  if (r < 0.6) return -rng.int(2, 6);
  if (r < 0.9) return -rng.int(7, 45);
  return -rng.int(300, 380);
}

function startMinute(rule: PeriodRule, rng: Rng): number {
  const g = rule.grid ?? 1;
  const between = (a: number, b: number) => Math.round(rng.int(a, b) / g) * g;
  switch (rule.pattern) {
    case 'overnight':
      return between(17 * 60, 23 * 60 + 20);
    case 'allday':
      return between(6 * 60 + 30, 13 * 60);
    case 'stay':
      return between(13 * 60, 21 * 60 + 30);
    case 'trip':
      return between(3 * 60 + 30, 21 * 60);
    case 'event':
      return between(8 * 60 + 30, 14 * 60);
    default:
      return rng.chance(0.85) ? between(7 * 60, 19 * 60) : between(40, 23 * 60 + 10);
  }
}

function endFor(
  rule: PeriodRule,
  outcome: PeriodOutcome,
  start: number,
  dayOff: number,
  rng: Rng,
): number | null {
  const day = midnightOf(start);
  switch (rule.pattern) {
    case 'band': {
      const list = outcome === 'too_short' ? rule.short : rule.bands;
      if (!list?.length) return null;
      return start + rng.pick(list);
    }
    case 'free': {
      if (outcome === 'too_short') return start + rng.int(...SHORT_FREE);
      if (rule.overnightOk && dayOff === -1 && rng.chance(0.7)) return start + rng.int(600, 1100);
      return start + rng.int(...VERIFIED_FREE);
    }
    case 'overnight':
      return outcome === 'too_short' ? null : day + DAY + (rule.endAt ?? 480);
    case 'allday':
    case 'event':
      return outcome === 'too_short' ? null : day + (rule.endAt ?? 1140);
    case 'stay':
      return outcome === 'too_short'
        ? null
        : day + DAY * rng.int(1, 3) + (rule.endAt ?? rng.pick([600, 660, 720]));
    case 'trip':
      return outcome === 'too_short' ? null : day + DAY * rng.int(1, 9) + rng.int(5 * 60, 23 * 60);
  }
}

export function supports(rule: PeriodRule, outcome: PeriodOutcome): boolean {
  if (outcome !== 'too_short') return true;
  return rule.pattern === 'free' || (rule.pattern === 'band' && !!rule.short?.length);
}

export function samplePeriod(
  rule: PeriodRule,
  outcome: PeriodOutcome,
  nowWall: number,
  rng: Rng,
): { start: number; end: number } | null {
  const today = midnightOf(nowWall);
  for (let i = 0; i < 400; i++) {
    const off = dayOffset(rule, outcome, rng);
    const start = today + off * DAY + startMinute(rule, rng);
    const end = endFor(rule, outcome, start, off, rng);
    if (end === null) return null;
    const len = end - start;
    const ms = minuteOfDay(start);
    const me = minuteOfDay(end);
    if (ms < 20 || ms > DAY - 20 || me < 20 || me > DAY - 20) continue;
    if (!sameOffset(start, end)) continue;
    if (outcomeOfPeriod(start, end, nowWall) !== outcome) continue;
    if (outcome === 'too_short' ? len > 50 : len < 75) continue;
    if ((rule.timing === 'purchase' || rule.timing === 'session') && start > nowWall - 3) continue;
    if (rule.timing === 'exit' && end > nowWall - 3) continue;
    if (outcome === 'verified' && start < today && end < today + 30) continue;
    if (outcome === 'wrong_date' && start > nowWall && start < today + DAY + 30) continue;
    if (outcome === 'wrong_date' && end < today && end > today - 30) continue;
    return { start, end };
  }
  return null;
}
