import type { AuditAction } from '#contracts/admin.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog, type users } from '#server/db/schema.ts';

/**
 * The audit log's writing side, shared by every feature that changes something an admin must be
 * able to trace (docs/decisions/007); the admin feature reads and lists it.
 */

/** Who did it: the admin's id (kept while the account exists) and a label that outlives it. */
export type Actor = { id: string | null; label: string };

/** The platform itself, for changes no person made (a code replaced because it was being guessed). */
export const SYSTEM_ACTOR: Actor = { id: null, label: 'ParkPerks (automatic)' };

type Person = Pick<typeof users.$inferSelect, 'id' | 'fullName' | 'email' | 'phone'>;

export function actorOf(user: Person): Actor {
  return { id: user.id, label: user.fullName?.trim() || user.email || user.phone || user.id };
}

/** 'd***@example.com' / '*******0123': enough for an admin to recognise, kept in the audit log. */
export function maskContact(contact: { email?: string | null; phone?: string | null }): string {
  if (contact.email) {
    const [local = '', domain = ''] = contact.email.split('@');
    return `${local.charAt(0)}***@${domain}`;
  }
  if (contact.phone) return `****${contact.phone.slice(-4)}`;
  return 'no contact';
}

/** How an audit summary names a person: their name and a masked contact, never the full e-mail or phone. */
export function auditName(user: Pick<Person, 'fullName' | 'email' | 'phone'>): string {
  const contact = maskContact(user);
  return user.fullName?.trim() ? `${user.fullName.trim()} (${contact})` : contact;
}

export type AuditRecord = {
  action: AuditAction;
  targetType: 'retailer' | 'user' | 'parking_ticket' | 'redemption' | 'ticket_review';
  targetId: string;
  summary: string;
};

/** Writes one entry; call it with the transaction that made the change, so both land or neither. */
export async function writeAudit(tx: DbOrTx, actor: Actor, record: AuditRecord, now: Date) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    summary: record.summary.slice(0, 500),
    createdAt: now,
  });
}
