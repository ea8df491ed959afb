import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedRetailer } from '#server/db/seed.ts';
import { londonDay } from '#server/lib/clock.ts';
import { payAndDisplay } from '#tests/support/tickets.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { ADMIN, startE2eServer } from './support/server';
import { registerDriver } from './support/session';

// Real photos read by the server's own OCR: a refused one runs every retry, and CI runs the API tests
// beside the browser suite on two cores (.ci/run), so a journey gets twice the usual minute.
vi.setConfig({ testTimeout: 120_000 });

assertBrowserAvailable();

/** Yesterday as a UK ticket prints it: the reader refuses it as not today's (the server's real clock). */
const yesterdayOnTicket = () =>
  londonDay(new Date(Date.now() - 24 * 60 * 60 * 1000))
    .split('-')
    .reverse()
    .join('/');
const stamp = Date.now().toString(36);
const LEEDS_SHOP = `Leeds Larder ${stamp}`;
const YORK_SHOP = `York Yarns ${stamp}`;

describe.skipIf(!hasChromium)('review by a person in a real browser', () => {
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
        businessName: LEEDS_SHOP,
        email: `larder-${stamp}@shops.example`,
        city: 'Leeds',
        latitude: 53.7965,
        longitude: -1.5479,
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
    admin = await desktop.newPage();
    await admin.goto(`${server.url}/login`);
    await admin.getByLabel('Email or Phone Number').fill(ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
    await server?.close();
  });

  const toast = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text }).first();

  /** A new driver whose Leeds ticket of yesterday the reader refuses, with the failure dialog open. */
  async function refusedDriver(name: string) {
    await phone.context.clearCookies();
    driver = await phone.newPage();
    await registerDriver(driver, server.url, name);
    await driver.goto(`${server.url}/upload-ticket`);
    const ticket = await payAndDisplay({
      date: yesterdayOnTicket(),
      from: '09:30',
      to: '12:30',
      town: 'Leeds',
      ticketNo: `RV-${stamp}-${name.length}`,
    });
    await driver
      .getByLabel('Choose from Files')
      .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: ticket });
    await driver.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = driver.getByRole('alertdialog', { name: 'Verification Failed' });
    await dialog
      .getByText('The parking ticket must be from today. Please upload a current parking ticket.')
      .waitFor({ timeout: 30_000 });
    return dialog;
  }

  async function askForReview(name: string, note: string) {
    const dialog = await refusedDriver(name);
    // The reader's internal figures stay with admins.
    expect(await dialog.textContent()).not.toMatch(/confidence/i);
    await dialog.getByRole('button', { name: 'Ask for a review' }).click();
    await dialog.getByLabel('Add a note (optional)').fill(note);
    await expectAccessible(driver, 'ask for a review');
    await dialog.getByRole('button', { name: 'Send for Review' }).click();
    // Sent: the dialog becomes the one In-review state (issue 25), 'Done' first.
    const inReview = driver.getByRole('alertdialog', { name: 'In review' });
    await inReview.getByText(/^Review requested\./).waitFor();
    await expectAccessible(driver, 'review requested');
    await inReview.getByRole('link', { name: 'View History' }).click();
    await driver.waitForURL(`${server.url}/history`);
    const row = driver.getByRole('listitem').filter({ hasText: 'A person is checking this ticket.' });
    await row.getByText('In review', { exact: true }).waitFor();
    return row;
  }

  async function openReviews() {
    await admin.goto(`${server.url}/admin?tab=reviews`);
    await admin.getByRole('heading', { name: 'Ticket Reviews' }).waitFor();
  }

  it('a refused ticket goes to a person who approves it; the driver sees Approved and nearby offers', async () => {
    await askForReview('Rory Review', 'The date at the top is today, the machine printed it badly.');
    await expectAccessible(driver, 'history in review');
    await driver.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await driver.getByText('We’re checking your ticket.', { exact: false }).waitFor();

    // The overview says a review is waiting, and leads to it.
    await admin.goto(`${server.url}/admin`);
    await admin.getByText(/1 waiting · the oldest for (under a minute|\d+ min)/).waitFor();
    await expectAccessible(admin, 'statistics with a review waiting');
    await admin.getByRole('button', { name: 'Open Reviews' }).click();
    await admin.getByRole('heading', { name: 'Ticket Reviews' }).waitFor();

    const card = admin.getByRole('article', { name: 'Rory Review' });
    await card.getByText('The date at the top is today, the machine printed it badly.').waitFor();
    await card.getByText('Ticket date not today').waitFor();
    await card.getByText(/is not today/).waitFor();
    await expect
      .poll(() => card.getByRole('region', { name: 'Text read from the photo' }).textContent())
      .toMatch(/LEEDS/i);
    const thumbnail = card.getByRole('button', { name: 'Enlarge the ticket photo of Rory Review' });
    await expect
      .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(admin, 'reviews');

    await thumbnail.click();
    const photo = admin.getByRole('dialog', { name: 'Ticket photo' });
    const large = photo.getByRole('img', { name: /Parking ticket photo: Rory Review/ });
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(admin, 'ticket photo');
    await photo.getByRole('button', { name: 'Full size' }).click();
    await photo.getByRole('button', { name: 'Fit to screen' }).waitFor();
    await admin.keyboard.press('Escape');
    await photo.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Approve the review of Rory Review' }).click();
    await toast(admin, 'Review Approved').waitFor();
    await admin.getByText('No reviews waiting. Drivers who ask for one appear here.').waitFor();
    await admin.getByRole('combobox', { name: 'Show reviews' }).click();
    await admin.getByRole('option', { name: 'Approved' }).click();
    await admin
      .getByRole('article', { name: 'Rory Review' })
      .getByText(/^Approved by Eve Admin on /)
      .waitFor();

    // The driver: Approved in history, verified at home with offers near Leeds (not York).
    await driver.goto(`${server.url}/history`);
    await driver.getByText('Approved', { exact: true }).waitFor();
    await driver.getByText('Checked and approved by our team.').waitFor();
    await expectAccessible(driver, 'history approved');
    await driver.goto(`${server.url}/`);
    await driver.getByText('Verified', { exact: true }).first().waitFor();
    await driver
      .getByText(/Valid until/)
      .first()
      .waitFor();
    await driver.getByText(LEEDS_SHOP).waitFor();
    expect(await driver.getByText(YORK_SHOP).count()).toBe(0);
    await expectAccessible(driver, 'home after approval');
    await driver.goto(`${server.url}/browse-offers`);
    await driver.getByText('Parking Verified').waitFor();
    await driver.getByText(LEEDS_SHOP).first().waitFor();
  });

  it('a declined review shows Not approved with the admin’s reason', async () => {
    const row = await askForReview('Dana Declined', 'Please check.');
    await openReviews();
    const card = admin.getByRole('article', { name: 'Dana Declined' });
    await card.getByRole('button', { name: 'Decline the review of Dana Declined' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Decline Review' });
    await dialog.getByRole('button', { name: 'Decline Review' }).click();
    await dialog.getByText('Please give a reason the driver will see').waitFor();
    await expectAccessible(admin, 'decline with no reason');
    await dialog.getByRole('button', { name: 'The ticket is not from the day it was uploaded.' }).click();
    await dialog.getByRole('button', { name: 'Decline Review' }).click();
    await toast(admin, 'Review Declined').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });

    await driver.reload();
    await row.waitFor({ state: 'detached' });
    const declined = driver.getByRole('listitem').filter({ hasText: 'Not approved' });
    await declined.getByText('The ticket is not from the day it was uploaded.').waitFor();
    await expectAccessible(driver, 'history declined');
  });
});
