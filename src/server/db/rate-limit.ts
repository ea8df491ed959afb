// Atomic attempt counters kept in the database, so every server shares them (docs/decisions/003).
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { ErrorCodeWithStatus } from '#contracts/errors.ts';
import type { Db } from './client';
import { rateLimitCounters } from './schema';
import { sha256Hex } from '#server/lib/crypto.ts';
import { tooManyRequests } from '#server/lib/errors.ts';

export type WindowState = { count: number; resetAt: Date };

/** Keys hold identifiers people typed; a long one is stored by its hash so the index never overflows. */
const storedKey = (key: string) => (key.length > 200 ? `sha256:${sha256Hex(key)}` : key);

/**
 * Fixed-window counters kept in PostgreSQL so every app server shares them. `hit` adds one and
 * returns the window's count in the same statement; a window that has ended starts again from 1.
 * Because the increment and the read are one upsert, requests racing past a limit each see their
 * own number: at most `limit` of them can see a count within it (docs/decisions/009).
 */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<WindowState> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: storedKey(key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row!;
}

/** The count of a window that has not ended, without adding one (0 when there is none). */
export async function peek(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, storedKey(key)), gt(rateLimitCounters.resetAt, now)));
  return row?.count ?? 0;
}

/**
 * Counts an attempt before it is judged, and refuses it (429) when it is past the limit. The
 * caller judges only attempts that come back; it refunds the ones that turn out not to be failures.
 */
export async function countAttempt(
  db: Db,
  bucket: { key: string; limit: number; windowMs: number },
  now: Date,
  /** A code with fixed words, or the words (saying when to come back) of a `rate_limited`. */
  refusal: ErrorCodeWithStatus<429> | ((wait: string) => string),
): Promise<WindowState> {
  const state = await hit(db, bucket.key, bucket.windowMs, now);
  refusePastLimit(state, bucket.limit, now, refusal);
  return state;
}

/** Throws the 429 for an attempt counted past its limit (`hit`, or a count taken by a caller's own statement). */
export function refusePastLimit(
  state: WindowState,
  limit: number,
  now: Date,
  refusal: ErrorCodeWithStatus<429> | ((wait: string) => string),
): void {
  if (state.count <= limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
  throw typeof refusal === 'string'
    ? tooManyRequests(refusal, { retryAfterSeconds })
    : tooManyRequests('rate_limited', {
        message: refusal(waitWording(state.resetAt, now)),
        retryAfterSeconds,
      });
}

/**
 * `hit` as SQL, for a caller that counts an attempt inside its own statement (a CTE): counts one for
 * the placeholders `attemptKey` (already a stored key), `attemptResetAt` and `now`, for each row of
 * `source`, and returns count and reset_at.
 */
export function hitSql(source: SQL): SQL {
  const c = rateLimitCounters;
  return sql`insert into ${c} (key, count, reset_at)
    select ${sql.placeholder('attemptKey')}, 1, ${sql.placeholder('attemptResetAt')} from ${source}
    on conflict (key) do update set
      count = case when ${c.resetAt} <= ${sql.placeholder('now')} then 1 else ${c.count} + 1 end,
      reset_at = case when ${c.resetAt} <= ${sql.placeholder('now')} then excluded.reset_at else ${c.resetAt} end
    returning count, reset_at`;
}

/** `refund` as SQL, for a caller's own statement: the placeholders `attemptKey` and `now`. */
export const refundSql = (): SQL => {
  const c = rateLimitCounters;
  return sql`update ${c} set count = greatest(${c.count} - 1, 0)
    where ${c.key} = ${sql.placeholder('attemptKey')} and ${c.resetAt} > ${sql.placeholder('now')}`;
};

/** The key as `hit` stores it (a long one by its hash). */
export { storedKey };

/** Takes back one counted attempt that was not a failure (a right code, a good password). */
export async function refund(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, storedKey(key)), gt(rateLimitCounters.resetAt, now)));
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, storedKey(key)));
}

/** Ended windows; the daily purge removes them. */
export async function purgeEndedWindows(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`)
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}

/** "in 12 minutes" style wording for 429 messages. */
export function waitWording(resetAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60000));
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
}
