import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_COPY } from '#contracts/retailer-emails.ts';
import { retailers } from '#server/db/schema.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { createUnsubscribeToken } from '#server/features/retailer-emails/unsubscribe.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

/** The weekly summary's unsubscribe link and the portal's switch, in a real browser (docs/decisions/036). */
describe.skipIf(!hasChromium)('retailer e-mails in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let shop: Awaited<ReturnType<typeof seedRetailer>>;
  const businessName = `Kettle & Crumb ${process.pid}`;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    shop = await seedRetailer(server.db, {
      businessName,
      email: `kettle-${process.pid}-${Date.now()}@e2e.test`,
      password: 'retail-password',
      city: 'Reading',
      latitude: 51.4543,
      longitude: -0.9781,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const weeklySummary = async () =>
    (await server.db.select().from(retailers).where(eq(retailers.id, shop.retailer.id)))[0]!.weeklySummary;

  it('opens the link signed out without unsubscribing, and the button unsubscribes', async () => {
    const token = await createUnsubscribeToken(server.db, shop.retailer.id, new Date());
    await page.goto(`${server.url}/unsubscribe/${token}`);
    await page.getByRole('heading', { level: 1, name: UNSUBSCRIBE_COPY.title }).waitFor();
    await expect(page.title()).resolves.toBe(`${UNSUBSCRIBE_COPY.title} · ParkPerks`);
    // Opening the page (as a mail scanner would) changed nothing.
    expect(await weeklySummary()).toBe(true);
    await expectAccessible(page, 'unsubscribe page');

    await page.getByRole('button', { name: UNSUBSCRIBE_COPY.button }).click();
    await page.getByRole('heading', { level: 1, name: UNSUBSCRIBE_COPY.doneTitle }).waitFor();
    await page.getByText(`${businessName} will no longer get the weekly summary e-mail`).waitFor();
    expect(await weeklySummary()).toBe(false);
    await expectAccessible(page, 'unsubscribed');
  });

  it('says so when the link does not work', async () => {
    await page.goto(`${server.url}/unsubscribe/no-such-token`);
    await page.getByRole('button', { name: UNSUBSCRIBE_COPY.button }).click();
    await page.getByRole('heading', { level: 1, name: UNSUBSCRIBE_COPY.invalidTitle }).waitFor();
    await page.getByText('This unsubscribe link is not valid.').waitFor();
  });

  it('lets the retailer turn the weekly summary back on in the portal', async () => {
    expect(await weeklySummary()).toBe(false);
    await signInBySession(browser.context, server.url, server.db, shop.user.id);
    await page.goto(`${server.url}/retailer`);
    const toggle = page.getByRole('switch', { name: 'Weekly summary e-mail' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByRole('status').filter({ hasText: 'Weekly summary on' }).first().waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await weeklySummary()).toBe(true);
    // It stays on after a reload: it is the server's setting, not the page's.
    await page.reload();
    await page.getByRole('switch', { name: 'Weekly summary e-mail' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Weekly summary e-mail' }).getAttribute('aria-checked'),
    ).toBe('true');
  });
});
