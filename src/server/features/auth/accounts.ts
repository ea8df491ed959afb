import { eq, or } from 'drizzle-orm';
import type { UserType } from '#contracts/constants.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { conflict, isUniqueViolation } from '#server/lib/errors.ts';

/**
 * Accounts: how one is created and the rule that keeps sign-in e-mails and phones unique
 * (docs/decisions/020). Used by the sign-ups, profile edits, admin onboarding, create-admin and the seed.
 */

/** A sign-in e-mail or phone to be given to an account (already lower-cased or in E.164). */
export type Contact = { email?: string | null; phone?: string | null };

export type NewAccount = Contact & {
  userType: UserType;
  fullName?: string | null;
  /** Hashed before the caller's transaction (hashing is slow); null means no usable password yet. */
  passwordHash: string | null;
};

export async function createAccount(db: DbOrTx, account: NewAccount, now: Date) {
  const [user] = await db
    .insert(users)
    .values({
      fullName: account.fullName ?? null,
      email: account.email ?? null,
      phone: account.phone ?? null,
      passwordHash: account.passwordHash,
      userType: account.userType,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return user!;
}

const emailTaken = () => conflict('account.duplicate_email', { field: 'email' });
const phoneTaken = () => conflict('account.duplicate_phone', { field: 'phone' });

/** A 409 naming the field when another account signs in with this e-mail or phone (e-mail named first). */
export async function assertContactFree(db: DbOrTx, contact: Contact, exceptUserId?: string) {
  const clauses = [
    contact.email ? eq(users.email, contact.email) : undefined,
    contact.phone ? eq(users.phone, contact.phone) : undefined,
  ].filter(Boolean);
  if (!clauses.length) return;
  const taken = (
    await db
      .select({ id: users.id, email: users.email, phone: users.phone })
      .from(users)
      .where(or(...clauses))
  ).filter((row) => row.id !== exceptUserId);
  if (contact.email && taken.some((row) => row.email === contact.email)) throw emailTaken();
  if (contact.phone && taken.some((row) => row.phone === contact.phone)) throw phoneTaken();
}

/** Two requests racing past the check meet the unique index: both get the same 409 (use in `.catch`). */
export function translateDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
  if (isUniqueViolation(error, 'users_phone_unique')) throw phoneTaken();
  throw error;
}
