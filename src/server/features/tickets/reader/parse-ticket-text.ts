import type { Gazetteer, Place } from '#server/lib/geo/gazetteer.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { findPostcodes } from '#server/lib/geo/postcode.ts';
import { londonDay } from '#server/lib/clock.ts';
import { cleanOcrText, maskSpan, ticketLines } from './ocr-text';
import { classifyDocument, type DocumentVerdict } from './document-kind';
import { parkingProbability } from './document-model';
import { findParkingCues } from './parking-cues';
import { type DateMention, findDates } from './parse-dates';
import { findDurations } from './parse-durations';
import { findTimes, type TimeMention } from './parse-times';
import { type ParkingPeriod, readPeriod, withYear } from './read-period';
import { readScratchCard, type ScratchCard } from './scratch-card';
import { countReadableWords, findTicketNumber } from './ticket-fields';

/** What the text of a ticket says, before any judgement. Pure: the same text, the same answer. */
export interface ParsedTicket {
  /** Words and numbers that look like real text (OCR of a blurred photo yields a few scraps). */
  readableWords: number;
  /** Parking cues found ('pay & display', 'car park', 'parking operator' …). */
  parkingEvidence: string[];
  parkingScore: number;
  isPenaltyNotice: boolean;
  /** What the document is, from its strongest evidence (title over fine print). */
  document: DocumentVerdict;
  /** Every date printed, YYYY-MM-DD (or --MM-DD without a year), in reading order, unique. */
  dates: string[];
  /** The parking period as full timestamps (docs/decisions/040). */
  period: ParkingPeriod;
  /** YYYY-MM-DD the ticket is for: the period's last day (the expiry's, for overnight tickets). */
  ticketDate: string | null;
  /** How the date was read, as printed, e.g. '14/03/26'. */
  ticketDateText: string | null;
  /** HH:MM, London wall-clock time as printed. */
  startTime: string | null;
  endTime: string | null;
  /** The period ends on a later day than it starts. */
  overnight: boolean;
  /** YYYY-MM-DD parking started (before ticketDate for an overnight or multi-day period). */
  startDate: string | null;
  durationMinutes: number | null;
  durationSource: ParkingPeriod['source'];
  ticketNumber: string | null;
  postcode: string | null;
  place: Place | null;
  placeVia: 'postcode' | 'town' | null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A scratch card's marked day is a date on the line of its "DAY" heading, and its marked hour and
 * minute the arrival beside it (docs/decisions/043).
 */
function scratchedArrival(card: ScratchCard | null): { date: DateMention; time: TimeMention | null } | null {
  const arrival = card?.arrival;
  if (!card || !arrival) return null;
  const at = { line: card.dayLine, start: 0, end: 0 };
  const date: DateMention = { iso: arrival.iso, text: arrival.text, ...at };
  const time: TimeMention | null =
    arrival.minutes === null
      ? null
      : {
          minutes: arrival.minutes,
          text: arrival.text.replace(/^.* /, ''),
          ...at,
          role: 'start',
          ignored: false,
        };
  return { date, time };
}

/**
 * An app's big countdown ("4:57:09 / Expires in") read against the phone's clock in the
 * screenshot's status bar ("11:36") is when the session ends (16:33).
 */
function endFromCountdown(times: TimeMention[], start: TimeMention): TimeMention | null {
  const clock = times.find((time) => time.aside === 'phone clock');
  const countdowns = times.filter((time) => time.aside === 'countdown');
  if (!clock || countdowns.length !== 1) return null;
  const left = countdowns[0]!;
  return {
    ...left,
    minutes: (clock.minutes + left.minutes) % (24 * 60),
    text: `${clock.text} + ${left.text}`,
    line: start.line,
    role: 'end',
    ignored: false,
    aside: undefined,
  };
}

/** What a line holds besides the given spans, weekday names and punctuation aside. */
function leftOver(line: string, spans: { start: number; end: number }[]): string {
  return spans
    .reduce((masking, span) => maskSpan(masking, span.start, span.end), line)
    .replace(/\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/gi, '')
    .replace(/[^a-z0-9]/gi, '');
}

/**
 * Two columns, one moment each: a line of two dates and nothing else above a line of two times
 * and nothing else ("27 NOV 2026   10 DEC 2026" over "06:19   11:28") is read as two dated
 * moments, each date with the time below it (docs/decisions/044).
 */
function pairColumns(lines: string[]): string[] {
  const dates = findDates(lines);
  const paired = [...lines];
  for (let index = 0; index + 1 < lines.length; index++) {
    const onLine = dates.filter((date) => date.line === index);
    if (onLine.length !== 2 || leftOver(lines[index]!, onLine) !== '') continue;
    const below = findTimes([lines[index + 1]!]);
    if (below.length !== 2 || leftOver(lines[index + 1]!, below) !== '') continue;
    paired[index] = `${onLine[0]!.text} ${below[0]!.text}`;
    paired[index + 1] = `${onLine[1]!.text} ${below[1]!.text}`;
    index++;
  }
  return paired;
}

const OPENS_JUST_BEFORE = /\b(?:gates?|car\s*park|parking)\s+opens?\s*(?:at|from)?\s*[:.-]?\s*$/i;
const CLOSES_JUST_BEFORE =
  /\b(?:(?:gates?|car\s*park|parking)\s+closes?|vacate(?:\s+by)?|leave\s+by)\s*(?:at)?\s*[:.-]?\s*$/i;
const PAID_JUST_BEFORE = /\b(?:paid\s*at|(?:time\s*of\s*)?payment(?:\s*time)?)\s*[:.-]?\s*$/i;

function sessionTimes(
  times: TimeMention[],
  masked: string[],
  dates: DateMention[],
  today: string,
): { start: TimeMention | null; end: TimeMention | null } {
  const usable = times.filter((time) => !time.ignored);
  let start = usable.find((time) => time.role === 'start') ?? null;
  let end = usable.find((time) => time.role === 'end') ?? null;
  // Day parking granted for the hours a car park is open ("Gates open 10:30", "Car park
  // closes 20:14", "Vacate by 22:05"): both ends needed, so a lost expiry is never replaced by
  // a closing time.
  if (!start && !end) {
    const after = (pattern: RegExp) =>
      usable.find((time) => !time.role && pattern.test(masked[time.line]?.slice(0, time.start) ?? '')) ??
      null;
    const [opens, closes] = [after(OPENS_JUST_BEFORE), after(CLOSES_JUST_BEFORE)];
    if (opens && closes) return { start: opens, end: closes };
  }
  // Paid at a pay station on the way out, or at the machine when the period was bought: beside
  // an expiry, "Paid at 11:50am" is the purchase, so the start.
  if (!start) {
    const ends = usable.filter((time) => time.role === 'end');
    const paid = ends.find((time) => PAID_JUST_BEFORE.test(masked[time.line]?.slice(0, time.start) ?? ''));
    const expiry = ends.find((time) => time !== paid && time.minutes !== paid?.minutes);
    if (paid && expiry) [start, end] = [paid, expiry];
  }
  // No labels at all (lost to glare or a fold), but two moments each dated on its own line, the
  // second later: an entry and an exit ("27/11/2026 09:22" above "27/11/2026 10:25").
  if (!start && !end && usable.length === 2) {
    const [first, second] = usable as [TimeMention, TimeMention];
    const dayOf = (time: TimeMention) => {
      const date = dates.find((mention) => mention.line === time.line);
      return date && withYear(date.iso, today);
    };
    const [firstDay, secondDay] = [dayOf(first), dayOf(second)];
    const later =
      firstDay !== undefined &&
      secondDay !== undefined &&
      (secondDay > firstDay || (secondDay === firstDay && second.minutes > first.minutes));
    if (first.line !== second.line && later) return { start: first, end: second };
  }
  // One end labelled, the other printed bare just before it ("13:05" above "Expires 17:05", or a
  // receipt's "16:20 13/03/26" above "Exit 18:45"): take the nearest bare time above.
  if (end && !start) {
    // Else a bare time just below it ("EXPIRES 8.25 PM" above the date and "3.25 PM"), when it is earlier.
    start =
      usable.filter((time) => !time.role && time.line < end!.line && time.line >= end!.line - 2).at(-1) ??
      usable.find(
        (time) =>
          !time.role && time.line > end!.line && time.line <= end!.line + 2 && time.minutes < end!.minutes,
      ) ??
      null;
  } else if (start && !end) {
    end = endFromCountdown(times, start);
  }
  if (start && !end) {
    // A bare time just below the start, unless it is when the car park closes.
    end =
      usable.find(
        (time) =>
          !time.role &&
          time.line > start!.line &&
          time.line <= start!.line + 2 &&
          !CLOSES_JUST_BEFORE.test(masked[time.line]?.slice(0, time.start) ?? ''),
      ) ?? null;
  }
  return { start, end };
}

export interface ParseOptions {
  gazetteer?: Gazetteer;
  /**
   * The words OCR was confident about. When given, readability counts only these: scraps read
   * out of blur or noise come back as words too, but with low confidence.
   */
  confidentText?: string;
  /** London's today (YYYY-MM-DD): the year of dates printed without one. Default: the real today. */
  today?: string;
  /**
   * Words seen printed on a background unlike their neighbours', in reading order: a scratch
   * card's scratched cells (marked-cells.ts, docs/decisions/044). Asked for only when the text
   * is a scratch card's.
   */
  markedWords?: () => string[];
  /** How likely the lines are parking proof, 0–1. Default: the committed model (docs/decisions/042). */
  parkingProbability?: (lines: string[]) => number;
}

export function parseTicketText(rawText: string, options: ParseOptions = {}): ParsedTicket {
  const gazetteer = options.gazetteer ?? getGazetteer();
  const text = cleanOcrText(rawText);
  const lines = pairColumns(ticketLines(text));
  const card = readScratchCard(lines, options.markedWords);
  const scratched = scratchedArrival(card);
  const printed = findDates(lines).filter((date) => !card?.gridLines.has(date.line));
  const dates = scratched ? [...printed, scratched.date] : printed;
  // Blank the dates out so 14.03.26 is not read as the time 14:03.
  const masked = lines.map((line, index) =>
    dates
      .filter((date) => date.line === index)
      .reduce((masking, date) => maskSpan(masking, date.start, date.end), line),
  );
  const found = findTimes(masked);
  const times = scratched?.time
    ? [...found, scratched.time].sort((a, b) => a.line - b.line || a.start - b.start)
    : found;
  const today = options.today ?? londonDay(new Date());
  const { start, end } = sessionTimes(times, masked, dates, today);
  const period = readPeriod(lines, dates, times, findDurations(masked), start, end, today);
  const cues = findParkingCues(text);
  const document = classifyDocument(lines, (options.parkingProbability ?? parkingProbability)(lines));
  const located = gazetteer.findPlaceInText(rawText);
  return {
    readableWords: countReadableWords(
      options.confidentText === undefined ? text : cleanOcrText(options.confidentText),
    ),
    parkingEvidence: cues.cues,
    parkingScore: cues.score,
    isPenaltyNotice: document.kind === 'penalty_notice',
    document,
    dates: [...new Set(dates.map((date) => date.iso))],
    period,
    ticketDate: period.lastDay ?? period.firstDay,
    ticketDateText: period.dateText,
    startTime: period.start ? hhmm(period.start.minutes) : null,
    endTime: period.end ? hhmm(period.end.minutes) : null,
    overnight: !!period.firstDay && !!period.lastDay && period.firstDay !== period.lastDay,
    startDate: period.firstDay ?? period.lastDay,
    durationMinutes: period.minutes,
    durationSource: period.source,
    ticketNumber: findTicketNumber(lines),
    postcode: findPostcodes(rawText)[0]?.postcode.full ?? null,
    place: located?.place ?? null,
    placeVia: located?.via ?? null,
  };
}
