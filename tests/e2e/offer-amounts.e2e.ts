import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions, retailers, users } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

/**
 * Issue 25 section 2 in the retailer portal on a phone (390 px): the offer amounts' rule said beside
 * the field as it is typed, the offer previewed as drivers will read it, a discount above £10
 * confirmed before it is saved; and 'Check a code' reading a code as a cashier types it, with the
 * 0/1/I/O message for a letter no code has.
 */
describe.skipIf(!hasChromium)('offer amounts and checking a code in the portal, on a phone', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let shopId: string;
  let shopName: string;
  const CODE = 'ABC234';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    page = await browser.newPage();
    const reading = { city: 'Reading', latitude: 51.4543, longitude: -0.9781 };
    const shop = await seedRetailer(server.db, {
      businessName: `Amounts Bakery ${process.pid}`,
      email: `amounts-${process.pid}-${Date.now()}@e2e.test`,
      password: 'retail-password',
      category: 'Cafe',
      discountAmount: '3.00',
      minimumSpend: '15.00',
      ...reading,
    });
    shopId = shop.retailer.id;
    shopName = shop.retailer.businessName;
    const driver = await seedDriver(server.db, {
      email: `amounts-driver-${process.pid}-${Date.now()}@e2e.test`,
      password: 'driver-password',
    });
    const ticket = await seedTicket(server.db, driver.id, reading);
    await server.db.insert(redemptions).values({
      userId: driver.id,
      retailerId: shopId,
      parkingTicketId: ticket.id,
      discountAmount: '3.00',
      minimumSpend: '15.00',
      confirmationCode: CODE,
      redeemedAt: new Date(),
    });
    await signInBySession(browser.context, server.url, server.db, shop.user.id);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const stored = async () => (await server.db.select().from(retailers).where(eq(retailers.id, shopId)))[0]!;
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
  const offerPanel = () => page.getByRole('region', { name: 'Your Current Offer' });
  /** The message under a field (FormField wires it with aria-describedby). */
  const describedBy = (label: string) =>
    page.getByLabel(label).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' | '),
    );

  it('says the amount rule beside the field as it is typed, previews the offer, and confirms a discount above £10', async () => {
    await page.goto(`${server.url}/`);
    const discount = page.getByLabel('Discount Amount (£)');
    const minimum = page.getByLabel('Minimum Spend (£)');
    await expect.poll(() => discount.inputValue()).toBe('3.00');
    const preview = page.getByTestId('offer-preview');
    // Nothing changed yet: the panel's headline is what drivers see, no preview.
    expect(await preview.count()).toBe(0);

    // Too small a discount: the message beside the field once it is left, before anything is sent.
    await discount.fill('0.2');
    await minimum.focus();
    await page.getByText('The discount must be between £0.50 and £20.00.').waitFor();
    expect(await describedBy('Discount Amount (£)')).toContain(
      'The discount must be between £0.50 and £20.00.',
    );
    expect(await discount.getAttribute('aria-invalid')).toBe('true');
    // The preview follows the typing.
    await preview.getByText('£0.20 off').waitFor();
    await expectAccessible(page, 'offer form with an amount refused');

    // £12 off a £5 spend: the minimum spend's message, beside that field.
    await discount.fill('12');
    await expect.poll(() => discount.getAttribute('aria-invalid')).toBeNull();
    await minimum.fill('5');
    await page.getByText('The minimum spend must be at least the discount, or £0 for none.').waitFor();
    expect(await describedBy('Minimum Spend (£)')).toContain(
      'The minimum spend must be at least the discount, or £0 for none.',
    );
    await preview.getByText('£12.00 off').waitFor();
    await preview.getByText('Spend £5.00 or more').waitFor();
    // Submitting sends nothing while the rule is broken.
    await page.getByRole('button', { name: 'Update Offer' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await stored()).discountAmount).toBe('3.00');

    await minimum.fill('15');
    await preview.getByText('Spend £15.00 or more').waitFor();
    expect(await minimum.getAttribute('aria-invalid')).toBeNull();

    // A discount above £10 asks first; Cancel saves nothing and keeps what was typed.
    await page.getByRole('button', { name: 'Update Offer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save this offer?' });
    await confirm.waitFor();
    await confirm.getByText(/Drivers will get £12\.00 off when they spend £15\.00\./).waitFor();
    await expectAccessible(page, 'confirm a large discount');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await stored()).toMatchObject({ discountAmount: '3.00', minimumSpend: '15.00' });
    expect(await discount.inputValue()).toBe('12');

    // Confirmed: saved.
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Save offer' }).click();
    await toast('Offer Updated!').waitFor();
    await offerPanel().getByText('£12.00 off').waitFor();
    expect(await stored()).toMatchObject({ discountAmount: '12.00', minimumSpend: '15.00' });
    // Saved: the preview gives way to the panel's headline.
    await preview.waitFor({ state: 'detached' });
  });

  it('finds a code typed in lower case with a dash, and says codes never contain 0, 1, I or O', async () => {
    const box = page.getByRole('region', { name: 'Check a code' });
    const field = box.getByLabel('Confirmation code');
    const check = box.getByRole('button', { name: 'Check' });

    await field.fill('abc-234');
    await check.click();
    await box.getByText(`Valid code: ${CODE}`).waitFor();
    await box.getByText('£3.00 off (spend £15.00+)').waitFor();

    await field.fill(' ABC 234 ');
    await check.click();
    await box.getByText(`Valid code: ${CODE}`).waitFor();

    // An O where a 0 was meant (or the other way round): said as such, beside the field.
    await field.fill('abc-2O4');
    await check.click();
    await box.getByText('Confirmation codes never contain 0, 1, I or O: check the letters.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await box.getByText(`Valid code: ${CODE}`).count()).toBe(0);
    await expectAccessible(page, 'check a code with an O');

    // The server says the same when asked directly (the client reads the code as it does).
    const answer = await page.evaluate(async (id) => {
      const res = await fetch(`/api/retailers/${id}/redemptions/check?code=ABC1O4`);
      return { status: res.status, body: await res.json() };
    }, shopId);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('redemption.code_ambiguous');

    await field.fill('abc');
    await check.click();
    await box.getByText('Enter the 6-character confirmation code').waitFor();
  });

  it('holds the admin’s edit to the same rule, and confirms a discount above £10 there too', async () => {
    const [admin] = await server.db.select().from(users).where(eq(users.email, ADMIN.email));
    await signInBySession(browser.context, server.url, server.db, admin!.id);
    await page.goto(`${server.url}/`);
    await page.getByRole('tab', { name: 'Retailers' }).click();
    await page.getByRole('button', { name: `Edit ${shopName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Retailer' });
    await edit.waitFor();
    const discount = edit.getByLabel('Discount Amount (£)');
    const minimum = edit.getByLabel('Minimum Spend (£)');
    await expect.poll(() => discount.inputValue()).toBe('12.00');

    await discount.fill('25');
    await minimum.focus();
    await edit.getByText('The discount must be between £0.50 and £20.00.').waitFor();
    await discount.fill('16');
    await edit.getByText('The minimum spend must be at least the discount, or £0 for none.').waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect(await page.getByRole('dialog', { name: 'Save this offer?' }).count()).toBe(0);

    await minimum.fill('0');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save this offer?' });
    await confirm.getByText(/Drivers will get £16\.00 off, with no minimum spend\./).waitFor();
    await expectAccessible(page, 'admin confirms a large discount');
    expect((await stored()).discountAmount).toBe('12.00');
    await confirm.getByRole('button', { name: 'Save offer' }).click();
    await toast('Retailer Updated!').waitFor();
    expect(await stored()).toMatchObject({ discountAmount: '16.00', minimumSpend: '0.00' });
  });
});
