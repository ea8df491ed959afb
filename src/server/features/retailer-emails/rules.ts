import type { RetailerEmailKind } from '#contracts/retailer-emails.ts';
import type { SubscriptionStatus } from '#contracts/constants.ts';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';

/**
 * Which retailer e-mails are due at an instant (docs/decisions/036). Pure: the scheduler asks these
 * with the clock's `now` and writes what they answer to the outbox, once per dedupe key.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** E-mails are written between these London hours, so a reminder due at 02:00 arrives after breakfast. */
export const SEND_WINDOW = { from: '08:00', until: '20:00' } as const;
/** A trial that ended longer ago than this gets no 'trial ended' e-mail (e.g. one ended before e-mails existed). */
export const TRIAL_ENDED_GRACE_DAYS = 7;

export type RetailerForEmail = {
  id: string;
  businessName: string;
  email: string | null;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: Date | null;
  weeklySummary: boolean;
  createdAt: Date;
};

export type DueEmail = { kind: RetailerEmailKind; dedupeKey: string };

/** True when `now` is inside the London send window of its day. */
export function inSendWindow(now: Date): boolean {
  const day = londonDay(now);
  return now >= londonTime(day, SEND_WINDOW.from) && now < londonTime(day, SEND_WINDOW.until);
}

/** Whole days to the trial's end, rounded up as the portal shows them (docs/decisions/006). */
export function trialDaysLeft(trialEndDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndDate.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The trial e-mail due now, if any: 14 days before the end until 3 days before, then the 3-day one
 * until the end, then 'trial ended' for a week. Only one of them at a time: a trial shortened to 2
 * days left gets the 3-day reminder, not both. The key names the end day, so a trial the admin
 * extends is reminded again for its new end.
 */
export function dueTrialEmail(retailer: RetailerForEmail, now: Date): DueEmail | null {
  const end = retailer.trialEndDate;
  if (!end || !retailer.email || !inSendWindow(now)) return null;
  const endDay = londonDay(end);
  const left = end.getTime() - now.getTime();
  if (retailer.subscriptionStatus === 'trial' && left > 0) {
    if (left <= 3 * DAY_MS)
      return { kind: 'trial_ending_3', dedupeKey: `trial_ending_3:${retailer.id}:${endDay}` };
    if (left <= 14 * DAY_MS)
      return { kind: 'trial_ending_14', dedupeKey: `trial_ending_14:${retailer.id}:${endDay}` };
    return null;
  }
  // Ended: still a trial (the sweep has not run yet) or expired by it; an admin's active or cancelled is not.
  const ended = retailer.subscriptionStatus === 'trial' || retailer.subscriptionStatus === 'expired';
  if (ended && left <= 0 && -left < TRIAL_ENDED_GRACE_DAYS * DAY_MS) {
    return { kind: 'trial_ended', dedupeKey: `trial_ended:${retailer.id}:${endDay}` };
  }
  return null;
}

/** A Monday-to-Sunday London week, and the one before it, as YYYY-MM-DD days (both ends included). */
export type SummaryWeek = {
  start: string;
  end: string;
  previousStart: string;
  previousEnd: string;
  /** The first instant after the week: retailers who joined later have nothing to report. */
  endsAt: Date;
};

/** ISO weekday of a London day: Monday 1 … Sunday 7. */
function isoWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

/**
 * The week a summary written now reports on: on a Monday from 08:00 (London) to the end of the send
 * window, last Monday to yesterday. Null at any other time: a Monday missed altogether is skipped, as
 * a summary arriving on Thursday would only be noise.
 */
export function summaryWeekDue(now: Date): SummaryWeek | null {
  const today = londonDay(now);
  if (isoWeekday(today) !== 1 || !inSendWindow(now)) return null;
  return {
    start: addDays(today, -7),
    end: addDays(today, -1),
    previousStart: addDays(today, -14),
    previousEnd: addDays(today, -8),
    endsAt: londonTime(today),
  };
}

/** Whether this retailer gets the summary of `week`: on the list, with an address, trading, and there that week. */
export function wantsWeeklySummary(retailer: RetailerForEmail, week: SummaryWeek, now: Date): boolean {
  if (!retailer.email || !retailer.weeklySummary) return false;
  if (retailer.createdAt >= week.endsAt) return false;
  const status = retailer.subscriptionStatus;
  const trialRunning = status === 'trial' && (!retailer.trialEndDate || retailer.trialEndDate > now);
  return status === 'active' || trialRunning;
}

export const weeklySummaryKey = (retailerId: string, week: SummaryWeek) =>
  `weekly_summary:${retailerId}:${week.start}`;

/**
 * Whether an e-mail written earlier should still go when its turn to be sent comes: a retailer who
 * unsubscribed, or whose trial was extended or became a plan meanwhile, is not told stale news.
 */
export function stillWanted(
  email: { kind: string; dedupeKey: string },
  retailer: RetailerForEmail | null,
  now: Date,
): boolean {
  if (!retailer) return false;
  switch (email.kind) {
    case 'weekly_summary':
      return retailer.weeklySummary;
    case 'trial_ending_14':
    case 'trial_ending_3':
    case 'trial_ended': {
      const end = retailer.trialEndDate;
      // The key's end day must still be the trial's: an extended trial has its own reminders.
      if (!end || !email.dedupeKey.endsWith(`:${londonDay(end)}`)) return false;
      if (email.kind === 'trial_ended')
        return retailer.subscriptionStatus !== 'active' && retailer.subscriptionStatus !== 'cancelled';
      return retailer.subscriptionStatus === 'trial' && end > now;
    }
    default:
      return true;
  }
}
