/**
 * Admin dashboard contracts (docs/decisions/007, 019, 022, 025): the
 * retailer create/edit bodies the server validates and the form reuses, the list queries, and the
 * answers of every admin route.
 */
import { z } from 'zod';
import { ADMIN_CATEGORIES, SIGNUP_CATEGORIES, SUBSCRIPTION_STATUSES, USER_TYPES } from './constants';
import {
  blankToUndefined,
  discountAmountSchema,
  emailSchema,
  minimumSpendSchema,
  pageParams,
  ukPhoneSchema,
  withOfferAmountsRule,
} from './fields';
import { redemptionSchema } from './offers';
import { retailerRecordSchema } from './retailers';

// ---------------------------------------------------------------------------------------------
// Retailer create / edit

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields including category',
} as const;

/**
 * Categories an admin may store: the admin form's list, plus the self sign-up values, so an edit of
 * a retailer that signed up as 'Cafe' keeps its category.
 */
export const ADMIN_ALLOWED_CATEGORIES: readonly string[] = [
  ...ADMIN_CATEGORIES,
  ...SIGNUP_CATEGORIES.map((category) => category.value).filter(
    (value) => !(ADMIN_CATEGORIES as readonly string[]).includes(value),
  ),
];

/** The admin list's labels for a subscription status. */
export const SUBSCRIPTION_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  trial: 'Free Trial',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} is too long`)
      .optional(),
  );

const businessNameSchema = z
  .string({ error: 'Business name is required' })
  .trim()
  .min(1, 'Business name is required')
  .max(120, 'Business name is too long');

export const adminCategorySchema = z
  .string({ error: 'Please select a business category' })
  .trim()
  .max(100, 'Category is too long')
  .refine((value) => ADMIN_ALLOWED_CATEGORIES.includes(value), 'Please select a business category');

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, {
  error: 'Subscription status must be trial, active, expired or cancelled',
});

const retailerFields = {
  businessName: businessNameSchema,
  email: emailSchema,
  discountAmount: discountAmountSchema,
  minimumSpend: minimumSpendSchema,
  category: adminCategorySchema,
  contactName: optionalText('Contact name', 120),
  phone: z.preprocess(blankToUndefined, ukPhoneSchema.optional()),
  address: optionalText('Address', 500),
};

/**
 * POST /api/retailers. `userId` is accepted (the spec's client sends it) and ignored: onboarding
 * always creates the retailer's own account.
 */
export const adminRetailerCreateSchema = withOfferAmountsRule(
  z.object({ ...retailerFields, userId: z.unknown().optional() }),
);
export type AdminRetailerCreate = z.input<typeof adminRetailerCreateSchema>;

/** PUT /api/retailers/{id}: the same fields; blank optional ones are cleared; status optional. */
export const adminRetailerUpdateSchema = withOfferAmountsRule(
  z.object({
    ...retailerFields,
    subscriptionStatus: z.preprocess(blankToUndefined, subscriptionStatusSchema.optional()),
  }),
);
export type AdminRetailerUpdate = z.input<typeof adminRetailerUpdateSchema>;

/** The text the create/edit form holds. */
export type AdminRetailerFormValues = {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  category: string;
  discountAmount: string;
  minimumSpend: string;
  subscriptionStatus: string;
};

export const ADMIN_RETAILER_REQUIRED = [
  'businessName',
  'email',
  'discountAmount',
  'minimumSpend',
  'category',
] as const;

/** The required fields left blank ('Missing Information' when any). */
export function missingRetailerFields(values: Partial<AdminRetailerFormValues>): string[] {
  return ADMIN_RETAILER_REQUIRED.filter((name) => !String(values[name] ?? '').trim());
}

// ---------------------------------------------------------------------------------------------
// List queries

const searchParam = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, 'Search is too long').optional(),
);

/** The retailer list answers every retailer up to this many by default ('All Retailers'). */
export const ADMIN_RETAILER_LIST_CAP = 500;
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_PAGE_MAX = 500;

export const adminRetailerListQuerySchema = z.object({
  q: searchParam,
  category: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Category is too long').optional()),
  ...pageParams(ADMIN_RETAILER_LIST_CAP, ADMIN_RETAILER_LIST_CAP),
});
export type AdminRetailerListQuery = z.input<typeof adminRetailerListQuerySchema>;

export const adminUserListQuerySchema = z.object({
  q: searchParam,
  role: z.preprocess(
    blankToUndefined,
    z.enum(USER_TYPES, { error: 'role must be customer, retailer or admin' }).optional(),
  ),
  ...pageParams(ADMIN_PAGE_MAX, ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** What each admin action is called in the audit log. */
export const AUDIT_ACTIONS = [
  'retailer.create',
  'retailer.update',
  'retailer.delete',
  'retailer.update_coordinates',
  'retailer.code_rotated',
  'user.delete',
  'user.force_reset',
  'parking_ticket.delete',
  'redemption.delete',
  'review.approve',
  'review.decline',
  'town_report.create',
  'town_report.revoke',
  'town_report.viewed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'retailer.create': 'Retailer onboarded',
  'retailer.update': 'Retailer updated',
  'retailer.delete': 'Retailer deleted',
  'retailer.update_coordinates': 'Coordinates updated',
  'retailer.code_rotated': 'Code changed after guessing',
  'user.delete': 'User deleted',
  'user.force_reset': 'Reset link generated',
  'parking_ticket.delete': 'Parking ticket deleted',
  'redemption.delete': 'Redemption deleted',
  'review.approve': 'Ticket review approved',
  'review.decline': 'Ticket review declined',
  'town_report.create': 'Town report link created',
  'town_report.revoke': 'Town report link revoked',
  'town_report.viewed': 'Town report viewed',
};

export const auditLogQuerySchema = z.object({
  action: z.preprocess(
    blankToUndefined,
    z.enum(AUDIT_ACTIONS, { error: 'action is not a known audit action' }).optional(),
  ),
  ...pageParams(ADMIN_PAGE_MAX, ADMIN_AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const adminStatsSchema = z.object({
  totalRetailers: z.number(),
  activeCustomers: z.number(),
  todayRedemptions: z.number(),
  totalSavings: z.number(),
  /** Tickets drivers asked a person to review, not yet decided. */
  pendingReviews: z.number(),
  /** When the longest-waiting of them was asked for (null when none waits): the overview shows how long. */
  oldestPendingReviewAt: z.string().nullable(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The full retailer as admins see it, with this month's code and the effective subscription status. */
export const adminRetailerSchema = retailerRecordSchema.extend({
  userId: z.string(),
  createdAt: z.string(),
});
export type AdminRetailer = z.infer<typeof adminRetailerSchema>;

export const onboardedRetailerSchema = adminRetailerSchema.extend({
  passwordResetToken: z.string(),
  passwordResetUrl: z.string(),
});
export type OnboardedRetailer = z.infer<typeof onboardedRetailerSchema>;

const ukCoordinate = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be in the UK`)
    .max(max, `${name} must be in the UK`);

/**
 * POST /api/retailers/{id}/update-coordinates: no body geocodes the address again; the shop's own
 * point (both numbers) is stored as precise, so drivers see real distances to it.
 */
export const coordinatesRequestSchema = z
  .object({
    latitude: ukCoordinate('latitude', 49.8, 60.9).optional(),
    longitude: ukCoordinate('longitude', -8.7, 1.8).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['latitude'],
  });
export type CoordinatesRequest = z.input<typeof coordinatesRequestSchema>;

export const coordinatesAnswerSchema = z.object({
  message: z.string(),
  retailer: adminRetailerSchema.optional(),
});
export type CoordinatesAnswer = z.infer<typeof coordinatesAnswerSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), limit: z.number(), offset: z.number() });
export type Page<T> = { items: T[]; total: number; limit: number; offset: number };

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ticketVerificationSchema = z.object({
  outcome: z.string(),
  reasons: z.array(z.string()),
  at: z.string(),
});
export type TicketVerification = z.infer<typeof ticketVerificationSchema>;

export const adminTicketSchema = z.object({
  id: z.string(),
  imageUrl: z.string().nullable(),
  detectedDate: z.string().nullable(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  redemptionsUsed: z.number(),
  createdAt: z.string(),
  /** The latest verification decision for this ticket: why it passed, or why it waits. */
  verification: ticketVerificationSchema.nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** The same shape a driver's own history uses. */
export const adminRedemptionSchema = redemptionSchema;
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

/** Refused proofs never became tickets; they are listed so an admin can see why a driver failed. */
export const refusedAttemptSchema = z.object({
  id: z.string(),
  outcome: z.string(),
  reasons: z.array(z.string()),
  at: z.string(),
});
export type RefusedAttempt = z.infer<typeof refusedAttemptSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  retailer: z.object({ id: z.string(), businessName: z.string() }).nullable(),
  parkingTickets: z.array(adminTicketSchema),
  redemptions: z.array(adminRedemptionSchema),
  refusedAttempts: z.array(refusedAttemptSchema),
  totalSaved: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const forceResetAnswerSchema = z.object({ resetLink: z.string(), expiresAt: z.string() });
export type ForceResetAnswer = z.infer<typeof forceResetAnswerSchema>;

/** Answers of the admin deletions (each also toasts its own words on the client). */
export const retailerDeletedSchema = z.object({ message: z.string(), redemptionsDeleted: z.number() });
export const userDeletedSchema = z.object({ message: z.string(), deleted: z.string() });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
