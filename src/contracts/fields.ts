import { z } from 'zod';
import {
  MAX_DISCOUNT,
  MAX_MINIMUM_SPEND,
  MAX_PASSWORD_LENGTH,
  MIN_DISCOUNT,
  MIN_PASSWORD_LENGTH,
} from './constants';

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG = 'Password is too long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * Normalises a UK phone number to E.164 (+447700900123), or returns null when it is not one.
 * Accepts national (07700 900123), international (+44 7700 900123, 0044 …) and spacing/punctuation.
 */
export function normaliseUkPhone(input: string): string | null {
  // "+44 (0)7700 …" carries a trunk zero in brackets that international dialling drops.
  const compact = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
  const match = /^(?:\+44|0044|44|0)([1-9]\d{8,9})$/.exec(compact);
  return match ? `+44${match[1]}` : null;
}

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const ukPhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(32, 'Phone number is too long')
  .transform((value, ctx) => {
    const normalised = normaliseUkPhone(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid UK phone number' });
      return z.NEVER;
    }
    return normalised;
  });

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

/** Empty strings and nulls count as "not given" (spec: empty profile values are omitted). */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A list query's paging: `limit` (1 to `max`, `fallback` when not given) and `offset` (0 when not given). */
export const pageParams = (max: number, fallback: number) => ({
  limit: intParam('limit', 1, max, fallback),
  offset: intParam('offset', 0, 10_000_000, 0),
});

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(120, 'Full name is too long');

/** True when a number has at most 2 decimal places (2.5 yes, 2.555 no), tolerant of float noise. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * Money in pounds: a number or numeric text, at most 2 decimals, within [0, max] (or, given
 * `range`, within [range.min, max] with the one message `range.message` for anything outside).
 * Travels onward as a decimal string ("2.50"), which is how numeric(10,2) is stored and read.
 */
export function moneySchema(label: string, max: number, range?: { min: number; message: string }) {
  return z
    .union([z.number(), z.string().trim().max(32, `${label} is too long`)], { error: `${label} is required` })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const amount =
        typeof value === 'number' ? value : /^-?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(amount)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (range && (amount < range.min || amount > max)) {
        ctx.addIssue({ code: 'custom', message: range.message });
        return z.NEVER;
      }
      if (amount < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be 0 or more` });
        return z.NEVER;
      }
      if (!hasAtMostTwoDecimals(amount)) {
        ctx.addIssue({ code: 'custom', message: `${label} must have at most 2 decimal places` });
        return z.NEVER;
      }
      if (amount > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max.toFixed(2)}` });
        return z.NEVER;
      }
      return amount.toFixed(2);
    });
}

// ---------------------------------------------------------------------------------------------
// Offer amounts (decisions.md section 4): the one rule for sign-up, the portal and admin alike,
// used by their request schemas and by the forms that send them.

export const DISCOUNT_OUT_OF_RANGE = 'The discount must be between £0.50 and £20.00.';
export const MINIMUM_SPEND_BELOW_DISCOUNT =
  'The minimum spend must be at least the discount, or £0 for none.';

/** £0.50 to £20.00, at most 2 decimals. */
export const discountAmountSchema = moneySchema('Discount amount', MAX_DISCOUNT, {
  min: MIN_DISCOUNT,
  message: DISCOUNT_OUT_OF_RANGE,
});
/** 0 (no minimum spend) or more; whether it covers the discount is checked with both (offerAmountsProblem). */
export const minimumSpendSchema = moneySchema('Minimum spend', MAX_MINIMUM_SPEND);

const MONEY_TEXT = /^\d+\.\d{2}$/;

/**
 * The rule on the pair, as both amount schemas output them ("2.50"): the minimum spend is 0 (none)
 * or at least the discount. Null when the pair is fine or either amount is not yet valid (its own
 * schema says why).
 */
export function offerAmountsProblem(discountAmount: unknown, minimumSpend: unknown): string | null {
  if (typeof discountAmount !== 'string' || typeof minimumSpend !== 'string') return null;
  if (!MONEY_TEXT.test(discountAmount) || !MONEY_TEXT.test(minimumSpend)) return null;
  // Compared in pence: "10.00" < "9.00" as text.
  const discount = Math.round(Number(discountAmount) * 100);
  const spend = Math.round(Number(minimumSpend) * 100);
  return spend === 0 || spend >= discount ? null : MINIMUM_SPEND_BELOW_DISCOUNT;
}

/** True when no issue so far is about either amount (so both parsed and the pair can be judged). */
const amountsParsed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'discountAmount' || issue.path?.[0] === 'minimumSpend');

/**
 * The pair rule for an object schema holding `discountAmount` and `minimumSpend`: its message goes
 * on `minimumSpend`. It runs even when other fields failed, so a form shows it with the rest.
 */
export const offerAmountsRule = {
  check: (body: { discountAmount?: unknown; minimumSpend?: unknown } | null | undefined) =>
    offerAmountsProblem(body?.discountAmount, body?.minimumSpend) === null,
  params: { message: MINIMUM_SPEND_BELOW_DISCOUNT, path: ['minimumSpend'], when: amountsParsed },
};

/** The schema with offerAmountsRule added. */
export function withOfferAmountsRule<S extends z.ZodType<{ discountAmount: string; minimumSpend: string }>>(
  schema: S,
): S {
  return schema.refine(offerAmountsRule.check, offerAmountsRule.params) as S;
}

/** The two amounts on their own, with the rule: forms judge them as typed with it. */
export const offerAmountsSchema = withOfferAmountsRule(
  z.object({ discountAmount: discountAmountSchema, minimumSpend: minimumSpendSchema }),
);

/** Saving a discount above this many pounds asks for a confirmation first (issue 25: a slip of a digit). */
export const CONFIRM_DISCOUNT_ABOVE = 10;
