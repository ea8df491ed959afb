// The admin feature's public face: what other features may use (docs/decisions/017).
export { SYSTEM_ACTOR, actorOf, writeAudit } from './audit.ts';
export type { Actor } from './audit.ts';
export { maskContact } from './search.ts';
// The one deletion of an account, shared with a driver's own 'Delete account' (features/auth).
export { deleteAccount } from './users.ts';
