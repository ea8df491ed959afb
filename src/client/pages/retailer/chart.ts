import type { RedemptionDay } from '#contracts/retailer-portal.ts';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-14' → '14 Mar' (a London calendar day, so it is read as a plain date, not an instant). */
export function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T12:00:00Z`));
}

/** '2026-03-14' → 'Sat 14 Mar'. */
export function longDay(day: string): string {
  return longDayLabel.format(new Date(`${day}T12:00:00Z`));
}

/**
 * A round, even top for the y axis (4, 6, 8, 10, 20, 40 …), so its middle line is a whole number
 * too; at least 4, so a handful of redemptions still looks like a handful.
 */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [2, 4, 6, 8, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** The text a screen reader (and everyone) gets instead of reading the bars. */
export function chartSummary(days: readonly RedemptionDay[]): string {
  const total = days.reduce((sum, day) => sum + day.redemptions, 0);
  if (total === 0) return `No redemptions in the last ${days.length} days.`;
  const busiest = days.reduce((best, day) => (day.redemptions > best.redemptions ? day : best));
  const activeDays = days.filter((day) => day.redemptions > 0).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(total, 'redemption')} in the last ${days.length} days, on ${plural(activeDays, 'day')}. Busiest day: ${longDay(busiest.day)} with ${busiest.redemptions}.`;
}
