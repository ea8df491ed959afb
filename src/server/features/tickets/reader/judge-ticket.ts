import type { ReaderOutcome } from '#contracts/ticket-outcomes.ts';
import type { Place } from '#server/lib/geo/gazetteer.ts';
import { londonDay } from '#server/lib/clock.ts';
import { formatUkDate } from './parse-dates';
import { withYear } from './read-period';
import type { ParsedTicket } from './parse-ticket-text';

/** Parking must last at least this long; exactly an hour is enough. */
export const MIN_PARKING_MINUTES = 60;
/** Fewer real words than this and the photo is too unclear to judge (a real ticket has 20+). */
export const MIN_READABLE_WORDS = 6;

export interface TicketJudgement {
  outcome: ReaderOutcome;
  /** Why, in words an admin reviewing the attempt can follow. */
  reasons: string[];
  /** One plain sentence for the driver: what was wrong and what to do, never internal figures. */
  driverReason: string;
  /** YYYY-MM-DD the ticket is for (the expiry date for overnight tickets). */
  detectedDate: string | null;
  /** HH:MM as printed (London time). */
  start: string | null;
  end: string | null;
  durationMinutes: number | null;
  /** Where the ticket says it was bought; null asks the caller for a town when verified. */
  place: Place | null;
  postcode: string | null;
  ticketNumber: string | null;
  /** Verified but no location on the ticket: the driver must name the town (docs/decisions/010). */
  requiresManualLocation: boolean;
  /**
   * The reader is not sure, and the proof is dated today and looks like parking: a person decides
   * (the review queue) instead of the `outcome`, which is what the driver would otherwise be told.
   */
  unsure: boolean;
}

export interface JudgeContext {
  now: Date;
  /** Tesseract's mean confidence; recorded in the reasons, never decisive (it is high for empty pages). */
  ocrConfidence: number;
}

function describeDuration(parsed: ParsedTicket): string {
  const minutes = parsed.durationMinutes ?? 0;
  const how =
    parsed.durationSource === 'times'
      ? ` (from ${parsed.startTime} to ${parsed.endTime})`
      : parsed.durationSource === 'limit'
        ? ` (the maximum stay, from ${parsed.startTime})`
        : parsed.durationSource === 'days' && parsed.startDate && parsed.ticketDate
          ? ` (the days from ${formatUkDate(parsed.startDate)} to ${formatUkDate(parsed.ticketDate)})`
          : parsed.durationSource
            ? ' (as printed)'
            : '';
  return `Duration ${minutes} minutes${how}`;
}

/**
 * The decision on a ticket's parsed text, in this order: unreadable text, no parking evidence,
 * no date, not today's date, no duration, under an hour, else verified. "Today" is London's day
 * at `now`. A ticket that is clearly about parking but whose date or duration cannot be read is
 * "unreadable" (a clearer photo may pass) rather than "wrong date" or "too short".
 */
export function judgeTicket(parsed: ParsedTicket, { now, ocrConfidence }: JudgeContext): TicketJudgement {
  const reasons: string[] = [];
  // Always a full YYYY-MM-DD (or null): a year-less date never leaves the reader.
  let detectedDay: string | null = parsed.ticketDate ? withYear(parsed.ticketDate, londonDay(now)) : null;
  const result = (outcome: ReaderOutcome, driverReason: string): TicketJudgement => ({
    outcome,
    reasons,
    driverReason,
    detectedDate: detectedDay,
    start: parsed.startTime,
    end: parsed.endTime,
    durationMinutes: parsed.durationMinutes,
    place: parsed.place,
    postcode: parsed.postcode,
    ticketNumber: parsed.ticketNumber,
    requiresManualLocation: outcome === 'verified' && !parsed.place,
    unsure: false,
  });

  if (parsed.readableWords < MIN_READABLE_WORDS) {
    reasons.push(
      `Only ${parsed.readableWords} readable words found (OCR confidence ${Math.round(ocrConfidence)})`,
    );
    return result('unreadable', DRIVER.blurred);
  }
  // What the document is comes first: a receipt's date or duration is no reason to judge it as a ticket.
  const { document } = parsed;
  reasons.push(...document.evidence.map((line) => `Evidence: ${line}`));
  if (document.kind === 'penalty_notice') {
    reasons.push('This is a penalty or parking charge notice, not a paid parking ticket');
    return result('not_parking_ticket', DRIVER.penalty);
  }
  if (document.kind === 'other') {
    reasons.push(`This is ${document.lookalike}, not a parking ticket`);
    return result(
      'not_parking_ticket',
      `This looks like ${document.lookalike}, not a parking ticket or parking-app receipt.`,
    );
  }
  if (document.kind !== 'parking') {
    reasons.push('No parking cues found');
    // Nothing names the document (a banner or title lost to the photo), yet it has something of
    // parking about it (a tariff, a bay, an expiry) and prints a labelled period of an hour or
    // more touching today: it may be parking, so a person looks.
    if (
      document.kind === 'unknown' &&
      document.parkingScore > 0 &&
      periodCoversToday(parsed, londonDay(now))
    ) {
      reasons.push('A labelled period of an hour or more covers today: a person checks it');
      return { ...result('not_parking_ticket', DRIVER.notParking), unsure: true };
    }
    return result('not_parking_ticket', DRIVER.notParking);
  }

  const today = londonDay(now);
  if (!parsed.ticketDate) {
    reasons.push('No date could be read on the ticket');
    return result('unreadable', DRIVER.noDate);
  }
  const printed = parsed.ticketDateText ? ` (printed "${parsed.ticketDateText}")` : '';
  // The period touches today when it starts today, ends today or runs through today
  // (an overnight ticket, a week's airport parking); a date printed without a year is this year's.
  const { first: firstDay, last: lastDay } = daysOf(parsed, parsed.ticketDate, today);
  const span =
    firstDay === lastDay ? formatUkDate(firstDay) : `${formatUkDate(firstDay)} to ${formatUkDate(lastDay)}`;
  if (!covers(firstDay, lastDay, today)) {
    reasons.push(`Parking on ${span}${printed} is not today (${formatUkDate(today)}, London)`);
    const shown = lastDay < today ? lastDay : firstDay;
    return {
      ...result('wrong_date', `This ticket is for ${formatUkDate(shown)}, not today.`),
      detectedDate: shown,
    };
  }
  reasons.push(`Parking on ${span}${printed} covers today (London)`);
  detectedDay = today;

  if (parsed.durationMinutes === null) {
    reasons.push('No parking times or duration could be read: a person checks it');
    return { ...result('unreadable', DRIVER.noDuration), unsure: true };
  }
  reasons.push(describeDuration(parsed));
  if (parsed.durationMinutes < MIN_PARKING_MINUTES) {
    reasons.push(`Shorter than the ${MIN_PARKING_MINUTES} minutes required`);
    return result(
      'too_short',
      `This ticket covers ${parsed.durationMinutes} minutes; you need at least 1 hour.`,
    );
  }

  const labelledPeriod = parsed.period.start !== null && parsed.period.end !== null;
  if (document.certainty === 'contested' || (document.certainty === 'weak' && !labelledPeriod)) {
    // Dated today and long enough, but the document is only weakly or narrowly about parking:
    // a person decides rather than the reader verifying a look-alike (decisions §3).
    reasons.push('The document is only weakly or narrowly about parking: a person checks it');
    return { ...result('not_parking_ticket', DRIVER.notParking), unsure: true };
  }
  if (parsed.place) {
    const via = parsed.placeVia === 'postcode' ? ` (from postcode ${parsed.postcode})` : '';
    reasons.push(`Location: ${parsed.place.name}${via}`);
  } else {
    reasons.push('No town or postcode on the ticket');
  }
  return result('verified', 'Your parking ticket is verified.');
}

/** The first and last London days of the parking period, each with a year. */
function daysOf(parsed: ParsedTicket, lastDay: string, today: string) {
  return { first: withYear(parsed.startDate ?? lastDay, today), last: withYear(lastDay, today) };
}

/** The one rule of the field guide for dates: the period starts, ends or runs through today. */
const covers = (first: string, last: string, today: string) => first <= today && today <= last;

/** A labelled start or end, at least an hour long, on a period that touches today. */
function periodCoversToday(parsed: ParsedTicket, today: string): boolean {
  const { period } = parsed;
  // Two bare moments are a period only for a document known to be about parking.
  if (!period.start?.labelled && !period.end?.labelled) return false;
  if (period.minutes === null || period.minutes < MIN_PARKING_MINUTES || !parsed.ticketDate) return false;
  const { first, last } = daysOf(parsed, parsed.ticketDate, today);
  return covers(first, last, today);
}

/** What drivers are told; admins see the reasons. */
const DRIVER = {
  blurred: "We couldn't read this photo clearly. Take it again in good light, with the whole ticket in view.",
  penalty: 'This looks like a penalty notice, not a paid parking ticket.',
  notParking: "This doesn't look like a parking ticket or a parking-app receipt.",
  noDate: "We couldn't read a date on this ticket. Make sure the date is in the photo and in focus.",
  noDuration:
    "We couldn't read how long you paid to park. Make sure the times are in the photo and in focus.",
} as const;
