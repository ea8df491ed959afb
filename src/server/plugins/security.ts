import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '#server/lib/errors.ts';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and React set inline styles at run time; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers on every answer, and the CSRF defences on state-changing /api requests. */
export function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; uploadPathPrefix: string },
) {
  // The signed upload PUT (docs/decisions/020) is the one write that carries raw bytes instead of JSON.
  const isSignedUpload = (request: FastifyRequest) =>
    request.method === 'PUT' && requestPath(request).startsWith(options.uploadPathPrefix);
  const publicOrigin = new URL(options.publicUrl).origin;
  const httpsOnly = publicOrigin.startsWith('https:');

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=()');
    if (httpsOnly) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers are private and current by default; a route that knows better (public logos) sets its own.
    if (isApiRequest(request) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== ownOrigin(request)) {
      throw fail('request.cross_site');
    }
    if (isSignedUpload(request)) return;
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 ||
      request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !type?.toLowerCase().startsWith('application/json')) {
      throw fail('media.unsupported');
    }
  });
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a request (a GET, which carries no CSRF check) was sent from our own pages: the browser's
 * `Sec-Fetch-Site` when it sends one (`same-origin`, or `none` for a typed address or a bookmark),
 * else an `Origin` or `Referer` of our origin. Nothing to tell by counts as another site's
 * (docs/decisions/045).
 */
export function fromOurPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const ours = (value: string) => {
    try {
      const { origin } = new URL(value);
      return origin === new URL(publicUrl).origin || origin === ownOrigin(request);
    } catch {
      return false;
    }
  };
  const { origin, referer } = request.headers;
  if (origin) return ours(origin);
  return referer !== undefined && ours(referer);
}

/**
 * The path as the router sees it: percent-decoded, so `/%61pi/…` is judged as the `/api/…` route it
 * reaches. Every "is this the API" decision goes through here, never through the raw URL.
 */
export function requestPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const isApiRequest = (request: FastifyRequest) => requestPath(request).startsWith('/api/');
