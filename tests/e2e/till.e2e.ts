import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { registerDriver } from './support/session';

assertBrowserAvailable();

const LEEDS = { city: 'Leeds', latitude: 53.7965, longitude: -1.5479 };
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * The redeem page tells the truth and the till forgives (issue 25, decisions.md section 4), on a
 * phone (390 px): each check as it really is, a wrong code said beside the boxes with the digits
 * kept and the tries left, the pause after 5 wrong codes, and no emoji on the already-redeemed view.
 */
describe.skipIf(!hasChromium)('the till on a phone', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const shops: Record<'bakery' | 'florist', { id: string; code: string }> = {
    bakery: { id: '', code: '' },
    florist: { id: '', code: '' },
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = await browser.newPage();
    for (const [i, key] of (['bakery', 'florist'] as const).entries()) {
      const { retailer, code } = await seedRetailer(server.db, {
        businessName: key === 'bakery' ? 'Briggate Bakery' : 'Kirkgate Flowers',
        category: key === 'bakery' ? 'Cafe' : 'Retail',
        discountAmount: '2.50',
        minimumSpend: '10.00',
        email: `till-${key}@e2e.test`,
        address: `${i + 1} Briggate, Leeds LS1 6HD`,
        ...LEEDS,
      });
      shops[key] = { id: retailer.id, code };
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A new driver signed in in the browser: a verified ticket parked in Leeds, one with no place, or none. */
  async function newDriver(parked: boolean | 'nowhere') {
    await browser.context.clearCookies();
    await registerDriver(page, server.url, parked ? 'Parker Leeds' : 'Una Verified');
    const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
    if (!parked) return null;
    const place = parked === 'nowhere' ? { city: null, latitude: null, longitude: null } : LEEDS;
    return (await seedTicket(server.db, me.id, place)).id;
  }

  const checks = () => page.locator('dl').filter({ hasText: 'Parking Verified' });
  const digit = (n: number) => page.getByLabel(`Digit ${n} of 4`);
  const typed = async () => (await Promise.all([1, 2, 3, 4].map((n) => digit(n).inputValue()))).join('');
  const submit = () => page.getByRole('button', { name: 'Verify & Redeem' });
  const refusal = () => page.getByRole('alert').filter({ hasText: 'Incorrect code.' });
  const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');

  async function open(shop: { id: string }, name: string) {
    await page.goto(`${server.url}/redeem-offer/${shop.id}`);
    await page.getByRole('heading', { name }).first().waitFor();
    await page.getByText('Ask the cashier for this code before checkout').waitFor();
  }

  it('shows Parking Verified: Yes and Location Match: Confirmed for a verified ticket parked near the shop', async () => {
    await newDriver(true);
    await open(shops.bakery, 'Briggate Bakery');
    await expect
      .poll(async () => (await checks().innerText()).replace(/\s+/g, ' '))
      .toMatch(/Parking Verified: Yes Location Match: Confirmed/);
    await expectAccessible(page, 'redeem with a verified ticket');
  });

  it('says a wrong code beside the boxes, keeps the digits, says the tries left from the second, then redeems the right code', async () => {
    const wrong = wrongFor(shops.bakery.code);
    await digit(1).click();
    await page.keyboard.type(wrong);
    await submit().click();

    await refusal().waitFor();
    expect(await typed()).toBe(wrong);
    // Beside the boxes: below them and above the button, and what the boxes are described by.
    const [box, said, button] = await Promise.all([
      digit(1).boundingBox(),
      refusal().boundingBox(),
      submit().boundingBox(),
    ]);
    expect(said!.y).toBeGreaterThan(box!.y + box!.height - 1);
    expect(said!.y).toBeLessThan(button!.y);
    const alertId = await page.getByRole('alert').filter({ hasText: 'Incorrect code.' }).getAttribute('id');
    expect((await digit(1).getAttribute('aria-describedby'))?.split(' ')).toContain(alertId);
    expect(await digit(1).getAttribute('aria-invalid')).toBe('true');
    // The first box is focused for retyping; no toast covers the header.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Digit 1 of 4',
    );
    expect(await page.getByRole('status').filter({ hasText: 'Redemption Failed' }).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Incorrect code.' }).count()).toBe(0);
    // One slip says only that.
    expect(await refusal().innerText()).not.toMatch(/tries? left/);
    await expectAccessible(page, 'redeem after a wrong code');

    // The second wrong try says how many are left before the pause.
    await submit().click();
    await page.getByRole('alert').filter({ hasText: '3 tries left' }).waitFor();
    expect(await refusal().innerText()).toContain('Incorrect code.');
    expect(await typed()).toBe(wrong);

    // Retyping over the kept digits (the first box is selected) and the right code redeems.
    await page.keyboard.type(shops.bakery.code);
    expect(await typed()).toBe(shops.bakery.code);
    await submit().click();
    await page.getByRole('heading', { name: 'Discount Applied!' }).waitFor();
  });

  it('shows the already-redeemed view with an icon, no emoji', async () => {
    await page.goto(`${server.url}/offer/${shops.bakery.id}`);
    const title = page.getByRole('heading', { name: 'Already Redeemed' });
    await title.waitFor();
    const view = page.locator('main');
    expect(await view.innerText()).not.toMatch(EMOJI);
    expect(await page.locator('main svg.lucide-circle-check').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Browse Other Offers' }).waitFor();
    await expectAccessible(page, 'already redeemed');
  });

  it('after 5 wrong codes says the pause beside the boxes and disables Verify & Redeem', async () => {
    const ticketId = await newDriver(true);
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(`${server.url}/api/redemptions`, {
        data: {
          retailerId: shops.florist.id,
          parkingTicketId: ticketId,
          retailerCode: wrongFor(shops.florist.code, i),
        },
        headers: { origin: server.url },
      });
      expect(res.status()).toBe(422);
    }
    await open(shops.florist, 'Kirkgate Flowers');
    await digit(1).click();
    await page.keyboard.type(shops.florist.code);
    await submit().click();
    await page.getByRole('alert').filter({ hasText: 'Too many incorrect codes. Try again later.' }).waitFor();
    expect(await typed()).toBe(shops.florist.code);
    expect(await submit().isDisabled()).toBe(true);
    // When the pause ends, from the answer's Retry-After.
    await page
      .getByRole('alert')
      .filter({ hasText: /You can try again at \d\d:\d\d\./ })
      .waitFor();
  });

  it('shows Parking Verified: No and no Confirmed for a driver without a verified ticket', async () => {
    await newDriver(false);
    await open(shops.bakery, 'Briggate Bakery');
    await expect
      .poll(async () => (await checks().innerText()).replace(/\s+/g, ' '))
      .toMatch(/Parking Verified: No Location Match: Not checked\W+No verified ticket yet/);
    expect(await checks().innerText()).not.toContain('Confirmed');
    await expectAccessible(page, 'redeem without a ticket');
  });

  it('says No location on your ticket, not Confirmed, for a verified ticket without a place', async () => {
    await newDriver('nowhere');
    await open(shops.bakery, 'Briggate Bakery');
    await expect
      .poll(async () => (await checks().innerText()).replace(/\s+/g, ' '))
      .toMatch(/Parking Verified: Yes Location Match: Not checked\W+No location on your ticket/);
    expect(await checks().innerText()).not.toContain('Confirmed');
  });
});
