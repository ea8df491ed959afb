import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditLogQuerySchema, Page } from '#contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

// The audit log's reading side; every feature writes to it through features/audit.

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
