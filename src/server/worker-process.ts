import type { Config } from './config';
import { openConfiguredDatabase } from './db/client';
import { createOcrChannel } from './features/tickets/ocr-job';
import { createTicketReader } from './features/tickets/reader';
import { prepareQueues, startQueue, workJobs } from './jobs';
import { type Clock, systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createObjectStorage } from './lib/object-storage';

export class WorkerConfigError extends Error {}

/**
 * `npm run worker`: works OCR and upkeep jobs, serves nothing (docs/decisions/030). Any number of
 * these, on any machines, share the queue in the PostgreSQL server that DATABASE_URL names.
 */
export async function startWorker(
  config: Config,
  options: { clock?: Clock; logStream?: { write(line: string): void } } = {},
) {
  if (!config.databaseUrl) {
    throw new WorkerConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to one process, and `npm start` works its jobs itself.',
    );
  }
  const logger = createLogger(config, { stream: options.logStream });
  if (!config.s3) {
    logger.warn(
      'No S3_BUCKET: this worker reads photos from DATA_DIR/objects, so it must share that folder with the web servers.',
    );
  }
  const database = await openConfiguredDatabase(config, (message) => logger.warn(message));
  try {
    // The web servers (or `npm run migrate`) migrate; a worker only checks it runs on the same schema.
    await database.assertMigrated();
    const clock = options.clock ?? systemClock;
    const storage = createObjectStorage(config);
    const queue = await startQueue(database, logger);
    const jobs = { queue, db: database.db, storage, config, clock, logger };
    await prepareQueues(jobs);
    const reader = createTicketReader({ poolSize: config.ocrWorkers, warm: true, logger });
    await workJobs({ ...jobs, channel: createOcrChannel(), reader, ocrThreads: config.ocrWorkers });
    logger.info({ ocrWorkers: config.ocrWorkers, pid: process.pid }, 'ParkPerks worker is ready');
    return {
      /** Takes no new jobs, finishes those running (within the grace), then stops. */
      async close() {
        await queue.stop({ graceful: true, wait: true, timeout: config.shutdownGraceSeconds * 1000 });
        await reader.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
