import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '#contracts/constants.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

export type UserRow = typeof users.$inferSelect;

/** Use is recorded at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Starts a session; returns the cookie token (only its hash is stored). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The session's user while it lives: at most 30 days from sign-in and 7 days from its last use. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

/** Ends every session of a user, or every other one when the current token is given. */
export async function endSessionsOf(db: Db, userId: string, keepToken?: string): Promise<void> {
  const keep = keepToken ? ne(sessions.tokenHash, sha256Hex(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}

/** Sessions past their absolute end or idle too long; the daily purge removes them. */
export async function purgeEndedSessions(db: Db, now: Date): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
