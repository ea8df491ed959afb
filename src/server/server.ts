import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { type Clock, systemClock } from './lib/clock';
import { offlineGeocode } from './lib/offline-geocode';
import { createNotifier } from './lib/notifier';

/** config -> db -> app -> listen. Returns a handle that stops everything in order. */
export async function startServer(config: Config, options: { clock?: Clock; quiet?: boolean } = {}) {
  const logger = pino({ level: options.quiet ? 'warn' : config.logLevel });
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
      logger.warn('NODE_ENV=production but no SMTP_URL is set: password reset links only go to the log and DATA_DIR/outbox.');
    }
    const demo = config.demoSeed ? await seedDemo(database.db, clock) : null;
    const app = await buildApp({ config, database, clock, notifier, geocode: offlineGeocode, logger, serveClient: true });
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('127.0.0.1', 'localhost');
    logger.info(`ParkPerks is ready at ${url} (${database.kind}, started in ${Math.round(performance.now() - started)} ms)`);
    if (demo) logger.info(`Demo sign-ins (password for all: ${demo.password}):\n${demo.lines.join('\n')}`);
    return {
      app,
      url: address,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
