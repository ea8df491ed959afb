import { eq } from 'drizzle-orm';
import { rowCount } from '#tests/support/rows.ts';
import { client, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { redemptions } from '#server/db/schema.ts';
import { seedDriver, seedRetailer, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';

/** The redemption tests' clock and town: a Saturday evening in Leeds. */
export const NOW = londonTime('2026-03-14', '18:00');
export const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };

/** A driver signed in through the API, with a verified ticket for the day of `at`. */
export async function driverWithTicket(
  t: TestApp,
  email: string,
  at: Date = NOW,
  ticket: Parameters<typeof seedTicket>[2] = {},
) {
  const user = await seedDriver(t.db, { email, password: 'password1' }, at);
  const login = await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: 'password1' });
  const row = await seedTicket(t.db, user.id, ticket, at);
  return { user, ticket: row, api: client(t.app, sessionCookie(login)) };
}

/** A retailer in Leeds (unless `input` says otherwise) as of NOW, with this month's code. */
export function seedLeedsShop(t: TestApp, input: Parameters<typeof seedRetailer>[1]) {
  return seedRetailer(t.db, { ...LEEDS, ...input }, NOW);
}

let made = 0;

/** A driver as driverWithTicket makes one, with an e-mail of their own: `tag` and a number. */
export function taggedDriver(t: TestApp, tag: string) {
  made += 1;
  return driverWithTicket(t, `${tag}${made}@test.uk`);
}

/**
 * A Leeds shop offering £2 off £5, named `name` and a number, with an e-mail of its own (`tag` and
 * the same number); `extra` adds to it (a password to sign in with).
 */
export function tillShop(t: TestApp, name: string, tag: string, extra: { password?: string } = {}) {
  made += 1;
  return seedLeedsShop(t, {
    businessName: `${name} ${made}`,
    email: `${tag}${made}@test.uk`,
    discountAmount: '2.00',
    minimumSpend: '5.00',
    ...extra,
  });
}

/** The `i`-th code that is not `code` (4 digits), for guessing wrong on purpose. */
export const wrongCodeFor = (code: string, i: number) =>
  String((Number(code) + 1 + i) % 10_000).padStart(4, '0');

/** How many redemptions a ticket has. */
export const redemptionsOn = (t: TestApp, ticketId: string) =>
  rowCount(t.db, redemptions, eq(redemptions.parkingTicketId, ticketId));
