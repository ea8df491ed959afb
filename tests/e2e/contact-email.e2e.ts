import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CONFIRM_COPY } from '#contracts/retailer-emails.ts';
import { emailOutbox, retailers } from '#server/db/schema.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { createConfirmationToken } from '#server/features/retailer-emails/confirmation.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

/**
 * The retailer's contact e-mail in a real browser (docs/decisions/045): the portal says whether it is
 * confirmed and sends the link again, a new address needs the password, and the link's page confirms
 * it (404 when the link does not work).
 */
describe.skipIf(!hasChromium)('the contact e-mail in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let shop: Awaited<ReturnType<typeof seedRetailer>>;
  const businessName = `Crumb & Co ${process.pid}`;
  const email = `crumb-${process.pid}-${Date.now()}@e2e.test`;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    shop = await seedRetailer(server.db, {
      businessName,
      email,
      password: 'retail-password',
      address: '4 Market Place, Reading RG1 2EQ',
      city: 'Reading',
      latitude: 51.4543,
      longitude: -0.9781,
      contactEmailConfirmed: false,
    });
    await signInBySession(browser.context, server.url, server.db, shop.user.id);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
  const stored = async () =>
    (await server.db.select().from(retailers).where(eq(retailers.id, shop.retailer.id)))[0]!;
  const links = async () =>
    (await server.db.select().from(emailOutbox).where(eq(emailOutbox.retailerId, shop.retailer.id))).filter(
      (row) => row.kind === 'contact_confirmation',
    );

  it('shows the address is not confirmed, and sends the link again', async () => {
    await page.goto(`${server.url}/retailer`);
    const card = page.getByRole('region', { name: 'Weekly summary e-mail' });
    await card.getByText(CONTACT_CONFIRM_COPY.unconfirmed).waitFor();
    const before = (await links()).length;
    await card.getByRole('button', { name: CONTACT_CONFIRM_COPY.resend }).click();
    await toast(CONTACT_CONFIRM_COPY.sent).waitFor();
    expect(await links()).toHaveLength(before + 1);
    await expectAccessible(page, 'portal, contact e-mail not confirmed');
  });

  it('asks for the password to change the contact e-mail, and refuses a wrong one', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Contact Name').waitFor();
    expect(await dialog.getByLabel('Current Password').count()).toBe(0);
    const next = `new-${email}`;
    await dialog.getByLabel('Email Address').fill(next);
    await dialog.getByLabel('Current Password').waitFor();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Enter your current password to change the contact e-mail or phone').waitFor();
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Current password is incorrect').first().waitFor();
    expect((await stored()).email).toBe(email);
    await expectAccessible(page, 'edit profile, password asked');

    await dialog.getByLabel('Current Password').fill('retail-password');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Profile Updated!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await stored()).email).toBe(next);
    expect((await links()).at(-1)?.recipient).toBe(next);
  });

  it('confirms the address from the link, signed out, and says so on a link that does not work', async () => {
    const current = (await stored()).email!;
    const token = await createConfirmationToken(server.db, shop.retailer.id, current, new Date());
    // As someone opening the e-mail's link for the first time: no service worker answering for the server.
    const signedOut = await launchBrowser({ serviceWorkers: 'block' });
    const visitor = await signedOut.newPage();
    try {
      const response = await visitor.goto(`${server.url}/confirm-email/${token}`);
      expect(response?.status()).toBe(200);
      // Opening the link changes nothing (mail scanners open links); the button confirms.
      await visitor.getByRole('heading', { level: 1, name: CONTACT_CONFIRM_COPY.title }).waitFor();
      await expectAccessible(visitor, 'contact e-mail confirmation link');
      expect((await stored()).confirmedEmail).not.toBe(current);
      await visitor.getByRole('button', { name: CONTACT_CONFIRM_COPY.button }).click();
      await visitor.getByRole('heading', { level: 1, name: CONTACT_CONFIRM_COPY.doneTitle }).waitFor();
      await expect.poll(() => visitor.title()).toBe(`${CONTACT_CONFIRM_COPY.doneTitle} · ParkPerks`);
      await visitor.getByText(`ParkPerks will send e-mails about ${businessName} to ${current}.`).waitFor();
      expect((await stored()).confirmedEmail).toBe(current);
      await expectAccessible(visitor, 'contact e-mail confirmed');

      const broken = await visitor.goto(`${server.url}/confirm-email/not-a-real-link`);
      expect(broken?.status()).toBe(404);
      await visitor.getByRole('button', { name: CONTACT_CONFIRM_COPY.button }).click();
      await visitor.getByRole('heading', { level: 1, name: CONTACT_CONFIRM_COPY.invalidTitle }).waitFor();
      await visitor.getByText(CONTACT_CONFIRM_COPY.invalidText).waitFor();
    } finally {
      await signedOut.close();
    }

    await page.reload();
    const card = page.getByRole('region', { name: 'Weekly summary e-mail' });
    await card.getByText(CONTACT_CONFIRM_COPY.confirmed, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: CONTACT_CONFIRM_COPY.resend }).count()).toBe(0);
  });
});
