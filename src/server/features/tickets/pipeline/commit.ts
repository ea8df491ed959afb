import { and, eq } from 'drizzle-orm';
import { TICKET_VALIDITY_MS } from '#contracts/constants.ts';
import { TICKET_IN_REVIEW_MESSAGE } from '#contracts/reviews.ts';
import type { ReaderOutcome } from '#contracts/ticket-outcomes.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { parkingTickets, ticketReviews, ticketVerifications } from '#server/db/schema.ts';
import { AppError, conflict, isUniqueViolation } from '#server/lib/errors.ts';
import {
  findNearDuplicate,
  nearDuplicateArrived,
  nearDuplicateReason,
  refuseOnUniqueViolation,
} from '../fraud';
import type { SubmitResult, TicketRow, TicketsContext } from '../types';
import type { CheckedClaim } from './fraud-checks';
import { locationRequired, ReadTimedOut, refuseAsRead, refuseReuse } from './refusals';

/**
 * Stage 5: the claim written. Verified (a new ticket, or the pending one with its town), queued for a
 * person when the reader was unsure (docs/decisions/039), or kept unverified to wait for its town.
 */

type InReview = Extract<SubmitResult, { kind: 'in_review' }>;
type PendingCheckedClaim = Extract<CheckedClaim, { kind: 'pending' }>;
type ReadCheckedClaim = Extract<CheckedClaim, { kind: 'read' }>;

export async function commitClaim(ctx: TicketsContext, claim: CheckedClaim): Promise<SubmitResult> {
  if (claim.kind === 'pending') {
    return { kind: 'verified', ticket: await commitVerified(ctx, claim, (tx) => verifyPending(tx, claim)) };
  }
  const { proof, location, now, record } = claim;
  const { upload } = proof;
  const base = {
    userId: claim.userId,
    objectId: upload.image.objectId,
    imageUrl: upload.input.imageUrl,
    imageSha256: upload.image.sha256,
    imagePhash: proof.imagePhash,
    ticketNumber: claim.ticketNumber,
    uploadDay: upload.today,
    detectedDate: claim.detectedDate,
    createdAt: now,
  };
  if (claim.verdict === 'unsure') {
    // A town is needed before a person is asked (an approved ticket opens the offers near it): without
    // one the driver is asked for it as for any proof, and the photo with its town is read again.
    if (!location) {
      await ctx.db.insert(ticketVerifications).values({ ...record, outcome: 'requires_manual_location' });
      throw locationRequired();
    }
    const queued = await queueForReview(ctx.db, {
      ticket: { ...base, ...location, isVerified: false },
      record: { ...record, outcome: proof.reading.outcome as Exclude<ReaderOutcome, 'verified'> },
      reviewDay: upload.today,
      now,
    });
    // One review a day (docs/decisions/013): a day that already has one gets the reader's answer.
    return queued ?? refuseAsRead(ctx, { userId: claim.userId, now, reading: proof.reading, record });
  }
  if (!location) {
    // Kept unverified: the driver's town arrives with the same photo (receive finds it pending).
    const [ticket] = await ctx.db
      .insert(parkingTickets)
      .values({ ...base, isVerified: false })
      .returning();
    await ctx.db
      .insert(ticketVerifications)
      .values({ ...record, ticketId: ticket!.id, outcome: 'requires_manual_location' });
    throw locationRequired();
  }
  return {
    kind: 'verified',
    ticket: await commitVerified(ctx, claim, async (tx) => {
      const [ticket] = await tx
        .insert(parkingTickets)
        .values({ ...base, ...location, ...verifiedNow(now) })
        .returning();
      await tx.insert(ticketVerifications).values({ ...record, ticketId: ticket!.id, outcome: 'verified' });
      return ticket!;
    }),
  };
}

/** The pending ticket verified with its town, unless it was verified meanwhile. */
async function verifyPending(tx: Tx, claim: PendingCheckedClaim): Promise<TicketRow> {
  const { ticket: pending, location, now } = claim;
  const [ticket] = await tx
    .update(parkingTickets)
    .set({ ...location, ...verifiedNow(now), imagePhash: claim.subject.imagePhash })
    .where(and(eq(parkingTickets.id, pending.id), eq(parkingTickets.isVerified, false)))
    .returning();
  if (!ticket) throw conflict('ticket.already_uploaded_today');
  await tx.insert(ticketVerifications).values({
    ...claim.record,
    outcome: 'verified',
    reasons: [`Location given by the driver: ${location.city ?? location.location}`],
  });
  return ticket;
}

/** Rounds of "a possible near copy was verified meanwhile, look again" before giving up for now. */
const MAX_COMMIT_ROUNDS = 5;

/**
 * The last step of every path that ends verified. The write takes the verification lock and first
 * looks for near copies verified since the reuse checks looked; if there are any it lets go and checks
 * them in full (image comparison is too slow to hold the lock for). Exact images and ticket numbers are
 * guarded by unique indexes, whose violations become the same 409s, recorded as the checks record them.
 */
async function commitVerified(
  ctx: TicketsContext,
  claim: PendingCheckedClaim | ReadCheckedClaim,
  write: (tx: Tx) => Promise<TicketRow>,
): Promise<TicketRow> {
  const { subject, now, record } = claim;
  let check = claim.check;
  for (let round = 0; round < MAX_COMMIT_ROUNDS; round++) {
    if (round > 0) {
      check = await findNearDuplicate(ctx, subject, now);
      if (check.duplicate) {
        return refuseReuse(ctx, record, 'ticket.image_reused', nearDuplicateReason(check.duplicate));
      }
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
        return refuseReuse(ctx, record, error.code, 'Another account verified it at the same moment');
      }
      throw error;
    }
    if (ticket) return ticket;
  }
  throw new ReadTimedOut();
}

const verifiedNow = (now: Date) => ({
  isVerified: true,
  verifiedAt: now,
  expiresAt: new Date(now.getTime() + TICKET_VALIDITY_MS),
});

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
): Promise<InReview | null> {
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
