import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { ERRORS } from '#contracts/errors.ts';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { objectRoutes } from './features/objects/routes';
import { readObjectForVerification } from './features/objects/service';
import { offerRoutes } from './features/offers/routes';
import { redemptionRoutes } from './features/redemptions/routes';
import { retailerEmailRoutes, unsubscribeLinkWorks } from './features/retailer-emails/index';
import { retailerPortalRoutes } from './features/retailer-portal/routes';
import { reviewRoutes } from './features/reviews/routes';
import { reviewOffer } from './features/reviews/service';
import { ticketRoutes } from './features/tickets/routes';
import type { ProofReader } from './features/tickets/service';
import { townReportRoutes } from './features/town-reports/routes';
import { reportLinkWorks } from './features/town-reports/service';
import { townRoutes } from './features/towns/routes';
import type { Clock } from './lib/clock';
import { getGazetteer } from './lib/geo/gazetteer';
import type { Geocode } from './lib/geocode';
import { createMetrics, type Metrics } from './lib/metrics';
import type { Notifier } from './lib/notifier';
import type { ObjectStorage } from './lib/storage';
import { registerAccessRules } from './plugins/access';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { redactingErrorSerializer, requestLogValue } from './lib/log-redaction';
import { registerSecurity, requestPath } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerTimeLimits } from './plugins/time-limits';
import { registerCompression, serveWebApp } from './plugins/web-app';
import { registerZod } from './plugins/zod';

export const CLIENT_DIST = join(import.meta.dirname, '../../dist/client');

export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  notifier: Notifier;
  geocode: Geocode;
  storage: ObjectStorage;
  /** Reads parking-ticket photos (OCR); the tests' fake answers for apps that never verify. */
  reader: ProofReader;
  /** Told of each newly verified ticket's photo (the server queues a smaller copy of it). */
  afterTicketVerified?: (objectId: string) => Promise<unknown>;
  logger?: FastifyBaseLogger;
  /** Serve the built web app from dist/client (off in API tests). */
  serveClient?: boolean;
  /** Where the built web app is (default dist/client); tests serve a small one of their own. */
  clientDir?: string;
  /**
   * Handler time limits; tests shorten them. `readMs`: how long a ticket read may take before the driver
   * is asked to try again (default READ_TIMEOUT_MS); tests that read real photos on a busy runner lengthen it.
   */
  timeLimits?: { handlerMs?: number; slowHandlerMs?: number; readMs?: number };
  /** Prometheus metrics (one registry per app); created when absent. The app exposes it as `app.metrics`. */
  metrics?: Metrics;
  /** Set `draining` when shutting down: /readyz answers 503 and connections close after their answer. */
  lifecycle?: { draining: boolean };
};

const DRAINING = 'Shutting down: finishing the requests in flight.';

/** The longest a request may take to arrive and be answered (a 10 MB photo at about 1 Mbit/s). */
const REQUEST_RECEIVE_MS = 120_000;

/** Builds the Fastify app: plugins first, then each feature's routes, then the web app. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    // Request log lines never carry reset tokens or upload signatures (docs/decisions/009), nor
    // tokens in paths: those show as the route pattern (docs/decisions/045).
    ...(deps.logger
      ? {
          loggerInstance: deps.logger.child(
            {},
            { serializers: { req: requestLogValue, err: redactingErrorSerializer(pino.stdSerializers.err) } },
          ),
        }
      : { logger: false }),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; else the socket address counts.
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: 256 * 1024,
    // Time limits on the connection: headers, the whole request (a 10 MB upload on a slow phone), idle sockets.
    http: { headersTimeout: 15_000 },
    requestTimeout: REQUEST_RECEIVE_MS,
    connectionTimeout: REQUEST_RECEIVE_MS,
    // Closing: idle keep-alive sockets close at once, requests in flight finish (docs/decisions/029).
    forceCloseConnections: 'idle',
  });
  const { db } = deps.database;
  const secureCookies = deps.config.publicUrl.startsWith('https:');

  await app.register(fastifyCookie);
  await registerCompression(app);
  registerErrorHandling(app);
  registerSecurity(app, { publicUrl: deps.config.publicUrl, uploadPathPrefix: '/api/objects/' });
  // Request latency, pool use and (from the job queue) OCR work; GET /metrics (docs/decisions/029).
  const metrics = deps.metrics ?? createMetrics();
  const { poolStats } = deps.database;
  if (poolStats) metrics.setPoolStats(() => poolStats());
  registerMetrics(app, { metrics, token: deps.config.metricsToken, production: deps.config.production });
  const lifecycle = deps.lifecycle ?? { draining: false };
  // Draining: a keep-alive connection closes after its answer (even one begun before), so it cannot
  // hold the shutdown up; Fastify answers requests that arrive after close() began with 503 itself.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
    return payload;
  });
  registerTimeLimits(app, {
    handlerMs: deps.timeLimits?.handlerMs ?? 30_000,
    slowHandlerMs: deps.timeLimits?.slowHandlerMs ?? REQUEST_RECEIVE_MS,
    // Uploads stream their body inside the handler; verification waits for OCR (which has its own limit).
    isSlowRoute: (request) =>
      request.method !== 'GET' && /^\/api\/(objects\/|parking-tickets$)/.test(requestPath(request)),
  });
  // Who is calling, then whether they may (each route's declared access rule), before anything else.
  registerSessions(app, { db, clock: deps.clock });
  registerAccessRules(app);
  const api = registerZod(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    // Fails first when draining, so the load balancer stops sending before this server stops answering.
    if (lifecycle.draining) return sendError(reply, 503, { code: 'unavailable', message: DRAINING });
    return (await deps.database.ping())
      ? { status: 'ready' }
      : sendError(reply, 503, { code: 'unavailable', message: ERRORS.unavailable.message });
  });

  const context = {
    db,
    clock: deps.clock,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
    geocode: deps.geocode,
    storage: deps.storage,
  };
  authRoutes(api, { ...context, secureCookies });
  objectRoutes(api, context);
  ticketRoutes(api, {
    db,
    clock: deps.clock,
    reader: deps.reader,
    readTimeoutMs: deps.timeLimits?.readMs,
    afterVerified: deps.afterTicketVerified,
    reviewOffer: (userId, now) => reviewOffer(db, userId, now),
    places: getGazetteer(),
    loadImage: (url, ownerId) => readObjectForVerification(context, url, ownerId),
  });
  offerRoutes(api, { ...context, offerListMs: deps.config.offerListCacheMs });
  redemptionRoutes(api, context);
  adminRoutes(api, context);
  retailerPortalRoutes(api, context);
  retailerEmailRoutes(api, context);
  reviewRoutes(api, context);
  townReportRoutes(api, context);
  // Public town pages, their API, sitemap.xml and robots.txt (docs/decisions/034).
  const clientDir = deps.serveClient ? (deps.clientDir ?? CLIENT_DIST) : null;
  townRoutes(api, { ...context, clientDir });

  // Token links that no longer work get the 404 page with status 404 (decisions.md section 8).
  await serveWebApp(app, clientDir, {
    tokenPages: {
      reports: (token) => reportLinkWorks(db, token, deps.clock.now()),
      unsubscribe: (token) => unsubscribeLinkWorks(db, token),
    },
  });
  return app;
}

/** A hop count trusts that many proxies nearest to us (Express's rule); Fastify 5 itself trusts none for a number. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
