import { describe, expect, it } from 'vitest';
import { SUPPRESSED } from '#contracts/town-reports.ts';
import { londonTime } from '#server/lib/clock.ts';
import { csvCell } from '#server/lib/csv.ts';
import { townReportCsv, townReportFilename } from './csv';
import type { TownGroups } from './figures';
import {
  expiryFrom,
  isoWeekday,
  latestExpiry,
  mondayOf,
  monthRunsCoveredByWeeks,
  reportPeriod,
  reportPeriodTo,
} from './period';
import { buildTownReport, hiddenGroups } from './report';
import { expiryText } from './service';
import {
  EMPTY_GROUP,
  type Group,
  hiddenAlone,
  hideComplements,
  publishedFigures,
  shopCount,
  tooSmall,
  unionCoverage,
} from './suppression';

/** A group of `drivers` drivers at `shops` shops, one £2.50 redemption (minimum spend £10) each. */
function group(drivers: number, shops: number, redemptions = Math.max(drivers, shops), tag = 'x'): Group {
  return {
    redemptions,
    discountTotal: redemptions * 2.5,
    minimumSpendTotal: redemptions * 10,
    drivers,
    shops,
    driverIds: drivers < 5 ? Array.from({ length: drivers }, (_, i) => `${tag}-driver-${i}`) : [],
    shopIds: shops < 5 ? Array.from({ length: shops }, (_, i) => `${tag}-shop-${i}`) : [],
  };
}

describe('the suppression rule', () => {
  it('hides a group with redemptions by fewer than 5 drivers or at fewer than 5 shops, and only those', () => {
    expect(hiddenAlone(group(4, 20))).toBe(true);
    expect(hiddenAlone(group(1, 1))).toBe(true);
    // One shop's trade through the scheme is that business's own figure, however many drivers.
    expect(hiddenAlone(group(20, 1))).toBe(true);
    expect(hiddenAlone(group(6, 2))).toBe(true);
    expect(hiddenAlone(group(6, 5))).toBe(false);
    expect(hiddenAlone(group(5, 5))).toBe(false);
    // Nobody at all: shown as the zeros it is (docs/decisions/046).
    expect(hiddenAlone(EMPTY_GROUP)).toBe(false);
    expect(tooSmall({ drivers: 4, shops: 20 })).toBe(true);
    expect(tooSmall({ drivers: 20, shops: 4 })).toBe(true);
    expect(tooSmall({ drivers: 5, shops: 5 })).toBe(false);
  });

  it('shows every figure of a large group (money to the penny), and of a hidden one only its shops', () => {
    const shown = publishedFigures(
      { ...group(6, 5, 3), discountTotal: 0.1 + 0.2, minimumSpendTotal: 30 },
      false,
    );
    expect(shown).toEqual({
      shops: 5,
      drivers: 6,
      redemptions: 3,
      discountTotal: 0.3,
      minimumSpendTotal: 30,
    });
    expect(publishedFigures(group(4, 9), true)).toEqual({
      shops: 9,
      drivers: 'fewer than 5',
      redemptions: 'fewer than 5',
      discountTotal: 'fewer than 5',
      minimumSpendTotal: 'fewer than 5',
    });
    expect(SUPPRESSED).toBe('fewer than 5');
    expect(shopCount(1)).toBe(1);
    expect(shopCount(0)).toBe(0);
    expect(shopCount(5)).toBe(5);
  });

  it('counts the drivers and shops a union of groups covers, exactly below 5', () => {
    const a = group(3, 2, 3, 'a');
    const overlapping = { ...group(3, 2, 3, 'a') };
    expect(unionCoverage([a, overlapping])).toEqual({ drivers: 3, shops: 2 });
    expect(unionCoverage([a, group(1, 2, 1, 'b')])).toEqual({ drivers: 4, shops: 4 });
    expect(unionCoverage([a, group(3, 3, 3, 'c')])).toEqual({ drivers: 5, shops: 5 });
    expect(unionCoverage([a, group(40, 1, 40, 'd')])).toEqual({ drivers: 5, shops: 3 });
  });

  it('hides the smallest shown part when one hidden part could be worked out from a shown whole', () => {
    const parts = [group(9, 9, 30), group(2, 2, 2, 'small'), group(7, 6, 12), group(8, 8, 20)];
    // The whole minus the three shown parts would be the small one's figures: the 12 goes too.
    expect(hideComplements(parts, new Set([1]))).toEqual(new Set([1, 2]));
  });

  it('hides one more when the hidden parts cover 5 drivers but fewer than 5 shops', () => {
    // 6 drivers at the same 2 shops over two weeks: the whole minus the shown parts would be those
    // 2 shops' trade.
    const sameShops = ['s-1', 's-2'];
    const parts = [
      group(9, 9, 30),
      { ...group(3, 2, 3, 'a'), shopIds: sameShops },
      { ...group(3, 2, 3, 'b'), shopIds: sameShops },
      group(8, 8, 20),
      group(7, 6, 12),
    ];
    expect(hideComplements(parts, new Set([1, 2]))).toEqual(new Set([1, 2, 4]));
    // One hidden part of 6 drivers at 2 shops: the same.
    const one = [group(9, 9, 30), group(6, 2, 6, 'two'), group(7, 6, 12), group(8, 8, 20)];
    expect(hideComplements(one, new Set([1]))).toEqual(new Set([1, 2]));
  });

  it('hides nothing more when the hidden parts together cover 5 drivers and 5 shops, or nobody', () => {
    const parts = [group(9, 9), group(3, 3, 3, 'a'), group(2, 2, 2, 'b'), group(8, 8)];
    expect(hideComplements(parts, new Set([1, 2]))).toEqual(new Set([1, 2]));
    const empties = [group(9, 9), EMPTY_GROUP, EMPTY_GROUP, group(8, 8)];
    expect(hideComplements(empties, new Set([1, 2]))).toEqual(new Set([1, 2]));
    expect(hideComplements(parts, new Set())).toEqual(new Set());
  });

  it('hides the smallest shown part with redemptions, never an empty one (hiding a zero protects nothing)', () => {
    const parts = [group(9, 9, 30), group(2, 2, 2, 'small'), EMPTY_GROUP, group(8, 8, 20)];
    expect(hideComplements(parts, new Set([1]))).toEqual(new Set([1, 3]));
  });
});

describe('the London weeks and months a report covers', () => {
  it('covers 12 calendar months and 13 Monday-to-Sunday weeks up to the end of yesterday, in London', () => {
    const period = reportPeriod(londonTime('2026-04-15', '12:00'));
    expect(period.lastDay).toBe('2026-04-14');
    expect(period.from).toBe('2025-05-01');
    expect(period.months).toHaveLength(12);
    expect(period.months[0]).toBe('2025-05');
    expect(period.months.at(-1)).toBe('2026-04');
    expect(period.weeks).toHaveLength(13);
    expect(period.weeks[0]).toEqual({ start: '2026-01-19', end: '2026-01-25', partial: false });
    expect(period.weeks.at(-1)).toEqual({ start: '2026-04-13', end: '2026-04-14', partial: true });
    // London midnight: BST in April, GMT at the start of May 2025 was BST too. Today is never counted.
    expect(period.start.toISOString()).toBe('2025-04-30T23:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-04-14T23:00:00.000Z');
  });

  it('starts at the month the town’s first shop joined, and its weeks at that week', () => {
    const period = reportPeriodTo('2026-04-15', '2026-02-10');
    expect(period.months).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(period.from).toBe('2026-02-01');
    expect(period.start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    // 10 Feb 2026 is a Tuesday: its week (from Monday 9 Feb) is the first one.
    expect(period.weeks[0]).toEqual({ start: '2026-02-09', end: '2026-02-15', partial: false });
    expect(period.weeks.at(-1)).toEqual({ start: '2026-04-13', end: '2026-04-15', partial: true });
    expect(period.weeks).toHaveLength(10);
    // A first shop more than a year ago: the usual 12 months and 13 weeks.
    const old = reportPeriodTo('2026-04-15', '2024-01-01');
    expect(old.months).toHaveLength(12);
    expect(old.weeks).toHaveLength(13);
    // No shop yet, or one that joined today (after the last day covered): the last month and week.
    for (const first of [null, '2026-04-16']) {
      const none = reportPeriodTo('2026-04-15', first);
      expect(none.months).toEqual(['2026-04']);
      expect(none.weeks).toEqual([{ start: '2026-04-13', end: '2026-04-15', partial: true }]);
    }
  });

  it('takes the London day, not the UTC one, at either side of midnight', () => {
    // 23:30 UTC on Sunday 29 March 2026 is 00:30 BST on Monday 30 March: the report ends on Sunday.
    const period = reportPeriod(new Date('2026-03-29T23:30:00Z'));
    expect(period.lastDay).toBe('2026-03-29');
    expect(period.weeks.at(-1)).toEqual({ start: '2026-03-23', end: '2026-03-29', partial: false });
    expect(period.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
  });

  it('knows which months are exactly some of its weeks (a month from a Monday to a Sunday)', () => {
    // 1 Feb 2027 is a Monday and 28 Feb a Sunday; 1 Mar 2027 is a Monday and today (10 Mar) a Wednesday.
    const period = reportPeriod(londonTime('2027-03-10', '12:00'));
    expect(period.weeks[7]!.start).toBe('2027-02-01');
    expect(monthRunsCoveredByWeeks(period)).toEqual([
      { months: [10], weeks: [7, 8, 9, 10] },
      { months: [10, 11], weeks: [7, 8, 9, 10, 11, 12] },
      { months: [11], weeks: [11, 12] },
    ]);
  });

  it('reads an expiry date as the end of that London day, and allows at most a year', () => {
    expect(expiryFrom('2026-07-14').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(expiryFrom('2026-12-01').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(expiryFrom('2026-07-14T09:00:00+01:00').toISOString()).toBe('2026-07-14T08:00:00.000Z');
    expect(latestExpiry(londonTime('2026-04-15', '12:00')).toISOString()).toBe('2027-04-15T23:00:00.000Z');
    expect(expiryText(londonTime('2026-07-15'))).toBe('until the end of 14 Jul 2026');
    expect(expiryText(new Date('2026-07-14T08:00:00Z'))).toBe('until 14 Jul 2026, 09:00');
    // 29 February: the same date next year is the 28th.
    expect(latestExpiry(londonTime('2028-02-29', '10:00')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });
});

/** Groups for a period: every group empty unless set. */
function emptyGroups(totals: Group): TownGroups {
  return {
    totals,
    months: Array.from({ length: 12 }, () => EMPTY_GROUP),
    weeks: Array.from({ length: 13 }, () => EMPTY_GROUP),
    weekdays: Array.from({ length: 7 }, () => EMPTY_GROUP),
    hours: Array.from({ length: 24 }, () => EMPTY_GROUP),
    shopsInScheme: 12,
  };
}

/** Leeds's report as built at noon on 15 April 2026. */
const leedsReportOn15April = (period: Parameters<typeof buildTownReport>[0]['period'], groups: TownGroups) =>
  buildTownReport({ town: 'Leeds', now: londonTime('2026-04-15', '12:00'), period, groups });

describe('what a report hides', () => {
  it('hides every driver figure when the whole period covers fewer than 5 drivers, but not its shops', () => {
    const period = reportPeriodTo('2026-04-15');
    const groups = { ...emptyGroups(group(4, 8, 30)), shopsInScheme: 3 };
    groups.months[11] = group(4, 8, 30);
    const report = leedsReportOn15April(period, groups);
    expect(report.totals).toEqual({
      shops: 8,
      drivers: 'fewer than 5',
      redemptions: 'fewer than 5',
      discountTotal: 'fewer than 5',
      minimumSpendTotal: 'fewer than 5',
    });
    expect(report.months[11]).toMatchObject({
      shops: 8,
      drivers: 'fewer than 5',
      redemptions: 'fewer than 5',
    });
    // Months nobody redeemed in are the zeros they are.
    expect(report.months.slice(0, 11).every((month) => month.redemptions === 0 && month.shops === 0)).toBe(
      true,
    );
    expect(report.hours.every((hour) => hour.redemptions === 0)).toBe(true);
    // Shops in the scheme are businesses: 3 is 3 (docs/decisions/046).
    expect(report.shopsInScheme).toBe(3);
    expect(report.period).toEqual({ from: '2025-05-01', to: '2026-04-15' });
  });

  /** A town whose shops joined on 1 April 2026, its redemptions all in the week from 6 April. */
  function aprilReport(totals: Group, shopsInScheme: number) {
    const period = reportPeriodTo('2026-04-15', '2026-04-01');
    const groups: TownGroups = {
      totals,
      months: [totals],
      weeks: [EMPTY_GROUP, totals, EMPTY_GROUP],
      weekdays: Array.from({ length: 7 }, (_, i) => (i === 2 ? totals : EMPTY_GROUP)),
      hours: Array.from({ length: 24 }, (_, hour) => (hour === 12 ? totals : EMPTY_GROUP)),
      shopsInScheme,
    };
    return buildTownReport({ town: 'Leeds', now: londonTime('2026-04-16', '12:00'), period, groups });
  }
  const hiddenAt = (shops: number) => ({
    shops,
    drivers: SUPPRESSED,
    redemptions: SUPPRESSED,
    discountTotal: SUPPRESSED,
    minimumSpendTotal: SUPPRESSED,
  });

  it('hides the trade of one shop however many drivers used it, but shows its count of shops', () => {
    const report = aprilReport(group(12, 1, 20), 1);
    expect(report.shopsInScheme).toBe(1);
    expect(report.totals).toEqual(hiddenAt(1));
    expect(report.months).toEqual([{ month: '2026-04', partial: true, ...hiddenAt(1) }]);
    expect(report.weeks.map((week) => week.start)).toEqual(['2026-03-30', '2026-04-06', '2026-04-13']);
    expect(report.weeks.map((week) => week.redemptions)).toEqual([0, SUPPRESSED, 0]);
    expect(report.weeks[1]).toMatchObject(hiddenAt(1));
    expect(report.weekdays[2]).toEqual({ day: 3, redemptions: SUPPRESSED });
    expect(report.hours[12]).toEqual({ hour: 12, redemptions: SUPPRESSED });
  });

  it('hides 6 drivers’ figures at only 2 shops (showing the 2), and shows all of 6 drivers at 5 shops', () => {
    const twoShops = aprilReport(group(6, 2, 6), 2);
    expect(twoShops.shopsInScheme).toBe(2);
    expect(twoShops.totals).toEqual(hiddenAt(2));
    expect(twoShops.months[0]).toMatchObject(hiddenAt(2));
    expect(twoShops.weeks[1]).toMatchObject(hiddenAt(2));
    expect(twoShops.hours[12]).toEqual({ hour: 12, redemptions: SUPPRESSED });

    const fiveShops = aprilReport(group(6, 5, 6), 5);
    const all = { shops: 5, drivers: 6, redemptions: 6, discountTotal: 15, minimumSpendTotal: 60 };
    expect(fiveShops.shopsInScheme).toBe(5);
    expect(fiveShops.totals).toEqual(all);
    expect(fiveShops.months).toEqual([{ month: '2026-04', partial: true, ...all }]);
    expect(fiveShops.weeks[1]).toMatchObject(all);
    expect(fiveShops.weekdays[2]).toEqual({ day: 3, redemptions: 6 });
    expect(fiveShops.hours[12]).toEqual({ hour: 12, redemptions: 6 });
    expect(JSON.stringify(fiveShops)).not.toContain(SUPPRESSED);
  });

  it('hides a second week of a Monday-to-Sunday month when one is small, so it cannot be subtracted', () => {
    const period = reportPeriod(londonTime('2027-03-10', '12:00'));
    const groups = emptyGroups(group(40, 20, 100));
    // February 2027: four weeks, one of them 2 drivers; the month itself is large.
    groups.months[10] = group(30, 15, 64);
    groups.weeks[7] = group(10, 10, 20, 'w7');
    groups.weeks[8] = group(2, 2, 4, 'w8');
    groups.weeks[9] = group(12, 6, 25, 'w9');
    groups.weeks[10] = group(6, 5, 15, 'w10');
    groups.months[11] = group(10, 5, 36);
    groups.weeks[11] = group(5, 5, 16);
    groups.weeks[12] = group(6, 5, 20);
    const hidden = hiddenGroups(groups, period);
    expect(hidden.totals).toBe(false);
    expect([...hidden.months].filter((i) => i >= 10)).toEqual([]);
    // The 2-driver week, then the smallest shown week of February (15 redemptions).
    expect([...hidden.weeks].filter((i) => i >= 7).sort((a, b) => a - b)).toEqual([8, 10]);
  });

  it('hides the busiest hour too when the only small hour could be worked out from the total', () => {
    const period = reportPeriodTo('2026-04-15');
    const groups = emptyGroups(group(6, 6, 13));
    groups.hours[0] = group(2, 2, 2, 'midnight');
    groups.hours[10] = group(6, 6, 6, 'ten');
    groups.hours[14] = group(5, 5, 5, 'two');
    const report = leedsReportOn15April(period, groups);
    expect(report.hours[10]).toEqual({ hour: 10, redemptions: 6 });
    expect(report.hours[14]).toEqual({ hour: 14, redemptions: 'fewer than 5' });
    expect(report.hours[0]).toEqual({ hour: 0, redemptions: 'fewer than 5' });
    expect(report.totals.redemptions).toBe(13);
  });
});

describe('the CSV download', () => {
  it('writes weeks, months and the whole period, with "fewer than 5" in hidden cells', () => {
    const period = reportPeriodTo('2026-04-15');
    const groups = emptyGroups(group(6, 6, 13));
    groups.months[10] = group(5, 5, 7);
    groups.months[11] = group(6, 6, 6);
    groups.weeks[12] = group(6, 6, 6);
    const report = leedsReportOn15April(period, groups);
    const csv = townReportCsv({ ...report, expiresAt: londonTime('2026-06-01').toISOString() });
    expect(csv.startsWith('\uFEFFTown,Period,From,To,Shops with redemptions,Drivers,Redemptions,')).toBe(
      true,
    );
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 13 + 12 + 1);
    expect(lines[1]).toBe('Leeds,Week,2026-01-19,2026-01-25,0,0,0,0.00,0.00');
    expect(lines[13]).toBe('Leeds,Week (so far),2026-04-13,2026-04-15,6,6,6,15.00,60.00');
    expect(lines[24]).toBe('Leeds,Month,2026-03-01,2026-03-31,5,5,7,17.50,70.00');
    expect(lines[25]).toBe('Leeds,Month (so far),2026-04-01,2026-04-15,6,6,6,15.00,60.00');
    expect(lines[26]).toBe('Leeds,Whole period,2025-05-01,2026-04-15,6,6,13,32.50,130.00');
  });

  it('keeps a town name from running as a formula, and names the file safely', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Stratford-upon-Avon')).toBe('Stratford-upon-Avon');
    expect(townReportFilename('Stoke-on-Trent', '2026-04-15')).toBe(
      'parkperks-town-report-stoke-on-trent-2026-04-15.csv',
    );
    expect(townReportFilename('Ystradgynlais ✓', '2026-04-15')).toBe(
      'parkperks-town-report-ystradgynlais-2026-04-15.csv',
    );
  });
});
