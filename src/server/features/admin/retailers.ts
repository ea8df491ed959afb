import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
} from '../../../contracts/admin';
import { LONDON_TZ } from '../../../contracts/constants';
import type { Db } from '../../db/client';
import { retailerCodes, retailers, users } from '../../db/schema';
import { londonMonth } from '../../lib/clock';
import { conflict, isUniqueViolation, notFound, unprocessable } from '../../lib/errors';
import type { Geocode } from '../../lib/geocode';
import { issueResetToken, resetLink } from '../auth/password-reset';
import { newMonthlyCode } from '../retailers/codes';
import { createRetailerRecord } from '../retailers/onboarding';
import { effectiveStatus } from '../retailers/subscription';
import { type Actor, writeAudit } from './audit';
import {
  logoObjectId,
  type ObjectsDeps,
  objectIdsOwnedBy,
  purgeObjects,
  removeRedemptionsAtRetailer,
} from './cascade';
import { contactSearch, UUID } from './search';

export type AdminContext = ObjectsDeps & { publicUrl: string; geocode: Geocode };

type RetailerRow = typeof retailers.$inferSelect;

export const RETAILER_NOT_FOUND = 'Retailer not found.';
export const NOTHING_FOUND =
  'No UK postcode or town found in this address. Add a town or postcode and try again.';
export const NO_ADDRESS = 'This retailer has no address. Add one with Edit, then try again.';
const DUPLICATE_EMAIL = 'An account with this email already exists';
const DUPLICATE_PHONE = 'An account with this phone number already exists';

const money = (value: string) => `£${Number(value).toFixed(2)}`;
const day = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TZ,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);

export function toAdminRetailer(row: RetailerRow, monthlyCode: string, now: Date): AdminRetailer {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    category: row.category,
    logoUrl: row.logoUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    discountAmount: row.discountAmount,
    minimumSpend: row.minimumSpend,
    monthlyCode,
    monthlyFee: row.monthlyFee,
    isActive: row.isActive,
    subscriptionStatus: effectiveStatus(row, now),
    trialEndDate: row.trialEndDate?.toISOString() ?? null,
    subscriptionStartDate: row.subscriptionStartDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** This month's code for each retailer, created (cryptographically random, as codes.ts does) where missing. */
async function monthlyCodesFor(db: Db, ids: string[], now: Date): Promise<Map<string, string>> {
  const month = londonMonth(now);
  const read = async (subset: string[]) =>
    subset.length
      ? db
          .select({ id: retailerCodes.retailerId, code: retailerCodes.code })
          .from(retailerCodes)
          .where(and(eq(retailerCodes.month, month), inArray(retailerCodes.retailerId, subset)))
      : [];
  const codes = new Map((await read(ids)).map((row) => [row.id, row.code]));
  const missing = ids.filter((id) => !codes.has(id));
  if (missing.length) {
    await db
      .insert(retailerCodes)
      .values(missing.map((retailerId) => ({ retailerId, month, code: newMonthlyCode(), createdAt: now })))
      .onConflictDoNothing();
    for (const row of await read(missing)) codes.set(row.id, row.code);
  }
  return codes;
}

async function withCode(db: Db, row: RetailerRow, now: Date) {
  const codes = await monthlyCodesFor(db, [row.id], now);
  return toAdminRetailer(row, codes.get(row.id)!, now);
}

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
  const codes = await monthlyCodesFor(
    ctx.db,
    rows.map((row) => row.id),
    now,
  );
  return {
    items: rows.map((row) => toAdminRetailer(row, codes.get(row.id)!, now)),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/** Two requests racing past the check meet the unique index: both get the same 409. */
function translateDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_unique'))
    throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
  if (isUniqueViolation(error, 'users_phone_unique'))
    throw conflict(DUPLICATE_PHONE, { phone: DUPLICATE_PHONE });
  throw error;
}

async function assertContactFree(
  db: Db,
  contact: { email?: string | null; phone?: string | null },
  exceptUserId?: string,
) {
  for (const [field, column, value, message] of [
    ['email', users.email, contact.email, DUPLICATE_EMAIL],
    ['phone', users.phone, contact.phone, DUPLICATE_PHONE],
  ] as const) {
    if (!value) continue;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(column, value));
    if (taken && taken.id !== exceptUserId) throw conflict(message, { [field]: message });
  }
}

/**
 * Admin onboarding (decisions section 5): the retailer's account with no usable password, its
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
      const [user] = await tx
        .insert(users)
        .values({
          fullName: input.contactName ?? input.businessName,
          email: input.email,
          phone: input.phone ?? null,
          passwordHash: null,
          userType: 'retailer',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const db = tx as unknown as Db;
      const created = await createRetailerRecord(db, user!.id, input, now, ctx.geocode);
      const resetToken = await issueResetToken(db, user!.id, now, 'onboarding');
      await writeAudit(
        db,
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
    ...(await withCode(ctx.db, retailer, now)),
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
      const db = tx as unknown as Db;
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
        const place = next.address ? ctx.geocode(next.address) : null;
        Object.assign(changes, {
          city: place?.city ?? null,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
        });
        said.push(place ? `located in ${place.city}` : 'no location found for the new address');
      }

      const status = effectiveStatus(current, now);
      if (input.subscriptionStatus && input.subscriptionStatus !== status) {
        if (input.subscriptionStatus === 'trial' && current.trialEndDate && current.trialEndDate <= now) {
          throw unprocessable(
            `The free trial ended on ${day(current.trialEndDate)}. Choose Active, Expired or Cancelled.`,
          );
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
          await assertContactFree(db, accountChanges, account.id);
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
      await writeAudit(
        db,
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
  return withCode(ctx.db, updated, now);
}

/**
 * Deletes a retailer with everything of theirs (decisions section 5): the redemptions made there
 * (each driver's ticket gets its slot back), the retailer account (which takes the record, codes
 * and sessions with it) and, once that has committed, the logo and any other uploads.
 */
export async function deleteRetailer(ctx: AdminContext, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const now = ctx.clock.now();
  const { objectIds, removed, name } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [retailer] = await tx.select().from(retailers).where(eq(retailers.id, id)).for('update');
    if (!retailer) throw notFound(RETAILER_NOT_FOUND);
    const objectIds = [...(await objectIdsOwnedBy(db, retailer.userId)), ...logoObjectId(retailer)];
    const removed = await removeRedemptionsAtRetailer(db, retailer.id);
    await tx.delete(users).where(eq(users.id, retailer.userId));
    await writeAudit(
      db,
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

/** Geocodes the retailer's address again with the gazetteer; a clear 422 when nothing is found. */
export async function updateCoordinates(
  ctx: AdminContext,
  actor: Actor,
  id: string,
): Promise<CoordinatesAnswer> {
  if (!UUID.test(id)) throw notFound(RETAILER_NOT_FOUND);
  const now = ctx.clock.now();
  const [current] = await ctx.db.select().from(retailers).where(eq(retailers.id, id));
  if (!current) throw notFound(RETAILER_NOT_FOUND);
  if (!current.address?.trim()) throw unprocessable(NO_ADDRESS);
  const place = ctx.geocode(current.address);
  if (!place) throw unprocessable(NOTHING_FOUND);
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(retailers)
      .set({ city: place.city, latitude: place.latitude, longitude: place.longitude, updatedAt: now })
      .where(eq(retailers.id, id))
      .returning();
    if (!row) throw notFound(RETAILER_NOT_FOUND);
    await writeAudit(
      tx as unknown as Db,
      actor,
      {
        action: 'retailer.update_coordinates',
        targetType: 'retailer',
        targetId: id,
        summary: `Located ${row.businessName} in ${place.city} (${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)})`,
      },
      now,
    );
    return row;
  });
  return {
    message: `${row.businessName} is now located in ${place.city} (${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}).`,
    retailer: await withCode(ctx.db, row, now),
  };
}
