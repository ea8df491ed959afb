import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Ticket } from '#contracts/tickets.ts';
import type { Db } from '#server/db/client.ts';
import { parkingTickets, ticketReviews } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { verifyUpload } from './pipeline/verify-upload';
import type { SubmitInput, SubmitResult, TicketRow, TicketsContext, TicketWithReview } from './types';

// The read's time limit and its 503, for the server's job queue and the queued reader (ocr-job.ts).
export { READ_TIMEOUT_MS } from './pipeline/read';
export { ReadTimedOut } from './pipeline/refusals';

export type {
  ProofReader,
  StoredImage,
  SubmitInput,
  SubmitResult,
  TicketReading,
  TicketRow,
  TicketsContext,
  TicketWithReview,
} from './types';

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
/**
 * Verifies a parking proof on the server (docs/decisions/024; reuse: 011): one verified proof per London day,
 * failed attempts recorded but not using up the day, images and ticket numbers never reused. A proof the
 * reader is unsure of goes to a person instead of being refused (039). The stages: pipeline/verify-upload.ts.
 */
export function submitParkingProof(
  ctx: TicketsContext,
  userId: string,
  body: SubmitInput,
): Promise<SubmitResult> {
  return verifyUpload(ctx, userId, body);
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
