import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditEntry, auditLogQuerySchema, Page } from '#contracts/admin.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import type { UserRow } from '#server/features/auth/index.ts';

/** Who did it: the admin's id (kept while the account exists) and a label that outlives it. */
export type Actor = { id: string | null; label: string };

/** The platform itself, for changes no person made (a code replaced because it was being guessed). */
export const SYSTEM_ACTOR: Actor = { id: null, label: 'ParkPerks (automatic)' };

export function actorOf(user: UserRow): Actor {
  return { id: user.id, label: user.fullName?.trim() || user.email || user.phone || user.id };
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

/** Newest first, optionally one action; the (action, created_at) index serves both orders. */
export async function listAudit(
  db: Db,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<Page<AuditEntry>> {
  const where = query.action ? and(eq(auditLog.action, query.action)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorLabel: row.actorLabel,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
