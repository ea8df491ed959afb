import { type Figure, SUPPRESSED } from '#contracts/town-reports.ts';
import { plainDate, shortDay } from '#client/lib/calendar-day.ts';
import { formatDate, formatDateTime, formatMoney, formatTime } from '#client/lib/format.ts';

/** A figure the report shows (a number), as opposed to "fewer than 5". */
export const isShown = (figure: Figure): figure is number => typeof figure === 'number';

const counter = new Intl.NumberFormat('en-GB');
export const countText = (figure: Figure) => (isShown(figure) ? counter.format(figure) : SUPPRESSED);
export const moneyText = (figure: Figure) => (isShown(figure) ? formatMoney(figure) : SUPPRESSED);

// Report days are London calendar days (YYYY-MM-DD): read at noon UTC, shown in UTC, never shift.
const fullDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** '14 Mar 2026'. */
export const dayText = (day: string) => fullDate.format(plainDate(day));
/** '14 Mar'. */
export const shortDayText = shortDay;
/** '9 Mar – 15 Mar 2026'. */
export const weekText = (start: string, end: string) => `${shortDayText(start)} – ${dayText(end)}`;
/** 'March 2026'. */
export const monthText = (month: string) => monthYear.format(plainDate(`${month}-15`));
/** 'Mar'. */
export const shortMonthText = (month: string) => shortMonth.format(plainDate(`${month}-15`));
/** '09:00'. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** When a link stops working: 'the end of 24 Feb 2027' for a chosen date (London midnight), else the time. */
export function untilText(iso: string): string {
  if (formatTime(iso) !== '00:00') return formatDateTime(iso);
  return `the end of ${formatDate(new Date(new Date(iso).getTime() - 1))}`;
}
