import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { accessPurgeJob } from './features/auth/purge';
import { downscaleTicketImage } from './features/objects/downscale';
import { objectSweepJob } from './features/objects/sweep';
import { retailerEmailJobs } from './features/retailer-emails/index';
import { trialExpiryJob } from './features/retailer-portal/trial-sweep';
import { OCR_QUEUE, type OcrChannel, workOcrJobs } from './features/tickets/ocr-job';
import type { ProofReader } from './features/tickets/service';
import type { Clock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { ensureQueue, type HousekeepingJob, type JobQueue, startJobQueue } from './lib/queue';
import type { ObjectStorage } from './lib/storage';

/**
 * The background work, beside app.ts's routes (docs/decisions/030): OCR verification and the
 * features' upkeep on pg-boss. Web servers (with WORKERS_IN_WEB, always on the embedded database)
 * and `npm run worker` processes call workJobs; every process calls prepareQueues.
 */
export type JobsDeps = {
  queue: JobQueue;
  db: Db;
  storage: ObjectStorage;
  /** The e-mail settings may be left out (tests of the queue alone): the retailer e-mail jobs are then not run. */
  config: Pick<Config, 'ticketImageRetentionDays'> &
    Partial<Pick<Config, 'publicUrl' | 'smtpUrl' | 'smtpFrom' | 'dataDir'>>;
  clock: Clock;
  logger: FastifyBaseLogger;
};

/** pg-boss on the app's own connection: the PostgreSQL pool, or the embedded PGlite of this process. */
export function startQueue(database: Database, logger: FastifyBaseLogger): Promise<JobQueue> {
  return startJobQueue(database.connection, {
    onError: (error) => logger.error({ err: error }, 'Job queue error'),
  });
}

export function housekeepingJobs(deps: JobsDeps): HousekeepingJob[] {
  return [objectSweepJob(deps), trialExpiryJob(deps), accessPurgeJob(deps), ...emailJobs(deps)];
}

/** Retailer e-mails through the outbox (docs/decisions/036): SMTP_URL, else DATA_DIR/outbox files. */
function emailJobs({ db, clock, logger, config }: JobsDeps): HousekeepingJob[] {
  const { publicUrl, smtpFrom, dataDir } = config;
  if (!publicUrl || !smtpFrom || !dataDir) return [];
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: smtpFrom, outboxDir, logger });
  return retailerEmailJobs({ db, clock, mailer, publicUrl });
}

/** Creates the queues and the upkeep schedules. Idempotent: every process may run it at start. */
export async function prepareQueues(deps: JobsDeps, jobs = housekeepingJobs(deps)) {
  await ensureQueue(deps.queue, OCR_QUEUE);
  await ensureQueue(deps.queue, TICKET_DOWNSCALE_QUEUE);
  for (const job of jobs) {
    await ensureQueue(deps.queue, job.name);
    await deps.queue.schedule(job.name, job.cron, {}, { tz: 'Europe/London' });
  }
}

/** A fleet starting within this many seconds runs each upkeep job once, not once per process. */
const STARTUP_RUN_WINDOW_S = 10 * 60;

/** Works OCR jobs on `reader` (OCR_WORKERS at once) and the upkeep jobs, in this process. */
export async function workJobs(
  deps: JobsDeps & {
    channel: OcrChannel;
    reader: ProofReader;
    /** OCR threads of `reader` (OCR_WORKERS). */
    ocrThreads: number;
  },
) {
  // Two jobs per thread, as the reader itself admits: one photo is prepared (decoded, levelled) on
  // the CPU while the other is read, so the threads never wait for the next photo.
  await workOcrJobs({ ...deps, concurrency: 2 * deps.ocrThreads });
  await deps.queue.work<{ objectId: string }>(TICKET_DOWNSCALE_QUEUE, async ([job]) => {
    const result = await downscaleTicketImage(deps, job!.data.objectId);
    if (result.outcome === 'failed') deps.logger.warn(result.message);
    return result;
  });
  await workHousekeeping(deps.queue, housekeepingJobs(deps), deps.logger);
}

/** A verified ticket's photo is stored again, smaller, by a worker (docs/decisions/028). */
export const TICKET_DOWNSCALE_QUEUE = 'ticket-image-downscale';

export function downscaleLater(queue: JobQueue) {
  return (objectId: string) => queue.send(TICKET_DOWNSCALE_QUEUE, { objectId }, { retryLimit: 2 });
}

/** Works the upkeep jobs, and asks for one start-up run of each (throttled across the fleet). */
export async function workHousekeeping(
  queue: JobQueue,
  jobs: HousekeepingJob[],
  logger: Pick<FastifyBaseLogger, 'info'>,
) {
  for (const job of jobs) {
    await queue.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
      const line = await job.run();
      if (line) logger.info(`${job.name}: ${line}`);
      return { line };
    });
    // Once at start as well as on the hour, so a fresh install is swept without waiting.
    await queue.sendThrottled(job.name, {}, {}, STARTUP_RUN_WINDOW_S, 'startup');
  }
}
