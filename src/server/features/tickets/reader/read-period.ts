import { addDays } from '#server/lib/clock.ts';
import type { DateMention } from './parse-dates';
import type { DurationMention } from './parse-durations';
import { labelledRole, type TimeMention } from './parse-times';

/**
 * The parking period as full timestamps (docs/decisions/040): each labelled time carries its own
 * date — the date printed beside it, a date in the same column above it, or the document's one
 * date — so an exit on a later date is later ("Arrival 27 Nov 10:37, Departure 28 Nov 11:00" is
 * 24 h 23 min), and with no second date an end earlier than the start is the next morning.
 */
export interface PeriodPoint {
  /** YYYY-MM-DD (a date printed without a year takes the reference year); null: no date printed. */
  day: string | null;
  /** Minutes after midnight, London wall clock. */
  minutes: number;
  /** The time as printed, e.g. '2.15pm'. */
  text: string;
  /** How the day was found: printed beside the time, above it in its column, or the document's. */
  dayFrom: 'beside' | 'column' | 'document' | 'inferred' | 'none';
  /** A label named the time ("Expires", "IN"); false where its place alone made it an end. */
  labelled: boolean;
}

export interface ParkingPeriod {
  start: PeriodPoint | null;
  end: PeriodPoint | null;
  /** Length of the period in minutes, from the times or a stated duration. */
  minutes: number | null;
  source: 'stated' | 'times' | 'tariff' | 'plain' | 'limit' | 'days' | null;
  /** The first and last London days the period covers (one of them may be unknown). */
  firstDay: string | null;
  lastDay: string | null;
  /** How the day was printed, for admins ('27/11/26'). */
  dateText: string | null;
}

/** Lines that date something other than the parking: a booking made, a receipt printed, a card. */
const OTHER_DATE =
  /\b(?:print(?:ed)?|booked\s+on|booking\s+(?:made|date|placed)|date\s+booked|order(?:ed)?\s+(?:on|date)|made\s+on|card|exp(?:iry)?\s*date|offer|inspection|mot\s+due|reg(?:istered|istration)\s+(?:date|year)|birth|dob|statement|invoice\s+date|vat\s+date|since|member)\b/i;

/** Of those, the dates that are never the parking day. */
const UNRELATED_DATE =
  /\b(?:card|exp(?:iry)?\s*date|offer|inspection|mot\s+due|reg(?:istered|istration)\s+(?:date|year)|birth|dob|since|member)\b/i;

const TOMORROW_AFTER = /^[\s,]*(?:the\s+)?(?:following\s+day|next\s+day|tomorrow)\b/i;

/** A year-less ISO ('--11-27') in the reference year; a full date as it is. */
export function withYear(iso: string, referenceDay: string): string {
  if (!iso.startsWith('--')) return iso;
  const year = Number(referenceDay.slice(0, 4));
  const candidate = `${year}${iso.slice(1)}`;
  // A December date read in early January is last year's.
  return candidate > addDays(referenceDay, 300) ? `${year - 1}${iso.slice(1)}` : candidate;
}

interface Dated {
  iso: string;
  text: string;
  from: PeriodPoint['dayFrom'];
}

/** The date the document is about when a time has none of its own: parking-labelled dates first, then the commonest. */
function documentDate(dates: DateMention[], lines: string[]): DateMention | null {
  const usable = dates.filter((date) => !OTHER_DATE.test(lines[date.line] ?? ''));
  // A receipt printed or a booking made is on or near the parking day; an offer's end, a card's
  // expiry or a birthday never is.
  const pool = usable.length ? usable : dates.filter((date) => !UNRELATED_DATE.test(lines[date.line] ?? ''));
  const counts = new Map<string, number>();
  for (const date of pool) counts.set(date.iso, (counts.get(date.iso) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0];
  return best ? (pool.find((date) => date.iso === best) ?? null) : null;
}

function dateFor(
  time: TimeMention,
  times: TimeMention[],
  dates: DateMention[],
  lines: string[],
  fallback: DateMention | null,
): Dated | null {
  const sameLine = dates.filter((date) => date.line === time.line);
  if (sameLine.length) {
    const timesOnLine = times.filter((other) => other.line === time.line && !other.ignored);
    // Two dates and two times on one line ("27/11 10:37  28/11 11:00", or columns): by order.
    if (sameLine.length === timesOnLine.length && sameLine.length > 1) {
      const date = sameLine[timesOnLine.indexOf(time)]!;
      return { iso: date.iso, text: date.text, from: 'beside' };
    }
    const before = sameLine.filter((date) => date.end <= time.start).at(-1);
    const date = before ?? sameLine[0]!;
    return { iso: date.iso, text: date.text, from: 'beside' };
  }
  // A row of dates just above a row of times: the column's date ("Entry  Exit" / dates / times).
  for (const lineAbove of [time.line - 1, time.line - 2]) {
    const row = dates.filter((date) => date.line === lineAbove);
    if (row.length === 0) continue;
    if (times.some((other) => other.line === lineAbove && !other.ignored)) break;
    const timesOnLine = times.filter((other) => other.line === time.line && !other.ignored);
    if (row.length > 1 && row.length === timesOnLine.length) {
      const date = row[timesOnLine.indexOf(time)]!;
      return { iso: date.iso, text: date.text, from: 'column' };
    }
    if (row.length === 1 && !OTHER_DATE.test(lines[lineAbove] ?? '')) {
      return { iso: row[0]!.iso, text: row[0]!.text, from: 'column' };
    }
    break;
  }
  return fallback ? { iso: fallback.iso, text: fallback.text, from: 'document' } : null;
}

const hasOwnDay = (from: Dated['from']) => from === 'beside' || from === 'column';

/**
 * The period from labelled times, their dates and stated durations: stated > times > tariff >
 * plain for the length; the days from the times' dates, or the document's date.
 */
export function readPeriod(
  lines: string[],
  dates: DateMention[],
  times: TimeMention[],
  durations: DurationMention[],
  start: TimeMention | null,
  end: TimeMention | null,
  referenceDay: string,
): ParkingPeriod {
  const fallback = documentDate(dates, lines);
  const full = (dated: Dated | null) => (dated ? withYear(dated.iso, referenceDay) : null);
  const startDated = start ? dateFor(start, times, dates, lines, fallback) : null;
  const endDated = end ? dateFor(end, times, dates, lines, fallback) : null;
  const point = (time: TimeMention | null, dated: Dated | null): PeriodPoint | null =>
    time && {
      day: full(dated),
      // "From midnight" is the start of the day; "until midnight" its end.
      minutes: time === start ? time.minutes % (24 * 60) : time.minutes,
      text: time.text,
      dayFrom: dated?.from ?? 'none',
      labelled: time.role !== null,
    };
  let startPoint = point(start, startDated);
  let endPoint = point(end, endDated);
  // "Until 8am tomorrow": the end is the day after.
  if (end && endPoint && TOMORROW_AFTER.test(lines[end.line]?.slice(end.end) ?? '')) {
    const from = startPoint?.day ?? endPoint.day;
    endPoint = { ...endPoint, day: from && addDays(from, 1), dayFrom: 'inferred' };
  }
  if (startPoint && endPoint && startDated && endDated) {
    // Both printed beside their times, or two different dates each in its column: trusted as
    // printed. Otherwise one day is the anchor and the other time follows from the clocks.
    const ownDays =
      (startDated!.from === 'beside' && endDated!.from === 'beside') ||
      (hasOwnDay(startDated!.from) && hasOwnDay(endDated!.from) && startPoint.day !== endPoint.day);
    if (!ownDays) {
      // Only one of the times has a date of its own: the other is on that day, or the next
      // morning when its clock is earlier (bought 23:10, expires 09:10).
      const anchor = hasOwnDay(endDated!.from) && !hasOwnDay(startDated!.from) ? 'end' : 'start';
      if (anchor === 'start') {
        const day = endPoint.minutes <= startPoint.minutes ? addDays(startPoint.day!, 1) : startPoint.day;
        if (endPoint.dayFrom !== 'inferred') endPoint = { ...endPoint, day, dayFrom: 'inferred' };
      } else {
        const day = endPoint.minutes <= startPoint.minutes ? addDays(endPoint.day!, -1) : endPoint.day;
        startPoint = { ...startPoint, day, dayFrom: 'inferred' };
      }
    }
  } else if (startPoint && endPoint && endPoint.dayFrom === 'none') {
    // No date printed at all: an end clock earlier than the start is the next morning.
    if (endPoint.minutes <= startPoint.minutes)
      endPoint = { ...endPoint, minutes: endPoint.minutes + 24 * 60 };
  }
  // "Until midnight" (24:00) is the next day's 00:00.
  if (endPoint?.day && endPoint.minutes >= 24 * 60) {
    endPoint = {
      ...endPoint,
      day: addDays(endPoint.day, 1),
      minutes: endPoint.minutes - 24 * 60,
    };
  }
  const span = startPoint && endPoint ? minutesBetween(startPoint, endPoint) : null;
  const usable = durations.filter((duration) => !duration.ignored);
  const stated = usable.find((duration) => duration.kind === 'stated');
  const tariff = usable.find((duration) => duration.kind === 'tariff');
  const plain = usable.find((duration) => duration.kind === 'plain');
  const limit = usable.find((duration) => duration.kind === 'limit');
  let minutes: number | null = null;
  let source: ParkingPeriod['source'] = null;
  // Two times each printed with its own date outweigh a stated length that disagrees: OCR loses
  // the hours of "4 h 50 mins" more easily than both ends of a dated entry and exit.
  const datedEnds = hasOwnDay(startPoint?.dayFrom ?? 'none') && hasOwnDay(endPoint?.dayFrom ?? 'none');
  if (stated && !(datedEnds && span !== null && span > 0 && span !== stated.minutes))
    [minutes, source] = [stated.minutes, 'stated'];
  else if (span !== null && span > 0) [minutes, source] = [span, 'times'];
  else if (tariff) [minutes, source] = [tariff.minutes, 'tariff'];
  else if (plain) [minutes, source] = [plain.minutes, 'plain'];
  // A free car park grants its maximum stay from entry ("Entry time 10:05", "Max stay 1 hour 30
  // minutes", "Free for customers"); where parking was paid for, the maximum is not what was bought.
  else if (limit && startPoint && !endPoint && isFree(lines)) [minutes, source] = [limit.minutes, 'limit'];
  // A times span that contradicts itself (an end before its start) is no period at all.
  if (span !== null && span <= 0 && source !== 'stated') {
    if (!tariff && !plain) [minutes, source] = [null, null];
  }
  let firstDay = startPoint?.day ?? null;
  let lastDay = endPoint?.day ?? null;
  if (minutes !== null && startPoint?.day && !endPoint) lastDay = dayAfterMinutes(startPoint, minutes);
  if (minutes !== null && endPoint?.day && !startPoint) firstDay = dayAfterMinutes(endPoint, -minutes);
  // No times at all, but dates labelled as the period's ends ("Arrival 13/03/2026", "Departure
  // 15/03/2026"): the period runs from the one to the other, days long.
  const days = !startPoint && !endPoint ? labelledDays(lines, dates, referenceDay) : null;
  if (days) {
    [firstDay, lastDay] = [days.first, days.last];
    if (minutes === null && days.last > days.first)
      [minutes, source] = [daysBetween(days.first, days.last) * 24 * 60, 'days'];
  }
  if (!firstDay && !lastDay && fallback) firstDay = lastDay = withYear(fallback.iso, referenceDay);
  const dateText = startDated?.text ?? endDated?.text ?? fallback?.text ?? null;
  return { start: startPoint, end: endPoint, minutes, source, firstDay, lastDay, dateText };
}

/** Free parking: it says so, or prices nothing but what a penalty would cost. */
function isFree(lines: string[]): boolean {
  const text = lines.join('\n');
  if (/\bfree\b/i.test(text)) return true;
  return !lines.some((line) => /£\s?[0-9]/.test(line) && !/\b(?:charge|penalty|notice|fine)\b/i.test(line));
}

/** The dates a start label and an end label name, when both are printed and in order. */
function labelledDays(lines: string[], dates: DateMention[], referenceDay: string) {
  const roled = dates.map((date) => ({
    day: withYear(date.iso, referenceDay),
    role: labelledRole(lines[date.line] ?? '', date.start, lines[date.line - 1]),
  }));
  const first = roled.find((date) => date.role === 'start')?.day;
  const last = roled.find((date) => date.role === 'end')?.day;
  return first && last && last >= first ? { first, last } : null;
}

function daysBetween(first: string, last: string): number {
  return (Date.parse(last) - Date.parse(first)) / 86_400_000;
}

function epochMinutes(point: PeriodPoint): number {
  // With no date printed, both ends are counted from one day (the next morning is handled above).
  const [year, month, day] = (point.day ?? '2000-01-01').split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 60000 + point.minutes;
}

function minutesBetween(start: PeriodPoint, end: PeriodPoint): number {
  return epochMinutes(end) - epochMinutes(start);
}

function dayAfterMinutes(point: PeriodPoint, minutes: number): string {
  const at = new Date((epochMinutes(point) + minutes) * 60000);
  return at.toISOString().slice(0, 10);
}
