/**
 * Town reports (decisions.md section 9, docs/decisions/035, 046): an admin makes a read-only link to
 * a town's figures for its council or business group; the report suppresses any figure about fewer
 * than 5 drivers or 5 shops, except counts of shops, which are shown as they are.
 */
import { z } from 'zod';

/** A figure about fewer drivers or shops than this is never shown (counts of shops apart). */
export const SUPPRESSION_THRESHOLD = 5;
/** What a suppressed figure shows as, on the page, in the CSV and in the API answer (decisions.md). */
export const SUPPRESSED = 'fewer than 5';
/**
 * Weekly rows of the report at most (London weeks, Monday first, the one of the last day covered
 * included); none before the week the town's first shop joined.
 */
export const TOWN_REPORT_WEEKS = 13;
/**
 * Monthly rows of the report at most (London calendar months, the one of the last day covered
 * included); none before the month the town's first shop joined.
 */
export const TOWN_REPORT_MONTHS = 12;
/** An expiry this far ahead is offered by default in the admin form. */
export const TOWN_REPORT_DEFAULT_DAYS = 90;

// ---------------------------------------------------------------------------------------------
// Admin: create, list, revoke

const townSchema = z
  .string({ error: 'Choose a town' })
  .trim()
  .min(1, 'Choose a town')
  .max(100, 'Town is too long');

/**
 * When the link stops working: an instant with its offset, or a date ('2026-06-30'), meaning the end
 * of that London day. The server checks it is in the future and at most a year ahead.
 */
const expiresAtSchema = z
  .string({ error: 'Choose when the link expires' })
  .trim()
  .min(1, 'Choose when the link expires')
  .max(40, 'expiresAt is too long')
  .refine(
    (value) =>
      z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success,
    'expiresAt must be a date (YYYY-MM-DD) or a date and time with its offset',
  );

/** POST /api/admin/town-reports. */
export const createTownReportSchema = z.object({ town: townSchema, expiresAt: expiresAtSchema });
export type CreateTownReport = z.input<typeof createTownReportSchema>;

/** The link is shown once: only a hash of the token is kept. */
export const createdTownReportSchema = z.object({ id: z.string(), token: z.string(), url: z.string() });
export type CreatedTownReport = z.infer<typeof createdTownReportSchema>;

export const TOWN_REPORT_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TownReportStatus = (typeof TOWN_REPORT_STATUSES)[number];

export const TOWN_REPORT_STATUS_LABELS: Record<TownReportStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** One link in the admin list (GET /api/admin/town-reports), newest first. */
export const townReportLinkSchema = z.object({
  id: z.string(),
  town: z.string(),
  status: z.enum(TOWN_REPORT_STATUSES),
  createdAt: z.string(),
  /** The admin who made it, while their account exists. */
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Views recorded in the audit log. */
  views: z.number(),
  lastViewedAt: z.string().nullable(),
});
export type TownReportLink = z.infer<typeof townReportLinkSchema>;

/** Towns the admin form offers: the towns of retailers, with how many shops each has. */
export const reportTownSchema = z.object({ town: z.string(), shops: z.number() });
export type ReportTown = z.infer<typeof reportTownSchema>;

export const revokedTownReportSchema = z.object({ message: z.string(), report: townReportLinkSchema });
export type RevokedTownReport = z.infer<typeof revokedTownReportSchema>;

// ---------------------------------------------------------------------------------------------
// The report (GET /api/public/reports/{token})

/** A count or an amount in pounds, or "fewer than 5" when it would single out a driver or shop. */
export const figureSchema = z.union([z.number(), z.literal(SUPPRESSED)]);
export type Figure = z.infer<typeof figureSchema>;

export const figuresSchema = z.object({
  /** Shops with at least one redemption: always a number (docs/decisions/046). */
  shops: figureSchema,
  /** Different drivers who redeemed. */
  drivers: figureSchema,
  redemptions: figureSchema,
  /** Discounts given, £. */
  discountTotal: figureSchema,
  /** Minimum spends of those redemptions, £: the spend the scheme brought in, at least. */
  minimumSpendTotal: figureSchema,
});
export type Figures = z.infer<typeof figuresSchema>;

export const reportWeekSchema = figuresSchema.extend({
  /** The Monday (YYYY-MM-DD) and the Sunday, or the last day covered for the week in progress. */
  start: z.string(),
  end: z.string(),
  partial: z.boolean(),
});
export type ReportWeek = z.infer<typeof reportWeekSchema>;

export const reportMonthSchema = figuresSchema.extend({
  /** YYYY-MM. */
  month: z.string(),
  partial: z.boolean(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const townReportSchema = z.object({
  town: z.string(),
  /** When these figures were computed: at the first view of the day (docs/decisions/045). */
  generatedAt: z.string(),
  expiresAt: z.string(),
  /**
   * The London day (YYYY-MM-DD) the figures are up to the end of: the day before the view. They are
   * computed once a day, so every view on one day shows the same figures (decisions.md section 9).
   */
  asOf: z.string(),
  /**
   * The London days covered: from the first of the month 11 months before `asOf`'s, or of the month
   * the town's first shop joined when that is later (docs/decisions/046), to `asOf`.
   */
  period: z.object({ from: z.string(), to: z.string() }),
  threshold: z.number(),
  /** Shops in the town that drivers could use when the figures were computed (`generatedAt`), as it is. */
  shopsInScheme: figureSchema,
  totals: figuresSchema,
  weeks: z.array(reportWeekSchema),
  months: z.array(reportMonthSchema),
  /** Redemptions by London weekday (1 = Monday) and hour (0-23) over the whole period. */
  weekdays: z.array(z.object({ day: z.number(), redemptions: figureSchema })),
  hours: z.array(z.object({ hour: z.number(), redemptions: figureSchema })),
});
export type TownReport = z.infer<typeof townReportSchema>;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The token in a report link: 32 random bytes, base64url. Anything else cannot be a report. */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
