import { describe, expect, it } from 'vitest';
import { distinctCategories } from './categories';

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
