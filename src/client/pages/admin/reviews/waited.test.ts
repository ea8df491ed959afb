import { describe, expect, it } from 'vitest';
import { waitedFor } from './waited';

const NOW = new Date('2026-03-14T18:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;

describe('waitedFor', () => {
  it.each([
    [0, 'under a minute'],
    [59_000, 'under a minute'],
    [MIN, '1 min'],
    [59 * MIN, '59 min'],
    [60 * MIN, '1 h'],
    [125 * MIN, '2 h 5 min'],
    [24 * 60 * MIN, '1 day'],
    [(24 * 3 + 4) * 60 * MIN + 7 * MIN, '3 days 4 h'],
  ])('%i ms → %s', (ms, words) => {
    expect(waitedFor(before(ms), NOW)).toBe(words);
  });

  it('reads a time in the future (a clock behind the server’s) as no wait', () => {
    expect(waitedFor(new Date(NOW.getTime() + 5 * MIN), NOW)).toBe('under a minute');
  });
});
