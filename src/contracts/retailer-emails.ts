import { z } from 'zod';

/** Retailer e-mails: what the unsubscribe page and the portal's setting send and receive (docs/decisions/036). */

/** The kinds of e-mail the outbox carries for retailers. */
export const RETAILER_EMAIL_KINDS = [
  'trial_ending_14',
  'trial_ending_3',
  'trial_ended',
  'weekly_summary',
  /** The link that confirms a contact address: the only e-mail an unconfirmed address gets (docs/decisions/045). */
  'contact_confirmation',
] as const;
export type RetailerEmailKind = (typeof RETAILER_EMAIL_KINDS)[number];

/** Days before `trialEndDate` that a reminder goes out. */
export const TRIAL_REMINDER_DAYS = [14, 3] as const;

/** The unsubscribe page's path in the web app, as e-mails link to it. */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** `:token` of POST /api/public/unsubscribe/{token}. Tokens are base64url; anything else cannot be one. */
export const unsubscribeParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This unsubscribe link is not valid.'),
});

/** POST /api/public/unsubscribe/{token}: who was unsubscribed from what (no e-mail address, no ids). */
export const unsubscribeResultSchema = z.object({
  businessName: z.string(),
  /** The e-mail the link was for. */
  kind: z.literal('weekly_summary'),
  weeklySummary: z.literal(false),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** GET and PUT /api/retailers/me/email-preferences. */
export const emailPreferencesSchema = z.object({
  weeklySummary: z.boolean({ error: 'weeklySummary must be true or false' }),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** The words of the unsubscribe page, shared by the page and its browser test. */
export const UNSUBSCRIBE_COPY = {
  title: 'Unsubscribe from the weekly summary',
  description:
    'Stop the Monday e-mail with last week’s redemptions and spend. Trial and account e-mails still come.',
  button: 'Unsubscribe',
  pending: 'Unsubscribing...',
  doneTitle: 'You’re unsubscribed',
  invalidTitle: 'This link doesn’t work',
} as const;

// ---------------------------------------------------------------------------------------------
// Confirming the contact e-mail (decisions.md section 9, docs/decisions/045)

/** Days a confirmation link works. */
export const CONTACT_CONFIRMATION_DAYS = 7;

/** The confirmation page's path in the web app, as the e-mail links to it. */
export const confirmContactPagePath = (token: string) => `/confirm-email/${encodeURIComponent(token)}`;

/** `:token` of the confirmation page and POST /api/public/contact-email/confirm/{token}. */
export const confirmContactParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This confirmation link is not valid.'),
});

/** POST /api/public/contact-email/confirm/{token}: the address now confirmed, and whose it is. */
export const contactConfirmedSchema = z.object({ businessName: z.string(), email: z.string() });
export type ContactConfirmed = z.infer<typeof contactConfirmedSchema>;

/** POST /api/retailers/me/contact-email/confirmation: a new link is on its way. */
export const confirmationSentSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

/** The words of the confirmation page and the portal's notice, shared by them and their tests. */
export const CONTACT_CONFIRM_COPY = {
  title: 'Confirm your contact e-mail',
  description: 'Press the button to confirm that ParkPerks may send e-mails about your shop to this address.',
  button: 'Confirm this address',
  pending: 'Confirming...',
  doneTitle: 'Contact e-mail confirmed',
  invalidTitle: 'This link doesn’t work',
  invalidText:
    'This confirmation link is not valid: it may have expired, or the contact e-mail has changed since. Send a new one from your portal.',
  confirmed: 'Confirmed',
  unconfirmed: 'Not confirmed yet',
  unconfirmedHelp:
    'We send nothing to this address until you open the link we e-mailed to it. Check your inbox and spam folder.',
  resend: 'Send the link again',
  resending: 'Sending...',
  sent: 'Confirmation link sent',
} as const;
