import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/client';
import { DEMO_PASSWORD, demoAccountsWithPublishedPassword, seedDemo } from './db/seed';
import { createOcrChannel, createQueuedReader, OCR_QUEUE } from './features/tickets/ocr-job';
import { createTicketReader } from './features/tickets/reader';
import { READ_TIMEOUT_MS } from './features/tickets/service';
import { downscaleLater, prepareQueues, startQueue, workJobs } from './jobs';
import { type Clock, systemClock } from './lib/clock';
import { offlineGeocode } from './lib/offline-geocode';
import { createMetrics } from './lib/metrics';
import { createNotifier } from './lib/notifier';
import { createObjectStorage } from './lib/object-storage';

/** config -> db -> app -> listen. Returns a handle that stops everything in order. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; quiet?: boolean; logStream?: { write(line: string): void } } = {},
) {
  const logger = pino({ level: options.quiet ? 'warn' : config.logLevel }, options.logStream);
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
      /** Stops taking requests and lets those in flight finish (their OCR jobs too), then the rest. */
      async close() {
        lifecycle.draining = true;
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
