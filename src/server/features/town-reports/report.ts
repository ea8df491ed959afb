import { SUPPRESSION_THRESHOLD, type TownReport } from '#contracts/town-reports.ts';
import type { TownGroups } from './figures';
import { lastDayOf, monthRunsCoveredByWeeks, type ReportPeriod } from './period';
import { hiddenAlone, hideComplements, primaryHidden, publishedFigures, shopCount } from './suppression';

export type HiddenGroups = {
  totals: boolean;
  months: Set<number>;
  weeks: Set<number>;
  weekdays: Set<number>;
  hours: Set<number>;
};

/**
 * Which groups of a report are hidden (docs/decisions/035, 046). First each group with redemptions
 * by fewer than 5 drivers or at fewer than 5 shops (a group nobody redeemed in shows its zeros); then,
 * where shown figures add up to another shown figure, enough more that no hidden group (nor hidden
 * groups together covering fewer than 5 drivers or 5 shops) can be worked out by subtraction:
 * months add up to the period, weekdays and hours to its redemptions, and the weeks of a month (or
 * run of months) that starts on a Monday and ends on a Sunday (or the last day covered) add up to
 * it. Hiding only grows, so the passes end.
 */
export function hiddenGroups(groups: TownGroups, period: ReportPeriod): HiddenGroups {
  if (hiddenAlone(groups.totals)) {
    // Every part covers no more drivers or shops than the whole: all parts with redemptions are
    // hidden, and the parts shown are the empty ones, so nothing can be subtracted.
    return {
      totals: true,
      months: primaryHidden(groups.months),
      weeks: primaryHidden(groups.weeks),
      weekdays: primaryHidden(groups.weekdays),
      hours: primaryHidden(groups.hours),
    };
  }
  let months = primaryHidden(groups.months);
  let weekdays = primaryHidden(groups.weekdays);
  let hours = primaryHidden(groups.hours);
  const weeks = primaryHidden(groups.weeks);
  const runs = monthRunsCoveredByWeeks(period);
  const size = () => months.size + weeks.size + weekdays.size + hours.size;
  for (let before = -1; before !== size(); ) {
    before = size();
    months = hideComplements(groups.months, months);
    weekdays = hideComplements(groups.weekdays, weekdays);
    hours = hideComplements(groups.hours, hours);
    for (const run of runs) {
      // A run's sum is known when its months are all shown, or when it holds every hidden month
      // (the period's total minus the months shown outside it).
      const known =
        run.months.every((index) => !months.has(index)) ||
        [...months].every((index) => run.months.includes(index));
      if (!known) continue;
      const parts = run.weeks.map((index) => groups.weeks[index]!);
      const hiddenInRun = new Set(run.weeks.flatMap((week, i) => (weeks.has(week) ? [i] : [])));
      for (const i of hideComplements(parts, hiddenInRun)) weeks.add(run.weeks[i]!);
    }
  }
  return { totals: false, months, weeks, weekdays, hours };
}

/** A town's published figures: what a snapshot stores and every view that day shows (docs/decisions/045). */
export type TownFigures = Omit<TownReport, 'expiresAt'>;

/** The report's figures as published: every figure shown, or "fewer than 5". */
export function buildTownReport(input: {
  town: string;
  now: Date;
  period: ReportPeriod;
  groups: TownGroups;
}): TownFigures {
  const { period, groups } = input;
  const hidden = hiddenGroups(groups, period);
  const lastMonth = period.lastDay.slice(0, 7);
  const monthInProgress = period.lastDay !== lastDayOf(lastMonth);
  const count = (group: (typeof groups.hours)[number], isHidden: boolean) =>
    publishedFigures(group, isHidden).redemptions;
  return {
    town: input.town,
    generatedAt: input.now.toISOString(),
    asOf: period.lastDay,
    period: { from: period.from, to: period.lastDay },
    threshold: SUPPRESSION_THRESHOLD,
    shopsInScheme: shopCount(groups.shopsInScheme),
    totals: publishedFigures(groups.totals, hidden.totals),
    weeks: period.weeks.map((week, i) => ({
      ...week,
      ...publishedFigures(groups.weeks[i]!, hidden.weeks.has(i)),
    })),
    months: period.months.map((month, i) => ({
      month,
      partial: month === lastMonth && monthInProgress,
      ...publishedFigures(groups.months[i]!, hidden.months.has(i)),
    })),
    weekdays: groups.weekdays.map((group, i) => ({
      day: i + 1,
      redemptions: count(group, hidden.weekdays.has(i)),
    })),
    hours: groups.hours.map((group, hour) => ({ hour, redemptions: count(group, hidden.hours.has(hour)) })),
  };
}
