import type { User } from '#contracts/auth.ts';
import type { UserRow } from './sessions';

export function toUserJson(user: UserRow): User {
  const fullName = user.fullName?.trim() || null;
  return {
    id: user.id,
    fullName,
    firstName: fullName ? (fullName.split(/\s+/)[0] ?? null) : null,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    createdAt: user.createdAt.toISOString(),
  };
}
