import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  retailerSignupRequestSchema,
} from '#contracts/auth.ts';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import { normaliseUkPhone } from '#contracts/fields.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import { badRequest, unauthorized } from '#server/lib/errors.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { clear, countAttempt, hit, refund } from '#server/db/rate-limit.ts';
import { createRetailerRecord } from '#server/features/retailers/index.ts';
import { assertContactFree, createAccount, translateDuplicate } from './accounts';
import { consumeResetToken, issueResetToken, resetLink, revokeResetTokensOf } from './password-reset';
import { endSessionsOf, type UserRow } from './sessions';

export type AuthContext = { db: Db; clock: Clock; notifier: Notifier; publicUrl: string; geocode: Geocode };

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const LOGIN_FAILURES_PER_IDENTIFIER = 5;
const LOGIN_FAILURES_PER_IP = 50;
const RESETS_PER_IDENTIFIER = 3;
const RESET_REQUESTS_PER_IP = 20;
const RESET_FAILURES_PER_IP = 10;
const SIGN_UPS_PER_IP = 20;

/** The one lookup for "email or phone" input: e-mails lower-cased, UK phones normalised to E.164. */
export function identifierKey(emailOrPhone: string): { email?: string; phone?: string; key: string } {
  const trimmed = emailOrPhone.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase(), key: trimmed.toLowerCase() };
  const phone = normaliseUkPhone(trimmed);
  return phone ? { phone, key: phone } : { key: trimmed.toLowerCase() };
}

async function findByIdentifier(db: Db, emailOrPhone: string): Promise<UserRow | null> {
  const id = identifierKey(emailOrPhone);
  if (!id.email && !id.phone) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(id.email ? eq(users.email, id.email) : eq(users.phone, id.phone!));
  return user ?? null;
}

/** Sign-ups from one network: enough for a family or an office, not for a script making accounts. */
async function countSignUp(ctx: AuthContext, ip: string) {
  const perIp = { key: `sign-up:ip:${ip}`, limit: SIGN_UPS_PER_IP, windowMs: ONE_HOUR };
  await countAttempt(
    ctx.db,
    perIp,
    ctx.clock.now(),
    (wait) => `Too many accounts have been created from your network. Please try again ${wait}.`,
  );
}

export async function registerDriver(
  ctx: AuthContext,
  input: z.output<typeof registerRequestSchema>,
  ip: string,
) {
  await countSignUp(ctx, ip);
  await assertContactFree(ctx.db, input);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  return createAccount(
    ctx.db,
    {
      userType: DRIVER_USER_TYPE,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      passwordHash,
    },
    now,
  ).catch(translateDuplicate);
}

export async function signUpRetailer(
  ctx: AuthContext,
  input: z.output<typeof retailerSignupRequestSchema>,
  ip: string,
) {
  await countSignUp(ctx, ip);
  await assertContactFree(ctx.db, input);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  return ctx.db
    .transaction(async (tx) => {
      const user = await createAccount(
        tx,
        {
          userType: 'retailer',
          fullName: input.contactName,
          email: input.email,
          phone: input.phone,
          passwordHash,
        },
        now,
      );
      await createRetailerRecord(tx, user.id, input, now, ctx.geocode);
      return user;
    })
    .catch(translateDuplicate);
}

export async function logIn(ctx: AuthContext, input: z.output<typeof loginRequestSchema>, ip: string) {
  const now = ctx.clock.now();
  const refusal = (wait: string) => `Too many failed sign-in attempts. Please try again ${wait}.`;
  // Counted before the password is checked (docs/decisions/009): racing guesses past the limit are never judged.
  const perIdentifier = {
    key: `login:id:${identifierKey(input.emailOrPhone).key}`,
    limit: LOGIN_FAILURES_PER_IDENTIFIER,
    windowMs: FIFTEEN_MINUTES,
  };
  const perIp = { key: `login:ip:${ip}`, limit: LOGIN_FAILURES_PER_IP, windowMs: FIFTEEN_MINUTES };
  await countAttempt(ctx.db, perIdentifier, now, refusal);
  await countAttempt(ctx.db, perIp, now, refusal);
  const user = await findByIdentifier(ctx.db, input.emailOrPhone);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) throw unauthorized('auth.invalid_login');
  // Only failures count: a good password wipes the identifier's and gives back the network's attempt.
  await clear(ctx.db, perIdentifier.key);
  await refund(ctx.db, perIp.key, now);
  return user;
}

export async function updateProfile(
  ctx: AuthContext,
  user: UserRow,
  input: z.output<typeof profileUpdateSchema>,
) {
  const { currentPassword, ...patch } = input;
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (!Object.keys(changes).length) return user;
  const contactChanges =
    (patch.email !== undefined && patch.email !== user.email) ||
    (patch.phone !== undefined && patch.phone !== user.phone);
  if (contactChanges) {
    if (currentPassword === undefined)
      throw badRequest('auth.current_password_required', { field: 'currentPassword' });
    await checkCurrentPassword(ctx, user, currentPassword);
  }
  await assertContactFree(ctx.db, patch, user.id);
  const [updated] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning()
    .catch(translateDuplicate);
  return updated!;
}

/** A signed-in person proving it is them; counted like sign-ins, so a stolen session cannot guess. */
async function checkCurrentPassword(ctx: AuthContext, user: UserRow, password: string) {
  const now = ctx.clock.now();
  const bucket = {
    key: `current-password:${user.id}`,
    limit: LOGIN_FAILURES_PER_IDENTIFIER,
    windowMs: FIFTEEN_MINUTES,
  };
  await countAttempt(
    ctx.db,
    bucket,
    now,
    (wait) => `Too many incorrect passwords. Please try again ${wait}.`,
  );
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('auth.current_password_incorrect', { field: 'currentPassword' });
  }
  await refund(ctx.db, bucket.key, now);
}

export async function changePassword(
  ctx: AuthContext,
  user: UserRow,
  input: z.output<typeof passwordChangeRequestSchema>,
  currentSessionToken: string,
) {
  await checkCurrentPassword(ctx, user, input.currentPassword);
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
  await endSessionsOf(ctx.db, user.id, currentSessionToken);
  await revokeResetTokensOf(ctx.db, user.id, now);
}

export const RESET_REQUESTED =
  'If an account exists for that email or phone number, we have sent a password reset link.';

/** Answers the same whether or not the account exists; past 3 an hour per identifier it sends nothing. */
export async function requestPasswordReset(ctx: AuthContext, emailOrPhone: string, ip: string) {
  const now = ctx.clock.now();
  const perIp = { key: `reset-request:ip:${ip}`, limit: RESET_REQUESTS_PER_IP, windowMs: ONE_HOUR };
  await countAttempt(
    ctx.db,
    perIp,
    now,
    (wait) => `Too many password reset requests. Please try again ${wait}.`,
  );
  const perIdentifier = await hit(
    ctx.db,
    `reset-request:id:${identifierKey(emailOrPhone).key}`,
    ONE_HOUR,
    now,
  );
  if (perIdentifier.count > RESETS_PER_IDENTIFIER) return;
  const user = await findByIdentifier(ctx.db, emailOrPhone);
  if (!user) return;
  const link = resetLink(ctx.publicUrl, await issueResetToken(ctx.db, user.id, now));
  await ctx.notifier.send({
    to: { email: user.email, phone: user.phone },
    subject: 'Reset your ParkPerks password',
    text: `Someone asked to reset the password of your ParkPerks account.\n\nSet a new password here (the link works once and expires in 1 hour):\n${link}\n\nIf this wasn't you, you can ignore this message.`,
  });
}

export async function resetPassword(
  ctx: AuthContext,
  input: z.output<typeof resetPasswordRequestSchema>,
  ip: string,
) {
  const now = ctx.clock.now();
  const failures = { key: `reset-failure:ip:${ip}`, limit: RESET_FAILURES_PER_IP, windowMs: FIFTEEN_MINUTES };
  await countAttempt(
    ctx.db,
    failures,
    now,
    (wait) => `Too many invalid reset attempts. Please try again ${wait}.`,
  );
  const userId = await consumeResetToken(ctx.db, input.token, now);
  if (!userId) {
    throw badRequest('auth.reset_link_invalid', { fields: { token: 'Invalid or expired reset link' } });
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, userId));
  await endSessionsOf(ctx.db, userId);
  await revokeResetTokensOf(ctx.db, userId, now);
  await clear(ctx.db, failures.key);
}
