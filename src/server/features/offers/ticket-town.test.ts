import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { seedTownShop } from '#tests/support/shops.ts';
import { payAndDisplay, uploadImage } from '#tests/support/tickets.ts';
import { londonTime } from '#server/lib/clock.ts';
import { asDriver } from '#server/features/admin/admin-test-helpers.ts';
import type { ProofReader, TicketReading } from '#server/features/tickets/service.ts';

/**
 * A ticket that names no place is placed from what the driver sends: coordinates count only within
 * 5 miles of the town sent with them (decisions §3, docs/decisions/045), so a town and another
 * town's position never open both towns' offers.
 */
const NOW = londonTime('2026-03-14', '18:00');
const READING = { latitude: 51.4543, longitude: -0.9781 };

let numbers = 0;
/** A stand-in for OCR: a verified ticket dated today that names no town. */
const reader: ProofReader = {
  read: async (): Promise<TicketReading> => {
    numbers += 1;
    const ticketNumber = `NP-${30000 + numbers}`;
    return {
      outcome: 'verified',
      reasons: ['Verified'],
      detectedDate: '2026-03-14',
      place: null,
      postcode: null,
      ticketNumber,
      rawText: `PAY & DISPLAY\nCAR PARK\nDate 14/03/2026\nArrival 09:30\nExpiry 11:30\nTicket No ${ticketNumber}`,
      ocrConfidence: 92,
    };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, reader });
  await seedTownShop(t, 'leeds', NOW);
  await seedTownShop(t, 'reading', NOW);
});
afterAll(() => t?.close());

async function verifiedWith(where: Record<string, unknown>) {
  const driver = await asDriver(t);
  const photo = await payAndDisplay({ date: '14/03/2026', town: null, ticketNo: `NP-${numbers + 1}` });
  const imageUrl = await uploadImage(t.app, driver.cookie, photo, 'image/png');
  const res = await driver.api.post('/api/parking-tickets', { imageUrl, ...where });
  expect(res.statusCode, res.body).toBe(201);
  const offers = (await driver.api.get('/api/retailers')).json() as { businessName: string }[];
  return { ticket: res.json(), offers: offers.map((offer) => offer.businessName).sort() };
}

describe('a ticket that names no place', () => {
  it('ignores coordinates farther than 5 miles from the town sent with them: only that town’s offers', async () => {
    const { ticket, offers } = await verifiedWith({ city: 'Leeds', location: 'Leeds', ...READING });
    expect(offers).toEqual(['Leeds Larder']);
    expect(ticket).toMatchObject({ city: 'Leeds', location: 'Leeds' });
    expect(ticket.latitude).toBeCloseTo(53.797, 2);
    expect(ticket.longitude).toBeCloseTo(-1.548, 2);
  });

  it('keeps coordinates within 5 miles of the town sent with them', async () => {
    const { ticket, offers } = await verifiedWith({ city: 'Reading', location: 'Reading', ...READING });
    expect(offers).toEqual(['Reading Rolls']);
    expect(ticket).toMatchObject({ city: 'Reading', ...READING });
  });

  it('uses coordinates sent without a town, naming the nearest one', async () => {
    const { ticket, offers } = await verifiedWith(READING);
    expect(offers).toEqual(['Reading Rolls']);
    expect(ticket).toMatchObject({ city: 'Reading', ...READING });
  });
});
