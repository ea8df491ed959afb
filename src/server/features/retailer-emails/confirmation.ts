import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { CONTACT_CONFIRMATION_DAYS, type ContactConfirmed } from '#contracts/retailer-emails.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { countAttempt } from '#server/db/rate-limit.ts';
import { contactEmailConfirmations, emailOutbox, retailers } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { conflict, notFound, unprocessable } from '#server/lib/errors.ts';
import { outboxRow, recipientOf } from './outbox-row';
import { contactConfirmationEmail } from './wording';

/**
 * Confirming a retailer's contact e-mail (decisions.md section 9, docs/decisions/045). Retailer
 * e-mails go only to the address the retailer proved it reads: `retailers.confirmed_email` equal to
 * `retailers.email`. A new or changed address gets one e-mail, the link that confirms it; the link's
 * token is made when that e-mail is sent (only its hash is kept) and works for 7 days, for that
 * address only.
 */

export const CONTACT_CONFIRMATION_KIND = 'contact_confirmation';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Links one retailer may ask for again in an hour: each is an e-mail to an address not yet proved. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;

/** True when retailer e-mails may go to the retailer's contact address. */
export function contactConfirmed(retailer: { email: string | null; confirmedEmail: string | null }): boolean {
  return !!retailer.email && retailer.confirmedEmail === recipientOf(retailer.email);
}

/**
 * Writes the confirmation e-mail for the retailer's address to the outbox, in the caller's
 * transaction (sign-up, a portal or admin change, a resend): nothing when there is no address or it
 * is already confirmed. Each call is its own e-mail (a dedupe key of its own).
 */
export async function queueContactConfirmation(
  db: DbOrTx,
  retailer: { id: string; businessName: string; email: string | null; confirmedEmail: string | null },
  now: Date,
  dedupeKey = `${CONTACT_CONFIRMATION_KIND}:${retailer.id}:${randomUUID()}`,
): Promise<boolean> {
  if (!retailer.email || contactConfirmed(retailer)) return false;
  const email = contactConfirmationEmail(CONTACT_CONFIRMATION_DAYS);
  const rows = await db
    .insert(emailOutbox)
    .values(
      outboxRow(
        { id: retailer.id, email: retailer.email },
        { kind: CONTACT_CONFIRMATION_KIND, dedupeKey },
        email,
        now,
      ),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/**
 * The token of a confirmation e-mail being sent now to `email`. The retailer's expired links are
 * removed here, so the table holds at most a week of links per retailer.
 */
export async function createConfirmationToken(db: Db, retailerId: string, email: string, now: Date) {
  await db
    .delete(contactEmailConfirmations)
    .where(
      and(
        eq(contactEmailConfirmations.retailerId, retailerId),
        lte(contactEmailConfirmations.expiresAt, now),
      ),
    );
  const token = randomToken();
  await db.insert(contactEmailConfirmations).values({
    tokenHash: sha256Hex(token),
    retailerId,
    email: recipientOf(email),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONTACT_CONFIRMATION_DAYS * DAY_MS),
  });
  return token;
}

/** The link's address and retailer while it works: not expired, and the contact e-mail is still that address. */
async function workingLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select({
      retailerId: contactEmailConfirmations.retailerId,
      email: contactEmailConfirmations.email,
      businessName: retailers.businessName,
    })
    .from(contactEmailConfirmations)
    .innerJoin(retailers, eq(retailers.id, contactEmailConfirmations.retailerId))
    .where(
      and(
        eq(contactEmailConfirmations.tokenHash, sha256Hex(token)),
        gt(contactEmailConfirmations.expiresAt, now),
        sql`lower(${retailers.email}) = ${contactEmailConfirmations.email}`,
      ),
    );
  return link ?? null;
}

/** Whether the confirmation page's link works (the page answers 404 when it does not). */
export async function confirmationLinkWorks(db: Db, token: string, now: Date): Promise<boolean> {
  return (await workingLink(db, token, now)) !== null;
}

/**
 * POST /api/public/contact-email/confirm/{token}: the address is confirmed. Opening the link again
 * answers the same while it works; an unknown or expired link, or one for an address the retailer
 * no longer has, is 404.
 */
export async function confirmContactEmail(db: Db, token: string, now: Date): Promise<ContactConfirmed> {
  const link = await workingLink(db, token, now);
  if (!link) throw notFound('contact_email.link_not_found');
  const [row] = await db
    .update(retailers)
    .set({ confirmedEmail: link.email })
    .where(and(eq(retailers.id, link.retailerId), sql`lower(${retailers.email}) = ${link.email}`))
    .returning({ id: retailers.id });
  if (!row) throw notFound('contact_email.link_not_found');
  return { businessName: link.businessName, email: link.email };
}

/**
 * Counts a confirmation e-mail a retailer asks for (a resend, or a change of the contact e-mail in the
 * portal) before it is written: each goes to an address nobody has proved, so a retailer may cause
 * at most 3 an hour, whichever way it asks (docs/decisions/045).
 */
export async function countConfirmationEmail(db: Db, retailerId: string, now: Date) {
  await countAttempt(
    db,
    { key: `contact-confirmation:${retailerId}`, limit: CONFIRMATION_RESENDS_PER_HOUR, windowMs: 3600_000 },
    now,
    (wait) => `You have asked for several confirmation links already. Please try again ${wait}.`,
  );
}

/** The portal's 'Send the link again': at most 3 an hour per retailer, changes of address included. */
export async function resendContactConfirmation(db: Db, retailerId: string, now: Date) {
  const [retailer] = await db
    .select({
      id: retailers.id,
      businessName: retailers.businessName,
      email: retailers.email,
      confirmedEmail: retailers.confirmedEmail,
    })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  if (!retailer) throw notFound('retailer.not_found');
  if (!retailer.email) throw unprocessable('contact_email.missing', { field: 'email' });
  if (contactConfirmed(retailer)) throw conflict('contact_email.already_confirmed');
  await countConfirmationEmail(db, retailerId, now);
  await queueContactConfirmation(db, retailer, now);
  return { message: `We have sent a new link to ${retailer.email}.`, email: retailer.email };
}
