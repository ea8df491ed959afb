import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '#contracts/constants.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '#contracts/constants.ts';
import type { Db } from '#server/db/client.ts';
import {
  findSession,
  type LoadedWithCaller,
  type SessionKey,
  sessionKey,
  touchSession,
  type UserRow,
} from '#server/features/auth/sessions.ts';
import type { Clock } from '#server/lib/clock.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { isApiRequest } from './security';

/**
 * A route's answer loaded in the session lookup's own statement (auth's selectSessionUser with columns alongside),
 * so the request costs one database round trip (docs/decisions/031). It runs before access and
 * validation, so it checks its own input and answers undefined when that is not valid: the caller is
 * then looked up alone, and validation answers the request.
 */
export type CallerLoader = (
  request: FastifyRequest,
  key: SessionKey,
) => Promise<LoadedWithCaller | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** What the route's `loadWithCaller` loaded with the caller (undefined without one). */
    loadedWithCaller: unknown;
  }
  interface FastifyContextConfig {
    loadWithCaller?: CallerLoader;
  }
}

/**
 * Loads the signed-in user (if any) from the session cookie as each /api request arrives, so the
 * access rules (plugins/access.ts) judge the caller before the body is read or validated. Nothing is
 * kept between requests: signing out, a password change or a deleted account counts at once on every
 * server (docs/decisions/031).
 */
export function registerSessions(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('loadedWithCaller', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiRequest(request)) return;
    const key = sessionKey(token, deps.clock.now());
    const loaded = await request.routeOptions.config.loadWithCaller?.(request, key);
    const found = loaded === undefined ? await findSession(deps.db, key) : loaded;
    if (!found) return;
    await touchSession(deps.db, key, found.lastUsedAt);
    request.user = found.user;
    request.sessionToken = token;
    request.loadedWithCaller = loaded?.loaded;
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
