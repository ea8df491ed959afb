import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { renderTicket } from '#server/features/tickets/reader/test-support/render-ticket.ts';
import { client, TEST_ORIGIN } from './test-app';

export const FIXTURES = join(import.meta.dirname, '../fixtures/tickets');

export type ManifestEntry = {
  file: string;
  case: string;
  expected: string;
  city: string | null;
  ticketDate: string;
  durationMinutes: number | null;
};
export const manifest: ManifestEntry[] = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8'));
export const fixture = (file: string) => readFileSync(join(FIXTURES, file));

/** Uploads image bytes through the signed URL, as the browser does; returns the object URL. */
export async function uploadImage(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
) {
  const slot = await client(app, cookie).post('/api/objects/upload');
  expect(slot.statusCode, slot.body).toBe(200);
  const put = await app.inject({
    method: 'PUT',
    url: slot.json().uploadURL,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return slot.json().objectURL as string;
}

/** A clean pay & display ticket for a given day (DD/MM/YYYY), as a test would photograph it. */
export function payAndDisplay(options: {
  date: string;
  from?: string;
  to?: string;
  town?: string | null;
  ticketNo?: string;
}) {
  const { date, from = '09:30', to = '11:30', town = 'Leeds', ticketNo = 'T-000000' } = options;
  return renderTicket(
    [
      { text: 'PAY & DISPLAY', size: 34, bold: true, align: 'centre' },
      ...(town ? [{ text: `${town.toUpperCase()} CITY COUNCIL`, align: 'centre' as const }] : []),
      { text: 'CAR PARK', align: 'centre' },
      { text: 'Date', right: date },
      { text: 'Arrival', right: from },
      { text: 'Expiry', right: to },
      { text: 'Tariff', right: '£3.20' },
      { text: 'Ticket No', right: ticketNo },
      { text: 'DISPLAY THIS TICKET', align: 'centre', bold: true },
    ],
    { format: 'png' },
  );
}

/** The tricks a second account might play with someone else's photo. */
export async function copiesOf(original: Buffer) {
  const upright = await sharp(original).autoOrient().toBuffer();
  const { width = 0, height = 0 } = await sharp(upright).metadata();
  const dx = Math.round(width * 0.03);
  const dy = Math.round(height * 0.03);
  return {
    'JPEG quality 60': await sharp(upright).jpeg({ quality: 60 }).toBuffer(),
    'resized 0.7x': await sharp(upright)
      .resize(Math.round(width * 0.7))
      .toBuffer(),
    'cropped 3% each side': await sharp(upright)
      .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
      .toBuffer(),
    'bytes appended': Buffer.concat([original, Buffer.from('and some bytes at the end')]),
  };
}

/**
 * A pay & display ticket the reader is unsure of (docs/decisions/039): a parking document dated
 * `date` (DD/MM/YYYY) in Reading, with no parking times or duration printed, so a person decides.
 * tests/fixtures/tickets-unsure/make-unsure-fixture.ts writes the fixtures' day's copy.
 */
export function unsureTicket(options: { date: string; ticketNo?: string }) {
  return renderTicket(
    [
      { text: 'PAY & DISPLAY', size: 40, bold: true, align: 'centre' },
      { text: 'APCOA PARKING', bold: true, align: 'centre' },
      { text: 'GARRARD STREET CAR PARK', align: 'centre' },
      { text: 'Reading', align: 'centre' },
      { text: 'Date', right: options.date },
      { text: 'Tariff', right: '£3.20' },
      { text: 'Ticket No', right: options.ticketNo ?? 'UN-204817' },
      { text: 'DISPLAY THIS TICKET', align: 'centre', bold: true },
    ],
    { format: 'jpeg', width: 800 },
  );
}
