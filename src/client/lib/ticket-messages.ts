import type { RefusalOutcome } from '../../contracts/tickets';

/** Spec section 8, 'Ticket verification': what the driver reads when a proof is refused. */
export const TICKET_MESSAGES = {
  not_parking_ticket:
    "That doesn't appear to be a parking ticket. Please upload a photo of your parking ticket or receipt.",
  wrong_date: 'The parking ticket must be from today. Please upload a current parking ticket.',
  too_short: 'Your parking ticket must show at least 1 hour of parking time.',
  unreadable: 'The image is too unclear to verify. Please take a clearer photo of your parking ticket.',
} as const satisfies Record<RefusalOutcome, string>;

export const TICKET_NOT_VERIFIED = "We couldn't verify your parking ticket. Please try again.";
export const TICKET_NO_MESSAGE = 'Failed to verify parking ticket';

function isOutcome(value: unknown): value is RefusalOutcome {
  return typeof value === 'string' && Object.hasOwn(TICKET_MESSAGES, value);
}

/** Reads the server's words (decisions section 3 table, or older wording) as an outcome. */
function outcomeFromText(message: string): RefusalOutcome | null {
  const text = message.toLowerCase();
  if (text.includes('not a parking ticket') || text.includes('not_parking_ticket'))
    return 'not_parking_ticket';
  if (text.includes('not today') || text.includes('wrong_date')) return 'wrong_date';
  if (text.includes('duration') || text.includes('1 hour') || text.includes('too_short')) return 'too_short';
  if (text.includes('unclear') || text.includes('unreadable')) return 'unreadable';
  return null;
}

/**
 * The spec's sentence for a refused proof: by the server's outcome first, then by its message text;
 * any other message → 'We couldn't verify…'; no message at all → 'Failed to verify parking ticket'.
 */
export function ticketVerificationMessage(outcome: unknown, message: string | null | undefined): string {
  if (isOutcome(outcome)) return TICKET_MESSAGES[outcome];
  const text = message?.trim();
  if (!text) return TICKET_NO_MESSAGE;
  const fromText = outcomeFromText(text);
  return fromText ? TICKET_MESSAGES[fromText] : TICKET_NOT_VERIFIED;
}

/**
 * The reader's reasons as a driver may read them: its internal figures (OCR confidence, scores) are
 * for admins only (decisions section 3), so a figure in brackets is dropped and a reason that is
 * nothing but a figure goes altogether.
 */
export function driverReasons(reasons: readonly string[]): string[] {
  return reasons
    .map((reason) =>
      reason
        .replace(/\s*\([^)]*\b(?:confidence|score)\b[^)]*\)/gi, '')
        .replace(/^.*\b(?:confidence|score)\b.*$/i, '')
        .trim(),
    )
    .filter((reason) => reason !== '');
}
