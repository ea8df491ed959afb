/**
 * London wall-clock stamps and the many ways UK tickets print dates, times and durations.
 * A Stamp is a London calendar day plus minutes after midnight; the corpus works in wall-clock
 * time, as the tickets print it.
 */
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';

export interface Stamp {
  /** YYYY-MM-DD, Europe/London. */
  day: string;
  /** Minutes after London midnight, 0..1439. */
  min: number;
}

/** The parking period a genuine ticket shows. */
export interface Period {
  start: Stamp;
  end: Stamp;
  /** Length of the stay in minutes (wall clock; periods across a clock change are never drawn). */
  minutes: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_CY = ['Sul', 'Llun', 'Maw', 'Mer', 'Iau', 'Gwe', 'Sad'];

const pad = (n: number) => String(n).padStart(2, '0');

export function londonMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

export function stampOf(at: Date): Stamp {
  return { day: londonDay(at), min: londonMinutes(at) };
}

/** A stamp `minutes` after (or before) another, rolling over days. */
export function shift(stamp: Stamp, minutes: number): Stamp {
  const total = stamp.min + minutes;
  const days = Math.floor(total / 1440);
  return { day: addDays(stamp.day, days), min: total - days * 1440 };
}

export function instantOf(stamp: Stamp): Date {
  return londonTime(stamp.day, `${pad(Math.floor(stamp.min / 60))}:${pad(stamp.min % 60)}`);
}

/** The period from `start` lasting `minutes`; null when it crosses a clock change (ambiguous). */
export function periodFrom(start: Stamp, minutes: number): Period | null {
  const end = shift(start, minutes);
  const real = (instantOf(end).getTime() - instantOf(start).getTime()) / 60000;
  if (Math.round(real) !== minutes) return null;
  return { start, end, minutes };
}

export function parts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return { year, month, date, weekday };
}

export type DateStyle =
  | 'dd/mm/yyyy' // 14/03/2026
  | 'dd/mm/yy' // 14/03/26
  | 'dd-mm-yyyy' // 14-03-2026
  | 'dd.mm.yy' // 14.03.26
  | 'dd.mm.yyyy' // 14.03.2026
  | 'd-Mon-yy' // 14-Mar-26
  | 'DD MON YYYY' // 14 MAR 2026
  | 'd Mon yyyy' // 14 Mar 2026
  | 'd Month yyyy' // 14 March 2026
  | 'Wkd d Mon' // Sat 14 Mar (no year)
  | 'Wkd d Mon yyyy' // Sat 14 Mar 2026
  | 'Wkd, d Mon' // Sat, 14 Mar (no year)
  | 'Weekday d Month yyyy' // Saturday 14 March 2026
  | 'Weekday dth Month' // Saturday 14th March (no year)
  | 'yyyy-mm-dd' // 2026-03-14
  | 'Mon d, yyyy' // Mar 14, 2026 (US-style apps)
  | 'DD-MON-YY' // 14-MAR-26 (rail)
  | 'cy'; // Sad 14 Maw 2026? no: Welsh weekday + numeric date: Sad 14/03/2026

/** Date styles that print no year: never used on a ticket from another year (undecidable). */
export const YEARLESS: readonly DateStyle[] = ['Wkd d Mon', 'Wkd, d Mon', 'Weekday dth Month'];

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export function formatDate(day: string, style: DateStyle): string {
  const { year, month, date, weekday } = parts(day);
  const yy = pad(year % 100);
  const mon = MONTHS[month - 1]!;
  switch (style) {
    case 'dd/mm/yyyy':
      return `${pad(date)}/${pad(month)}/${year}`;
    case 'dd/mm/yy':
      return `${pad(date)}/${pad(month)}/${yy}`;
    case 'dd-mm-yyyy':
      return `${pad(date)}-${pad(month)}-${year}`;
    case 'dd.mm.yy':
      return `${pad(date)}.${pad(month)}.${yy}`;
    case 'dd.mm.yyyy':
      return `${pad(date)}.${pad(month)}.${year}`;
    case 'd-Mon-yy':
      return `${date}-${mon}-${yy}`;
    case 'DD MON YYYY':
      return `${pad(date)} ${mon.toUpperCase()} ${year}`;
    case 'd Mon yyyy':
      return `${date} ${mon} ${year}`;
    case 'd Month yyyy':
      return `${date} ${MONTHS_LONG[month - 1]} ${year}`;
    case 'Wkd d Mon':
      return `${WEEKDAYS[weekday]} ${date} ${mon}`;
    case 'Wkd d Mon yyyy':
      return `${WEEKDAYS[weekday]} ${date} ${mon} ${year}`;
    case 'Wkd, d Mon':
      return `${WEEKDAYS[weekday]}, ${date} ${mon}`;
    case 'Weekday d Month yyyy':
      return `${WEEKDAYS_LONG[weekday]} ${date} ${MONTHS_LONG[month - 1]} ${year}`;
    case 'Weekday dth Month':
      return `${WEEKDAYS_LONG[weekday]} ${ordinal(date)} ${MONTHS_LONG[month - 1]}`;
    case 'yyyy-mm-dd':
      return day;
    case 'Mon d, yyyy':
      return `${mon} ${date}, ${year}`;
    case 'DD-MON-YY':
      return `${pad(date)}-${mon.toUpperCase()}-${yy}`;
    case 'cy':
      return `${WEEKDAYS_CY[weekday]} ${pad(date)}/${pad(month)}/${year}`;
  }
}

export type TimeStyle = '24' | '24dot' | '24sec' | '12' | '12upper' | '12compact';

export function formatTime(min: number, style: TimeStyle = '24'): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (style) {
    case '24':
      return `${pad(h)}:${pad(m)}`;
    case '24dot':
      return `${pad(h)}.${pad(m)}`;
    case '24sec':
      return `${pad(h)}:${pad(m)}:${pad((h * 7 + m * 13) % 60)}`;
    case '12':
    case '12upper':
    case '12compact': {
      const hour12 = h % 12 === 0 ? 12 : h % 12;
      const pm = h >= 12;
      if (style === '12') return `${hour12}:${pad(m)} ${pm ? 'PM' : 'AM'}`;
      if (style === '12upper') return `${hour12}:${pad(m)}${pm ? 'PM' : 'AM'}`;
      return `${hour12}:${pad(m)}${pm ? 'pm' : 'am'}`;
    }
  }
}

export type DurationStyle =
  | 'hours' // 2 hours / 1 hour / 90 mins
  | 'HRS' // 2 HRS / 30 MINS
  | 'hm' // 2h 26m
  | 'hrmin' // 2 hr 26 min
  | 'mins' // 146 mins
  | 'colon' // 2:26
  | 'dhm' // 0d 02:28 (Q-Park)
  | 'hcompact'; // 2h28 (Indigo)

export function formatDuration(minutes: number, style: DurationStyle): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  switch (style) {
    case 'hours':
      if (m === 0) return `${h} hour${h === 1 ? '' : 's'}`;
      if (h === 0) return `${m} mins`;
      return minutes <= 180 && m === 30 ? `${h}.5 hours` : `${h} hr ${m} min`;
    case 'HRS':
      if (m === 0) return `${h} HR${h === 1 ? '' : 'S'}`;
      if (h === 0) return `${m} MINS`;
      return `${h} HRS ${m} MINS`;
    case 'hm':
      return `${h}h ${m}m`;
    case 'hrmin':
      return h === 0 ? `${m} min` : `${h} hr ${m} min`;
    case 'mins':
      return `${minutes} mins`;
    case 'colon':
      return `${h}:${pad(m)}`;
    case 'dhm':
      return `${Math.floor(h / 24)}d ${pad(h % 24)}:${pad(m)}`;
    case 'hcompact':
      return `${h}h${pad(m)}`;
  }
}

export { addDays, londonDay };
