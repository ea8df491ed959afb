import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import type { Actor } from '#server/features/audit/index.ts';

/**
 * What happens to a report link, as the audit log names it. Written here rather than through the
 * audit feature's writeAudit, whose actions are the admin dashboard's own list (contracts/admin.ts);
 * the entries are the same rows, shown in the Audit Log tab with the rest (docs/decisions/035).
 */
export type TownReportAction = 'town_report.create' | 'town_report.revoke' | 'town_report.viewed';

/** Whoever opened a report link without being signed in: councils and business groups have no accounts. */
export const LINK_HOLDER: Actor = { id: null, label: 'Report link (not signed in)' };

export async function auditTownReport(
  tx: DbOrTx,
  actor: Actor,
  entry: { action: TownReportAction; reportId: string; summary: string },
  now: Date,
) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: entry.action,
    targetType: 'town_report',
    targetId: entry.reportId,
    summary: entry.summary.slice(0, 500),
    createdAt: now,
  });
}
