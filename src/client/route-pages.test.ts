import { describe, expect, it } from 'vitest';
import { isAppPath, pageFor } from './route-pages';

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

describe('the privacy notice and terms', () => {
  it('are pages for everyone, signed in or not', () => {
    for (const viewer of [null, 'customer', 'retailer', 'admin'] as const) {
      expect(pageFor('/privacy', viewer)).toBe('privacy');
      expect(pageFor('/terms', viewer)).toBe('terms');
    }
  });
});

describe('which paths are pages of the app (the server answers the rest with 404)', () => {
  it('knows every route of the table, for whichever viewer it is drawn', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/retailer-signup',
      '/forgot-password',
      '/reset-password',
      '/privacy',
      '/terms',
      '/profile',
      '/sign-out',
      '/upload-ticket',
      '/browse-offers',
      '/offer/abc',
      '/redeem-offer/abc',
      '/history',
      '/retailer',
      '/retailer/poster',
      '/admin',
      '/towns',
      '/towns/reading',
      '/reports/some-token',
      '/unsubscribe/some-token',
      '/confirm-email/some-token',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('does not know anything else', () => {
    for (const path of ['/no-such-page', '/privacy/more', '/offer', '/offer/a/b', '/reports', '/admin/x']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
