/**
 * When an offer runs and how drivers are told (decisions.md section 9, docs/decisions/037). No zod
 * here: the driver's pages use these words and must stay within their script budget.
 */

/** One stretch of opening, London time: day 1-7 (Monday = 1), "HH:MM" to "HH:MM" on that day. */
export type OfferHours = { day: number; opens: string; closes: string };

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const MAX_OFFER_HOURS = 21;
export const MAX_OFFER_CAP = 100_000;

export const OFFER_NOT_AVAILABLE = 'This offer is not available right now.';
export const OFFER_DAILY_CAP_REACHED = 'This offer has reached its limit for today.';
export const OFFER_MONTHLY_CAP_REACHED = 'This offer has reached its limit for this month.';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isHhmm = (text: string) => HHMM.test(text);

/** The London calendar day (YYYY-MM-DD), ISO weekday (1-7) and time (HH:MM) of an instant. */
let londonFormat: Intl.DateTimeFormat | undefined;

export function londonParts(at: Date): { day: string; weekday: number; time: string } {
  // Made once: building a formatter costs far more than using one (offer lists ask on every request).
  londonFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(londonFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS_SHORT.indexOf(parts.weekday as (typeof WEEKDAYS_SHORT)[number]) + 1,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Whether the schedule has the offer running at this London weekday and time (null: always). */
export function isOpenAt(schedule: readonly OfferHours[] | null, weekday: number, time: string): boolean {
  return schedule === null || schedule.some((h) => h.day === weekday && h.opens <= time && time < h.closes);
}

/**
 * The schedule in words for a page: 'Every day', or days with the same hours grouped, such as
 * 'Mon–Fri 09:00–17:00, Sat 10:00–16:00'.
 */
export function describeSchedule(schedule: readonly OfferHours[] | null): string {
  if (schedule === null) return 'Every day';
  if (schedule.length === 0) return 'Not running at the moment';
  const hoursByDay = WEEKDAYS_SHORT.map((_, i) =>
    schedule
      .filter((h) => h.day === i + 1)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((h) => `${h.opens}–${h.closes}`)
      .join(', '),
  );
  const groups: { from: number; to: number; hours: string }[] = [];
  hoursByDay.forEach((hours, day) => {
    if (!hours) return;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day - 1) last.to = day;
    else groups.push({ from: day, to: day, hours });
  });
  return groups
    .map(({ from, to, hours }) => {
      const days =
        from === to
          ? WEEKDAYS_SHORT[from]
          : `${WEEKDAYS_SHORT[from]}${to === from + 1 ? ', ' : '–'}${WEEKDAYS_SHORT[to]}`;
      return `${days} ${hours}`;
    })
    .join('; ');
}

/**
 * What a driver is told about when an offer runs: 'Today until 17:00' while it runs with a closing
 * time today, 'Back tomorrow at 09:00' (or today, or on a weekday, or on a date) when it is paused;
 * null when it simply runs.
 */
export function availabilityWording(
  offer: { availableUntil?: string | null; nextOpensAt?: string | null },
  now: Date,
): string | null {
  if (offer.availableUntil) return `Today until ${offer.availableUntil}`;
  if (!offer.nextOpensAt) return null;
  const next = new Date(offer.nextOpensAt);
  const at = londonParts(next);
  const today = londonParts(now).day;
  const daysAhead = Math.round((Date.parse(at.day) - Date.parse(today)) / 86_400_000);
  if (daysAhead <= 0) return `Back today at ${at.time}`;
  if (daysAhead === 1) return `Back tomorrow at ${at.time}`;
  if (daysAhead < 7) return `Back on ${WEEKDAYS[at.weekday - 1]} at ${at.time}`;
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
  }).format(next);
  return `Back on ${date} at ${at.time}`;
}
