import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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

/** What finds a session: its token's hash, and the instants it must be alive at (docs/decisions/020). */
export type SessionKey = { tokenHash: string; now: Date; idleSince: Date };

export function sessionKey(token: string, now: Date): SessionKey {
  return { tokenHash: sha256Hex(token), now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) };
}

const p = (name: keyof SessionKey) => sql.placeholder(name);

/**
 * The session's user while it lives (at most 30 days from sign-in and 7 days from its last use), as a
 * query with the SessionKey as placeholders. `alongside` adds columns computed in the same statement,
 * where SQL may refer to the caller as the `users` table: a hot route loads its answer with its
 * caller in one round trip (docs/decisions/031).
 */
export function selectSessionUser<T extends SelectedFields>(db: Db, alongside: T) {
  return db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt, ...alongside })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, p('tokenHash')),
        gt(sessions.expiresAt, p('now')),
        gt(sessions.lastUsedAt, p('idleSince')),
      ),
    );
}

/** The caller and what a route loaded with it (selectSessionUser's `alongside`); null when the session is not alive. */
export type LoadedWithCaller = { user: UserRow; lastUsedAt: Date; loaded: unknown } | null;

/** Built once per database: the ORM then only binds values, and PostgreSQL plans it once per connection. */
const plainLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) => selectSessionUser(db, {}).prepare('session_user');

export async function findSession(db: Db, key: SessionKey) {
  const lookup = plainLookups.get(db) ?? prepareLookup(db);
  plainLookups.set(db, lookup);
  const [row] = await lookup.execute(key);
  return row ?? null;
}

/** Records a session's use, at most every TOUCH_EVERY_MS, so a busy session does not write on every request. */
export async function touchSession(db: Db, key: SessionKey, lastUsedAt: Date): Promise<void> {
  if (key.now.getTime() - lastUsedAt.getTime() <= TOUCH_EVERY_MS) return;
  await db.update(sessions).set({ lastUsedAt: key.now }).where(eq(sessions.tokenHash, key.tokenHash));
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
