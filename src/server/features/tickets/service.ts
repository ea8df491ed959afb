import { and, desc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TICKET_VALIDITY_MS } from '#contracts/constants.ts';
import { ERRORS, type ErrorCodeWithStatus, refusalCode } from '#contracts/errors.ts';
import { type ReviewOffer, TICKET_IN_REVIEW_MESSAGE } from '#contracts/reviews.ts';
import type { ReaderOutcome, RefusalOutcome } from '#contracts/ticket-outcomes.ts';
import type { submitTicketSchema, Ticket } from '#contracts/tickets.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { parkingTickets, ticketReviews, ticketVerifications } from '#server/db/schema.ts';
import { type Clock, londonDay, msLeftInLondonDay } from '#server/lib/clock.ts';
import {
  AppError,
  badRequest,
  conflict,
  isUniqueViolation,
  notFound,
  unprocessable,
} from '#server/lib/errors.ts';
import type { Place } from '#server/lib/geo/gazetteer.ts';
import { countAttempt } from '#server/db/rate-limit.ts';
import {
  findNearDuplicate,
  imageAlreadyVerified,
  imagePhashOf,
  nearDuplicateArrived,
  nearDuplicateReason,
  ocrTextOf,
  type ReuseCheck,
  type ReuseSubject,
  refuseOnUniqueViolation,
} from './fraud';
import { type PlaceFinder, resolveTicketLocation, type TicketLocation } from './location';

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
   * has the photo decoded anyway); else the service makes it. Null: the image could not be hashed.
   */
  imagePhash?: string | null;
};
export interface TicketReader {
  /** `source`: where the image is stored, for readers that hand the work to another process. */
  read(image: Buffer, now: Date, source?: { objectId: string }): Promise<TicketReading>;
  /** Refuses (503 with Retry-After) before anything is counted when reads are backed up. */
  admit?(): Promise<void>;
}
export type StoredImage = { data: Buffer; sha256: string; objectId: string };

export type TicketsContext = {
  db: Db;
  clock: Clock;
  reader: TicketReader;
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

/** A refusal's `verificationResult`, with whether a person may be asked to look at it. */
async function refusalResult(
  ctx: TicketsContext,
  userId: string,
  now: Date,
  result: { outcome: RefusalOutcome; reasons: string[] },
) {
  return ctx.reviewOffer ? { ...result, review: await ctx.reviewOffer(userId, now) } : result;
}

/** A read that did not finish in time: 503 with Retry-After. */
export class ReadTimedOut extends AppError {
  constructor() {
    super(503, 'ticket.verification_busy', ERRORS['ticket.verification_busy'].message, undefined, {
      headers: { 'Retry-After': '60' },
    });
  }
}

/** Refusals for reuse: the photo, or the ticket printed on it, already verified someone's parking. */
type ReuseCode = Extract<ErrorCodeWithStatus<409>, 'ticket.image_reused' | 'ticket.number_reused'>;

type SubmitInput = z.output<typeof submitTicketSchema>;
type TicketRow = typeof parkingTickets.$inferSelect;

const MAX_ATTEMPTS_PER_DAY = 10;
/**
 * Far above a normal read (a few seconds, queueing included); past it the OCR is stuck or swamped.
 * Long enough for a job whose worker died to expire and be read again by another (docs/decisions/030).
 */
export const READ_TIMEOUT_MS = 60_000;
const READER_FAILED = "We couldn't read this photo. Please try again in a moment.";

/** A ticket row with its review, when a person was asked to look at it (features/reviews). */
type TicketWithReview = TicketRow & { review?: Ticket['review'] };

export function toTicketJson(row: TicketWithReview): Ticket {
  return {
    id: row.id,
    imageUrl: row.imageDeletedAt ? null : row.imageUrl,
    detectedDate: row.detectedDate,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isVerified: row.isVerified,
    redemptionsUsed: row.redemptionsUsed,
    createdAt: row.createdAt.toISOString(),
    review: row.review ?? null,
  };
}

/** Attaches each ticket's review (status and the reason a driver is told), one query for the lot. */
export async function withReviews<T extends TicketRow>(db: Db, rows: T[]): Promise<(T & TicketWithReview)[]> {
  if (rows.length === 0) return rows;
  const reviews = await db
    .select({
      ticketId: ticketReviews.ticketId,
      status: ticketReviews.status,
      declineReason: ticketReviews.declineReason,
    })
    .from(ticketReviews)
    .where(
      inArray(
        ticketReviews.ticketId,
        rows.map((row) => row.id),
      ),
    );
  const byTicket = new Map(reviews.map(({ ticketId, ...review }) => [ticketId, review]));
  return rows.map((row) => ({ ...row, review: byTicket.get(row.id) ?? null }));
}

/**
 * What became of a proof that was not refused: verified (201), or, when the reader was unsure, stored
 * unverified with a review a person decides (202, docs/decisions/039).
 */
export type SubmitResult =
  | { kind: 'verified'; ticket: TicketRow }
  | {
      kind: 'in_review';
      ticket: TicketWithReview;
      review: { id: string; status: 'pending' };
      message: string;
    };

/**
 * Verifies a parking proof on the server (docs/decisions/024; reuse: 011): one verified proof per London day,
 * failed attempts recorded but not using up the day, images and ticket numbers never reused. A proof the
 * reader is unsure of goes to a person instead of being refused (039).
 */
export async function submitParkingProof(
  ctx: TicketsContext,
  userId: string,
  body: SubmitInput,
): Promise<SubmitResult> {
  const result = await judgeParkingProof(ctx, userId, body);
  if ('kind' in result) return result;
  // Not awaited, and never the driver's error: the photo is already kept at full size.
  if (result.isVerified && result.objectId) ctx.afterVerified?.(result.objectId).catch(() => {});
  return { kind: 'verified', ticket: result };
}

async function judgeParkingProof(
  ctx: TicketsContext,
  userId: string,
  body: SubmitInput,
): Promise<TicketRow | Extract<SubmitResult, { kind: 'in_review' }>> {
  // A town that does not exist is the request's fault: refused before anything is counted or written.
  const input = withKnownTown(ctx, body);
  const now = ctx.clock.now();
  const today = londonDay(now);
  if (await verifiedTicketOn(ctx.db, userId, today)) throw conflict('ticket.already_uploaded_today');

  const pending = await pendingTicketFor(ctx.db, userId, input.imageUrl, today);
  if (pending) return completePendingTicket(ctx, pending, input, now);

  const image = await ctx.loadImage(input.imageUrl, userId);
  if (!image) throw notFound('ticket.image_not_found');
  if (await imageAlreadyVerified(ctx.db, image.sha256)) throw conflict('ticket.image_reused');

  // A full queue is refused before the attempt counts: the client sends the same request again later.
  await ctx.reader.admit?.();
  await countVerification(ctx.db, userId, now);
  const attempt = { userId, attemptDay: today, imageUrl: input.imageUrl, createdAt: now };
  const { reading, durationMs } = await readTicket(ctx, image, attempt);
  // A queue worker hashes the photo beside its read; a reader in this process leaves it to us
  // (imagePhashOf never rejects: an undecodable image has no hash).
  const imagePhash = reading.imagePhash !== undefined ? reading.imagePhash : await imagePhashOf(image.data);
  const record = {
    ...attempt,
    reasons: reading.reasons,
    ocrConfidence: reading.ocrConfidence,
    rawText: reading.rawText,
    durationMs,
  };
  const refuseAsRead = async (): Promise<never> => {
    if (reading.outcome === 'verified') throw new Error('A verified reading is not a refusal');
    await ctx.db.insert(ticketVerifications).values({ ...record, outcome: reading.outcome });
    throw unprocessable(refusalCode(reading.outcome), {
      extra: {
        verificationResult: await refusalResult(ctx, userId, now, {
          outcome: reading.outcome,
          reasons: reading.driverReason ? [reading.driverReason] : [],
        }),
      },
    });
  };
  // Unsure (dated today, looks like parking, a person must decide): checked for reuse like a verified
  // read, then queued for review below. Sure refusals are answered as read.
  const unsure = reading.outcome !== 'verified' && reading.unsure === true;
  if (reading.outcome !== 'verified' && !unsure) return refuseAsRead();
  const refuse = async (code: ReuseCode, detail?: string): Promise<never> => {
    const reasons = [...reading.reasons, ERRORS[code].message, ...(detail ? [detail] : [])];
    await ctx.db.insert(ticketVerifications).values({ ...record, outcome: 'duplicate', reasons });
    throw conflict(code);
  };
  // A copy of a verified photo is refused as a reused image, before its ticket number is looked at.
  const subject: ReuseSubject = {
    userId,
    imageSha256: image.sha256,
    imagePhash,
    detectedDate: reading.detectedDate,
    rawText: reading.rawText,
    loadImage: async () => image.data,
  };
  const check = await findNearDuplicate(ctx, subject, now);
  if (check.duplicate) return refuse('ticket.image_reused', nearDuplicateReason(check.duplicate));
  if (reading.ticketNumber && (await ticketNumberUsed(ctx.db, reading.ticketNumber, reading.detectedDate))) {
    return refuse('ticket.number_reused');
  }

  const location = resolveTicketLocation(
    {
      client: clientPosition(input),
      ticket: reading.place ? { place: reading.place, postcode: reading.postcode } : null,
      manualTown: input.city,
    },
    ctx.places,
  );
  const base = {
    userId,
    objectId: image.objectId,
    imageUrl: input.imageUrl,
    imageSha256: image.sha256,
    imagePhash,
    ticketNumber: reading.ticketNumber,
    uploadDay: today,
    detectedDate: reading.detectedDate,
    createdAt: now,
  };
  if (unsure) {
    // A town is needed before a person is asked (an approved ticket opens the offers near it): without
    // one the driver is asked for it as for any proof, and the photo with its town is read again.
    if (!location) {
      await ctx.db.insert(ticketVerifications).values({ ...record, outcome: 'requires_manual_location' });
      throw locationRequired();
    }
    const queued = await queueForReview(ctx.db, {
      ticket: { ...base, ...location, isVerified: false },
      record: { ...record, outcome: reading.outcome as Exclude<ReaderOutcome, 'verified'> },
      reviewDay: today,
      now,
    });
    // One review a day (docs/decisions/013): a day that already has one gets the reader's answer.
    return queued ?? refuseAsRead();
  }
  if (!location) {
    const [ticket] = await ctx.db
      .insert(parkingTickets)
      .values({ ...base, isVerified: false })
      .returning();
    await ctx.db
      .insert(ticketVerifications)
      .values({ ...record, ticketId: ticket!.id, outcome: 'requires_manual_location' });
    throw locationRequired();
  }
  return commitVerified(ctx, subject, now, check, refuse, async (tx) => {
    const [ticket] = await tx
      .insert(parkingTickets)
      .values({ ...base, ...location, ...verifiedNow(now) })
      .returning();
    await tx.insert(ticketVerifications).values({ ...record, ticketId: ticket!.id, outcome: 'verified' });
    return ticket!;
  });
}

/**
 * The unsure proof stored unverified, its attempt and its review by the reader (source 'reader', no
 * note), in one transaction; null when the driver already has a review that day (the daily index).
 */
async function queueForReview(
  db: Db,
  input: {
    ticket: typeof parkingTickets.$inferInsert;
    record: typeof ticketVerifications.$inferInsert;
    reviewDay: string;
    now: Date;
  },
): Promise<Extract<SubmitResult, { kind: 'in_review' }> | null> {
  const [existing] = await db
    .select({ id: ticketReviews.id })
    .from(ticketReviews)
    .where(and(eq(ticketReviews.userId, input.record.userId), eq(ticketReviews.reviewDay, input.reviewDay)))
    .limit(1);
  if (existing) return null;
  try {
    return await db.transaction(async (tx) => {
      const [ticket] = await tx.insert(parkingTickets).values(input.ticket).returning();
      const [attempt] = await tx
        .insert(ticketVerifications)
        .values({ ...input.record, ticketId: ticket!.id })
        .returning({ id: ticketVerifications.id });
      const [review] = await tx
        .insert(ticketReviews)
        .values({
          userId: ticket!.userId,
          ticketId: ticket!.id,
          verificationId: attempt!.id,
          reviewDay: input.reviewDay,
          note: null,
          source: 'reader',
          createdAt: input.now,
        })
        .returning({ id: ticketReviews.id });
      return {
        kind: 'in_review' as const,
        ticket: { ...ticket!, review: { status: 'pending' as const, declineReason: null } },
        review: { id: review!.id, status: 'pending' as const },
        message: TICKET_IN_REVIEW_MESSAGE,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ticket_reviews_one_per_day')) return null;
    throw error;
  }
}

/** The request with its `city` as the gazetteer spells it; 400 naming `city` for a town it does not know. */
function withKnownTown(ctx: TicketsContext, input: SubmitInput): SubmitInput {
  if (input.city === undefined) return input;
  const town = ctx.places.lookupTown(input.city);
  if (!town) throw badRequest('ticket.unknown_town', { field: 'city' });
  return { ...input, city: town.name };
}

/** Rounds of "a possible near copy was verified meanwhile, look again" before giving up for now. */
const MAX_COMMIT_ROUNDS = 5;

/**
 * The last step of every path that ends verified. The write takes the verification lock and first
 * looks for near copies verified since `check`; if there are any it lets go and checks them in full
 * (image comparison is too slow to hold the lock for). Exact images and ticket numbers are guarded by
 * unique indexes, whose violations become the same 409s, recorded as `refuse` records them.
 */
async function commitVerified(
  ctx: TicketsContext,
  subject: ReuseSubject,
  now: Date,
  firstCheck: ReuseCheck,
  refuse: (code: ReuseCode, detail?: string) => Promise<never>,
  write: (tx: Tx) => Promise<TicketRow>,
): Promise<TicketRow> {
  let check = firstCheck;
  for (let round = 0; round < MAX_COMMIT_ROUNDS; round++) {
    if (round > 0) {
      check = await findNearDuplicate(ctx, subject, now);
      if (check.duplicate) return refuse('ticket.image_reused', nearDuplicateReason(check.duplicate));
    }
    let ticket: TicketRow | null;
    try {
      ticket = await ctx.db.transaction(async (tx) => {
        if (await nearDuplicateArrived(tx, subject, now, check)) return null;
        return write(tx).catch(refuseOnUniqueViolation);
      });
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'ticket.image_reused' || error.code === 'ticket.number_reused')
      ) {
        return refuse(error.code, 'Another account verified it at the same moment');
      }
      throw error;
    }
    if (ticket) return ticket;
  }
  throw new ReadTimedOut();
}

const clientPosition = (input: SubmitInput) =>
  input.latitude !== undefined && input.longitude !== undefined
    ? { latitude: input.latitude, longitude: input.longitude, city: input.city, location: input.location }
    : undefined;

/**
 * Counts the attempt before OCR, in one upsert that adds and returns the count, so racing
 * requests cannot all pass the check and reads that hang or fail are counted too. The window
 * ends with the London day.
 */
async function countVerification(db: Db, userId: string, now: Date) {
  const bucket = {
    key: `ticket-verify:${userId}:${londonDay(now)}`,
    limit: MAX_ATTEMPTS_PER_DAY,
    windowMs: msLeftInLondonDay(now),
  };
  await countAttempt(db, bucket, now, 'ticket.too_many_attempts');
}

/**
 * Runs the reader within the time limit. A read that hangs (503: come back later) or fails (422:
 * unreadable) is recorded as an unreadable attempt so admins can see it.
 */
async function readTicket(
  ctx: TicketsContext,
  image: StoredImage,
  attempt: { userId: string; attemptDay: string; imageUrl: string; createdAt: Date },
) {
  const limitMs = ctx.readTimeoutMs ?? READ_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // Called at once (an async wrapper turns a synchronous throw into a rejection), so the limit
    // starts when the read does.
    const reading = await within(
      limitMs,
      (async () => ctx.reader.read(image.data, attempt.createdAt, { objectId: image.objectId }))(),
    );
    return { reading, durationMs: elapsed() };
  } catch (error) {
    const timedOut = error instanceof ReadTimedOut;
    const reasons = [timedOut ? `The read did not finish within ${limitMs / 1000} s` : READER_FAILED];
    // The error itself is for admins only; drivers get plain words.
    const detail = timedOut
      ? []
      : [`Reader error: ${error instanceof Error ? error.message : String(error)}`];
    await ctx.db
      .insert(ticketVerifications)
      .values({ ...attempt, outcome: 'unreadable', reasons: [...reasons, ...detail], durationMs: elapsed() });
    if (timedOut) throw error;
    throw unprocessable('ticket.unreadable', {
      extra: {
        verificationResult: await refusalResult(ctx, attempt.userId, attempt.createdAt, {
          outcome: 'unreadable',
          reasons,
        }),
      },
    });
  }
}

/** The reader's answer, or ReadTimedOut once `ms` have passed (the read itself cannot be stopped). */
async function within<T>(ms: number, read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimedOut()), ms);
  });
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** 422 asking the driver for their town: the client opens the manual-location step. */
const locationRequired = () =>
  unprocessable('ticket.location_required', { extra: { requiresManualLocation: true } });

const verifiedNow = (now: Date) => ({
  isVerified: true,
  verifiedAt: now,
  expiresAt: new Date(now.getTime() + TICKET_VALIDITY_MS),
});

/**
 * The second call of the manual-location step: the same image, now with the driver's town or
 * position. Another account may have verified the same ticket since the first call, so every reuse
 * check runs again (exact image, near copy, ticket number) before the pending ticket is verified.
 */
async function completePendingTicket(ctx: TicketsContext, pending: TicketRow, input: SubmitInput, now: Date) {
  const location: TicketLocation | null = resolveTicketLocation(
    { client: clientPosition(input), manualTown: input.city },
    ctx.places,
  );
  if (!location) throw locationRequired();
  const refuse = async (code: ReuseCode, detail?: string): Promise<never> => {
    await ctx.db.insert(ticketVerifications).values({
      userId: pending.userId,
      ticketId: pending.id,
      attemptDay: pending.uploadDay,
      imageUrl: pending.imageUrl,
      outcome: 'duplicate',
      reasons: [ERRORS[code].message, ...(detail ? [detail] : [])],
      createdAt: now,
    });
    throw conflict(code);
  };
  if (pending.imageSha256 && (await imageAlreadyVerified(ctx.db, pending.imageSha256))) {
    return refuse('ticket.image_reused');
  }
  const subject = await pendingSubject(ctx, pending);
  const check = await findNearDuplicate(ctx, subject, now);
  if (check.duplicate) return refuse('ticket.image_reused', nearDuplicateReason(check.duplicate));
  if (pending.ticketNumber && (await ticketNumberUsed(ctx.db, pending.ticketNumber, pending.detectedDate))) {
    return refuse('ticket.number_reused');
  }
  return commitVerified(ctx, subject, now, check, refuse, async (tx) => {
    const [ticket] = await tx
      .update(parkingTickets)
      .set({ ...location, ...verifiedNow(now), imagePhash: subject.imagePhash })
      .where(and(eq(parkingTickets.id, pending.id), eq(parkingTickets.isVerified, false)))
      .returning();
    if (!ticket) throw conflict('ticket.already_uploaded_today');
    await tx.insert(ticketVerifications).values({
      userId: pending.userId,
      ticketId: pending.id,
      attemptDay: pending.uploadDay,
      imageUrl: pending.imageUrl,
      outcome: 'verified',
      reasons: [`Location given by the driver: ${location.city ?? location.location}`],
      createdAt: now,
    });
    return ticket;
  });
}

/** A pending ticket for the reuse checks: its hash (made now if it has none yet) and its OCR text. */
async function pendingSubject(ctx: TicketsContext, pending: TicketRow): Promise<ReuseSubject> {
  let stored: Promise<Buffer | null> | undefined;
  const loadImage = () => {
    stored ??= pending.imageUrl
      ? ctx.loadImage(pending.imageUrl, pending.userId).then((image) => image?.data ?? null)
      : Promise.resolve(null);
    return stored;
  };
  let imagePhash = pending.imagePhash;
  if (!imagePhash) {
    const image = await loadImage();
    imagePhash = image ? await imagePhashOf(image) : null;
  }
  return {
    userId: pending.userId,
    imageSha256: pending.imageSha256,
    imagePhash,
    detectedDate: pending.detectedDate,
    rawText: await ocrTextOf(ctx.db, pending.id),
    loadImage,
  };
}

/** True when the driver already has a verified proof for that London day (other than `except`). */
export async function verifiedTicketOn(db: Db, userId: string, day: string, except?: string) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.userId, userId),
        eq(parkingTickets.uploadDay, day),
        eq(parkingTickets.isVerified, true),
        except ? ne(parkingTickets.id, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function pendingTicketFor(db: Db, userId: string, imageUrl: string, day: string) {
  const [row] = await db
    .select()
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.userId, userId),
        eq(parkingTickets.imageUrl, imageUrl),
        eq(parkingTickets.uploadDay, day),
        eq(parkingTickets.isVerified, false),
        // A ticket a person is reviewing is not waiting for its town: sending its photo again with a
        // town must go through the reader, not verify the refused ticket unread.
        notExists(
          db
            .select({ id: ticketReviews.id })
            .from(ticketReviews)
            .where(eq(ticketReviews.ticketId, parkingTickets.id)),
        ),
      ),
    )
    .orderBy(desc(parkingTickets.createdAt))
    .limit(1);
  return row ?? null;
}

/** True when some account's verified ticket has this number and date (the reuse check before the index). */
export async function ticketNumberUsed(db: Db, ticketNumber: string, detectedDate: string | null) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.ticketNumber, ticketNumber),
        detectedDate
          ? eq(parkingTickets.detectedDate, detectedDate)
          : sql`${parkingTickets.detectedDate} is null`,
        eq(parkingTickets.isVerified, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * "Today's ticket": the newest one uploaded on the current London day, or else the newest verified
 * ticket that has not expired (the 24-hour validity can cross midnight). Two lookups, each one
 * indexed row rather than all of a driver's tickets (docs/decisions/027).
 */
export async function todaysTicket(db: Db, userId: string, now: Date): Promise<TicketRow | null> {
  const [uploadedToday] = await db
    .select()
    .from(parkingTickets)
    .where(and(eq(parkingTickets.userId, userId), eq(parkingTickets.uploadDay, londonDay(now))))
    // Among today's, the verified one first: a reviewed ticket approved later is the day's proof even
    // when a newer proof is still waiting for its town. Then one a person is checking: the day is 'In
    // review' while it waits, not 'Not Verified' because a later photo needs its town (issue 25).
    // (parking_tickets_user_day_idx; a driver has a handful of rows a day.)
    .orderBy(
      desc(parkingTickets.isVerified),
      desc(
        sql<boolean>`exists (select 1 from ${ticketReviews} where ${ticketReviews.ticketId} = ${parkingTickets.id} and ${ticketReviews.status} = 'pending')`,
      ),
      desc(parkingTickets.createdAt),
    )
    .limit(1);
  if (uploadedToday) return uploadedToday;
  // parking_tickets_user_unexpired_idx: a driver has at most a day or two of unexpired tickets.
  const [stillValid] = await db
    .select()
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.userId, userId),
        eq(parkingTickets.isVerified, true),
        gt(parkingTickets.expiresAt, now),
      ),
    )
    .orderBy(desc(parkingTickets.createdAt))
    .limit(1);
  return stillValid ?? null;
}

export function listTickets(db: Db, userId: string) {
  return db
    .select()
    .from(parkingTickets)
    .where(eq(parkingTickets.userId, userId))
    .orderBy(desc(parkingTickets.createdAt))
    .limit(200);
}
