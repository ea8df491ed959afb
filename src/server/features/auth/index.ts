// The auth feature's public face: what other features may use (docs/decisions/017).
export { assertContactFree, createAccount, translateDuplicate } from './accounts.ts';
export { issueResetToken, resetLink } from './password-reset.ts';
export {
  type LoadedWithCaller,
  type SessionKey,
  selectSessionUser,
  type UserRow,
} from './sessions.ts';
