import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { TICKET_VALIDITY_MS } from '#contracts/constants.ts';
import {
  type AdminReview,
  type declineReviewSchema,
  REVIEW_REQUESTED,
  type ReviewDecision,
  type ReviewOffer,
  type ReviewRequested,
  type requestReviewSchema,
} from '#contracts/reviews.ts';
import { REFUSAL_OUTCOMES } from '#contracts/ticket-outcomes.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  parkingTickets,
  ticketReviews,
  ticketVerifications,
  uploadedObjects,
  users,
} from '#server/db/schema.ts';
import { type Clock, londonDay, msLeftInLondonDay } from '#server/lib/clock.ts';
import { countAttempt, peek } from '#server/db/rate-limit.ts';
import { ERRORS } from '#contracts/errors.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { type Actor, maskContact, writeAudit } from '#server/features/audit/index.ts';
import { UUID } from '#server/lib/validation.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { objectIdFromUrl, readObjectForVerification } from '#server/features/objects/index.ts';
import {
  findNearDuplicate,
  imageAlreadyVerified,
  imagePhashOf,
  nearDuplicateArrived,
  parseTicketText,
  type ReuseCheck,
  type ReuseSubject,
  resolveTicketLocation,
  type TicketLocation,
  ticketNumberUsed,
  verifiedTicketOn,
} from '#server/features/tickets/index.ts';
import { findReview } from './queries';

/** `storage`: the ticket photos, for the reuse checks an approval runs (docs/decisions/039). */
export type ReviewsContext = { db: Db; clock: Clock; storage: ObjectStorage };

/** Requests for a review a driver may send in a London day (one can be queued; the rest were refused). */
export const REVIEW_REQUESTS_PER_DAY = 3;

/**
 * A driver asks a person to look at a ticket the reader refused today (docs/decisions/013): one
 * request per London day, for the caller's own photo with a refused attempt today, and only while
 * the day has no verified proof. The photo becomes an unverified ticket with its review, together.
 */
export async function requestReview(
  ctx: ReviewsContext,
  userId: string,
  input: z.output<typeof requestReviewSchema>,
): Promise<ReviewRequested> {
  const now = ctx.clock.now();
  const today = londonDay(now);
  if (await verifiedTicketOn(ctx.db, userId, today)) throw conflict('review.nothing_to_review');
  if (await reviewOn(ctx.db, userId, today)) throw conflict('review.already_requested');
  const attempt = await refusedAttemptToday(ctx.db, userId, input.imageUrl, today);
  const image = attempt ? await ownStoredTicketImage(ctx.db, userId, input.imageUrl) : null;
  if (!attempt || !image) throw notFound('review.no_refused_ticket');
  // Counted before the photo is read and compared (docs/decisions/045): a request refused as a copy
  // stores nothing, so without a count it could be sent again and again, each one decoding images.
  await countAttempt(
    ctx.db,
    {
      key: reviewRequestKey(userId, today),
      limit: REVIEW_REQUESTS_PER_DAY,
      windowMs: msLeftInLondonDay(now),
    },
    now,
    (wait) => `You have asked for a review several times today. Please try again ${wait}.`,
  );
  // Someone else's verified proof since: a person could not approve it, so do not queue it.
  if (image.sha256 && (await imageAlreadyVerified(ctx.db, image.sha256)))
    throw conflict('ticket.image_reused');
  // Nor a near copy of one, or its ticket number: the checks an approval runs (docs/decisions/045).
  const reuse = await photoReuseChecks(
    ctx,
    {
      userId,
      imageUrl: input.imageUrl,
      imageSha256: image.sha256,
      imagePhash: null,
      uploadDay: today,
      detectedDate: null,
    },
    attempt.rawText,
    now,
  );
  if (reuse.checks.some((check) => check.duplicate)) throw conflict('ticket.image_reused');
  if (reuse.ticketNumber && (await ticketNumberUsed(ctx.db, reuse.ticketNumber, today)))
    throw conflict('ticket.number_reused');

  try {
    return await ctx.db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(parkingTickets)
        .values({
          userId,
          objectId: image.id,
          imageUrl: input.imageUrl,
          imageSha256: image.sha256,
          // Kept from now, so the approval and the admin's view need not hash the photo again.
          imagePhash: reuse.subjects[0]?.imagePhash ?? null,
          uploadDay: today,
          // Uploaded when the driver sent it in: approval dates validity from then (docs/decisions/013).
          createdAt: attempt.createdAt,
        })
        .returning({ id: parkingTickets.id });
      const [review] = await tx
        .insert(ticketReviews)
        .values({
          userId,
          ticketId: ticket!.id,
          verificationId: attempt.id,
          reviewDay: today,
          note: input.note ?? null,
          createdAt: now,
        })
        .returning({ id: ticketReviews.id });
      return { id: review!.id, ticketId: ticket!.id, status: 'pending' as const, message: REVIEW_REQUESTED };
    });
  } catch (error) {
    // Two requests racing past the check above: the daily unique index keeps one.
    if (isUniqueViolation(error, 'ticket_reviews_one_per_day')) throw conflict('review.already_requested');
    throw error;
  }
}

const reviewRequestKey = (userId: string, day: string) => `review-request:${userId}:${day}`;

/**
 * Whether the driver may ask for a review now, told with each refusal (docs/decisions/013): not while
 * a review of today's is waiting, nor once today's one was decided (one a day), nor past the day's
 * requests. The rules requestReview enforces, read without counting anything.
 */
export async function reviewOffer(db: Db, userId: string, now: Date): Promise<ReviewOffer> {
  const today = londonDay(now);
  const [review] = await db
    .select({ status: ticketReviews.status })
    .from(ticketReviews)
    .where(and(eq(ticketReviews.userId, userId), eq(ticketReviews.reviewDay, today)))
    .limit(1);
  if (review) return { allowed: false, reason: review.status === 'pending' ? 'pending' : 'asked_today' };
  if ((await peek(db, reviewRequestKey(userId, today), now)) >= REVIEW_REQUESTS_PER_DAY)
    return { allowed: false, reason: 'too_many_requests' };
  return { allowed: true, reason: null };
}

async function reviewOn(db: Db, userId: string, day: string) {
  const [row] = await db
    .select({ id: ticketReviews.id })
    .from(ticketReviews)
    .where(and(eq(ticketReviews.userId, userId), eq(ticketReviews.reviewDay, day)));
  return Boolean(row);
}

/** The latest attempt today on this photo that the reader refused (not one sent back for its town). */
async function refusedAttemptToday(db: Db, userId: string, imageUrl: string, day: string) {
  const [row] = await db
    .select({
      id: ticketVerifications.id,
      createdAt: ticketVerifications.createdAt,
      rawText: ticketVerifications.rawText,
    })
    .from(ticketVerifications)
    .where(
      and(
        eq(ticketVerifications.userId, userId),
        eq(ticketVerifications.attemptDay, day),
        eq(ticketVerifications.imageUrl, imageUrl),
        inArray(ticketVerifications.outcome, [...REFUSAL_OUTCOMES]),
        isNull(ticketVerifications.ticketId),
      ),
    )
    .orderBy(desc(ticketVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** The caller's own stored, undeleted ticket photo behind an object URL. */
async function ownStoredTicketImage(db: Db, userId: string, imageUrl: string) {
  const objectId = objectIdFromUrl(imageUrl);
  if (!objectId) return null;
  const [row] = await db
    .select({ id: uploadedObjects.id, sha256: uploadedObjects.sha256 })
    .from(uploadedObjects)
    .where(
      and(
        eq(uploadedObjects.id, objectId),
        eq(uploadedObjects.ownerId, userId),
        eq(uploadedObjects.purpose, 'ticket'),
        isNotNull(uploadedObjects.storedAt),
        isNull(uploadedObjects.deletedAt),
      ),
    );
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Decisions

const dayFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayWords = (day: string) => dayFormatter.format(new Date(`${day}T12:00:00Z`));

type ReviewRow = typeof ticketReviews.$inferSelect;

/** The review locked for this decision: unknown ids are 404; one already decided is 409. */
async function lockPendingReview(tx: Tx, id: string): Promise<ReviewRow> {
  const [review] = UUID.test(id)
    ? await tx.select().from(ticketReviews).where(eq(ticketReviews.id, id)).for('update')
    : [];
  if (!review) throw notFound('review.not_found');
  if (review.status !== 'pending') throw conflict('review.already_decided');
  return review;
}

async function driverWords(tx: Tx, userId: string) {
  const [driver] = await tx.select().from(users).where(eq(users.id, userId));
  if (!driver) return 'a driver';
  const contact = maskContact(driver);
  return driver.fullName?.trim() ? `${driver.fullName.trim()} (${contact})` : contact;
}

/** What the attempt's text says: where the ticket was bought (as the reader would place it), its number and date. */
function readText(rawText: string | null): {
  location: TicketLocation | null;
  ticketNumber: string | null;
  ticketDate: string | null;
} {
  if (!rawText) return { location: null, ticketNumber: null, ticketDate: null };
  const parsed = parseTicketText(rawText);
  const location = parsed.place
    ? resolveTicketLocation({ ticket: { place: parsed.place, postcode: parsed.postcode } }, getGazetteer())
    : null;
  return { location, ticketNumber: parsed.ticketNumber, ticketDate: parsed.ticketDate };
}

async function answer(db: Db, id: string, message: string, ticketVerified: boolean): Promise<ReviewDecision> {
  const review = (await findReview(db, id)) as AdminReview;
  return { message, review, ticketVerified };
}

type TicketRow = typeof parkingTickets.$inferSelect;

/** Rounds of "a possible near copy was verified meanwhile, look again" before giving up for now. */
const MAX_APPROVE_ROUNDS = 5;

/**
 * The reuse checks of an approval, made before its transaction (comparing images is too slow to hold
 * locks for): the photo as a subject for each date it could be verified under, its near copies among
 * other accounts' verified tickets, and the ticket number it would be verified with.
 */
type ReuseChecks = {
  subjects: ReuseSubject[];
  checks: ReuseCheck[];
  ticketNumber: string | null;
  location: TicketLocation | null;
};

async function reuseChecks(ctx: ReviewsContext, id: string, now: Date): Promise<ReuseChecks | null> {
  const [row] = UUID.test(id)
    ? await ctx.db
        .select({ ticket: parkingTickets, rawText: ticketVerifications.rawText })
        .from(ticketReviews)
        .innerJoin(parkingTickets, eq(parkingTickets.id, ticketReviews.ticketId))
        .leftJoin(ticketVerifications, eq(ticketVerifications.id, ticketReviews.verificationId))
        .where(eq(ticketReviews.id, id))
    : [];
  if (!row) return null;
  const { ticket, rawText } = row;
  const reuse = await photoReuseChecks(ctx, ticket, rawText, now);
  return {
    subjects: reuse.subjects,
    checks: reuse.checks,
    ticketNumber: ticket.ticketNumber ?? reuse.ticketNumber,
    // A ticket placed when it was queued (the reader's unsure path) keeps its place.
    location: hasPlace(ticket) ? null : reuse.location,
  };
}

type Photo = Pick<
  TicketRow,
  'userId' | 'imageUrl' | 'imageSha256' | 'imagePhash' | 'uploadDay' | 'detectedDate'
>;

/**
 * The near-copy checks for a photo a person would verify for its upload day, made when the review
 * is asked for and again when it is approved (docs/decisions/045): the photo as a subject for each
 * date it could be verified under, its near copies among other accounts' verified tickets (the
 * fraud checks of tickets, one place), and what its text says (ticket number, place).
 */
async function photoReuseChecks(ctx: ReviewsContext, photo: Photo, rawText: string | null, now: Date) {
  const text = readText(rawText);
  const loadImage = memo(async () =>
    photo.imageUrl
      ? ((await readObjectForVerification(ctx, photo.imageUrl, photo.userId))?.data ?? null)
      : null,
  );
  let imagePhash = photo.imagePhash;
  if (!imagePhash) {
    const image = await loadImage();
    imagePhash = image ? await imagePhashOf(image) : null;
  }
  // The day it is verified for, and the date the text says when the person overruled it (a copy of a
  // ticket someone else verified under its printed date).
  const dates = [...new Set([photo.uploadDay, photo.detectedDate, text.ticketDate])].filter(
    (date): date is string => Boolean(date),
  );
  const subjects: ReuseSubject[] = dates.map((detectedDate) => ({
    userId: photo.userId,
    imageSha256: photo.imageSha256,
    imagePhash,
    detectedDate,
    rawText,
    loadImage,
  }));
  const deps = {
    db: ctx.db,
    loadImage: (url: string, ownerId: string) => readObjectForVerification(ctx, url, ownerId),
  };
  const checks: ReuseCheck[] = [];
  for (const subject of subjects) checks.push(await findNearDuplicate(deps, subject, now));
  return { subjects, checks, ticketNumber: text.ticketNumber, location: text.location };
}

const hasPlace = (ticket: TicketRow) => Boolean(ticket.city || ticket.location || ticket.latitude !== null);

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

/**
 * Approve: the ticket becomes the verified proof of the London day it was uploaded on, valid 24
 * hours from its upload (a late approval never stretches it), placed where it was placed when queued
 * or else where its text says; if that day already has a verified proof, only the review is marked.
 * The photo passes the checks a verification does first (docs/decisions/039): its exact bytes, a near
 * copy, or its ticket number already verified another account's parking: 409, the review stays
 * pending, so the admin can decline it. Its perceptual hash is stored with it.
 */
export async function approveReview(ctx: ReviewsContext, actor: Actor, id: string): Promise<ReviewDecision> {
  const now = ctx.clock.now();
  for (let round = 0; round < MAX_APPROVE_ROUNDS; round++) {
    const reuse = await reuseChecks(ctx, id, now);
    if (!reuse) throw notFound('review.not_found');
    const verified = await decideApproval(ctx, actor, id, reuse, now);
    if (verified === 'look_again') continue;
    return answer(
      ctx.db,
      id,
      verified
        ? 'The ticket is verified and the driver can use offers now.'
        : 'Approved. The driver already had verified parking that day, so nothing else changed.',
      verified,
    );
  }
  // Near copies kept arriving while it looked: the admin tries again in a moment.
  throw new AppError(503, 'busy', ERRORS.busy.message);
}

async function decideApproval(
  ctx: ReviewsContext,
  actor: Actor,
  id: string,
  reuse: ReuseChecks,
  now: Date,
): Promise<boolean | 'look_again'> {
  return ctx.db.transaction(async (tx) => {
    // The ticket is locked before its review, in the order an admin deleting the ticket takes them
    // (the review goes with it by cascade), so the two cannot deadlock.
    const [ticket] = UUID.test(id)
      ? await tx
          .select()
          .from(parkingTickets)
          .where(
            inArray(
              parkingTickets.id,
              tx
                .select({ ticketId: ticketReviews.ticketId })
                .from(ticketReviews)
                .where(eq(ticketReviews.id, id)),
            ),
          )
          .for('update')
      : [];
    if (!ticket) throw notFound('review.not_found');
    const review = await lockPendingReview(tx, id);
    const { location, ticketNumber } = reuse;

    let verified = false;
    if (!(await verifiedTicketOn(tx, ticket.userId, ticket.uploadDay, ticket.id))) {
      // The reuse checks a verification runs: exact bytes, a near copy, the ticket number.
      if (ticket.imageSha256 && (await imageAlreadyVerified(tx, ticket.imageSha256)))
        throw conflict('review.image_reused');
      if (reuse.checks.some((check) => check.duplicate)) throw conflict('review.image_reused');
      if (ticketNumber && (await ticketNumberUsed(tx, ticketNumber, ticket.uploadDay)))
        throw conflict('review.number_reused');
      // Under the verification lock: a possible near copy verified since the checks means look again.
      for (const [index, subject] of reuse.subjects.entries()) {
        if (await nearDuplicateArrived(tx, subject, now, reuse.checks[index]!)) return 'look_again' as const;
      }
      verified = await verifyTicket(tx, ticket, {
        location,
        ticketNumber,
        imagePhash: reuse.subjects[0]?.imagePhash ?? ticket.imagePhash,
        now,
      });
    }
    const city = location?.city ?? ticket.city;
    if (verified) {
      await tx.insert(ticketVerifications).values({
        userId: ticket.userId,
        ticketId: ticket.id,
        attemptDay: ticket.uploadDay,
        imageUrl: ticket.imageUrl,
        outcome: 'verified',
        reasons: [
          `Approved by ${actor.label} on review`,
          city ? `Location: ${city}` : 'No town or postcode read from the ticket',
        ],
        createdAt: now,
      });
    }
    await tx
      .update(ticketReviews)
      .set({ status: 'approved', decidedById: actor.id, decidedAt: now })
      .where(eq(ticketReviews.id, review.id));
    const whose = `${await driverWords(tx, ticket.userId)}’s ticket of ${dayWords(ticket.uploadDay)}`;
    const outcome = verified
      ? `now verified${city ? ` in ${city}` : ' without a location'}`
      : 'they already had verified parking that day, so nothing else changed';
    await writeAudit(
      tx,
      actor,
      {
        action: 'review.approve',
        targetType: 'ticket_review',
        targetId: review.id,
        summary: `Approved the review of ${whose}: ${outcome}`,
      },
      now,
    );
    return verified;
  });
}

/**
 * Marks the ticket verified, in a savepoint: when another proof of the same day wins a race to the
 * one-per-day index, the approval still stands without it (false). The same image or ticket number
 * verified by someone else meanwhile (the unique indexes) is refused (409), so the admin can decline it.
 */
async function verifyTicket(
  tx: Tx,
  ticket: TicketRow,
  change: {
    location: TicketLocation | null;
    ticketNumber: string | null;
    imagePhash: string | null;
    now: Date;
  },
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(parkingTickets)
        .set({
          isVerified: true,
          verifiedAt: change.now,
          expiresAt: new Date(ticket.createdAt.getTime() + TICKET_VALIDITY_MS),
          // The day it counts for; the date the reader read (if any) is what the person overruled.
          detectedDate: ticket.uploadDay,
          ticketNumber: change.ticketNumber,
          imagePhash: change.imagePhash,
          ...(change.location ?? {}),
        })
        .where(and(eq(parkingTickets.id, ticket.id), eq(parkingTickets.isVerified, false)));
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'parking_tickets_one_verified_per_day')) return false;
    if (isUniqueViolation(error, 'parking_tickets_verified_image_unique'))
      throw conflict('review.image_reused');
    if (isUniqueViolation(error, 'parking_tickets_verified_number_unique'))
      throw conflict('review.number_reused');
    throw error;
  }
}

/** Decline: the ticket stays unverified and the driver reads the reason in their history. */
export async function declineReview(
  ctx: ReviewsContext,
  actor: Actor,
  id: string,
  input: z.output<typeof declineReviewSchema>,
): Promise<ReviewDecision> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const review = await lockPendingReview(tx, id);
    await tx
      .update(ticketReviews)
      .set({ status: 'declined', declineReason: input.reason, decidedById: actor.id, decidedAt: now })
      .where(eq(ticketReviews.id, review.id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'review.decline',
        targetType: 'ticket_review',
        targetId: review.id,
        summary: `Declined the review of ${await driverWords(tx, review.userId)}’s ticket of ${dayWords(review.reviewDay)}: “${input.reason}”`,
      },
      now,
    );
  });
  return answer(ctx.db, id, 'Declined. The driver will see your reason.', false);
}
