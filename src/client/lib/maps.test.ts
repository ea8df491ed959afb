import { describe, expect, it } from 'vitest';
import { directionsUrl, mapsQuery } from './maps';

describe('directions link', () => {
  it('searches the address, adding the town when the address lacks it', () => {
    expect(mapsQuery({ address: '12 Broad St', city: 'Reading' })).toBe('12 Broad St, Reading');
    expect(mapsQuery({ address: '12 Broad St, Reading RG1 2BH', city: 'Reading' })).toBe(
      '12 Broad St, Reading RG1 2BH',
    );
    expect(mapsQuery({ address: '12 Broad St\nReading', city: null })).toBe('12 Broad St, Reading');
  });

  it('falls back to the name and town, or nothing', () => {
    expect(mapsQuery({ businessName: 'The Corner Bakery', address: null, city: 'Reading' })).toBe(
      'The Corner Bakery, Reading',
    );
    expect(directionsUrl({ address: ' ', city: null })).toBeNull();
  });

  it('builds an encoded Google Maps search', () => {
    expect(directionsUrl({ address: '1 Cheap & Cheerful Rd', city: 'Bath' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Cheap%20%26%20Cheerful%20Rd%2C%20Bath',
    );
  });
});
