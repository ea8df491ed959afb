import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '#server/lib/errors.ts';
import type { Metrics } from '#server/lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics: the job queue and worker observe into it too. */
    readonly metrics: Metrics;
  }
}

/** The path Prometheus scrapes. Outside /api: no session, no CSRF rules; the token is its credential. */
export const METRICS_PATH = '/metrics';

/**
 * Every answered request's duration goes into `httpDuration` under its route pattern (never the raw
 * URL, which would make a series per id); `GET /metrics` answers the Prometheus text. With a token
 * configured it asks for `Authorization: Bearer <token>`; without one it answers anyone outside
 * production (docs/decisions/029), and in production nobody: a 404 as for any unknown path, so a
 * forgotten token never makes the metrics public (docs/decisions/045).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: Metrics; token?: string; production?: boolean },
) {
  const { metrics } = options;
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = options.token === undefined ? undefined : digest(options.token);
  const hidden = expected === undefined && options.production === true;
  app.get(METRICS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    if (hidden) throw notFound();
    if (expected && !tokenMatches(request, expected)) {
      throw unauthorized('metrics.unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    const { contentType, body } = await metrics.render();
    return reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(body);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, so neither the token's length nor its first wrong byte shows in the timing. */
function tokenMatches(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}
