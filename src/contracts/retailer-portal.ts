import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, RETAILER_RECENT_REDEMPTIONS } from './constants';
import { ERRORS } from './errors';
import {
  discountAmountSchema,
  emailSchema,
  minimumSpendSchema,
  ukPhoneSchema,
  withOfferAmountsRule,
} from './fields';
import { OBJECT_URL_PREFIX } from './objects';
import { isHhmm, MAX_OFFER_CAP, MAX_OFFER_HOURS, type OfferHours } from './offer-hours';
import { CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH } from './offers';
import { retailerRecordSchema } from './retailers';

/** The retailer portal's requests and answers (docs/decisions/006, 018). */

export { RETAILER_RECENT_REDEMPTIONS };
/** The profile form's words when the contact e-mail or phone changes without the password. */
export const RETAILER_CURRENT_PASSWORD_REQUIRED = ERRORS['retailer.current_password_required'].message;
/** Days in the portal's redemptions chart (London days, today included). */
export const REDEMPTION_CHART_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Requests

/** PUT /api/retailers/{id}/discount: both required, pounds, at most 2 decimals (docs/decisions/023). */
function offerCapSchema(label: string) {
  return z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_OFFER_CAP, `${label} must be at most ${MAX_OFFER_CAP.toLocaleString('en-GB')}`);
}

const hhmmSchema = z
  .string({ error: 'Times must be HH:MM' })
  .refine(isHhmm, 'Times must be HH:MM (24-hour clock)');

/** The days and hours an offer runs, London time: each stretch opens before it closes, on one day. */
export const offerScheduleSchema = z
  .array(
    z
      .object({
        day: z
          .number({ error: 'Day must be 1 (Monday) to 7 (Sunday)' })
          .int('Day must be 1 (Monday) to 7 (Sunday)')
          .min(1, 'Day must be 1 (Monday) to 7 (Sunday)')
          .max(7, 'Day must be 1 (Monday) to 7 (Sunday)'),
        opens: hhmmSchema,
        closes: hhmmSchema,
      })
      .refine((h) => h.opens < h.closes, {
        message: 'Opening time must be before closing time',
        path: ['closes'],
      }),
    { error: 'Hours must be a list' },
  )
  .min(1, 'Choose at least one day, or run the offer at all times')
  .max(MAX_OFFER_HOURS, `At most ${MAX_OFFER_HOURS} opening times`);

/** The request's fields, for forms that build on them (add the amounts rule back: withOfferAmountsRule). */
export const discountUpdateFields = z.object({
  discountAmount: discountAmountSchema,
  minimumSpend: minimumSpendSchema,
  /** Missing: unchanged; null: no cap (decisions.md section 9, docs/decisions/037). */
  dailyCap: offerCapSchema('Daily limit').nullable().optional(),
  monthlyCap: offerCapSchema('Monthly limit').nullable().optional(),
  /** Missing: unchanged; null: always. */
  schedule: offerScheduleSchema.nullable().optional(),
});
/** The amounts follow decisions.md section 4: £0.50 to £20.00 off, minimum spend 0 or at least that. */
export const discountUpdateSchema = withOfferAmountsRule(discountUpdateFields);
export type DiscountUpdate = z.input<typeof discountUpdateSchema>;

/** The product's toast when either amount is left empty (docs/decisions/019). */
export const DISCOUNT_INPUT_MISSING = {
  title: 'Invalid Input',
  description: 'Please enter both discount amount and minimum spend',
} as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Optional on the wire (missing = unchanged); empty text or null clears the field. */
const clearable = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema.nullable().optional());

export const businessAddressSchema = z
  .string({ error: 'Business address is required' })
  .trim()
  .min(1, 'Business address is required')
  .max(500, 'Business address is too long');

/**
 * PUT /api/retailers/{id}/profile. Missing keys leave a field as it is; empty text clears it (the
 * business address cannot be cleared: drivers find the shop by it). `logoUrl` must be a logo this
 * account uploaded (`/api/objects/<id>`), or null to remove the logo.
 */
export const retailerProfileUpdateSchema = z.object({
  contactName: clearable(z.string().trim().max(120, 'Contact name is too long')),
  email: clearable(emailSchema),
  phone: clearable(ukPhoneSchema),
  address: businessAddressSchema.optional(),
  logoUrl: z
    .string({ error: 'logoUrl must be an uploaded logo' })
    .max(500, 'logoUrl is too long')
    .refine((url) => url.includes(OBJECT_URL_PREFIX), 'logoUrl must be an uploaded logo')
    .nullable()
    .optional(),
  /**
   * The caller's own password, needed when the contact e-mail or phone changes (decisions.md
   * section 1): a stolen session must not redirect the shop's e-mails (docs/decisions/045).
   */
  currentPassword: z.preprocess(
    (value) => (typeof value === 'string' && value === '' ? undefined : value),
    z
      .string({ error: RETAILER_CURRENT_PASSWORD_REQUIRED })
      .max(MAX_PASSWORD_LENGTH, 'Current password is too long')
      .optional(),
  ),
});
export type RetailerProfileUpdate = z.input<typeof retailerProfileUpdateSchema>;

/**
 * The Edit Profile form: as the request, except that a record without an address (an admin may
 * onboard one) can be saved with the address still empty.
 */
export function retailerProfileFormSchema(hasAddress: boolean) {
  if (hasAddress) return retailerProfileUpdateSchema;
  return retailerProfileUpdateSchema.extend({
    address: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      businessAddressSchema.optional(),
    ),
  });
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The retailer's own record (GET /api/retailers/me and every portal update's answer). */
export const ownRetailerSchema = retailerRecordSchema.extend({
  /** subscriptionStartDate + 6 months, for an active plan. */
  commitmentEndDate: z.string().nullable(),
  /** True when drivers can see the offer now (active offer and a live trial or subscription). */
  visibleToCustomers: z.boolean(),
  /** When this month's code was replaced because it was being guessed; null when it never was. */
  codeChangedAt: z.string().nullable(),
  /** The offer's budget and hours (docs/decisions/037), and how much of each cap is used. */
  dailyCap: z.number().nullable(),
  monthlyCap: z.number().nullable(),
  schedule: z
    .array(z.object({ day: z.number(), opens: z.string(), closes: z.string() }))
    .nullable() as z.ZodType<OfferHours[] | null>,
  usedToday: z.number(),
  usedThisMonth: z.number(),
  /** The contact e-mail is confirmed: retailer e-mails go to it (docs/decisions/045). */
  emailConfirmed: z.boolean(),
});
export type OwnRetailer = z.infer<typeof ownRetailerSchema>;

/** GET /api/stats/retailer/{id} (docs/decisions/022). */
export const retailerStatsSchema = z.object({
  todayRedemptions: z.number(),
  monthRedemptions: z.number(),
  /** Sum of the minimum spends of its redemptions, in pounds. */
  totalRevenue: z.number(),
});
export type RetailerStats = z.infer<typeof retailerStatsSchema>;

/** One row of GET /api/redemptions/retailer/{id}: never the driver's real e-mail or phone. */
export const retailerRedemptionSchema = z.object({
  id: z.string(),
  redeemedAt: z.string(),
  /** '****' + the last 4 characters of the driver's e-mail, or 'Anonymous'. */
  user: z.object({ email: z.string() }),
  discountAmount: z.string(),
  minimumSpend: z.string(),
});
export type RetailerRedemption = z.infer<typeof retailerRedemptionSchema>;

/** GET /api/retailers/{id}/redemptions-per-day: the last 30 London days, oldest first, zero-filled. */
export const redemptionDaySchema = z.object({
  /** London calendar day, YYYY-MM-DD. */
  day: z.string(),
  redemptions: z.number(),
  /** Sum of minimum spends that day, in pounds. */
  revenue: z.number(),
});
export type RedemptionDay = z.infer<typeof redemptionDaySchema>;

/**
 * GET /api/retailers/{id}/redemptions/check?code= ('Check a code' at the till). The code is read the
 * way a cashier types it: case, spaces and dashes do not matter (decisions.md section 4).
 */
export const CHECK_CODE_INVALID = 'Enter the 6-character confirmation code';
/** The 400 for a code typed with 0, 1, I or O (its own code, `redemption.code_ambiguous`). */
export const CHECK_CODE_AMBIGUOUS = ERRORS['redemption.code_ambiguous'].message;

/** A typed code as the codes are written: 'abc-234', ' ABC 234 ' → 'ABC234'. */
export function normaliseConfirmationCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

const NEVER_IN_CODES = /[01IO]/;

/**
 * A normalised code checked the same way on both sides: the code, or why it cannot be one. A 0, 1, I
 * or O (read for O, I, 1 or 0) is said as such; other characters or another length get the plain
 * 'Enter the 6-character confirmation code'.
 */
export function readConfirmationCode(
  code: string,
): { ok: true; code: string } | { ok: false; problem: 'ambiguous' | 'invalid'; message: string } {
  if (!/^[A-Z0-9]*$/.test(code)) return { ok: false, problem: 'invalid', message: CHECK_CODE_INVALID };
  if (NEVER_IN_CODES.test(code)) return { ok: false, problem: 'ambiguous', message: CHECK_CODE_AMBIGUOUS };
  if (code.length !== CONFIRMATION_LENGTH || ![...code].every((c) => CONFIRMATION_ALPHABET.includes(c))) {
    return { ok: false, problem: 'invalid', message: CHECK_CODE_INVALID };
  }
  return { ok: true, code };
}

/** The query as typed (normalised); what it says is judged by readConfirmationCode in the service. */
export const checkCodeQuerySchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseConfirmationCode(value) : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'code is required' : CHECK_CODE_INVALID) })
      .min(1, CHECK_CODE_INVALID)
      .max(64, CHECK_CODE_INVALID),
  ),
});
export type CheckCodeQuery = z.input<typeof checkCodeQuerySchema>;

/** Today's redemption at this shop with that code; 404 for another shop's code or another day's. */
export const checkedRedemptionSchema = retailerRedemptionSchema.extend({ confirmationCode: z.string() });
export type CheckedRedemption = z.infer<typeof checkedRedemptionSchema>;
/** The 404's message: said the same way for a wrong code, another shop's and another day's. */
export const CODE_NOT_FOUND = ERRORS['redemption.code_not_found'].message;

export const ANONYMOUS_DRIVER = 'Anonymous';

/** '****' + the last 4 characters of an e-mail; 'Anonymous' when there is none (phone-only drivers). */
export function maskDriverEmail(email: string | null | undefined): string {
  const value = email?.trim();
  return value ? `****${value.slice(-4)}` : ANONYMOUS_DRIVER;
}

/** Where the CSV export lives (a plain link: the browser downloads it with the session cookie). */
export const redemptionsCsvPath = (retailerId: string) => `/api/retailers/${retailerId}/redemptions.csv`;
