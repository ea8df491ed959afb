import type { ReaderOutcome } from '#contracts/ticket-outcomes.ts';
import type { Place } from '#server/lib/geo/gazetteer.ts';
import { londonDay } from '#server/lib/clock.ts';
import { formatUkDate } from './parse-dates';
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
  const result = (outcome: ReaderOutcome, driverReason: string): TicketJudgement => ({
    outcome,
    reasons,
    driverReason,
    detectedDate: parsed.ticketDate,
    start: parsed.startTime,
    end: parsed.endTime,
    durationMinutes: parsed.durationMinutes,
    place: parsed.place,
    postcode: parsed.postcode,
    ticketNumber: parsed.ticketNumber,
    requiresManualLocation: outcome === 'verified' && !parsed.place,
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
    return result('not_parking_ticket', DRIVER.notParking);
  }

  const today = londonDay(now);
  if (!parsed.ticketDate) {
    reasons.push('No date could be read on the ticket');
    return result('unreadable', DRIVER.noDate);
  }
  const printed = parsed.ticketDateText ? ` (printed "${parsed.ticketDateText}")` : '';
  const overnight = parsed.overnight ? ', the day this overnight ticket expires' : '';
  // A date printed without a year counts as this year's.
  const ticketDay = parsed.ticketDate.startsWith('--')
    ? `${today.slice(0, 4)}${parsed.ticketDate.slice(1)}`
    : parsed.ticketDate;
  // An overnight ticket counts when its parking period touches today: its start or its expiry.
  const touchesToday = ticketDay === today || (parsed.overnight && parsed.startDate === today);
  if (!touchesToday) {
    reasons.push(
      `Date ${formatUkDate(parsed.ticketDate)}${printed}${overnight} is not today (${formatUkDate(today)}, London)`,
    );
    return result('wrong_date', `This ticket is for ${formatUkDate(ticketDay)}, not today.`);
  }
  reasons.push(`Date ${formatUkDate(parsed.ticketDate)}${printed}${overnight} is today (London)`);

  if (parsed.durationMinutes === null) {
    reasons.push('No parking times or duration could be read');
    return result('unreadable', DRIVER.noDuration);
  }
  reasons.push(describeDuration(parsed));
  if (parsed.durationMinutes < MIN_PARKING_MINUTES) {
    reasons.push(`Shorter than the ${MIN_PARKING_MINUTES} minutes required`);
    return result(
      'too_short',
      `This ticket covers ${parsed.durationMinutes} minutes; you need at least 1 hour.`,
    );
  }

  if (parsed.place) {
    const via = parsed.placeVia === 'postcode' ? ` (from postcode ${parsed.postcode})` : '';
    reasons.push(`Location: ${parsed.place.name}${via}`);
  } else {
    reasons.push('No town or postcode on the ticket');
  }
  return result('verified', 'Your parking ticket is verified.');
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
