import { sql } from 'drizzle-orm';
import type { AdminRetailer } from '#contracts/admin.ts';
import { ACTIVE_COMMITMENT_MONTHS } from '#contracts/constants.ts';
import type { OwnRetailer } from '#contracts/retailer-portal.ts';
import { type DbOrTx, rowsOf } from '#server/db/client.ts';
import { offerCapCounters, retailerDailyRedemptions, retailers } from '#server/db/schema.ts';
import { addMonths, londonDay, londonMonth } from '#server/lib/clock.ts';
import { contactConfirmed } from '#server/features/retailer-emails/index.ts';
import { monthlyCodeRecord, monthlyCodesFor } from './codes';
import { effectiveStatus, isOpenForOffers } from './subscription';

/**
 * The shapes a retailer record leaves the server in: the full record for its owner (the portal)
 * and admins, and the public shape for drivers (docs/decisions/018: never the code, contact
 * details, user id, subscription or fees).
 */

export type RetailerRow = typeof retailers.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What the owner and admins both see: the record with this month's code and its effective status. */
function retailerRecord(row: RetailerRow, monthlyCode: string, now: Date) {
  return {
    id: row.id,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    category: row.category,
    logoUrl: row.logoUrl,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    discountAmount: row.discountAmount,
    minimumSpend: row.minimumSpend,
    monthlyCode,
    monthlyFee: row.monthlyFee,
    isActive: row.isActive,
    subscriptionStatus: effectiveStatus(row, now),
    trialEndDate: iso(row.trialEndDate),
    subscriptionStartDate: iso(row.subscriptionStartDate),
  };
}

/** The admin dashboard's shape (its list, edit and onboarding answers). */
export function toAdminRetailer(row: RetailerRow, monthlyCode: string, now: Date): AdminRetailer {
  return {
    ...retailerRecord(row, monthlyCode, now),
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin shape of many records, their codes read (or created) in one query. */
export async function adminRetailersOf(db: DbOrTx, rows: RetailerRow[], now: Date): Promise<AdminRetailer[]> {
  const codes = await monthlyCodesFor(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toAdminRetailer(row, codes.get(row.id)!, now));
}

/** The admin shape of one record. */
export async function adminRetailerOf(db: DbOrTx, row: RetailerRow, now: Date): Promise<AdminRetailer> {
  const [retailer] = await adminRetailersOf(db, [row], now);
  return retailer!;
}

/**
 * The record as the portal shows it (GET /api/retailers/me and every portal update's answer): also
 * when the code last changed, the commitment's end, and whether drivers see the offer now.
 */
export async function toOwnRetailer(db: DbOrTx, row: RetailerRow, now: Date): Promise<OwnRetailer> {
  const code = await monthlyCodeRecord(db, row.id, now);
  const record = retailerRecord(row, code.code, now);
  return {
    ...record,
    codeChangedAt: iso(code.rotatedAt),
    commitmentEndDate:
      record.subscriptionStatus === 'active' && row.subscriptionStartDate
        ? addMonths(row.subscriptionStartDate, ACTIVE_COMMITMENT_MONTHS).toISOString()
        : null,
    visibleToCustomers: isOpenForOffers(row, now),
    dailyCap: row.dailyCap,
    monthlyCap: row.monthlyCap,
    schedule: row.schedule ?? null,
    ...(await capUsage(db, row.id, now)),
    emailConfirmed: contactConfirmed(row),
  };
}

/**
 * Redemptions counted against the caps today and this month (docs/decisions/037): the caps' own
 * counters, or the day's and month's redemptions when those are more (before a cap was first set).
 */
async function capUsage(db: DbOrTx, retailerId: string, now: Date) {
  const day = londonDay(now);
  const month = londonMonth(now);
  const rows = await db.execute(sql`select
    greatest(
      coalesce((select ${offerCapCounters.used} from ${offerCapCounters} where ${offerCapCounters.retailerId} = ${retailerId} and ${offerCapCounters.period} = ${day}), 0),
      coalesce((select ${retailerDailyRedemptions.redemptions} from ${retailerDailyRedemptions} where ${retailerDailyRedemptions.retailerId} = ${retailerId} and ${retailerDailyRedemptions.day} = ${day}), 0)
    )::int as "usedToday",
    greatest(
      coalesce((select ${offerCapCounters.used} from ${offerCapCounters} where ${offerCapCounters.retailerId} = ${retailerId} and ${offerCapCounters.period} = ${month}), 0),
      coalesce((select sum(${retailerDailyRedemptions.redemptions}) from ${retailerDailyRedemptions} where ${retailerDailyRedemptions.retailerId} = ${retailerId} and ${retailerDailyRedemptions.day} >= ${`${month}-01`}::date and ${retailerDailyRedemptions.day} < (${`${month}-01`}::date + interval '1 month')), 0)
    )::int as "usedThisMonth"`);
  const [row] = rowsOf<{ usedToday: number; usedThisMonth: number }>(rows);
  return { usedToday: Number(row?.usedToday ?? 0), usedThisMonth: Number(row?.usedThisMonth ?? 0) };
}

/**
 * The columns of the public shape drivers get (contracts/offers publicRetailerSchema, without the
 * distance, which depends on the driver's ticket): select these, never the whole row.
 */
export const publicRetailerColumns = {
  id: retailers.id,
  businessName: retailers.businessName,
  category: retailers.category,
  address: retailers.address,
  city: retailers.city,
  latitude: retailers.latitude,
  longitude: retailers.longitude,
  logoUrl: retailers.logoUrl,
  discountAmount: retailers.discountAmount,
  minimumSpend: retailers.minimumSpend,
};
