/** Shared set-up for the review API tests: refused attempts on real uploaded photos. */
import { expect } from 'vitest';
import type { TestApp } from '#tests/support/test-app.ts';
import { uploadImage } from '#tests/support/tickets.ts';
import { ticketVerifications } from '#server/db/schema.ts';
import { londonDay } from '#server/lib/clock.ts';
import { pngBytes } from '#server/features/admin/admin-test-helpers.ts';

/**
 * What the reader read on a Leeds pay-and-display ticket dated the day before; with `ticketNo` null,
 * one that prints no ticket number.
 */
export const leedsText = (ticketNo: string | null = 'T-12345', tariff = '3.20') =>
  [
    'PAY & DISPLAY',
    'LEEDS CITY COUNCIL',
    'CAR PARK',
    'Date 13/03/2026',
    'Arrival 09:30',
    'Expiry 11:30',
    `Tariff £${tariff}`,
    ...(ticketNo === null ? [] : [`Ticket No ${ticketNo}`]),
  ].join('\n');
export const WRONG_DATE_REASONS = [
  'Found parking cues: pay & display, car park',
  'Date 13/03/2026 (printed "13/03/2026") is not today (14/03/2026, London)',
];

let colours = 0;
/** A photo no one has uploaded before (its own colour, so its own SHA-256). */
export async function freshPhoto(t: TestApp, cookie: string) {
  colours += 1;
  const colour = `#${((colours * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  return uploadImage(t.app, cookie, await pngBytes(colour), 'image/png');
}

/**
 * A refused attempt recorded as the ticket reader records one, without running OCR (for tests whose
 * app has no reader). Returns the photo's URL.
 */
export async function seedRefusedAttempt(
  t: TestApp,
  driver: { user: { id: string }; cookie: string },
  options: { rawText?: string; at?: Date } = {},
) {
  const imageUrl = await freshPhoto(t, driver.cookie);
  const at = options.at ?? t.clock.now();
  await t.db.insert(ticketVerifications).values({
    userId: driver.user.id,
    attemptDay: londonDay(at),
    imageUrl,
    outcome: 'wrong_date',
    reasons: WRONG_DATE_REASONS,
    ocrConfidence: 91,
    rawText: options.rawText ?? leedsText(),
    createdAt: at,
  });
  return imageUrl;
}

/** Asks for a review through the API and expects it to be accepted. */
export async function askForReview(
  driver: {
    api: {
      post(
        url: string,
        body?: Record<string, unknown>,
      ): Promise<{ statusCode: number; body: string; json(): unknown }>;
    };
  },
  imageUrl: string,
  note?: string,
) {
  const res = await driver.api.post('/api/parking-tickets/reviews', { imageUrl, ...(note && { note }) });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { id: string; ticketId: string; status: 'pending'; message: string };
}
