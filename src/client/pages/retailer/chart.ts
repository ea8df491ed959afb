import type { RedemptionDay } from '#contracts/retailer-portal.ts';
import { plainDate } from '#client/lib/calendar-day.ts';

const longDayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-14' → 'Sat 14 Mar'. */
export function longDay(day: string): string {
  return longDayLabel.format(plainDate(day));
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
