import { TOWN_REPORT_MONTHS, TOWN_REPORT_WEEKS } from '#contracts/town-reports.ts';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';

/**
 * What a town report covers, in London days (docs/decisions/035): the last 12 London calendar months
 * and, within them, the last 13 weeks from Monday to Sunday, up to the end of the previous London
 * day (docs/decisions/045: a day's figures never change while people look at them, so two views
 * cannot be subtracted to find one redemption), but never before the month the town's first shop
 * joined (docs/decisions/046: months with no shop are not the scheme's months). Pure: everything
 * follows from `now` and that day.
 */
export type ReportWeekSpan = { start: string; end: string; partial: boolean };

export type ReportPeriod = {
  /** The last London day covered (the day before the report is viewed): its figures are as of its end. */
  lastDay: string;
  /** The first London day covered: the 1st of the oldest month. */
  from: string;
  /** YYYY-MM, oldest first; the last one may be in progress (ending on `lastDay`). */
  months: string[];
  /** Oldest first; the last one may be in progress (`partial`, ending on `lastDay`). */
  weeks: ReportWeekSpan[];
  /** The instants that bound the redemptions counted: [start, end), `end` the start of today. */
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

/**
 * The report viewed at `now`: up to the end of the London day before. `firstShopDay` is the London
 * day the town's first shop joined (null for a town with no shop yet).
 */
export function reportPeriod(now: Date, firstShopDay?: string | null): ReportPeriod {
  return reportPeriodTo(addDays(londonDay(now), -1), firstShopDay);
}

/**
 * The report whose last day is `lastDay` (YYYY-MM-DD, a London day). Its months start at the month
 * of `firstShopDay` when that is within the last 12, and its weeks at the week of that day; a town
 * whose first shop joined after `lastDay` (or has none: null) gets the last month and week alone.
 * Left out (undefined), the full 12 months and 13 weeks.
 */
export function reportPeriodTo(lastDay: string, firstShopDay?: string | null): ReportPeriod {
  const lastMonth = lastDay.slice(0, 7);
  const since =
    firstShopDay === undefined
      ? null
      : firstShopDay === null || firstShopDay > lastDay
        ? lastDay
        : firstShopDay;
  const months = Array.from({ length: TOWN_REPORT_MONTHS }, (_, i) =>
    addToMonth(lastMonth, i - (TOWN_REPORT_MONTHS - 1)),
  ).filter((month) => since === null || month >= since.slice(0, 7));
  const lastMonday = mondayOf(lastDay);
  const weeks = Array.from({ length: TOWN_REPORT_WEEKS }, (_, i) => {
    const start = addDays(lastMonday, 7 * (i - (TOWN_REPORT_WEEKS - 1)));
    const sunday = addDays(start, 6);
    const partial = sunday > lastDay;
    return { start, end: partial ? lastDay : sunday, partial };
  }).filter((week) => since === null || week.end >= since);
  const from = `${months[0]}-01`;
  return { lastDay, from, months, weeks, start: londonTime(from), end: londonTime(addDays(lastDay, 1)) };
}

/**
 * Runs of consecutive months whose days are exactly some of the report's weeks (a month, or months,
 * from a Monday to a Sunday, or to the last day covered when the last week is in progress): the weeks then add up to the
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
      const end = month === period.lastDay.slice(0, 7) ? period.lastDay : lastDayOf(month);
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
