import { LONDON_TZ } from '#contracts/constants.ts';
import { formatDate, formatDateTime, formatTime } from '#client/lib/format.ts';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's London date as YYYY-MM-DD (what a date input holds), whatever zone the browser runs in. */
export function londonToday(now = new Date()): string {
  return dayFormatter.format(now);
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The same date next year (the 28th for 29 February): the latest expiry the server allows. */
export function sameDateNextYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return new Date(Date.UTC(year + 1, month - 1, Math.min(date, last))).toISOString().slice(0, 10);
}

/** When a link stops working: 'End of 24 Feb 2027' for a chosen date (London midnight), else the time. */
export function expiryText(iso: string): string {
  if (formatTime(iso) !== '00:00') return formatDateTime(iso);
  return `End of ${formatDate(new Date(new Date(iso).getTime() - 1))}`;
}
