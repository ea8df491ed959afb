import { ERRORS, type ErrorCodeWithStatus, refusalCode } from '#contracts/errors.ts';
import type { RefusalOutcome } from '#contracts/ticket-outcomes.ts';
import { ticketVerifications } from '#server/db/schema.ts';
import { AppError, conflict, unprocessable } from '#server/lib/errors.ts';
import type { TicketReading, TicketsContext } from '../types';

/**
 * How a verification stops before its end, the same from whichever stage stops it: each refusal is
 * recorded as an attempt (admins see it) and answered with its code.
 */

/**
 * The fields every verification record of one upload shares (who, which day, which photo, what was
 * read); each outcome adds its own `outcome`, and sometimes the ticket and more reasons.
 */
export type AttemptRecord = Omit<typeof ticketVerifications.$inferInsert, 'outcome'> & { reasons: string[] };

/** Refusals for reuse: the photo, or the ticket printed on it, already verified someone's parking. */
export type ReuseCode = Extract<ErrorCodeWithStatus<409>, 'ticket.image_reused' | 'ticket.number_reused'>;

/** A read that did not finish in time (or a verification that could not finish now): 503 with Retry-After. */
export class ReadTimedOut extends AppError {
  constructor() {
    super(503, 'ticket.verification_busy', ERRORS['ticket.verification_busy'].message, undefined, {
      headers: { 'Retry-After': '60' },
    });
  }
}

/** A refusal's `verificationResult`, with whether a person may be asked to look at it. */
export async function refusalResult(
  ctx: TicketsContext,
  userId: string,
  now: Date,
  result: { outcome: RefusalOutcome; reasons: string[] },
) {
  return ctx.reviewOffer ? { ...result, review: await ctx.reviewOffer(userId, now) } : result;
}

/** Records the reader's refusal and answers it: 422 with the outcome, in the driver's words. */
export async function refuseAsRead(
  ctx: TicketsContext,
  proof: { userId: string; now: Date; reading: TicketReading; record: AttemptRecord },
): Promise<never> {
  const { reading } = proof;
  if (reading.outcome === 'verified') throw new Error('A verified reading is not a refusal');
  await ctx.db.insert(ticketVerifications).values({ ...proof.record, outcome: reading.outcome });
  throw unprocessable(refusalCode(reading.outcome), {
    extra: {
      verificationResult: await refusalResult(ctx, proof.userId, proof.now, {
        outcome: reading.outcome,
        reasons: reading.driverReason ? [reading.driverReason] : [],
      }),
    },
  });
}

/** Records a reuse (`duplicate`, with why) and answers 409 with its code. */
export async function refuseReuse(
  ctx: TicketsContext,
  record: AttemptRecord,
  code: ReuseCode,
  detail?: string,
): Promise<never> {
  const reasons = [...record.reasons, ERRORS[code].message, ...(detail ? [detail] : [])];
  await ctx.db.insert(ticketVerifications).values({ ...record, outcome: 'duplicate', reasons });
  throw conflict(code);
}

/** 422 asking the driver for their town: the client opens the manual-location step. */
export const locationRequired = () =>
  unprocessable('ticket.location_required', { extra: { requiresManualLocation: true } });
