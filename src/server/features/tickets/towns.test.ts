import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { payAndDisplay, uploadImage } from '#tests/support/tickets.ts';
import { parkingTickets, rateLimitCounters, ticketVerifications } from '#server/db/schema.ts';
import { seedDriver, seedRetailer } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import type { TicketReading } from './service';

// Issue 12 §5: the town must be a real place, and the town field suggests real places.
const NOW = londonTime('2026-03-14', '18:00');
const UNKNOWN_TOWN = "We couldn't find that town. Check the spelling.";

let t: TestApp;
let reads = 0;
let drivers = 0;
/** A proof with no place on it, so the driver's town decides. */
const noPlace: TicketReading = {
  outcome: 'verified',
  reasons: ['Pay & display ticket'],
  detectedDate: '2026-03-14',
  place: null,
  postcode: null,
  ticketNumber: null,
  rawText: '',
  ocrConfidence: 90,
};

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    reader: {
      // Each read has a number of its own, as a real ticket's text does: photos of one layout whose
      // texts share no numbers are different tickets, not near copies (docs/decisions/045).
      read: async () => {
        reads += 1;
        return { ...noPlace, rawText: `Pay and display ticket no ${1000 + reads}` };
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function newDriver() {
  drivers += 1;
  const user = await seedDriver(t.db, { fullName: `Town ${drivers}`, email: `town${drivers}@test.uk` }, NOW);
  const cookie = `pp_session=${await createSession(t.db, user.id, NOW)}`;
  const api = client(t.app, cookie);
  const imageUrl = await uploadImage(
    t.app,
    cookie,
    await payAndDisplay({ date: '14/03/2026', town: null, ticketNo: `TOWN-${drivers}000` }),
    'image/png',
  );
  return {
    id: user.id,
    api,
    imageUrl,
    submit: (body: Record<string, unknown>) => api.post('/api/parking-tickets', body),
  };
}

/** What a refused town must not have used up: attempts, tickets, decisions, reads. */
async function footprint(userId: string) {
  const [attempts] = await t.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(like(rateLimitCounters.key, `ticket-verify:${userId}:%`));
  const tickets = await t.db.select().from(parkingTickets).where(eq(parkingTickets.userId, userId));
  const decisions = await rowCount(t.db, ticketVerifications, eq(ticketVerifications.userId, userId));
  return { attempts: attempts?.count ?? 0, tickets, decisions, reads };
}

describe('a town the gazetteer does not know', () => {
  it('is a 400 naming city on the manual-location step, and uses nothing up', async () => {
    const driver = await newDriver();
    const first = await driver.submit({ imageUrl: driver.imageUrl });
    expect(first.json()).toMatchObject({ requiresManualLocation: true });
    const before = await footprint(driver.id);
    expect(before).toMatchObject({ attempts: 1, decisions: 1 });

    const refused = await driver.submit({
      imageUrl: driver.imageUrl,
      city: 'Atlantis-on-Sea',
      location: 'Atlantis-on-Sea',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'ticket.unknown_town',
      message: UNKNOWN_TOWN,
      fields: { city: UNKNOWN_TOWN },
    });
    expect(await footprint(driver.id)).toEqual(before);

    const done = await driver.submit({ imageUrl: driver.imageUrl, city: 'st albans', location: 'st albans' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ isVerified: true, city: 'St Albans' });
  });

  it('is a 400 on the first call too, before any attempt is counted or the photo read', async () => {
    const driver = await newDriver();
    const before = await footprint(driver.id);
    for (const body of [
      { imageUrl: driver.imageUrl, city: 'Atlantis-on-Sea' },
      { imageUrl: driver.imageUrl, city: 'Atlantis-on-Sea', latitude: 51.45, longitude: -0.97 },
    ]) {
      const res = await driver.submit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual({ city: UNKNOWN_TOWN });
    }
    expect(await footprint(driver.id)).toEqual({ ...before, attempts: 0, tickets: [], decisions: 0 });
  });

  it.each([
    ['st albans', 'St Albans'],
    ['Newcastle upon Tyne', 'Newcastle upon Tyne'],
    ['NEWCASTLE-UPON-TYNE', 'Newcastle upon Tyne'],
    ['Bury St Edmunds', 'Bury St Edmunds'],
    ['bury saint edmunds', 'Bury St Edmunds'],
    ['Aberystwyth', 'Aberystwyth'],
    ["King's Lynn", "King's Lynn"],
  ])('accepts a real town spelled %j, recorded as %j', async (typed, name) => {
    const driver = await newDriver();
    const res = await driver.submit({ imageUrl: driver.imageUrl, city: typed, location: typed });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isVerified: true, city: name });
  });
});

describe('GET /api/geo/towns', () => {
  const names = async (q: string) => {
    const driver = await newDriver();
    const res = await driver.api.get(`/api/geo/towns?${new URLSearchParams({ q })}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((town) => town.name);
  };

  it('suggests up to 8 towns, post towns first', async () => {
    const read = await names('read');
    expect(read[0]).toBe('Reading');
    const brad = await names('Brad');
    expect(brad[0]).toBe('Bradford');
    expect(brad.length).toBeGreaterThan(1);
    for (const q of ['a', 'new', 'st']) expect((await names(q)).length).toBe(8);
  });

  it('puts names that start with the text before names that only contain it', async () => {
    const suggestions = await names('ton');
    const starting = suggestions.filter((name) => name.toLowerCase().startsWith('ton'));
    expect(starting.length).toBeGreaterThan(0);
    expect(suggestions.slice(0, starting.length)).toEqual(starting);
    expect(suggestions.some((name) => !name.toLowerCase().startsWith('ton'))).toBe(true);
  });

  it('ignores case, accents, spaces and punctuation', async () => {
    expect(await names('ST. ALB')).toContain('St Albans');
    expect((await names('newcastle-upon'))[0]).toBe('Newcastle upon Tyne');
    expect(await names('Abérystw')).toEqual(['Aberystwyth']);
    expect(await names('bury st ed')).toEqual(['Bury St Edmunds']);
    expect(await names('kings ly')).toEqual(["King's Lynn"]);
    expect(await names('Atlantis')).toEqual([]);
  });

  it('shows a place once under its everyday and its full name', async () => {
    const suggestions = await names('new');
    expect(suggestions).toContain('Newcastle');
    expect(suggestions).not.toContain('Newcastle upon Tyne');
    expect(await names('newcastle up')).toEqual(['Newcastle upon Tyne']);
  });

  it('takes 1 to 50 characters', async () => {
    const driver = await newDriver();
    for (const q of ['', '   ', 'x'.repeat(51)]) {
      const res = await driver.api.get(`/api/geo/towns?${new URLSearchParams({ q })}`);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['q']);
    }
    expect((await driver.api.get('/api/geo/towns')).statusCode).toBe(400);
    expect((await driver.api.get(`/api/geo/towns?q=${'x'.repeat(50)}`)).statusCode).toBe(200);
  });

  it('is for drivers only', async () => {
    expect((await client(t.app).get('/api/geo/towns?q=read')).statusCode).toBe(401);
    const shop = await seedRetailer(t.db, { businessName: 'Town Shop', email: 'town-shop@test.uk' }, NOW);
    const cookie = `pp_session=${await createSession(t.db, shop.user.id, NOW)}`;
    expect((await client(t.app, cookie).get('/api/geo/towns?q=read')).statusCode).toBe(403);
  });
});
