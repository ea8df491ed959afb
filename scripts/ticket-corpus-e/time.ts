// Europe/London wall-clock helpers. A "wall minute" is minutes since 1970-01-01 00:00 of London local
// time, handled as if it were UTC so that arithmetic never meets a daylight-saving jump.

export const DAY = 1440;

const londonFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonWall(now: Date): number {
  const parts: Record<string, string> = {};
  for (const p of londonFmt.formatToParts(now)) parts[p.type] = p.value;
  const y = Number(parts.year);
  const mo = Number(parts.month);
  const d = Number(parts.day);
  const h = Number(parts.hour) % 24;
  const mi = Number(parts.minute);
  return Date.UTC(y, mo - 1, d, h, mi) / 60000;
}

export interface WallParts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  dow: number;
}

export function parts(m: number): WallParts {
  const dt = new Date(m * 60000);
  return {
    y: dt.getUTCFullYear(),
    mo: dt.getUTCMonth() + 1,
    d: dt.getUTCDate(),
    h: dt.getUTCHours(),
    mi: dt.getUTCMinutes(),
    dow: dt.getUTCDay(),
  };
}

export const dayStart = (m: number): number => Math.floor(m / DAY) * DAY;
export const minuteOfDay = (m: number): number => m - dayStart(m);

const p2 = (n: number): string => String(n).padStart(2, '0');

export function iso(m: number): string {
  const p = parts(m);
  return `${p.y}-${p2(p.mo)}-${p2(p.d)}T${p2(p.h)}:${p2(p.mi)}`;
}

export function fromIso(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(s);
  if (!m) throw new Error(`bad wall time ${s}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60000;
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
export const MONTHS_CY = [
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
export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const DAYS_CY = [
  'Dydd Sul',
  'Dydd Llun',
  'Dydd Mawrth',
  'Dydd Mercher',
  'Dydd Iau',
  'Dydd Gwener',
  'Dydd Sadwrn',
];

function ord(n: number): string {
  const r = n % 10;
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : r === 1 ? 'st' : r === 2 ? 'nd' : r === 3 ? 'rd' : 'th';
  return `${n}${suf}`;
}

export type DateStyle =
  | 'dd/mm/yyyy'
  | 'dd/mm/yy'
  | 'dd-mm-yy'
  | 'dd.mm.yy'
  | 'd mon yyyy'
  | 'dd-MON-yy'
  | 'ddd d mon'
  | 'ddd d mon yyyy'
  | 'dddd dth month yyyy'
  | 'd month yyyy'
  | 'yyyy-mm-dd'
  | 'cy'
  | 'cy-day';

export const DATE_STYLES_YEAR: DateStyle[] = [
  'dd/mm/yyyy',
  'dd/mm/yy',
  'dd-mm-yy',
  'dd.mm.yy',
  'd mon yyyy',
  'dd-MON-yy',
  'ddd d mon yyyy',
  'dddd dth month yyyy',
  'd month yyyy',
  'yyyy-mm-dd',
];

export function fmtDate(m: number, style: DateStyle): string {
  const p = parts(m);
  const mon = (MONTHS[p.mo - 1] ?? '').slice(0, 3);
  const yy = p2(p.y % 100);
  switch (style) {
    case 'dd/mm/yyyy':
      return `${p2(p.d)}/${p2(p.mo)}/${p.y}`;
    case 'dd/mm/yy':
      return `${p2(p.d)}/${p2(p.mo)}/${yy}`;
    case 'dd-mm-yy':
      return `${p2(p.d)}-${p2(p.mo)}-${yy}`;
    case 'dd.mm.yy':
      return `${p2(p.d)}.${p2(p.mo)}.${yy}`;
    case 'd mon yyyy':
      return `${p.d} ${mon} ${p.y}`;
    case 'dd-MON-yy':
      return `${p2(p.d)}-${mon.toUpperCase()}-${yy}`;
    case 'ddd d mon':
      return `${(DAYS[p.dow] ?? '').slice(0, 3)} ${p.d} ${mon}`;
    case 'ddd d mon yyyy':
      return `${(DAYS[p.dow] ?? '').slice(0, 3)} ${p.d} ${mon} ${p.y}`;
    case 'dddd dth month yyyy':
      return `${DAYS[p.dow]} ${ord(p.d)} ${MONTHS[p.mo - 1]} ${p.y}`;
    case 'd month yyyy':
      return `${p.d} ${MONTHS[p.mo - 1]} ${p.y}`;
    case 'yyyy-mm-dd':
      return `${p.y}-${p2(p.mo)}-${p2(p.d)}`;
    case 'cy':
      return `${p.d} ${MONTHS_CY[p.mo - 1]} ${p.y}`;
    case 'cy-day':
      return `${DAYS_CY[p.dow]} ${p.d} ${MONTHS_CY[p.mo - 1]}`;
  }
}

export type TimeStyle = 'HH:MM' | 'HH.MM' | 'HHMM' | 'h:mmam' | 'h.mm AM' | 'h:mma' | 'words' | 'HH:MM:SS';

export function fmtTime(m: number, style: TimeStyle, secs = 0): string {
  const p = parts(m);
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  const am = p.h < 12;
  switch (style) {
    case 'HH:MM':
      return `${p2(p.h)}:${p2(p.mi)}`;
    case 'HH:MM:SS':
      return `${p2(p.h)}:${p2(p.mi)}:${p2(secs)}`;
    case 'HH.MM':
      return `${p2(p.h)}.${p2(p.mi)}`;
    case 'HHMM':
      return `${p2(p.h)}${p2(p.mi)}`;
    case 'h:mmam':
      return `${h12}:${p2(p.mi)}${am ? 'am' : 'pm'}`;
    case 'h.mm AM':
      return `${h12}.${p2(p.mi)} ${am ? 'AM' : 'PM'}`;
    case 'h:mma':
      return `${h12}:${p2(p.mi)}${am ? 'a' : 'p'}`;
    case 'words':
      if (p.h === 12 && p.mi === 0) return 'noon';
      if (p.h === 0 && p.mi === 0) return 'midnight';
      return p.mi === 0 ? `${h12}${am ? 'am' : 'pm'}` : `${h12}.${p2(p.mi)}${am ? 'am' : 'pm'}`;
  }
}

export const TIME_STYLES_24: TimeStyle[] = ['HH:MM', 'HH:MM', 'HH.MM', 'HHMM'];
export const TIME_STYLES_12: TimeStyle[] = ['h:mmam', 'h.mm AM', 'h:mma'];

export type DurStyle = 'hrs' | 'hm' | 'mins' | 'length' | 'colon' | 'long';

export function fmtDur(min: number, style: DurStyle): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (style) {
    case 'hrs':
      if (m === 0) return `${h} hr${h === 1 ? '' : 's'}`;
      if (h === 0) return `${m} mins`;
      return `${h} hr${h === 1 ? '' : 's'} ${m} mins`;
    case 'hm':
      return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'mins':
      return `${min} mins`;
    case 'length':
      return `${h} hrs ${p2(m)} mins`;
    case 'colon':
      return `${p2(h)}:${p2(m)}`;
    case 'long':
      if (h === 0) return `${m} minutes`;
      return `${h} hour${h === 1 ? '' : 's'}${m ? ` ${m} minute${m === 1 ? '' : 's'}` : ''}`;
  }
}
