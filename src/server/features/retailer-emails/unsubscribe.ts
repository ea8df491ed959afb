import { eq } from 'drizzle-orm';
import type { EmailPreferences, UnsubscribeResult } from '#contracts/retailer-emails.ts';
import type { Db } from '#server/db/client.ts';
import { emailUnsubscribeTokens, retailers } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';

/**
 * A new unsubscribe link's token for a retailer's weekly summary. Only its hash is kept; the token
 * itself goes into the one e-mail being sent. Links keep working for as long as the retailer exists:
 * people unsubscribe from old e-mails too.
 */
export async function createUnsubscribeToken(db: Db, retailerId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insert(emailUnsubscribeTokens)
    .values({ tokenHash: sha256Hex(token), retailerId, kind: 'weekly_summary', createdAt: now });
  return token;
}

/**
 * POST /api/public/unsubscribe/{token}: turns the weekly summary off. Idempotent (a second press, or
 * an old link, answers the same). An unknown token is 404; nothing says whether a retailer exists.
 */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeResult> {
  const [link] = await db
    .select({ retailerId: emailUnsubscribeTokens.retailerId })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, sha256Hex(token)));
  if (!link) throw notFound('unsubscribe.link_not_found');
  const [retailer] = await db
    .update(retailers)
    .set({ weeklySummary: false })
    .where(eq(retailers.id, link.retailerId))
    .returning({ businessName: retailers.businessName });
  if (!retailer) throw notFound('unsubscribe.link_not_found');
  return { businessName: retailer.businessName, kind: 'weekly_summary', weeklySummary: false };
}

/** Whether an unsubscribe link is known: its page answers 404 when it is not (decisions.md section 8). */
export async function unsubscribeLinkWorks(db: Db, token: string): Promise<boolean> {
  const [link] = await db
    .select({ retailerId: emailUnsubscribeTokens.retailerId })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, sha256Hex(token)));
  return link !== undefined;
}

export async function emailPreferencesOf(db: Db, retailerId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({ weeklySummary: retailers.weeklySummary })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  if (!row) throw notFound('retailer.not_found');
  return row;
}

export async function setEmailPreferences(
  db: Db,
  retailerId: string,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const [row] = await db
    .update(retailers)
    .set({ weeklySummary: preferences.weeklySummary })
    .where(eq(retailers.id, retailerId))
    .returning({ weeklySummary: retailers.weeklySummary });
  if (!row) throw notFound('retailer.not_found');
  return row;
}
