import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '#contracts/constants.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

export type ResetReason = 'request' | 'admin' | 'onboarding';

/** Issues a single-use reset token valid for 1 hour; only its hash is stored. */
export async function issueResetToken(
  db: DbOrTx,
  userId: string,
  now: Date,
  reason: ResetReason = 'request',
) {
  const token = randomToken(32);
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    reason,
  });
  return token;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Marks a token used and returns its user id, or null when it is unknown, used or expired.
 * The conditional update makes "single use" hold even for two requests at once.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Every outstanding link of the account stops working: used after a reset or a password change. */
export async function revokeResetTokensOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Used or expired tokens; the daily purge removes them. */
export async function purgeSpentResetTokens(db: Db, now: Date): Promise<number> {
  const spent = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return spent.length;
}
