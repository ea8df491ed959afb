import { eq } from 'drizzle-orm';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_WHO, outcome, ROUTES, type Who } from '#client/route-table.ts';
import { retailers, townReports, users } from '#server/db/schema.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { SESSION_COOKIE } from '#contracts/constants.ts';
import { assertBrowserAvailable, CHROMIUM, hasChromium } from './support/browser';
import { startE2eServer } from './support/server';

assertBrowserAvailable();

/**
 * The route table (src/client/route-table.ts) walked in a real browser against the demo: for each
 * viewer, every path of the table, and what the built app draws there (its document title) or where it
 * sends them. The table says what should happen; the titles are the pages' own, written out here.
 */
const TITLES: Record<string, string> = {
  landing: 'Turn Your Parking Receipts Into Discounts · ParkPerks',
  driverHome: 'Home · ParkPerks',
  retailerPortal: 'Retailer Portal · ParkPerks',
  adminDashboard: 'Admin Dashboard · ParkPerks',
  towns: 'Towns with parking perks | ParkPerks',
  town: 'Parking perks in Reading | ParkPerks',
  privacy: 'Privacy notice · ParkPerks',
  terms: 'Terms of use · ParkPerks',
  unsubscribe: 'Unsubscribe from the weekly summary · ParkPerks',
  confirmEmail: 'Confirm your contact e-mail · ParkPerks',
  login: 'Sign In · ParkPerks',
  register: 'Create Account · ParkPerks',
  retailerSignup: 'Retailer Sign Up · ParkPerks',
  forgotPassword: 'Forgot Password · ParkPerks',
  resetPassword: 'Reset Password · ParkPerks',
  townReport: 'Town Report: Reading · ParkPerks',
  signOut: 'Sign out · ParkPerks',
  profile: 'Profile · ParkPerks',
  uploadTicket: 'Upload Parking Proof · ParkPerks',
  browseOffers: 'Available Offers · ParkPerks',
  redeemOffer: 'Redeem Offer · ParkPerks',
  history: 'History · ParkPerks',
  retailerPoster: 'Window Poster · ParkPerks',
  notFound: 'Page Not Found · ParkPerks',
  accessDenied: 'Access Denied · ParkPerks',
};

const DEMO_EMAILS: Record<Exclude<Who, 'visitor'>, string> = {
  driver: 'driver@parkperks.local',
  retailer: 'shop@parkperks.local',
  admin: 'admin@parkperks.local',
};

describe.skipIf(!hasChromium)('the route table in a real browser, for each viewer', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  /** A real path for each pattern of the table, from the demo data where there is one. */
  let pathOf: (pattern: string) => string;

  beforeAll(async () => {
    server = await startE2eServer({ demo: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    const [bakery] = await server.db
      .select({ id: retailers.id })
      .from(retailers)
      .where(eq(retailers.businessName, 'The Corner Bakery'));
    // A town report's link for Reading, as the admin would make one (its token is the credential).
    const reportToken = randomToken();
    await server.db.insert(townReports).values({
      town: 'Reading',
      tokenHash: sha256Hex(reportToken),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
    const realPaths: Record<string, string> = {
      '/towns/:slug': '/towns/reading',
      '/offer/:retailerId': `/offer/${bakery!.id}`,
      '/redeem-offer/:retailerId': `/redeem-offer/${bakery!.id}`,
      '/reports/:token': `/reports/${reportToken}`,
      // E-mailed links: opening one changes nothing (the page's button does), whether it works or not.
      '/unsubscribe/:token': '/unsubscribe/a-token-from-an-email',
      '/confirm-email/:token': '/confirm-email/a-token-from-an-email',
      // A reset link carries its token in the query.
      '/reset-password': '/reset-password?token=from-the-email',
    };
    pathOf = (pattern) => {
      const path = realPaths[pattern] ?? pattern;
      if (path.includes(':')) throw new Error(`Give ${pattern} a real path in route-table.e2e.ts`);
      return path;
    };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** One context per viewer: a visitor's has no cookie, a role's the demo account's session. */
  async function contextFor(who: Who): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      // The pages as the server and the app draw them, not the offline shell's copy.
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(10_000);
    if (who !== 'visitor') {
      const [user] = await server.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_EMAILS[who]));
      const token = await createSession(server.db, user!.id, new Date());
      await context.addCookies([
        { name: SESSION_COOKIE, value: token, url: server.url, httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    return context;
  }

  /** Where `who` should end up at `path`, and the title drawn there. */
  function expected(route: (typeof ROUTES)[number], who: Who, path: string): { url: string; title: string } {
    const home = {
      visitor: 'landing',
      driver: 'driverHome',
      retailer: 'retailerPortal',
      admin: 'adminDashboard',
    };
    const result = outcome(route, who);
    if ('page' in result) return { url: path, title: TITLES[result.page]! };
    switch (result.instead) {
      case 'sign-in':
        return { url: `/login?next=${encodeURIComponent(path)}`, title: TITLES.login! };
      case 'home':
      case 'next-or-home':
        return { url: '/', title: TITLES[home[who]]! };
      case 'not-found':
        return { url: path, title: TITLES.notFound! };
      case 'access-denied':
        return { url: path, title: TITLES.accessDenied! };
    }
  }

  async function visit(page: Page, path: string, want: { url: string; title: string }) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
    const arrived = await page
      .waitForFunction(
        ({ url, title }) => document.title === title && `${location.pathname}${location.search}` === url,
        want,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    const url = new URL(page.url());
    return { arrived, at: { url: `${url.pathname}${url.search}`, title: await page.title() } };
  }

  for (const who of EVERY_WHO) {
    it(`draws each route for a ${who}, or sends them where the table says`, async () => {
      const context = await contextFor(who);
      const page = await context.newPage();
      try {
        const wrong: string[] = [];
        for (const route of ROUTES) {
          const path = pathOf(route.path);
          const want = expected(route, who, path);
          const { arrived, at } = await visit(page, path, want);
          if (!arrived) wrong.push(`${path}: wanted ${JSON.stringify(want)}, got ${JSON.stringify(at)}`);
        }
        // A path the table does not know is the 404 page for everyone.
        const { arrived, at } = await visit(page, '/no-such-page', {
          url: '/no-such-page',
          title: TITLES.notFound!,
        });
        if (!arrived) wrong.push(`/no-such-page: got ${JSON.stringify(at)}`);
        expect(wrong).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
