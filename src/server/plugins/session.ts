import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '#contracts/constants.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '#contracts/constants.ts';
import type { Db } from '#server/db/client.ts';
import { findSessionUser, type UserRow } from '#server/features/auth/sessions.ts';
import type { Clock } from '#server/lib/clock.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { isApiRequest } from './security';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

/**
 * Loads the signed-in user (if any) from the session cookie as each /api request arrives, so the
 * access rules (plugins/access.ts) judge the caller before the body is read or validated.
 */
export function registerSessions(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiRequest(request)) return;
    request.user = await findSessionUser(deps.db, token, deps.clock.now());
    request.sessionToken = request.user ? token : null;
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * The caller of a route whose access rule needs a signed-in user (the rule has already answered 401
 * or 403 otherwise). With roles it checks them too, for code outside a declared route.
 */
export function requireUser(request: FastifyRequest, ...roles: UserType[]): UserRow {
  if (!request.user) throw unauthorized();
  if (roles.length && !roles.includes(request.user.userType)) throw forbidden();
  return request.user;
}
