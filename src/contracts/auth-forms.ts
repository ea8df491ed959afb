/**
 * Client FORM schemas for the account screens, built on the request schemas in auth.ts and the
 * field schemas in fields.ts so that the messages match the product's (docs/decisions/019) word for word.
 * Each form schema validates the raw text of the form and outputs the request body to send.
 *
 * Field checks run inside one superRefine so the order of checks (and which field each message
 * belongs to) is explicit: e.g. the passwords-match check runs before the length check.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants';
import {
  checkNewPassword,
  type LoginRequest,
  loginRequestSchema,
  type ProfileUpdate,
  profileUpdateSchema,
  type RegisterRequest,
  type RetailerSignupRequest,
  requestResetSchema,
  retailerSignupRequestSchema,
  signupCategorySchema,
} from './auth';
import {
  discountAmountSchema,
  emailSchema,
  fullNameSchema,
  minimumSpendSchema,
  offerAmountsProblem,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordSchema,
  ukPhoneSchema,
} from './fields';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

export const CONTACT_METHODS = ['email', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const contactMethodSchema = z.enum(CONTACT_METHODS);

/** Runs a field schema on one value; on failure adds its first message at `path` and returns undefined. */
function checkField<S extends z.ZodType>(
  ctx: z.RefinementCtx,
  path: string,
  schema: S,
  value: unknown,
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid value', path: [path] });
  return undefined;
}

/**
 * Sign-up password pair: 'Passwords do not match' (on the confirm field) comes first; only when they
 * match is the length checked ('Password must be at least 8 characters', on the password field).
 */
function checkPasswordPair(ctx: z.RefinementCtx, password: string, confirm: string): void {
  if (password !== confirm) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
    return;
  }
  checkField(ctx, 'password', passwordSchema, password);
}

/** The contact the person chose: 'Email is required' / 'Phone number is required' by method. */
function checkContact(
  ctx: z.RefinementCtx,
  form: { contactMethod: ContactMethod; email: string; phone: string },
): { email: string } | { phone: string } | undefined {
  if (form.contactMethod === 'email') {
    const email = checkField(ctx, 'email', emailSchema, form.email);
    return email === undefined ? undefined : { email };
  }
  const phone = checkField(ctx, 'phone', ukPhoneSchema, form.phone);
  return phone === undefined ? undefined : { phone };
}

const text = z.string().default('');

// ---------------------------------------------------------------------------------------------
// Login and password reset

/** Login: both fields required. */
export const loginFormSchema = loginRequestSchema;
export type { LoginRequest };

/** Forgot password: the one field is required. */
export const forgotPasswordFormSchema = requestResetSchema;

/** Reset password (the token comes from the URL, not the form). */
export const resetPasswordFormSchema = z
  .object({ newPassword: text, confirmPassword: text })
  .superRefine((form, ctx) =>
    checkNewPassword(form.newPassword, form.confirmPassword, PASSWORDS_DO_NOT_MATCH, ctx),
  );

// ---------------------------------------------------------------------------------------------
// Driver registration

export const registerFormSchema = z
  .object({
    fullName: text,
    contactMethod: contactMethodSchema.default('email'),
    email: text,
    phone: text,
    password: text,
    confirmPassword: text,
  })
  .transform((form, ctx): RegisterRequest => {
    const fullName = checkField(ctx, 'fullName', fullNameSchema, form.fullName);
    const contact = checkContact(ctx, form);
    checkPasswordPair(ctx, form.password, form.confirmPassword);
    if (fullName === undefined || contact === undefined) return z.NEVER;
    return { fullName, password: form.password, ...contact };
  });

// ---------------------------------------------------------------------------------------------
// Retailer sign-up

const signupFields = retailerSignupRequestSchema.shape;

export const retailerSignupFormSchema = z
  .object({
    businessName: text,
    category: text,
    address: text,
    discountAmount: z.union([z.string(), z.number()]).default(''),
    minimumSpend: z.union([z.string(), z.number()]).default(''),
    contactName: text,
    contactMethod: contactMethodSchema.default('email'),
    email: text,
    phone: text,
    password: text,
    confirmPassword: text,
  })
  .transform((form, ctx): RetailerSignupRequest => {
    const businessName = checkField(ctx, 'businessName', signupFields.businessName, form.businessName);
    const category = checkField(ctx, 'category', signupCategorySchema, form.category);
    const address = checkField(ctx, 'address', signupFields.address, form.address);
    const discountAmount = checkField(ctx, 'discountAmount', discountAmountSchema, form.discountAmount);
    const minimumSpend = checkField(ctx, 'minimumSpend', minimumSpendSchema, form.minimumSpend);
    const amountsProblem = offerAmountsProblem(discountAmount, minimumSpend);
    if (amountsProblem) ctx.addIssue({ code: 'custom', message: amountsProblem, path: ['minimumSpend'] });
    const contactName = checkField(ctx, 'contactName', signupFields.contactName, form.contactName);
    const contact = checkContact(ctx, form);
    checkPasswordPair(ctx, form.password, form.confirmPassword);
    if (
      businessName === undefined ||
      category === undefined ||
      address === undefined ||
      discountAmount === undefined ||
      minimumSpend === undefined ||
      amountsProblem !== null ||
      contactName === undefined ||
      contact === undefined
    ) {
      return z.NEVER;
    }
    return {
      businessName,
      contactName,
      password: form.password,
      address,
      category,
      discountAmount,
      minimumSpend,
      ...contact,
    };
  });

// ---------------------------------------------------------------------------------------------
// Signed-in account forms

/** Change password: all three required; 'New passwords do not match' before the length check. */
export const changePasswordFormSchema = z
  .object({ currentPassword: text, newPassword: text, confirmPassword: text })
  .transform((form, ctx) => {
    if (!form.currentPassword) {
      ctx.addIssue({ code: 'custom', message: 'Current password is required', path: ['currentPassword'] });
    } else if (form.currentPassword.length > MAX_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'Current password is too long', path: ['currentPassword'] });
    }
    checkNewPassword(form.newPassword, form.confirmPassword, NEW_PASSWORDS_DO_NOT_MATCH, ctx);
    return { currentPassword: form.currentPassword, newPassword: form.newPassword };
  });

/** Edit profile: every field optional, empty values omitted from the request. */
export const profileFormSchema = profileUpdateSchema.transform((profile): ProfileUpdate => {
  const body: ProfileUpdate = {};
  if (profile.fullName) body.fullName = profile.fullName;
  if (profile.email) body.email = profile.email;
  if (profile.phone) body.phone = profile.phone;
  if (profile.currentPassword) body.currentPassword = profile.currentPassword;
  return body;
});

export { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH };

// ---------------------------------------------------------------------------------------------
// Reading zod errors

/** The first message for each top-level field: { email: 'Email is required', … }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
