import { z } from 'zod';
import { isOpenAt, londonParts, type OfferHours, WEEKDAYS } from '#contracts/offer-hours.ts';
import { withOfferAmountsRule } from '#contracts/fields.ts';
import { discountUpdateFields, offerScheduleSchema } from '#contracts/retailer-portal.ts';

/**
 * The offer's budget and hours in the portal (docs/decisions/037): the form's text values and what
 * they send, the hours editor's draft, and the words the offer panel uses. Free of React, so the
 * unit tests read them directly.
 */

// ---------------------------------------------------------------------------------------------
// The form

/** Everything the offer form types as text: the amounts and the two limits ('' = no limit). */
export type OfferFormValues = {
  discountAmount: string;
  minimumSpend: string;
  dailyCap: string;
  monthlyCap: string;
};

export function offerFormValues(retailer: {
  discountAmount: string;
  minimumSpend: string;
  dailyCap: number | null;
  monthlyCap: number | null;
}): OfferFormValues {
  return {
    discountAmount: retailer.discountAmount,
    minimumSpend: retailer.minimumSpend,
    dailyCap: retailer.dailyCap === null ? '' : String(retailer.dailyCap),
    monthlyCap: retailer.monthlyCap === null ? '' : String(retailer.monthlyCap),
  };
}

/** A limit as typed: empty means no limit (null); anything else is read as a number for the contract to judge. */
const capFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
};

/**
 * The form's schema: the contract's request (with its amounts rule), the limits read from text. The
 * hours are checked by the editor (offerScheduleSchema) and added to the request when they were changed.
 */
export const offerFormSchema = withOfferAmountsRule(
  discountUpdateFields.omit({ schedule: true }).extend({
    dailyCap: z.preprocess(capFromText, discountUpdateFields.shape.dailyCap),
    monthlyCap: z.preprocess(capFromText, discountUpdateFields.shape.monthlyCap),
  }),
);

// ---------------------------------------------------------------------------------------------
// The hours editor

/** One weekday's row: whether the offer runs that day, and from when to when (London time). */
export type DayHours = { on: boolean; opens: string; closes: string };
/** 'always': at all times (schedule null); 'days': the chosen days, Monday first. */
export type ScheduleDraft = { mode: 'always' | 'days'; days: DayHours[] };

export const DEFAULT_OPENS = '09:00';
export const DEFAULT_CLOSES = '17:00';

/** The editor's rows for a saved schedule (a day with several stretches shows its first). */
export function scheduleDraftOf(schedule: readonly OfferHours[] | null): ScheduleDraft {
  const days = WEEKDAYS.map((_, i) => {
    const first = (schedule ?? [])
      .filter((h) => h.day === i + 1)
      .sort((a, b) => a.opens.localeCompare(b.opens))[0];
    return first
      ? { on: true, opens: first.opens, closes: first.closes }
      : { on: false, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES };
  });
  return { mode: schedule === null ? 'always' : 'days', days };
}

/** The quick choice: Monday to Friday, 09:00 to 17:00. */
export function weekdaysPreset(): ScheduleDraft {
  return {
    mode: 'days',
    days: WEEKDAYS.map((_, i) => ({ on: i < 5, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES })),
  };
}

/** What the draft asks for: null (at all times) or the chosen days' hours. */
export function scheduleOfDraft(draft: ScheduleDraft): OfferHours[] | null {
  if (draft.mode === 'always') return null;
  return draft.days.flatMap((d, i) => (d.on ? [{ day: i + 1, opens: d.opens, closes: d.closes }] : []));
}

/** The editor's messages: one for the whole schedule, and one per weekday row (0 = Monday). */
export type ScheduleErrors = { schedule?: string; days: Partial<Record<number, string>> };

/**
 * The draft checked with the contract's schema: the schedule to send, or the messages to show
 * under the rows they are about.
 */
export function checkSchedule(
  draft: ScheduleDraft,
): { ok: true; schedule: OfferHours[] | null } | { ok: false; errors: ScheduleErrors } {
  const schedule = scheduleOfDraft(draft);
  if (schedule === null) return { ok: true, schedule };
  const result = offerScheduleSchema.safeParse(schedule);
  if (result.success) return { ok: true, schedule: result.data };
  const errors: ScheduleErrors = { days: {} };
  for (const issue of result.error.issues) {
    const entry = typeof issue.path[0] === 'number' ? schedule[issue.path[0]] : undefined;
    if (entry) errors.days[entry.day - 1] ??= issue.message;
    else errors.schedule ??= issue.message;
  }
  return { ok: false, errors };
}

export const noScheduleErrors = (errors: ScheduleErrors) =>
  !errors.schedule && Object.keys(errors.days).length === 0;

// ---------------------------------------------------------------------------------------------
// The offer panel's words

const count = (n: number) => n.toLocaleString('en-GB');

/** 'Today: 12 of 20 used', or 'Today: 12 used' without a limit. */
export function capUsageText(label: string, used: number, cap: number | null): string {
  return cap === null ? `${label}: ${count(used)} used` : `${label}: ${count(used)} of ${count(cap)} used`;
}

/** Which cap has paused the offer now: the month's outlasts the day's. */
export function capPause(retailer: {
  dailyCap: number | null;
  monthlyCap: number | null;
  usedToday: number;
  usedThisMonth: number;
}): 'month' | 'day' | null {
  if (retailer.monthlyCap !== null && retailer.usedThisMonth >= retailer.monthlyCap) return 'month';
  if (retailer.dailyCap !== null && retailer.usedToday >= retailer.dailyCap) return 'day';
  return null;
}

/**
 * When an offer outside its hours next runs, in words ('tomorrow at 09:00', 'today at 14:00',
 * 'on Monday at 09:00', 'next Thursday at 09:00'); null while it runs now, or when no day is chosen.
 */
export function nextOpeningText(schedule: readonly OfferHours[] | null, now: Date): string | null {
  const { weekday, time } = londonParts(now);
  if (schedule === null || isOpenAt(schedule, weekday, time)) return null;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    const opens = schedule
      .filter((h) => h.day === day && (ahead > 0 || h.opens > time))
      .map((h) => h.opens)
      .sort()[0];
    if (!opens) continue;
    const name = WEEKDAYS[day - 1];
    const when =
      ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : ahead === 7 ? `next ${name}` : `on ${name}`;
    return `${when} at ${opens}`;
  }
  return null;
}

/**
 * Why drivers cannot see a running offer now, for the panel: a cap reached (until tomorrow or next
 * month) or its hours; null when nothing holds it back.
 */
export function offerPauseText(
  retailer: {
    dailyCap: number | null;
    monthlyCap: number | null;
    usedToday: number;
    usedThisMonth: number;
    schedule: readonly OfferHours[] | null;
  },
  now: Date,
): string | null {
  const cap = capPause(retailer);
  if (cap === 'month') return 'Paused until next month: this month’s limit is reached';
  if (cap === 'day') return 'Paused until tomorrow: today’s limit is reached';
  const next = nextOpeningText(retailer.schedule, now);
  return next ? `Outside its hours: back ${next}` : null;
}
