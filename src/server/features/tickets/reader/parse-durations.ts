/**
 * Stated lengths of stay: "Duration 2h 26m", "2 HOURS", "90 mins", "Up to 2 hours", "1 hr",
 * "30 MINS", "2 - 3 hrs" (a band: its lower end is what was certainly paid for).
 * Countdowns ("Session ends in 1h 56m", "1h 25m left") and other people's minutes ("exit within
 * 15 minutes", "doors open 20 minutes before") are not the parking duration.
 */
export type DurationKind = 'stated' | 'tariff' | 'plain' | 'limit';

export interface DurationMention {
  minutes: number;
  text: string;
  line: number;
  /**
   * stated: labelled as the duration; tariff: the band or amount paid for; plain: standalone;
   * limit: a maximum stay, the period a free car park grants from entry.
   */
  kind: DurationKind;
  ignored: boolean;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const HOURS = '(?:h|hrs?|hours?)\\.?';
const MINUTES = '(?:m|mins?|minutes?)\\.?';

/** Patterns in priority order; a later one never matches inside an earlier one's text. */
const PATTERNS: { regex: RegExp; minutes(match: RegExpMatchArray): number; band?: boolean }[] = [
  {
    // "2h 26m", "0h 40m" (and "Oh 40m" as OCR reads it), "1 hour 30 minutes".
    regex: new RegExp(
      `(?<![A-Za-z0-9.])([0-9]{1,2}|[Oo])\\s*${HOURS}\\s*(?:and\\s*)?([0-9]{1,2})\\s*${MINUTES}(?![a-z])`,
      'gi',
    ),
    minutes: (m) => (/^[Oo]$/.test(m[1] ?? '') ? 0 : Number(m[1])) * 60 + Number(m[2]),
  },
  {
    regex: new RegExp(`(?<![0-9.:])([0-9]{1,2})\\s*-\\s*[0-9]{1,2}\\s*${HOURS}(?![a-z])`, 'gi'),
    minutes: (m) => Number(m[1]) * 60,
    band: true,
  },
  {
    // A park & ride ticket is valid for the day's service: "Valid until last bus".
    regex: /\b(all[\s-]day|24\s*hours?|day\s+ticket|until\s+(?:the\s+)?last\s+bus)\b/gi,
    minutes: () => 24 * 60,
    band: true,
  },
  { regex: /\bhalf\s+an?\s+hour\b/gi, minutes: () => 30 },
  {
    regex: new RegExp(`(?<![0-9.:£])([0-9]{1,2}(?:\\.[0-9])?)\\s*${HOURS}(?![a-z])`, 'gi'),
    minutes: (m) => Math.round(Number(m[1]) * 60),
  },
  {
    regex: new RegExp(`\\b(${Object.keys(WORD_NUMBERS).join('|')})\\s+(?:hours?|hrs?)\\b`, 'gi'),
    minutes: (m) => (WORD_NUMBERS[(m[1] ?? '').toLowerCase()] ?? 0) * 60,
  },
  {
    regex: new RegExp(`(?<![0-9.:£])([0-9]{1,3})\\s*${MINUTES}(?![a-z])`, 'gi'),
    minutes: (m) => Number(m[1]),
  },
];

const TARIFF_WORDS = /\b(tariff|up\s*to|max(imum)?|band|paid\s*for|valid\s*for|ticket\s*type|rate|price)\b/i;
const DURATION_LABEL =
  /\b(duration|length\s*of\s*stay|stay|time\s*parked|parked\s*for|session\s*length|total\s*time|period)\b/i;
const NOT_THE_STAY_BEFORE =
  /\b(ends?\s+in|expires?\s+in|within|in|after|before|every|left|remaining|grace|first|next|last|over|at\s+least|return|you\s+have|allow)\s*:?\s*$/i;
const MAX_STAY_BEFORE = /\bmax(?:imum|\.)?\s+stay\s*(?:is|of)?\s*[:.-]?\s*$/i;
const NOT_THE_STAY_AFTER =
  /^\s*(left|remaining|to\s+go|to\s+(?:leave|exit)|before(hand)?|after|ago|grace|free|later|earlier|of\s+free|in\s+advance|notice|early)\b/i;

function kindOf(line: string, start: number, lineAbove: string | undefined): DurationKind {
  const before = line.slice(0, start);
  if (TARIFF_WORDS.test(before)) return 'tariff';
  if (DURATION_LABEL.test(before)) return 'stated';
  const above = (lineAbove ?? '').trim();
  if (before.trim() === '' && /^(duration|length of stay|time parked)\s*:?$/i.test(above)) return 'stated';
  if (before.trim() === '' && /^(tariff|up to)\s*:?$/i.test(above)) return 'tariff';
  return 'plain';
}

export function findDurations(lines: string[]): DurationMention[] {
  const found: DurationMention[] = [];
  lines.forEach((line, lineIndex) => {
    const taken: [number, number][] = [];
    for (const pattern of PATTERNS) {
      for (const match of line.matchAll(pattern.regex)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        taken.push([start, end]);
        const minutes = pattern.minutes(match);
        if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 7 * 24 * 60) continue;
        const ignored =
          NOT_THE_STAY_BEFORE.test(line.slice(0, start)) || NOT_THE_STAY_AFTER.test(line.slice(end));
        const kind = MAX_STAY_BEFORE.test(line.slice(0, start))
          ? 'limit'
          : pattern.band
            ? 'tariff'
            : kindOf(line, start, lines[lineIndex - 1]);
        found.push({ minutes, text: match[0].trim(), line: lineIndex, kind, ignored });
      }
    }
  });
  keepThePaidBand(found, lines);
  return found.sort((a, b) => a.line - b.line);
}

/** "Amount paid £4.55", "Total: 4.55": what the driver paid. */
const PAID_AMOUNT =
  /\b(?:amount\s*paid|paid|total|charged?|cost|fee)\b[^£0-9\n]{0,12}£?\s?([0-9]{1,3}[.,][0-9]{2})(?![0-9])/i;
const AMOUNTS = /£?\s?([0-9]{1,3}[.,][0-9]{2})(?![0-9])/g;
const pence = (amount: string) => amount.replace(',', '.');

/**
 * A tariff table lists every band; the one bought is the band priced at the amount paid ("Up to
 * 3 hours £4.55" beside "Amount paid £4.55"). A table of three or more bands with no band at the
 * paid price names no length of stay.
 */
function keepThePaidBand(found: DurationMention[], lines: string[]) {
  const bands = found.filter((duration) => duration.kind === 'tariff' && !duration.ignored);
  if (new Set(bands.map((band) => band.line)).size < 2) return;
  const bandLines = new Set(bands.map((band) => band.line));
  const paid = lines
    .filter((_, index) => !bandLines.has(index))
    .map((line) => PAID_AMOUNT.exec(line)?.[1])
    .find((amount) => amount !== undefined);
  const pricedAtPaid = paid
    ? bands.filter((band) =>
        [...(lines[band.line] ?? '').matchAll(AMOUNTS)].some((match) => pence(match[1]!) === pence(paid)),
      )
    : [];
  if (pricedAtPaid.length === 1) {
    for (const band of bands) band.ignored = band !== pricedAtPaid[0];
  } else if (bandLines.size >= 3) {
    for (const band of bands) band.ignored = true;
  }
}
