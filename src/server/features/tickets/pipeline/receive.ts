import { and, desc, eq, ne, notExists } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { parkingTickets, ticketReviews } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { badRequest, conflict, notFound } from '#server/lib/errors.ts';
import { imageAlreadyVerified } from '../fraud';
import type { StoredImage, SubmitInput, TicketRow, TicketsContext } from '../types';

/**
 * Stage 1 of a verification: the request before anything is read or counted. What may be refused
 * without reading the photo is refused here (a town that does not exist, a day already verified, a
 * photo that is not the caller's, the exact bytes of a verified ticket), so none of it uses up one of
 * the day's attempts.
 */

/** A photo to read: the caller's own stored image, not the exact bytes of any verified ticket. */
export type NewUpload = {
  kind: 'new';
  userId: string;
  input: SubmitInput;
  now: Date;
  /** The London day of `now`: the attempt's day and the ticket's upload day. */
  today: string;
  image: StoredImage;
};

/**
 * The second call of the manual-location step: the same photo, now with the driver's town or
 * position, whose ticket was read on the first call and waits unverified. It is not read again.
 */
export type PendingUpload = { kind: 'pending'; input: SubmitInput; now: Date; ticket: TicketRow };

export type Upload = NewUpload | PendingUpload;

export async function receiveUpload(ctx: TicketsContext, userId: string, body: SubmitInput): Promise<Upload> {
  // A town that does not exist is the request's fault: refused before anything is counted or written.
  const input = withKnownTown(ctx, body);
  const now = ctx.clock.now();
  const today = londonDay(now);
  if (await verifiedTicketOn(ctx.db, userId, today)) throw conflict('ticket.already_uploaded_today');

  const pending = await pendingTicketFor(ctx.db, userId, input.imageUrl, today);
  if (pending) return { kind: 'pending', input, now, ticket: pending };

  const image = await ctx.loadImage(input.imageUrl, userId);
  if (!image) throw notFound('ticket.image_not_found');
  if (await imageAlreadyVerified(ctx.db, image.sha256)) throw conflict('ticket.image_reused');
  return { kind: 'new', userId, input, now, today, image };
}

/** The request with its `city` as the gazetteer spells it; 400 naming `city` for a town it does not know. */
function withKnownTown(ctx: TicketsContext, input: SubmitInput): SubmitInput {
  if (input.city === undefined) return input;
  const town = ctx.places.lookupTown(input.city);
  if (!town) throw badRequest('ticket.unknown_town', { field: 'city' });
  return { ...input, city: town.name };
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
