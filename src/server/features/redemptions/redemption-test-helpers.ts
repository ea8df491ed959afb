import { client, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { seedDriver, seedTicket } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';

/** The redemption tests' clock and town: a Saturday evening in Leeds. */
export const NOW = londonTime('2026-03-14', '18:00');
export const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };

/** A driver signed in through the API, with a verified ticket for the day of `at`. */
export async function driverWithTicket(t: TestApp, email: string, at: Date = NOW) {
  const user = await seedDriver(t.db, { email, password: 'password1' }, at);
  const login = await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: 'password1' });
  const ticket = await seedTicket(t.db, user.id, {}, at);
  return { user, ticket, api: client(t.app, sessionCookie(login)) };
}
