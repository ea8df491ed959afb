/**
 * Dates as UK tickets print them: 14/03/2026, 14/03/26, 14-03-2026, 14.03.26, 14 Mar 2026,
 * 14 MAR 2026, 14 March 2026, Sat 14 Mar 2026, Sat 14th March 2026, 2026-03-14, and the
 * American "March 14, 2026" that some apps use. Numeric dates are day-first (UK).
 */
export interface DateMention {
  /** YYYY-MM-DD, or --MM-DD (ISO 8601 for a day without a year) when no year was printed. */
  iso: string;
  text: string;
  line: number;
  start: number;
  end: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|[o0]ct(?:ober)?|n[o0]v(?:ember)?|dec(?:ember)?|ionawr|chwefror|mawrth|ebrill|mai|mehefin|gorffennaf|awst|medi|hydref|tachwedd|rhagfyr)(?![a-z])\\.?';
/** Welsh month names on bilingual council tickets, in calendar order. */
const WELSH_MONTHS = [
  'ionawr',
  'chwefror',
  'mawrth',
  'ebrill',
  'mai',
  'mehefin',
  'gorffennaf',
  'awst',
  'medi',
  'hydref',
  'tachwedd',
  'rhagfyr',
];
// Spaces are optional: some OCR engines run words together ("Fri27 Nov2026").
const WEEKDAY = '(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s*)?';

const PATTERNS: { regex: RegExp; order: 'ymd' | 'dmy' | 'dMy' | 'Mdy' }[] = [
  { regex: /(?<![0-9])(20[0-9]{2})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})(?![0-9])/g, order: 'ymd' },
  {
    regex: /(?<![0-9.])([0-9]{1,2})[/.-]([0-9]{1,2})[/.-]([0-9]{4}|[0-9]{2})(?![0-9]|[.:][0-9])/g,
    order: 'dmy',
  },
  {
    regex: new RegExp(
      // A year is not the next day of a range ("26 November - 29 November"), nor the hour of a
      // time after a date without one ("Fri 27 Nov 12.38 PM", "Fri 27 Nov, 1110").
      `\\b${WEEKDAY}([0-3]?[0-9])(?:st|nd|rd|th)?[\\s-]*${MONTH_NAME}(?:,?[\\s-]*(20[0-9]{2}|'?[0-9]{2})(?![0-9]|[.:][0-9])(?!\\s*(?:st|nd|rd|th)?\\s*${MONTH_NAME}))?(?![0-9:])`,
      'gi',
    ),
    order: 'dMy',
  },
  {
    regex: new RegExp(`\\b${WEEKDAY}${MONTH_NAME}\\s+([0-3]?[0-9])(?:st|nd|rd|th)?,?\\s+([0-9]{4})\\b`, 'gi'),
    order: 'Mdy',
  },
  // "Date: 271112026": a labelled date whose slashes OCR read as ones.
  {
    regex: /(?<=\bdate\s*:?\s*)([0-3][0-9])[1lI|]?([01][0-9])[1lI|]?(20[0-9]{2})(?![0-9])/gi,
    order: 'dmy',
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A checked calendar date; null for 31/02, month 13, or a year outside 2000–2099. */
export function isoDate(year: number | null, month: number, day: number): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || day < 1) return null;
  if (year === null) return day <= daysIn(2024, month) ? `--${pad(month)}-${pad(day)}` : null;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || day > daysIn(fullYear, month)) return null;
  return `${fullYear}-${pad(month)}-${pad(day)}`;
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const welsh = WELSH_MONTHS.indexOf(lower);
  // OCR reads the O of NOV and OCT as a zero.
  return welsh >= 0 ? welsh + 1 : MONTHS.indexOf(lower.slice(0, 3).replace('0', 'o')) + 1;
}

/**
 * OCR reads a slashed or narrow 0 as 6, 8 or 9 ("21/65/2026"). A day or month that cannot be one
 * and starts with one of those is read as starting with 0 instead.
 */
function repairDigits(text: string, max: number): string {
  return Number(text) > max && /^[689][0-9]$/.test(text) ? `0${text[1]}` : text;
}

function toIso(order: 'ymd' | 'dmy' | 'dMy' | 'Mdy', rawParts: string[]): string | null {
  const parts = [...rawParts];
  if (order === 'dmy') {
    parts[0] = repairDigits(parts[0] ?? '', 31);
    parts[1] = repairDigits(parts[1] ?? '', 12);
  } else if (order === 'ymd') {
    parts[1] = repairDigits(parts[1] ?? '', 12);
    parts[2] = repairDigits(parts[2] ?? '', 31);
  }
  // "26.11.2826": the 0 of a year read as 8, 6 or 9.
  const yearIndex = order === 'ymd' ? 0 : 2;
  const yearText = parts[yearIndex];
  if (yearText && /^2[689][0-9]{2}$/.test(yearText)) parts[yearIndex] = `20${yearText.slice(2)}`;
  const [a = '', b = '', c] = parts;
  const year = (text: string | undefined) => (text ? Number(text.replace("'", '')) : null);
  switch (order) {
    case 'ymd':
      return isoDate(Number(a), Number(b), Number(c));
    case 'dmy':
      return isoDate(year(c), Number(b), Number(a));
    case 'dMy':
      return isoDate(year(c), monthNumber(b), Number(a));
    case 'Mdy':
      return isoDate(year(c), monthNumber(a), Number(b));
  }
}

/** Every date in the lines, in reading order. Overlapping matches keep the first pattern's. */
export function findDates(lines: string[]): DateMention[] {
  const found: DateMention[] = [];
  lines.forEach((line, lineIndex) => {
    const taken: [number, number][] = [];
    for (const { regex, order } of PATTERNS) {
      for (const match of line.matchAll(regex)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        const iso = toIso(order, match.slice(1));
        if (!iso) continue;
        taken.push([start, end]);
        found.push({ iso, text: match[0].trim(), line: lineIndex, start, end });
      }
    }
  });
  return found.sort((a, b) => a.line - b.line || a.start - b.start);
}

/** 2026-03-14 → 14/03/2026, as people in the UK read it; --03-14 → 14/03. */
export function formatUkDate(iso: string): string {
  const [year, month, day] = iso.startsWith('--') ? ['', iso.slice(2, 4), iso.slice(5, 7)] : iso.split('-');
  return year ? `${day}/${month}/${year}` : `${day}/${month}`;
}
