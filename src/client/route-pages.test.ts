import { describe, expect, it } from 'vitest';
import { pageFor } from './route-pages';

describe('the page a link leads to, for prefetching', () => {
  it('follows the route table for each viewer', () => {
    expect(pageFor('/', null)).toBe('landing');
    expect(pageFor('/', 'customer')).toBe('driverHome');
    expect(pageFor('/', 'retailer')).toBe('retailerPortal');
    expect(pageFor('/', 'admin')).toBe('adminDashboard');
    expect(pageFor('/login', null)).toBe('login');
    expect(pageFor('/login', 'customer')).toBe(null);
    expect(pageFor('/history', null)).toBe(null);
    expect(pageFor('/history', 'customer')).toBe('history');
    expect(pageFor('/offer/0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'customer')).toBe('redeemOffer');
    expect(pageFor('/redeem-offer/x', 'customer')).toBe('redeemOffer');
    expect(pageFor('/history', 'retailer')).toBe(null);
    expect(pageFor('/retailer/poster', 'retailer')).toBe('retailerPoster');
    expect(pageFor('/admin', 'customer')).toBe(null);
    expect(pageFor('/admin', 'admin')).toBe('adminDashboard');
    expect(pageFor('/sign-out', 'customer')).toBe('signOut');
    expect(pageFor('/sign-out', null)).toBe(null);
  });
});
