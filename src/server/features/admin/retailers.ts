import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AdminRetailer,
  type adminRetailerCreateSchema,
  type adminRetailerListQuerySchema,
  type adminRetailerUpdateSchema,
  type CoordinatesAnswer,
  type OnboardedRetailer,
  type Page,
  SUBSCRIPTION_LABELS,
} from '#contracts/admin.ts';
import { LONDON_TZ } from '#contracts/constants.ts';
import { retailers, users } from '#server/db/schema.ts';
import { notFound, unprocessable } from '#server/lib/errors.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import { assertContactFree, createAccount, translateDuplicate } from '#server/features/auth/index.ts';
import { issueResetToken, resetLink } from '#server/features/auth/index.ts';
import { geocodeAddress, locationOf } from '#server/features/retailers/index.ts';
import { createRetailerRecord } from '#server/features/retailers/index.ts';
import { adminRetailerOf, adminRetailersOf, type RetailerRow } from '#server/features/retailers/index.ts';
import { effectiveStatus } from '#server/features/retailers/index.ts';
import { queueContactConfirmation } from '#server/features/retailer-emails/index.ts';
import { type Actor, writeAudit } from '#server/features/audit/index.ts';
import {
  logoObjectId,
  type ObjectsDeps,
  objectIdsOwnedBy,
  purgeObjects,
  removeRedemptionsAtRetailer,
} from '#server/features/accounts/index.ts';
import { UUID } from '#server/lib/validation.ts';
import { contactSearch } from './search';

export type AdminContext = ObjectsDeps & { publicUrl: string; geocode: Geocode };

// Error codes (contracts/errors.ts holds their messages).
const RETAILER_NOT_FOUND = 'retailer.not_found';
const NOTHING_FOUND = 'retailer.address_not_found';
const NO_ADDRESS = 'retailer.no_address';

const money = (value: string) => `£${Number(value).toFixed(2)}`;
const day = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TZ,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);

/** 'All Retailers': by name, filtered by a search (name, e-mail, phone) and a category; paged. */
export async function listRetailers(
  ctx: AdminContext,
  query: z.output<typeof adminRetailerListQuerySchema>,
): Promise<Page<AdminRetailer>> {
  const now = ctx.clock.now();
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(
      contactSearch(query.q, {
        name: retailers.businessName,
        email: retailers.email,
        phone: retailers.phone,
      }),
    );
  if (query.category) conditions.push(sql`lower(${retailers.category}) = lower(${query.category})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(retailers)
      .where(where)
      .orderBy(asc(retailers.businessName), asc(retailers.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(retailers).where(where),
  ]);
  return {
    items: await adminRetailersOf(ctx.db, rows, now),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Admin onboarding (docs/decisions/007, 025): the retailer's account with no usable password, its
 * retailer record on a free trial (geocoded), a 1-hour single-use reset token for the retailer to
 * choose a password, and the audit entry, all in one transaction.
 */
export async function onboardRetailer(
  ctx: AdminContext,
  actor: Actor,
  input: z.output<typeof adminRetailerCreateSchema>,
): Promise<OnboardedRetailer> {
  const now = ctx.clock.now();
  await assertContactFree(ctx.db, input);
  const { retailer, token } = await ctx.db
    .transaction(async (tx) => {
      const user = await createAccount(
        tx,
        {
          userType: 'retailer',
          fullName: input.contactName ?? input.businessName,
          email: input.email,
          phone: input.phone,
          passwordHash: null,
        },
        now,
      );
      const created = await createRetailerRecord(tx, user.id, input, now, ctx.geocode);
      const resetToken = await issueResetToken(tx, user.id, now, 'onboarding');
      await writeAudit(
        tx,
        actor,
        {
          action: 'retailer.create',
          targetType: 'retailer',
          targetId: created.id,
          summary: `Onboarded ${created.businessName} (${created.category}, ${money(created.discountAmount)} off over ${money(created.minimumSpend)}${created.city ? `, ${created.city}` : ''}) on a free trial`,
        },
        now,
      );
      return { retailer: created, token: resetToken };
    })
    .catch(translateDuplicate);
  return {
    ...(await adminRetailerOf(ctx.db, retailer, now)),
    passwordResetToken: token,
    passwordResetUrl: resetLink(ctx.publicUrl, token),
  };
}

const FIELD_LABELS: Partial<Record<keyof RetailerRow, string>> = {
  businessName: 'name',
  contactName: 'contact',
  email: 'email',
  phone: 'phone',
  address: 'address',
  category: 'category',
  discountAmount: 'discount',
  minimumSpend: 'minimum spend',
};

function describe(field: keyof RetailerRow, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (field === 'discountAmount' || field === 'minimumSpend') return money(String(value));
  return String(value);
}

/**
 * Edit Retailer: the offer and contact fields, and optionally the subscription status (moving to
 * active starts the 6-month commitment now). A changed address is geocoded again. The account's
 * sign-in e-mail and phone follow the retailer's when they were the same, so an onboarding typo
 * fixed here also fixes the sign-in.
 */
export async function updateRetailer(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  input: z.output<typeof adminRetailerUpdateSchema>,
): Promise<AdminRetailer> {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const now = ctx.clock.now();
  const updated = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(retailers).where(eq(retailers.id, id)).for('update');
      if (!current) throw notFound(RETAILER_NOT_FOUND);
      const [account] = await tx.select().from(users).where(eq(users.id, current.userId));

      const next = {
        businessName: input.businessName,
        contactName: input.contactName ?? null,
        email: input.email,
        phone: input.phone ?? null,
        address: input.address ?? null,
        category: input.category,
        discountAmount: input.discountAmount,
        minimumSpend: input.minimumSpend,
      };
      const changes: Partial<RetailerRow> = {};
      const said: string[] = [];
      for (const [field, value] of Object.entries(next) as [keyof typeof next, string | null][]) {
        if (current[field] === value) continue;
        Object.assign(changes, { [field]: value });
        said.push(`${FIELD_LABELS[field]} ${describe(field, current[field])} → ${describe(field, value)}`);
      }
      if ('address' in changes) {
        const place = geocodeAddress(ctx.geocode, next.address);
        Object.assign(changes, locationOf(place));
        said.push(place ? `located in ${place.city}` : 'no location found for the new address');
      }

      const status = effectiveStatus(current, now);
      if (input.subscriptionStatus && input.subscriptionStatus !== status) {
        if (input.subscriptionStatus === 'trial' && current.trialEndDate && current.trialEndDate <= now) {
          throw unprocessable('retailer.trial_ended', {
            message: `The free trial ended on ${day(current.trialEndDate)}. Choose Active, Expired or Cancelled.`,
          });
        }
        changes.subscriptionStatus = input.subscriptionStatus;
        if (input.subscriptionStatus === 'active') changes.subscriptionStartDate = now;
        said.push(
          `subscription ${SUBSCRIPTION_LABELS[status]} → ${SUBSCRIPTION_LABELS[input.subscriptionStatus]}`,
        );
      }
      if (!said.length) return current;

      if (account) {
        const accountChanges: { email?: string | null; phone?: string | null } = {};
        if (account.email === current.email && next.email !== account.email)
          accountChanges.email = next.email;
        if (account.phone === current.phone && next.phone !== account.phone)
          accountChanges.phone = next.phone;
        if (accountChanges.phone === null && !(accountChanges.email ?? account.email))
          delete accountChanges.phone;
        if (Object.keys(accountChanges).length) {
          await assertContactFree(tx, accountChanges, account.id);
          await tx
            .update(users)
            .set({ ...accountChanges, updatedAt: now })
            .where(eq(users.id, account.id));
        }
      }
      const [row] = await tx
        .update(retailers)
        .set({ ...changes, updatedAt: now })
        .where(eq(retailers.id, id))
        .returning();
      // A new contact e-mail gets nothing but its confirmation link until it is opened (docs/decisions/045).
      if ('email' in changes) await queueContactConfirmation(tx, row!, now);
      await writeAudit(
        tx,
        actor,
        {
          action: 'retailer.update',
          targetType: 'retailer',
          targetId: id,
          summary: `Updated ${row!.businessName}: ${said.join('; ')}`,
        },
        now,
      );
      return row!;
    })
    .catch(translateDuplicate);
  return adminRetailerOf(ctx.db, updated, now);
}

/**
 * Deletes a retailer with everything of theirs (docs/decisions/025): the redemptions made there
 * (each driver's ticket gets its slot back), the retailer account (which takes the record, codes
 * and sessions with it) and, once that has committed, the logo and any other uploads.
 */
export async function deleteRetailer(ctx: AdminContext, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const now = ctx.clock.now();
  const { objectIds, removed, name } = await ctx.db.transaction(async (tx) => {
    const [retailer] = await tx.select().from(retailers).where(eq(retailers.id, id)).for('update');
    if (!retailer) throw notFound(RETAILER_NOT_FOUND);
    const objectIds = [...(await objectIdsOwnedBy(tx, retailer.userId)), ...logoObjectId(retailer)];
    const removed = await removeRedemptionsAtRetailer(tx, retailer.id);
    await tx.delete(users).where(eq(users.id, retailer.userId));
    await writeAudit(
      tx,
      actor,
      {
        action: 'retailer.delete',
        targetType: 'retailer',
        targetId: id,
        summary: `Deleted ${retailer.businessName} with its account and ${removed} redemption${removed === 1 ? '' : 's'}`,
      },
      now,
    );
    return { objectIds, removed, name: retailer.businessName };
  });
  const failedObjects = await purgeObjects(ctx, objectIds);
  return { message: `${name} was deleted.`, redemptionsDeleted: removed, failedObjects };
}

/**
 * Geocodes the retailer's address again with the gazetteer (a clear 422 when nothing is found), or
 * stores the shop's own point when the admin gives one: only that, or an online geocoder's hit, is
 * precise enough for drivers to be shown a distance.
 */
export async function updateCoordinates(
  ctx: AdminContext,
  actor: Actor,
  id: string,
  point: { latitude?: number; longitude?: number } = {},
): Promise<CoordinatesAnswer> {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const now = ctx.clock.now();
  const [current] = await ctx.db.select().from(retailers).where(eq(retailers.id, id));
  if (!current) throw notFound(RETAILER_NOT_FOUND);
  const explicit =
    point.latitude !== undefined && point.longitude !== undefined
      ? { latitude: point.latitude, longitude: point.longitude }
      : null;
  if (!explicit && !current.address?.trim()) throw unprocessable(NO_ADDRESS);
  const geocoded = current.address?.trim() ? ctx.geocode(current.address) : null;
  const place = explicit ? { city: geocoded?.city ?? current.city, ...explicit, precise: true } : geocoded;
  if (!place) throw unprocessable(NOTHING_FOUND);
  const where = `${place.city ? `in ${place.city} ` : ''}(${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)})`;
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(retailers)
      .set({ ...locationOf(place), updatedAt: now })
      .where(eq(retailers.id, id))
      .returning();
    if (!row) throw notFound(RETAILER_NOT_FOUND);
    await writeAudit(
      tx,
      actor,
      {
        action: 'retailer.update_coordinates',
        targetType: 'retailer',
        targetId: id,
        summary: `Located ${row.businessName} ${where}${explicit ? ' (exact point)' : ''}`,
      },
      now,
    );
    return row;
  });
  return {
    message: `${row.businessName} is now located ${where}.`,
    retailer: await adminRetailerOf(ctx.db, row, now),
  };
}
