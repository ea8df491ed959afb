// Small helpers shared by the layouts.
import { type Abs, dayStart, type DurStyle, fmtDate, fmtDur } from './dates.ts';
import type { Ctx } from './types.ts';

export const sameDay = (c: Ctx) =>
  dayStart(c.start) === dayStart(c.end) || c.end === dayStart(c.start) + 1440;
export const isAllDay = (c: Ctx) => c.end - dayStart(c.start) === 1439 || c.end - dayStart(c.start) === 1440;
export const isMidnight = (c: Ctx) => c.end - dayStart(c.start) === 1440;

export function band(min: number): string {
  if (min < 60) return `Up to ${min} mins`;
  if (min % 60 === 0) return `Up to ${min / 60} ${min === 60 ? 'hour' : 'hours'}`;
  return `Up to ${fmtDur(min, 'hrs')}`;
}

export function dur(c: Ctx, styles: DurStyle[]): string {
  return fmtDur(c.minutes, c.rng.pick(styles));
}

export const ticketNo = (c: Ctx, n = 6) => c.rng.digits(n);

/** A distracting earlier date: booking made days before the start. */
export function bookedAt(c: Ctx): Abs {
  return dayStart(c.start) - c.rng.int(3, 24) * 1440 + c.rng.int(7 * 60, 22 * 60);
}

/** Card expiry "MM/YY" a couple of years ahead. */
export function cardExp(c: Ctx): string {
  const y = (Math.floor(c.today / 1440 / 365.25) + 1970 + c.rng.int(1, 4)) % 100;
  return `${String(c.rng.int(1, 12)).padStart(2, '0')}/${String(y).padStart(2, '0')}`;
}

/** "Offer ends" / "Tariff from" dates, far from today. */
export function otherDate(c: Ctx, ahead: boolean): string {
  const a = c.today + (ahead ? c.rng.int(20, 120) : -c.rng.int(100, 600)) * 1440;
  return fmtDate(a, c.rng.pick(['dmy4', 'd_mon_y', 'dmy2'] as const));
}

export const vat = (c: Ctx) => `VAT No. GB ${c.rng.digits(3)} ${c.rng.digits(4)} ${c.rng.digits(2)}`;
