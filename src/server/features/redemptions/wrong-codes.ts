import { eq } from 'drizzle-orm';
import { WRONG_CODES_PER_HOUR } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { unprocessable } from '#server/lib/errors.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import { hit, refusePastLimit, storedKey, type WindowState } from '#server/db/rate-limit.ts';
import { SYSTEM_ACTOR, writeAudit } from '#server/features/audit/index.ts';
import { monthlyCodeFor, rotateMonthlyCode } from '#server/features/retailers/index.ts';

export const WRONG_CODES_PER_DRIVER = WRONG_CODES_PER_HOUR;
const DRIVER_WINDOW_MS = 60 * 60 * 1000;
/** Wrong codes at one shop in a London day, from anyone, after which its code is replaced. */
export const WRONG_CODES_BEFORE_ROTATION = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type CodeContext = { db: Db; notifier?: Notifier };
type Shop = { id: string; businessName: string };

/** The per-driver, per-shop window of wrong codes, counted in the redemption's own statement. */
export const wrongCodeWindow = (userId: string, shopId: string, now: Date) => ({
  attemptKey: storedKey(`wrong-code:${userId}:${shopId}`),
  attemptResetAt: new Date(now.getTime() + DRIVER_WINDOW_MS),
});

/**
 * Judges a monthly code (docs/decisions/009). The attempt was counted before the code is compared (in
 * the statement that read the checks, docs/decisions/031), so a burst of guesses gets at most 5
 * comparisons per driver and shop an hour; a right code gives its attempt back (in the redemption's
 * statement). Guessing from many accounts is answered by replacing the shop's code, not by locking
 * the shop for its real customers.
 */
export async function judgeMonthlyCode(
  ctx: CodeContext,
  shop: Shop,
  attempt: WindowState,
  entered: string,
  now: Date,
  /** This month's code as read with the checks (null: none yet, so it is made here). */
  known: string | null,
) {
  refusePastLimit(attempt, WRONG_CODES_PER_DRIVER, now, 'redemption.locked_out');
  if ((known ?? (await monthlyCodeFor(ctx.db, shop.id, now))) === entered) return;
  const atShop = await hit(ctx.db, `wrong-code:shop:${shop.id}:${londonDay(now)}`, DAY_MS, now);
  // Exactly one request sees each hundredth count, so one burst rotates once.
  if (atShop.count % WRONG_CODES_BEFORE_ROTATION === 0) await rotateGuessedCode(ctx, shop, now);
  // What is left is read off the count this attempt took (one atomic upsert, so racing wrong codes
  // each see their own number and are told 4, 3, 2, 1, 0 once each); the till shows it after the
  // second wrong try (decisions.md section 4). The message stays "Incorrect code." every time.
  throw unprocessable('redemption.wrong_code', {
    extra: { attemptsLeft: Math.max(0, WRONG_CODES_PER_DRIVER - attempt.count) },
  });
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
