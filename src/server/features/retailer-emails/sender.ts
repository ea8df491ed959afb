import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { confirmContactPagePath, unsubscribePagePath } from '#contracts/retailer-emails.ts';
import { type Db, rowsOf } from '#server/db/client.ts';
import { emailOutbox, retailers } from '#server/db/schema.ts';
import type { Mailer, MailMessage } from '#server/lib/mailer.ts';
import { stillWanted } from './rules';
import { CONTACT_CONFIRMATION_KIND, contactConfirmed, createConfirmationToken } from './confirmation';
import { recipientOf } from './outbox-row';
import { retailerEmailColumns } from './scheduler';
import { createUnsubscribeToken } from './unsubscribe';
import { CONFIRM_URL_PLACEHOLDER, UNSUBSCRIBE_URL_PLACEHOLDER } from './wording';

/**
 * Sends the outbox (docs/decisions/036). A row is claimed by setting it `sending` with a lease (its
 * `nextAttemptAt` moves to the lease's end), sent, then marked `sent`, or put back `pending` with a
 * later `nextAttemptAt` when the server refused it, or `failed` after OUTBOX_MAX_ATTEMPTS. Never two
 * in flight for one recipient: claims for a recipient take a transaction-scoped advisory lock on it
 * and skip it while another of its rows is `sending`.
 *
 * At most once: a row still `sending` when its lease ends belonged to a sender that stopped between
 * handing the message over and writing `sent` (or while it was talking to the server). The message
 * may have gone, so it is marked `failed` ('interrupted'), never sent again.
 */

export const OUTBOX_MAX_ATTEMPTS = 5;
/** Longer than any one send can take (the mailer's SMTP time limits add up to well under this). */
export const SEND_LEASE_MS = 10 * 60 * 1000;
/** Wait before attempt n + 1 after n refusals. */
export const RETRY_BACKOFF_MS = [5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
/** Rows one run sends at most; the next run (a minute later) carries on. */
export const SEND_BATCH = 200;

export type OutboxRow = typeof emailOutbox.$inferSelect;

export type SenderContext = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: { now(): Date };
};

export type SendReport = {
  sent: number;
  retrying: number;
  failed: number;
  cancelled: number;
  interrupted: number;
};

export async function sendDueEmails(ctx: SenderContext, limit = SEND_BATCH): Promise<SendReport> {
  const report: SendReport = {
    sent: 0,
    retrying: 0,
    failed: 0,
    cancelled: 0,
    interrupted: await failInterruptedSends(ctx.db, ctx.clock.now()),
  };
  // Recipients with a message in flight elsewhere: left to that sender for this run.
  const busy = new Set<string>();
  for (let handled = 0; handled < limit; ) {
    const claim = await claimNext(ctx.db, ctx.clock.now(), busy);
    if (claim === null) break;
    if (claim.kind === 'busy') {
      busy.add(claim.recipient);
      continue;
    }
    handled++;
    report[await deliver(ctx, claim.row)]++;
  }
  return report;
}

/** Rows whose sender stopped mid-send: at most once, so they are not sent again (see above). */
async function failInterruptedSends(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'failed',
      lastError: 'Interrupted while sending; not sent again, as it may have been delivered.',
    })
    .where(and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.nextAttemptAt, now)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

type Claim = { kind: 'claimed'; row: OutboxRow } | { kind: 'busy'; recipient: string };

/** The oldest due row of a recipient with nothing in flight, now `sending`; null when nothing is due. */
async function claimNext(db: Db, now: Date, busy: Set<string>): Promise<Claim | null> {
  const skip = [...busy];
  const [next] = await db
    .select({ recipient: emailOutbox.recipient })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        skip.length ? sql`${emailOutbox.recipient} <> all(${toTextArray(skip)})` : undefined,
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.createdAt)
    .limit(1);
  if (!next) return null;
  const { recipient } = next;
  return db.transaction(async (tx): Promise<Claim> => {
    // Held until commit: two claims for one recipient never decide at the same time.
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`email-outbox:${recipient}`}, 0)) as ok`,
    );
    if (!rowsOf<{ ok: boolean }>(locked)[0]?.ok) return { kind: 'busy', recipient };
    const [inFlight] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.recipient, recipient),
          eq(emailOutbox.status, 'sending'),
          sql`${emailOutbox.nextAttemptAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    if (inFlight) return { kind: 'busy', recipient };
    const [row] = await tx
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      })
      .where(
        eq(
          emailOutbox.id,
          sql`(select id from email_outbox where recipient = ${recipient} and status = 'pending'
                and next_attempt_at <= ${now.toISOString()}::timestamptz
                order by next_attempt_at, created_at limit 1 for update skip locked)`,
        ),
      )
      .returning();
    // Taken by another sender between the two statements: try this recipient again later in the run.
    return row ? { kind: 'claimed', row } : { kind: 'busy', recipient };
  });
}

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function deliver(ctx: SenderContext, row: OutboxRow): Promise<keyof Omit<SendReport, 'interrupted'>> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [retailer] = row.retailerId
    ? await db.select(retailerEmailColumns).from(retailers).where(eq(retailers.id, row.retailerId))
    : [];
  if (row.retailerId && !(retailer && toAddressAllowed(row, retailer) && stillWanted(row, retailer, now))) {
    await mark(db, row.id, { status: 'cancelled', lastError: 'No longer wanted when its turn came.' });
    return 'cancelled';
  }
  const message = await messageOf(ctx, row, now);
  const result = await ctx.mailer.send(message);
  const after = ctx.clock.now();
  if (result.outcome === 'sent') {
    await mark(db, row.id, { status: 'sent', sentAt: after, lastError: null });
    return 'sent';
  }
  if (result.outcome === 'unknown') {
    await mark(db, row.id, {
      status: 'failed',
      lastError: `${result.error} (no answer after the message was handed over; not sent again, as it may have been delivered)`,
    });
    return 'failed';
  }
  if (result.permanent || row.attempts >= OUTBOX_MAX_ATTEMPTS) {
    await mark(db, row.id, { status: 'failed', lastError: result.error });
    return 'failed';
  }
  const wait = RETRY_BACKOFF_MS[Math.min(row.attempts, RETRY_BACKOFF_MS.length) - 1]!;
  await mark(db, row.id, {
    status: 'pending',
    nextAttemptAt: new Date(after.getTime() + wait),
    lastError: result.error,
  });
  return 'retrying';
}

/** Writes a row's outcome; a row once `sent` stays sent, whatever a slower sender says later. */
async function mark(db: Db, id: string, values: Partial<typeof emailOutbox.$inferInsert>) {
  await db
    .update(emailOutbox)
    .set(values)
    .where(and(eq(emailOutbox.id, id), ne(emailOutbox.status, 'sent')));
}

/**
 * Whether the row's address may get it when its turn comes (docs/decisions/045): the confirmation
 * link while its address is still the contact e-mail and not yet confirmed; anything else only while
 * the address is the retailer's confirmed contact e-mail.
 */
function toAddressAllowed(
  row: OutboxRow,
  retailer: { email: string | null; confirmedEmail: string | null },
): boolean {
  const current = retailer.email ? recipientOf(retailer.email) : null;
  if (row.kind === CONTACT_CONFIRMATION_KIND) return current === row.recipient && !contactConfirmed(retailer);
  return contactConfirmed(retailer) && current === row.recipient;
}

/** The row as a message; a weekly summary gets its own unsubscribe link, a confirmation its link (new tokens) now. */
async function messageOf(ctx: SenderContext, row: OutboxRow, now: Date): Promise<MailMessage> {
  const message: MailMessage = { to: row.recipient, subject: row.subject, text: row.text, html: row.html };
  if (row.kind === CONTACT_CONFIRMATION_KIND && row.retailerId) {
    const token = await createConfirmationToken(ctx.db, row.retailerId, row.recipient, now);
    const url = `${ctx.publicUrl}${confirmContactPagePath(token)}`;
    return {
      ...message,
      text: message.text.replaceAll(CONFIRM_URL_PLACEHOLDER, url),
      html: message.html?.replaceAll(CONFIRM_URL_PLACEHOLDER, url) ?? null,
    };
  }
  if (row.kind !== 'weekly_summary' || !row.retailerId) return message;
  const token = await createUnsubscribeToken(ctx.db, row.retailerId, now);
  const url = `${ctx.publicUrl}${unsubscribePagePath(token)}`;
  return {
    ...message,
    text: message.text.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, url),
    html: message.html?.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, url) ?? null,
    // RFC 2369: mail clients show their own 'Unsubscribe' that opens the page (whose button unsubscribes).
    headers: { 'List-Unsubscribe': `<${url}>` },
  };
}
