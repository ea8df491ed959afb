import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type WindowState = { count: number; resetAt: Date };

/**
 * Fixed-window counters kept in PostgreSQL so every app server shares them. `hit` adds one and
 * returns the window's count; a window that has ended starts again from 1.
 */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<WindowState> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
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

/** The current count of a window without adding to it (0 when none or ended). */
export async function peek(db: Db, key: string, now: Date): Promise<WindowState> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (!row || row.resetAt <= now) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: row.resetAt };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** "in 12 minutes" style wording for 429 messages. */
export function waitWording(resetAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 60000));
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
}
