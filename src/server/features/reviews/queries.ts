import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminReview, adminReviewListQuerySchema } from '#contracts/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { parkingTickets, ticketReviews, ticketVerifications, users } from '#server/db/schema.ts';

const decider = alias(users, 'decider');

/** One select for the admin's view of reviews: the review, its photo, the refused attempt, the people. */
function reviewRows(db: Db) {
  return db
    .select({
      review: ticketReviews,
      imageUrl: parkingTickets.imageUrl,
      imageDeletedAt: parkingTickets.imageDeletedAt,
      uploadedAt: parkingTickets.createdAt,
      outcome: ticketVerifications.outcome,
      reasons: ticketVerifications.reasons,
      ocrText: ticketVerifications.rawText,
      driver: { fullName: users.fullName, email: users.email, phone: users.phone },
      deciderName: decider.fullName,
      deciderEmail: decider.email,
    })
    .from(ticketReviews)
    .innerJoin(parkingTickets, eq(parkingTickets.id, ticketReviews.ticketId))
    .innerJoin(users, eq(users.id, ticketReviews.userId))
    .leftJoin(ticketVerifications, eq(ticketVerifications.id, ticketReviews.verificationId))
    .leftJoin(decider, eq(decider.id, ticketReviews.decidedById));
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function toAdminReview(row: ReviewRow): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    ticketId: review.ticketId,
    userId: review.userId,
    source: review.source,
    driver: row.driver,
    imageUrl: row.imageDeletedAt ? null : row.imageUrl,
    note: review.note,
    outcome: row.outcome,
    reasons: row.reasons ?? [],
    ocrText: row.ocrText,
    status: review.status,
    declineReason: review.declineReason,
    decidedAt: review.decidedAt?.toISOString() ?? null,
    decidedBy: row.deciderName?.trim() || row.deciderEmail || null,
    uploadedAt: row.uploadedAt.toISOString(),
    createdAt: review.createdAt.toISOString(),
  };
}

/** Reviews of one status, oldest first (the longest wait at the top); the (status, created_at) index serves it. */
export async function listReviews(
  db: Db,
  query: z.output<typeof adminReviewListQuerySchema>,
): Promise<{ items: AdminReview[]; total: number }> {
  const where = eq(ticketReviews.status, query.status);
  const [rows, [total]] = await Promise.all([
    reviewRows(db)
      .where(where)
      .orderBy(asc(ticketReviews.createdAt), asc(ticketReviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(ticketReviews).where(where),
  ]);
  return { items: rows.map(toAdminReview), total: total?.n ?? 0 };
}

export async function findReview(db: Db, id: string): Promise<AdminReview | null> {
  const [row] = await reviewRows(db).where(eq(ticketReviews.id, id));
  return row ? toAdminReview(row) : null;
}
