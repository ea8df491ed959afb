import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimitCounters } from '#server/db/schema.ts';

/**
 * Waits until a rate-limit counter has reached `count`, so a test can send one more request into a
 * burst that is still in flight, knowing it arrives after the limit was used up.
 */
export async function counterReaches(db: Db, key: string, count: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    if ((row?.count ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`Counter ${key} did not reach ${count} within ${timeoutMs} ms`);
}
