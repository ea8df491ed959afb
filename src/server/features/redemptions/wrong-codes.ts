import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { unprocessable } from '#server/lib/errors.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import { countAttempt, hit, refund } from '#server/db/rate-limit.ts';
import { SYSTEM_ACTOR, writeAudit } from '#server/features/admin/index.ts';
import { monthlyCodeFor, rotateMonthlyCode } from '#server/features/retailers/index.ts';

export const WRONG_CODES_PER_DRIVER = 5;
const DRIVER_WINDOW_MS = 60 * 60 * 1000;
/** Wrong codes at one shop in a London day, from anyone, after which its code is replaced. */
export const WRONG_CODES_BEFORE_ROTATION = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type CodeContext = { db: Db; notifier?: Notifier };
type Shop = { id: string; businessName: string };

/**
 * Judges a monthly code (docs/decisions/009). The attempt is counted before the code is compared,
 * so a burst of guesses gets at most 5 comparisons per driver and shop an hour; a right code gives
 * its attempt back. Guessing from many accounts is answered by replacing the shop's code, not by
 * locking the shop for its real customers.
 */
export async function checkMonthlyCode(
  ctx: CodeContext,
  userId: string,
  shop: Shop,
  entered: string,
  now: Date,
  /** This month's code when the caller has already read it (null: none yet, so it is made here). */
  known?: string | null,
) {
  const perDriver = {
    key: `wrong-code:${userId}:${shop.id}`,
    limit: WRONG_CODES_PER_DRIVER,
    windowMs: DRIVER_WINDOW_MS,
  };
  await countAttempt(ctx.db, perDriver, now, 'redemption.locked_out');
  if ((known ?? (await monthlyCodeFor(ctx.db, shop.id, now))) === entered) {
    await refund(ctx.db, perDriver.key, now);
    return;
  }
  const atShop = await hit(ctx.db, `wrong-code:shop:${shop.id}:${londonDay(now)}`, DAY_MS, now);
  // Exactly one request sees each hundredth count, so one burst rotates once.
  if (atShop.count % WRONG_CODES_BEFORE_ROTATION === 0) await rotateGuessedCode(ctx, shop, now);
  throw unprocessable('redemption.wrong_code');
}

async function rotateGuessedCode(ctx: CodeContext, shop: Shop, now: Date) {
  await ctx.db.transaction(async (tx) => {
    await rotateMonthlyCode(tx, shop.id, now);
    await writeAudit(
      tx,
      SYSTEM_ACTOR,
      {
        action: 'retailer.code_rotated',
        targetType: 'retailer',
        targetId: shop.id,
        summary: `${shop.businessName}: ${WRONG_CODES_BEFORE_ROTATION} incorrect codes today, so this month's code was replaced`,
      },
      now,
    );
  });
  const [owner] = await ctx.db
    .select({ email: retailers.email, phone: retailers.phone })
    .from(retailers)
    .where(eq(retailers.id, shop.id));
  if (!ctx.notifier || !owner) return;
  // The new code itself is not sent: messages can be read by others; the portal shows it.
  await ctx.notifier.send({
    to: owner,
    subject: 'Your ParkPerks code has changed',
    text: `Many incorrect codes were tried at ${shop.businessName} today, so we have replaced this month's 4-digit code to keep your offer safe.\n\nSign in to your ParkPerks portal to see the new code, and tell your staff and update any signs that show it.`,
  });
}
