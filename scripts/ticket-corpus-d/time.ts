// London wall-clock helpers. A "wall" value is minutes since 1970-01-01 00:00 of London wall
// clock time, handled with UTC arithmetic so no time-zone shifts occur inside the family.
import type { Rng } from './rng.ts';

export type Wall = number;

export const DAY = 1440;
const MONTHS = [
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
const WELSH_MONTHS = [
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
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function londonNow(now: Date): { today: Wall; now: Wall } {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(now)) parts[p.type] = p.value;
  const y = Number(parts.year);
  const mo = Number(parts.month);
  const d = Number(parts.day);
  const h = Number(parts.hour) % 24;
  const mi = Number(parts.minute);
  const today = Date.UTC(y, mo - 1, d) / 60000;
  return { today, now: today + h * 60 + mi };
}

export interface WallParts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  dow: number;
}

export function parts(w: Wall): WallParts {
  const dt = new Date(w * 60000);
  return {
    y: dt.getUTCFullYear(),
    mo: dt.getUTCMonth() + 1,
    d: dt.getUTCDate(),
    h: dt.getUTCHours(),
    mi: dt.getUTCMinutes(),
    dow: dt.getUTCDay(),
  };
}

export function dayStart(w: Wall): Wall {
  return Math.floor(w / DAY) * DAY;
}

const p2 = (n: number) => String(n).padStart(2, '0');

export function truthString(w: Wall): string {
  const p = parts(w);
  return `${p.y}-${p2(p.mo)}-${p2(p.d)} ${p2(p.h)}:${p2(p.mi)}`;
}

export function parseTruth(s: string): Wall {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(s);
  if (!m) throw new Error(`bad truth time ${s}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60000;
}

export type DateStyle =
  | 'dmy4'
  | 'dmy2'
  | 'dmyDash'
  | 'dmyDot'
  | 'dMonY'
  | 'dMONy'
  | 'dowDMon'
  | 'long'
  | 'iso'
  | 'welsh';

export const ALL_DATE_STYLES: DateStyle[] = [
  'dmy4',
  'dmy2',
  'dmyDash',
  'dmyDot',
  'dMonY',
  'dMONy',
  'dowDMon',
  'long',
  'iso',
];

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function fmtDate(w: Wall, style: DateStyle): string {
  const p = parts(w);
  const mon = MONTHS[p.mo - 1] ?? '';
  const yy = p2(p.y % 100);
  switch (style) {
    case 'dmy4':
      return `${p2(p.d)}/${p2(p.mo)}/${p.y}`;
    case 'dmy2':
      return `${p2(p.d)}/${p2(p.mo)}/${yy}`;
    case 'dmyDash':
      return `${p2(p.d)}-${p2(p.mo)}-${yy}`;
    case 'dmyDot':
      return `${p2(p.d)}.${p2(p.mo)}.${yy}`;
    case 'dMonY':
      return `${p.d} ${mon.slice(0, 3)} ${p.y}`;
    case 'dMONy':
      return `${p2(p.d)}-${mon.slice(0, 3).toUpperCase()}-${yy}`;
    case 'dowDMon':
      return `${(DAYS[p.dow] ?? '').slice(0, 3)} ${p.d} ${mon.slice(0, 3)}`;
    case 'long':
      return `${DAYS[p.dow]} ${ordinal(p.d)} ${mon} ${p.y}`;
    case 'iso':
      return `${p.y}-${p2(p.mo)}-${p2(p.d)}`;
    case 'welsh':
      return `${p.d} ${WELSH_MONTHS[p.mo - 1]} ${p.y}`;
  }
}

export function monthName(mo: number): string {
  return MONTHS[mo - 1] ?? '';
}
export function dayName(dow: number): string {
  return DAYS[dow] ?? '';
}

export type TimeStyle = 'colon' | 'dot' | 'compact' | 'pm' | 'PMdot' | 'p';
export const ALL_TIME_STYLES: TimeStyle[] = ['colon', 'dot', 'compact', 'pm', 'PMdot', 'p'];

/** words: allow "noon" / "midnight" for 12:00 and 00:00 */
export function fmtTime(w: Wall, style: TimeStyle, words = false): string {
  const p = parts(w);
  if (words && p.mi === 0 && p.h === 12) return 'noon';
  if (words && p.mi === 0 && p.h === 0) return 'midnight';
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  const am = p.h < 12;
  switch (style) {
    case 'colon':
      return `${p2(p.h)}:${p2(p.mi)}`;
    case 'dot':
      return `${p2(p.h)}.${p2(p.mi)}`;
    case 'compact':
      return `${p2(p.h)}${p2(p.mi)}`;
    case 'pm':
      return `${h12}:${p2(p.mi)}${am ? 'am' : 'pm'}`;
    case 'PMdot':
      return `${h12}.${p2(p.mi)} ${am ? 'AM' : 'PM'}`;
    case 'p':
      return `${h12}:${p2(p.mi)}${am ? 'a' : 'p'}`;
  }
}

export function fmtDuration(min: number, style: 'hrs' | 'hm' | 'mins' | 'stay' | 'long'): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (style) {
    case 'hrs':
      return m === 0 ? `${h} hr${h === 1 ? '' : 's'}` : `${h} hrs ${m} mins`;
    case 'hm':
      return m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'mins':
      return `${min} mins`;
    case 'stay':
      return `${h} hrs ${p2(m)} mins`;
    case 'long':
      return h === 0 ? `${m} minutes` : `${h} hour${h === 1 ? '' : 's'}${m ? ` ${m} minutes` : ''}`;
  }
}

export function pickDateStyle(r: Rng, allowed: DateStyle[] = ALL_DATE_STYLES): DateStyle {
  return r.pick(allowed);
}
export function pickTimeStyle(r: Rng, allowed: TimeStyle[] = ALL_TIME_STYLES): TimeStyle {
  return r.pick(allowed);
}
