/** Shared set-up for the admin API tests (real app, real database, real object storage). */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { uploadImage } from '#tests/support/tickets.ts';
import { parkingTickets } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';

/** The admin tests' clock: a Saturday evening in London. */
export const NOW = londonTime('2026-03-14', '18:00');
export const PASSWORD = 'password-123';
export const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };

let counter = 0;
export const unique = (prefix: string) => `${prefix}${++counter}`;

export async function signIn(t: TestApp, emailOrPhone: string, password = PASSWORD) {
  const res = await client(t.app).post('/api/auth/login', { emailOrPhone, password });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** An admin with a session; `api` speaks as them. */
export async function asAdmin(t: TestApp, name = 'Avery Admin') {
  const email = `${unique('admin')}@test.uk`;
  const user = await seedAdmin(t.db, { email, fullName: name, password: PASSWORD }, t.clock.now());
  const cookie = await signIn(t, email);
  return { user, cookie, api: client(t.app, cookie) };
}

export type Admin = Awaited<ReturnType<typeof asAdmin>>;

/** The real app (with createTestApp's options) and an admin signed in to it. */
export async function appWithAdmin(
  options: Parameters<typeof createTestApp>[0] = { now: NOW },
  name?: string,
) {
  const t = await createTestApp(options);
  return { t, admin: await asAdmin(t, name) };
}

export async function asDriver(t: TestApp, input: { phone?: string; fullName?: string } = {}) {
  const email = `${unique('driver')}@test.uk`;
  const user = await seedDriver(
    t.db,
    { email, phone: input.phone ?? null, fullName: input.fullName ?? 'Dee Driver', password: PASSWORD },
    t.clock.now(),
  );
  const cookie = await signIn(t, email);
  return { user, email, cookie, api: client(t.app, cookie) };
}

export async function asRetailer(t: TestApp, overrides: Partial<Parameters<typeof seedRetailer>[1]> = {}) {
  const email = `${unique('shop')}@test.uk`;
  const seeded = await seedRetailer(
    t.db,
    {
      businessName: unique('Shop '),
      email,
      password: PASSWORD,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      ...LEEDS,
      ...overrides,
    },
    t.clock.now(),
  );
  const cookie = await signIn(t, email);
  return { ...seeded, email, cookie, api: client(t.app, cookie) };
}

/** A small real PNG; the upload pipeline decodes and re-encodes it like any photo. */
export async function pngBytes(colour = '#3366cc') {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const objectIdOf = (url: string) => url.split('/').at(-1)!.split('?')[0]!;

/** Today's verified ticket with a real uploaded photo behind it. */
export async function ticketWithImage(
  t: TestApp,
  driver: { user: { id: string }; cookie: string },
  at = t.clock.now(),
) {
  const imageUrl = await uploadImage(t.app, driver.cookie, await pngBytes(), 'image/png');
  const ticket = await seedTicket(t.db, driver.user.id, LEEDS, at);
  await t.db
    .update(parkingTickets)
    .set({ imageUrl, objectId: objectIdOf(imageUrl) })
    .where(eq(parkingTickets.id, ticket.id));
  return { ...ticket, imageUrl, objectId: objectIdOf(imageUrl) };
}

/** Redeems through the real API, so the ticket's counter moves as it does in production. */
export async function redeem(
  driver: { api: ReturnType<typeof client> },
  ticketId: string,
  shop: { retailer: { id: string }; code: string },
) {
  const res = await driver.api.post('/api/redemptions', {
    retailerId: shop.retailer.id,
    parkingTicketId: ticketId,
    retailerCode: shop.code,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; confirmationCode: string };
}
