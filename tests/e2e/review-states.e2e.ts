import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonDay } from '#server/lib/clock.ts';
import { formatValidUntil } from '#client/lib/format.ts';
import { payAndDisplay } from '#tests/support/tickets.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { signInBySession } from './support/session';

// Real photos read by the server's own OCR: a refused one runs every retry, and CI runs the API tests
// beside the browser suite on two cores (.ci/run), so a journey gets twice the usual minute.
vi.setConfig({ testTimeout: 120_000 });

assertBrowserAvailable();

/**
 * Issue 25, §1: the screens tell the truth about a ticket. One 'In review' state (offered only when
 * a review may be asked, 'Done' first once sent, and the same on home), the upload buttons disabled
 * with their reason once today's proof is verified, and validity written one way on home and browse.
 * On a 390 px phone, against the real server and reader.
 */

/** Yesterday as a UK ticket prints it: the reader refuses it as not today's (the server's real clock). */
const yesterdayOnTicket = () =>
  londonDay(new Date(Date.now() - 24 * 60 * 60 * 1000))
    .split('-')
    .reverse()
    .join('/');
const stamp = Date.now().toString(36);

describe.skipIf(!hasChromium)('review states and upload buttons at 390 px', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let phone: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let drivers = 0;

  beforeAll(async () => {
    server = await startE2eServer();
    await seedRetailer(
      server.db,
      {
        businessName: `Leeds Larder ${stamp}`,
        email: `larder-${stamp}@shops.example`,
        city: 'Leeds',
        latitude: 53.7965,
        longitude: -1.5479,
      },
      new Date(),
    );
    phone = await launchBrowser();
    page = await phone.newPage();
  });
  afterAll(async () => {
    await phone?.close();
    await server?.close();
  });

  async function signedInDriver(ticket?: Parameters<typeof seedTicket>[2]) {
    drivers += 1;
    const user = await seedDriver(server.db, {
      email: `states-${stamp}-${drivers}@e2e.test`,
      fullName: `Driver ${drivers}`,
    });
    const row = ticket ? await seedTicket(server.db, user.id, ticket) : null;
    await signInBySession(phone.context, server.url, server.db, user.id);
    return { user, ticket: row };
  }

  /** Uploads a Leeds ticket of yesterday; the reader refuses it and the failure dialog opens. */
  async function refusedUpload(ticketNo: string) {
    await page.goto(`${server.url}/upload-ticket`);
    const photo = await payAndDisplay({
      date: yesterdayOnTicket(),
      from: '09:30',
      to: '12:30',
      town: 'Leeds',
      ticketNo,
    });
    await page
      .getByLabel('Choose from Files')
      .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Verification Failed' });
    await dialog
      .getByText('The parking ticket must be from today. Please upload a current parking ticket.')
      .waitFor({ timeout: 60_000 });
    return dialog;
  }

  /** The names of the dialog's buttons and links, in the order they are on the screen. */
  const actionsOf = (dialog: ReturnType<Page['getByRole']>) =>
    dialog.locator('button, a').evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

  it('refused → Ask for a review → In review with Done first → home In review → a later refusal says one is waiting', async () => {
    await signedInDriver();
    const failed = await refusedUpload(`RS-${stamp}-1`);
    await failed.getByRole('button', { name: 'Ask for a review' }).click();
    await failed.getByLabel('Add a note (optional)').fill('The date is today, printed faintly.');
    await failed.getByRole('button', { name: 'Send for Review' }).click();

    // The same dialog becomes the In-review state: its title, 'Done' first and focused, no Try Again.
    const inReview = page.getByRole('alertdialog', { name: 'In review' });
    await inReview
      .getByRole('status')
      .getByText(/^Review requested\./)
      .waitFor();
    expect(await actionsOf(inReview)).toEqual(['Done', 'View History']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Done');
    expect(await page.getByRole('alertdialog', { name: 'Verification Failed' }).count()).toBe(0);
    expect(await inReview.getByText('Try Again').count()).toBe(0);
    await expectAccessible(page, 'in-review dialog');

    // Done goes home, where the card is In review, not the amber 'Not Verified'.
    await inReview.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${server.url}/`);
    const card = page.getByRole('region', { name: "Today's Parking" });
    await card.getByText('In review', { exact: true }).waitFor();
    await card.getByText(/^We’re checking your ticket\./).waitFor();
    expect(await card.getByText('Not Verified').count()).toBe(0);
    await expectAccessible(page, 'home in review');

    // Browse says the same.
    await page.getByRole('navigation').getByRole('link', { name: 'Offers' }).click();
    await page.getByText('In review', { exact: true }).first().waitFor();
    expect(await page.getByText('Upload Parking Proof', { exact: true }).count()).toBe(0);

    // A second refusal the same day: no 'Ask for a review', and why, before any note is written.
    const again = await refusedUpload(`RS-${stamp}-2`);
    await again.getByText(/A person is already checking a ticket of yours today/).waitFor();
    await again.getByText('In review', { exact: true }).waitFor();
    expect(await again.getByRole('button', { name: 'Ask for a review' }).count()).toBe(0);
    expect(await again.getByLabel('Add a note (optional)').count()).toBe(0);
    await expectAccessible(page, 'refusal with a review waiting');
  });

  it('a verified driver: Upload New Proof and the camera are off with their reason; validity reads the same on home and browse', async () => {
    const { ticket } = await signedInDriver({ city: 'Leeds' });
    const validUntil = formatValidUntil(ticket!.expiresAt);
    expect(validUntil).toMatch(/^Valid until \d\d:\d\d (today|tomorrow)$/);

    await page.goto(`${server.url}/`);
    const card = page.getByRole('region', { name: "Today's Parking" });
    await card.getByText('Verified', { exact: true }).waitFor();
    await card.getByText(validUntil, { exact: true }).waitFor();
    const upload = card.getByRole('button', { name: 'Upload New Proof' });
    expect(await upload.isDisabled()).toBe(true);
    const reason = `Your ticket is ${validUntil.replace('Valid', 'valid')}. You can upload a new one tomorrow.`;
    await card.getByText(reason, { exact: true }).waitFor();
    expect(await upload.getAttribute('aria-describedby')).toBeTruthy();
    expect(await card.getByRole('link', { name: 'Upload New Proof' }).count()).toBe(0);

    // The centre camera: disabled for assistive tech too, its description saying why; pressed, it says it.
    const camera = page.getByRole('navigation').getByRole('button', { name: 'Upload Parking Proof' });
    expect(await camera.getAttribute('aria-disabled')).toBe('true');
    const describedBy = await camera.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    // Reachable by keyboard (aria-disabled, not disabled): Enter shows why.
    await camera.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: reason }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page, 'home with upload off');

    // Browse: the same validity words, and the offers belong to the ticket.
    await page.getByRole('navigation').getByRole('link', { name: 'Offers' }).click();
    await page.getByText(validUntil, { exact: true }).waitFor();
    await page.getByText('3 of 3 offers left on this ticket').waitFor();
    expect(await page.getByText(/today's 3 offers/).count()).toBe(0);

    // Going to the upload page directly still says why there.
    await page.goto(`${server.url}/upload-ticket`);
    await page
      .getByText('You have already uploaded parking proof today. You can upload a new one tomorrow.')
      .waitFor();
  });
});
