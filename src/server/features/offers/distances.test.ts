import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import type { PublicRetailer } from '#contracts/offers.ts';
import { retailers } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';

const NOW = londonTime('2026-03-14', '18:00');
const PASSWORD = 'password1';
/** The gazetteer's Reading: where a town name or an RG postcode puts a ticket or a shop. */
const READING = offlineGeocode('Reading')!;
/** A real spot in Reading, about 0.4 miles from the town centre. */
const BROAD_STREET = { latitude: 51.4545, longitude: -0.9782 };

let t: TestApp;
let n = 0;
type Api = ReturnType<typeof client>;
let admin: Api;

const login = async (emailOrPhone: string) =>
  sessionCookie(await client(t.app).post('/api/auth/login', { emailOrPhone, password: PASSWORD }));

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedAdmin(t.db, { email: 'admin@test.uk', password: PASSWORD }, NOW);
  admin = client(t.app, await login('admin@test.uk'));
});
afterAll(() => t?.close());

async function driverParked(ticket: { latitude: number; longitude: number; coordinatesPrecise: boolean }) {
  n += 1;
  const email = `driver${n}@test.uk`;
  const user = await seedDriver(t.db, { email, password: PASSWORD }, NOW);
  await seedTicket(t.db, user.id, { city: 'Reading', ...ticket }, NOW);
  return client(t.app, await login(email));
}

async function readingShop(
  name: string,
  at: { latitude: number; longitude: number; coordinatesPrecise: boolean },
) {
  n += 1;
  const { retailer } = await seedRetailer(
    t.db,
    {
      businessName: name,
      email: `shop${n}@test.uk`,
      address: '1 Broad Street, Reading RG1 2BH',
      city: 'Reading',
      ...at,
    },
    NOW,
  );
  return retailer;
}

const listed = async (api: Api, id: string) =>
  ((await api.get('/api/retailers')).json() as PublicRetailer[]).find((r) => r.id === id);

describe('distances to drivers (only when both ends are precise)', () => {
  it('says no distance from a town-centre ticket, even to a precisely placed shop, and keeps the town', async () => {
    const townCentre = { latitude: READING.latitude, longitude: READING.longitude };
    const centreShop = await readingShop('Centre Shop', { ...townCentre, coordinatesPrecise: false });
    const exactShop = await readingShop('Exact Shop', { ...BROAD_STREET, coordinatesPrecise: true });
    const api = await driverParked({ ...townCentre, coordinatesPrecise: false });
    expect(await listed(api, centreShop.id)).toMatchObject({ distanceMiles: null, city: 'Reading' });
    expect(await listed(api, exactShop.id)).toMatchObject({ distanceMiles: null, city: 'Reading' });
    // Precision is the server's business: the public shape does not carry it.
    expect(Object.keys((await listed(api, exactShop.id))!)).not.toContain('coordinatesPrecise');
  });

  it('gives the distance from the driver’s own position to a precisely placed shop, and none to a town centre', async () => {
    const centreShop = await readingShop('Centre Shop 2', {
      latitude: READING.latitude,
      longitude: READING.longitude,
      coordinatesPrecise: false,
    });
    const exactShop = await readingShop('Exact Shop 2', { ...BROAD_STREET, coordinatesPrecise: true });
    const api = await driverParked({ latitude: 51.4566, longitude: -0.9696, coordinatesPrecise: true });
    const exact = await listed(api, exactShop.id);
    expect(exact?.distanceMiles).toBeGreaterThan(0.2);
    expect(exact?.distanceMiles).toBeLessThan(0.6);
    expect((await listed(api, centreShop.id))?.distanceMiles).toBeNull();
  });

  it('makes a shop precise when an admin gives its exact point, and not when its address is geocoded again', async () => {
    const shop = await readingShop('Moved Shop', {
      latitude: READING.latitude,
      longitude: READING.longitude,
      coordinatesPrecise: false,
    });
    const api = await driverParked({ latitude: 51.4566, longitude: -0.9696, coordinatesPrecise: true });
    expect((await listed(api, shop.id))?.distanceMiles).toBeNull();

    const exact = await admin.post(`/api/retailers/${shop.id}/update-coordinates`, BROAD_STREET);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().message).toContain('Reading');
    expect((await listed(api, shop.id))?.distanceMiles).toBeGreaterThan(0.2);

    const regeocoded = await admin.post(`/api/retailers/${shop.id}/update-coordinates`);
    expect(regeocoded.statusCode, regeocoded.body).toBe(200);
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.id));
    expect(row).toMatchObject({ coordinatesPrecise: false, latitude: READING.latitude });
    expect((await listed(api, shop.id))?.distanceMiles).toBeNull();
  });

  it('refuses half a point or one outside the UK with a 400 naming the field', async () => {
    const shop = await readingShop('Odd Shop', { ...BROAD_STREET, coordinatesPrecise: true });
    const half = await admin.post(`/api/retailers/${shop.id}/update-coordinates`, { latitude: 51.45 });
    expect(half.statusCode, half.body).toBe(400);
    expect(half.json().fields).toHaveProperty('latitude');
    const paris = await admin.post(`/api/retailers/${shop.id}/update-coordinates`, {
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(paris.statusCode).toBe(400);
    expect(Object.keys(paris.json().fields)).toEqual(['latitude', 'longitude']);
  });
});
