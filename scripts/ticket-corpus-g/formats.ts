// Ways UK documents print dates, times and durations (field guide §1).
import { partsOf } from './london-time.ts';

export const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTH = [
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
export const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const DOW_FULL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WELSH_MONTH = [
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
export const WELSH_DOW = [
  'Dydd Sul',
  'Dydd Llun',
  'Dydd Mawrth',
  'Dydd Mercher',
  'Dydd Iau',
  'Dydd Gwener',
  'Dydd Sadwrn',
];
export const GAELIC_MONTH = [
  'Am Faoilleach',
  'An Gearran',
  'Am Màrt',
  'An Giblean',
  'An Cèitean',
  'An t-Ògmhios',
  'An t-Iuchar',
  'An Lùnastal',
  'An t-Sultain',
  'An Dàmhair',
  'An t-Samhain',
  'An Dùbhlachd',
];

const p2 = (n: number) => String(n).padStart(2, '0');

function ord(d: number): string {
  const s = d % 10;
  if (d >= 11 && d <= 13) return `${d}th`;
  return `${d}${s === 1 ? 'st' : s === 2 ? 'nd' : s === 3 ? 'rd' : 'th'}`;
}

export type DateFmt =
  | 'dd/mm/yyyy'
  | 'dd/mm/yy'
  | 'dd-mm-yy'
  | 'dd.mm.yy'
  | 'd Mon yyyy'
  | 'dd-MON-yy'
  | 'Ddd d Mon'
  | 'Ddd d Mon yyyy'
  | 'Dddd dth Month yyyy'
  | 'yyyy-mm-dd'
  | 'd Month yyyy'
  | 'dd MON yyyy'
  | 'd Mon'
  | 'welsh'
  | 'welsh-dow'
  | 'gaelic';

export function fmtDate(wall: number, f: DateFmt): string {
  const { y, m, d, dow } = partsOf(wall);
  const yy = p2(y % 100);
  switch (f) {
    case 'dd/mm/yyyy':
      return `${p2(d)}/${p2(m)}/${y}`;
    case 'dd/mm/yy':
      return `${p2(d)}/${p2(m)}/${yy}`;
    case 'dd-mm-yy':
      return `${p2(d)}-${p2(m)}-${yy}`;
    case 'dd.mm.yy':
      return `${p2(d)}.${p2(m)}.${yy}`;
    case 'd Mon yyyy':
      return `${d} ${MON[m - 1]} ${y}`;
    case 'dd-MON-yy':
      return `${p2(d)}-${MON[m - 1]!.toUpperCase()}-${yy}`;
    case 'Ddd d Mon':
      return `${DOW[dow]} ${d} ${MON[m - 1]}`;
    case 'Ddd d Mon yyyy':
      return `${DOW[dow]} ${d} ${MON[m - 1]} ${y}`;
    case 'Dddd dth Month yyyy':
      return `${DOW_FULL[dow]} ${ord(d)} ${MONTH[m - 1]} ${y}`;
    case 'yyyy-mm-dd':
      return `${y}-${p2(m)}-${p2(d)}`;
    case 'd Month yyyy':
      return `${d} ${MONTH[m - 1]} ${y}`;
    case 'd Mon':
      return `${d} ${MON[m - 1]}`;
    case 'dd MON yyyy':
      return `${p2(d)} ${MON[m - 1]!.toUpperCase()} ${y}`;
    case 'welsh':
      return `${d} ${WELSH_MONTH[m - 1]} ${y}`;
    case 'welsh-dow':
      return `${WELSH_DOW[dow]} ${d} ${WELSH_MONTH[m - 1]}`;
    case 'gaelic':
      return `${d} ${GAELIC_MONTH[m - 1]} ${y}`;
  }
}

export type TimeFmt = 'HH:MM' | 'HH.MM' | 'HHMM' | 'h:mmam' | 'h.mm AM' | 'h:mma' | 'h:mm AM' | 'HH:MM:SS';

export function fmtTime(wall: number, f: TimeFmt, opts: { words?: boolean; secs?: number } = {}): string {
  const { hh, mm } = partsOf(wall);
  if (opts.words && mm === 0 && hh === 12) return 'noon';
  if (opts.words && mm === 0 && hh === 0) return 'midnight';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  const am = hh < 12 ? 'am' : 'pm';
  switch (f) {
    case 'HH:MM':
      return `${p2(hh)}:${p2(mm)}`;
    case 'HH.MM':
      return `${p2(hh)}.${p2(mm)}`;
    case 'HHMM':
      return `${p2(hh)}${p2(mm)}`;
    case 'h:mmam':
      return `${h12}:${p2(mm)}${am}`;
    case 'h.mm AM':
      return `${h12}.${p2(mm)} ${am.toUpperCase()}`;
    case 'h:mma':
      return `${h12}:${p2(mm)}${am[0]}`;
    case 'h:mm AM':
      return `${h12}:${p2(mm)} ${am.toUpperCase()}`;
    case 'HH:MM:SS':
      return `${p2(hh)}:${p2(mm)}:${p2(opts.secs ?? 0)}`;
  }
}

export const is12h = (f: TimeFmt) => f.startsWith('h');

export type DurFmt =
  | 'x hrs'
  | 'xh ym'
  | 'x mins'
  | 'x hrs yy mins'
  | 'h:mm'
  | 'x hours'
  | 'HOURS'
  | 'xhr ymin';

export function fmtDur(min: number, f: DurFmt): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (f) {
    case 'x hrs':
      return m === 0 ? `${h} hr${h === 1 ? '' : 's'}` : `${h} hrs ${m} mins`;
    case 'xh ym':
      return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'x mins':
      return `${min} mins`;
    case 'x hrs yy mins':
      return `${h} hrs ${p2(m)} mins`;
    case 'h:mm':
      return `${h}:${p2(m)}`;
    case 'x hours':
      if (h === 0) return `${m} minutes`;
      return m === 0 ? `${h} hour${h === 1 ? '' : 's'}` : `${h} hours ${m} minutes`;
    case 'HOURS':
      if (h === 0) return `${m} MINUTES`;
      return m === 0 ? `${h} HOUR${h === 1 ? '' : 'S'}` : `${h}H ${m}M`;
    case 'xhr ymin':
      return `${h}hr ${m}min`;
  }
}

export function money(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
