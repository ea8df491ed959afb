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
  it('hides a group of fewer than 5 drivers or fewer than 5 shops, and only those', () => {
    expect(tooSmall({ drivers: 4, shops: 20 })).toBe(true);
    expect(tooSmall({ drivers: 20, shops: 4 })).toBe(true);
    expect(tooSmall({ drivers: 0, shops: 0 })).toBe(true);
    expect(tooSmall({ drivers: 5, shops: 5 })).toBe(false);
  });

  it('shows every figure of a large group (money to the penny) and none of a hidden one', () => {
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
      shops: 'fewer than 5',
      drivers: 'fewer than 5',
      redemptions: 'fewer than 5',
      discountTotal: 'fewer than 5',
      minimumSpendTotal: 'fewer than 5',
    });
    expect(SUPPRESSED).toBe('fewer than 5');
    expect(shopCount(4)).toBe('fewer than 5');
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

  it('hides nothing more when the hidden parts together cover 5 drivers and 5 shops, or nobody', () => {
    const parts = [group(9, 9), group(3, 3, 3, 'a'), group(2, 2, 2, 'b'), group(8, 8)];
    expect(hideComplements(parts, new Set([1, 2]))).toEqual(new Set([1, 2]));
    const empties = [group(9, 9), EMPTY_GROUP, EMPTY_GROUP, group(8, 8)];
    expect(hideComplements(empties, new Set([1, 2]))).toEqual(new Set([1, 2]));
    expect(hideComplements(parts, new Set())).toEqual(new Set());
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

describe('what a report hides', () => {
  it('hides everything when the whole period covers fewer than 5 drivers or shops', () => {
    const period = reportPeriodTo('2026-04-15');
    const groups = emptyGroups(group(4, 8, 30));
    groups.months[11] = group(4, 8, 30);
    const report = buildTownReport({
      town: 'Leeds',
      now: londonTime('2026-04-15', '12:00'),
      period,
      groups,
    });
    expect(report.totals.redemptions).toBe('fewer than 5');
    expect(report.months.every((month) => month.redemptions === 'fewer than 5')).toBe(true);
    expect(report.shopsInScheme).toBe(12);
    expect(report.period).toEqual({ from: '2025-05-01', to: '2026-04-15' });
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
    const report = buildTownReport({
      town: 'Leeds',
      now: londonTime('2026-04-15', '12:00'),
      period,
      groups,
    });
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
    const report = buildTownReport({
      town: 'Leeds',
      now: londonTime('2026-04-15', '12:00'),
      period,
      groups,
    });
    const csv = townReportCsv({ ...report, expiresAt: londonTime('2026-06-01').toISOString() });
    expect(csv.startsWith('\uFEFFTown,Period,From,To,Shops with redemptions,Drivers,Redemptions,')).toBe(
      true,
    );
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 13 + 12 + 1);
    expect(lines[1]).toBe(
      'Leeds,Week,2026-01-19,2026-01-25,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5',
    );
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
