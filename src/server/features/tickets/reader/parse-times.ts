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
}

const TIME =
  /(?<![0-9£$.,:])([01]?[0-9]|2[0-3])([:.])([0-5][0-9])(?::[0-5][0-9])?(?:\s*([ap])\.?\s*m\b\.?)?(?![0-9]|[.,:][0-9]|\s*%|\s*p\b)/gi;

const START_LABEL =
  /\b(time\s*in|arriv(?:al|ed)(?:\s*time)?|entry(?:\s*time)?|entered|start(?:ed|s|\s*time|ing)?|valid\s*from|from|issued(?:\s*at)?|issue\s*time|purchase[ds]?(?:\s*at|\s*time)?|bought|parked(?:\s*at)?|session\s*start(?:ed)?|in|amser\s*cyrraedd|cyrraedd|cychwyn)\b/gi;
const END_LABEL =
  /\b(expir(?:es|y|ing)(?:\s*time|\s*at)?|valid\s*(?:until|till|to)|until|till|exit(?:ed)?(?:\s*(?:time|before))?|end(?:s|ed)?(?:\s*time|\s*at)?|time\s*out|out|leave\s*by|depart(?:ure|ed)?(?:\s*time)?|to|session\s*end(?:s|ed)?|(?:time\s*of\s*)?payment(?:\s*time)?|paid\s*at|yn\s*dod\s*i\s*ben|dod\s*i\s*ben|hyd\s*at)\b/gi;
/** Labels so short they only count right before the time. */
const ADJACENT_ONLY = /^(from|to|until|till|in|out)$/i;
const COUNTDOWN_BEFORE = /\b(ends?\s+in|expires?\s+in|time\s+left|remaining|left|to\s+go)\s*:?\s*$/i;
const COUNTDOWN_AFTER = /^\s*(left|remaining|to\s+go|rem)\b/i;

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
  /\b(?:parking|ticket|session|booking|date|time|and|of|the|your|car|vehicle|stay|local)\b|[\s:.\-|/&]/gi;

/** A line that is nothing but a label ("Started", "VALID UNTIL", "Expiry time:", "PARKING EXPIRES"). */
function labelOnly(line: string | undefined): TimeRole | null {
  if (!line || /[0-9]/.test(line)) return null;
  const labels = labelsIn(line);
  const label = labels[0];
  if (!label || labels.some((other) => other.role !== label.role)) return null;
  const rest = (line.slice(0, label.start) + line.slice(label.end)).replace(LABEL_FILLER, '');
  return rest === '' ? label.role : null;
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

/** Times in lines whose dates are already masked out (so 14.03.26 is not 14:03). */
export function findTimes(lines: string[]): TimeMention[] {
  const times: TimeMention[] = [];
  lines.forEach((line, lineIndex) => {
    const inLine: TimeMention[] = [];
    for (const match of line.matchAll(TIME)) {
      const [text, hourText = '', separator, minuteText = '', meridiem] = match;
      // 10.02 is a time; 2.50 is money.
      if (separator === '.' && hourText.length < 2 && !meridiem) continue;
      if (/£\s*$/.test(line.slice(0, match.index))) continue;
      const minutes = toMinutes(Number(hourText), Number(minuteText), meridiem);
      if (Number.isNaN(minutes)) continue;
      const start = match.index;
      const end = start + text.length;
      const before = line.slice(0, start);
      const countdown =
        COUNTDOWN_BEFORE.test(before) ||
        COUNTDOWN_AFTER.test(line.slice(end)) ||
        (line.slice(end).trim() === '' && COUNTDOWN_AFTER.test(lines[lineIndex + 1] ?? ''));
      // A phone's clock: a time opening the first line of a screenshot, amid signal icons (a
      // receipt's first line "10:47 14/03/2026" has a date, masked out by now).
      const statusBar =
        lineIndex === 0 &&
        before.trim() === '' &&
        !line.includes(MASK) &&
        !/[a-z]{4,}/i.test(line.slice(end));
      inLine.push({
        minutes,
        text: text.trim(),
        line: lineIndex,
        start,
        end,
        role: null,
        ignored: countdown || statusBar,
      });
    }
    assignRoles(line, inLine, labelOnly(lines[lineIndex - 1]));
    times.push(...inLine);
  });
  return times;
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
  // "10:00 - 12:00", "10:00 to 12:00": a range without labels of its own.
  for (let i = 0; i + 1 < inLine.length; i++) {
    const first = inLine[i]!;
    const second = inLine[i + 1]!;
    if (first.ignored || second.ignored) continue;
    if (!/^\s*(-|to|until|till)\s*$/i.test(line.slice(first.end, second.start))) continue;
    first.role ??= 'start';
    second.role = 'end';
  }
}
