import { z } from 'zod';

/**
 * What drivers see of a retailer: never its code, contact details, user id or subscription, and only
 * what the app shows (docs/decisions/031: no coordinates; the distance says how far).
 */
export const publicRetailerSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  category: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
  discountAmount: z.string(),
  minimumSpend: z.string(),
  /** Miles from today's parking, when both have coordinates. */
  distanceMiles: z.number().nullable(),
  /** Running now until this London time today ('17:00'); null when it runs all day (docs/decisions/037). */
  availableUntil: z.string().nullable(),
  /** Paused (outside its hours or at a cap) until this instant (ISO); null while it runs. */
  nextOpensAt: z.string().nullable(),
});
export type PublicRetailer = z.infer<typeof publicRetailerSchema>;

export const retailerListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: z.string().trim().max(100, 'Category is too long').optional(),
  /** One retailer, if it is visible to the caller (the redeem screen, a poster's QR code). */
  id: z.uuid({ error: 'id must be a retailer id' }).optional(),
});

export const redemptionSchema = z.object({
  id: z.string(),
  parkingTicketId: z.string(),
  retailerId: z.string(),
  retailer: z.object({ businessName: z.string() }).nullable(),
  discountAmount: z.string(),
  minimumSpend: z.string(),
  confirmationCode: z.string(),
  redeemedAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const INCOMPLETE_CODE = 'Please enter all 4 digits of the retailer code.';

/** POST /api/redemptions. Amounts are accepted for compatibility but ignored: the retailer record decides. */
export const redeemRequestSchema = z.object({
  retailerId: z.uuid({ error: 'retailerId must be a retailer id' }),
  parkingTicketId: z.uuid({ error: 'parkingTicketId must be a parking ticket id' }),
  retailerCode: z.string({ error: INCOMPLETE_CODE }).regex(/^\d{4}$/, INCOMPLETE_CODE),
  discountAmount: z.unknown().optional(),
  minimumSpend: z.unknown().optional(),
});
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

/** Answer of POST /api/redemptions (201): the redemption and how many of the ticket's 3 are used. */
export const redeemResultSchema = redemptionSchema.extend({ redemptionsUsed: z.number() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/**
 * Wrong codes one driver may send to one shop in an hour (decisions.md section 4): the next attempt
 * there, right or wrong, answers 429 'redemption.locked_out' until the hour has passed.
 */
export const WRONG_CODES_PER_HOUR = 5;

/**
 * The 422 'redemption.wrong_code' answer: the usual error body (its message is "Incorrect code."
 * every time) and how many more wrong codes the driver may send to this shop before the pause,
 * taken from the same counter that enforces it (4 after the first wrong code, 0 after the fifth).
 */
export const wrongCodeErrorSchema = z.object({
  code: z.literal('redemption.wrong_code'),
  message: z.string(),
  attemptsLeft: z.number().int().min(0).max(WRONG_CODES_PER_HOUR),
});

/** `attemptsLeft` of a wrong-code answer's body, or null when it has none. */
export function attemptsLeftOf(body: unknown): number | null {
  const value = body && typeof body === 'object' ? (body as { attemptsLeft?: unknown }).attemptsLeft : null;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Without look-alikes (no 0/O, 1/I), so a cashier can read it off a phone. */
export const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CONFIRMATION_LENGTH = 6;
