import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import { CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH, type redeemRequestSchema } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
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
      const [redemption] = await tx
        .insert(redemptions)
        .values({
          userId,
          parkingTicketId: ticket.id,
          retailerId: retailer.id,
          discountAmount: retailer.discountAmount,
          minimumSpend: retailer.minimumSpend,
          confirmationCode: randomString(CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH),
          redeemedAt: now,
        })
        .returning();
      return { redemption: redemption!, retailer, redemptionsUsed: counted.used };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'redemptions_one_per_ticket_retailer'))
      throw conflict('redemption.already_redeemed');
    throw error;
  }
}
