import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterReaches } from '#tests/support/counters.ts';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { auditLog, retailerCodes } from '#server/db/schema.ts';
import { NOW, redemptionsOn, taggedDriver, tillShop, wrongCodeFor } from './redemption-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

const driverWithTicket = () => taggedDriver(t, 'guesser');

async function shop() {
  const seeded = await tillShop(t, 'Guessed Shop', 'guessed', { password: 'password1' });
  const login = await client(t.app).post('/api/auth/login', {
    emailOrPhone: seeded.user.email!,
    password: 'password1',
  });
  return { ...seeded, portal: client(t.app, sessionCookie(login)) };
}

describe('wrong codes sent at once', () => {
  it('evaluates at most 5 of 40 wrong codes, answers 429 to the rest, and does not redeem the right code sent into the burst', async () => {
    const { user, ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const body = (retailerCode: string) => ({
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode,
    });
    const burst = Array.from({ length: 40 }, (_, i) =>
      api.post('/api/redemptions', body(wrongCodeFor(code, i))),
    );
    await counterReaches(t.db, `wrong-code:${user.id}:${retailer.id}`, 5);
    const answers = await Promise.all([...burst, api.post('/api/redemptions', body(code))]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(36);
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.every((a) => a.json().code === 'redemption.locked_out')).toBe(true);
    expect(refused.every((a) => a.json().message === 'Too many incorrect codes. Try again later.')).toBe(
      true,
    );
    // The answer says when the hour is up.
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await redemptionsOn(t, ticket.id)).toBe(0);
  });

  it('gives a right code its attempt back, so a driver who mistypes twice still has 5 tries elsewhere in the hour', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const body = (retailerCode: string) => ({
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode,
    });
    for (let i = 0; i < 2; i++)
      expect((await api.post('/api/redemptions', body(wrongCodeFor(code, i)))).statusCode).toBe(422);
    expect((await api.post('/api/redemptions', body(code))).statusCode).toBe(201);
    // Already redeemed here, but the code is still judged (and right), so no lockout builds up.
    for (let i = 0; i < 4; i++) expect((await api.post('/api/redemptions', body(code))).statusCode).toBe(409);
  });
});

describe('a shop guessed from many accounts', () => {
  it('replaces the code after 100 wrong codes in a London day, once, tells the portal and the owner, and records it', async () => {
    const target = await shop();
    const drivers = await Promise.all(Array.from({ length: 21 }, () => driverWithTicket()));
    const guesses = drivers.slice(0, 20).flatMap(({ ticket, api }, d) =>
      Array.from({ length: 5 }, (_, i) =>
        api.post('/api/redemptions', {
          retailerId: target.retailer.id,
          parkingTicketId: ticket.id,
          retailerCode: wrongCodeFor(target.code, d * 5 + i),
        }),
      ),
    );
    const answers = await Promise.all(guesses);
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);

    const [row] = await t.db
      .select()
      .from(retailerCodes)
      .where(eq(retailerCodes.retailerId, target.retailer.id));
    expect(row!.code).not.toBe(target.code);
    expect(row!.code).toMatch(/^\d{4}$/);
    expect(row!.rotatedAt?.toISOString()).toBe(NOW.toISOString());

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retailer.code_rotated'), eq(auditLog.targetId, target.retailer.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      actorLabel: 'ParkPerks (automatic)',
      targetType: 'retailer',
    });

    const me = (await target.portal.get('/api/retailers/me')).json();
    expect(me.monthlyCode).toBe(row!.code);
    expect(me.codeChangedAt).toBe(NOW.toISOString());
    const mail = t.sent.filter((m) => m.to.email === target.retailer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your ParkPerks code has changed');
    expect(mail[0]!.text).not.toContain(row!.code);

    // The shop is not locked for real customers: the old code is refused, the new one redeems.
    const driver = drivers[20]!;
    const redeem = (retailerCode: string) =>
      driver.api.post('/api/redemptions', {
        retailerId: target.retailer.id,
        parkingTicketId: driver.ticket.id,
        retailerCode,
      });
    expect((await redeem(target.code)).statusCode).toBe(422);
    expect((await redeem(row!.code)).statusCode).toBe(201);
  });
});
