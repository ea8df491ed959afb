import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonDay } from '#server/lib/clock.ts';
import { payAndDisplay } from '#tests/support/tickets.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { registerDriver } from './support/session';

// Real photos read by the server's own OCR: a refused one runs every retry, and CI runs the API tests
// beside the browser suite on two cores (.ci/run), so a journey gets twice the usual minute.
vi.setConfig({ testTimeout: 120_000 });

assertBrowserAvailable();

/** Today's date as a UK ticket prints it; the running server uses the real clock (no back door). */
const todayOnTicket = () => londonDay(new Date()).split('-').reverse().join('/');

describe.skipIf(!hasChromium)('parking proof in a real browser', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function freshDriver() {
    await browser.context.clearCookies();
    page = await browser.newPage();
    await registerDriver(page, server.url);
    await page.goto(`${server.url}/upload-ticket`);
    await page.getByText('Choose Photo Source').waitFor();
  }

  async function choosePhoto(name: string, mimeType: string, buffer: Buffer) {
    await page.getByLabel('Choose from Files').setInputFiles({ name, mimeType, buffer });
    await page.getByText(name).waitFor();
    await page.getByRole('button', { name: 'Upload Photo' }).click();
  }

  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

  it('verifies today’s ticket, shows it on home with its validity, then under Parking History', async () => {
    await freshDriver();
    await expectAccessible(page, 'upload');
    const ticket = await payAndDisplay({
      date: todayOnTicket(),
      from: '00:05',
      to: '23:55',
      town: 'Leeds',
      ticketNo: `E2E-${Date.now()}`,
    });
    await choosePhoto('ticket.png', 'image/png', ticket);
    await toast('Parking Verified!').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page
      .getByText(/Valid until/)
      .first()
      .waitFor();
    await page.getByText('0/3 offers used today').waitFor();
    await page.getByText('Leeds').first().waitFor();
    await expectAccessible(page, 'home');

    await page.goto(`${server.url}/upload-ticket`);
    await page
      .getByText('You have already uploaded parking proof today. You can upload a new one tomorrow.')
      .waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: 'Parking History' }).waitFor();
    await page
      .getByText(/Expires:/)
      .first()
      .waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page.getByText('No redeemed offers yet').waitFor();
    await expectAccessible(page, 'history');
  });

  it('shows Verification Failed for a café receipt, and Try Again starts over', async () => {
    await freshDriver();
    const receipt = readFileSync(
      join(import.meta.dirname, '../fixtures/tickets/notparking-cafe-receipt.jpg'),
    );
    await choosePhoto('receipt.jpg', 'image/jpeg', receipt);
    const dialog = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Verification Failed' });
    await dialog
      .getByText(
        "That doesn't appear to be a parking ticket. Please upload a photo of your parking ticket or receipt.",
      )
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'verification failed');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Choose Photo Source').waitFor();
  });

  it('asks for the town when the ticket has none, and verifies with it', async () => {
    await freshDriver();
    const ticket = await payAndDisplay({
      date: todayOnTicket(),
      from: '00:05',
      to: '23:55',
      town: null,
      ticketNo: `E2E-N-${Date.now()}`,
    });
    await choosePhoto('no-town.png', 'image/png', ticket);
    await toast('Location Required').waitFor({ timeout: 30_000 });
    await page.getByText('Enter Your Location').waitFor();
    await page.getByRole('button', { name: 'Verify Ticket' }).click();
    await toast('Please enter your town name').waitFor();
    await page.getByLabel('Town or City').fill('York');
    await expectAccessible(page, 'manual location');
    await page.getByRole('button', { name: 'Verify Ticket' }).click();
    await toast('Parking Verified!').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${server.url}/`);
    await page.getByText('York').first().waitFor();
  });

  /**
   * The server's OCR queue being full (issue 14), without a real queue: the first `busyAnswers`
   * submissions are answered 503 + Retry-After as the server does; the rest reach the real server.
   * Answers every submission the page sent, as JSON.
   */
  async function queueFullFor(busyAnswers: number, seconds: number) {
    const sent: Request[] = [];
    await page.route(
      (url) => url.pathname === '/api/parking-tickets',
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        sent.push(route.request());
        if (sent.length > busyAnswers) return route.fallback();
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': String(seconds) },
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'ticket.queue_full',
            message: 'Busy verifying other tickets. Please try again in a few seconds.',
            retryAfterSeconds: seconds,
          }),
        });
      },
    );
    return () => sent.map((request) => request.postDataJSON() as Record<string, unknown>);
  }

  it('waits while the verification queue is full, counting down, then sends the same proof again', async () => {
    await freshDriver();
    const submissions = await queueFullFor(2, 2);
    const ticket = await payAndDisplay({
      date: todayOnTicket(),
      from: '00:05',
      to: '23:55',
      town: 'Leeds',
      ticketNo: `E2E-Q-${Date.now()}`,
    });
    await choosePhoto('busy.png', 'image/png', ticket);
    // Busy twice: each time 'Busy, retrying in 2 s', then 1 s, then the same request again.
    for (let busy = 0; busy < 2; busy += 1) {
      await page.getByText('Busy, retrying in 2 s', { exact: true }).waitFor({ timeout: 30_000 });
      await page.getByText('Busy, retrying in 1 s', { exact: true }).waitFor();
    }
    // Said once to screen readers, in the card's polite live region (the count is for the eye).
    expect(
      await page.getByRole('status').filter({ hasText: 'Busy, retrying in a few seconds.' }).count(),
    ).toBe(1);
    await toast('Parking Verified!').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Leeds').first().waitFor();

    const sent = submissions();
    expect(sent).toHaveLength(3);
    // Nothing the driver did is lost: the very same image (and no town, as the first time).
    for (const body of sent.slice(1)) {
      expect(body.imageUrl).toBe(sent[0]?.imageUrl);
      expect(body.city).toBeUndefined();
      expect(body.detectedDate).toBe(sent[0]?.detectedDate);
    }
  });

  it('lets the driver cancel a busy wait: back to the start, and nothing more is sent', async () => {
    await freshDriver();
    const submissions = await queueFullFor(Number.POSITIVE_INFINITY, 60);
    const receipt = readFileSync(
      join(import.meta.dirname, '../fixtures/tickets/notparking-cafe-receipt.jpg'),
    );
    await choosePhoto('receipt.jpg', 'image/jpeg', receipt);
    await page.getByText('Busy, retrying in 60 s', { exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'busy queue');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('Choose Photo Source').waitFor();
    await page.waitForTimeout(1500);
    expect(submissions()).toHaveLength(1);
  });

  /** A proof with no town on it: the screen asks for one. */
  async function askedForTown(label: string) {
    await freshDriver();
    const ticket = await payAndDisplay({
      date: todayOnTicket(),
      from: '00:05',
      to: '23:55',
      town: null,
      ticketNo: `E2E-${label}-${Date.now()}`,
    });
    await choosePhoto(`${label}.png`, 'image/png', ticket);
    await toast('Location Required').waitFor({ timeout: 30_000 });
    return page.getByRole('combobox', { name: 'Town or City' });
  }

  it('suggests real towns as the driver types; one picked with the keyboard verifies the ticket', async () => {
    const field = await askedForTown('suggest');
    const listbox = page.getByRole('listbox', { name: 'Suggested towns' });
    await field.pressSequentially('aberys', { delay: 30 });
    await listbox.getByRole('option', { name: 'Aberystwyth' }).waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'town suggestions');

    // Escape closes the list; Down opens it again and moves onto the first suggestion.
    await field.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('ArrowDown');
    await listbox.waitFor();
    await field.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await field.press('Enter');
    expect(await field.inputValue()).toBe('Aberystwyth');
    await listbox.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Verify Ticket' }).click();
    await toast('Parking Verified!').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Aberystwyth').first().waitFor();
  });

  it('says under the field when the town does not exist, and a tapped suggestion then verifies', async () => {
    const field = await askedForTown('invented');
    await field.fill('Atlantis-on-Sea');
    await page.getByRole('button', { name: 'Verify Ticket' }).click();
    const message = page.getByText("We couldn't find that town. Check the spelling.");
    await message.waitFor({ timeout: 30_000 });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    expect(await field.inputValue()).toBe('Atlantis-on-Sea');
    await expectAccessible(page, 'unknown town');

    await field.fill('');
    await field.pressSequentially('st alb', { delay: 30 });
    expect(await message.count()).toBe(0);
    await page.getByRole('option', { name: 'St Albans' }).click();
    expect(await field.inputValue()).toBe('St Albans');
    await page.getByRole('button', { name: 'Verify Ticket' }).click();
    await toast('Parking Verified!').waitFor({ timeout: 30_000 });
    await page.waitForURL(`${server.url}/`);
    await page.getByText('St Albans').first().waitFor();
  });
});
