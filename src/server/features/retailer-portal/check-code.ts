import { and, eq, gte, lt } from 'drizzle-orm';
import { type CheckedRedemption, maskCustomerEmail } from '../../../contracts/retailer-portal';
import type { Db } from '../../db/client';
import { redemptions, users } from '../../db/schema';
import { addDays, londonDay, londonTime } from '../../lib/clock';
import { notFound } from '../../lib/errors';

/**
 * 'Check a code' at the till (decisions section 4): today's (London day) redemption at this shop
 * with that confirmation code. Codes are unique per London day only, so another day's code, like
 * another shop's, is simply not found (404, the same answer every time).
 */
export async function checkConfirmationCode(
  db: Db,
  retailerId: string,
  code: string,
  now: Date,
): Promise<CheckedRedemption> {
  const today = londonDay(now);
  const [row] = await db
    .select({
      id: redemptions.id,
      confirmationCode: redemptions.confirmationCode,
      redeemedAt: redemptions.redeemedAt,
      email: users.email,
      discountAmount: redemptions.discountAmount,
      minimumSpend: redemptions.minimumSpend,
    })
    .from(redemptions)
    .leftJoin(users, eq(users.id, redemptions.userId))
    .where(
      and(
        eq(redemptions.retailerId, retailerId),
        eq(redemptions.confirmationCode, code),
        gte(redemptions.redeemedAt, londonTime(today)),
        lt(redemptions.redeemedAt, londonTime(addDays(today, 1))),
      ),
    )
    .limit(1);
  if (!row) throw notFound('redemption.code_not_found');
  return {
    id: row.id,
    confirmationCode: row.confirmationCode,
    redeemedAt: row.redeemedAt.toISOString(),
    // Only the masked form ever leaves the server (decisions section 2).
    user: { email: maskCustomerEmail(row.email) },
    discountAmount: row.discountAmount,
    minimumSpend: row.minimumSpend,
  };
}
