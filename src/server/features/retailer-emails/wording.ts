import { ACTIVE_COMMITMENT_MONTHS, LONDON_TZ } from '#contracts/constants.ts';
import type { SummaryWeek } from './rules';

/** Subject, plain text and simple HTML of each retailer e-mail (docs/decisions/036). Pure. */
export type ComposedEmail = { subject: string; text: string; html: string };

/**
 * Stands for the weekly summary's unsubscribe link until the sender sends it: the link's token is made
 * then, so the outbox never holds a usable token (only its hash is stored).
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '{{unsubscribe_url}}';

/** Stands for a confirmation link until the sender sends it: its token is made then, like the unsubscribe link's. */
export const CONFIRM_URL_PLACEHOLDER = '{{confirm_url}}';

/** U+200C ZERO WIDTH NON-JOINER: invisible, and no word or address runs across it. */
const UNLINKABLE = '\u200C';

/**
 * Something a retailer typed (its business name), made safe to put in an e-mail (docs/decisions/045):
 * an invisible U+200C after every '.', ':', '/', '@' and '{' means no mail client, in the HTML or the
 * plain-text part, sees 'shop.example.com' or 'https://…' as an address to link, our own link
 * finder (LINK below) cannot match in it, and it can never spell one of our placeholders. The HTML
 * part escapes it as well, like all text. People see the name as typed.
 */
export function unlinkable(typed: string): string {
  return typed.replace(/[.:/@{]/g, (c) => `${c}${UNLINKABLE}`);
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
// en-GB puts a comma after the weekday when a year follows ('Friday, 20 March 2026'); British
// letters write 'Friday 20 March 2026', so the weekday and the date are formatted apart.
const format = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
const longDay = (timeZone: string, withYear: boolean) => {
  const weekday = format(timeZone, { weekday: 'long' });
  const date = format(timeZone, { day: 'numeric', month: 'long', ...(withYear && { year: 'numeric' }) });
  return (at: Date) => `${weekday.format(at)} ${date.format(at)}`;
};
/** 'Friday 20 March 2026' in London. */
const longDate = longDay(LONDON_TZ, true);
// Calendar days (YYYY-MM-DD) are formatted as UTC midnights, so no zone can move them.
const weekdayDayMonth = longDay('UTC', false);
const weekdayDayMonthYear = longDay('UTC', true);
const shortDayMonth = format('UTC', { day: 'numeric', month: 'short' });

const asUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const formatPounds = (amount: number) => money.format(amount);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LINK = /(https?:\/\/[^\s<]+|\{\{unsubscribe_url\}\}|\{\{confirm_url\}\})/g;

/** One paragraph of plain text as HTML: escaped, our links clickable (never typed text: unlinkable), line breaks kept. */
const htmlParagraph = (text: string, style = '') =>
  `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text).replace(LINK, '<a href="$1">$1</a>').replace(/\n/g, '<br>\n')}</p>`;

/** Paragraphs of plain text as simple HTML: nothing clever, so every mail client shows it the same. */
function htmlOf(paragraphs: string[], footer?: string): string {
  const body = paragraphs.map((p) => htmlParagraph(p)).join('\n');
  const small = footer ? `\n${htmlParagraph(footer, 'color:#475569;font-size:13px')}` : '';
  return `<!doctype html>\n<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">\n${body}${small}\n</body></html>\n`;
}

function compose(subject: string, paragraphs: string[], footer?: string): ComposedEmail {
  const text = [...paragraphs, ...(footer ? [footer] : [])].join('\n\n');
  return { subject, text: `${text}\n`, html: htmlOf(paragraphs, footer) };
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

type TrialRetailer = { businessName: string; trialEndDate: Date; monthlyFee: string };

/** 'Your ParkPerks free trial ends in 14 days'. */
export function trialEndingEmail(
  retailer: TrialRetailer,
  daysLeft: number,
  portalUrl: string,
): ComposedEmail {
  const fee = formatPounds(Number(retailer.monthlyFee));
  return compose(`Your ParkPerks free trial ends in ${daysText(daysLeft)}`, [
    `Hello ${unlinkable(retailer.businessName)},`,
    `Your ParkPerks free trial ends on ${longDate(retailer.trialEndDate)}, in ${daysText(daysLeft)}.`,
    `After that, ParkPerks costs ${fee} a month per location, with a ${ACTIVE_COMMITMENT_MONTHS}-month minimum commitment. To keep your offer in front of drivers parked nearby, contact ParkPerks support before your trial ends.`,
    `Your portal: ${portalUrl}`,
    'The ParkPerks team',
  ]);
}

/** 'Your ParkPerks free trial has ended'. */
export function trialEndedEmail(retailer: TrialRetailer, portalUrl: string): ComposedEmail {
  const fee = formatPounds(Number(retailer.monthlyFee));
  return compose('Your ParkPerks free trial has ended', [
    `Hello ${unlinkable(retailer.businessName)},`,
    `Your ParkPerks free trial ended on ${longDate(retailer.trialEndDate)}. Your offer is no longer shown to drivers, and your code no longer redeems.`,
    `To bring your offer back, contact ParkPerks support: it is ${fee} a month per location, with a ${ACTIVE_COMMITMENT_MONTHS}-month minimum commitment.`,
    `Your portal: ${portalUrl}`,
    'The ParkPerks team',
  ]);
}

export type WeekFigures = { redemptions: number; discounts: number; spend: number };

/** 'up 50% on the week before (8)', 'down 25% …', 'the same as the week before', 'up from none …'. */
export function comparedWithWeekBefore(current: number, previous: number, format: (n: number) => string) {
  if (current === previous) return 'the same as the week before';
  if (previous === 0) return `up from ${format(0)} the week before`;
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return `${current > previous ? 'up' : 'down'} ${percent}% on the week before (${format(previous)})`;
}

const count = (n: number) => String(n);

/** 'Monday 9 March to Sunday 15 March 2026'. */
export function weekLabel(week: Pick<SummaryWeek, 'start' | 'end'>): string {
  return `${weekdayDayMonth(asUtcDate(week.start))} to ${weekdayDayMonthYear(asUtcDate(week.end))}`;
}

/** The Monday summary of last week, compared with the week before; the unsubscribe link is a placeholder. */
export function weeklySummaryEmail(
  retailer: { businessName: string },
  week: SummaryWeek,
  figures: { week: WeekFigures; previous: WeekFigures },
  portalUrl: string,
): ComposedEmail {
  const { week: now, previous } = figures;
  const redemptionsWord = now.redemptions === 1 ? 'redemption' : 'redemptions';
  const span = `${shortDayMonth.format(asUtcDate(week.start))} – ${shortDayMonth.format(asUtcDate(week.end))}`;
  return compose(
    `Your ParkPerks week (${span}): ${now.redemptions} ${redemptionsWord}, ${formatPounds(now.spend)} spend`,
    [
      `Hello ${unlinkable(retailer.businessName)},`,
      `Here is your ParkPerks week, ${weekLabel(week)}.`,
      [
        `Redemptions: ${now.redemptions}, ${comparedWithWeekBefore(now.redemptions, previous.redemptions, count)}`,
        `Discounts given: ${formatPounds(now.discounts)}, ${comparedWithWeekBefore(now.discounts, previous.discounts, formatPounds)}`,
        `Minimum spend brought in: ${formatPounds(now.spend)}, ${comparedWithWeekBefore(now.spend, previous.spend, formatPounds)}`,
      ].join('\n'),
      `See every redemption in your portal: ${portalUrl}`,
      'The ParkPerks team',
    ],
    `You get this e-mail every Monday. To stop it, unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER} (or turn it off in your portal).`,
  );
}

/**
 * The link that confirms a contact address (docs/decisions/045), the one e-mail an unconfirmed address
 * gets; the link is a placeholder until the sender makes its token.
 */
/**
 * The one e-mail that goes to an address nobody has proved yet, so it carries nothing a retailer
 * typed (not even the business name): it cannot be used to send our mail with someone's words to
 * anyone (docs/decisions/045).
 */
export function contactConfirmationEmail(days: number): ComposedEmail {
  return compose('Confirm your ParkPerks contact e-mail', [
    'Hello,',
    'Please confirm that ParkPerks should send e-mails about your shop (trial reminders and the weekly summary) to this address. Open this link to confirm it:',
    CONFIRM_URL_PLACEHOLDER,
    `The link works for ${daysText(days)}. Until the address is confirmed we send nothing else to it. If you did not expect this e-mail, ignore it and nothing more will come.`,
    'The ParkPerks team',
  ]);
}
