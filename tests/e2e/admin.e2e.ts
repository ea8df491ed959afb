import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailers } from '#server/db/schema.ts';
import { seedTicket } from '#server/db/seed.ts';
import { monthlyCodeFor } from '#server/features/retailers/codes.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';

assertBrowserAvailable();

const SHOP = {
  name: `Larder ${Date.now().toString(36)}`,
  email: `larder-${Date.now()}@shops.example`,
  password: 'larder-password-1',
};
const DRIVER_PHONE = '07700 900555';

describe.skipIf(!hasChromium)('admin dashboard in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let onboardingLink = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const go = (path: string) => page.goto(`${server.url}${path}`);
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
  const tab = (name: string) => page.getByRole('tab', { name });
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const alert = (name: string) => page.getByRole('alertdialog', { name });
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());

  async function signIn(emailOrPhone: string, password: string) {
    await go('/login');
    await page.getByLabel('Email or Phone Number').fill(emailOrPhone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Logged in successfully').waitFor();
  }

  /** A driver registered with a phone number, with today's ticket and one redemption at the new shop. */
  async function seedDriverWithRedemption() {
    const headers = { 'content-type': 'application/json', origin: server.url };
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fullName: 'Priya Phone', phone: DRIVER_PHONE, password: 'driver-password-1' }),
    });
    expect(registered.status).toBe(201);
    const driver = (await registered.json()) as { id: string };
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    const ticket = await seedTicket(server.db, driver.id, {}, new Date());
    const [shop] = await server.db.select().from(retailers).where(eq(retailers.businessName, SHOP.name));
    const code = await monthlyCodeFor(server.db, shop!.id, new Date());
    const redeemed = await fetch(`${server.url}/api/redemptions`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ retailerId: shop!.id, parkingTicketId: ticket.id, retailerCode: code }),
    });
    expect(redeemed.status, await redeemed.clone().text()).toBe(201);
  }

  it('lets an admin onboard, edit and locate a retailer, with the reset link copied', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Total Retailers').waitFor();
    await page.getByText('Total Savings').waitFor();
    await expectAccessible(page, 'statistics');

    await tab('Retailers').click();
    await page.getByRole('heading', { name: 'All Retailers' }).waitFor();
    await page.getByText('No retailers yet. Onboard the first one above.').waitFor();
    await page.getByRole('button', { name: 'Onboard Retailer' }).click();
    await page.getByRole('button', { name: 'Onboard Retailer' }).click();
    await toast(/Missing Information.*Please fill in all required fields including category/).waitFor();
    await page.getByText('Business name is required').waitFor();
    await expectAccessible(page, 'onboarding form with errors');

    await page.getByLabel('Business Name').fill(SHOP.name);
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Food & Drink' }).click();
    await page.getByLabel('Discount Amount (£)').fill('3');
    await page.getByLabel('Minimum Spend (£)').fill('12.50');
    await page.getByLabel('Contact Name').fill('Lena Larder');
    await page.getByLabel('Email').fill(SHOP.email);
    await page.getByLabel('Address').fill('1 Park Row, Leeds LS1 4AP');
    await page.getByRole('button', { name: 'Onboard Retailer' }).click();
    await toast('Retailer Onboarded!').waitFor();
    await page.getByRole('button', { name: 'Copy Reset Link' }).click();
    await toast('Copied!').waitFor();
    onboardingLink = await readClipboard();
    expect(onboardingLink).toMatch(new RegExp(`^${server.url}/reset-password\\?token=.+`));

    const row = page.getByRole('row').filter({ hasText: SHOP.name });
    await row.waitFor();
    await expect
      .poll(() => row.textContent())
      .toMatch(/Food & Drink.*£3\.00.*£12\.50.*\d{4}.*Free Trial.*Active/);
    await expectAccessible(page, 'retailers');

    await page.getByRole('button', { name: `Edit ${SHOP.name}` }).click();
    const edit = dialog('Edit Retailer');
    await edit.waitFor();
    await expectAccessible(page, 'edit retailer');
    await edit.getByLabel('Subscription Status').click();
    await page.getByRole('option', { name: 'Active' }).click();
    await edit.getByLabel('Discount Amount (£)').fill('3.50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Retailer Updated!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toMatch(/£3\.50.*Active.*Active/);
    expect(await row.textContent()).not.toContain('Free Trial');

    await page.getByRole('button', { name: `Update coordinates for ${SHOP.name}` }).click();
    await toast('Coordinates Updated!').waitFor();
    await toast(/is now located in Leeds/).waitFor();

    // Search by e-mail and a category filter that excludes it.
    await page.getByLabel('Search retailers').fill(SHOP.email);
    await row.waitFor();
    await page.getByLabel('Filter by category').click();
    await page.getByRole('option', { name: 'Jewellery' }).click();
    await page.getByText('No retailers match your search.').waitFor();
  });

  it('finds a driver by phone, deletes a redemption, generates a reset link and reads the audit log', async () => {
    await seedDriverWithRedemption();
    await tab('Users').click();
    await page.getByRole('heading', { name: 'All Users' }).waitFor();
    await expectAccessible(page, 'users');
    await page.getByLabel('Search users').fill(DRIVER_PHONE);
    const row = page.getByRole('row').filter({ hasText: 'Priya Phone' });
    await row.waitFor();
    expect(await row.textContent()).toContain(DRIVER_PHONE);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'View Priya Phone' }).click();

    const details = dialog('User Details');
    await details.getByRole('heading', { name: /Parking Tickets/ }).waitFor();
    await details.getByText('Verified', { exact: true }).waitFor();
    await details.getByText(/^Why:/).waitFor();
    await details.getByText(SHOP.name).waitFor();
    await expectAccessible(page, 'user details');

    await details.getByRole('button', { name: new RegExp(`^Delete redemption .* at ${SHOP.name}$`) }).click();
    const confirm = alert('Delete Redemption');
    await confirm.waitFor();
    await expectAccessible(page, 'delete redemption confirmation');
    await confirm.getByRole('button', { name: 'Delete Redemption' }).click();
    await toast('Redemption deleted successfully').waitFor();
    await details.getByText('No redemptions yet.').waitFor();

    await details.getByRole('button', { name: 'Force Password Reset' }).click();
    await toast('Password reset link generated').waitFor();
    const linkDialog = dialog('Password Reset Link');
    await linkDialog.waitFor();
    const link = await linkDialog.getByLabel('Reset link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password\\?token=.+`));
    await expectAccessible(page, 'password reset link');
    await linkDialog.getByRole('button', { name: 'Copy Link' }).click();
    await toast('Link copied to clipboard').waitFor();
    expect(await readClipboard()).toBe(link);
    await linkDialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    await tab('Audit Log').click();
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    const entries = page.getByRole('region', { name: 'Audit Log' }).getByRole('row');
    await expect.poll(() => entries.count()).toBe(6);
    const texts = await entries.allTextContents();
    expect(texts[1]).toMatch(/Eve Admin.*Reset link generated.*Priya Phone/);
    expect(texts[2]).toMatch(/Redemption deleted.*at .*Larder/);
    expect(texts[3]).toMatch(/Coordinates updated.*Leeds/);
    expect(texts[4]).toMatch(/Retailer updated.*subscription Free Trial → Active/);
    expect(texts[5]).toMatch(/Retailer onboarded.*Onboarded/);
    await expectAccessible(page, 'audit log');
    await page.getByLabel('Filter by action').click();
    await page.getByRole('option', { name: 'Retailer onboarded' }).click();
    await expect.poll(() => entries.count()).toBe(2);

    await go('/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Turn Your Parking Receipts Into Discounts').waitFor();
  });

  it('lets the onboarded retailer set a password with the copied link, and shows them Access Denied at /admin', async () => {
    await page.goto(onboardingLink);
    await page.getByLabel('New Password').fill(SHOP.password);
    await page.getByLabel('Confirm Password').fill(SHOP.password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset!' }).waitFor();
    await signIn(SHOP.email, SHOP.password);
    await go('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page
      .getByRole('link', { name: 'Go Home' })
      .or(page.getByRole('button', { name: 'Go Home' }))
      .waitFor();
    await expectAccessible(page, 'access denied');
  });
});
