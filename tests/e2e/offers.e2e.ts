import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { registerDriver } from './support/session';

assertBrowserAvailable();

const LEEDS = { city: 'Leeds', latitude: 53.7965, longitude: -1.5479 };

describe.skipIf(!hasChromium)('offers and redemption in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const shops: Record<string, { id: string; code: string }> = {};

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    const seeds = [
      ['Bean Scene', 'Cafe', '2.50', '10.00'],
      ['Crust Bakery', 'Cafe', '3.00', '15.00'],
      ['Book Nook', 'Retail', '2.00', '8.00'],
      ['Style Studio', 'Salon', '4.00', '25.00'],
      ['Gym Hub', 'Gym', '3.50', '20.00'],
    ] as const;
    for (const [i, [name, category, discountAmount, minimumSpend]] of seeds.entries()) {
      const { retailer, code } = await seedRetailer(server.db, {
        businessName: name,
        category,
        discountAmount,
        minimumSpend,
        email: `shop${i}@e2e.test`,
        address: `${i + 1} Briggate, Leeds LS1 6HD`,
        ...LEEDS,
      });
      shops[name] = { id: retailer.id, code };
    }
    // Far away: must not be offered to a driver parked in Leeds.
    await seedRetailer(server.db, {
      businessName: 'Seaside Rock',
      category: 'Cafe',
      email: 'far@e2e.test',
      city: 'Brighton',
      latitude: 50.8225,
      longitude: -0.1372,
    });
    await registerDriver(page, server.url, 'Parker Lee');
    const me = await page.request.get(`${server.url}/api/auth/user`);
    await seedTicket(server.db, (await me.json()).id, LEEDS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

  async function redeemAt(name: string) {
    await page.goto(`${server.url}/redeem-offer/${shops[name]!.id}`);
    await page.getByRole('heading', { name }).first().waitFor();
    await page.getByText('Parking Verified').first().waitFor();
    const digits = shops[name]!.code.split('');
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(digits.join(''));
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
    await page.getByRole('heading', { name: 'Discount Applied!' }).waitFor();
  }

  it('browses, searches and filters the nearby offers', async () => {
    await page.goto(`${server.url}/browse-offers`);
    await page.getByRole('heading', { name: 'Available Offers' }).first().waitFor();
    await page.getByText('Parking Verified').waitFor();
    await page.getByText(/Valid until \d\d:\d\d (today|tomorrow)/).waitFor();
    await page.getByRole('heading', { name: 'Featured Offers' }).waitFor();
    for (const name of Object.keys(shops)) await page.getByText(name, { exact: true }).first().waitFor();
    expect(await page.getByText('Seaside Rock').count()).toBe(0);
    await expectAccessible(page, 'browse');

    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder('Search retailers or categories...'))
      .first()
      .fill('nook');
    await page.getByText('Book Nook', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText('Bean Scene', { exact: true }).count()).toBe(0);
    await page.getByPlaceholder('Search retailers or categories...').fill('zzz-nothing');
    await page.getByText('No offers found').waitFor();
    await page.getByText('No offers match "zzz-nothing"').waitFor();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await page.getByText('Gym Hub', { exact: true }).first().waitFor();

    const chips = page.getByRole('button', { name: /^(All Categories|Cafe|Gym|Retail|Salon)$/ });
    expect(await chips.allTextContents()).toEqual(['All Categories', 'Cafe', 'Gym', 'Retail', 'Salon']);
    await page.getByRole('button', { name: 'Cafe', exact: true }).click();
    await expect.poll(() => page.getByText('Gym Hub', { exact: true }).count()).toBe(0);
    await page.getByText('Crust Bakery', { exact: true }).first().waitFor();
    await page.getByText('Bean Scene', { exact: true }).first().waitFor();
  });

  it('redeems with the shop’s code, then shows it in History and in Total Saved', async () => {
    await page.goto(`${server.url}/browse-offers`);
    await page
      .getByRole('link', { name: 'Redeem Offer at Bean Scene' })
      .or(page.getByRole('button', { name: 'Redeem Offer at Bean Scene' }))
      .first()
      .click();
    await page.getByText('Ask the cashier for this code before checkout').waitFor();
    await expectAccessible(page, 'redeem');
    const digits = shops['Bean Scene']!.code.split('');
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(digits.join(''));
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
    await page.getByRole('heading', { name: 'Discount Applied!' }).waitFor();
    await toast('Discount Applied!').waitFor();
    const code = (await page
      .getByTestId('confirmation-code')
      .or(page.getByText(/^[A-HJ-NP-Z2-9]{6}$/))
      .first()
      .textContent())!.replace(/\s/g, '');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await expectAccessible(page, 'redeem success');

    await page.goto(`${server.url}/history`);
    await page.getByRole('heading', { name: 'Redeemed Offers' }).waitFor();
    await page.getByText(`Confirmation: ${code}`).waitFor();
    await page.getByText('£2.50 saved').waitFor();

    await page.goto(`${server.url}/`);
    await page.getByText('Total Saved').waitFor();
    await page.getByText('£2.50').first().waitFor();
    await page.getByText('1/3 offers used today').waitFor();
  });

  it('says Already Redeemed for a second try at the same shop, and Maximum Offers Reached after 3', async () => {
    await page.goto(`${server.url}/offer/${shops['Bean Scene']!.id}`);
    await page.getByRole('heading', { name: 'Already Redeemed' }).waitFor();
    await redeemAt('Crust Bakery');
    await redeemAt('Book Nook');
    await page.goto(`${server.url}/offer/${shops['Gym Hub']!.id}`);
    await page.getByRole('heading', { name: 'Maximum Offers Reached' }).waitFor();
    await page
      .getByRole('link', { name: 'Upload New Parking Ticket' })
      .or(page.getByRole('button', { name: 'Upload New Parking Ticket' }))
      .first()
      .waitFor();
    await page.goto(`${server.url}/`);
    await page.getByText("Maximum offers reached for today's parking").waitFor();
    await expectAccessible(page, 'home');
  });
});
