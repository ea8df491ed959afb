import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { londonTime } from '#server/lib/clock.ts';
import { askForReview, seedRefusedAttempt } from '#server/features/reviews/review-test-helpers.ts';
import { asAdmin, asDriver, asRetailer, redeem, ticketWithImage } from './admin-test-helpers';

const NOW = londonTime('2026-03-14', '18:00');
let t: TestApp;
let cookies: Record<'visitor' | 'driver' | 'retailer' | 'admin', string | undefined>;
let ids: {
  retailer: string;
  user: string;
  ticket: string;
  redemption: string;
  reviewToApprove: string;
  reviewToDecline: string;
};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const admin = await asAdmin(t);
  const driver = await asDriver(t);
  const shop = await asRetailer(t);
  const ticket = await ticketWithImage(t, driver);
  const redemption = await redeem(driver, ticket.id, shop);
  // Targets the allowed calls may change or delete, apart from the callers' own accounts.
  const victim = await asDriver(t);
  // Two drivers whose tickets were refused today and who asked for a review (one each per day).
  const [approve, decline] = [await asDriver(t), await asDriver(t)];
  const toApprove = await askForReview(approve, await seedRefusedAttempt(t, approve));
  const toDecline = await askForReview(decline, await seedRefusedAttempt(t, decline));
  cookies = { visitor: undefined, driver: driver.cookie, retailer: shop.cookie, admin: admin.cookie };
  ids = {
    retailer: shop.retailer.id,
    user: victim.user.id,
    ticket: ticket.id,
    redemption: redemption.id,
    reviewToApprove: toApprove.id,
    reviewToDecline: toDecline.id,
  };
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const validRetailer = {
  businessName: 'Matrix Deli',
  email: 'matrix@deli.test',
  discountAmount: '2.00',
  minimumSpend: '5',
  category: 'Food & Drink',
};

/** Every admin route, with a request an admin may make; deletions come last so their targets exist. */
const routes: {
  method: Method;
  name: string;
  path: () => string;
  body?: Record<string, unknown>;
  ok: number;
}[] = [
  { method: 'GET', name: '/api/stats/admin', path: () => '/api/stats/admin', ok: 200 },
  { method: 'GET', name: '/api/admin/retailers', path: () => '/api/admin/retailers', ok: 200 },
  { method: 'GET', name: '/api/admin/users', path: () => '/api/admin/users', ok: 200 },
  { method: 'GET', name: '/api/admin/users/:user', path: () => `/api/admin/users/${ids.user}`, ok: 200 },
  { method: 'GET', name: '/api/admin/audit-log', path: () => '/api/admin/audit-log', ok: 200 },
  { method: 'GET', name: '/api/admin/reviews', path: () => '/api/admin/reviews?status=pending', ok: 200 },
  {
    method: 'POST',
    name: '/api/admin/reviews/:review/approve',
    path: () => `/api/admin/reviews/${ids.reviewToApprove}/approve`,
    ok: 200,
  },
  {
    method: 'POST',
    name: '/api/admin/reviews/:review/decline',
    path: () => `/api/admin/reviews/${ids.reviewToDecline}/decline`,
    body: { reason: 'The ticket is from another day.' },
    ok: 200,
  },
  { method: 'POST', name: '/api/retailers', path: () => '/api/retailers', body: validRetailer, ok: 201 },
  {
    method: 'PUT',
    name: '/api/retailers/:retailer',
    path: () => `/api/retailers/${ids.retailer}`,
    body: { ...validRetailer, email: 'edited@deli.test' },
    ok: 200,
  },
  {
    method: 'POST',
    name: '/api/retailers/:retailer/update-coordinates',
    path: () => `/api/retailers/${ids.retailer}/update-coordinates`,
    ok: 422,
  },
  {
    method: 'POST',
    name: '/api/admin/users/:user/force-reset',
    path: () => `/api/admin/users/${ids.user}/force-reset`,
    ok: 200,
  },
  {
    method: 'DELETE',
    name: '/api/admin/redemptions/:redemption',
    path: () => `/api/admin/redemptions/${ids.redemption}`,
    ok: 200,
  },
  {
    method: 'DELETE',
    name: '/api/admin/parking-tickets/:ticket',
    path: () => `/api/admin/parking-tickets/${ids.ticket}`,
    ok: 200,
  },
  { method: 'DELETE', name: '/api/admin/users/:user', path: () => `/api/admin/users/${ids.user}`, ok: 200 },
  {
    method: 'DELETE',
    name: '/api/retailers/:retailer',
    path: () => `/api/retailers/${ids.retailer}`,
    ok: 200,
  },
];

const expected = { visitor: 401, driver: 403, retailer: 403 } as const;

function send(cookie: string | undefined, method: Method, path: string, body?: Record<string, unknown>) {
  const api = client(t.app, cookie);
  if (method === 'GET') return api.get(path);
  if (method === 'DELETE') return api.delete(path);
  return method === 'POST' ? api.post(path, body) : api.put(path, body);
}

describe('permission matrix: 401 signed out, 403 drivers and retailers, allowed for admins', () => {
  for (const role of ['visitor', 'driver', 'retailer'] as const) {
    it.each(routes.map((route) => [`${route.method} ${route.name}`, route] as const))(
      `${role}: %s → ${expected[role]}`,
      async (_name, route) => {
        const res = await send(cookies[role], route.method, route.path(), route.body);
        expect(res.statusCode, res.body).toBe(expected[role]);
        expect(res.json()).toHaveProperty('message');
      },
    );
  }

  it('lets an admin make every call (run in order, deletions last)', async () => {
    for (const route of routes) {
      const res = await send(cookies.admin, route.method, route.path(), route.body);
      // update-coordinates answers 422 for the seeded retailer (no address): still a JSON answer past the role check.
      expect(res.statusCode, `${route.method} ${route.path()}: ${res.body}`).toBe(route.ok);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('answers 404 JSON for unknown and malformed ids, after the role check', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['PUT', `/api/retailers/${missing}`],
      ['DELETE', `/api/retailers/${missing}`],
      ['POST', `/api/retailers/${missing}/update-coordinates`],
      ['POST', '/api/retailers/not-a-uuid/update-coordinates'],
      ['GET', `/api/admin/users/${missing}`],
      ['GET', '/api/admin/users/42'],
      ['DELETE', `/api/admin/users/${missing}`],
      ['POST', `/api/admin/users/${missing}/force-reset`],
      ['DELETE', `/api/admin/parking-tickets/${missing}`],
      ['DELETE', '/api/admin/parking-tickets/nope'],
      ['DELETE', `/api/admin/redemptions/${missing}`],
      ['POST', `/api/admin/reviews/${missing}/approve`],
      ['POST', '/api/admin/reviews/not-a-uuid/approve'],
      ['POST', `/api/admin/reviews/${missing}/decline`],
      ['POST', '/api/admin/reviews/12/decline'],
    ] as const) {
      const body =
        method === 'PUT' ? validRetailer : path.endsWith('/decline') ? { reason: 'No' } : undefined;
      const res = await send(cookies.admin, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
      expect(res.json().code).toMatch(/^(retailer|user|ticket|redemption|review)\.not_found$/);
    }
    const visitor = await send(undefined, 'DELETE', `/api/admin/users/${missing}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('auth.required');
  });
});
