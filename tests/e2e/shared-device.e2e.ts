import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { registerDriver } from './support/session';

assertBrowserAvailable();

/**
 * A shared phone (docs/decisions/045): a driver's session ends without signing out, and what the app
 * kept for offline (their ticket, their redemption codes) must not outlive it, nor reach the next
 * person who signs in on the same browser.
 */

const LEEDS = { city: 'Leeds', latitude: 53.7965, longitude: -1.5479 };
const LAST_KNOWN_KEY = 'pp.last-known';

describe.skipIf(!hasChromium)('a shared device', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let shop: { id: string; code: string };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    const { retailer, code } = await seedRetailer(server.db, {
      businessName: 'Shared Scones',
      category: 'Cafe',
      email: 'scones@shared.test',
      address: '1 Briggate, Leeds LS1 6HD',
      ...LEEDS,
    });
    shop = { id: retailer.id, code };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const stored = () => page.evaluate((key) => window.localStorage.getItem(key), LAST_KNOWN_KEY);

  /** Robin signs up, has today's ticket and redeems once: the home page keeps both for offline. */
  async function driverWithTicketAndCode(name: string) {
    await browser.context.clearCookies();
    await registerDriver(page, server.url, name);
    const driverId = (await (await page.request.get(`${server.url}/api/auth/user`)).json()).id as string;
    const ticket = await seedTicket(server.db, driverId, LEEDS);
    const redeemed = await page.request.post(`${server.url}/api/redemptions`, {
      data: { retailerId: shop.id, parkingTicketId: ticket.id, retailerCode: shop.code },
      headers: { origin: server.url },
    });
    expect(redeemed.status()).toBe(201);
    const confirmationCode = (await redeemed.json()).confirmationCode as string;
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: "Today's Parking" }).waitFor();
    await page.getByText('Shared Scones').first().waitFor();
    await expect.poll(stored).toContain(confirmationCode);
    expect(await stored()).toContain(ticket.id);
    return { driverId, ticketId: ticket.id, confirmationCode };
  }

  it('drops the offline ticket and codes as soon as a request says the session is over, and shows none of it offline', async () => {
    const robin = await driverWithTicketAndCode('Robin Shared');
    // The session ends without signing out (its cookie gone: cleared, or expired in the browser).
    await browser.context.clearCookies();
    // The driver carries on in the open app; the next read answers 401.
    await page.getByRole('link', { name: 'History' }).first().click();
    await expect.poll(stored).toBe(null);
    // The app asks who is signed in, hears no one, and leaves the driver's pages.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(login)?$/);

    // Offline on the next load (served by the service worker): nothing of Robin's comes back.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.locator('#root').waitFor();
      await page.waitForTimeout(500);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain(robin.confirmationCode);
      expect(text).not.toContain("Today's Parking");
      expect(await stored()).toBe(null);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('drops them on the next load after the session expired on the server, and the next person never sees them', async () => {
    const robin = await driverWithTicketAndCode('Robin Again');
    // Expired on the server (the cookie is still there): the next load learns no one is signed in.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, robin.driverId));
    await page.reload();
    await expect.poll(stored).toBe(null);
    expect(await page.locator('body').innerText()).not.toContain(robin.confirmationCode);

    // Sam signs up on the same browser: his home, never Robin's ticket or codes.
    await browser.context.clearCookies();
    await registerDriver(page, server.url, 'Sam Shared');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: "Today's Parking" }).waitFor();
    await page.waitForTimeout(300);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(robin.confirmationCode);
    const kept = (await stored()) ?? '';
    expect(kept).not.toContain(robin.ticketId);
    expect(kept).not.toContain(robin.confirmationCode);
    expect(kept).not.toContain(robin.driverId);
  });
});
