/** Shared set-up for the tests of the tickets routes on their own, with a scripted reader. */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Db } from '#server/db/client.ts';
import { seedDriver } from '#server/db/seed.ts';
import type { Clock } from '#server/lib/clock.ts';
import { registerAccessRules } from '#server/plugins/access.ts';
import { registerErrorHandling } from '#server/plugins/errors.ts';
import { registerSessions } from '#server/plugins/session.ts';
import { registerZod } from '#server/plugins/zod.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import type { TicketReading } from './service';

/** What the reader answers for a photo with too few words on it. */
export const unreadable: TicketReading = {
  outcome: 'unreadable',
  reasons: ['Too few words could be read'],
  detectedDate: null,
  place: null,
  postcode: null,
  ticketNumber: null,
  rawText: '',
  ocrConfidence: 0,
};

/**
 * A bare Fastify app with what the tickets routes stand on (cookies, error answers, sessions,
 * access rules, zod); `api` is where the test registers the routes.
 */
export async function bareApp(db: Db, clock: Clock) {
  const app = Fastify();
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerSessions(app, { db, clock });
  registerAccessRules(app);
  return { app, api: registerZod(app) };
}

/** A driver with a session made directly in the database, and its cookie. */
export async function driverWithCookie(db: Db, email: string, at: Date) {
  const user = await seedDriver(db, { email }, at);
  return { user, cookie: `pp_session=${await createSession(db, user.id, at)}` };
}
