import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  deleteAccountRequestSchema,
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
import { badRequest, forbidden, unauthorized } from '#server/lib/errors.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { clear, countAttempt, hit, refund } from '#server/db/rate-limit.ts';
import { deleteAccount } from '#server/features/accounts/index.ts';
import { createRetailerRecord } from '#server/features/retailers/index.ts';
import { assertContactFree, createAccount, translateDuplicate } from './accounts';
import { consumeResetToken, issueResetToken, resetLink, revokeResetTokensOf } from './password-reset';
import { endSessionsOf, type UserRow } from './sessions';

export type AuthContext = {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  publicUrl: string;
  geocode: Geocode;
  /** Waits `ms` before a sign-in is judged (the slow-down); tests pass one that does not sleep. */
  delay?: (ms: number) => Promise<void>;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** Failed sign-ins per identifier from one address before that address is refused (the lock). */
const LOGIN_FAILURES_PER_IDENTIFIER_AND_IP = 5;
const LOGIN_FAILURES_PER_IP = 50;
/** Wrong current passwords from a signed-in session (its own account: no one else's to lock). */
const CURRENT_PASSWORD_FAILURES = 5;
/** Failed sign-ins per identifier from any address, in an hour, before the owner is told. */
export const LOGIN_FAILURES_BEFORE_ALERT = 20;
/** The slow-down: past 5 failures an identifier's answers wait 0.5 s, doubling, up to 5 s. */
const SLOW_DOWN_AFTER = 5;
const SLOW_DOWN_FIRST_MS = 500;
export const SLOW_DOWN_MAX_MS = 5000;
export const SIGN_IN_ALERT_SUBJECT = 'Someone is trying to sign in';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the answer to an identifier's `failures`-th counted attempt in the hour waits. */
export function slowDownMs(failures: number): number {
  if (failures <= SLOW_DOWN_AFTER) return 0;
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_FIRST_MS * 2 ** (failures - SLOW_DOWN_AFTER - 1));
}
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

/**
 * Sign-in limits (docs/decisions/045). The lock (429 after 5 failures in 15 minutes) counts an
 * identifier's failures from one client address, so nobody can lock a chosen account from afar;
 * an address is also refused past 50 failures. An identifier's failures from every address only slow
 * its answers down, and at 20 in an hour its owner is told once. Every attempt is counted before it
 * is judged, each limit by one statement that increments and returns (docs/decisions/003), so racing
 * guesses past a limit are never judged.
 */
export async function logIn(ctx: AuthContext, input: z.output<typeof loginRequestSchema>, ip: string) {
  const now = ctx.clock.now();
  const refusal = (wait: string) => `Too many failed sign-in attempts. Please try again ${wait}.`;
  const identifier = identifierKey(input.emailOrPhone).key;
  // The address first: an IP never holds '|', so the key names one (address, identifier) pair.
  const lock = {
    key: `login:id-ip:${ip}|${identifier}`,
    limit: LOGIN_FAILURES_PER_IDENTIFIER_AND_IP,
    windowMs: FIFTEEN_MINUTES,
  };
  const perIp = { key: `login:ip:${ip}`, limit: LOGIN_FAILURES_PER_IP, windowMs: FIFTEEN_MINUTES };
  const anywhereKey = `login:id:${identifier}`;
  await countAttempt(ctx.db, lock, now, refusal);
  await countAttempt(ctx.db, perIp, now, refusal);
  const anywhere = await hit(ctx.db, anywhereKey, ONE_HOUR, now);
  // Whether or not the account exists, and before the password is checked: the wait tells nothing.
  const wait = slowDownMs(anywhere.count);
  if (wait > 0) await (ctx.delay ?? sleep)(wait);
  const user = await findByIdentifier(ctx.db, input.emailOrPhone);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    if (anywhere.count >= LOGIN_FAILURES_BEFORE_ALERT) await alertOwner(ctx, identifier, user, now);
    throw unauthorized('auth.invalid_login');
  }
  // Only failures count: a good password wipes this address's lock and gives back the other attempts.
  await clear(ctx.db, lock.key);
  await refund(ctx.db, perIp.key, now);
  await refund(ctx.db, anywhereKey, now);
  return user;
}

/**
 * Tells an account's owner that someone keeps failing to sign in as them, at most once an hour. The
 * same statement runs whether or not the identifier has an account, and the message is not waited
 * for (nor can its failure change the answer), so the answer's timing and status tell nothing.
 */
async function alertOwner(ctx: AuthContext, identifier: string, user: UserRow | null | undefined, now: Date) {
  // One statement decides which failure sends it, however many race past 20 at once.
  const alerts = await hit(ctx.db, `login-alert:id:${identifier}`, ONE_HOUR, now);
  if (alerts.count !== 1 || !user) return;
  // Not the sign-in's error if it cannot be sent: the slow-down goes on protecting the account.
  ctx.notifier
    .send({
      to: { email: user.email, phone: user.phone },
      subject: SIGN_IN_ALERT_SUBJECT,
      text: `Someone has tried to sign in to your ParkPerks account with a wrong password ${LOGIN_FAILURES_BEFORE_ALERT} times in the last hour.\n\nIf it was you and you have forgotten your password, set a new one here:\n${ctx.publicUrl}/forgot-password\n\nIf it was not you, your account is safe as long as nobody knows your password. Sign-in attempts for it are being slowed down, and we will not write about this again for an hour.`,
    })
    .catch(() => {});
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
    limit: CURRENT_PASSWORD_FAILURES,
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

/**
 * 'Delete account' (decisions.md section 5): a driver deletes their own account, proven by the current
 * password (counted like every current-password check). The deletion is the one the admin's delete
 * uses too (features/accounts deleteAccount): the account, its sessions, tickets and their photos, verification records and
 * redemptions, with the statistics rollups following the rows. Retailers and admins are told how to
 * leave instead (403): a retailer's account holds its shop and subscription, and an admin's the
 * platform's keys.
 */
export async function deleteOwnAccount(
  ctx: AuthContext & { storage: ObjectStorage },
  user: UserRow,
  input: z.output<typeof deleteAccountRequestSchema>,
) {
  if (user.userType === 'retailer') throw forbidden('account.delete_retailer');
  if (user.userType === 'admin') throw forbidden('account.delete_admin');
  await checkCurrentPassword(ctx, user, input.currentPassword);
  // The audit line says who asked without their e-mail or phone (actorOf would use it); no actor id,
  // as the account is gone by the time the line is written.
  await deleteAccount(ctx, { id: null, label: 'The account holder (Delete account)' }, user.id, {
    keepStatistics: true,
  });
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
