import { UUID } from '#server/lib/validation.ts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { discountUpdateSchema, retailerProfileUpdateSchema } from '#contracts/retailer-portal.ts';
import type { Db } from '#server/db/client.ts';
import { countAttempt, refund } from '#server/db/rate-limit.ts';
import { offerCapCounters, retailerDailyRedemptions, retailers, uploadedObjects } from '#server/db/schema.ts';
import { type Clock, londonDay, londonMonth } from '#server/lib/clock.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import type { UserRow } from '#server/features/auth/index.ts';
import { deleteObjectByUrl, objectIdFromUrl, objectUrlFor } from '#server/features/objects/index.ts';
import { countConfirmationEmail, queueContactConfirmation } from '#server/features/retailer-emails/index.ts';
import { geocodeAddress, locationOf } from '#server/features/retailers/index.ts';
import type { RetailerRow } from '#server/features/retailers/index.ts';

export type PortalContext = { db: Db; clock: Clock; geocode: Geocode; storage: ObjectStorage };

/** The error code (its message, 'Retailer not found', is the spec's). */
const RETAILER_NOT_FOUND = 'retailer.not_found';

/** The caller's own retailer record (GET /api/retailers/me); 404 when the account has none. */
export async function ownRetailerOf(db: Db, userId: string): Promise<RetailerRow> {
  const [row] = await db.select().from(retailers).where(eq(retailers.userId, userId));
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/**
 * The retailer a portal call acts on (docs/decisions/018): an admin may act on any, a retailer only
 * on its own record. Anything else is the same 404 as a missing id, so ids cannot be probed.
 */
export async function retailerFor(db: Db, user: UserRow, id: string): Promise<RetailerRow> {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const [row] = await db.select().from(retailers).where(eq(retailers.id, id));
  if (!row || (user.userType !== 'admin' && row.userId !== user.id)) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

async function updateRetailer(db: Db, id: string, values: Partial<RetailerRow>): Promise<RetailerRow> {
  const [row] = await db.update(retailers).set(values).where(eq(retailers.id, id)).returning();
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/**
 * New discount and minimum spend (redemptions already made keep the amounts they were made with),
 * and the offer's caps and hours when given (docs/decisions/037). A cap set now counts what was
 * already redeemed today and this month: its counters start from the day's and month's redemptions.
 * In one transaction that first takes the retailer's row FOR UPDATE, which waits for the redemptions
 * in flight (each holds the row FOR KEY SHARE to its end) and holds back the next ones until the cap
 * and its counters are in place, so none escapes the count (docs/decisions/045).
 */
export async function updateDiscount(
  ctx: Pick<PortalContext, 'db' | 'clock'>,
  retailer: RetailerRow,
  input: z.output<typeof discountUpdateSchema>,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, retailer.id)).for('update');
    const row = await updateRetailer(tx, retailer.id, { ...input, updatedAt: now });
    if (row.dailyCap !== null || row.monthlyCap !== null) await startCapCounters(tx, row.id, now);
    return row;
  });
}

async function startCapCounters(db: Db, retailerId: string, now: Date) {
  const day = londonDay(now);
  const month = londonMonth(now);
  const r = retailerDailyRedemptions;
  await db.execute(sql`insert into ${offerCapCounters} (retailer_id, period, used)
    select ${retailerId}::uuid, ${day}, coalesce((select ${r.redemptions} from ${r} where ${r.retailerId} = ${retailerId} and ${r.day} = ${day}), 0)
    union all
    select ${retailerId}::uuid, ${month}, coalesce((select sum(${r.redemptions}) from ${r} where ${r.retailerId} = ${retailerId}
      and ${r.day} >= ${`${month}-01`}::date and ${r.day} < (${`${month}-01`}::date + interval '1 month')), 0)
    on conflict (retailer_id, period) do update set used = greatest(${offerCapCounters.used}, excluded.used)`);
}

/** Pauses or resumes the offer; flipped in SQL so two quick taps cannot both read the old value. */
export async function toggleActive(ctx: PortalContext, retailer: RetailerRow): Promise<RetailerRow> {
  const [row] = await ctx.db
    .update(retailers)
    .set({ isActive: sql`not ${retailers.isActive}`, updatedAt: ctx.clock.now() })
    .where(eq(retailers.id, retailer.id))
    .returning();
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/**
 * Contact details, address and logo. A changed address is geocoded again (no match clears the
 * coordinates, as at sign-up). A new logo must be a stored logo object the caller uploaded; the logo
 * it replaces (or a removed one) is deleted once the record no longer points at it.
 *
 * A new contact e-mail or phone needs the caller's current password (decisions.md section 1), checked
 * before anything changes; a new contact e-mail is unconfirmed and gets its confirmation link, in
 * the same transaction (docs/decisions/045).
 */
export async function updateProfile(
  ctx: PortalContext,
  user: UserRow,
  retailer: RetailerRow,
  input: z.output<typeof retailerProfileUpdateSchema>,
): Promise<RetailerRow> {
  const now = ctx.clock.now();
  const values: Partial<RetailerRow> = { updatedAt: now };
  if (input.contactName !== undefined) values.contactName = input.contactName || null;
  if (input.email !== undefined) values.email = input.email;
  if (input.phone !== undefined) values.phone = input.phone;
  const emailChanges = values.email !== undefined && values.email !== retailer.email;
  const phoneChanges = values.phone !== undefined && values.phone !== retailer.phone;
  if (emailChanges || phoneChanges) await checkCallerPassword(ctx, user, input.currentPassword);
  // A new address gets a confirmation e-mail: counted with the portal's resends (docs/decisions/045).
  if (emailChanges) await countConfirmationEmail(ctx.db, retailer.id, now);
  if (input.address !== undefined && input.address !== retailer.address) {
    values.address = input.address;
    Object.assign(values, locationOf(geocodeAddress(ctx.geocode, input.address)));
  }
  if (input.logoUrl !== undefined)
    values.logoUrl = await acceptedLogoUrl(ctx.db, user, retailer, input.logoUrl);

  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(retailers).set(values).where(eq(retailers.id, retailer.id)).returning();
    if (!updated) throw notFound(RETAILER_NOT_FOUND);
    if (emailChanges) await queueContactConfirmation(tx, updated, now);
    return updated;
  });
  if (retailer.logoUrl && row.logoUrl !== retailer.logoUrl) await deleteLogoIfUnused(ctx, retailer.logoUrl);
  return row;
}

/** Wrong passwords in 15 minutes before a 429: the same count as the account's own profile (auth). */
const CURRENT_PASSWORD_FAILURES = 5;

/**
 * The caller proving it is them (their own password: an admin acting on a shop gives the admin's).
 * Counted before it is judged in the bucket the account's own profile uses, so a stolen session gets
 * the same few guesses whichever form it tries.
 */
async function checkCallerPassword(ctx: PortalContext, user: UserRow, password: string | undefined) {
  if (password === undefined)
    throw badRequest('retailer.current_password_required', { field: 'currentPassword' });
  const now = ctx.clock.now();
  const bucket = {
    key: `current-password:${user.id}`,
    limit: CURRENT_PASSWORD_FAILURES,
    windowMs: 15 * 60_000,
  };
  await countAttempt(
    ctx.db,
    bucket,
    now,
    (wait) => `Too many incorrect passwords. Please try again ${wait}.`,
  );
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequest('auth.current_password_incorrect', { field: 'currentPassword' });
  await refund(ctx.db, bucket.key, now);
}

/** The stored form of a new logo URL ('/api/objects/<id>'), after checking it is the caller's logo. */
async function acceptedLogoUrl(
  db: Db,
  user: UserRow,
  retailer: RetailerRow,
  url: string | null,
): Promise<string | null> {
  if (url === null) return null;
  const id = objectIdFromUrl(url);
  if (!id) throw badRequest('retailer.logo_not_ours', { field: 'logoUrl' });
  const normalised = objectUrlFor(id);
  if (normalised === retailer.logoUrl) return normalised;
  const [object] = await db
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(
      and(
        eq(uploadedObjects.id, id),
        eq(uploadedObjects.ownerId, user.id),
        eq(uploadedObjects.purpose, 'logo'),
        isNotNull(uploadedObjects.storedAt),
        isNull(uploadedObjects.deletedAt),
      ),
    );
  if (!object) throw badRequest('retailer.logo_not_ours', { field: 'logoUrl' });
  return normalised;
}

/** An admin may have put one uploaded logo on two shops: it goes only when no retailer shows it. */
async function deleteLogoIfUnused(ctx: PortalContext, url: string) {
  const [stillUsed] = await ctx.db
    .select({ id: retailers.id })
    .from(retailers)
    .where(eq(retailers.logoUrl, url))
    .limit(1);
  if (!stillUsed) await deleteObjectByUrl(ctx, url);
}
