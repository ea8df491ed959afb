import { TOWN_REPORT_MONTHS, TOWN_REPORT_WEEKS } from '#contracts/town-reports.ts';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';

/**
 * What a town report covers, in London days (docs/decisions/035): the last 12 London calendar months
 * (this one so far included) and, within them, the last 13 weeks from Monday to Sunday (this one so
 * far included). Pure: everything follows from `now`.
 */
export type ReportWeekSpan = { start: string; end: string; partial: boolean };

export type ReportPeriod = {
  today: string;
  /** The first London day covered: the 1st of the oldest month. */
  from: string;
  /** YYYY-MM, oldest first. */
  months: string[];
  /** Oldest first; the last one may be in progress (`partial`, ending today). */
  weeks: ReportWeekSpan[];
  /** The instants that bound the redemptions counted: [start, end). */
  start: Date;
  end: Date;
};

/** 1 = Monday … 7 = Sunday, for a calendar day YYYY-MM-DD. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week a calendar day is in. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** 'YYYY-MM' moved by n calendar months. */
export function addToMonth(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last calendar day of a month 'YYYY-MM'. */
export function lastDayOf(month: string): string {
  return addDays(`${addToMonth(month, 1)}-01`, -1);
}

export function reportPeriod(now: Date): ReportPeriod {
  const today = londonDay(now);
  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: TOWN_REPORT_MONTHS }, (_, i) =>
    addToMonth(thisMonth, i - (TOWN_REPORT_MONTHS - 1)),
  );
  const thisMonday = mondayOf(today);
  const weeks = Array.from({ length: TOWN_REPORT_WEEKS }, (_, i) => {
    const start = addDays(thisMonday, 7 * (i - (TOWN_REPORT_WEEKS - 1)));
    const sunday = addDays(start, 6);
    const partial = sunday > today;
    return { start, end: partial ? today : sunday, partial };
  });
  const from = `${months[0]}-01`;
  return { today, from, months, weeks, start: londonTime(from), end: londonTime(addDays(today, 1)) };
}

/**
 * Runs of consecutive months whose days are exactly some of the report's weeks (a month, or months,
 * from a Monday to a Sunday, or to today when the last is this week): the weeks then add up to the
 * months, which the suppression rule must know. Indexes into `months` and `weeks`.
 */
export function monthRunsCoveredByWeeks(period: ReportPeriod): { months: number[]; weeks: number[] }[] {
  const runs: { months: number[]; weeks: number[] }[] = [];
  const weekStarting = new Map(period.weeks.map((week, index) => [week.start, index]));
  const weekEnding = new Map(period.weeks.map((week, index) => [week.end, index]));
  period.months.forEach((firstMonth, first) => {
    const firstWeek = weekStarting.get(`${firstMonth}-01`);
    if (firstWeek === undefined) return;
    for (let last = first; last < period.months.length; last++) {
      const month = period.months[last]!;
      const end = month === period.today.slice(0, 7) ? period.today : lastDayOf(month);
      const lastWeek = weekEnding.get(end);
      if (lastWeek === undefined) continue;
      runs.push({
        months: Array.from({ length: last - first + 1 }, (_, i) => first + i),
        weeks: Array.from({ length: lastWeek - firstWeek + 1 }, (_, i) => firstWeek + i),
      });
    }
  });
  return runs;
}

/**
 * When a link given as `expiresAt` stops working: a date means the end of that London day; an
 * instant is taken as it is.
 */
export function expiryFrom(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? londonTime(addDays(value, 1)) : new Date(value);
}

/** The latest expiry allowed: the end of the same London date next year (28 Feb for 29 Feb). */
export function latestExpiry(now: Date): Date {
  const today = londonDay(now);
  const nextYear = `${Number(today.slice(0, 4)) + 1}-${today.slice(5, 7)}`;
  const last = lastDayOf(nextYear);
  const day = `${nextYear}-${today.slice(8, 10)}` > last ? last : `${nextYear}-${today.slice(8, 10)}`;
  return londonTime(addDays(day, 1));
}
