import { countAttempt } from '#server/db/rate-limit.ts';
import type { Db } from '#server/db/client.ts';
import { ticketVerifications } from '#server/db/schema.ts';
import { londonDay, msLeftInLondonDay } from '#server/lib/clock.ts';
import { unprocessable } from '#server/lib/errors.ts';
import { imagePhashOf } from '../fraud';
import type { StoredImage, TicketReading, TicketsContext } from '../types';
import type { NewUpload } from './receive';
import { type AttemptRecord, ReadTimedOut, refusalResult } from './refusals';

/**
 * Stage 2: the photo read, once. The attempt is counted first; the reader is whichever the server
 * was given (OCR threads in this process, or the job queue whose workers read it, docs/decisions/030):
 * both answer the same reading, and everything after this stage is the same for both.
 */

const MAX_ATTEMPTS_PER_DAY = 10;
/**
 * Far above a normal read (a few seconds, queueing included); past it the OCR is stuck or swamped.
 * Long enough for a job whose worker died to expire and be read again by another (docs/decisions/030).
 */
export const READ_TIMEOUT_MS = 60_000;
const READER_FAILED = "We couldn't read this photo. Please try again in a moment.";

/** The upload with what the reader made of it, and the attempt record every outcome starts from. */
export type ProofRead = {
  upload: NewUpload;
  reading: TicketReading;
  /** The photo's perceptual hash for the reuse checks; null when it could not be decoded. */
  imagePhash: string | null;
  record: AttemptRecord;
};

export async function readUpload(ctx: TicketsContext, upload: NewUpload): Promise<ProofRead> {
  const { userId, input, now, today, image } = upload;
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
  return { upload, reading, imagePhash, record };
}

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
