import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import { CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH, type redeemRequestSchema } from '#contracts/offers.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { parkingTickets, redemptions } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomString } from '#server/lib/crypto.ts';
import { conflict, isUniqueViolation, notFound, unprocessable } from '#server/lib/errors.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import { visibleRetailerById } from '#server/features/offers/index.ts';
import { todaysTicket } from '#server/features/tickets/index.ts';
import { checkMonthlyCode } from './wrong-codes';

type RedeemInput = z.output<typeof redeemRequestSchema>;

/**
 * Where confirmation codes come from: 6 characters of CONFIRMATION_ALPHABET. An object, so a test
 * can replace `next` (vi.spyOn) to force collisions.
 */
export const confirmationCodes = {
  next: (): string => randomString(CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH),
};

/**
 * Fresh codes tried before giving up. A code is unique per London day only (docs/decisions/027):
 * with 32^6 (about 1.07 billion) codes and 3 million redemptions a day, a new code collides at worst
 * 0.3% of the time, so eight in a row is about 10^-20.
 */
export const CONFIRMATION_CODE_ATTEMPTS = 8;

/**
 * Inserts the redemption with a code no other redemption of its London day has. A collision is not
 * an error: ON CONFLICT DO NOTHING on the (day, code) index returns no row, the transaction stays
 * usable (no failed statement, so no savepoint needed) and a fresh code is tried. Any other unique
 * violation (the same ticket at the same retailer) still throws.
 */
async function insertWithFreshCode(
  tx: Tx,
  values: Omit<typeof redemptions.$inferInsert, 'confirmationCode'>,
) {
  for (let attempt = 1; attempt <= CONFIRMATION_CODE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(redemptions)
      .values({ ...values, confirmationCode: confirmationCodes.next() })
      .onConflictDoNothing({ target: [redemptions.redeemedDay, redemptions.confirmationCode] })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free confirmation code after ${CONFIRMATION_CODE_ATTEMPTS} attempts`);
}

/**
 * Redeems an offer (docs/decisions/005). Everything is decided here: the ticket is the caller's
 * current verified one, the retailer is open and near it, the code is this month's, and the
 * limits (3 per ticket, 1 per retailer per ticket) hold even for concurrent requests, because the
 * ticket's counter only moves by a conditional UPDATE (which serialises on the row) and the
 * (ticket, retailer) pair is a unique index.
 */
export async function redeemOffer(
  ctx: { db: Db; clock: Clock; notifier?: Notifier },
  userId: string,
  input: RedeemInput,
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [ticket] = await db
    .select()
    .from(parkingTickets)
    .where(and(eq(parkingTickets.id, input.parkingTicketId), eq(parkingTickets.userId, userId)));
  if (!ticket) throw notFound('ticket.not_found');
  const current = await todaysTicket(db, userId, now);
  if (!ticket.isVerified || !ticket.expiresAt || ticket.expiresAt <= now || current?.id !== ticket.id) {
    throw unprocessable('redemption.ticket_required');
  }

  const retailer = await visibleRetailerById(db, input.retailerId, ticket, now);
  if (!retailer) throw notFound('offer.not_found');
  await checkMonthlyCode(ctx, userId, retailer, input.retailerCode, now);
  try {
    return await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(parkingTickets)
        .set({ redemptionsUsed: sql`${parkingTickets.redemptionsUsed} + 1` })
        .where(
          and(
            eq(parkingTickets.id, ticket.id),
            sql`${parkingTickets.redemptionsUsed} < ${MAX_REDEMPTIONS_PER_TICKET}`,
          ),
        )
        .returning({ used: parkingTickets.redemptionsUsed });
      if (!counted) {
        const [here] = await tx
          .select({ id: redemptions.id })
          .from(redemptions)
          .where(and(eq(redemptions.parkingTicketId, ticket.id), eq(redemptions.retailerId, retailer.id)));
        throw conflict(here ? 'redemption.already_redeemed' : 'redemption.limit_reached');
      }
      const redemption = await insertWithFreshCode(tx, {
        userId,
        parkingTicketId: ticket.id,
        retailerId: retailer.id,
        discountAmount: retailer.discountAmount,
        minimumSpend: retailer.minimumSpend,
        redeemedAt: now,
      });
      return { redemption, retailer, redemptionsUsed: counted.used };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'redemptions_one_per_ticket_retailer'))
      throw conflict('redemption.already_redeemed');
    throw error;
  }
}
