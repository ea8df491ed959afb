// Date, clock and duration formats as printed on UK parking documents.
import { parts } from './time.ts';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
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
const DOW = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DOWLONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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
export const WELSH_DOW = ['Sul', 'Llun', 'Mawrth', 'Mercher', 'Iau', 'Gwener', 'Sadwrn'];

const z = (n: number) => String(n).padStart(2, '0');

function ord(d: number): string {
  const s = d % 10;
  if (d % 100 >= 11 && d % 100 <= 13) return `${d}th`;
  return `${d}${s === 1 ? 'st' : s === 2 ? 'nd' : s === 3 ? 'rd' : 'th'}`;
}

export type DateFmt =
  | 'dmy' // 27/11/2026
  | 'dmy2' // 27/11/26
  | 'dmy2dash' // 27-11-26
  | 'dmy2dot' // 27.11.26
  | 'dmydot' // 27.11.2026
  | 'dMony' // 27 Nov 2026
  | 'dMONy2' // 27-NOV-26
  | 'dowdMon' // Fri 27 Nov   (yearless)
  | 'dowdMony' // Fri 27 Nov 2026
  | 'longOrd' // Friday 27th November 2026
  | 'iso' // 2026-11-27
  | 'dMonth' // 27 November   (yearless)
  | 'dMonthy' // 27 November 2026
  | 'monDy' // Nov 27, 2026 (app style, month name so never ambiguous)
  | 'welsh' // 27 Tachwedd 2026
  | 'welshDow'; // Gwe 27 Tach... -> Dydd Gwener 27 Tachwedd

export const YEARLESS: readonly DateFmt[] = ['dowdMon', 'dMonth'];

export function fmtDate(wall: number, f: DateFmt): string {
  const p = parts(wall);
  const y2 = z(p.y % 100);
  switch (f) {
    case 'dmy':
      return `${z(p.d)}/${z(p.mo)}/${p.y}`;
    case 'dmy2':
      return `${z(p.d)}/${z(p.mo)}/${y2}`;
    case 'dmy2dash':
      return `${z(p.d)}-${z(p.mo)}-${y2}`;
    case 'dmy2dot':
      return `${z(p.d)}.${z(p.mo)}.${y2}`;
    case 'dmydot':
      return `${z(p.d)}.${z(p.mo)}.${p.y}`;
    case 'dMony':
      return `${p.d} ${MON[p.mo - 1]} ${p.y}`;
    case 'dMONy2':
      return `${z(p.d)}-${MON[p.mo - 1]!.toUpperCase()}-${y2}`;
    case 'dowdMon':
      return `${DOW[p.dow]} ${p.d} ${MON[p.mo - 1]}`;
    case 'dowdMony':
      return `${DOW[p.dow]} ${p.d} ${MON[p.mo - 1]} ${p.y}`;
    case 'longOrd':
      return `${DOWLONG[p.dow]} ${ord(p.d)} ${MONTH[p.mo - 1]} ${p.y}`;
    case 'iso':
      return `${p.y}-${z(p.mo)}-${z(p.d)}`;
    case 'dMonth':
      return `${p.d} ${MONTH[p.mo - 1]}`;
    case 'dMonthy':
      return `${p.d} ${MONTH[p.mo - 1]} ${p.y}`;
    case 'monDy':
      return `${MON[p.mo - 1]} ${p.d}, ${p.y}`;
    case 'welsh':
      return `${p.d} ${WELSH_MONTH[p.mo - 1]} ${p.y}`;
    case 'welshDow':
      return `Dydd ${WELSH_DOW[p.dow]} ${p.d} ${WELSH_MONTH[p.mo - 1]} ${p.y}`;
  }
}

export type TimeFmt =
  | 'h24' // 14:15
  | 'h24dot' // 14.15
  | 'h24compact' // 1415
  | 'h24secs' // 14:15:00 style (seconds faked deterministically from minute)
  | 'h12' // 2:15pm
  | 'h12space' // 2:15 pm
  | 'h12dotUpper' // 2.15 PM
  | 'h12short' // 2:15p
  | 'h12Upper'; // 2:15 PM

export function fmtTime(wall: number, f: TimeFmt, words = false): string {
  const { h, mi } = parts(wall);
  if (words && mi === 0 && (h === 12 || h === 0)) return h === 12 ? 'noon' : 'midnight';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const ap = h < 12 ? 'am' : 'pm';
  switch (f) {
    case 'h24':
      return `${z(h)}:${z(mi)}`;
    case 'h24dot':
      return `${z(h)}.${z(mi)}`;
    case 'h24compact':
      return `${z(h)}${z(mi)}`;
    case 'h24secs':
      return `${z(h)}:${z(mi)}:${z((mi * 37 + h * 11) % 60)}`;
    case 'h12':
      return `${h12}:${z(mi)}${ap}`;
    case 'h12space':
      return `${h12}:${z(mi)} ${ap}`;
    case 'h12dotUpper':
      return `${h12}.${z(mi)} ${ap.toUpperCase()}`;
    case 'h12short':
      return `${h12}:${z(mi)}${ap[0]}`;
    case 'h12Upper':
      return `${h12}:${z(mi)} ${ap.toUpperCase()}`;
  }
}

export const TIME_24: readonly TimeFmt[] = ['h24', 'h24dot', 'h24compact', 'h24secs'];
export const TIME_12: readonly TimeFmt[] = ['h12', 'h12space', 'h12dotUpper', 'h12short', 'h12Upper'];

export type DurFmt =
  | 'hrs' // 2 hrs / 2 hrs 28 mins
  | 'hm' // 1h 30m
  | 'mins' // 120 mins
  | 'los' // 1 hrs 00 mins
  | 'hhmm' // 02:28 (hh:mm)
  | 'words' // 2 hours 28 minutes
  | 'hrsDec'; // 2.5 hours (only used when exact)

export function fmtDur(min: number, f: DurFmt): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (f) {
    case 'hrs':
      if (h === 0) return `${m} mins`;
      return m === 0 ? `${h} ${h === 1 ? 'hr' : 'hrs'}` : `${h} ${h === 1 ? 'hr' : 'hrs'} ${m} mins`;
    case 'hm':
      if (h === 0) return `${m}m`;
      return m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'mins':
      return `${min} mins`;
    case 'los':
      return `${h} hrs ${z(m)} mins`;
    case 'hhmm':
      return `${z(h)}:${z(m)}`;
    case 'words': {
      const hs = h === 0 ? '' : `${h} ${h === 1 ? 'hour' : 'hours'}`;
      const ms = m === 0 ? '' : `${m} ${m === 1 ? 'minute' : 'minutes'}`;
      return [hs, ms].filter(Boolean).join(' ');
    }
    case 'hrsDec':
      if (m === 0) return `${h} ${h === 1 ? 'hour' : 'hours'}`;
      if (m === 30) return `${h}.5 hours`;
      return fmtDur(min, 'words');
  }
}

export function money(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
