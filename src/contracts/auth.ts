import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, SIGNUP_CATEGORIES, USER_TYPES } from './constants';
import { ERRORS } from './errors';
import {
  blankToUndefined,
  discountAmountSchema,
  emailSchema,
  fullNameSchema,
  minimumSpendSchema,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordSchema,
  offerAmountsRule,
  ukPhoneSchema,
} from './fields';

const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());
const optionalPhone = z.preprocess(blankToUndefined, ukPhoneSchema.optional());

const CONTACT_REQUIRED = 'Email or phone number is required';

const emailOrPhoneSchema = z
  .string({ error: 'Email or phone number is required' })
  .trim()
  .min(1, 'Email or phone number is required')
  .max(254, 'Email or phone number is too long');

export const loginRequestSchema = z.object({
  emailOrPhone: emailOrPhoneSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    fullName: fullNameSchema,
    email: optionalEmail,
    phone: optionalPhone,
    password: passwordSchema,
  })
  .refine((body) => body.email || body.phone, { message: CONTACT_REQUIRED, path: ['email'] });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const signupCategorySchema = z.enum(
  SIGNUP_CATEGORIES.map((category) => category.value) as [string, ...string[]],
  { error: 'Please select a business category' },
);

export const retailerSignupRequestSchema = z
  .object({
    businessName: z
      .string({ error: 'Business name is required' })
      .trim()
      .min(1, 'Business name is required')
      .max(120, 'Business name is too long'),
    contactName: z
      .string({ error: 'Contact name is required' })
      .trim()
      .min(1, 'Contact name is required')
      .max(120, 'Contact name is too long'),
    address: z
      .string({ error: 'Address is required' })
      .trim()
      .min(1, 'Address is required')
      .max(500, 'Address is too long'),
    category: signupCategorySchema,
    discountAmount: discountAmountSchema,
    minimumSpend: minimumSpendSchema,
    email: optionalEmail,
    phone: optionalPhone,
    password: passwordSchema,
  })
  .refine((body) => body.email || body.phone, { message: CONTACT_REQUIRED, path: ['email'] })
  // The offer amounts' rule (decisions.md section 4), as the portal and admin apply it.
  .refine(offerAmountsRule.check, offerAmountsRule.params);
export type RetailerSignupRequest = z.input<typeof retailerSignupRequestSchema>;

export const requestResetSchema = z.object({
  emailOrPhone: emailOrPhoneSchema,
});

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'Reset token is required' })
      .min(1, 'Reset token is required')
      .max(200, 'Reset token is too long'),
    newPassword: z.string({ error: 'Password is required' }).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
  })
  .superRefine((body, ctx) =>
    checkNewPassword(body.newPassword, body.confirmPassword, PASSWORDS_DO_NOT_MATCH, ctx),
  );

export const CURRENT_PASSWORD_REQUIRED = ERRORS['auth.current_password_required'].message;

export const profileUpdateSchema = z.object({
  fullName: z.preprocess(blankToUndefined, fullNameSchema.optional()),
  email: optionalEmail,
  phone: optionalPhone,
  /** Needed when the sign-in e-mail or phone changes (a stolen session must not take the account). */
  currentPassword: z.preprocess(
    blankToUndefined,
    z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .max(MAX_PASSWORD_LENGTH, 'Current password is too long')
      .optional(),
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, 'Current password is too long'),
  newPassword: passwordSchema,
});

/** `DELETE /api/auth/account`: a driver deletes their own account, proving it is them. */
export const deleteAccountRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(MAX_PASSWORD_LENGTH, 'Current password is too long'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The match check runs before the length checks (docs/decisions/019). */
export function checkNewPassword(
  password: string,
  confirm: string,
  mismatchMessage: string,
  ctx: z.RefinementCtx,
  path: string[] = ['confirmPassword'],
) {
  if (password !== confirm) {
    ctx.addIssue({ code: 'custom', message: mismatchMessage, path });
  } else if (password.length < 8) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT, path: ['newPassword'] });
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_LONG, path: ['newPassword'] });
  }
}

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  createdAt: z.string(),
});

/**
 * `GET /api/auth/session`: who is signed in, or `{ user: null }`, always 200. The app asks this at
 * start, so a visitor's page load logs no failed request (`GET /api/auth/user` answers 401 then).
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
