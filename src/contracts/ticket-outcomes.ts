/**
 * The one list of what can come of verifying a parking proof, and the one table of what each is
 * called: by admins (history, reviews), by the API (a refusal's message, docs/decisions/024) and to
 * the driver (docs/decisions/019). The database enum and the reader use this list.
 */

/** Every verification record's outcome (the order is the database enum's: append, never reorder). */
export const VERIFICATION_OUTCOMES = [
  'verified',
  'requires_manual_location',
  'not_parking_ticket',
  'wrong_date',
  'too_short',
  'unreadable',
  'duplicate',
] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/** The reader's refusals: a 422 with `verificationResult.outcome` and the code `ticket.<outcome>`. */
export const REFUSAL_OUTCOMES = ['not_parking_ticket', 'wrong_date', 'too_short', 'unreadable'] as const;
export type RefusalOutcome = (typeof REFUSAL_OUTCOMES)[number];

/** What the reader decides about one image: verified, or one of the refusals. */
export const READER_OUTCOMES = ['verified', ...REFUSAL_OUTCOMES] as const;
export type ReaderOutcome = (typeof READER_OUTCOMES)[number];

type OutcomeWords = {
  /** Admins' words, beside Verified / Pending and on a review. */
  admin: string;
};
type RefusalWords = OutcomeWords & {
  /** The API's message for the refusal (docs/decisions/024), exactly. */
  api: string;
  /** What the driver reads (docs/decisions/019), exactly. */
  driver: string;
};

export const OUTCOME_MESSAGES: {
  [K in VerificationOutcome]: K extends RefusalOutcome ? RefusalWords : OutcomeWords;
} = {
  verified: { admin: 'Verified by the ticket reader' },
  requires_manual_location: { admin: 'Waiting for the driver’s town' },
  not_parking_ticket: {
    admin: 'Not a parking ticket',
    api: 'This is not a parking ticket.',
    driver:
      "That doesn't appear to be a parking ticket. Please upload a photo of your parking ticket or receipt.",
  },
  wrong_date: {
    admin: 'Ticket date not today',
    api: 'Ticket date not today.',
    driver: 'The parking ticket must be from today. Please upload a current parking ticket.',
  },
  too_short: {
    admin: 'Parking shorter than 1 hour',
    api: 'Parking duration must be at least 1 hour.',
    driver: 'Your parking ticket must show at least 1 hour of parking time.',
  },
  unreadable: {
    admin: 'Image too unclear to read',
    api: 'Image unclear: the ticket could not be read.',
    driver: 'The image is too unclear to verify. Please take a clearer photo of your parking ticket.',
  },
  duplicate: { admin: 'Ticket already used' },
};

export function isRefusalOutcome(value: unknown): value is RefusalOutcome {
  return typeof value === 'string' && (REFUSAL_OUTCOMES as readonly string[]).includes(value);
}

/** An outcome as admins read it; an outcome this build does not know is shown as its own words. */
export function outcomeLabel(outcome: string): string {
  return Object.hasOwn(OUTCOME_MESSAGES, outcome)
    ? OUTCOME_MESSAGES[outcome as VerificationOutcome].admin
    : outcome.replaceAll('_', ' ');
}

/** A review's states (docs/decisions/013); here, without zod, so the driver's home can name them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Why a refused proof cannot be sent to a person now (the refusal's `verificationResult.review.reason`,
 * docs/decisions/013): a review is already waiting, one was asked for and decided today (one a day),
 * or too many requests today were refused. Here, without zod, for the pages that only read it.
 */
export const REVIEW_OFFER_REASONS = ['pending', 'asked_today', 'too_many_requests'] as const;
export type ReviewOfferReason = (typeof REVIEW_OFFER_REASONS)[number];

/** What a driver reads about a review (history, home); admins' words, never the reader's figures. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'In review',
  approved: 'Approved',
  declined: 'Not approved',
};
