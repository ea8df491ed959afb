import { z } from 'zod';
import { emailSchema, fullNameSchema, passwordSchema, ukPhoneSchema } from '#contracts/fields.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { createAccount } from './accounts';

const adminInputSchema = z.object({
  contact: z.string().trim().min(1, 'An e-mail or UK phone number is required'),
  fullName: z.preprocess((v) => (v === '' ? undefined : v), fullNameSchema.optional()),
  password: passwordSchema,
});

/** Creates an admin account from an e-mail or UK phone number (used by `npm run create-admin`). */
export async function createAdmin(db: Db, input: { contact: string; fullName?: string; password: string }) {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  const { contact, fullName, password } = parsed.data;
  const isEmail = contact.includes('@');
  const checked = (isEmail ? emailSchema : ukPhoneSchema).safeParse(contact);
  if (!checked.success) throw new Error(checked.error.issues[0]!.message);
  try {
    return await createAccount(
      db,
      {
        userType: 'admin',
        [isEmail ? 'email' : 'phone']: checked.data,
        fullName,
        passwordHash: await hashPassword(password),
      },
      new Date(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`An account with ${contact} already exists.`);
    throw error;
  }
}
