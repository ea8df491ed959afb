import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  fixedClock,
  londonDay,
  londonMonth,
  londonTime,
  startOfLondonDay,
} from './clock';

describe('London day', () => {
  it('counts 00:30 BST as the new day although UTC is still on the old one', () => {
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDay(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
  });

  it('follows GMT in winter', () => {
    expect(londonDay(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(londonDay(new Date('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
  });

  it('finds midnight on both sides of the clock changes', () => {
    expect(londonTime('2026-03-29', '00:00').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonTime('2026-03-30', '00:00').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonTime('2026-10-25', '00:00').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonTime('2026-10-26', '00:00').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(startOfLondonDay(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('gives the London month, which changes at London midnight', () => {
    expect(londonMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(londonMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
  });

  it('adds calendar days and months, clamping month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addMonths(new Date('2026-11-30T10:00:00Z'), 3).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-14T18:00:00Z'), 3).toISOString()).toBe('2026-06-14T18:00:00.000Z');
  });

  it('lets tests fix and move time', () => {
    const clock = fixedClock('2026-03-14T18:00:00Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-14T18:01:00.000Z');
  });
});
