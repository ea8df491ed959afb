import type { z } from 'zod';
import type { ReviewOffer } from '#contracts/reviews.ts';
import type { ReaderOutcome } from '#contracts/ticket-outcomes.ts';
import type { submitTicketSchema, Ticket } from '#contracts/tickets.ts';
import type { Db } from '#server/db/client.ts';
import type { parkingTickets } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Place } from '#server/lib/geo/gazetteer.ts';
import type { PlaceFinder } from './location';

/**
 * What the upload's stages (pipeline/) and the service share: the reader's answer, the context the
 * routes hand in, and the rows and results they pass on. Types only, so the stages and the service
 * both import from here and never from each other.
 */

export type TicketReading = {
  outcome: ReaderOutcome;
  /** For admins: every piece of evidence and figure. */
  reasons: string[];
  /** For the driver: one plain sentence, never internal figures (OCR confidence, scores). */
  driverReason?: string;
  detectedDate: string | null;
  place: Place | null;
  postcode: string | null;
  ticketNumber: string | null;
  rawText: string;
  ocrConfidence: number;
  /**
   * Not sure, though dated today and looking like parking: stored pending and queued for review
   * instead of refused with `outcome` (decisions §3). Absent: sure.
   */
  unsure?: boolean;
  /**
   * The photo's perceptual hash, when the reader made it beside the read (a queue worker, which
   * has the photo decoded anyway); else the read stage makes it. Null: the image could not be hashed.
   */
  imagePhash?: string | null;
};

/**
 * What the service reads a driver's proof with: the OCR engine of this process (reader/index.ts's
 * TicketReader), or the job queue whose workers run one (ocr-job.ts). Both answer a TicketReading.
 */
export interface ProofReader {
  /** `source`: where the image is stored, for readers that hand the work to another process. */
  read(image: Buffer, now: Date, source?: { objectId: string }): Promise<TicketReading>;
  /** Refuses (503 with Retry-After) before anything is counted when reads are backed up. */
  admit?(): Promise<void>;
}
export type StoredImage = { data: Buffer; sha256: string; objectId: string };

export type TicketsContext = {
  db: Db;
  clock: Clock;
  reader: ProofReader;
  places: PlaceFinder;
  /** The caller's own stored ticket image behind an object URL, or null. */
  loadImage(objectUrl: string, ownerId: string): Promise<StoredImage | null>;
  /** How long a read may take before the driver is asked to try again (default READ_TIMEOUT_MS). */
  readTimeoutMs?: number;
  /** Told of each newly verified ticket's image (to store a smaller copy, docs/decisions/028). */
  afterVerified?: (objectId: string) => Promise<unknown>;
  /**
   * Whether the driver may ask for a review now (the reviews feature's rule, handed in by app.ts so
   * the features do not import each other): told with each refusal, docs/decisions/013.
   */
  reviewOffer?: (userId: string, now: Date) => Promise<ReviewOffer>;
};

export type SubmitInput = z.output<typeof submitTicketSchema>;
export type TicketRow = typeof parkingTickets.$inferSelect;

/** A ticket row with its review, when a person was asked to look at it (features/reviews). */
export type TicketWithReview = TicketRow & { review?: Ticket['review'] };

export type SubmitResult =
  | { kind: 'verified'; ticket: TicketRow }
  | {
      kind: 'in_review';
      ticket: TicketWithReview;
      review: { id: string; status: 'pending' };
      message: string;
    };
