import { type ErrorCode, refusalCode } from '#contracts/errors.ts';
import {
  isRefusalOutcome,
  OUTCOME_MESSAGES,
  REFUSAL_OUTCOMES,
  type RefusalOutcome,
} from '#contracts/ticket-outcomes.ts';

/** docs/decisions/019, a refused proof's sentence: what the driver reads when a proof is refused. */
export const TICKET_NOT_VERIFIED = "We couldn't verify your parking ticket. Please try again.";
export const TICKET_NO_MESSAGE = 'Failed to verify parking ticket';

/** The refusal a code stands for (`ticket.wrong_date` → wrong_date); null for any other code. */
export function refusalOfCode(code: ErrorCode | null | undefined): RefusalOutcome | null {
  return REFUSAL_OUTCOMES.find((outcome) => refusalCode(outcome) === code) ?? null;
}

/**
 * The spec's sentence for a refused proof, decided by the server's outcome or error code (never by
 * its words): a reader's refusal → its sentence; any other refusal → 'We couldn't verify…'; an
 * answer with neither a code nor a message → 'Failed to verify parking ticket'.
 */
export function ticketVerificationMessage(refusal: {
  code: ErrorCode | null | undefined;
  outcome?: unknown;
  message?: string | null;
}): string {
  const outcome = isRefusalOutcome(refusal.outcome) ? refusal.outcome : refusalOfCode(refusal.code);
  if (outcome) return OUTCOME_MESSAGES[outcome].driver;
  return refusal.code || refusal.message?.trim() ? TICKET_NOT_VERIFIED : TICKET_NO_MESSAGE;
}

/**
 * The reader's reasons as a driver may read them: its internal figures (OCR confidence, scores) are
 * for admins only (docs/decisions/012), so a figure in brackets is dropped and a reason that is
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
