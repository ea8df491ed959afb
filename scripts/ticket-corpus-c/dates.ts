// London wall-clock helpers and the date/time/duration formats a UK printer uses.
import type { Rng } from './rng.ts';

/** Calendar minutes: days since 1970-01-01 * 1440 + minute of day (London wall clock, no DST gaps). */
export type Abs = number;
export interface Wall {
  y: number;
  m: number;
  d: number;
  min: number;
}

const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The London wall clock of an instant, as calendar minutes. */
export function londonAbs(now: Date): Abs {
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(now)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const day = Date.UTC(parts.year!, parts.month! - 1, parts.day!) / 86400000;
  return day * 1440 + (parts.hour! % 24) * 60 + parts.minute!;
}

export function dayStart(a: Abs): Abs {
  return Math.floor(a / 1440) * 1440;
}

export function wall(a: Abs): Wall {
  const day = Math.floor(a / 1440);
  const dt = new Date(day * 86400000);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate(), min: a - day * 1440 };
}

export function absOf(y: number, m: number, d: number, min = 0): Abs {
  return (Date.UTC(y, m - 1, d) / 86400000) * 1440 + min;
}

export function weekday(a: Abs): number {
  return new Date(Math.floor(a / 1440) * 86400000).getUTCDay();
}

const p2 = (n: number) => String(n).padStart(2, '0');

export function isoWall(a: Abs): string {
  const w = wall(a);
  return `${w.y}-${p2(w.m)}-${p2(w.d)} ${p2(Math.floor(w.min / 60))}:${p2(w.min % 60)}`;
}

export const MONTHS = [
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
export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WELSH_MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];
export const WELSH_MON = [
  'Ion',
  'Chwe',
  'Maw',
  'Ebr',
  'Mai',
  'Meh',
  'Gor',
  'Awst',
  'Medi',
  'Hyd',
  'Tach',
  'Rhag',
];
export const WELSH_DAYS = [
  'Dydd Sul',
  'Dydd Llun',
  'Dydd Mawrth',
  'Dydd Mercher',
  'Dydd Iau',
  'Dydd Gwener',
  'Dydd Sadwrn',
];

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export type DateStyle =
  | 'dmy4'
  | 'dmy2'
  | 'dmy2dash'
  | 'dmy2dot'
  | 'dmy4dot'
  | 'dmy4dash'
  | 'd_mon_y'
  | 'd-MON-yy'
  | 'dMONyy'
  | 'dow_d_mon'
  | 'dow_d_mon_y'
  | 'long'
  | 'longcomma'
  | 'iso'
  | 'd_mon'
  | 'd_month_y'
  | 'welsh'
  | 'welsh_dow'
  | 'welsh_short';

/** Styles that omit the year (only used when every printed date is in today's year). */
export const YEARLESS: DateStyle[] = ['dow_d_mon', 'd_mon', 'welsh_dow'];

export function fmtDate(a: Abs, style: DateStyle): string {
  const w = wall(a);
  const mon = MONTHS[w.m - 1]!;
  const dow = DAYS[weekday(a)]!;
  const y2 = p2(w.y % 100);
  switch (style) {
    case 'dmy4':
      return `${p2(w.d)}/${p2(w.m)}/${w.y}`;
    case 'dmy2':
      return `${p2(w.d)}/${p2(w.m)}/${y2}`;
    case 'dmy2dash':
      return `${p2(w.d)}-${p2(w.m)}-${y2}`;
    case 'dmy2dot':
      return `${p2(w.d)}.${p2(w.m)}.${y2}`;
    case 'dmy4dot':
      return `${p2(w.d)}.${p2(w.m)}.${w.y}`;
    case 'dmy4dash':
      return `${p2(w.d)}-${p2(w.m)}-${w.y}`;
    case 'd_mon_y':
      return `${w.d} ${mon.slice(0, 3)} ${w.y}`;
    case 'd-MON-yy':
      return `${p2(w.d)}-${mon.slice(0, 3).toUpperCase()}-${y2}`;
    case 'dMONyy':
      return `${p2(w.d)}${mon.slice(0, 3).toUpperCase()}${y2}`;
    case 'dow_d_mon':
      return `${dow.slice(0, 3)} ${w.d} ${mon.slice(0, 3)}`;
    case 'dow_d_mon_y':
      return `${dow.slice(0, 3)} ${w.d} ${mon.slice(0, 3)} ${w.y}`;
    case 'long':
      return `${dow} ${ordinal(w.d)} ${mon} ${w.y}`;
    case 'longcomma':
      return `${dow}, ${w.d} ${mon} ${w.y}`;
    case 'iso':
      return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
    case 'd_mon':
      return `${w.d} ${mon.slice(0, 3)}`;
    case 'd_month_y':
      return `${w.d} ${mon} ${w.y}`;
    case 'welsh':
      return `${w.d} ${WELSH_MONTHS[w.m - 1]} ${w.y}`;
    case 'welsh_dow':
      return `${WELSH_DAYS[weekday(a)]} ${w.d} ${WELSH_MONTHS[w.m - 1]}`;
    case 'welsh_short':
      return `${p2(w.d)} ${WELSH_MON[w.m - 1]} ${w.y}`;
  }
}

export type TimeStyle =
  | 'hh:mm'
  | 'hh.mm'
  | 'hhmm'
  | '12h'
  | '12h.'
  | '12hp'
  | '12hsp'
  | 'hh:mm:ss'
  | '12hdots';

export function fmtTime(a: Abs, style: TimeStyle, words = false, secs = 0): string {
  const min = ((a % 1440) + 1440) % 1440;
  const h = Math.floor(min / 60);
  const m = min % 60;
  if (words && min === 720) return style.startsWith('12') ? '12 noon' : 'noon';
  if (words && min === 0) return 'midnight';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? 'am' : 'pm';
  switch (style) {
    case 'hh:mm':
      return `${p2(h)}:${p2(m)}`;
    case 'hh.mm':
      return `${p2(h)}.${p2(m)}`;
    case 'hhmm':
      return `${p2(h)}${p2(m)}`;
    case 'hh:mm:ss':
      return `${p2(h)}:${p2(m)}:${p2(secs)}`;
    case '12h':
      return `${h12}:${p2(m)}${ap}`;
    case '12h.':
      return `${h12}.${p2(m)} ${ap.toUpperCase()}`;
    case '12hp':
      return `${h12}:${p2(m)}${ap[0]}`;
    case '12hsp':
      return `${h12}:${p2(m)} ${ap}`;
    case '12hdots':
      return `${h12}.${p2(m)}${ap === 'am' ? 'a.m.' : 'p.m.'}`;
  }
}

export type DurStyle = 'hrs' | 'hm' | 'mins' | 'hrsmins' | 'colon' | 'hours' | 'hrmin' | 'long';

export function fmtDur(minutes: number, style: DurStyle): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  switch (style) {
    case 'hrs':
      if (m === 0) return `${h} ${h === 1 ? 'hr' : 'hrs'}`;
      if (h === 0) return `${m} mins`;
      return `${h} hrs ${m} mins`;
    case 'hm':
      return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'mins':
      return `${minutes} mins`;
    case 'hrsmins':
      return `${h} hrs ${p2(m)} mins`;
    case 'colon':
      return `${h}:${p2(m)}`;
    case 'hours':
      if (m === 0) return `${h} ${h === 1 ? 'hour' : 'hours'}`;
      if (h === 0) return `${m} minutes`;
      return `${h} ${h === 1 ? 'hour' : 'hours'} ${m} minutes`;
    case 'hrmin':
      return `${h} hr ${m} min`;
    case 'long':
      return h === 0 ? `${m} minutes` : `${h}h ${p2(m)}min`;
  }
}

/** Style choosers that respect the year rule. */
export function pickDate(rng: Rng, styles: readonly DateStyle[], yearOk: boolean): DateStyle {
  const ok = yearOk ? styles : styles.filter((s) => !YEARLESS.includes(s));
  return rng.pick(ok.length ? ok : (['dmy4'] as DateStyle[]));
}

export const ALL_24: TimeStyle[] = ['hh:mm', 'hh.mm', 'hhmm'];
export const ALL_12: TimeStyle[] = ['12h', '12h.', '12hp', '12hsp'];
