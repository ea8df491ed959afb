/**
 * Every string a client sends has a maximum length (issue 11, 'Throttles and timeouts'). An
 * 8,000-character value in any field of any write route or list query is refused with a 400 that
 * names the field, and nothing is written: no account, no session, no rate-limit counter, no row
 * changed. Before this, an 8,000-character login identifier reached the rate-limit table and
 * PostgreSQL refused the index row: a 500.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminRetailerCreateSchema,
  adminRetailerListQuerySchema,
  adminRetailerUpdateSchema,
  adminUserListQuerySchema,
  auditLogQuerySchema,
} from '#contracts/admin.ts';
import {
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordRequestSchema,
  retailerSignupRequestSchema,
} from '#contracts/auth.ts';
import { INCOMPLETE_CODE, redeemRequestSchema, retailerListQuerySchema } from '#contracts/offers.ts';
import { discountUpdateSchema, retailerProfileUpdateSchema } from '#contracts/retailer-portal.ts';
import { adminReviewListQuerySchema, declineReviewSchema, requestReviewSchema } from '#contracts/reviews.ts';
import {
  reverseGeocodeQuerySchema,
  submitTicketSchema,
  townSuggestionsQuerySchema,
} from '#contracts/tickets.ts';
import {
  auditLog,
  parkingTickets,
  passwordResetTokens,
  rateLimitCounters,
  redemptions,
  retailerCodes,
  retailers,
  sessions,
  ticketReviews,
  ticketVerifications,
  uploadedObjects,
  users,
} from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer } from '#server/db/seed.ts';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';

const PASSWORD = 'password-123';
const LONG = 'a'.repeat(8000);
const LONG_DIGITS = '1'.repeat(8000);
/** Repeated letters compress well enough to fit an index row; random text does not (the real 500). */
const NOISE = randomBytes(6000).toString('base64url').slice(0, 8000);

let t: TestApp;
const cookies: Record<'driver' | 'retailer' | 'admin', string> = { driver: '', retailer: '', admin: '' };
let shopId = '';

async function signIn(emailOrPhone: string) {
  const res = await client(t.app).post('/api/auth/login', { emailOrPhone, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-14T12:00:00Z' });
  const now = t.clock.now();
  await seedDriver(t.db, { email: 'driver@test.uk', fullName: 'Dee Driver', password: PASSWORD }, now);
  await seedAdmin(t.db, { email: 'admin@test.uk', fullName: 'Avery Admin', password: PASSWORD }, now);
  const shop = await seedRetailer(
    t.db,
    {
      email: 'shop@test.uk',
      businessName: 'Corner Bakery',
      category: 'Cafe',
      address: '1 High St',
      password: PASSWORD,
    },
    now,
  );
  shopId = shop.retailer.id;
  cookies.driver = await signIn('driver@test.uk');
  cookies.retailer = await signIn('shop@test.uk');
  cookies.admin = await signIn('admin@test.uk');
});
afterAll(() => t?.close());

/** Row counts of every table, and the full rows of those a refused write could have changed. */
async function snapshot() {
  const tables = {
    users,
    sessions,
    passwordResetTokens,
    retailers,
    retailerCodes,
    uploadedObjects,
    parkingTickets,
    ticketVerifications,
    ticketReviews,
    redemptions,
    rateLimitCounters,
    auditLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = await rowCount(t.db, table);
  }
  return {
    counts,
    users: await t.db.select().from(users).orderBy(asc(users.id)),
    retailers: await t.db.select().from(retailers).orderBy(asc(retailers.id)),
    rateLimits: await t.db.select().from(rateLimitCounters).orderBy(asc(rateLimitCounters.key)),
    messagesSent: t.sent.length,
  };
}

type Role = 'anonymous' | 'driver' | 'retailer' | 'admin';
type Body = Record<string, unknown>;
type Case = {
  role: Role;
  method: 'POST' | 'PUT' | 'GET';
  /** A path (`:shop` is the seeded retailer's id); for GET the query is `base` plus the long field. */
  path: string;
  schema: z.ZodType;
  /** A request the schema accepts, so that the long field alone is what fails. */
  base: () => Body;
  field: string;
  /** The exact message, or a pattern when the wording is not ours to pin down here. */
  message: string | RegExp;
  value?: string;
  /** Another field that gets the same long value. */
  alsoIn?: string;
};

const driverBody = () => ({ fullName: 'Ada Lovelace', email: 'ada@test.uk', password: 'correct horse' });
const signupBody = () => ({
  businessName: 'Bean There',
  contactName: 'Rita Roast',
  address: '1 High St, Reading RG1 1AA',
  category: 'Cafe',
  discountAmount: '2.50',
  minimumSpend: '10.00',
  email: 'rita@test.uk',
  password: 'correct horse',
});
const adminRetailerBody = () => ({
  businessName: 'Onboarded Shop',
  email: 'onboarded@test.uk',
  discountAmount: '2.00',
  minimumSpend: '10.00',
  category: 'Food & Drink',
});
const resetBody = () => ({
  token: 'a'.repeat(43),
  newPassword: 'new-password-1',
  confirmPassword: 'new-password-1',
});
const TOO_BIG = /too (long|big)/i;

const writeCase = (
  role: Role,
  method: 'POST' | 'PUT',
  path: string,
  schema: z.ZodType,
  base: () => Body,
  fields: [field: string, message: string | RegExp, value?: string][],
): Case[] =>
  fields.map(([field, message, value]) => ({
    role,
    method,
    path,
    schema,
    base,
    field,
    message,
    value,
  }));

const queryCase = (
  role: Role,
  path: string,
  schema: z.ZodType,
  fields: [field: string, message: string | RegExp][],
  base: () => Body = () => ({}),
): Case[] => fields.map(([field, message]) => ({ role, method: 'GET', path, schema, base, field, message }));

const cases: Case[] = [
  ...writeCase('anonymous', 'POST', '/api/auth/register', registerRequestSchema, driverBody, [
    ['fullName', 'Full name is too long'],
    ['email', 'Email is too long'],
    ['phone', 'Phone number is too long'],
    ['password', 'Password is too long'],
  ]),
  ...writeCase('anonymous', 'POST', '/api/auth/retailer-signup', retailerSignupRequestSchema, signupBody, [
    ['businessName', 'Business name is too long'],
    ['contactName', 'Contact name is too long'],
    ['address', 'Address is too long'],
    ['category', 'Please select a business category'],
    ['discountAmount', 'Discount amount is too long', LONG_DIGITS],
    ['minimumSpend', 'Minimum spend is too long', LONG_DIGITS],
    ['email', 'Email is too long'],
    ['phone', 'Phone number is too long'],
    ['password', 'Password is too long'],
  ]),
  ...writeCase(
    'anonymous',
    'POST',
    '/api/auth/login',
    loginRequestSchema,
    () => ({ emailOrPhone: 'driver@test.uk', password: PASSWORD }),
    [
      ['emailOrPhone', 'Email or phone number is too long'],
      ['emailOrPhone', 'Email or phone number is too long', NOISE],
      ['emailOrPhone', 'Email or phone number is too long', `${NOISE}@test.uk`],
      ['password', 'Password is too long'],
    ],
  ),
  ...writeCase(
    'anonymous',
    'POST',
    '/api/auth/request-reset',
    requestResetSchema,
    () => ({ emailOrPhone: 'driver@test.uk' }),
    [
      ['emailOrPhone', 'Email or phone number is too long'],
      ['emailOrPhone', 'Email or phone number is too long', NOISE],
      ['emailOrPhone', 'Email or phone number is too long', `${NOISE}@test.uk`],
    ],
  ),
  ...writeCase('anonymous', 'POST', '/api/auth/reset-password', resetPasswordRequestSchema, resetBody, [
    ['token', 'Reset token is too long'],
    ['confirmPassword', 'Password is too long'],
  ]),
  // Both passwords long and equal: the length is what fails, not the match.
  {
    ...writeCase('anonymous', 'POST', '/api/auth/reset-password', resetPasswordRequestSchema, resetBody, [
      ['newPassword', 'Password is too long'],
    ])[0]!,
    alsoIn: 'confirmPassword',
  },
  // The current password goes along, as it must when the e-mail or phone changes.
  ...writeCase(
    'driver',
    'PUT',
    '/api/auth/profile',
    profileUpdateSchema,
    () => ({ currentPassword: PASSWORD }),
    [
      ['fullName', 'Full name is too long'],
      ['email', 'Email is too long'],
      ['phone', 'Phone number is too long'],
      ['currentPassword', 'Current password is too long'],
    ],
  ),
  ...writeCase(
    'driver',
    'PUT',
    '/api/auth/password',
    passwordChangeRequestSchema,
    () => ({ currentPassword: PASSWORD, newPassword: 'new-password-1' }),
    [
      ['currentPassword', 'Current password is too long'],
      ['newPassword', 'Password is too long'],
    ],
  ),
  ...writeCase(
    'driver',
    'POST',
    '/api/parking-tickets',
    submitTicketSchema,
    () => ({ imageUrl: `/api/objects/${randomUUID()}`, city: 'Leeds' }),
    [
      ['imageUrl', 'imageUrl is too long'],
      ['city', TOO_BIG],
      ['location', TOO_BIG],
      ['detectedDate', TOO_BIG],
      ['expiresAt', TOO_BIG],
    ],
  ),
  ...writeCase(
    'driver',
    'POST',
    '/api/parking-tickets/reviews',
    requestReviewSchema,
    () => ({ imageUrl: `/api/objects/${randomUUID()}`, note: 'The date is at the bottom.' }),
    [
      ['imageUrl', 'imageUrl is too long'],
      ['note', 'Note is too long (at most 500 characters)'],
    ],
  ),
  ...writeCase(
    'admin',
    'POST',
    `/api/admin/reviews/${randomUUID()}/decline`,
    declineReviewSchema,
    () => ({ reason: 'Not today’s ticket.' }),
    [['reason', 'Reason is too long (at most 500 characters)']],
  ),
  ...writeCase(
    'driver',
    'POST',
    '/api/redemptions',
    redeemRequestSchema,
    () => ({ retailerId: shopId, parkingTicketId: randomUUID(), retailerCode: '1234' }),
    [
      ['retailerCode', INCOMPLETE_CODE, LONG_DIGITS],
      ['retailerId', 'retailerId must be a retailer id'],
      ['parkingTicketId', 'parkingTicketId must be a parking ticket id'],
    ],
  ),
  ...writeCase(
    'retailer',
    'PUT',
    '/api/retailers/:shop/discount',
    discountUpdateSchema,
    () => ({ discountAmount: '2.50', minimumSpend: '10.00' }),
    [
      ['discountAmount', 'Discount amount is too long', LONG_DIGITS],
      ['minimumSpend', 'Minimum spend is too long', LONG_DIGITS],
    ],
  ),
  ...writeCase('retailer', 'PUT', '/api/retailers/:shop/profile', retailerProfileUpdateSchema, () => ({}), [
    ['contactName', 'Contact name is too long'],
    ['email', 'Email is too long'],
    ['phone', 'Phone number is too long'],
    ['address', 'Business address is too long'],
    ['logoUrl', 'logoUrl is too long', `/api/objects/${LONG}`],
  ]),
  ...writeCase('admin', 'POST', '/api/retailers', adminRetailerCreateSchema, adminRetailerBody, [
    ['businessName', 'Business name is too long'],
    ['email', 'Email is too long'],
    ['contactName', 'Contact name is too long'],
    ['phone', 'Phone number is too long'],
    ['address', 'Address is too long'],
    ['category', 'Category is too long'],
    ['discountAmount', 'Discount amount is too long', LONG_DIGITS],
    ['minimumSpend', 'Minimum spend is too long', LONG_DIGITS],
  ]),
  ...writeCase(
    'admin',
    'PUT',
    '/api/retailers/:shop',
    adminRetailerUpdateSchema,
    () => ({ ...adminRetailerBody(), email: 'shop@test.uk', subscriptionStatus: 'trial' }),
    [
      ['businessName', 'Business name is too long'],
      ['email', 'Email is too long'],
      ['contactName', 'Contact name is too long'],
      ['phone', 'Phone number is too long'],
      ['address', 'Address is too long'],
      ['category', 'Category is too long'],
      ['discountAmount', 'Discount amount is too long', LONG_DIGITS],
      ['minimumSpend', 'Minimum spend is too long', LONG_DIGITS],
      ['subscriptionStatus', 'Subscription status must be trial, active, expired or cancelled'],
    ],
  ),
  ...queryCase('driver', '/api/retailers', retailerListQuerySchema, [
    ['q', 'Search is too long'],
    ['category', 'Category is too long'],
    ['id', 'id must be a retailer id'],
  ]),
  ...queryCase(
    'driver',
    '/api/geo/reverse',
    reverseGeocodeQuerySchema,
    [
      ['lat', 'lat must be a number'],
      ['lon', 'lon must be a number'],
    ],
    () => ({ lat: '53.8', lon: '-1.55' }),
  ),
  ...queryCase(
    'driver',
    '/api/geo/towns',
    townSuggestionsQuerySchema,
    [['q', 'q must be at most 50 characters']],
    () => ({ q: 'Lee' }),
  ),
  ...queryCase('admin', '/api/admin/retailers', adminRetailerListQuerySchema, [
    ['q', 'Search is too long'],
    ['category', 'Category is too long'],
    ['limit', 'limit must be a number'],
  ]),
  ...queryCase('admin', '/api/admin/users', adminUserListQuerySchema, [
    ['q', 'Search is too long'],
    ['role', 'role must be customer, retailer or admin'],
  ]),
  ...queryCase('admin', '/api/admin/reviews', adminReviewListQuerySchema, [
    ['status', 'status must be pending, approved or declined'],
    ['limit', 'limit must be a number'],
  ]),
  ...queryCase('admin', '/api/admin/audit-log', auditLogQuerySchema, [
    ['action', 'action is not a known audit action'],
  ]),
];

function send(c: Case, body: Body) {
  const api = client(t.app, c.role === 'anonymous' ? undefined : cookies[c.role]);
  const path = c.path.replace(':shop', shopId);
  if (c.method === 'GET') {
    const query = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]));
    return api.get(`${path}?${query}`);
  }
  return c.method === 'POST' ? api.post(path, body) : api.put(path, body);
}

describe('an 8,000-character value in any field', () => {
  it.each(cases.map((c) => [`${c.role} ${c.method} ${c.path}`, c.field, c] as const))(
    '%s %s: 400 naming the field, nothing written',
    async (_route, field, c) => {
      const value = c.value ?? LONG;
      expect(value.length).toBeGreaterThanOrEqual(8000);
      // The rest of the request is valid: the long field is the only reason to refuse it.
      expect(c.schema.safeParse(c.base()).success).toBe(true);
      const before = await snapshot();

      const res = await send(c, { ...c.base(), ...(c.alsoIn && { [c.alsoIn]: value }), [field]: value });

      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json() as { message?: string; fields?: Record<string, string> };
      expect(answer.message).toBeTruthy();
      expect(answer.message).not.toContain(value.slice(0, 300));
      if (typeof c.message === 'string') expect(answer.fields?.[field]).toBe(c.message);
      else expect(answer.fields?.[field]).toMatch(c.message);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('the login identifier (the original 500)', () => {
  it.each([
    ['repeated letters', 'a'.repeat(8000)],
    ['random text', NOISE],
  ])(
    'refuses an 8,000-character emailOrPhone (%s) with 400 naming it, and counts nothing',
    async (_kind, emailOrPhone) => {
      expect(emailOrPhone).toHaveLength(8000);
      const before = await snapshot();
      const res = await client(t.app).post('/api/auth/login', { emailOrPhone, password: 'x' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation.invalid',
        message: 'Email or phone number is too long',
        fields: { emailOrPhone: 'Email or phone number is too long' },
      });
      expect(res.cookies.find((cookie) => cookie.name === 'pp_session')).toBeUndefined();
      const after = await snapshot();
      expect(after.rateLimits).toEqual(before.rateLimits);
      expect(after).toEqual(before);
    },
  );

  it('still signs in with an identifier at the limit', async () => {
    // 254 characters: the longest e-mail address there can be.
    const email = `${'d'.repeat(254 - '@test.uk'.length)}@test.uk`;
    expect(email).toHaveLength(254);
    await seedDriver(t.db, { email, fullName: 'Long Address', password: PASSWORD }, t.clock.now());
    const res = await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const tooLong = await client(t.app).post('/api/auth/login', {
      emailOrPhone: `d${email}`,
      password: PASSWORD,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.emailOrPhone).toBe('Email or phone number is too long');
  });
});

describe('request size', () => {
  it('refuses a body over the limit with 413 before reading it, and writes nothing', async () => {
    const before = await snapshot();
    const res = await client(t.app).post('/api/auth/login', {
      emailOrPhone: 'a'.repeat(300 * 1024),
      password: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['driver', 'GET', () => `/api/admin/users/${LONG}`],
    ['admin', 'GET', () => `/api/admin/users/${LONG}`],
    ['admin', 'PUT', () => `/api/retailers/${LONG}`],
    ['retailer', 'PUT', () => `/api/retailers/${LONG}/discount`],
    ['retailer', 'GET', () => `/api/stats/retailer/${LONG}`],
  ] as const)(
    'an 8,000-character route parameter (%s %s) is a 4xx, not a 500',
    async (role, method, path) => {
      const before = await snapshot();
      const api = client(t.app, cookies[role]);
      const res =
        method === 'GET'
          ? await api.get(path())
          : await api.put(path(), { discountAmount: '2.50', minimumSpend: '10.00' });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await snapshot()).toEqual(before);
    },
  );
});
