import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/client';
import { DEMO_PASSWORD, DemoAccountsOpenError, demoAccountsWithPublishedPassword, seedDemo } from './db/seed';
import { createOcrChannel, createQueuedReader, OCR_QUEUE } from './features/tickets/ocr-job';
import { createTicketReader } from './features/tickets/reader';
import { READ_TIMEOUT_MS } from './features/tickets/service';
import { downscaleLater, prepareQueues, startQueue, workJobs } from './jobs';
import { type Clock, systemClock } from './lib/clock';
import { offlineGeocode } from './lib/offline-geocode';
import { createLogger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { createNotifier } from './lib/notifier';
import { createObjectStorage } from './lib/object-storage';

/** config -> db -> app -> listen. Returns a handle that stops everything in order. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; quiet?: boolean; logStream?: { write(line: string): void } } = {},
) {
  const logger = createLogger(config, {
    level: options.quiet ? 'warn' : undefined,
    stream: options.logStream,
  });
  const started = performance.now();
  const database = await openConfiguredDatabase(config, (message) => logger.warn(message));
  try {
    await (config.database.migrateOnStart ? database.migrate() : database.assertMigrated());
    const clock = options.clock ?? systemClock;
    const notifier = createNotifier({
      smtpUrl: config.smtpUrl,
      from: config.smtpFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger,
    });
    if (config.production && !config.smtpUrl) {
      logger.warn(
        'NODE_ENV=production but no SMTP_URL is set: password reset links only go to the log and DATA_DIR/outbox.',
      );
    }
    const demo = config.demoSeed ? await seedDemo(database.db, clock) : null;
    if (config.production) {
      const exposed = await demoAccountsWithPublishedPassword(database.db);
      // Only DEMO_SEED=1, set on purpose, lets such a server start (docs/decisions/045).
      if (exposed.length && !config.demoSeed) throw new DemoAccountsOpenError(exposed);
      if (exposed.length) {
        logger.warn(
          { accounts: exposed },
          `SECURITY: NODE_ENV=production and the demo accounts ${exposed.join(', ')} still sign in with the published password "${DEMO_PASSWORD}". Delete them or change their passwords now.`,
        );
      }
    }
    const storage = createObjectStorage(config);
    // Verification and upkeep run as jobs on the queue (docs/decisions/030).
    const queue = await startQueue(database, logger);
    const jobs = { queue, db: database.db, storage, config, clock, logger };
    await prepareQueues(jobs);
    const channel = createOcrChannel();
    // OCR threads only where jobs are worked: WORKERS_IN_WEB=0 keeps them (and their memory) out of
    // web servers. They start now so the first driver's verification does not pay their start-up.
    const ocr = config.workersInWeb
      ? createTicketReader({ poolSize: config.ocrWorkers, warm: true, logger })
      : null;
    const metrics = createMetrics();
    metrics.setOcrQueueDepth(() => queue.getQueueSize(OCR_QUEUE));
    const reader = createQueuedReader({
      queue,
      channel,
      queueMax: config.ocrQueueMax,
      expireSeconds: config.ocrJobExpireSeconds,
      waitMs: READ_TIMEOUT_MS,
      observe: (seconds, outcome) => metrics.ocrJobSeconds.observe({ outcome }, seconds),
    });
    const lifecycle = { draining: false };
    const app = await buildApp({
      config,
      database,
      clock,
      notifier,
      geocode: offlineGeocode,
      storage,
      reader,
      afterTicketVerified: downscaleLater(queue),
      logger,
      serveClient: true,
      lifecycle,
      metrics,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    if (ocr) await workJobs({ ...jobs, channel, reader: ocr, ocrThreads: config.ocrWorkers });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(
      { address, database: database.kind, startMs: Math.round(performance.now() - started) },
      'ParkPerks is ready',
    );
    if (!options.quiet) {
      // People read this part, so it is plain text rather than a JSON log line.
      const where =
        database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
      const lines = [`\n  ParkPerks is running at ${config.publicUrl}  (${where}; ready in ${seconds} s)`];
      if (demo)
        lines.push(
          `\n  Demo sign-ins (password for all: ${demo.password})`,
          ...demo.lines.map((line) => `  ${line}`),
        );
      process.stdout.write(`${lines.join('\n')}\n\n`);
    }
    return {
      app,
      url: address,
      database,
      /** What the start-up banner printed of the demo: its sign-ins and the bakery's code (null: no demo). */
      demo,
      /** Stops taking requests and lets those in flight finish (their OCR jobs too), then the rest. */
      async close() {
        lifecycle.draining = true;
        await takeInWhatArrived(app.server);
        await app.close();
        await queue.stop({ graceful: true, wait: true, timeout: config.shutdownGraceSeconds * 1000 });
        await ocr?.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Event-loop turns in a row in which nothing new arrives before the listening socket closes… */
const QUIET_TURNS = 3;
/**
 * …and for at least this long: a connection just accepted may still be receiving its headers, and
 * closing would cut it as idle (a load balancer retries a refused connection, not a cut one).
 */
const QUIET_MS = 100;
/** The longest the server goes on accepting after the signal (a load balancer may still be sending). */
const TAKE_IN_MAX_MS = 2_000;

/**
 * Takes in the requests that reached this server before the signal but that it has not read yet, before
 * the listening socket closes (docs/decisions/045). On a busy machine, or while PGlite runs a query on this
 * thread, the event loop falls behind: connections wait in the listen backlog (Node accepts one per loop
 * turn) and headers wait in their sockets. Closing at once resets those still in the backlog, answers 503
 * to those whose headers are read after Fastify's close() began, and closeIdleConnections cuts a
 * keep-alive connection whose next request is still unread. So the loop keeps turning, still listening,
 * until QUIET_TURNS turns accept no connection and read no request: the backlog is empty and every
 * request that had arrived is in flight, to be answered in full (with `Connection: close`; /readyz
 * already answers 503).
 */
async function takeInWhatArrived(server: Server) {
  let arrivals = 0;
  let lastArrival = performance.now();
  const arrived = () => {
    arrivals++;
    lastArrival = performance.now();
  };
  server.on('connection', arrived).on('request', arrived);
  const deadline = performance.now() + TAKE_IN_MAX_MS;
  const settled = (quiet: number) => quiet >= QUIET_TURNS && performance.now() - lastArrival >= QUIET_MS;
  try {
    for (let quiet = 0; !settled(quiet) && performance.now() < deadline; ) {
      const before = arrivals;
      // A turn that waits for I/O (setImmediate), with a short pause so the quiet time passes idly.
      await new Promise((resolve) => setTimeout(resolve, quiet >= QUIET_TURNS ? 5 : 0));
      await new Promise((resolve) => setImmediate(resolve));
      quiet = arrivals === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', arrived).off('request', arrived);
  }
}
