// London wall-clock arithmetic and UK-style date/time/duration formatting.
import type { Rng } from './rng.ts';

/** A London wall-clock moment (no zone arithmetic: minutes are wall-clock minutes). */
export interface W {
  y: number;
  m: number; // 1-12
  d: number;
  hh: number;
  mm: number;
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonNow(now: Date): W {
  const parts = Object.fromEntries(LONDON.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    hh: Number(parts.hour) % 24,
    mm: Number(parts.minute),
  };
}

const toMs = (w: W) => Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm);
function fromMs(ms: number): W {
  const t = new Date(ms);
  return {
    y: t.getUTCFullYear(),
    m: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    hh: t.getUTCHours(),
    mm: t.getUTCMinutes(),
  };
}
export const addMin = (w: W, n: number): W => fromMs(toMs(w) + n * 60000);
export const addDays = (w: W, n: number): W => addMin(w, n * 1440);
export const diffMin = (a: W, b: W): number => Math.round((toMs(b) - toMs(a)) / 60000);
export const at = (w: W, hh: number, mm: number): W => ({ ...w, hh, mm });
export const minOfDay = (w: W) => w.hh * 60 + w.mm;
export const sameDay = (a: W, b: W) => a.y === b.y && a.m === b.m && a.d === b.d;
export const dow = (w: W) => new Date(Date.UTC(w.y, w.m - 1, w.d)).getUTCDay();
const p2 = (n: number) => String(n).padStart(2, '0');
export const wStr = (w: W) => `${w.y}-${p2(w.m)}-${p2(w.d)} ${p2(w.hh)}:${p2(w.mm)}`;
export function parseW(s: string): W {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/.exec(s);
  if (!m) throw new Error(`bad wall-clock ${s}`);
  return { y: +m[1]!, m: +m[2]!, d: +m[3]!, hh: +m[4]!, mm: +m[5]! };
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
export const WELSH_DAYS = [
  'Dydd Sul',
  'Dydd Llun',
  'Dydd Mawrth',
  'Dydd Mercher',
  'Dydd Iau',
  'Dydd Gwener',
  'Dydd Sadwrn',
];

export type DateStyle =
  | 'dmy4'
  | 'dmy2'
  | 'dmy2dash'
  | 'dmy2dot'
  | 'dmy4dot'
  | 'dMonY'
  | 'ddMONyy'
  | 'dowdMon'
  | 'longOrd'
  | 'iso'
  | 'dMONyyCompact'
  | 'dMonth'
  | 'dowCommaDMonY'
  | 'dMonYY'
  | 'welsh';
export const DATE_STYLES: DateStyle[] = [
  'dmy4',
  'dmy2',
  'dmy2dash',
  'dmy2dot',
  'dmy4dot',
  'dMonY',
  'ddMONyy',
  'dowdMon',
  'longOrd',
  'iso',
  'dMONyyCompact',
  'dMonth',
  'dowCommaDMonY',
  'dMonYY',
];

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function fmtDate(w: W, style: DateStyle): string {
  const mon = MONTHS[w.m - 1]!.slice(0, 3);
  const yy = p2(w.y % 100);
  switch (style) {
    case 'dmy4':
      return `${p2(w.d)}/${p2(w.m)}/${w.y}`;
    case 'dmy2':
      return `${p2(w.d)}/${p2(w.m)}/${yy}`;
    case 'dmy2dash':
      return `${p2(w.d)}-${p2(w.m)}-${yy}`;
    case 'dmy2dot':
      return `${p2(w.d)}.${p2(w.m)}.${yy}`;
    case 'dmy4dot':
      return `${p2(w.d)}.${p2(w.m)}.${w.y}`;
    case 'dMonY':
      return `${w.d} ${mon} ${w.y}`;
    case 'ddMONyy':
      return `${p2(w.d)}-${mon.toUpperCase()}-${yy}`;
    case 'dowdMon':
      return `${DAYS[dow(w)]!.slice(0, 3)} ${w.d} ${mon}`;
    case 'longOrd':
      return `${DAYS[dow(w)]} ${ordinal(w.d)} ${MONTHS[w.m - 1]} ${w.y}`;
    case 'iso':
      return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
    case 'dMONyyCompact':
      return `${p2(w.d)}${mon.toUpperCase()}${yy}`;
    case 'dMonth':
      return `${w.d} ${MONTHS[w.m - 1]}`;
    case 'dowCommaDMonY':
      return `${DAYS[dow(w)]!.slice(0, 3)}, ${w.d} ${mon} ${w.y}`;
    case 'dMonYY':
      return `${w.d} ${mon} ${yy}`;
    case 'welsh':
      return `${w.d} ${WELSH_MONTHS[w.m - 1]} ${w.y}`;
  }
}

export type TimeStyle = 'hm' | 'hmDot' | 'hhmm' | 'hms' | 'ampm' | 'ampmDotUpper' | 'ampmShort' | 'ampmSpace';
export const TIME_STYLES: TimeStyle[] = [
  'hm',
  'hmDot',
  'hhmm',
  'hms',
  'ampm',
  'ampmDotUpper',
  'ampmShort',
  'ampmSpace',
];

/** `sec` gives printed seconds for 'hms' (stable per call site). */
export function fmtTime(w: W, style: TimeStyle, opts: { words?: boolean; sec?: number } = {}): string {
  if (opts.words && w.mm === 0 && w.hh === 12) return 'noon';
  if (opts.words && w.mm === 0 && w.hh === 0) return 'midnight';
  const h12 = w.hh % 12 === 0 ? 12 : w.hh % 12;
  const pm = w.hh >= 12;
  switch (style) {
    case 'hm':
      return `${p2(w.hh)}:${p2(w.mm)}`;
    case 'hmDot':
      return `${p2(w.hh)}.${p2(w.mm)}`;
    case 'hhmm':
      return `${p2(w.hh)}${p2(w.mm)}`;
    case 'hms':
      return `${p2(w.hh)}:${p2(w.mm)}:${p2(opts.sec ?? 0)}`;
    case 'ampm':
      return `${h12}:${p2(w.mm)}${pm ? 'pm' : 'am'}`;
    case 'ampmDotUpper':
      return `${h12}.${p2(w.mm)} ${pm ? 'PM' : 'AM'}`;
    case 'ampmShort':
      return `${h12}:${p2(w.mm)}${pm ? 'p' : 'a'}`;
    case 'ampmSpace':
      return `${h12}:${p2(w.mm)} ${pm ? 'PM' : 'AM'}`;
  }
}

export type DurStyle = 'hrs' | 'hm' | 'mins' | 'hrsmins' | 'clock' | 'words' | 'hoursShort';
export const DUR_STYLES: DurStyle[] = ['hrs', 'hm', 'mins', 'hrsmins', 'clock', 'words', 'hoursShort'];

export function fmtDur(min: number, style: DurStyle): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (style) {
    case 'hrs':
      if (m === 0) return `${h} ${h === 1 ? 'hr' : 'hrs'}`;
      if (h === 0) return `${m} mins`;
      return `${h} hrs ${m} mins`;
    case 'hm':
      return h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
    case 'mins':
      return `${min} mins`;
    case 'hrsmins':
      return `${h} hrs ${p2(m)} mins`;
    case 'clock':
      return `${p2(h)}:${p2(m)}`;
    case 'words':
      if (h === 0) return `${m} minutes`;
      return `${h} hour${h === 1 ? '' : 's'}${m ? ` ${m} minutes` : ''}`;
    case 'hoursShort':
      return h === 0 ? `${m} min` : m === 0 ? `${h} hour${h === 1 ? '' : 's'}` : `${h}h${p2(m)}`;
  }
}

/** Picks formats once per document so a document stays self-consistent. */
export interface Fmt {
  date: DateStyle;
  time: TimeStyle;
  dur: DurStyle;
  sec: number;
  D(w: W): string;
  T(w: W, words?: boolean): string;
  DT(w: W): string;
  dur_(min: number): string;
}

export function makeFmt(
  rng: Rng,
  prefer?: { date?: DateStyle[]; time?: TimeStyle[]; dur?: DurStyle[] },
): Fmt {
  const date = rng.pick(prefer?.date ?? DATE_STYLES);
  const time = rng.pick(prefer?.time ?? TIME_STYLES);
  const dur = rng.pick(prefer?.dur ?? DUR_STYLES);
  const sec = rng.int(0, 59);
  const f: Fmt = {
    date,
    time,
    dur,
    sec,
    D: (w) => fmtDate(w, f.date),
    T: (w, words) => fmtTime(w, f.time, { words, sec: (f.sec + w.mm * 7) % 60 }),
    DT: (w) => `${fmtDate(w, f.date)} ${fmtTime(w, f.time, { sec: (f.sec + w.mm * 7) % 60 })}`,
    dur_: (min) => fmtDur(min, f.dur),
  };
  return f;
}
