import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { redemptions, retailers } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

/**
 * The driver's and the cashier's journeys of issue 13, each on a phone (390x844) and a laptop
 * (1280x800): one server and one browser for the whole file, the viewport switched between runs.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** Where the gazetteer puts Reading: a town centre, where a town name or an RG postcode lands. */
const READING = offlineGeocode('Reading')!;
const TOWN_CENTRE = { city: 'Reading', latitude: READING.latitude, longitude: READING.longitude };
/** A driver's own position (browser geolocation) in Reading, and a shop placed exactly. */
const DRIVER_POSITION = { latitude: 51.4566, longitude: -0.9696 };
const SHOP_POINT = { latitude: 51.4545, longitude: -0.9782 };

type Shop = { id: string; code: string; name: string };

describe.skipIf(!hasChromium)('driver and cashier journeys', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const shops: Record<'abbey' | 'broad' | 'castle' | 'duke' | 'exact', Shop> = {} as never;
  let n = 0;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    const seeds = [
      ['abbey', 'Abbey Books', 'Retail', '2.50', false],
      ['broad', 'Broad Street Bakery', 'Cafe', '3.00', false],
      ['castle', 'Castle Coffee', 'Cafe', '2.00', false],
      ['duke', 'Duke Deli', 'Restaurant', '4.00', false],
      ['exact', 'Exact Espresso', 'Cafe', '2.00', true],
    ] as const;
    for (const [i, [key, name, category, discountAmount, precise]] of seeds.entries()) {
      const { retailer, code } = await seedRetailer(server.db, {
        businessName: name,
        category,
        discountAmount,
        minimumSpend: '10.00',
        email: `${key}@shops.e2e.test`,
        address: `${i + 1} Broad Street, Reading RG1 2BH`,
        city: 'Reading',
        ...(precise ? { ...SHOP_POINT, coordinatesPrecise: true } : TOWN_CENTRE),
      });
      shops[key] = { id: retailer.id, code, name };
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const go = (path: string) => page.goto(`${server.url}${path}`);
  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first();
  const signOut = () => browser.context.clearCookies();

  /** A driver (optionally with today's verified ticket), signed in by session. */
  async function driver(ticket?: Parameters<typeof seedTicket>[2]) {
    n += 1;
    const email = `driver${n}@e2e.test`;
    const user = await seedDriver(server.db, { email, fullName: `Driver ${n}` });
    const row = ticket ? await seedTicket(server.db, user.id, ticket) : null;
    await signInBySession(browser.context, server.url, server.db, user.id);
    return { user, email, ticketId: row?.id ?? '' };
  }

  /** Redeems through the API with the browser's session (the journey under test is elsewhere). */
  async function redeemByApi(shop: Shop, parkingTicketId: string): Promise<string> {
    const res = await page.request.post(`${server.url}/api/redemptions`, {
      data: { retailerId: shop.id, parkingTicketId, retailerCode: shop.code },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).confirmationCode;
  }

  /** On screen without scrolling, and not under the fixed bottom navigation or anything else. */
  async function expectOnFirstScreen(locator: Locator, label: string) {
    const seen = await locator.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const inside = rect.top >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
      // Its middle and its bottom edge (away from rounded corners, which hit-testing leaves out).
      const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      const points = [
        [x, y],
        [rect.left + rect.width / 4, y],
        [rect.right - rect.width / 4, y],
        [x, rect.bottom - 2],
      ] as const;
      const uncovered = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && (hit === el || el.contains(hit));
      });
      return { inside, uncovered, bottom: Math.round(rect.bottom), height: window.innerHeight };
    });
    expect({ label, ...seen }).toMatchObject({ label, inside: true, uncovered: true });
  }

  /** No card's content sticks out of the card, and the page never scrolls sideways. */
  async function expectNothingOverflows() {
    const overflow = await page.evaluate(() => {
      const problems: string[] = [];
      for (const card of document.querySelectorAll('main article')) {
        const box = card.getBoundingClientRect();
        for (const child of card.querySelectorAll('a, button, span, p, h3')) {
          const rect = child.getBoundingClientRect();
          if (rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
            problems.push(
              `${child.textContent?.trim()} sticks out by ${Math.round(rect.right - box.right)} px`,
            );
        }
      }
      if (document.documentElement.scrollWidth > window.innerWidth)
        problems.push('the page scrolls sideways');
      return problems;
    });
    expect(overflow).toEqual([]);
  }

  describe.each(VIEWPORTS)('on a $name ($width x $height)', (viewport) => {
    beforeAll(async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });
    // axe judges what a screen is, not its width: the changed driver screens (redeem, browse) are
    // scanned once, on the phone; the portal's new check box, whose layout changes, on both.

    /** The confirmation code of the driver's redemption at Abbey Books, for the cashier. */
    let abbeyCode = '';
    let broadCode = '';
    let maskedDriver = '';

    it('keeps the offer of a window poster’s QR code through signing in, and through signing up', async () => {
      await signOut();
      n += 1;
      const email = `poster${n}@e2e.test`;
      await seedDriver(server.db, { email, password: 'driver-password', fullName: 'Poppy Poster' });
      const offerPath = `/offer/${shops.abbey.id}`;
      await go(offerPath);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === offerPath);
      await page.getByLabel('Email or Phone Number').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('driver-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === offerPath);
      await heading('Abbey Books').waitFor();

      // Signing up from the sign-in page keeps the way back to the offer.
      await signOut();
      const castlePath = `/offer/${shops.castle.id}`;
      await go(castlePath);
      await heading('Welcome Back').waitFor();
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/register' && url.searchParams.get('next') === castlePath,
      );
      await heading('Create Account').waitFor();
      await page.getByLabel('Full Name').fill('Sam Signup');
      await page.getByLabel('Email', { exact: true }).fill(`signup${n}@e2e.test`);
      await page.getByLabel('Password', { exact: true }).fill('driver-password');
      await page.getByLabel('Confirm Password').fill('driver-password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === castlePath);
      await heading('Castle Coffee').waitFor();

      // A `next` that would leave the site is ignored: home instead.
      await go('/login?next=%2F%2Fevil.example%2Fsteal');
      await page.waitForURL((url) => url.pathname === '/' && url.host === new URL(server.url).host);
      await heading('Nearby Offers').waitFor();
    });

    it('shows the 404 page to a signed-in driver who opens an unknown path', async () => {
      await driver();
      for (const path of ['/no/such/page', '/offers', '/retailer/nope']) {
        await go(path);
        await heading('Page Not Found').waitFor();
      }
      await page.getByRole('link', { name: 'Go Home' }).waitFor();
    });

    it('puts the code boxes and the Redeem button on the first screen of the redeem page, details below', async () => {
      const parked = await driver(TOWN_CENTRE);
      maskedDriver = `****${parked.email.slice(-4)}`;
      await go(`/offer/${shops.abbey.id}`);
      await heading('Abbey Books').waitFor();
      await page.getByText('Ask the cashier for this code before checkout').waitFor();
      const redeem = page.getByRole('button', { name: /Redeem/ });
      for (let digit = 1; digit <= 4; digit++) {
        await expectOnFirstScreen(page.getByLabel(`Digit ${digit} of 4`), `digit ${digit}`);
      }
      // Typing the code needs no scrolling either (a disabled button lets hit tests through).
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.type(shops.abbey.code);
      await expectOnFirstScreen(redeem, 'Verify & Redeem');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The offer's details follow the button.
      const buttonBottom = (await redeem.boundingBox())!.y;
      for (const detail of ['Your Discount', 'How to Redeem']) {
        expect((await heading(detail).boundingBox())!.y, detail).toBeGreaterThan(buttonBottom);
      }
      if (viewport.name === 'phone') await expectAccessible(page, 'redeem');
      await redeem.click();
      await heading('Discount Applied!').waitFor();
      const mine = await (await page.request.get(`${server.url}/api/redemptions`)).json();
      abbeyCode = mine.find((r: { retailerId: string }) => r.retailerId === shops.abbey.id).confirmationCode;
      await page.getByText(abbeyCode.split('').join(' ')).waitFor();
      expect(abbeyCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

      // The rest of this driver's day, for the offer lists.
      broadCode = await redeemByApi(shops.broad, parked.ticketId);
      await go('/');
      await page.getByText('1 of 3 offers left on this ticket').waitFor();
      const card = (name: string) => page.getByRole('link').filter({ hasText: name });
      await card('Abbey Books').getByText('Redeemed', { exact: true }).waitFor();
      await card('Broad Street Bakery').getByText('Redeemed', { exact: true }).waitFor();
      expect(await card('Castle Coffee').getByText('Redeemed', { exact: true }).count()).toBe(0);

      await go('/browse-offers');
      await page.getByText('1 of 3 offers left on this ticket').waitFor();
      const offer = (name: string) => page.getByRole('article', { name });
      await offer('Abbey Books').getByText('Redeemed', { exact: true }).waitFor();
      await offer('Castle Coffee').getByRole('link', { name: 'Redeem Offer at Castle Coffee' }).waitFor();
      await expectNothingOverflows();

      await redeemByApi(shops.castle, parked.ticketId);
      await page.reload();
      await page.getByText('0 of 3 offers left on this ticket').waitFor();
      const duke = offer('Duke Deli');
      await duke.getByText('Daily limit reached', { exact: true }).waitFor();
      await duke.getByText('Resets at 00:00 tomorrow').waitFor();
      expect(await duke.getByRole('link', { name: /Redeem Offer/ }).count()).toBe(0);
      await offer('Castle Coffee').getByText('Redeemed', { exact: true }).waitFor();
      await expectNothingOverflows();
      if (viewport.name === 'phone') await expectAccessible(page, 'browse at the daily limit');
      await go('/');
      await page.getByText('0 of 3 offers left on this ticket').waitFor();
      await page.getByText('Daily limit reached · Resets at 00:00 tomorrow').waitFor();
    });

    it('shows distances only between precise places, and Near your parking only once parking is recorded', async () => {
      // Parked by town name: a town centre, so 'In Reading' rather than '0.1 mi'.
      await driver(TOWN_CENTRE);
      await go('/browse-offers');
      const offer = (name: string) => page.getByRole('article', { name });
      await offer('Castle Coffee').getByText('Near your parking').waitFor();
      await offer('Castle Coffee').getByText('In Reading', { exact: true }).waitFor();
      await offer('Exact Espresso').getByText('In Reading', { exact: true }).waitFor();
      expect(await page.getByText(/\d\.\d mi/).count()).toBe(0);
      await page.getByText('3 of 3 offers left on this ticket').waitFor();
      await expectNothingOverflows();
      // The button sits beside 'Get Directions', not pushed past the card or onto a line of its own.
      const castle = offer('Castle Coffee');
      const [directions, redeem] = await Promise.all([
        castle.getByRole('link', { name: /Get Directions/ }).boundingBox(),
        castle.getByRole('link', { name: 'Redeem Offer at Castle Coffee' }).boundingBox(),
      ]);
      expect(Math.abs(directions!.y - redeem!.y)).toBeLessThan(4);

      // The driver's own position and an exactly placed shop: a real distance.
      await driver({ city: 'Reading', ...DRIVER_POSITION, coordinatesPrecise: true });
      await go('/browse-offers');
      await offer('Exact Espresso')
        .getByText(/^0\.[2-6] mi$/)
        .waitFor();
      await offer('Duke Deli').getByText('In Reading', { exact: true }).waitFor();

      // No parking yet: the shops' towns, and no claim about parking.
      await driver();
      await go('/browse-offers');
      await offer('Duke Deli').getByText('In Reading', { exact: true }).waitFor();
      await heading('Upload Parking Proof').waitFor();
      expect(await page.getByText('Near your parking').count()).toBe(0);
      expect(await page.getByText(/offers left/).count()).toBe(0);
      await expectNothingOverflows();
      await go('/');
      await heading('Nearby Offers').waitFor();
      expect(await page.getByText('Near your parking').count()).toBe(0);
    });

    it('lets a cashier check a confirmation code at the till: today’s at this shop only', async () => {
      const [abbey] = await server.db.select().from(retailers).where(eq(retailers.id, shops.abbey.id));
      await signInBySession(browser.context, server.url, server.db, abbey!.userId);
      await go('/');
      const box = page.getByRole('region', { name: 'Check a code' });
      await box.waitFor();
      const field = box.getByLabel('Confirmation code');
      const check = box.getByRole('button', { name: 'Check' });
      if (viewport.name === 'phone') {
        await expectOnFirstScreen(field, 'code field');
        await expectOnFirstScreen(check, 'Check');
      }

      // Typed as a cashier might: lower case, with a space.
      await field.fill(`${abbeyCode.slice(0, 3).toLowerCase()} ${abbeyCode.slice(3).toLowerCase()}`);
      await check.click();
      await box.getByText(`Valid code: ${abbeyCode}`).waitFor();
      await box.getByText('£2.50 off (spend £10.00+)').waitFor();
      await box.getByText(/^today at \d\d:\d\d$/).waitFor();
      await box.getByText(maskedDriver, { exact: true }).waitFor();
      await expectAccessible(page, `check a code ${viewport.name}`);

      // Another shop's code, and this shop's code from yesterday: not found.
      await field.fill(broadCode);
      await check.click();
      await box.getByText(`Code ${broadCode} not found`).waitFor();
      const [old] = await server.db
        .select()
        .from(redemptions)
        .where(eq(redemptions.confirmationCode, abbeyCode));
      const yesterdayCode = viewport.name === 'phone' ? 'YSTRD2' : 'YSTRD3';
      await server.db.insert(redemptions).values({
        userId: old!.userId,
        retailerId: shops.abbey.id,
        parkingTicketId: (await seedTicket(server.db, old!.userId, { isVerified: false })).id,
        discountAmount: '2.50',
        minimumSpend: '10.00',
        confirmationCode: yesterdayCode,
        redeemedAt: new Date(Date.now() - 26 * 60 * 60 * 1000),
      });
      await field.fill(yesterdayCode);
      await check.click();
      await box.getByText(`Code ${yesterdayCode} not found`).waitFor();

      await field.fill('abc');
      await check.click();
      await box.getByText('Enter the 6-character confirmation code').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    });

    it('shows sign-up placeholders as light “e.g.” examples, never as filled-in values', async () => {
      await signOut();
      await go('/retailer-signup');
      await heading('Retailer Sign Up').waitFor();
      for (const label of ['Business Address', 'Discount Amount (£)', 'Minimum Spend (£)', 'Email']) {
        const input = page.getByLabel(label, { exact: true });
        expect(await input.getAttribute('placeholder'), label).toMatch(/^e\.g\. /);
        expect(await input.inputValue(), label).toBe('');
        const [placeholder, text] = await input.evaluate((el) => [
          getComputedStyle(el, '::placeholder').color,
          getComputedStyle(el).color,
        ]);
        expect(placeholder, `${label} placeholder colour`).not.toBe(text);
      }
      await go('/login');
      expect(await page.getByLabel('Email or Phone Number').getAttribute('placeholder')).toMatch(/^e\.g\. /);
    });
  });
});
