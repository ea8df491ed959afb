import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { parkingTickets, users } from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';

/** decisions §8, docs/decisions/047: the demo driver is parked in Reading every day the server starts. */
describe('the demo at every start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-27T08:30:00Z' });
  });
  afterAll(() => t.close());

  const ticketsOfDemoDriver = async () => {
    const [driver] = await t.db.select().from(users).where(eq(users.email, 'driver@parkperks.local'));
    return t.db.select().from(parkingTickets).where(eq(parkingTickets.userId, driver!.id));
  };

  it('seeds the accounts once and parks the driver in Reading, verified for 24 hours', async () => {
    const banner = await seedDemo(t.db, t.clock);
    expect(banner?.password).toBe(DEMO_PASSWORD);
    const tickets = await ticketsOfDemoDriver();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ city: 'Reading', uploadDay: '2026-11-27', isVerified: true });
    expect(tickets[0]!.expiresAt!.toISOString()).toBe('2026-11-28T08:30:00.000Z');
  });

  it('lets the demo driver redeem at the demo bakery with the code the banner prints', async () => {
    const banner = await seedDemo(t.db, t.clock);
    const code = banner!.lines.join('\n').match(/code this month: (\d{4})/)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const login = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'driver@parkperks.local',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const driver = client(t.app, sessionCookie(login));
    const offers = await driver.get('/api/retailers');
    const bakery = offers
      .json()
      .find((r: { businessName: string }) => r.businessName === 'The Corner Bakery');
    expect(bakery).toBeDefined();
    const ticket = (await driver.get('/api/parking-tickets/today')).json();
    expect(ticket).toMatchObject({ isVerified: true, city: 'Reading' });
    const redeemed = await driver.post('/api/redemptions', {
      retailerId: bakery.id,
      parkingTicketId: ticket.id,
      retailerCode: code!,
    });
    expect(redeemed.statusCode).toBe(201);
  });

  it('adds no second ticket on the same day, and a new one the next day', async () => {
    await seedDemo(t.db, t.clock);
    expect(await ticketsOfDemoDriver()).toHaveLength(1);
    t.clock.set('2026-11-28T07:00:00Z');
    await seedDemo(t.db, t.clock);
    const days = (await ticketsOfDemoDriver()).map((ticket) => ticket.uploadDay).sort();
    expect(days).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('names only the sign-ins that still take the published password', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-private-password') })
      .where(eq(users.email, 'admin@parkperks.local'));
    const banner = await seedDemo(t.db, t.clock);
    const text = banner!.lines.join('\n');
    expect(text).not.toContain('admin@parkperks.local');
    expect(text).toContain('driver@parkperks.local');
    expect(text).toContain('shop@parkperks.local');
  });
});
