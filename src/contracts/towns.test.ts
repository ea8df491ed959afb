import { describe, expect, it } from 'vitest';
import { townPath, townSlug } from './towns';

describe('a town’s slug', () => {
  it.each([
    ['Reading', 'reading'],
    ['Stratford-upon-Avon', 'stratford-upon-avon'],
    ["King's Lynn", 'kings-lynn'],
    ['King’s Lynn', 'kings-lynn'],
    ['St. Albans', 'st-albans'],
    ['  Newcastle   upon Tyne ', 'newcastle-upon-tyne'],
    ['Brighton & Hove', 'brighton-and-hove'],
    ['Bury St Edmunds!', 'bury-st-edmunds'],
    ['Ystradgynlais', 'ystradgynlais'],
    ['Llanfair Pwllgwyngyll', 'llanfair-pwllgwyngyll'],
    ['Bishop’s-Stortford', 'bishops-stortford'],
    ['Pontardawe--Swansea', 'pontardawe-swansea'],
    ['Cafés-sur-Mer', 'cafes-sur-mer'],
    ['LEEDS', 'leeds'],
    ['-- ', ''],
  ])('%s → %s', (town, slug) => {
    expect(townSlug(town)).toBe(slug);
  });

  it('spells the same town the same way whatever its case', () => {
    expect(townSlug('reading')).toBe(townSlug('READING'));
  });

  it('builds the page path, with the poster’s offer when there is one', () => {
    expect(townPath('reading')).toBe('/towns/reading');
    expect(townPath('reading', '0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '/towns/reading?offer=0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    );
  });
});
