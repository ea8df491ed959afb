import { resolveTicketLocation, type TicketLocation } from '../location';
import type { SubmitInput, TicketRow, TicketsContext } from '../types';
import type { ProofRead } from './read';
import type { PendingUpload } from './receive';
import { type AttemptRecord, locationRequired, refuseAsRead } from './refusals';

/**
 * Stage 3: what the reading means for this driver. A sure refusal ends here (recorded, 422 as read);
 * a verified or unsure reading becomes a claim, with where the driver parked, for the reuse checks.
 * A pending ticket's reading was judged on the first call: only its town is decided here.
 */

/** What the reuse checks and the commit need of every claim. */
type ClaimBase = {
  userId: string;
  now: Date;
  ticketNumber: string | null;
  detectedDate: string | null;
  /** What every record from here on starts from. */
  record: AttemptRecord;
};

/** A proof read just now that the reader verified, or was unsure of (docs/decisions/039). */
export type ReadClaim = ClaimBase & {
  kind: 'read';
  verdict: 'verified' | 'unsure';
  proof: ProofRead;
  /** Null when neither the ticket, the client nor the driver says where: answered after the reuse checks. */
  location: TicketLocation | null;
};

/** A ticket read as genuine on an earlier call and kept unverified for want of a town, with its town now. */
export type PendingClaim = ClaimBase & { kind: 'pending'; ticket: TicketRow; location: TicketLocation };

export type Claim = ReadClaim | PendingClaim;

export async function judgeReading(ctx: TicketsContext, proof: ProofRead): Promise<ReadClaim> {
  const { upload, reading, record } = proof;
  // Unsure (dated today, looks like parking, a person must decide): checked for reuse like a verified
  // read, then queued for review. Sure refusals are answered as read.
  const unsure = reading.outcome !== 'verified' && reading.unsure === true;
  if (reading.outcome !== 'verified' && !unsure) {
    return refuseAsRead(ctx, { userId: upload.userId, now: upload.now, reading, record });
  }
  // Settled now, but a missing town is only answered after the reuse checks, so a copy of another
  // account's ticket is refused as a copy whatever its town. (Resolving reads no data.)
  const location = resolveTicketLocation(
    {
      client: clientPosition(upload.input),
      ticket: reading.place ? { place: reading.place, postcode: reading.postcode } : null,
      manualTown: upload.input.city,
    },
    ctx.places,
  );
  return {
    kind: 'read',
    verdict: unsure ? 'unsure' : 'verified',
    proof,
    location,
    userId: upload.userId,
    now: upload.now,
    ticketNumber: reading.ticketNumber,
    detectedDate: reading.detectedDate,
    record,
  };
}

/**
 * The second call of the manual-location step: its town or position, from the request alone (the
 * ticket showed none). Without one the driver is asked again, and nothing is recorded.
 */
export function judgePendingTicket(ctx: TicketsContext, upload: PendingUpload): PendingClaim {
  const { input, now, ticket } = upload;
  const location = resolveTicketLocation(
    { client: clientPosition(input), manualTown: input.city },
    ctx.places,
  );
  if (!location) throw locationRequired();
  return {
    kind: 'pending',
    ticket,
    location,
    userId: ticket.userId,
    now,
    ticketNumber: ticket.ticketNumber,
    detectedDate: ticket.detectedDate,
    record: {
      userId: ticket.userId,
      ticketId: ticket.id,
      attemptDay: ticket.uploadDay,
      imageUrl: ticket.imageUrl,
      reasons: [],
      createdAt: now,
    },
  };
}

const clientPosition = (input: SubmitInput) =>
  input.latitude !== undefined && input.longitude !== undefined
    ? { latitude: input.latitude, longitude: input.longitude, city: input.city, location: input.location }
    : undefined;
