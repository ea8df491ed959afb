import { describe, expect, it } from 'vitest';
import { formatExpiry, formatValidUntil } from './format';

// A proof is valid 24 hours from verification (spec, decisions §3): expiresAt = verifiedAt + 24 h.
const DAY_MS = 24 * 60 * 60 * 1000;
const verifiedAt = (iso: string) => {
  const at = new Date(iso);
  return { at, expiresAt: new Date(at.getTime() + DAY_MS).toISOString() };
};

describe('formatValidUntil: the one way validity is written', () => {
  it('says tomorrow for a proof verified today, in London time', () => {
    // 14 Mar 2026 is GMT: London time is UTC.
    const { at, expiresAt } = verifiedAt('2026-03-14T11:54:00Z');
    expect(formatValidUntil(expiresAt, at)).toBe('Valid until 11:54 tomorrow');
  });

  it('says today once the London day has turned over (across midnight)', () => {
    const { expiresAt } = verifiedAt('2026-03-14T23:10:00Z');
    // Just before London midnight it is tomorrow's; just after, it is today's.
    expect(formatValidUntil(expiresAt, new Date('2026-03-14T23:59:00Z'))).toBe('Valid until 23:10 tomorrow');
    expect(formatValidUntil(expiresAt, new Date('2026-03-15T00:01:00Z'))).toBe('Valid until 23:10 today');
  });

  it('uses London days and times, not UTC ones, in summer time', () => {
    // 23:30 UTC on 1 Apr is 00:30 BST on 2 Apr: tomorrow in London though the same UTC day.
    expect(formatValidUntil('2026-04-01T23:30:00Z', new Date('2026-04-01T10:00:00Z'))).toBe(
      'Valid until 00:30 tomorrow',
    );
    // 22:30 UTC on 1 Apr is 23:30 BST the same day.
    expect(formatValidUntil('2026-04-01T22:30:00Z', new Date('2026-04-01T10:00:00Z'))).toBe(
      'Valid until 23:30 today',
    );
  });

  it('keeps 24 hours across the spring clock change (the clock reads an hour later)', () => {
    // 29 Mar 2026 01:00 GMT the clocks go forward. Verified 28 Mar 12:00 GMT: 24 h later is 13:00 BST.
    const { at, expiresAt } = verifiedAt('2026-03-28T12:00:00Z');
    expect(formatValidUntil(expiresAt, at)).toBe('Valid until 13:00 tomorrow');
  });

  it('keeps 24 hours across the autumn clock change (the clock reads an hour earlier)', () => {
    // 25 Oct 2026 02:00 BST the clocks go back. Verified 24 Oct 23:30 BST (22:30 UTC): 24 h later is
    // 22:30 GMT on 25 Oct, still 'tomorrow' by the calendar though the day was 25 hours long.
    const { at, expiresAt } = verifiedAt('2026-10-24T22:30:00Z');
    expect(formatValidUntil(expiresAt, at)).toBe('Valid until 22:30 tomorrow');
    expect(formatValidUntil(expiresAt, new Date('2026-10-25T00:30:00Z'))).toBe('Valid until 22:30 today');
  });

  it('names the date for any other day, and nothing for what is not a date', () => {
    expect(formatValidUntil('2026-03-20T09:05:00Z', new Date('2026-03-14T09:00:00Z'))).toBe(
      'Valid until 09:05 on 20 Mar 2026',
    );
    expect(formatValidUntil('2026-03-13T09:05:00Z', new Date('2026-03-14T09:00:00Z'))).toBe(
      'Valid until 09:05 on 13 Mar 2026',
    );
    expect(formatValidUntil(null)).toBe('');
    expect(formatValidUntil('not a date')).toBe('');
  });

  it('writes the same words whatever the input type', () => {
    const now = new Date('2026-03-14T09:00:00Z');
    const at = new Date('2026-03-15T09:00:00Z');
    expect(formatValidUntil(at, now)).toBe(formatValidUntil(at.toISOString(), now));
    expect(formatValidUntil(at.getTime(), now)).toBe('Valid until 09:00 tomorrow');
  });

  it("gives the bare expiry for a labelled field (the redeem page's Valid Until)", () => {
    expect(formatExpiry('2026-03-15T11:54:00Z', new Date('2026-03-14T11:54:00Z'))).toBe('11:54 tomorrow');
    expect(formatExpiry(undefined)).toBe('');
  });
});
