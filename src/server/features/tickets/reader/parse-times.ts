import { MASK } from './ocr-text';

/**
 * Clock times on a ticket and what they mean. A time is a session start or end only when a label
 * says so ("Time in 10:02", "Arrival", "Entry", "Started", "Expires", "Exit", "Valid until" …,
 * on the same line or alone on the line above), or it is one end of a range ("10:00 - 12:00").
 * Phone status-bar clocks and "1:25 left" countdowns on app screenshots are set aside.
 */
export type TimeRole = 'start' | 'end';

export interface TimeMention {
  /** Minutes after midnight. */
  minutes: number;
  text: string;
  line: number;
  start: number;
  end: number;
  role: TimeRole | null;
  /** A countdown or a phone's clock: never a session time. */
  ignored: boolean;
  /** Which of the two it is: together they give an app session's end (docs/decisions/043). */
  aside?: 'countdown' | 'phone clock';
}

const TIME =
  /(?<![0-9£$.,:])([01]?[0-9]|2[0-3])([:.])([0-5][0-9])(?::[0-5][0-9])?(?:\s*([ap])\.?\s*m\b\.?|(?<=:[0-5][0-9])([ap])(?![a-z]))?(?![0-9]|[.,:][0-9]|\s*%|\s*p\b)/gi;

const START_LABEL =
  /\b(time\s*in|time\s*now|arriv(?:al|ed)(?:\s*time)?|entry(?:\s*time)?|entered|start(?:ed|s|\s*time|ing)?|valid\s*from|from|issued(?:\s*at)?|issue\s*time|purchase[ds]?(?:\s*at|\s*time)?|bought|parked(?:\s*at)?|session\s*start(?:ed)?|in|amser\s*cyrraedd|cyrraedd|cychwyn)\b/gi;
const END_LABEL =
  /\b(expir(?:es|y|ing)(?:\s*time|\s*at)?|exp|valid\s*(?:until|till|to)|until|till|exit(?:ed)?(?:\s*(?:time|before))?|end(?:s|ed)?(?:\s*time|\s*at)?|time\s*out|out|leave\s*by|depart(?:ure|ed)?(?:\s*time)?|to|session\s*end(?:s|ed)?|(?:time\s*of\s*)?payment(?:\s*time)?|paid\s*at|(?:yn\s*)?dod\s*[i1l]\s*ben|hyd\s*at)\b/gi;
/** Labels so short they only count right before the time. */
const ADJACENT_ONLY = /^(from|to|until|till|in|out)$/i;
const COUNTDOWN_BEFORE = /\b(ends?\s+in|expires?\s+in|time\s+left|remaining|left|to\s+go)\s*:?\s*$/i;
const COUNTDOWN_AFTER = /^\s*(left|remaining|to\s+go|rem)\b/i;
/** "1:25" above a line that says only "left" (an app's countdown), not "Left in the car park". */
const COUNTDOWN_BELOW =
  /^\s*(?:left|remaining|to\s+go|rem|(?:expires?|ends?)\s+in|time\s+(?:left|remaining))\b[\s.!:]*$/i;

/** What introduces a site's hours: "Charges apply Mon-Sat", "Open daily", "Hours of operation". */
const SITE_HOURS_BEFORE =
  /\b(?:charges?\s+apply|charging\s+hours|(?:hours|times)\s+of\s+operation|operating\s+hours|opening\s+hours|open(?:s)?\s+daily|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*[-–]\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b[^0-9]*$/i;

interface Label {
  role: TimeRole;
  start: number;
  end: number;
  text: string;
}

function labelsIn(line: string): Label[] {
  const labels: Label[] = [];
  for (const [regex, role] of [
    [START_LABEL, 'start'],
    [END_LABEL, 'end'],
  ] as const) {
    for (const match of line.matchAll(regex)) {
      labels.push({ role, start: match.index, end: match.index + match[0].length, text: match[0] });
    }
  }
  return labels.sort((a, b) => a.start - b.start);
}

/** Words that may stand around a label on its own line ("PARKING EXPIRES", "Date/time of entry"). */
const LABEL_FILLER =
  /\b(?:parking|ticket|session|booking|date|time|and|of|the|your|car|vehicle|stay|local|paid)\b|[\s:.\-|/&]/gi;

/** A line that is nothing but a label ("Started", "VALID UNTIL", "Expiry time:", "PARKING EXPIRES"). */
function labelOnly(line: string | undefined): TimeRole | null {
  if (!line) return null;
  const labels = labelsIn(line);
  const label = labels[0];
  if (!label || labels.some((other) => other.role !== label.role)) return null;
  // Every label goes: a bilingual ticket says it twice ("Yn dod i ben / Expires").
  const rest = labels
    .reduceRight((text, { start, end }) => text.slice(0, start) + text.slice(end), line)
    .replace(LABEL_FILLER, '');
  return rest === '' ? label.role : null;
}

/**
 * The role a label gives what is printed at `position` of a line: the last label before it
 * ("Departure 15/03/2026"), or a label alone on the line above ("Valid until" / "15/03/2026").
 */
export function labelledRole(line: string, position: number, lineAbove: string | undefined): TimeRole | null {
  const label = labelsIn(line.slice(0, position)).at(-1);
  if (label && (!ADJACENT_ONLY.test(label.text) || /^[\s:\-=]*$/.test(line.slice(label.end, position))))
    return label.role;
  return line.slice(0, position).trim() === '' ? labelOnly(lineAbove) : null;
}

/** What may come before a time that a label on the line above names: a (masked) date, "at", a weekday. */
const BEFORE_LABELLED_TIME = new RegExp(
  `^[\\s${MASK},]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?[\\s${MASK},]*)?(?:at|@|on|from)?[\\s${MASK},]*$`,
  'i',
);

function toMinutes(hours: number, minutes: number, meridiem: string | undefined): number {
  let hour = hours;
  if (meridiem) {
    if (hours < 1 || hours > 12) return Number.NaN;
    hour = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  return hour * 60 + minutes;
}

/** "8am", "2 pm", "11.p.m." — an hour with its half of the day and no minutes. */
const HOUR_ONLY = /(?<![0-9:.£$])(1[0-2]|0?[1-9])\s*([ap])\.?\s*m\b\.?/gi;
/** "noon", "12 noon", "midnight", "12 midnight". */
const NOON_MIDNIGHT = /\b(?:12\s*)?(noon|midday|midnight)\b/gi;
/** The end of a (masked) date, perhaps with "at": what a time of day follows. */
const AFTER_DATE = new RegExp(`${MASK}[\\s,]*(?:at\\s*)?$`);
/** "1415" as 24-hour tickets print it: only right after a time label ("Time in 1415", "OUT 0932"). */
const FOUR_DIGITS = /(?<![0-9:./£$-])([01][0-9]|2[0-3])([0-5][0-9])(?![0-9]|[./:-][0-9])/g;
const LABEL_JUST_BEFORE =
  /\b(?:in|out|from|to|until|till|entry|exit|arriv(?:al|ed)|depart(?:ure|ed)?|start(?:ed)?|end(?:s|ed)?|expir(?:es|y)|valid\s*(?:from|until|to)|time(?:\s*(?:in|out))?|at|issued|purchased|exp)\s*[:.\-=,]?\s*$/i;

interface Found {
  minutes: number;
  text: string;
  start: number;
  end: number;
}

/**
 * Every clock time in one line, whatever its form, without overlaps (24-hour and 12-hour).
 * `labelledAbove`: the line above is a time label alone ("VALID UNTIL"), so a 4-digit time
 * opening this line is that time ("0012 27-NOV-26").
 */
function clockTimes(line: string, labelledAbove: boolean): Found[] {
  const found: Found[] = [];
  const free = (start: number, end: number) => !found.some((f) => start < f.end && end > f.start);
  for (const match of line.matchAll(TIME)) {
    const [text, hourText = '', separator, minuteText = '', longMeridiem, shortMeridiem] = match;
    const meridiem = longMeridiem ?? shortMeridiem;
    // 10.02 is a time; 2.50 is money.
    if (separator === '.' && hourText.length < 2 && !meridiem) continue;
    if (/£\s*$/.test(line.slice(0, match.index))) continue;
    const minutes = toMinutes(Number(hourText), Number(minuteText), meridiem);
    if (Number.isNaN(minutes)) continue;
    found.push({ minutes, text: text.trim(), start: match.index, end: match.index + text.length });
  }
  for (const match of line.matchAll(HOUR_ONLY)) {
    const end = match.index + match[0].length;
    if (!free(match.index, end)) continue;
    const minutes = toMinutes(Number(match[1]), 0, match[2]);
    if (!Number.isNaN(minutes)) found.push({ minutes, text: match[0].trim(), start: match.index, end });
  }
  for (const match of line.matchAll(NOON_MIDNIGHT)) {
    const end = match.index + match[0].length;
    if (!free(match.index, end)) continue;
    const word = (match[1] ?? '').toLowerCase();
    found.push({ minutes: word === 'midnight' ? 24 * 60 : 12 * 60, text: match[0], start: match.index, end });
  }
  for (const match of line.matchAll(FOUR_DIGITS)) {
    const end = match.index + match[0].length;
    const before = line.slice(0, match.index);
    // Right after a date it is the time of day ("27/11/2026 0755"), as after a label.
    const afterDate = AFTER_DATE.test(before);
    const labelled =
      afterDate || LABEL_JUST_BEFORE.test(before) || (labelledAbove && BEFORE_LABELLED_TIME.test(before));
    if (!free(match.index, end) || !labelled) continue;
    found.push({
      minutes: Number(match[1]) * 60 + Number(match[2]),
      text: match[0],
      start: match.index,
      end,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Times in lines whose dates are already masked out (so 14.03.26 is not 14:03). */
export function findTimes(lines: string[]): TimeMention[] {
  const times: TimeMention[] = [];
  lines.forEach((line, lineIndex) => {
    const inLine: TimeMention[] = [];
    const roleFromLineAbove = labelOnly(lines[lineIndex - 1]);
    for (const { minutes, text, start, end } of clockTimes(line, roleFromLineAbove !== null)) {
      const before = line.slice(0, start);
      const countdown =
        COUNTDOWN_BEFORE.test(before) ||
        COUNTDOWN_AFTER.test(line.slice(end)) ||
        (line.slice(end).trim() === '' && COUNTDOWN_BELOW.test(lines[lineIndex + 1] ?? ''));
      // A phone's clock: a time opening the first line of a screenshot, amid signal icons (a
      // receipt's first line "10:47 14/03/2026" has a date, masked out by now).
      const statusBar =
        lineIndex === 0 &&
        before.trim() === '' &&
        !line.includes(MASK) &&
        !/[a-z]{4,}/i.test(line.slice(end));
      inLine.push({
        minutes,
        text,
        line: lineIndex,
        start,
        end,
        role: null,
        ignored: countdown || statusBar,
        ...(countdown ? { aside: 'countdown' as const } : statusBar ? { aside: 'phone clock' as const } : {}),
      });
    }
    assignRoles(line, inLine, roleFromLineAbove);
    assignColumnRoles(inLine, lines.slice(Math.max(0, lineIndex - 2), lineIndex));
    times.push(...inLine);
  });
  timeOfPurchase(lines, times);
  return times;
}

/** "Time 09:27", "Amser / Time": the one time a ticket prints beside an expiry is when it was bought. */
const PLAIN_TIME_LABEL = /\b(?:time|amser)\s*[:.]?\s*$/i;

/** A ticket with an expiry but no labelled start: its time printed under a bare "Time" label starts the period. */
function timeOfPurchase(lines: string[], times: TimeMention[]) {
  const counted = times.filter((time) => !time.ignored);
  if (counted.some((time) => time.role === 'start') || !counted.some((time) => time.role === 'end')) return;
  const plain = counted.filter(
    (time) => time.role === null && PLAIN_TIME_LABEL.test((lines[time.line] ?? '').slice(0, time.start)),
  );
  if (plain.length === 1) plain[0]!.role = 'start';
}

/**
 * Columns: a header of labels ("Entry    Exit", "Arrival | Departure") above a row of values
 * ("10:37    11:00"), with perhaps a row of dates between. The times take the labels in order.
 */
function assignColumnRoles(inLine: TimeMention[], linesAbove: string[]) {
  const open = inLine.filter((time) => !time.ignored && time.role === null);
  if (open.length < 2) return;
  for (const header of [...linesAbove].reverse()) {
    // A row of dates (masked by now) between the labels and the times.
    if (!/[A-Za-z]{2,}/.test(header)) continue;
    const labels = labelsIn(header);
    const roles = labels.map((label) => label.role);
    if (roles.length === open.length && roles.includes('start') && roles.includes('end')) {
      open.forEach((time, index) => {
        time.role = roles[index]!;
      });
    }
    return;
  }
}

function assignRoles(line: string, inLine: TimeMention[], roleFromLineAbove: TimeRole | null) {
  const labels = labelsIn(line);
  inLine.forEach((time, index) => {
    if (time.ignored) return;
    const previousTimeEnd = inLine[index - 1]?.end ?? 0;
    const label = labels.filter((l) => l.end <= time.start && l.start >= previousTimeEnd).at(-1);
    const between = label ? line.slice(label.end, time.start) : '';
    const adjacent = /^[\s:\-=]*(at\s*)?$/i.test(between);
    if (label && (adjacent || !ADJACENT_ONLY.test(label.text))) time.role = label.role;
    else if (index === 0 && BEFORE_LABELLED_TIME.test(line.slice(0, time.start)) && roleFromLineAbove)
      time.role = roleFromLineAbove;
  });
  // "10:00 - 12:00", "10:00 to 12:00": a range without labels of its own, unless it is when a
  // car park charges or opens ("Charges apply Mon-Sat 8am-6pm"): the site's hours, not the stay.
  for (let i = 0; i + 1 < inLine.length; i++) {
    const first = inLine[i]!;
    const second = inLine[i + 1]!;
    if (first.ignored || second.ignored) continue;
    if (!/^\s*(-|–|to|until|till)\s*$/i.test(line.slice(first.end, second.start))) continue;
    if (SITE_HOURS_BEFORE.test(line.slice(0, first.start))) {
      first.ignored = second.ignored = true;
      continue;
    }
    first.role ??= 'start';
    second.role = 'end';
  }
}
