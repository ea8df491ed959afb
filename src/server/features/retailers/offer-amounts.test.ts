/**
 * The offer amounts' rule (decisions.md section 4) at each of its three entry points: retailer
 * sign-up, the portal's offer form and the admin's create and edit. The discount is £0.50 to
 * £20.00; the minimum spend is 0 (none) or at least the discount. A refusal is a 400 naming the
 * field with the decisions' words, and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { retailers, users } from '#server/db/schema.ts';
import { seedAdmin, seedRetailer } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';

const NOW = londonTime('2026-03-14', '18:00');
const PASSWORD = 'password1';
const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const DISCOUNT_MESSAGE = 'The discount must be between £0.50 and £20.00.';
const MINIMUM_MESSAGE = 'The minimum spend must be at least the discount, or £0 for none.';

type Api = ReturnType<typeof client>;
let t: TestApp;
let admin: Api;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedAdmin(t.db, { email: 'amounts-admin@test.uk', password: PASSWORD }, NOW);
  admin = client(t.app, await login('amounts-admin@test.uk'));
});
afterAll(() => t?.close());

async function login(emailOrPhone: string) {
  const res = await client(t.app).post('/api/auth/login', { emailOrPhone, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** Accepted pairs: each boundary of the discount, no minimum spend, and a minimum equal to the discount. */
const ACCEPTED: [discount: string | number, minimum: string | number, saved: [string, string]][] = [
  ['0.50', '0', ['0.50', '0.00']],
  ['20.00', '0', ['20.00', '0.00']],
  [20, 20, ['20.00', '20.00']],
  ['3', '3.00', ['3.00', '3.00']],
  ['0.5', '0.50', ['0.50', '0.50']],
  ['2.50', '10', ['2.50', '10.00']],
];

/** Refused pairs: the field named and its words. */
const REFUSED: [discount: string | number, minimum: string | number, field: string, message: string][] = [
  ['0.49', '0', 'discountAmount', DISCOUNT_MESSAGE],
  ['20.01', '0', 'discountAmount', DISCOUNT_MESSAGE],
  ['20.01', '25', 'discountAmount', DISCOUNT_MESSAGE],
  ['0', '0', 'discountAmount', DISCOUNT_MESSAGE],
  [-1, 10, 'discountAmount', DISCOUNT_MESSAGE],
  ['12.00', '5.00', 'minimumSpend', MINIMUM_MESSAGE],
  ['3.00', '2.99', 'minimumSpend', MINIMUM_MESSAGE],
  [0.5, 0.49, 'minimumSpend', MINIMUM_MESSAGE],
];

function expectRefusal(
  res: { statusCode: number; body: string; json: () => unknown },
  field: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; message: string; fields: Record<string, string> };
  expect(body.code).toBe('validation.invalid');
  expect(body.message).toBe(message);
  expect(body.fields).toEqual({ [field]: message });
}

async function counts() {
  return { users: await rowCount(t.db, users), retailers: await rowCount(t.db, retailers) };
}

const stored = async (id: string) => (await t.db.select().from(retailers).where(eq(retailers.id, id)))[0]!;

describe('retailer sign-up', () => {
  const signUp = (discountAmount: string | number, minimumSpend: string | number) => {
    n += 1;
    return client(t.app).post('/api/auth/retailer-signup', {
      businessName: `Sign-up Shop ${n}`,
      contactName: 'Sam Shop',
      address: '1 High Street, Leeds LS1 1AA',
      category: 'Cafe',
      discountAmount,
      minimumSpend,
      email: `signup${n}@amounts.test`,
      password: PASSWORD,
    });
  };

  it.each(ACCEPTED)(
    'accepts £%s off a £%s minimum spend',
    async (discount, minimum, [saved, savedMinimum]) => {
      const res = await signUp(discount, minimum);
      expect(res.statusCode, res.body).toBe(201);
      const [record] = await t.db.select().from(retailers).where(eq(retailers.userId, res.json().id));
      expect(record).toMatchObject({ discountAmount: saved, minimumSpend: savedMinimum });
    },
  );

  it.each(REFUSED)(
    'refuses £%s off a £%s minimum spend, naming %s, creating nothing',
    async (discount, minimum, field, message) => {
      const before = await counts();
      expectRefusal(await signUp(discount, minimum), field, message);
      expect(await counts()).toEqual(before);
    },
  );
});

describe('the portal’s offer form', () => {
  let shopId: string;
  let shop: Api;

  beforeAll(async () => {
    const seeded = await seedRetailer(
      t.db,
      {
        businessName: 'Portal Shop',
        email: 'portal@amounts.test',
        password: PASSWORD,
        discountAmount: '2.50',
        minimumSpend: '10.00',
        ...LEEDS,
      },
      NOW,
    );
    shopId = seeded.retailer.id;
    shop = client(t.app, await login('portal@amounts.test'));
  });

  it.each(ACCEPTED)('saves £%s off a £%s minimum spend', async (discount, minimum, [saved, savedMinimum]) => {
    const res = await shop.put(`/api/retailers/${shopId}/discount`, {
      discountAmount: discount,
      minimumSpend: minimum,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ discountAmount: saved, minimumSpend: savedMinimum });
    expect(await stored(shopId)).toMatchObject({ discountAmount: saved, minimumSpend: savedMinimum });
  });

  it.each(REFUSED)(
    'refuses £%s off a £%s minimum spend, naming %s, and leaves the offer as it was',
    async (discount, minimum, field, message) => {
      const before = await stored(shopId);
      const res = await shop.put(`/api/retailers/${shopId}/discount`, {
        discountAmount: discount,
        minimumSpend: minimum,
        dailyCap: 5,
      });
      expectRefusal(res, field, message);
      expect(await stored(shopId)).toEqual(before);
    },
  );
});

describe('the admin’s create and edit', () => {
  const body = (discountAmount: string | number, minimumSpend: string | number) => {
    n += 1;
    return {
      businessName: `Admin Shop ${n}`,
      email: `admin-shop${n}@amounts.test`,
      category: 'Food & Drink',
      discountAmount,
      minimumSpend,
    };
  };

  it.each(ACCEPTED)(
    'onboards £%s off a £%s minimum spend',
    async (discount, minimum, [saved, savedMinimum]) => {
      const res = await admin.post('/api/retailers', body(discount, minimum));
      expect(res.statusCode, res.body).toBe(201);
      expect(await stored(res.json().id)).toMatchObject({
        discountAmount: saved,
        minimumSpend: savedMinimum,
      });
    },
  );

  it.each(REFUSED)(
    'refuses to onboard £%s off a £%s minimum spend, naming %s, creating nothing',
    async (discount, minimum, field, message) => {
      const before = await counts();
      expectRefusal(await admin.post('/api/retailers', body(discount, minimum)), field, message);
      expect(await counts()).toEqual(before);
    },
  );

  describe('editing', () => {
    let id: string;
    beforeAll(async () => {
      const res = await admin.post('/api/retailers', body('2.50', '10.00'));
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
    });

    it.each(ACCEPTED)(
      'saves £%s off a £%s minimum spend',
      async (discount, minimum, [saved, savedMinimum]) => {
        const res = await admin.put(`/api/retailers/${id}`, body(discount, minimum));
        expect(res.statusCode, res.body).toBe(200);
        expect(await stored(id)).toMatchObject({ discountAmount: saved, minimumSpend: savedMinimum });
      },
    );

    it.each(REFUSED)(
      'refuses £%s off a £%s minimum spend, naming %s, and changes nothing',
      async (discount, minimum, field, message) => {
        const before = await stored(id);
        // The other fields change too: none of them may be saved.
        expectRefusal(await admin.put(`/api/retailers/${id}`, body(discount, minimum)), field, message);
        expect(await stored(id)).toEqual(before);
      },
    );
  });
});
