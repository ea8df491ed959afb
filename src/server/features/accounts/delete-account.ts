import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { parkingTickets, redemptions, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { UUID } from '#server/lib/validation.ts';
import { type Actor, auditName, writeAudit } from '#server/features/audit/index.ts';
import {
  logoObjectId,
  type ObjectsDeps,
  objectIdsOwnedBy,
  purgeObjects,
  removeRedemptionsAtRetailer,
  retailerOfUser,
} from './cascade';

const ROLE_WORDS = { customer: 'driver', retailer: 'retailer', admin: 'admin' } as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Deletes an account with its tickets, verification records, redemptions and sessions (foreign-key
 * cascades), and, for a retailer, its retailer record and the redemptions made there. Its files go
 * once that has committed; the statistics rollups follow the rows by trigger (docs/decisions/027).
 * The one deletion of an account: the admin's delete (features/admin) and a driver's own 'Delete
 * account' (features/auth) both call it, so neither feature imports the other for it.
 */
export async function deleteAccount(
  ctx: ObjectsDeps,
  actor: Actor,
  id: string,
  options: { keepStatistics?: boolean } = {},
) {
  const now = ctx.clock.now();
  const { objectIds, label } = await ctx.db.transaction(async (tx) => {
    const [user] = UUID.test(id) ? await tx.select().from(users).where(eq(users.id, id)).for('update') : [];
    if (!user) throw notFound('user.not_found');
    const objectIds = await objectIdsOwnedBy(tx, id);
    const retailer = await retailerOfUser(tx, id);
    const [tickets] = await tx
      .select({ n: count() })
      .from(parkingTickets)
      .where(eq(parkingTickets.userId, id));
    const [own] = await tx.select({ n: count() }).from(redemptions).where(eq(redemptions.userId, id));
    const parts = [plural(tickets?.n ?? 0, 'parking ticket'), plural(own?.n ?? 0, 'redemption')];
    if (retailer) {
      objectIds.push(...logoObjectId(retailer));
      const atShop = await removeRedemptionsAtRetailer(tx, retailer.id);
      parts.push(`retailer ${retailer.businessName} with ${plural(atShop, 'redemption')} there`);
    }
    const kept = options.keepStatistics ? await redemptionSums(tx, id) : [];
    await tx.delete(users).where(eq(users.id, id));
    await addBackToRollups(tx, kept);
    const label = `${ROLE_WORDS[user.userType]} ${auditName(user)}`;
    await writeAudit(
      tx,
      actor,
      {
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        summary: `Deleted ${label} with ${parts.join(', ')}`,
      },
      now,
    );
    return { objectIds, label };
  });
  const failedObjects = await purgeObjects(ctx, objectIds);
  return { message: 'User deleted successfully', deleted: label, failedObjects };
}

type RedemptionSum = { retailerId: string; day: string; n: number; discount: string; spend: string };

/** A driver's redemptions summed per shop and London day, as the rollups count them (docs/decisions/027). */
async function redemptionSums(tx: DbOrTx, userId: string): Promise<RedemptionSum[]> {
  return tx
    .select({
      retailerId: redemptions.retailerId,
      day: redemptions.redeemedDay,
      n: sql<number>`count(*)::int`,
      discount: sql<string>`sum(${redemptions.discountAmount})::text`,
      spend: sql<string>`sum(${redemptions.minimumSpend})::text`,
    })
    .from(redemptions)
    .where(eq(redemptions.userId, userId))
    .groupBy(redemptions.retailerId, redemptions.redeemedDay)
    .orderBy(redemptions.retailerId, redemptions.redeemedDay);
}

/**
 * A driver who deletes their own account takes their redemptions with them, but not the shops' and
 * the platform's statistics: the triggers took the rows out of the rollups, and this puts their sums
 * back (decisions §5, docs/decisions/020), so a shop's history, today's cap count and the platform's
 * savings do not shrink. Same shard rule as the trigger (migrations/0005).
 */
async function addBackToRollups(tx: DbOrTx, sums: RedemptionSum[]) {
  if (!sums.length) return;
  // One statement per rollup, whatever the number of shops and days (a JSON list of the sums).
  const rows = sql`jsonb_to_recordset(${JSON.stringify(sums)}::jsonb)
    AS s("retailerId" uuid, day date, n integer, discount numeric, spend numeric)`;
  await tx.execute(sql`
    INSERT INTO retailer_daily_redemptions AS r (retailer_id, day, redemptions, discount_total, minimum_spend_total)
    SELECT "retailerId", day, n, discount, spend FROM ${rows}
    ON CONFLICT (retailer_id, day) DO UPDATE SET
      redemptions = r.redemptions + excluded.redemptions,
      discount_total = r.discount_total + excluded.discount_total,
      minimum_spend_total = r.minimum_spend_total + excluded.minimum_spend_total`);
  await tx.execute(sql`
    INSERT INTO platform_daily_redemptions AS p (day, shard, redemptions, discount_total)
    SELECT day, (hashtext("retailerId"::text) & 15)::smallint, sum(n), sum(discount) FROM ${rows}
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, shard) DO UPDATE SET
      redemptions = p.redemptions + excluded.redemptions,
      discount_total = p.discount_total + excluded.discount_total`);
}
