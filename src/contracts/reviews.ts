/**
 * Review by a person (docs/decisions/013): a driver whose ticket the reader refused asks an admin to
 * look at it, at most once per London day; the admin approves it or declines it with a reason.
 */
import { z } from 'zod';
import { blankToUndefined, pageParams } from './fields';
import { OBJECT_URL_PREFIX } from './objects';
import { REVIEW_OFFER_REASONS, REVIEW_STATUSES } from './ticket-outcomes';

export {
  REVIEW_OFFER_REASONS,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewOfferReason,
  type ReviewStatus,
} from './ticket-outcomes';

/**
 * Who sent a ticket to a person: the driver ('Ask for a review' after a refusal) or the reader itself,
 * when it was unsure of a proof dated today that looks like parking (docs/decisions/039).
 */
export const REVIEW_SOURCES = ['driver', 'reader'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** The answer's words when the reader was unsure and queued the proof for a person (decisions §3). */
export const TICKET_IN_REVIEW_MESSAGE = "We're checking your ticket. This usually takes a few minutes.";

export const REVIEW_NOTE_MAX = 500;
export const DECLINE_REASON_MAX = 500;
export const ADMIN_REVIEWS_PAGE_MAX = 200;

export const REVIEW_REQUESTED =
  'Thanks. A person will check your ticket and you’ll see the answer in your history.';
export const DECLINE_REASON_REQUIRED = 'Please give a reason the driver will see';

const IMAGE_URL = new RegExp(`^${OBJECT_URL_PREFIX.replaceAll('/', '\\/')}[0-9a-f-]{36}$`);

/** POST /api/parking-tickets/reviews. */
export const requestReviewSchema = z.object({
  imageUrl: z
    .string({ error: 'imageUrl is required' })
    .max(500, 'imageUrl is too long')
    .regex(IMAGE_URL, 'imageUrl must be an uploaded image'),
  note: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Note must be text' })
      .trim()
      .max(REVIEW_NOTE_MAX, `Note is too long (at most ${REVIEW_NOTE_MAX} characters)`)
      .optional(),
  ),
});
export type RequestReview = z.input<typeof requestReviewSchema>;

/** Answer of POST /api/parking-tickets/reviews (202). */
export const reviewRequestedSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type ReviewRequested = z.infer<typeof reviewRequestedSchema>;

/** POST /api/admin/reviews/{id}/decline. */
export const declineReviewSchema = z.object({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, DECLINE_REASON_REQUIRED)
    .max(DECLINE_REASON_MAX, `Reason is too long (at most ${DECLINE_REASON_MAX} characters)`),
});
export type DeclineReview = z.input<typeof declineReviewSchema>;

/** GET /api/admin/reviews: one status (the waiting ones unless told), oldest first, paged. */
export const adminReviewListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? 'pending' : value),
    z.enum(REVIEW_STATUSES, { error: 'status must be pending, approved or declined' }),
  ),
  ...pageParams(ADMIN_REVIEWS_PAGE_MAX, ADMIN_REVIEWS_PAGE_MAX),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

/** One review as admins see it: the photo, what the reader read and why it refused, the driver's note. */
export const adminReviewSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  userId: z.string(),
  /** 'reader': queued by the reader, unsure (no driver's note); 'driver': the driver asked. */
  source: z.enum(REVIEW_SOURCES),
  driver: z.object({
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Null once the photo has been deleted (retention). */
  imageUrl: z.string().nullable(),
  note: z.string().nullable(),
  /** The refused attempt's outcome and the reader's full reasons (admins only). */
  outcome: z.string().nullable(),
  reasons: z.array(z.string()),
  ocrText: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** When the driver uploaded the photo; an approved ticket is valid 24 hours from then. */
  uploadedAt: z.string(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** Answer of approve and decline. */
export const reviewDecisionSchema = z.object({
  message: z.string(),
  review: adminReviewSchema,
  /** Approve only: false when the driver already had verified parking that day, so nothing else changed. */
  ticketVerified: z.boolean(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/**
 * Whether a refused proof may be sent to a person now, told with the refusal (its 422
 * `verificationResult.review`), so the failure screen offers 'Ask for a review' only when a request
 * would be taken (docs/decisions/013). `reason` says why not: a review is already waiting
 * ('pending'), one was asked for and decided today ('asked_today': one a day), or too many requests
 * today were refused ('too_many_requests').
 */
export const reviewOfferSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(REVIEW_OFFER_REASONS).nullable(),
});
export type ReviewOffer = z.infer<typeof reviewOfferSchema>;

/** The review of a driver's ticket, as their history shows it. */
export const ticketReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  declineReason: z.string().nullable(),
});
export type TicketReview = z.infer<typeof ticketReviewSchema>;
