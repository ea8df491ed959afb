import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedRetailer } from '#server/db/seed.ts';
import { londonDay } from '#server/lib/clock.ts';
import { unsureTicket } from '#tests/support/tickets.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';
import { registerDriver } from './support/session';

// Real photos read by the server's own OCR: a refused one runs every retry, and CI runs the API tests
// beside the browser suite on two cores (.ci/run), so a journey gets twice the usual minute.
vi.setConfig({ testTimeout: 120_000 });

assertBrowserAvailable();

/**
 * Unsure goes to a person (docs/decisions/039), with the real reader: a Reading pay & display ticket
 * dated today with no times printed (tests/fixtures/tickets-unsure, drawn here with today's date,
 * as the server runs on the real clock) is queued for review by itself.
 */
const todayOnTicket = () => londonDay(new Date()).split('-').reverse().join('/');
const stamp = Date.now().toString(36);
const READING_SHOP = `Reading Rolls ${stamp}`;
const YORK_SHOP = `York Yarns ${stamp}`;

describe.skipIf(!hasChromium)('an unsure ticket goes to a person, in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let phone: Awaited<ReturnType<typeof launchBrowser>>;
  let desktop: Awaited<ReturnType<typeof launchBrowser>>;
  let driver: Page;
  let admin: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    const now = new Date();
    await seedRetailer(
      server.db,
      {
        businessName: READING_SHOP,
        email: `rolls-${stamp}@shops.example`,
        city: 'Reading',
        latitude: 51.4543,
        longitude: -0.9781,
      },
      now,
    );
    await seedRetailer(
      server.db,
      {
        businessName: YORK_SHOP,
        email: `yarns-${stamp}@shops.example`,
        city: 'York',
        latitude: 53.959,
        longitude: -1.0815,
      },
      now,
    );
    phone = await launchBrowser();
    desktop = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
    await server?.close();
  });

  const toast = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text }).first();

  it('unsure upload → “We’re checking your ticket” → admin approves → offers', async () => {
    driver = await phone.newPage();
    await registerDriver(driver, server.url, 'Una Unsure');
    await driver.goto(`${server.url}/upload-ticket`);
    const photo = await unsureTicket({ date: todayOnTicket(), ticketNo: `UN-${stamp}` });
    await driver
      .getByLabel('Choose from Files')
      .setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: photo });
    await driver.getByRole('button', { name: 'Upload Photo' }).click();

    // The result screen: not a failure, a person checks it.
    // An unsure reading takes every look the reader has (four OCR reads, not one), and the unit
    // projects' OCR tests may share the two cores meanwhile: a minute, not the usual 30 s.
    await driver.getByRole('heading', { name: 'We’re checking your ticket' }).waitFor({ timeout: 60_000 });
    await driver.getByText("We're checking your ticket. This usually takes a few minutes.").waitFor();
    expect(await driver.getByRole('alertdialog').count()).toBe(0);
    await expectAccessible(driver, 'upload in review');
    await driver.getByRole('link', { name: 'Return to Home' }).click();
    await driver.waitForURL(`${server.url}/`);

    // Home: the card says it is being checked; no offers are open to redeem yet.
    const card = driver.getByRole('region', { name: "Today's Parking" });
    await card.getByText(/^We’re checking your ticket\./).waitFor();
    await card.getByText('In review', { exact: true }).waitFor();
    await expectAccessible(driver, 'home in review');

    // History: In review.
    await driver.getByRole('navigation').getByRole('link', { name: 'History' }).click();
    const row = driver.getByRole('listitem').filter({ hasText: 'A person is checking this ticket.' });
    await row.getByText('In review', { exact: true }).waitFor();
    await row.getByText('Reading').waitFor();

    // The admin finds it in Reviews, sent by the reader, and approves it.
    admin = await desktop.newPage();
    await admin.goto(`${server.url}/login`);
    await admin.getByLabel('Email or Phone Number').fill(ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.goto(`${server.url}/admin?tab=reviews`);
    await admin.getByRole('heading', { name: 'Ticket Reviews' }).waitFor();
    const review = admin.getByRole('article', { name: 'Una Unsure' });
    await review.getByText('Reader unsure').waitFor();
    await review.getByText(/^Sent by the reader /).waitFor();
    await review.getByText(/a person checks it/).waitFor();
    await expect
      .poll(() => review.getByRole('region', { name: 'Text read from the photo' }).textContent())
      .toMatch(/PAY & DISPLAY/i);
    await expectAccessible(admin, 'reviews with an unsure ticket');
    await review.getByRole('button', { name: 'Approve the review of Una Unsure' }).click();
    await toast(admin, 'Review Approved').waitFor();

    // The driver: verified at home with the offers near Reading (not York), Approved in history.
    await driver.goto(`${server.url}/`);
    await card.getByText('Verified', { exact: true }).waitFor();
    await card.getByText(/Valid until/).waitFor();
    await driver.getByText(READING_SHOP).waitFor();
    expect(await driver.getByText(YORK_SHOP).count()).toBe(0);
    await expectAccessible(driver, 'home after approval');
    await driver.goto(`${server.url}/history`);
    await driver.getByText('Approved', { exact: true }).waitFor();
    await driver.goto(`${server.url}/browse-offers`);
    await driver.getByText('Parking Verified').waitFor();
    await driver.getByText(READING_SHOP).first().waitFor();
  }, 120_000);
});
