import type { emailOutbox } from '#server/db/schema.ts';
import type { ComposedEmail } from './wording';

type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** Addresses are compared and sent to trimmed and lower-cased. */
export const recipientOf = (email: string) => email.trim().toLowerCase();

/**
 * One retailer e-mail as the outbox holds it, due now (docs/decisions/036): the scheduler's trial and
 * weekly e-mails and the contact confirmation are written the same way, sent once by the sender.
 */
export function outboxRow(
  /** Only retailers with a contact e-mail are ever written one (the callers select them so). */
  retailer: { id: string; email: string | null },
  due: { kind: string; dedupeKey: string },
  email: ComposedEmail,
  now: Date,
): NewOutboxRow {
  return {
    kind: due.kind,
    retailerId: retailer.id,
    recipient: recipientOf(retailer.email!),
    dedupeKey: due.dedupeKey,
    subject: email.subject,
    text: email.text,
    html: email.html,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  };
}
