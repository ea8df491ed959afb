import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_SOURCES } from '#contracts/reviews.ts';
import { VERIFICATION_OUTCOMES } from '#contracts/ticket-outcomes.ts';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });
const randomId = () => uuid('id').primaryKey().defaultRandom();
/** The user a row belongs to: it goes when their account is deleted. */
const userOwned = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The retailer a row belongs to: it goes when the retailer is deleted. */
const retailerOwned = () =>
  uuid('retailer_id')
    .notNull()
    .references(() => retailers.id, { onDelete: 'cascade' });

// A driver's account is stored as 'customer', the spec's value (DRIVER_USER_TYPE, docs/decisions/026).
export const userTypeEnum = pgEnum('user_type', ['customer', 'retailer', 'admin']);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'trial',
  'active',
  'expired',
  'cancelled',
]);
export const objectPurposeEnum = pgEnum('object_purpose', ['ticket', 'logo']);
export const verificationOutcomeEnum = pgEnum('verification_outcome', VERIFICATION_OUTCOMES);

export const users = pgTable(
  'users',
  {
    id: randomId(),
    /** Lower-cased. */
    email: text('email').unique(),
    /** E.164, e.g. +447700900123. */
    phone: text('phone').unique(),
    fullName: text('full_name'),
    /** Null means no usable password (an onboarded retailer who has not set one yet). */
    passwordHash: text('password_hash'),
    userType: userTypeEnum('user_type').notNull().default('customer'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_contact_present', sql`${t.email} is not null or ${t.phone} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: userOwned(),
    createdAt: createdAt(),
    /** The absolute end: 30 days after sign-in. */
    expiresAt: instant('expires_at').notNull(),
    /** Touched at most every few minutes; a session unused for 7 days has ended. */
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The daily purge: ended (30 days) or idle (7 days).
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userOwned(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** 'request' (forgot password), 'admin' (force reset), 'onboarding' (admin-created retailer). */
    reason: text('reason').notNull().default('request'),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    // The daily purge: expired, or used.
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
    index('password_reset_tokens_used_idx').on(t.usedAt).where(sql`${t.usedAt} is not null`),
  ],
);

export const retailers = pgTable(
  'retailers',
  {
    id: randomId(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    category: text('category').notNull(),
    logoUrl: text('logo_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * True when the coordinates mark the shop itself (set explicitly, or an online geocoder's hit);
     * false for a gazetteer town or postcode-area centre. Distances need precise ends (docs/decisions/016).
     */
    coordinatesPrecise: boolean('coordinates_precise').notNull().default(false),
    city: text('city'),
    discountAmount: money('discount_amount').notNull(),
    minimumSpend: money('minimum_spend').notNull().default('0'),
    monthlyFee: money('monthly_fee').notNull().default('15.00'),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionStatus: subscriptionStatusEnum('subscription_status').notNull().default('trial'),
    trialEndDate: instant('trial_end_date'),
    subscriptionStartDate: instant('subscription_start_date'),
    /** Redemptions allowed per London day and per London month; null: no cap (decisions.md section 9). */
    dailyCap: integer('daily_cap'),
    monthlyCap: integer('monthly_cap'),
    /** When the offer runs, London time; null: always (contracts OfferHours). */
    schedule: jsonb('schedule').$type<{ day: number; opens: string; closes: string }[]>(),
    /** False once the retailer unsubscribed from the weekly summary e-mail. */
    weeklySummary: boolean('weekly_summary').notNull().default(true),
    /**
     * The contact e-mail (lower-cased) the retailer proved it reads by opening a confirmation link;
     * retailer e-mails go only while it is `email` (docs/decisions/045).
     */
    confirmedEmail: text('confirmed_email'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('retailers_daily_cap_positive', sql`${t.dailyCap} is null or ${t.dailyCap} >= 1`),
    check('retailers_monthly_cap_positive', sql`${t.monthlyCap} is null or ${t.monthlyCap} >= 1`),
    check('retailers_discount_range', sql`${t.discountAmount} >= 0 and ${t.discountAmount} <= 100`),
    check('retailers_minimum_spend_range', sql`${t.minimumSpend} >= 0 and ${t.minimumSpend} <= 10000`),
    // Both or neither: "no coordinates" is then just `latitude is null`, which the index answers.
    check('retailers_coordinates_together', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index('retailers_lat_lon_idx').on(t.latitude, t.longitude),
    index('retailers_city_idx').on(sql`lower(${t.city})`),
    index('retailers_business_name_idx').on(t.businessName),
    // The trial sweep: trials past their end.
    index('retailers_trial_end_idx').on(t.trialEndDate).where(sql`${t.subscriptionStatus} = 'trial'`),
  ],
);

/**
 * Moves on with every statement that changes retailers (a statement trigger, migration 0006), on every
 * server at once: cached offer lists carry the value they were read at and are not used once it moves
 * (docs/decisions/031).
 */
export const retailersVersion = pgSequence('retailers_version');

/** One 4-digit code per retailer per London calendar month ('2026-03'). */
export const retailerCodes = pgTable(
  'retailer_codes',
  {
    retailerId: retailerOwned(),
    month: text('month').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    /** Set when the code was replaced mid-month because it was being guessed (docs/decisions/009). */
    rotatedAt: instant('rotated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.retailerId, t.month] }),
    check('retailer_codes_four_digits', sql`${t.code} ~ '^[0-9]{4}$'`),
  ],
);

export const uploadedObjects = pgTable(
  'uploaded_objects',
  {
    id: randomId(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: objectPurposeEnum('purpose').notNull(),
    /** SHA-256 of the single-use upload signature; cleared once used. */
    uploadTokenHash: text('upload_token_hash'),
    uploadExpiresAt: instant('upload_expires_at').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    sha256: text('sha256'),
    storedAt: instant('stored_at'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_objects_owner_idx').on(t.ownerId),
    // The retention sweep: stored ticket images not yet deleted, oldest first.
    index('uploaded_objects_ticket_sweep_idx')
      .on(t.storedAt)
      .where(sql`${t.purpose} = 'ticket' and ${t.deletedAt} is null`),
    // The abandoned-upload sweep: links never used.
    index('uploaded_objects_abandoned_idx')
      .on(t.uploadExpiresAt)
      .where(sql`${t.storedAt} is null and ${t.deletedAt} is null`),
  ],
);

export const parkingTickets = pgTable(
  'parking_tickets',
  {
    id: randomId(),
    userId: userOwned(),
    objectId: uuid('object_id').references(() => uploadedObjects.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    imageSha256: text('image_sha256'),
    /** 64-bit perceptual hash of the prepared image (16 hex digits): near-duplicates are refused too. */
    imagePhash: text('image_phash'),
    ticketNumber: text('ticket_number'),
    /** The London day the proof was uploaded on: one verified proof per driver per day. */
    uploadDay: date('upload_day', { mode: 'string' }).notNull(),
    /** The date printed on the ticket. */
    detectedDate: date('detected_date', { mode: 'string' }),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** True when the coordinates came from the browser's geolocation, not a town or postcode centre. */
    coordinatesPrecise: boolean('coordinates_precise').notNull().default(false),
    city: text('city'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: instant('verified_at'),
    expiresAt: instant('expires_at'),
    /** Redemptions taken on this ticket; the check makes a 4th impossible even under races. */
    redemptionsUsed: integer('redemptions_used').notNull().default(0),
    imageDeletedAt: instant('image_deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parking_tickets_one_verified_per_day').on(t.userId, t.uploadDay).where(sql`${t.isVerified}`),
    check('parking_tickets_redemptions_used_range', sql`${t.redemptionsUsed} between 0 and 3`),
    index('parking_tickets_user_created_idx').on(t.userId, t.createdAt),
    // Two accounts racing the same image or ticket number end with one verified winner.
    uniqueIndex('parking_tickets_verified_image_unique')
      .on(t.imageSha256)
      .where(sql`${t.isVerified} and ${t.imageSha256} is not null`),
    uniqueIndex('parking_tickets_verified_number_unique')
      .on(t.ticketNumber, t.detectedDate)
      .where(sql`${t.isVerified} and ${t.ticketNumber} is not null`),
    index('parking_tickets_image_sha_idx').on(t.imageSha256),
    index('parking_tickets_verified_at_idx').on(t.verifiedAt),
    // Today's ticket (docs/decisions/027): today's rows of one driver, verified and newest first ...
    index('parking_tickets_user_day_idx').on(t.userId, t.uploadDay, t.isVerified, t.createdAt),
    // ... or, failing those, a verified ticket that has not expired yet.
    index('parking_tickets_user_unexpired_idx').on(t.userId, t.expiresAt).where(sql`${t.isVerified}`),
    // The retention sweep finds a deleted image's tickets by object or URL (and the object's delete sets object_id null).
    index('parking_tickets_object_idx').on(t.objectId).where(sql`${t.objectId} is not null`),
    index('parking_tickets_image_url_idx').on(t.imageUrl).where(sql`${t.imageUrl} is not null`),
  ],
);

/** Every verification decision, kept so an admin can see why a proof passed or failed. */
export const ticketVerifications = pgTable(
  'ticket_verifications',
  {
    id: randomId(),
    userId: userOwned(),
    ticketId: uuid('ticket_id').references(() => parkingTickets.id, { onDelete: 'cascade' }),
    attemptDay: date('attempt_day', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    outcome: verificationOutcomeEnum('outcome').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    ocrConfidence: real('ocr_confidence'),
    /** Purged with the image (it holds number plates). */
    rawText: text('raw_text'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_verifications_user_day_idx').on(t.userId, t.attemptDay),
    index('ticket_verifications_ticket_idx').on(t.ticketId),
    // The retention sweep drops OCR text read from a deleted image, found by its URL.
    index('ticket_verifications_image_url_idx').on(t.imageUrl).where(sql`${t.imageUrl} is not null`),
  ],
);

export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'declined']);
export const reviewSourceEnum = pgEnum('review_source', REVIEW_SOURCES);

/**
 * A person asked to look at a ticket (at most one per driver per London day): a driver disputing a
 * refusal, or the reader when it was unsure (docs/decisions/013, 039).
 */
export const ticketReviews = pgTable(
  'ticket_reviews',
  {
    id: randomId(),
    userId: userOwned(),
    /** The unverified ticket row the review is about; it becomes verified when approved. */
    ticketId: uuid('ticket_id')
      .notNull()
      .unique()
      .references(() => parkingTickets.id, { onDelete: 'cascade' }),
    /** The refused attempt the driver disputes (its outcome, reasons and OCR text). */
    verificationId: uuid('verification_id').references(() => ticketVerifications.id, {
      onDelete: 'set null',
    }),
    /** The London day of the request: one a day. */
    reviewDay: date('review_day', { mode: 'string' }).notNull(),
    note: text('note'),
    /** Who sent it: the driver, or the reader when it was unsure (then `note` is null). */
    source: reviewSourceEnum('source').notNull().default('driver'),
    status: reviewStatusEnum('status').notNull().default('pending'),
    /** Shown to the driver when declined. */
    declineReason: text('decline_reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ticket_reviews_one_per_day').on(t.userId, t.reviewDay),
    index('ticket_reviews_status_created_idx').on(t.status, t.createdAt),
    // Foreign keys set to null when a verification record or an admin account is deleted.
    index('ticket_reviews_verification_idx').on(t.verificationId),
    index('ticket_reviews_decided_by_idx').on(t.decidedById),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: randomId(),
    userId: userOwned(),
    parkingTicketId: uuid('parking_ticket_id')
      .notNull()
      .references(() => parkingTickets.id, { onDelete: 'cascade' }),
    retailerId: retailerOwned(),
    discountAmount: money('discount_amount').notNull(),
    minimumSpend: money('minimum_spend').notNull(),
    /** Unique per London day only (docs/decisions/027), with `redeemedDay`. */
    confirmationCode: text('confirmation_code').notNull(),
    redeemedAt: instant('redeemed_at').notNull().defaultNow(),
    /** The London day of `redeemedAt`, computed and stored by the database. */
    redeemedDay: date('redeemed_day', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`((redeemed_at at time zone 'Europe/London')::date)`),
  },
  (t) => [
    uniqueIndex('redemptions_one_per_ticket_retailer').on(t.parkingTicketId, t.retailerId),
    uniqueIndex('redemptions_day_code_unique').on(t.redeemedDay, t.confirmationCode),
    index('redemptions_user_redeemed_idx').on(t.userId, t.redeemedAt),
    // A shop's redemptions newest first, with the id breaking ties: the list and the CSV's pages.
    index('redemptions_retailer_redeemed_id_idx').on(t.retailerId, t.redeemedAt, t.id),
  ],
);

/**
 * Redemptions per retailer per London day, kept by triggers on `redemptions` in the same
 * transaction as every insert, delete or update (migrations/0005, docs/decisions/027): the
 * retailer's statistics read a few rows instead of every redemption.
 */
export const retailerDailyRedemptions = pgTable(
  'retailer_daily_redemptions',
  {
    retailerId: retailerOwned(),
    day: date('day', { mode: 'string' }).notNull(),
    redemptions: integer('redemptions').notNull(),
    discountTotal: numeric('discount_total', { precision: 14, scale: 2 }).notNull(),
    minimumSpendTotal: numeric('minimum_spend_total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.day] })],
);

/**
 * Redemptions on the whole platform per London day, in 16 shards (by retailer) so that
 * redemptions at different shops do not queue on one row; kept by the same triggers.
 */
export const platformDailyRedemptions = pgTable(
  'platform_daily_redemptions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    redemptions: bigint('redemptions', { mode: 'number' }).notNull(),
    discountTotal: numeric('discount_total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * Each driver's latest verified ticket, kept by triggers on `parking_tickets`: active drivers are
 * a range count here instead of a DISTINCT over a month of tickets (docs/decisions/027).
 */
export const driverActivity = pgTable(
  'driver_activity',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastVerifiedAt: instant('last_verified_at').notNull(),
  },
  (t) => [index('driver_activity_last_verified_idx').on(t.lastVerifiedAt)],
);

/** Fixed-window counters shared by every app server (login failures, reset requests, wrong codes). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  // The daily purge of ended windows.
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** Admin actions; kept when the target is deleted, so no foreign keys to targets. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: randomId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    // Deleting an admin's account sets actor_id null on their entries.
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Redemptions counted against a retailer's caps, per London day ('2026-11-26') and month ('2026-11'):
 * moved only by a conditional upsert in the redemption's own statement, so racing redemptions never
 * pass a cap (as the ticket's own counter, docs/decisions/031).
 */
export const offerCapCounters = pgTable(
  'offer_cap_counters',
  {
    retailerId: retailerOwned(),
    period: text('period').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.period] })],
);

/** Read-only report links for a town (decisions.md section 9); only the token's hash is kept. */
export const townReports = pgTable(
  'town_reports',
  {
    id: randomId(),
    town: text('town').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('town_reports_created_idx').on(t.createdAt)],
);

/**
 * A town's report figures up to the end of one London day (`asOf`), computed at the first view of the
 * next day and shown to every view that day, on every server: two views never differ by one
 * redemption (docs/decisions/045). Only the published (suppressed) figures are stored.
 */
export const townReportSnapshots = pgTable(
  'town_report_snapshots',
  {
    /** lower(town), as reports find their shops. */
    townKey: text('town_key').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    figures: jsonb('figures').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.townKey, t.asOf] })],
);

/**
 * E-mails to retailers, written first and sent by the outbox job: a send that fails is retried, and
 * the dedupe key (kind + retailer + period) means one is never written, so never sent, twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: randomId(),
    kind: text('kind').notNull(),
    retailerId: uuid('retailer_id').references(() => retailers.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** pending, sending (claimed, under a lease), sent, failed (given up) or cancelled (no longer due). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_recipient_idx').on(t.recipient),
  ],
);

/** Links that unsubscribe a retailer from an e-mail without signing in; only the token's hash is kept. */
export const emailUnsubscribeTokens = pgTable('email_unsubscribe_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  retailerId: retailerOwned(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

/**
 * Links that confirm a retailer's contact e-mail (docs/decisions/045): each for the address it was sent
 * to, useless once the contact e-mail changes or it expires; only the token's hash is kept.
 */
export const contactEmailConfirmations = pgTable(
  'contact_email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    retailerId: retailerOwned(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  // A retailer's old links are removed whenever it is sent a new one.
  (t) => [index('contact_email_confirmations_retailer_idx').on(t.retailerId)],
);
