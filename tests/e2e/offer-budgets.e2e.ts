import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonParts, type OfferHours } from '#contracts/offer-hours.ts';
import { offerCapCounters, retailers } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

const LEEDS = { city: 'Leeds', latitude: 53.7965, longitude: -1.5479 };
const MON_FRI: OfferHours[] = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));

/**
 * The server keeps the real clock, so the hours are built from London now: today's weekday all day
 * (running until 23:59), or only tomorrow's weekday (paused now, back tomorrow at 09:00).
 */
function londonNow() {
  const now = londonParts(new Date());
  return { ...now, month: now.day.slice(0, 7), tomorrow: (now.weekday % 7) + 1 };
}
const allDayToday = (): OfferHours[] => [{ day: londonNow().weekday, opens: '00:00', closes: '23:59' }];
const tomorrowOnly = (): OfferHours[] => [{ day: londonNow().tomorrow, opens: '09:00', closes: '17:00' }];

describe.skipIf(!hasChromium)('offer budgets and hours in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const shops: Record<string, { id: string; code: string; userId: string }> = {};

  /** A shop near the driver's parking, with its hours and limits set as the portal would store them. */
  async function seedShop(
    businessName: string,
    budget: { schedule?: OfferHours[] | null; dailyCap?: number | null; monthlyCap?: number | null },
    extra: { city?: string; latitude?: number; longitude?: number } = LEEDS,
  ) {
    const { retailer, code, user } = await seedRetailer(server.db, {
      businessName,
      email: `${businessName.toLowerCase().replace(/\W+/g, '-')}@e2e.test`,
      address: `1 Briggate, ${extra.city}`,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      ...extra,
    });
    if (Object.keys(budget).length > 0)
      await server.db.update(retailers).set(budget).where(eq(retailers.id, retailer.id));
    shops[businessName] = { id: retailer.id, code, userId: user.id };
    return retailer.id;
  }

  /** Redemptions already counted against a shop's limits today and this month. */
  async function countRedemptions(retailerId: string, today: number, thisMonth: number) {
    const { day, month } = londonNow();
    await server.db.insert(offerCapCounters).values([
      { retailerId, period: day, used: today },
      { retailerId, period: month, used: thisMonth },
    ]);
  }

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    page = await browser.newPage();

    // The portal's shop, far from the driver: 3 redemptions today, 40 this month.
    const portalShop = await seedShop(
      'Pennyroyal Tea Rooms',
      {},
      { city: 'Reading', latitude: 51.4551, longitude: -0.9714 },
    );
    await countRedemptions(portalShop, 3, 40);

    // Near the driver: two running all day today, one only tomorrow, one at its daily limit, and one
    // with a daily limit of 1 still to reach.
    await seedShop('Open Late Cafe', { schedule: allDayToday() });
    await seedShop('Late Deli', { schedule: allDayToday() });
    await seedShop('Closed Books', { schedule: tomorrowOnly() });
    await countRedemptions(await seedShop('Capped Gym', { dailyCap: 2 }), 2, 2);
    await seedShop('Busy Bakery', { dailyCap: 1 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const go = (path: string) => page.goto(`${server.url}${path}`);
  const toast = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();
  const offerPanel = () => page.getByRole('region', { name: 'Your Current Offer' });

  it('lets a retailer set a daily limit and Mon–Fri hours, and shows them saved with the limit used', async () => {
    await signInBySession(browser.context, server.url, server.db, shops['Pennyroyal Tea Rooms']!.userId);
    await go('/retailer');
    await offerPanel().waitFor();
    await offerPanel().getByText('Runs: Every day').waitFor();
    await offerPanel().getByText('Today: 3 used').waitFor();
    await offerPanel().getByText('This month: 40 used').waitFor();
    expect(await page.getByRole('radio', { name: 'At all times' }).isChecked()).toBe(true);
    await expectAccessible(page, 'portal limits');

    // The contract's message under the field, and nothing sent.
    const daily = page.getByLabel('Daily limit');
    await daily.fill('0');
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await page.getByText('Daily limit must be at least 1').waitFor();
    await expect.poll(() => daily.evaluate((el) => el === document.activeElement)).toBe(true);

    // A limit of 3, already used up today: the panel says the offer is paused until tomorrow.
    await daily.fill('3');
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await toast('Offer Updated!').waitFor();
    await offerPanel().getByText('Today: 3 of 3 used').waitFor();
    await offerPanel()
      .getByText(/Paused until tomorrow/)
      .waitFor();

    // Chosen days, none ticked: the schedule's own message.
    await page.getByRole('radio', { name: 'On chosen days and times' }).check();
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await page.getByText('Choose at least one day, or run the offer at all times').waitFor();

    // Mon–Fri 09:00–17:00 in one click; a Monday closing before it opens is caught under Monday.
    await page.getByRole('button', { name: 'Mon–Fri 09:00–17:00' }).click();
    expect(await page.getByRole('checkbox', { name: 'Friday' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(false);
    await page.getByLabel('Monday closes').fill('08:00');
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await page.getByText('Opening time must be before closing time').waitFor();
    await expectAccessible(page, 'hours editor with a message');
    await page.getByLabel('Monday closes').fill('17:00');
    await daily.fill('5');
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await toast('Offer Updated!').waitFor();
    await offerPanel().getByText('Runs: Mon–Fri 09:00–17:00 (UK time)').waitFor();
    await offerPanel().getByText('Today: 3 of 5 used').waitFor();
    await offerPanel().getByText('This month: 40 used').waitFor();

    const [stored] = await server.db
      .select()
      .from(retailers)
      .where(eq(retailers.id, shops['Pennyroyal Tea Rooms']!.id));
    expect(stored).toMatchObject({ dailyCap: 5, monthlyCap: null, schedule: MON_FRI });

    // Saved: a fresh page starts from the stored limits and hours.
    await page.reload();
    await offerPanel().getByText('Runs: Mon–Fri 09:00–17:00 (UK time)').waitFor();
    await expect.poll(() => page.getByLabel('Daily limit').inputValue()).toBe('5');
    expect(await page.getByRole('radio', { name: 'On chosen days and times' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Wednesday' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Tuesday opens').inputValue()).toBe('09:00');
    await expectAccessible(page, 'portal with hours');

    // Back to all times and no limit: both cleared.
    await page.getByRole('radio', { name: 'At all times' }).check();
    await daily.fill('');
    await page.getByRole('button', { name: 'Update Offer' }).click();
    await toast('Offer Updated!').waitFor();
    await offerPanel().getByText('Runs: Every day').waitFor();
    await offerPanel().getByText('Today: 3 used').waitFor();
    const [cleared] = await server.db
      .select()
      .from(retailers)
      .where(eq(retailers.id, shops['Pennyroyal Tea Rooms']!.id));
    expect(cleared).toMatchObject({ dailyCap: null, schedule: null });
  });

  it('shows drivers until when an offer runs, hides paused ones, and says when they are back', async () => {
    const driver = await seedDriver(server.db, { email: 'hours-driver@e2e.test', fullName: 'Hana Hours' });
    await seedTicket(server.db, driver.id, LEEDS);
    await signInBySession(browser.context, server.url, server.db, driver.id);
    await page.setViewportSize({ width: 390, height: 844 });

    await go('/browse-offers');
    const card = page.getByRole('article', { name: 'Open Late Cafe' });
    await card.waitFor();
    await card.getByText('Today until 23:59').waitFor();
    await page.getByRole('article', { name: 'Busy Bakery' }).waitFor();
    expect(await page.getByText('Closed Books').count()).toBe(0);
    expect(await page.getByText('Capped Gym').count()).toBe(0);
    await expectAccessible(page, 'browse with hours');

    // Outside its hours: the redeem screen says when it is back, and offers no code entry.
    await go(`/redeem-offer/${shops['Closed Books']!.id}`);
    await page.getByRole('heading', { name: 'Back tomorrow at 09:00' }).waitFor();
    await page.getByText('This offer is not available right now.').waitFor();
    expect(await page.getByRole('button', { name: 'Verify & Redeem' }).count()).toBe(0);
    await expectAccessible(page, 'paused offer');

    // At its daily limit: back when the London day is over.
    await go(`/redeem-offer/${shops['Capped Gym']!.id}`);
    await page.getByRole('heading', { name: 'Back tomorrow at 00:00' }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify & Redeem' }).count()).toBe(0);
  });

  async function typeCodeAndRedeem(name: string) {
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(shops[name]!.code);
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
  }

  it('answers a till that closed meanwhile with the server’s message, then says when it is back', async () => {
    await go(`/redeem-offer/${shops['Late Deli']!.id}`);
    await page.getByText('Today until 23:59').waitFor();
    await page.getByText('Parking Verified').first().waitFor();
    // The shop changes its hours while the driver is at the till.
    await server.db
      .update(retailers)
      .set({ schedule: tomorrowOnly() })
      .where(eq(retailers.id, shops['Late Deli']!.id));
    await typeCodeAndRedeem('Late Deli');
    await toast('This offer is not available right now.').waitFor();
    await page.getByRole('heading', { name: 'Back tomorrow at 09:00' }).waitFor();
  });

  it('answers a till at the daily limit with the server’s message', async () => {
    await go(`/redeem-offer/${shops['Busy Bakery']!.id}`);
    await page.getByText('Parking Verified').first().waitFor();
    // Another driver takes the day's only redemption first.
    const { day } = londonNow();
    await server.db
      .insert(offerCapCounters)
      .values({ retailerId: shops['Busy Bakery']!.id, period: day, used: 1 });
    await typeCodeAndRedeem('Busy Bakery');
    await toast('This offer has reached its limit for today.').waitFor();
    // The screen says why at once; when it is back once the offer's refreshed answer says so (offer
    // lists are cached for a few seconds, and a counter moving does not change the retailers' version).
    await page.getByRole('main').getByText('This offer has reached its limit for today.').waitFor();
    await page.getByRole('heading', { name: /^(Back tomorrow at 00:00|Not available right now)$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify & Redeem' }).count()).toBe(0);

    // Still within its limit and its hours: redeemed as ever.
    await go(`/redeem-offer/${shops['Open Late Cafe']!.id}`);
    await page.getByText('Parking Verified').first().waitFor();
    await typeCodeAndRedeem('Open Late Cafe');
    await page.getByRole('heading', { name: 'Discount Applied!' }).waitFor();
  });
});
