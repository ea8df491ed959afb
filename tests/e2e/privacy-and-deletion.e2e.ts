/**
 * The privacy notice and terms (public, readable without JavaScript, linked from the landing page,
 * sign-up and profile) and a driver deleting their own account (decisions.md section 5), at 390 px.
 */
import { eq } from 'drizzle-orm';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertBrowserAvailable,
  CHROMIUM,
  expectAccessible,
  hasChromium,
  launchBrowser,
} from './support/browser';
import { users } from '#server/db/schema.ts';
import { startE2eServer } from './support/server';

assertBrowserAvailable();

const PHONE = { width: 390, height: 844 };

describe.skipIf(!hasChromium)('privacy, terms and deleting an account', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: PHONE });
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const go = (path: string) => page.goto(`${server.url}${path}`);
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

  it('reads the privacy notice and terms with JavaScript switched off', async () => {
    let noScript: Browser | null = null;
    try {
      noScript = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      const context = await noScript.newContext({
        javaScriptEnabled: false,
        viewport: PHONE,
        locale: 'en-GB',
      });
      const plain = await context.newPage();

      const privacy = await plain.goto(`${server.url}/privacy`);
      expect(privacy?.status()).toBe(200);
      await plain.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
      await plain.getByText('Your parking proof:').waitFor();
      expect(await plain.getByText('needs JavaScript').count()).toBe(0);
      expect(await plain.title()).toBe('Privacy notice · ParkPerks');

      // Its link to the terms is a plain link: a new page load, drawn by the server too.
      await plain.getByRole('link', { name: 'Terms', exact: true }).first().click();
      await plain.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
      expect(new URL(plain.url()).pathname).toBe('/terms');
      await plain.getByText('No payment is needed to start the trial.').waitFor();

      // A path the app has no page for says so with its status.
      const missing = await plain.goto(`${server.url}/no-such-page`);
      expect(missing?.status()).toBe(404);
    } finally {
      await noScript?.close();
    }
  });

  it('links both from the landing page and sign-up; a driver deletes their account from the profile', async () => {
    // Landing: the town pages, and the privacy notice and terms in the footer.
    await go('/');
    await page.getByText('Turn Your Parking Receipts Into Discounts').first().waitFor();
    expect(await page.locator('a[href="/towns"]').count()).toBeGreaterThanOrEqual(1);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms' }).waitFor();
    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expectAccessible(page, 'privacy notice');
    await go('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await expectAccessible(page, 'terms');

    // Sign-up says what creating the account agrees to, beside its button.
    await go('/register');
    const agreement = page.getByText('By creating an account you agree to the');
    await agreement.waitFor();
    expect(await agreement.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(await agreement.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    );
    const email = `leaving-${Date.now()}@e2e.test`;
    await page.getByLabel('Full Name').fill('Lee Leaving');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('leaving-password');
    await page.getByLabel('Confirm Password').fill('leaving-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Account created successfully').waitFor();

    // Profile: the privacy notice and terms, and 'Delete account' at the bottom.
    await go('/profile');
    await page.getByText('Customer Account').waitFor();
    await page.getByRole('link', { name: 'Privacy notice' }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByText('Your parking tickets and their photos').waitFor();
    await expectAccessible(page, 'delete account dialog');

    // A wrong password is said beside the field, and nothing is deleted.
    const password = dialog.getByLabel('Current Password');
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.inputValue()).toBe('not-my-password');
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(
      1,
    );

    // The right password: signed out, on the landing page, told so.
    await password.fill('leaving-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await toast('Account deleted').waitFor();
    await page.getByText('Turn Your Parking Receipts Into Discounts').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const session = await page.request.get(`${server.url}/api/auth/session`);
    expect((await session.json()).user).toBeNull();
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(
      0,
    );

    // The account is gone: signing in again fails.
    await go('/login');
    await page.getByLabel('Email or Phone Number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('leaving-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Invalid email/phone or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
