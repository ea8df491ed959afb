import { describe, expect, it } from 'vitest';
import { distinctCategories } from './categories';
import { validUntilText } from './valid-until';

describe('category chips', () => {
  it('lists each category once, A→Z, whatever its case', () => {
    expect(distinctCategories(['Retail', 'Cafe', 'cafe', null, ' Books & Stationery ', 'Retail'])).toEqual([
      'Books & Stationery',
      'Cafe',
      'Retail',
    ]);
  });

  it('keeps the chosen category even when the list no longer has it', () => {
    expect(distinctCategories(['Cafe'], 'Gym')).toEqual(['Cafe', 'Gym']);
    expect(distinctCategories(['Cafe'], 'cafe')).toEqual(['Cafe']);
  });
});

describe('the parking banner validity', () => {
  it('says today or tomorrow by the London day, in London time', () => {
    // 14 Mar 2026 is GMT; 29 Mar 2026 starts BST.
    expect(validUntilText('2026-03-14T22:30:00Z', new Date('2026-03-14T09:00:00Z'))).toBe(
      'Valid until 22:30 today',
    );
    expect(validUntilText('2026-03-15T09:05:00Z', new Date('2026-03-14T09:05:00Z'))).toBe(
      'Valid until 09:05 tomorrow',
    );
    // 23:30 UTC on 1 Apr is 00:30 BST on 2 Apr: tomorrow in London.
    expect(validUntilText('2026-04-01T23:30:00Z', new Date('2026-04-01T10:00:00Z'))).toBe(
      'Valid until 00:30 tomorrow',
    );
  });
});
