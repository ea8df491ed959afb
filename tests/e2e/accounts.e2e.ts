import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';

assertBrowserAvailable();

describe.skipIf(!hasChromium)('accounts in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const go = (path: string) => page.goto(`${server.url}${path}`);
  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first();
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

  async function signIn(emailOrPhone: string, password: string) {
    await go('/login');
    await page.getByLabel('Email or Phone Number').fill(emailOrPhone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Logged in successfully').waitFor();
  }

  async function signOut() {
    await go('/profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Turn Your Parking Receipts Into Discounts').waitFor();
  }

  it('shows accessible public pages and a 404 for unknown paths', async () => {
    await go('/');
    await page.getByText('Turn Your Parking Receipts Into Discounts').waitFor();
    await expectAccessible(page, 'landing');
    for (const [path, title] of [
      ['/login', 'Welcome Back'],
      ['/register', 'Create Account'],
      ['/retailer-signup', 'Retailer Sign Up'],
      ['/forgot-password', /Forgot/],
      ['/reset-password?token=x', /Reset/],
    ] as const) {
      await go(path);
      await heading(title).waitFor();
      await expectAccessible(page, path);
    }
    await go('/no/such/page');
    await heading(/not found|404/i).waitFor();
    await expectAccessible(page, '404');
  });

  it('registers a driver, signs out, signs in by phone and by e-mail, changes and resets the password', async () => {
    await go('/register');
    await page.getByLabel('Full Name').fill('Dana Driver');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password').fill('different-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill('first-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast('Account created successfully').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: /Home/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Add a phone number on the profile, then use it to sign in.
    await go('/profile');
    await page.getByText('Customer Account').waitFor();
    await page.getByRole('button', { name: /Edit/ }).click();
    // A new phone changes how Dana signs in, so the dialog asks for the current password.
    expect(await page.getByLabel('Current Password').count()).toBe(0);
    await page.getByLabel('Phone Number').fill('07700 900321');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.getByText('Enter your current password to change your email or phone number').waitFor();
    await page.getByLabel('Current Password').fill('wrong-password');
    await page.getByRole('button', { name: /Save/ }).click();
    await page.getByRole('dialog').getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current Password').fill('first-password');
    await page.getByRole('button', { name: /Save/ }).click();
    await toast('Profile updated successfully').waitFor();
    await signOut();

    await signIn('07700900321', 'first-password');
    await signOut();
    await signIn('DANA@example.com', 'first-password');

    await go('/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('first-password');
    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm New Password').fill('second-password');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Change Password|Update Password|Save/ })
      .click();
    await toast('Password changed successfully').waitFor();
    await signOut();

    await go('/forgot-password');
    await page.getByLabel('Email or Phone Number').fill('dana@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await heading('Check Your Email').waitFor();
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(server.latestOutboxMessage())![0];
    await page.goto(link);
    await page.getByLabel('New Password').fill('third-password');
    await page.getByLabel('Confirm Password').fill('third-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await heading('Password Reset!').waitFor();
    await page
      .getByRole('link', { name: 'Go to Login' })
      .or(page.getByRole('button', { name: 'Go to Login' }))
      .click();
    await page.getByLabel('Email or Phone Number').fill('dana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('second-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Invalid email/phone or password').waitFor();
    await signIn('dana@example.com', 'third-password');

    await go('/admin');
    await heading('Access Denied').waitFor();
    await page
      .getByRole('button', { name: 'Go Home' })
      .or(page.getByRole('link', { name: 'Go Home' }))
      .click();
    await page.waitForURL(`${server.url}/`);
    await signOut();
  });

  it('signs a retailer up into the retailer portal', async () => {
    await go('/retailer-signup');
    await page.getByLabel('Business Name').fill('Crumbs & Co');
    await page.getByLabel('Business Category').or(page.getByLabel('Category')).first().click();
    await page.getByRole('option', { name: 'Cafe' }).click();
    await page.getByLabel('Address').fill('4 Market Place, Reading RG1 2EQ');
    await page.getByLabel(/Discount Amount/).fill('3');
    await page.getByLabel(/Minimum Spend/).fill('12.50');
    await page.getByLabel('Contact Name').fill('Cora Crumb');
    await page.getByLabel('Email', { exact: true }).fill('cora@crumbs.example');
    await page.getByLabel('Password', { exact: true }).fill('retail-password');
    await page.getByLabel('Confirm Password').fill('retail-password');
    await page
      .getByRole('button', { name: 'Create Account' })
      .or(page.getByRole('button', { name: /Sign Up|Create Retailer/ }))
      .first()
      .click();
    await toast('Your retailer account has been created successfully').waitFor();
    await page.getByText('Retailer Portal').first().waitFor();
    await signOut();
  });

  it('lets an admin made by create-admin into the admin dashboard', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await page
      .getByText(/Admin Dashboard/)
      .first()
      .waitFor();
    await go('/profile');
    await page.getByText('Admin', { exact: true }).first().waitFor();
    await signOut();
  });

  it('signs nobody out from another site’s link, but from the Sign out button it leads to', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    // Another site (served by the test) links to the spec's GET sign-out.
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize</title><a href="${server.url}/api/auth/logout">Claim your prize</a>`,
      }),
    );
    await page.goto('http://elsewhere.test/');
    await page.getByRole('link', { name: 'Claim your prize' }).click();
    await page.waitForURL(`${server.url}/sign-out`);
    await heading('Sign out').waitFor();
    const session = async () =>
      ((await (await page.request.get(`${server.url}/api/auth/session`)).json()) as { user: unknown }).user;
    expect(await session()).not.toBeNull();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Turn Your Parking Receipts Into Discounts').waitFor();
    expect(await session()).toBeNull();
    await page.unroute('http://elsewhere.test/**');
  });

  it('sends signed-out visitors of a driver route to sign in, and back there afterwards', async () => {
    await go('/history');
    await page.waitForURL(/\/login\?next=/);
    await seedDriverAndSignIn();
    expect(new URL(page.url()).pathname).toBe('/history');
  });

  async function seedDriverAndSignIn() {
    await page.getByLabel('Email or Phone Number').fill('dana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('third-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Logged in successfully').waitFor();
  }
});
