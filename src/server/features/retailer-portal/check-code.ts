import { and, eq } from 'drizzle-orm';
import { type CheckedRedemption, readConfirmationCode } from '#contracts/retailer-portal.ts';
import type { Db } from '#server/db/client.ts';
import { redemptions, users } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { retailerRedemptionColumns, toRetailerRedemption } from './stats';

/**
 * 'Check a code' at the till (docs/decisions/016): today's (London day) redemption at this shop
 * with that confirmation code. Codes are unique per London day only, so another day's code, like
 * another shop's, is simply not found (404, the same answer every time). `typed` comes normalised
 * (case, spaces, dashes); a 0, 1, I or O is answered 400 `redemption.code_ambiguous`, other misfits
 * 400 `validation.invalid`, both naming the field (decisions.md section 4).
 */
export async function checkConfirmationCode(
  db: Db,
  retailerId: string,
  typed: string,
  now: Date,
): Promise<CheckedRedemption> {
  const read = readConfirmationCode(typed);
  if (!read.ok) {
    if (read.problem === 'ambiguous') throw badRequest('redemption.code_ambiguous', { field: 'code' });
    throw badRequest('validation.invalid', { message: read.message, field: 'code' });
  }
  const { code } = read;
  const [row] = await db
    .select({ ...retailerRedemptionColumns, confirmationCode: redemptions.confirmationCode })
    .from(redemptions)
    .leftJoin(users, eq(users.id, redemptions.userId))
    .where(
      and(
        // redemptions_day_code_unique: at most one row, found by the index that keeps codes unique.
        eq(redemptions.redeemedDay, londonDay(now)),
        eq(redemptions.confirmationCode, code),
        eq(redemptions.retailerId, retailerId),
      ),
    )
    .limit(1);
  if (!row) throw notFound('redemption.code_not_found');
  return { ...toRetailerRedemption(row), confirmationCode: row.confirmationCode };
}
