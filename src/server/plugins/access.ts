import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { UserType } from '#contracts/constants.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { isApiRequest } from './security';

/** The roles a route can name: a driver is a `customer` account (docs/decisions/026). */
export type Role = 'driver' | 'retailer' | 'admin';

/**
 * Who may call a route (docs/decisions/018), declared in its options as `config: { access }`:
 * anyone, anyone signed in, or signed in with one of the roles. Owner checks (404) stay in services.
 */
export type Access = 'public' | 'signedIn' | Role | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route as registered, with its access rule: the permission table, read off the code. */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

export type ApiRoute = { method: string; url: string; access: Access };

const ROLE_OF: Record<UserType, Role> = { customer: 'driver', retailer: 'retailer', admin: 'admin' };
const ROLES: readonly Role[] = ['driver', 'retailer', 'admin'];

export function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'signedIn') return true;
  const roles = Array.isArray(value) ? value : [value];
  return roles.length > 0 && roles.every((role) => ROLES.includes(role as Role));
}

/** The roles an access rule lets in; null when signing in is enough (or not needed). */
export function rolesOf(access: Access): readonly Role[] | null {
  if (access === 'public' || access === 'signedIn') return null;
  return typeof access === 'string' ? [access] : access;
}

const isApiRoute = (route: Pick<RouteOptions, 'url'>) => route.url.startsWith('/api/');

/**
 * Every /api route must say who may call it: a route without a valid rule stops the app from starting.
 * One hook then enforces the rules before anything else about the request is looked at: signed in
 * (else 401), then the role (else 403). It runs after the session hook has found the caller
 * (docs/decisions/017).
 */
export function registerAccessRules(app: FastifyInstance) {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route)) return;
    const access = route.config?.access;
    if (!isAccess(access)) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule (config: { access })`);
    }
    // HEAD routes are Fastify's own copies of the GETs.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const access = request.routeOptions.config.access;
    // No route matched (the 404 handler answers) or not an API route.
    if (access === undefined || access === 'public') return;
    checkAccess(request, access);
  });
}

/** Signed in (401), then one of the roles (403). */
export function checkAccess(request: FastifyRequest, access: Access) {
  const user = request.user;
  if (!user) throw unauthorized();
  const roles = rolesOf(access);
  if (roles && !roles.includes(ROLE_OF[user.userType])) throw forbidden();
  return user;
}
