import { LONDON_TZ } from '#contracts/constants.ts';

/** The one source of "now". Rules take a Clock (or a Date) so tests can fix time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(
  at: Date | string,
): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Europe/London as YYYY-MM-DD (a ticket bought at 00:30 BST is that day's). */
export function londonDay(at: Date): string {
  return dayFormatter.format(at);
}

/** The calendar month in Europe/London as YYYY-MM. */
export function londonMonth(at: Date): string {
  return londonDay(at).slice(0, 7);
}

/** Offset of London from UTC at an instant, in minutes (0 in GMT, 60 in BST). */
function londonOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant a London wall-clock time happens, e.g. londonTime('2026-03-14', '18:00'). */
export function londonTime(day: string, hhmm = '00:00'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const guess = new Date(Date.UTC(year, month - 1, date, hour, minute));
  const offset = londonOffsetMinutes(guess);
  const candidate = new Date(guess.getTime() - offset * 60000);
  // Re-check once: near a clock change the offset at the candidate may differ from the guess.
  const corrected = londonOffsetMinutes(candidate);
  return corrected === offset ? candidate : new Date(guess.getTime() - corrected * 60000);
}

/** The first instant of the London day that contains `at`. */
export function startOfLondonDay(at: Date): Date {
  return londonTime(londonDay(at));
}

/** Milliseconds from `at` to the end of its London day: the window of a count that ends with the day. */
export function msLeftInLondonDay(at: Date): number {
  return londonTime(addDays(londonDay(at), 1)).getTime() - at.getTime();
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
