import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '#server/db/client.ts';
import { prepareQueues, startQueue, workHousekeeping } from '#server/jobs.ts';
import { fixedClock } from '#server/lib/clock.ts';
import { randomToken } from '#server/lib/crypto.ts';
import type { HousekeepingJob, JobQueue } from '#server/lib/queue.ts';
import { createLocalStorage } from '#server/lib/storage.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { waitUntil } from '#tests/support/processes.ts';

// Three "machines" (each its own pool and pg-boss) on one database: upkeep is scheduled once and its
// start-up run happens once, not once per machine (docs/decisions/030).
const baseUrl = process.env.DATABASE_URL as string;
const dbName = `pp_sched_${process.pid}_${randomToken(4)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, 'x')}`;
const machines: { database: Database; queue: JobQueue }[] = [];
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  await adminQuery(baseUrl, `create database ${dbName}`);
  for (let i = 0; i < 3; i++) {
    const database = openPostgres(withDatabase(baseUrl, dbName));
    if (i === 0) await database.migrate();
    machines.push({ database, queue: await startQueue(database, logger as never) });
  }
});

afterAll(async () => {
  for (const { queue, database } of machines) {
    await queue.stop({ graceful: false, wait: true });
    await database.close();
  }
  await adminQuery(baseUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
});

it('runs each upkeep job once across machines that all start together', async () => {
  const runs: string[] = [];
  const job = (name: string): HousekeepingJob => ({
    name,
    cron: '15 * * * *',
    run: async () => {
      runs.push(name);
      return null;
    },
  });
  await Promise.all(
    machines.map(async ({ queue, database }) => {
      const deps = {
        queue,
        db: database.db,
        storage: createLocalStorage('/tmp/pp-unused'),
        config: { ticketImageRetentionDays: 30 },
        clock: fixedClock('2026-03-14T18:00:00Z'),
        logger: logger as never,
      };
      const jobs = [job('sweep-a'), job('sweep-b')];
      await prepareQueues(deps, jobs);
      await workHousekeeping(queue, jobs, logger);
    }),
  );
  await waitUntil('both start-up runs', () => runs.length >= 2, { timeoutMs: 60_000 });
  expect(runs.sort()).toEqual(['sweep-a', 'sweep-b']);
  // One start-up job each was ever created, so no machine can run a second one later.
  const { connection } = machines[0]!.database;
  if (connection.kind !== 'postgres') throw new Error('many-machines tests run on PostgreSQL');
  const { rows } = await connection.pool.query(
    "select name, count(*)::int as jobs from pgboss.job where name like 'sweep-%' group by name order by name",
  );
  expect(rows).toEqual([
    { name: 'sweep-a', jobs: 1 },
    { name: 'sweep-b', jobs: 1 },
  ]);
  const schedules = await machines[0]!.queue.getSchedules();
  expect(
    schedules
      .filter((s) => s.name.startsWith('sweep-'))
      .map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]),
  ).toEqual([
    ['sweep-a', '15 * * * *', 'Europe/London'],
    ['sweep-b', '15 * * * *', 'Europe/London'],
  ]);
});
