import { describe, expect, it } from 'vitest';
import { availabilityWording, describeSchedule, isOpenAt, londonParts } from './offer-hours';

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));

describe('londonParts', () => {
  it('reads the London day, weekday and time, in summer time too', () => {
    expect(londonParts(new Date('2026-11-26T16:59:00Z'))).toEqual({
      day: '2026-11-26',
      weekday: 4,
      time: '16:59',
    });
    // 23:30 UTC on a Sunday in July is 00:30 on Monday in London.
    expect(londonParts(new Date('2026-07-05T23:30:00Z'))).toEqual({
      day: '2026-07-06',
      weekday: 1,
      time: '00:30',
    });
  });
});

describe('isOpenAt', () => {
  it('runs always without a schedule, and within its hours with one (closing time excluded)', () => {
    expect(isOpenAt(null, 7, '03:00')).toBe(true);
    expect(isOpenAt(WEEKDAYS_9_TO_5, 5, '09:00')).toBe(true);
    expect(isOpenAt(WEEKDAYS_9_TO_5, 5, '17:00')).toBe(false);
    expect(isOpenAt(WEEKDAYS_9_TO_5, 6, '12:00')).toBe(false);
    expect(isOpenAt([], 1, '12:00')).toBe(false);
  });
});

describe('describeSchedule', () => {
  it('groups days with the same hours', () => {
    expect(describeSchedule(null)).toBe('Every day');
    expect(describeSchedule(WEEKDAYS_9_TO_5)).toBe('Mon–Fri 09:00–17:00');
    expect(
      describeSchedule([
        ...WEEKDAYS_9_TO_5,
        { day: 6, opens: '10:00', closes: '16:00' },
        { day: 7, opens: '10:00', closes: '16:00' },
      ]),
    ).toBe('Mon–Fri 09:00–17:00; Sat, Sun 10:00–16:00');
    expect(describeSchedule([{ day: 3, opens: '12:00', closes: '14:00' }])).toBe('Wed 12:00–14:00');
  });
});

describe('availabilityWording', () => {
  const thursday = new Date('2026-11-26T12:00:00Z');
  it('says until when it runs today, and when it is back', () => {
    expect(availabilityWording({ availableUntil: '17:00', nextOpensAt: null }, thursday)).toBe(
      'Today until 17:00',
    );
    expect(availabilityWording({ availableUntil: null, nextOpensAt: null }, thursday)).toBeNull();
    expect(availabilityWording({ nextOpensAt: '2026-11-26T18:00:00Z' }, thursday)).toBe(
      'Back today at 18:00',
    );
    expect(availabilityWording({ nextOpensAt: '2026-11-27T09:00:00Z' }, thursday)).toBe(
      'Back tomorrow at 09:00',
    );
    expect(availabilityWording({ nextOpensAt: '2026-11-30T09:00:00Z' }, thursday)).toBe(
      'Back on Monday at 09:00',
    );
    expect(availabilityWording({ nextOpensAt: '2026-12-10T09:00:00Z' }, thursday)).toBe(
      'Back on 10 December at 09:00',
    );
  });
});
