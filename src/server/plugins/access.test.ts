import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { asAdmin, asDriver, asRetailer } from '#server/features/admin/admin-test-helpers.ts';
import { londonTime } from '#server/lib/clock.ts';
import { type Access, type ApiRoute, registerAccessRules, rolesOf } from './access';

/**
 * The permission table of docs/decisions/018, as the routes declare it. A route added, removed or given
 * another rule must be written here too: who may call what is decided on purpose, never by default.
 */
const PERMISSIONS: Record<string, Access> = {
  'POST /api/auth/register': 'public',
  'POST /api/auth/retailer-signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/request-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/login': 'public',
  'GET /api/auth/user': 'signedIn',
  'GET /api/auth/logout': 'signedIn',
  'POST /api/auth/logout': 'signedIn',
  'GET /api/auth/session': 'public',
  'PUT /api/auth/profile': 'signedIn',
  'PUT /api/auth/password': 'signedIn',
  // Drivers delete their own account; retailers and admins get a 403 saying how to leave (the service).
  'DELETE /api/auth/account': 'signedIn',

  'POST /api/objects/upload': 'signedIn',
  // The signature is the upload's credential; reading: logos are public, ticket images 401 / 404.
  'PUT /api/objects/:id': 'public',
  'GET /api/objects/:id': 'public',

  'POST /api/parking-tickets': 'driver',
  'GET /api/parking-tickets/today': 'driver',
  'GET /api/parking-tickets': 'driver',
  'POST /api/parking-tickets/reviews': 'driver',
  'GET /api/geo/reverse': 'driver',
  'GET /api/geo/towns': 'driver',
  'POST /api/redemptions': 'driver',
  'GET /api/redemptions': 'driver',
  'GET /api/stats/customer': 'driver',

  'GET /api/retailers': 'signedIn',
  'GET /api/retailers/me': ['retailer', 'admin'],
  'GET /api/stats/retailer/:id': ['retailer', 'admin'],
  'GET /api/redemptions/retailer/:id': ['retailer', 'admin'],
  'GET /api/retailers/:id/redemptions/check': ['retailer', 'admin'],
  'GET /api/retailers/:id/redemptions-per-day': ['retailer', 'admin'],
  'GET /api/retailers/:id/redemptions.csv': ['retailer', 'admin'],
  'PUT /api/retailers/:id/discount': ['retailer', 'admin'],
  'PUT /api/retailers/:id/profile': ['retailer', 'admin'],
  'PUT /api/retailers/:id/toggle-active': ['retailer', 'admin'],
  // A retailer's own e-mail settings; the unsubscribe link's token is its credential (docs/decisions/036).
  'GET /api/retailers/me/email-preferences': 'retailer',
  'PUT /api/retailers/me/email-preferences': 'retailer',
  'POST /api/public/unsubscribe/:token': 'public',
  // Confirming the contact e-mail: the link's token is its credential; resending is the retailer's (docs/decisions/045).
  'POST /api/public/contact-email/confirm/:token': 'public',
  'POST /api/retailers/me/contact-email/confirmation': 'retailer',

  'GET /api/stats/admin': 'admin',
  'GET /api/admin/retailers': 'admin',
  'POST /api/retailers': 'admin',
  'PUT /api/retailers/:id': 'admin',
  'DELETE /api/retailers/:id': 'admin',
  'POST /api/retailers/:id/update-coordinates': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/force-reset': 'admin',
  'DELETE /api/admin/parking-tickets/:id': 'admin',
  'DELETE /api/admin/redemptions/:id': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:id/approve': 'admin',
  'POST /api/admin/reviews/:id/decline': 'admin',
  'GET /api/admin/town-reports': 'admin',
  'GET /api/admin/town-reports/towns': 'admin',
  'POST /api/admin/town-reports': 'admin',
  'DELETE /api/admin/town-reports/:id': 'admin',
  // A town report's token is its credential (docs/decisions/035): unknown, revoked or expired is 404.
  'GET /api/public/reports/:token': 'public',
  'GET /api/public/reports/:token/report.csv': 'public',
  // Town pages need no sign-in (docs/decisions/034): visible shops only, never codes or contacts.
  'GET /api/public/towns': 'public',
  'GET /api/public/towns/:slug': 'public',
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const key = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const urlOf = (route: ApiRoute) => route.url.replace(/:\w+/g, SOME_ID);

/** The route called with a body no schema accepts: the access rule must answer before validation. */
function call(api: ReturnType<typeof client>, route: ApiRoute) {
  const url = urlOf(route);
  if (route.method === 'GET') return api.get(url);
  if (route.method === 'DELETE') return api.delete(url);
  if (route.method === 'POST') return api.post(url, { bogus: true });
  if (route.method === 'PUT') return api.put(url, { bogus: true });
  throw new Error(`No test call for ${key(route)}`);
}

let t: TestApp;
let cookies: Record<'driver' | 'retailer' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({ now: londonTime('2026-03-14', '18:00') });
  const [driver, retailer, admin] = [await asDriver(t), await asRetailer(t), await asAdmin(t)];
  cookies = { driver: driver.cookie, retailer: retailer.cookie, admin: admin.cookie };
});
afterAll(() => t?.close());

describe('every /api route declares who may call it', () => {
  it('registers exactly the permission table', () => {
    const declared = Object.fromEntries(t.app.apiRoutes.map((route) => [key(route), route.access]));
    expect(declared).toEqual(PERMISSIONS);
  });

  it('refuses to register an /api route without an access rule (the app cannot start)', async () => {
    const app = Fastify();
    registerAccessRules(app);
    app.get('/healthz', async () => ({ ok: true }));
    expect(() => app.get('/api/forgotten', async () => ({ secret: true }))).toThrow(
      'GET /api/forgotten declares no access rule',
    );
    await app.close();
  });

  it('refuses an access rule that names an unknown role', async () => {
    const app = Fastify();
    registerAccessRules(app);
    expect(() => app.get('/api/typo', { config: { access: 'admins' as Access } }, async () => ({}))).toThrow(
      'GET /api/typo declares no access rule',
    );
    await app.close();
  });
});

describe('the one access hook', () => {
  it('answers 401 auth.required signed out on every route that is not public, before looking at input', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await call(client(t.app), route);
      expect(res.statusCode, key(route)).toBe(401);
      expect(res.json(), key(route)).toEqual({
        code: 'auth.required',
        message: 'Please sign in to continue.',
      });
    }
  });

  it('answers 403 auth.forbidden to every role a route does not name, before looking at input', async () => {
    let checked = 0;
    for (const route of t.app.apiRoutes) {
      const roles = rolesOf(route.access);
      if (!roles) continue;
      for (const role of (['driver', 'retailer', 'admin'] as const).filter((r) => !roles.includes(r))) {
        const res = await call(client(t.app, cookies[role]), route);
        expect(res.statusCode, `${role} ${key(route)}`).toBe(403);
        expect(res.json().code, `${role} ${key(route)}`).toBe('auth.forbidden');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('lets a signed-in caller through to validation (400 validation.invalid names the field)', async () => {
    const res = await client(t.app, cookies.driver).post('/api/redemptions', { retailerCode: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation.invalid',
      fields: { retailerId: expect.any(String) },
    });
  });

  it('answers JSON { code, message } for paths that match no route', async () => {
    const res = await client(t.app, cookies.admin).get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });
});
