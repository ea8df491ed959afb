import { and, eq, gt, ne } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../../contracts/constants';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;

/** Starts a session; returns the cookie token (only its hash is stored). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, now)));
  return row?.user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

/** Ends every session of a user, or every other one when the current token is given. */
export async function endSessionsOf(db: Db, userId: string, keepToken?: string): Promise<void> {
  const keep = keepToken ? ne(sessions.tokenHash, sha256Hex(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}
