import { count, desc, eq, sum } from 'drizzle-orm';
import type { Redemption } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { redemptions, retailers } from '#server/db/schema.ts';

type RedemptionRow = Pick<
  typeof redemptions.$inferSelect,
  | 'id'
  | 'parkingTicketId'
  | 'retailerId'
  | 'discountAmount'
  | 'minimumSpend'
  | 'confirmationCode'
  | 'redeemedAt'
>;

/**
 * A redemption as drivers and admins see it (contracts/offers redemptionSchema): the driver's
 * history, the answer to a redemption and an admin's view of a user all send this shape.
 */
export function redemptionJson(redemption: RedemptionRow, businessName: string | null): Redemption {
  return {
    id: redemption.id,
    parkingTicketId: redemption.parkingTicketId,
    retailerId: redemption.retailerId,
    retailer: businessName ? { businessName } : null,
    discountAmount: redemption.discountAmount,
    minimumSpend: redemption.minimumSpend,
    confirmationCode: redemption.confirmationCode,
    redeemedAt: redemption.redeemedAt.toISOString(),
  };
}

export async function redemptionsOf(db: Db, userId: string, limit = 200): Promise<Redemption[]> {
  const rows = await db
    .select({ redemption: redemptions, businessName: retailers.businessName })
    .from(redemptions)
    .leftJoin(retailers, eq(retailers.id, redemptions.retailerId))
    .where(eq(redemptions.userId, userId))
    .orderBy(desc(redemptions.redeemedAt))
    .limit(limit);
  return rows.map(({ redemption, businessName }) => redemptionJson(redemption, businessName));
}

/** Exact sums in the database (numeric), turned into numbers once at the edge. */
export async function driverStats(db: Db, userId: string) {
  const [row] = await db
    .select({ totalSaved: sum(redemptions.discountAmount), offersUsed: count() })
    .from(redemptions)
    .where(eq(redemptions.userId, userId));
  return { totalSaved: Number(row?.totalSaved ?? 0), offersUsed: row?.offersUsed ?? 0 };
}
