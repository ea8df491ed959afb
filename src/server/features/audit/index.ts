// The audit log's public face: what every feature may use to write to it (docs/decisions/017).
// The admin feature keeps reading and listing it (admin/audit.ts).
export {
  type Actor,
  type AuditRecord,
  actorOf,
  auditName,
  maskContact,
  SYSTEM_ACTOR,
  writeAudit,
} from './write.ts';
