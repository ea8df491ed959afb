import type { Gazetteer, Place } from '#server/lib/geo/gazetteer.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { findPostcodes } from '#server/lib/geo/postcode.ts';
import { addDays } from '#server/lib/clock.ts';
import { cleanOcrText, maskSpan, ticketLines } from './ocr-text';
import { classifyDocument, type DocumentVerdict } from './document-kind';
import { findParkingCues } from './parking-cues';
import type { DateMention } from './parse-dates';
import { findDates } from './parse-dates';
import type { DurationMention } from './parse-durations';
import { findDurations } from './parse-durations';
import type { TimeMention } from './parse-times';
import { findTimes } from './parse-times';
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
  /** The date the ticket is for: the expiry date for overnight tickets. */
  ticketDate: string | null;
  /** How the date was read, as printed, e.g. '14/03/26'. */
  ticketDateText: string | null;
  /** HH:MM, London wall-clock time as printed. */
  startTime: string | null;
  endTime: string | null;
  /** The expiry falls on a later day than the start. */
  overnight: boolean;
  /** YYYY-MM-DD parking started (the day before ticketDate for an overnight ticket). */
  startDate: string | null;
  durationMinutes: number | null;
  durationSource: 'stated' | 'times' | 'tariff' | 'plain' | null;
  ticketNumber: string | null;
  postcode: string | null;
  place: Place | null;
  placeVia: 'postcode' | 'town' | null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function sessionTimes(times: TimeMention[]): { start: TimeMention | null; end: TimeMention | null } {
  const usable = times.filter((time) => !time.ignored);
  let start = usable.find((time) => time.role === 'start') ?? null;
  let end = usable.find((time) => time.role === 'end') ?? null;
  // One end labelled, the other printed bare just before it ("13:05" above "Expires 17:05", or a
  // receipt's "16:20 13/03/26" above "Exit 18:45"): take the nearest bare time above.
  if (end && !start) {
    start =
      usable.filter((time) => !time.role && time.line < end!.line && time.line >= end!.line - 2).at(-1) ??
      null;
  } else if (start && !end) {
    end =
      usable.find((time) => !time.role && time.line > start!.line && time.line <= start!.line + 2) ?? null;
  }
  return { start, end };
}

function chooseDuration(
  durations: DurationMention[],
  start: TimeMention | null,
  end: TimeMention | null,
): { minutes: number; source: ParsedTicket['durationSource'] } | null {
  const usable = durations.filter((duration) => !duration.ignored);
  const stated = usable.find((duration) => duration.kind === 'stated');
  if (stated) return { minutes: stated.minutes, source: 'stated' };
  if (start && end) {
    const minutes = (end.minutes - start.minutes + 24 * 60) % (24 * 60);
    if (minutes > 0) return { minutes, source: 'times' };
  }
  const tariff = usable.find((duration) => duration.kind === 'tariff');
  if (tariff) return { minutes: tariff.minutes, source: 'tariff' };
  const plain = usable.find((duration) => duration.kind === 'plain');
  return plain ? { minutes: plain.minutes, source: 'plain' } : null;
}

/**
 * The date the ticket is for (the expiry's, for overnight tickets) and the date parking started;
 * the judge accepts an overnight ticket when either is today (docs/decisions/012).
 */
function chooseTicketDate(dates: DateMention[], start: TimeMention | null, end: TimeMention | null) {
  const onLine = (time: TimeMention | null) =>
    time ? dates.find((date) => date.line === time.line) : undefined;
  const endDate = onLine(end);
  // A start time without a date of its own ("Date 14/03/26" above "Time in 13:49") takes the
  // nearest date above it; failing that, an earlier date than the expiry's printed elsewhere.
  const startDate =
    onLine(start) ??
    (start
      ? dates.filter((date) => date.line < start.line && date.line >= start.line - 2).at(-1)
      : undefined) ??
    (endDate
      ? dates
          .filter((date) => !date.iso.startsWith('--') && date.iso < endDate.iso)
          .sort((a, b) => a.iso.localeCompare(b.iso))[0]
      : undefined);
  const crossesMidnight = !!start && !!end && end.minutes < start.minutes;
  const dayBefore = (iso: string) => (iso.startsWith('--') ? null : addDays(iso, -1));
  if (endDate) {
    const overnight = crossesMidnight || (!!startDate && endDate.iso > startDate.iso);
    const started = startDate?.iso ?? (overnight ? dayBefore(endDate.iso) : endDate.iso);
    return { date: endDate.iso, text: endDate.text, overnight, startDate: started };
  }
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(date.iso, (counts.get(date.iso) ?? 0) + 1);
  const commonest = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0];
  if (!commonest) return { date: null, text: null, overnight: crossesMidnight, startDate: null };
  const printed = dates.find((date) => date.iso === commonest)!;
  if (crossesMidnight) {
    // Times wrap past midnight: it expired the day after it started. With one date printed,
    // that date is the start's; with several, the latest is the expiry's.
    const fullDates = [
      ...new Set(dates.map((date) => date.iso).filter((iso) => !iso.startsWith('--'))),
    ].sort();
    const expiry =
      startDate && !startDate.iso.startsWith('--')
        ? addDays(startDate.iso, 1)
        : fullDates.length === 1
          ? addDays(fullDates[0]!, 1)
          : fullDates.at(-1);
    if (expiry) return { date: expiry, text: printed.text, overnight: true, startDate: dayBefore(expiry) };
  }
  return { date: commonest, text: printed.text, overnight: false, startDate: commonest };
}

export interface ParseOptions {
  gazetteer?: Gazetteer;
  /**
   * The words OCR was confident about. When given, readability counts only these: scraps read
   * out of blur or noise come back as words too, but with low confidence.
   */
  confidentText?: string;
}

export function parseTicketText(rawText: string, options: ParseOptions = {}): ParsedTicket {
  const gazetteer = options.gazetteer ?? getGazetteer();
  const text = cleanOcrText(rawText);
  const lines = ticketLines(text);
  const dates = findDates(lines);
  // Blank the dates out so 14.03.26 is not read as the time 14:03.
  const masked = lines.map((line, index) =>
    dates
      .filter((date) => date.line === index)
      .reduce((masking, date) => maskSpan(masking, date.start, date.end), line),
  );
  const times = findTimes(masked);
  const { start, end } = sessionTimes(times);
  const duration = chooseDuration(findDurations(masked), start, end);
  const ticketDate = chooseTicketDate(dates, start, end);
  const cues = findParkingCues(text);
  const document = classifyDocument(lines);
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
    ticketDate: ticketDate.date,
    ticketDateText: ticketDate.text,
    startTime: start ? hhmm(start.minutes) : null,
    endTime: end ? hhmm(end.minutes) : null,
    overnight: ticketDate.overnight,
    startDate: ticketDate.startDate,
    durationMinutes: duration?.minutes ?? null,
    durationSource: duration?.source ?? null,
    ticketNumber: findTicketNumber(lines),
    postcode: findPostcodes(rawText)[0]?.postcode.full ?? null,
    place: located?.place ?? null,
    placeVia: located?.via ?? null,
  };
}
