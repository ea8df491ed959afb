/**
 * The one table of the API's errors. Every error answer is JSON `{ code, message, fields? }`: the
 * code is stable and is what the web client decides by; the message is for people and may change.
 * Where a code's message is fixed, this table holds it; codes whose message carries a detail (a
 * wait, a field, a date) hold the words used when there is none (docs/decisions/017).
 */
import { z } from 'zod';
import { OUTCOME_MESSAGES, type RefusalOutcome } from './ticket-outcomes';

type ErrorSpec = { readonly status: number; readonly message: string };

export const ERRORS = {
  // The request itself
  'validation.invalid': { status: 400, message: 'The request is not valid.' },
  'payload.invalid_json': { status: 400, message: 'The request body is not valid JSON.' },
  'payload.empty_json': { status: 400, message: 'The request body is empty; send a JSON object.' },
  'payload.too_large': { status: 413, message: 'The request body is too large.' },
  'media.unsupported': {
    status: 415,
    message: 'Requests must send JSON (Content-Type: application/json).',
  },
  'request.cross_site': { status: 403, message: 'This request came from another site and was refused.' },
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'That conflicts with something that already exists.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please try again later.' },
  busy: { status: 503, message: 'The server took too long to answer. Please try again.' },
  unavailable: { status: 503, message: 'Database unavailable' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  // GET /metrics when METRICS_TOKEN is set (docs/decisions/029).
  'metrics.unauthorized': {
    status: 401,
    message: 'The metrics need the metrics token: send Authorization: Bearer <token>.',
  },

  // Accounts and sessions
  'auth.required': { status: 401, message: 'Please sign in to continue.' },
  'auth.forbidden': { status: 403, message: 'You do not have permission to do that.' },
  'auth.invalid_login': { status: 401, message: 'Invalid email/phone or password' },
  'auth.current_password_required': {
    status: 400,
    message: 'Enter your current password to change your email or phone number',
  },
  'auth.current_password_incorrect': { status: 400, message: 'Current password is incorrect' },
  'auth.reset_link_invalid': {
    status: 400,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  // A driver's own 'Delete account' (decisions.md section 5): other roles are told how to leave.
  'account.delete_retailer': {
    status: 403,
    message:
      'A retailer account cannot be deleted from here, as it holds your shop’s subscription. Pause your offer in the portal to stop new redemptions, and ask a ParkPerks administrator to close the account.',
  },
  'account.delete_admin': {
    status: 403,
    message: 'An admin account cannot delete itself. Ask another admin to delete it from the Users tab.',
  },
  'account.duplicate_email': { status: 409, message: 'An account with this email already exists' },
  'account.duplicate_phone': { status: 409, message: 'An account with this phone number already exists' },

  // Uploads and stored images
  'upload.too_large': { status: 413, message: 'This file is too large.' },
  'upload.unsupported_type': { status: 415, message: 'Only JPEG, PNG or WebP images can be uploaded.' },
  'upload.heic': {
    status: 415,
    message:
      'Only JPEG, PNG or WebP images can be uploaded. HEIC photos (the iPhone default) cannot be read here: choose "Most Compatible" under Settings > Camera > Formats, or send a screenshot.',
  },
  'upload.unreadable': {
    status: 415,
    message: 'This image could not be read; it may be damaged. Please try another photo.',
  },
  'upload.empty': { status: 400, message: 'No file was sent. Please choose an image.' },
  'upload.interrupted': { status: 400, message: 'The upload was interrupted. Please try again.' },
  'upload.link_invalid': {
    status: 403,
    message: 'This upload link is not valid. Please start the upload again.',
  },
  'upload.link_used': {
    status: 403,
    message: 'This upload link has already been used. Please start the upload again.',
  },
  'upload.link_expired': {
    status: 403,
    message: 'This upload link has expired. Please start the upload again.',
  },
  'object.not_found': { status: 404, message: 'Image not found.' },

  // Parking proof
  'ticket.not_parking_ticket': { status: 422, message: OUTCOME_MESSAGES.not_parking_ticket.api },
  'ticket.wrong_date': { status: 422, message: OUTCOME_MESSAGES.wrong_date.api },
  'ticket.too_short': { status: 422, message: OUTCOME_MESSAGES.too_short.api },
  'ticket.unreadable': { status: 422, message: OUTCOME_MESSAGES.unreadable.api },
  'ticket.location_required': {
    status: 422,
    message: 'We could not tell where you parked. Please enter your town.',
  },
  'ticket.unknown_town': { status: 400, message: "We couldn't find that town. Check the spelling." },
  'ticket.already_uploaded_today': { status: 409, message: 'You have already uploaded parking proof today.' },
  'ticket.image_reused': {
    status: 409,
    message: 'This ticket image has already been used to verify parking.',
  },
  'ticket.number_reused': { status: 409, message: 'This parking ticket has already been used.' },
  'ticket.image_not_found': {
    status: 404,
    message: 'That image was not found. Please upload your photo again.',
  },
  'ticket.too_many_attempts': {
    status: 429,
    message: 'You have tried to verify parking 10 times today. Please try again tomorrow.',
  },
  'ticket.verification_busy': {
    status: 503,
    message: 'Verifying tickets is taking longer than usual. Please try again in a minute.',
  },
  // The OCR queue is full: nothing was counted; the client waits Retry-After seconds and sends it again.
  'ticket.queue_full': {
    status: 503,
    message: 'Busy verifying other tickets. Please try again in a few seconds.',
  },
  'ticket.not_found': { status: 404, message: 'Parking ticket not found.' },
  'geo.no_town_nearby': { status: 404, message: 'No town found near that position.' },

  // Offers and redemption
  'offer.not_found': { status: 404, message: 'Offer not found.' },
  // Public town pages (docs/decisions/034): no town of that slug has a shop taking part.
  'town.not_found': { status: 404, message: 'No shops in that town take part in ParkPerks yet.' },
  // Offer budgets and hours (docs/decisions/037): the words of decisions.md section 9.
  'offer.not_available': { status: 422, message: 'This offer is not available right now.' },
  'offer.daily_cap_reached': { status: 409, message: 'This offer has reached its limit for today.' },
  'offer.monthly_cap_reached': { status: 409, message: 'This offer has reached its limit for this month.' },
  'redemption.wrong_code': { status: 422, message: 'Incorrect code.' },
  'redemption.locked_out': { status: 429, message: 'Too many incorrect codes. Try again later.' },
  'redemption.already_redeemed': { status: 409, message: 'Already redeemed at this retailer today.' },
  'redemption.limit_reached': { status: 409, message: "Maximum offers reached for today's parking." },
  'redemption.ticket_required': { status: 422, message: 'A verified parking ticket is required.' },
  'redemption.not_found': { status: 404, message: 'Redemption not found.' },
  /** 'Check a code' at the till: the same words for a wrong code, another shop's and another day's. */
  'redemption.code_not_found': { status: 404, message: 'No redemption with this code at your shop today.' },
  /** 'Check a code' typed with a character no confirmation code has (decisions.md section 4). */
  'redemption.code_ambiguous': {
    status: 400,
    message: 'Confirmation codes never contain 0, 1, I or O: check the letters.',
  },

  // Reviews by a person
  'review.already_requested': {
    status: 409,
    message: 'You have already asked for a review today. You can ask again tomorrow.',
  },
  'review.nothing_to_review': {
    status: 409,
    message: 'Your parking is already verified today, so there is nothing to review.',
  },
  'review.no_refused_ticket': {
    status: 404,
    message: 'We couldn’t find a refused ticket with that photo today. Please upload it again.',
  },
  'review.not_found': { status: 404, message: 'Review not found.' },
  'review.already_decided': { status: 409, message: 'This review has already been decided.' },
  // Approving runs the reuse checks a verification does (docs/decisions/039): decline such a ticket instead.
  'review.image_reused': {
    status: 409,
    message:
      'This photo, or a near copy of it, already verified another account’s parking, so it cannot be approved. Decline it instead.',
  },
  'review.number_reused': {
    status: 409,
    message:
      'This ticket number already verified another account’s parking on that day, so it cannot be approved. Decline it instead.',
  },

  // Retailers and users (portal and admin)
  'retailer.not_found': { status: 404, message: 'Retailer not found' },
  'retailer.logo_not_ours': { status: 400, message: 'logoUrl must be a logo you uploaded' },
  'retailer.no_address': {
    status: 422,
    message: 'This retailer has no address. Add one with Edit, then try again.',
  },
  'retailer.address_not_found': {
    status: 422,
    message: 'No UK postcode or town found in this address. Add a town or postcode and try again.',
  },
  'retailer.trial_ended': {
    status: 422,
    message: 'The free trial has ended. Choose Active, Expired or Cancelled.',
  },
  'user.not_found': { status: 404, message: 'User not found.' },
  'user.cannot_delete_self': { status: 422, message: 'You cannot delete your own account.' },

  // Town reports (docs/decisions/035)
  'town_report.not_found': {
    status: 404,
    message: 'This report link is not valid. It may have expired or been revoked.',
  },
  'town_report.link_not_found': { status: 404, message: 'Report link not found.' },
  'town_report.unknown_town': {
    status: 400,
    message: 'No shops in that town take part in ParkPerks. Check the spelling.',
  },
  'town_report.expiry_in_past': { status: 400, message: 'The expiry date must be in the future.' },
  'town_report.expiry_too_far': { status: 400, message: 'A report link can last at most one year.' },
  'town_report.already_revoked': { status: 409, message: 'This report link has already been revoked.' },

  // A retailer's contact details and their confirmation (docs/decisions/045)
  'retailer.current_password_required': {
    status: 400,
    message: 'Enter your current password to change the contact e-mail or phone',
  },
  'contact_email.link_not_found': {
    status: 404,
    message:
      'This confirmation link is not valid: it may have expired, or the contact e-mail has changed since. Send a new one from your portal.',
  },
  'contact_email.missing': { status: 422, message: 'Add a contact e-mail first.' },
  'contact_email.already_confirmed': { status: 409, message: 'Your contact e-mail is already confirmed.' },

  // Retailer e-mails (docs/decisions/036)
  'unsubscribe.link_not_found': {
    status: 404,
    message: 'This unsubscribe link is not valid. You can turn the weekly summary off in your portal.',
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The codes answered with this HTTP status (the server's helpers accept only these). */
export type ErrorCodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERRORS)[K]['status'] extends S ? K : never;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** A refused proof's code. */
export const refusalCode = (outcome: RefusalOutcome) => `ticket.${outcome}` as const satisfies ErrorCode;

/**
 * The body of every error answer (refusals of a proof add `verificationResult` or
 * `requiresManualLocation`; a wrong code at the till adds `attemptsLeft`, contracts/offers.ts).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
