import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';

assertBrowserAvailable();

/**
 * The README's first run (decisions §8, docs/decisions/047): a demo server, then the demo driver signs
 * in on a phone and redeems at the demo bakery with the code the start-up banner printed, with no
 * upload and no admin in between.
 */
describe.skipIf(!hasChromium)('a first run as the demo driver', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer({ demo: true });
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('prints the demo sign-ins and the bakery code, and the driver redeems with them', async () => {
    const banner = server.demo!.lines.join('\n');
    expect(banner).toContain('driver@parkperks.local');
    const code = banner.match(/The Corner Bakery's code this month: (\d{4})/)?.[1];
    expect(code).toMatch(/^\d{4}$/);

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email or Phone Number').fill('driver@parkperks.local');
    await page.getByLabel('Password', { exact: true }).fill(server.demo!.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Home: parked today in Reading, verified, and the bakery nearby.
    await page.getByRole('heading', { name: 'Nearby Offers' }).waitFor();
    await page.getByText('Reading').first().waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await expectAccessible(page, 'demo driver home');
    await page.getByRole('link').filter({ hasText: 'The Corner Bakery' }).first().click();

    await page.getByRole('heading', { name: 'The Corner Bakery' }).waitFor();
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(code!);
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
    await page.getByRole('heading', { name: 'Discount Applied!' }).waitFor();
    const [mine] = await (await page.request.get(`${server.url}/api/redemptions`)).json();
    expect(mine.confirmationCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await page.getByText(mine.confirmationCode.split('').join(' ')).waitFor();

    await page.goto(`${server.url}/history`);
    await page.getByText('The Corner Bakery').first().waitFor();
    await page.getByText('£3.00 saved').waitFor();
  });
});
