import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, redemptions, retailers, townReports, users } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';
import { mondayOf } from '#server/features/town-reports/period.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';
import { signInBySession } from './support/session';

assertBrowserAvailable();

const stamp = Date.now().toString(36);
/** The page's one sentence on why a figure may read "fewer than 5" (decisions.md section 9, 046). */
const HIDDEN_FIGURES_SENTENCE =
  'Figures about fewer than 5 drivers or fewer than 5 shops are shown as “fewer than 5” so no driver or shop can be singled out; counts of shops are shown as they are.';
let codes = 0;

describe.skipIf(!hasChromium)('town reports in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let desktop: Awaited<ReturnType<typeof launchBrowser>>;
  let phone: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: Page;
  let visitor: Page;
  let reportUrl = '';
  /** A link to Ripon's report, where 2 drivers used 1 shop: the drivers' figures are hidden. */
  let smallTownToken = '';
  /** A link to Thirsk's report, where 6 drivers used only 2 shops: all but the shop counts hidden. */
  let twoShopToken = '';
  const yesterday = addDays(londonDay(new Date()), -1);
  /** Harrogate's shops joined 20 days before yesterday: its report starts at that month and week. */
  const harrogateJoined = addDays(yesterday, -20);

  /**
   * `drivers` new drivers each redeem £2.50 off a £10 minimum spend at one of `shops`, at noon
   * yesterday: a report shows figures up to the end of the previous London day (docs/decisions/045).
   * The shops joined at noon on `joinedOn` (the report starts at the first one's month, 046).
   */
  async function redemptionsIn(city: string, shopCount: number, drivers: number, joinedOn: string) {
    const at = londonTime(yesterday, '12:00');
    const shops = [];
    for (let i = 0; i < shopCount; i++) {
      const shop = await seedRetailer(server.db, {
        businessName: `${city} Shop ${i} ${stamp}`,
        email: `${city.toLowerCase()}-${i}-${stamp}@shops.example`,
        city,
      });
      await server.db
        .update(retailers)
        .set({ createdAt: londonTime(joinedOn, '12:00') })
        .where(eq(retailers.id, shop.retailer.id));
      shops.push(shop.retailer.id);
    }
    for (let i = 0; i < drivers; i++) {
      const driver = await seedDriver(server.db, {
        email: `${city.toLowerCase()}-driver-${i}-${stamp}@e2e.test`,
      });
      const ticket = await seedTicket(server.db, driver.id, {}, at);
      await server.db.insert(redemptions).values({
        userId: driver.id,
        parkingTicketId: ticket.id,
        retailerId: shops[i % shops.length]!,
        discountAmount: '2.50',
        minimumSpend: '10.00',
        confirmationCode: `E${String(++codes).padStart(5, '0')}`,
        redeemedAt: at,
      });
    }
  }

  beforeAll(async () => {
    server = await startE2eServer();
    await redemptionsIn('Harrogate', 6, 6, harrogateJoined);
    await redemptionsIn('Ripon', 1, 2, yesterday);
    await redemptionsIn('Thirsk', 2, 6, yesterday);
    desktop = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    phone = await launchBrowser();
    const [adminUser] = await server.db.select().from(users).where(eq(users.email, ADMIN.email));
    await signInBySession(desktop.context, server.url, server.db, adminUser!.id);
    admin = await desktop.newPage();
    visitor = await phone.newPage();
  });
  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
    await server?.close();
  });

  const toast = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text }).first();
  const viewsOfReports = () =>
    server.db.select().from(auditLog).where(eq(auditLog.action, 'town_report.viewed'));

  it('lets an admin make a link that a visitor reads, downloads and prints, with each view audited', async () => {
    await admin.goto(`${server.url}/admin?tab=town-reports`);
    await admin.getByRole('heading', { name: 'Create a Report Link' }).waitFor();
    await admin.getByText('No report links yet.', { exact: false }).waitFor();
    await expectAccessible(admin, 'town reports tab');

    await admin.getByLabel('Town', { exact: true }).click();
    await admin.getByRole('option', { name: 'Harrogate (6 shops)' }).click();
    await admin.getByRole('button', { name: 'Create Report Link' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Report Link Created' });
    await dialog.waitFor();
    reportUrl = await dialog.getByLabel('Report link').inputValue();
    expect(reportUrl).toMatch(new RegExp(`^${server.url}/reports/[A-Za-z0-9_-]{43}$`));
    await expectAccessible(admin, 'new report link');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const row = admin.getByRole('row').filter({ hasText: 'Harrogate' });
    await expect.poll(() => row.textContent()).toMatch(/Harrogate.*by Eve Admin.*Active.*Not opened yet/);

    // A visitor with no account opens the link on a phone.
    const response = await visitor.goto(reportUrl);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    await visitor.getByRole('heading', { level: 1, name: 'Harrogate' }).waitFor();
    await expect.poll(() => visitor.title()).toBe('Town Report: Harrogate · ParkPerks');
    await expect
      .poll(() => visitor.locator('meta[name="robots"]').getAttribute('content'))
      .toBe('noindex, nofollow');
    const headline = visitor.getByRole('region', { name: 'The whole period' });
    await expect.poll(() => headline.textContent()).toContain('Drivers using it6');
    const figures = await headline.textContent();
    expect(figures).toContain('Shops with redemptions6');
    expect(figures).toContain('Redemptions6');
    expect(figures).toContain('Discounts given£15.00');
    expect(figures).toContain('Minimum spend brought in£60.00');
    const dateText = (day: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/London',
      }).format(londonTime(day, '12:00'));
    // From the 1st of the month the first shop joined, not 12 months back (docs/decisions/046).
    await visitor
      .getByText(
        `Period covered: ${dateText(`${harrogateJoined.slice(0, 7)}-01`)} to ${dateText(yesterday)} (London time).`,
        { exact: true },
      )
      .waitFor();
    await visitor
      .getByText(
        `Figures as of the end of ${dateText(yesterday)}: they are updated once a day, so today’s redemptions show from tomorrow.`,
      )
      .waitFor();
    // The one sentence that says why a figure may read "fewer than 5", near the top.
    await visitor.getByText(HIDDEN_FIGURES_SENTENCE, { exact: true }).waitFor();
    await visitor.getByRole('img', { name: 'Busiest days' }).waitFor();
    // The other six days had nobody: zeros, nothing hidden.
    await visitor.getByText(/^Busiest: \w+day, with 6 redemptions\.$/).waitFor();
    // Weeks from the one the first shop joined in; the earlier ones had nobody and read 0.
    const weekCount =
      (Date.parse(mondayOf(yesterday)) - Date.parse(mondayOf(harrogateJoined))) / (7 * 86_400_000) + 1;
    const monthCount = harrogateJoined.slice(0, 7) === yesterday.slice(0, 7) ? 1 : 2;
    const weekly = visitor.getByRole('region', { name: 'Week by week' });
    expect(await weekly.getByRole('row').count()).toBe(1 + weekCount);
    expect(await weekly.getByRole('cell', { name: 'fewer than 5' }).count()).toBe(0);
    const monthly = visitor.getByRole('region', { name: 'Month by month' });
    expect(await monthly.getByRole('row').count()).toBe(1 + monthCount);
    expect(await visitor.getByText('fewer than 5', { exact: true }).count()).toBe(0);
    await expectAccessible(visitor, 'town report');
    expect(await viewsOfReports()).toHaveLength(1);

    // The same table as CSV.
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^parkperks-town-report-harrogate-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Town,Period,From,To,Shops with redemptions,Drivers,Redemptions,Discounts given (GBP),Minimum spend (GBP)',
    );
    expect(lines).toHaveLength(1 + weekCount + monthCount + 1);
    expect(lines.at(-1)).toBe(
      `Harrogate,Whole period,${harrogateJoined.slice(0, 7)}-01,${yesterday},6,6,6,15.00,60.00`,
    );
    expect(lines[1]).toMatch(
      new RegExp(`^Harrogate,Week,${mondayOf(harrogateJoined)},[\\d-]+,0,0,0,0\\.00,0\\.00$`),
    );

    // Printing: no buttons, the private-link note instead.
    await visitor.emulateMedia({ media: 'print' });
    expect(await visitor.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await visitor.getByRole('link', { name: 'Download CSV' }).isVisible()).toBe(false);
    expect(await visitor.getByText('The link to this report is private').isVisible()).toBe(true);
    await visitor.emulateMedia({ media: 'screen' });

    const views = await viewsOfReports();
    expect(views.map((view) => [view.actorId, view.actorLabel, view.summary]).sort()).toEqual([
      [null, 'Report link (not signed in)', 'Town report for Harrogate downloaded as CSV'],
      [null, 'Report link (not signed in)', 'Town report for Harrogate viewed'],
    ]);
    await admin.reload();
    await expect.poll(() => row.textContent()).toMatch(/Active.*2 views/);
  });

  it('shows a one-shop town’s shops as they are and its few drivers’ figures as "fewer than 5"', async () => {
    smallTownToken = randomToken();
    await server.db.insert(townReports).values({
      town: 'Ripon',
      tokenHash: sha256Hex(smallTownToken),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
    await visitor.goto(`${server.url}/reports/${smallTownToken}`);
    await visitor.getByRole('heading', { level: 1, name: 'Ripon' }).waitFor();
    const headline = await visitor.getByRole('region', { name: 'The whole period' }).textContent();
    // Shops are businesses, never people: 1 is 1, as the town page says (docs/decisions/046).
    expect(headline).toContain('Shops in the scheme now1');
    expect(headline).toContain('Shops with redemptions1');
    expect(headline).toContain('Drivers using itfewer than 5');
    expect(headline).toContain('Redemptionsfewer than 5');
    expect(headline).toContain('Discounts givenfewer than 5');
    expect(headline).toContain('Minimum spend brought infewer than 5');
    expect(
      headline!.replace(/Shops in the scheme now1Shops with redemptions1/, '').replaceAll('fewer than 5', ''),
    ).not.toMatch(/£|\d/);
    // The shop joined yesterday: one month, and the week of yesterday.
    expect(await visitor.getByRole('region', { name: 'Month by month' }).getByRole('row').count()).toBe(2);
    expect(await visitor.getByRole('region', { name: 'Week by week' }).getByRole('row').count()).toBe(2);
    await visitor.getByText(/^The days shown had no redemptions; 1 of 7 show as fewer than 5\.$/).waitFor();
    await visitor.getByText(HIDDEN_FIGURES_SENTENCE, { exact: true }).waitFor();
    await expectAccessible(visitor, 'small town report');
    // The town page agrees: one shop.
    await visitor.goto(`${server.url}/towns/ripon`);
    await visitor.getByText('this local shop', { exact: false }).first().waitFor();
  });

  it('hides the figures of 6 drivers who used only 2 shops, showing the 2 shops as they are', async () => {
    twoShopToken = randomToken();
    await server.db.insert(townReports).values({
      town: 'Thirsk',
      tokenHash: sha256Hex(twoShopToken),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    });
    await visitor.goto(`${server.url}/reports/${twoShopToken}`);
    await visitor.getByRole('heading', { level: 1, name: 'Thirsk' }).waitFor();
    const headline = await visitor.getByRole('region', { name: 'The whole period' }).textContent();
    // Two shops' trade through the scheme is theirs alone, however many drivers (decisions.md section 9).
    expect(headline).toContain('Shops in the scheme now2');
    expect(headline).toContain('Shops with redemptions2');
    expect(headline).toContain('Drivers using itfewer than 5');
    expect(headline).toContain('Redemptionsfewer than 5');
    expect(headline).toContain('Discounts givenfewer than 5');
    expect(headline).toContain('Minimum spend brought infewer than 5');
    expect(headline).not.toMatch(/£|Drivers using it6|Redemptions6/);
    // The week's row: its 2 shops, and nothing else.
    const weekRows = visitor.getByRole('region', { name: 'Week by week' }).getByRole('row');
    expect(await weekRows.count()).toBe(2);
    const cells = await weekRows.nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual(['2', 'fewer than 5', 'fewer than 5', 'fewer than 5', 'fewer than 5']);
    await visitor.getByText(HIDDEN_FIGURES_SENTENCE, { exact: true }).waitFor();
    await expectAccessible(visitor, 'two-shop town report');
  });

  it('lets the admin revoke the link, after which it stops working for everyone', async () => {
    await admin.getByRole('button', { name: 'Revoke the report link for Harrogate' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Revoke Report Link?' });
    await confirm.waitFor();
    await expectAccessible(admin, 'revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke Link' }).click();
    await toast(admin, 'Report Link Revoked').waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'Harrogate' });
    await expect.poll(() => row.textContent()).toMatch(/Revoked/);
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);

    await visitor.goto(reportUrl);
    await visitor.getByRole('heading', { name: 'Report Not Available' }).waitFor();
    await visitor
      .getByText('This report link is not valid. It may have expired or been revoked.', { exact: false })
      .waitFor();
    await expectAccessible(visitor, 'revoked report');
    const token = reportUrl.split('/').at(-1)!;
    const api = await visitor.request.get(`${server.url}/api/public/reports/${token}`);
    expect(api.status()).toBe(404);
    expect((await api.json()).code).toBe('town_report.not_found');
    const [revoked] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'town_report.revoke'), eq(auditLog.actorLabel, 'Eve Admin')));
    expect(revoked?.summary).toMatch(/^Revoked the report link for Harrogate \(created \d{1,2} \w+ \d{4}\)$/);
  });
});
