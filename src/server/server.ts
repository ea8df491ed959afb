import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, demoAccountsWithPublishedPassword, seedDemo } from './db/seed';
import { createTicketReader } from './features/tickets/reader';
import { scheduleAccessPurge } from './features/auth/purge';
import { scheduleObjectSweeps } from './features/objects/sweep';
import { scheduleTrialExpiry } from './features/retailer-portal/trial-sweep';
import { type Clock, systemClock } from './lib/clock';
import { offlineGeocode } from './lib/offline-geocode';
import { createNotifier } from './lib/notifier';
import { createLocalStorage } from './lib/storage';

/** config -> db -> app -> listen. Returns a handle that stops everything in order. */
export async function startServer(
  config: Config,
  options: { clock?: Clock; quiet?: boolean; logStream?: { write(line: string): void } } = {},
) {
  const logger = pino({ level: options.quiet ? 'warn' : config.logLevel }, options.logStream);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
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
    const storage = createLocalStorage(join(config.dataDir, 'objects'));
    // OCR workers start now so the first driver's verification does not pay their start-up.
    const reader = createTicketReader({ poolSize: config.ocrWorkers, warm: true, logger });
    const app = await buildApp({
      config,
      database,
      clock,
      notifier,
      geocode: offlineGeocode,
      storage,
      reader,
      logger,
      serveClient: true,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    // Ticket-image retention (docs/decisions/024): once now, then daily.
    const sweeps = scheduleObjectSweeps({ db: database.db, storage, config, clock, logger });
    // Trials past their end are written as expired (docs/decisions/025): once now, then daily.
    const trialSweep = scheduleTrialExpiry({ db: database.db, clock, logger });
    // Ended sessions, spent reset links and old rate-limit counters: once now, then daily.
    const accessPurge = scheduleAccessPurge({ db: database.db, clock, logger });
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
      async close() {
        await sweeps.stop();
        await trialSweep.stop();
        await accessPurge.stop();
        await app.close();
        await reader.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
