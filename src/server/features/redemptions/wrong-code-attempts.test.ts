import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODES_PER_HOUR, wrongCodeErrorSchema } from '#contracts/offers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rateLimitCounters } from '#server/db/schema.ts';
import { NOW, redemptionsOn, taggedDriver, tillShop, wrongCodeFor } from './redemption-test-helpers';

// The till says how many tries are left before the one-hour pause (decisions.md section 4), read off
// the one counter that enforces the 5 wrong codes per driver and shop an hour.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

const driverWithTicket = () => taggedDriver(t, 'tries');
const shop = () => tillShop(t, 'Tries Shop', 'tries-shop');

describe('tries left at the till', () => {
  it('answers each wrong code 422 "Incorrect code." with attemptsLeft 4, 3, 2, 1, 0, then 429 even for the right code', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const send = (retailerCode: string) =>
      api.post('/api/redemptions', { retailerId: retailer.id, parkingTicketId: ticket.id, retailerCode });

    const left: number[] = [];
    for (let i = 0; i < WRONG_CODES_PER_HOUR; i++) {
      const res = await send(wrongCodeFor(code, i));
      expect(res.statusCode, res.body).toBe(422);
      const body = wrongCodeErrorSchema.parse(res.json());
      // The words never change; only the count does.
      expect(body).toEqual({
        code: 'redemption.wrong_code',
        message: 'Incorrect code.',
        attemptsLeft: body.attemptsLeft,
      });
      left.push(body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);

    const locked = await send(code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'redemption.locked_out',
      message: 'Too many incorrect codes. Try again later.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await redemptionsOn(t, ticket.id)).toBe(0);
  });

  it('counts a right code’s attempt back, so the tries left after it are as before', async () => {
    const { user, ticket, api } = await driverWithTicket();
    const [first, second] = [await shop(), await shop()];
    const send = (retailerId: string, retailerCode: string) =>
      api.post('/api/redemptions', { retailerId, parkingTicketId: ticket.id, retailerCode });

    expect((await send(first.retailer.id, wrongCodeFor(first.code, 0))).json().attemptsLeft).toBe(4);
    expect((await send(first.retailer.id, wrongCodeFor(first.code, 1))).json().attemptsLeft).toBe(3);
    expect((await send(first.retailer.id, first.code)).statusCode).toBe(201);
    // Each shop has its own count.
    expect((await send(second.retailer.id, wrongCodeFor(second.code, 0))).json().attemptsLeft).toBe(4);
    const [counter] = await t.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `wrong-code:${user.id}:${first.retailer.id}`));
    expect(counter!.count).toBe(2);
  });

  it('tells racing wrong codes 4, 3, 2, 1 and 0 once each and refuses the rest with 429, redeeming nothing', async () => {
    const { ticket, api } = await driverWithTicket();
    const { retailer, code } = await shop();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post('/api/redemptions', {
          retailerId: retailer.id,
          parkingTicketId: ticket.id,
          retailerCode: wrongCodeFor(code, i),
        }),
      ),
    );
    const wrong = answers
      .filter((a) => a.statusCode === 422)
      .map((a) => wrongCodeErrorSchema.parse(a.json()));
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(wrong.map((body) => body.attemptsLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(wrong.every((body) => body.message === 'Incorrect code.')).toBe(true);
    expect(refused).toHaveLength(7);
    expect(refused.every((a) => a.json().code === 'redemption.locked_out')).toBe(true);
    expect(await redemptionsOn(t, ticket.id)).toBe(0);
  });
});
