import { describe, expect, it } from 'vitest';
import { chartSummary, niceMax, shortDay } from './chart';
import { posterMoney, posterOfferText } from './offer-wording';
import { daysLeftText, trialDaysLeft } from './subscription';

describe('trial days left', () => {
  const now = new Date('2026-03-14T18:00:00Z');
  it('rounds up and never goes below 0', () => {
    expect(trialDaysLeft('2026-06-14T18:00:00.000Z', now)).toBe(92);
    expect(trialDaysLeft('2026-03-14T18:00:01.000Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-15T18:00:00.000Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-15T18:00:01.000Z', now)).toBe(2);
    expect(trialDaysLeft('2026-03-01T00:00:00.000Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('0 days left');
  });
});

describe('poster wording', () => {
  it('says £3 off when you spend £15, and just £3 off without a minimum', () => {
    expect(posterOfferText('3.00', '15.00')).toBe('£3 off when you spend £15');
    expect(posterOfferText('2.50', '12.50')).toBe('£2.50 off when you spend £12.50');
    expect(posterOfferText('3.00', '0.00')).toBe('£3 off');
    expect(posterMoney('1000.00')).toBe('£1,000');
  });
});

describe('chart helpers', () => {
  it('summarises the days in words and picks a round axis top', () => {
    const days = [
      { day: '2026-03-13', redemptions: 0, revenue: 0 },
      { day: '2026-03-14', redemptions: 3, revenue: 30 },
      { day: '2026-03-15', redemptions: 1, revenue: 10 },
    ];
    expect(chartSummary(days)).toBe(
      '4 redemptions in the last 3 days, on 2 days. Busiest day: Sat 14 Mar with 3.',
    );
    expect(chartSummary(days.slice(0, 1))).toBe('No redemptions in the last 1 days.');
    expect(shortDay('2026-03-29')).toBe('29 Mar');
    expect([0, 3, 5, 7, 9, 11, 23, 120].map(niceMax)).toEqual([4, 4, 6, 8, 10, 20, 40, 200]);
  });
});
