import { z } from 'zod';
import { MAX_DISCOUNT, MAX_MINIMUM_SPEND, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

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
 * Money in pounds: a number or numeric text, at most 2 decimals, within [0, max].
 * Travels onward as a decimal string ("2.50"), which is how numeric(10,2) is stored and read.
 */
export function moneySchema(label: string, max: number) {
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

export const discountAmountSchema = moneySchema('Discount amount', MAX_DISCOUNT);
export const minimumSpendSchema = moneySchema('Minimum spend', MAX_MINIMUM_SPEND);
