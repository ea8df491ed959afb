import { describe, expect, it } from 'vitest';
import { staticFormId } from './lib/static-page';
import { isAppPath, pageFor, pages, type Viewer } from './route-pages';
import {
  EVERY_WHO,
  outcome,
  ROUTES,
  SERVER_DRAWN_ROUTES,
  SIGNED_IN_PATHS,
  STATIC_FORMS,
  sitemapPaths,
} from './route-table';

const VIEWERS: Viewer[] = [null, 'customer', 'retailer', 'admin'];

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

/**
 * What each viewer gets at each route of the table, written out by hand (a page's name, or where the
 * viewer is sent instead), in the order visitor, driver, retailer, admin. Everything routes.tsx draws
 * and the server answers is derived from the table: this is what it must say.
 */
type Expected = readonly [visitor: string, driver: string, retailer: string, admin: string];
const same = (page: string): Expected => [page, page, page, page];
const signedIn = (page: string, visitor: string): Expected => [visitor, page, page, page];
const EXPECTED: Record<string, Expected> = {
  '/': ['landing', 'driverHome', 'retailerPortal', 'adminDashboard'],
  '/towns': same('towns'),
  '/towns/:slug': same('town'),
  '/privacy': same('privacy'),
  '/terms': same('terms'),
  '/unsubscribe/:token': same('unsubscribe'),
  '/confirm-email/:token': same('confirmEmail'),
  '/login': ['login', 'to next-or-home', 'to next-or-home', 'to next-or-home'],
  '/register': ['register', 'to next-or-home', 'to next-or-home', 'to next-or-home'],
  '/retailer-signup': ['retailerSignup', 'to home', 'to home', 'to home'],
  '/forgot-password': same('forgotPassword'),
  '/reset-password': same('resetPassword'),
  '/reports/:token': same('townReport'),
  '/sign-out': signedIn('signOut', 'to home'),
  '/profile': signedIn('profile', 'to sign-in'),
  '/upload-ticket': ['to sign-in', 'uploadTicket', 'not-found', 'not-found'],
  '/browse-offers': ['to sign-in', 'browseOffers', 'not-found', 'not-found'],
  '/offer/:retailerId': ['to sign-in', 'redeemOffer', 'not-found', 'not-found'],
  '/redeem-offer/:retailerId': ['to sign-in', 'redeemOffer', 'not-found', 'not-found'],
  '/history': ['to sign-in', 'history', 'not-found', 'not-found'],
  '/retailer': ['to sign-in', 'not-found', 'retailerPortal', 'not-found'],
  '/retailer/poster': ['to sign-in', 'not-found', 'retailerPoster', 'not-found'],
  '/admin': ['to sign-in', 'access-denied', 'access-denied', 'adminDashboard'],
};

/** A path of the pattern, each parameter given a value. */
const example = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'some-value');

describe('the route table', () => {
  it('says, for every route and every viewer, what it draws or where it sends them', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(Object.keys(EXPECTED));
    for (const route of ROUTES) {
      EVERY_WHO.forEach((who, i) => {
        const result = outcome(route, who);
        const got =
          'page' in result ? result.page : result.instead.replace(/^(sign-in|home|next-or-home)$/, 'to $1');
        expect(got, `${route.path} for ${who}`).toBe(EXPECTED[route.path]![i]);
      });
    }
  });

  it('gives pageFor and isAppPath the same answers, for a real path of each route', () => {
    for (const route of ROUTES) {
      const path = example(route.path);
      VIEWERS.forEach((viewer, i) => {
        const expected = EXPECTED[route.path]![i]!;
        const isPage = !expected.startsWith('to ') && !['not-found', 'access-denied'].includes(expected);
        expect(pageFor(path, viewer), `${path} for ${viewer}`).toBe(isPage ? expected : null);
      });
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('puts every page of the app on a route, and every route on a page of the app', () => {
    const routed = new Set(
      ROUTES.flatMap((route) => EVERY_WHO.map((who) => outcome(route, who))).flatMap((r) =>
        'page' in r ? [r.page] : [],
      ),
    );
    expect([...routed, 'notFound', 'accessDenied'].sort()).toEqual(Object.keys(pages).sort());
  });

  it('asks a visitor to sign in at the signed-in pages', () => {
    expect(SIGNED_IN_PATHS).toEqual([
      '/profile',
      '/upload-ticket',
      '/browse-offers',
      '/offer/:retailerId',
      '/redeem-offer/:retailerId',
      '/history',
      '/retailer',
      '/retailer/poster',
      '/admin',
    ]);
  });

  it('prerenders the sign-in and sign-up forms with their titles, each in a template named by its path', () => {
    expect(STATIC_FORMS).toEqual([
      { path: '/login', id: 'static-form:/login', title: 'Sign In', page: 'login' },
      { path: '/register', id: 'static-form:/register', title: 'Create Account', page: 'register' },
      {
        path: '/retailer-signup',
        id: 'static-form:/retailer-signup',
        title: 'Retailer Sign Up',
        page: 'retailerSignup',
      },
    ]);
    expect(STATIC_FORMS.every((form) => form.id === staticFormId(form.path))).toBe(true);
  });

  it('has the server draw the town pages, the privacy notice and the terms', () => {
    expect(SERVER_DRAWN_ROUTES.map((route) => [route.path, route.page])).toEqual([
      ['/towns', 'towns'],
      ['/towns/:slug', 'town'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
    ]);
  });

  it('lists the home page, the towns, each town, the privacy notice and the terms in the sitemap', () => {
    expect(sitemapPaths({ slug: ['kings-lynn', 'reading'] })).toEqual([
      '/',
      '/towns',
      '/towns/kings-lynn',
      '/towns/reading',
      '/privacy',
      '/terms',
    ]);
    expect(sitemapPaths({})).toEqual(['/', '/towns', '/privacy', '/terms']);
  });
});
