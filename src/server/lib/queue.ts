import PgBoss from 'pg-boss';

/**
 * The job queue is pg-boss on our own PostgreSQL (docs/decisions/030): no broker to run, and a job is
 * a row, so a worker that dies leaves its job to expire and be retried by another. This file only
 * adapts pg-boss to our two kinds of database; what the jobs do lives in the features.
 */
export type JobQueue = PgBoss;

/** The SQL runner pg-boss needs: the app's PostgreSQL pool, or the embedded PGlite. */
type PgPool = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
type Pglite = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};

export type QueueOptions = {
  /** Seconds between checks for jobs whose worker died (expired) and other upkeep. */
  maintenanceIntervalSeconds?: number;
  /** Report pg-boss's own errors (lost connections, failed upkeep). */
  onError?: (error: Error) => void;
};

const SCHEMA = 'pgboss';

/**
 * Starts pg-boss on the given connection (it creates or upgrades its own `pgboss` schema, under its own
 * advisory lock, so many processes may start at once). Every process runs the upkeep and the cron
 * clock: pg-boss makes sure a scheduled job is created once per slot across all of them.
 */
export async function startJobQueue(
  connection: { kind: 'postgres'; pool: PgPool } | { kind: 'pglite'; client: Pglite },
  options: QueueOptions = {},
): Promise<JobQueue> {
  const db =
    connection.kind === 'postgres'
      ? { executeSql: (text: string, values: unknown[]) => connection.pool.query(text, values) }
      : { executeSql: (text: string, values: unknown[]) => pgliteSql(connection.client, text, values) };
  const boss = new PgBoss({
    db,
    schema: SCHEMA,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 5,
    // Finished jobs are kept a day for inspection, then archived and dropped by pg-boss.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  return boss;
}

/**
 * PGlite answers one statement with parameters (extended protocol), or several without (simple);
 * pg-boss sends its schema and locked upkeep as several statements with no parameters.
 */
async function pgliteSql(client: Pglite, text: string, values: unknown[] | undefined) {
  if (values?.length) return client.query(text, values);
  const results = await client.exec(text);
  return results[results.length - 1] ?? { rows: [] };
}

/** Polls a job until it is completed, failed or cancelled; null when `timeoutMs` passes or `cancelled()` says so. */
export async function waitForJob<T>(
  queue: JobQueue,
  name: string,
  id: string,
  options: { timeoutMs: number; pollMs?: number; cancelled?: () => boolean },
): Promise<PgBoss.JobWithMetadata<T> | null> {
  const deadline = Date.now() + options.timeoutMs;
  const pollMs = options.pollMs ?? 200;
  for (;;) {
    if (options.cancelled?.()) return null;
    const job = await queue.getJobById<T>(name, id);
    if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')) return job;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)));
  }
}

/** Upkeep a feature needs on a schedule (sweeps, expiries, purges); `run` answers a line to log, or null. */
export type HousekeepingJob = {
  name: string;
  /** When it runs, as cron in London time; pg-boss creates one job per slot across all machines. */
  cron: string;
  run(): Promise<string | null>;
};

/**
 * Creates a queue unless it exists. pg-boss's create_queue adds a table partition, and processes
 * creating queues at the same moment (a fleet's first start) can deadlock each other in PostgreSQL:
 * the loser tries again.
 */
export async function ensureQueue(queue: JobQueue, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await queue.getQueue(name)) return;
    try {
      await queue.createQueue(name);
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
