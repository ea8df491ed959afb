import { describe, expect, it } from 'vitest';
import { niceMax } from '#client/components/bar-chart.tsx';
import { shortDay } from '#client/lib/calendar-day.ts';
import { chartSummary } from './chart';
import {
  capPause,
  capUsageText,
  checkSchedule,
  nextOpeningText,
  offerFormSchema,
  offerFormValues,
  offerPauseText,
  type ScheduleDraft,
  scheduleDraftOf,
  scheduleOfDraft,
  weekdaysPreset,
} from './offer-budget';
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

describe('offer limits in the form', () => {
  const saved = { discountAmount: '2.50', minimumSpend: '10.00', dailyCap: 20, monthlyCap: null };

  it('shows a missing limit as empty text, and reads empty text as no limit', () => {
    const values = offerFormValues(saved);
    expect(values).toEqual({ discountAmount: '2.50', minimumSpend: '10.00', dailyCap: '20', monthlyCap: '' });
    expect(offerFormSchema.parse(values)).toEqual({
      discountAmount: '2.50',
      minimumSpend: '10.00',
      dailyCap: 20,
      monthlyCap: null,
    });
    expect(offerFormSchema.parse({ ...values, dailyCap: '  ', monthlyCap: ' 300 ' })).toMatchObject({
      dailyCap: null,
      monthlyCap: 300,
    });
  });

  it('says what is wrong with a limit in the contract’s words', () => {
    const errors = (dailyCap: string) =>
      offerFormSchema.safeParse({ ...offerFormValues(saved), dailyCap }).error?.issues[0]?.message;
    expect(errors('2.5')).toBe('Daily limit must be a whole number');
    expect(errors('abc')).toBe('Daily limit must be a whole number');
    expect(errors('0')).toBe('Daily limit must be at least 1');
    expect(errors('100001')).toBe('Daily limit must be at most 100,000');
  });
});

describe('the hours editor', () => {
  const nineToFive = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));

  it('starts from the saved hours and sends what is chosen', () => {
    expect(scheduleDraftOf(null).mode).toBe('always');
    expect(scheduleOfDraft(scheduleDraftOf(null))).toBeNull();
    const draft = scheduleDraftOf(nineToFive);
    expect(draft.mode).toBe('days');
    expect(draft.days.map((d) => d.on)).toEqual([true, true, true, true, true, false, false]);
    expect(scheduleOfDraft(draft)).toEqual(nineToFive);
    expect(scheduleOfDraft(weekdaysPreset())).toEqual(nineToFive);
    // Switching back to 'At all times' sends null, whatever the rows hold.
    expect(checkSchedule({ ...draft, mode: 'always' })).toEqual({ ok: true, schedule: null });
  });

  it('puts the contract’s messages under the day they are about, or under the list', () => {
    const draft: ScheduleDraft = weekdaysPreset();
    draft.days[2] = { on: true, opens: '18:00', closes: '09:00' };
    draft.days[6] = { on: true, opens: '', closes: '16:00' };
    const result = checkSchedule(draft);
    expect(result).toEqual({
      ok: false,
      errors: {
        days: { 2: 'Opening time must be before closing time', 6: 'Times must be HH:MM (24-hour clock)' },
      },
    });
    const none = { mode: 'days' as const, days: weekdaysPreset().days.map((d) => ({ ...d, on: false })) };
    expect(checkSchedule(none)).toEqual({
      ok: false,
      errors: { days: {}, schedule: 'Choose at least one day, or run the offer at all times' },
    });
  });
});

describe('the offer panel’s limits and hours', () => {
  const base = { dailyCap: 20, monthlyCap: 300, usedToday: 12, usedThisMonth: 140, schedule: null };
  // Thursday 26 Nov 2026, 10:30 in London (GMT).
  const thursdayMorning = new Date('2026-11-26T10:30:00Z');

  it('says how much of each limit is used', () => {
    expect(capUsageText('Today', 12, 20)).toBe('Today: 12 of 20 used');
    expect(capUsageText('This month', 1400, 3000)).toBe('This month: 1,400 of 3,000 used');
    expect(capUsageText('Today', 3, null)).toBe('Today: 3 used');
  });

  it('says when a limit pauses the offer, the month’s first', () => {
    expect(capPause(base)).toBeNull();
    expect(capPause({ ...base, usedToday: 20 })).toBe('day');
    expect(capPause({ ...base, usedToday: 20, usedThisMonth: 300 })).toBe('month');
    expect(capPause({ ...base, dailyCap: null, monthlyCap: null, usedToday: 999 })).toBeNull();
    expect(offerPauseText({ ...base, usedToday: 20 }, thursdayMorning)).toBe(
      'Paused until tomorrow: today’s limit is reached',
    );
    expect(offerPauseText({ ...base, usedThisMonth: 301 }, thursdayMorning)).toBe(
      'Paused until next month: this month’s limit is reached',
    );
    expect(offerPauseText(base, thursdayMorning)).toBeNull();
  });

  it('says when an offer outside its hours is back, in London time', () => {
    const nineToFive = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));
    expect(nextOpeningText(nineToFive, thursdayMorning)).toBeNull();
    expect(nextOpeningText(nineToFive, new Date('2026-11-26T08:00:00Z'))).toBe('today at 09:00');
    expect(nextOpeningText(nineToFive, new Date('2026-11-26T17:00:00Z'))).toBe('tomorrow at 09:00');
    // Friday evening: back on Monday.
    expect(nextOpeningText(nineToFive, new Date('2026-11-27T18:00:00Z'))).toBe('on Monday at 09:00');
    // 08:30 UTC on 1 Jul 2026 (a Wednesday) is 09:30 BST: open.
    expect(nextOpeningText(nineToFive, new Date('2026-07-01T08:30:00Z'))).toBeNull();
    // Only Thursdays, after closing: next Thursday.
    const thursdayAfternoon = new Date('2026-11-26T13:00:00Z');
    expect(nextOpeningText([{ day: 4, opens: '09:00', closes: '12:00' }], thursdayAfternoon)).toBe(
      'next Thursday at 09:00',
    );
    expect(offerPauseText({ ...base, schedule: nineToFive }, new Date('2026-11-26T20:00:00Z'))).toBe(
      'Outside its hours: back tomorrow at 09:00',
    );
  });
});
