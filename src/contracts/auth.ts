import { z } from 'zod';
import { SIGNUP_CATEGORIES, USER_TYPES } from './constants';
import {
  discountAmountSchema,
  emailSchema,
  fullNameSchema,
  minimumSpendSchema,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordSchema,
  ukPhoneSchema,
} from './fields';

/** Empty strings and nulls count as "not given" (spec: empty profile values are omitted). */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());
const optionalPhone = z.preprocess(blankToUndefined, ukPhoneSchema.optional());

const CONTACT_REQUIRED = 'Email or phone number is required';

export const loginRequestSchema = z.object({
  emailOrPhone: z.string({ error: 'Email or phone number is required' }).trim().min(1, 'Email or phone number is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
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
    businessName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120),
    contactName: z.string({ error: 'Contact name is required' }).trim().min(1, 'Contact name is required').max(120),
    address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(500),
    category: signupCategorySchema,
    discountAmount: discountAmountSchema,
    minimumSpend: minimumSpendSchema,
    email: optionalEmail,
    phone: optionalPhone,
    password: passwordSchema,
  })
  .refine((body) => body.email || body.phone, { message: CONTACT_REQUIRED, path: ['email'] });
export type RetailerSignupRequest = z.input<typeof retailerSignupRequestSchema>;

export const requestResetSchema = z.object({
  emailOrPhone: z.string({ error: 'Email or phone number is required' }).trim().min(1, 'Email or phone number is required'),
});

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
    newPassword: z.string({ error: 'Password is required' }),
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .superRefine((body, ctx) => checkNewPassword(body.newPassword, body.confirmPassword, PASSWORDS_DO_NOT_MATCH, ctx));

export const profileUpdateSchema = z.object({
  fullName: z.preprocess(blankToUndefined, fullNameSchema.optional()),
  email: optionalEmail,
  phone: optionalPhone,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeRequestSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordSchema,
});

/** The match check runs before the length check (spec section 5). */
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
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
