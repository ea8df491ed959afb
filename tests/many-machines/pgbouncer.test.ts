/**
 * The app through Debian's PgBouncer 1.18 in transaction pooling (docs/decisions/029): migrations as a
 * release step (twice at once), a web server told not to migrate refusing a database that is behind,
 * and real traffic with DATABASE_PREPARE=0 (sign-up, sign-in, offers, a redemption, admin statistics)
 * on more app connections than PgBouncer has server connections. Needs `apt-get install pgbouncer`.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '#server/jobs.ts';
import { ensureQueue, waitForJob } from '#server/lib/queue.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import {
  type Database,
  MigrationsPendingError,
  openDatabase,
  openPostgres,
  rowsOf,
} from '#server/db/client.ts';
import { seedRetailer, seedTicket, seedUser } from '#server/db/seed.ts';
import { visibleRetailersFor } from '#server/features/offers/service.ts';
import type { ProofReader } from '#server/features/tickets/service.ts';
import { fixedClock, londonTime } from '#server/lib/clock.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';
import { createLocalStorage } from '#server/lib/storage.ts';
import { freePort, ROOT, runToEnd, spawnLogged } from '#tests/support/processes.ts';
import { client, sessionCookie, TEST_ORIGIN } from '#tests/support/test-app.ts';

const DIRECT = process.env.DATABASE_URL!;
const NOW = londonTime('2026-03-14', '18:00');
const LEEDS = { city: 'Leeds', latitude: 53.79648, longitude: -1.54785 };
const JOURNAL = JSON.parse(readFileSync(join(ROOT, 'migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
/** What the database's own setting says; the app asks for the same (docs/decisions/029). */
const TIMEOUT_MS = 1500;

const work = mkdtempSync(join(tmpdir(), 'pp-pgbouncer-'));
const dbName = `pp_bouncer_${process.pid}_${Date.now()}`;
const bouncers: ChildProcess[] = [];
const opened: Database[] = [];

function withDatabase(url: string, name: string, port?: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  if (port) {
    parsed.hostname = '127.0.0.1';
    parsed.port = String(port);
  }
  return parsed.toString();
}

async function admin(text: string, database = 'postgres') {
  const connection = new pg.Client({ connectionString: withDatabase(DIRECT, database) });
  await connection.connect();
  try {
    return await connection.query(text);
  } finally {
    await connection.end();
  }
}

function pgbouncerBinary(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs.map((dir) => join(dir, 'pgbouncer')).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'pgbouncer is not installed: `apt-get install -y pgbouncer` (Debian 12 gives 1.18). This test never skips.',
    );
  }
  return found;
}

/**
 * A PgBouncer in transaction pooling on a free port, in front of the test server's database. Two
 * server connections for the app's six make every few queries change server connection.
 */
async function startPgbouncer(name: string, options: { ignoreStatementTimeout: boolean }) {
  const binary = pgbouncerBinary();
  const port = await freePort();
  const server = new URL(DIRECT);
  const ini = join(work, `${name}.ini`);
  const users = join(work, 'userlist.txt');
  writeFileSync(users, `"${decodeURIComponent(server.username || 'postgres')}" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `${dbName} = host=${server.hostname} port=${server.port || 5432} dbname=${dbName}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 100',
      `admin_users = ${decodeURIComponent(server.username || 'postgres')}`,
      ...(options.ignoreStatementTimeout ? ['ignore_startup_parameters = statement_timeout'] : []),
      '',
    ].join('\n'),
  );
  for (const file of [work, ini, users]) chmodSync(file, file === work ? 0o755 : 0o644);
  // PgBouncer refuses to run as root: as root, become the postgres user (setpriv execs, so the pid is PgBouncer's).
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'setpriv' : binary;
  const args = asRoot ? ['--reuid=postgres', '--regid=postgres', '--init-groups', binary, ini] : [ini];
  const proc = spawnLogged(command, args);
  const { child, output } = proc;
  bouncers.push(child);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${output()}`);
    const connection = new pg.Client({ connectionString: withDatabase(DIRECT, 'pgbouncer', port) });
    const up = await connection
      .connect()
      .then(() => true)
      .catch(() => false);
    await connection.end().catch(() => {});
    if (up) break;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, url: withDatabase(DIRECT, dbName, port), output };
}

/** PgBouncer's own count of transactions it passed to our database. */
async function transactionsThrough(port: number): Promise<number> {
  const console = new pg.Client({ connectionString: withDatabase(DIRECT, 'pgbouncer', port) });
  await console.connect();
  try {
    // The admin console speaks only the simple protocol.
    const { rows } = await console.query({ text: 'SHOW STATS', queryMode: 'simple' } as pg.QueryConfig);
    return Number(
      (rows as { database: string; total_xact_count: string }[]).find((row) => row.database === dbName)
        ?.total_xact_count ?? 0,
    );
  } finally {
    await console.end();
  }
}

let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;

beforeAll(async () => {
  pgbouncerBinary();
  await admin(`create database ${dbName}`);
  // Through PgBouncer the startup parameter is dropped: the database's own setting is what holds.
  await admin(`alter database ${dbName} set statement_timeout = '${TIMEOUT_MS}ms'`);
  bouncer = await startPgbouncer('transaction', { ignoreStatementTimeout: true });
});

afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  for (const child of bouncers) {
    if (child.exitCode !== null) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe('releasing through PgBouncer (transaction pooling)', () => {
  it('MIGRATE_ON_START=0: a web server refuses to start on a database behind the migrations', async () => {
    const database = await openDatabase({ databaseUrl: bouncer.url, dataDir: work, prepare: false });
    opened.push(database);
    await expect(database.assertMigrated()).rejects.toThrow(MigrationsPendingError);
    expect(await database.pendingMigrations()).toHaveLength(JOURNAL.entries.length);

    const web = await runToEnd('src/server/main.ts', {
      DATABASE_URL: bouncer.url,
      DATABASE_PREPARE: '0',
      MIGRATE_ON_START: '0',
      DATA_DIR: work,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_SEED: '0',
      WORKERS_IN_WEB: '0',
    });
    expect(web.code, web.output).toBe(1);
    expect(web.output).toContain('The database is behind this release');
    expect(web.output).toContain('npm run migrate');
  });

  it('`npm run migrate` runs as a release step, twice at once, each migration once', async () => {
    const env = {
      DATABASE_URL: bouncer.url,
      DATABASE_PREPARE: '0',
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      DATA_DIR: work,
    };
    const runs = await Promise.all([
      runToEnd('scripts/migrate.ts', env),
      runToEnd('scripts/migrate.ts', env),
    ]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.map((run) => run.output).join('\n')).toMatch(/Migrations applied \(postgres\)/);
    const { rows } = await admin('select count(*)::int as n from drizzle.__drizzle_migrations', dbName);
    expect(rows[0].n).toBe(JOURNAL.entries.length);

    const database = await openDatabase({ databaseUrl: bouncer.url, dataDir: work, prepare: false });
    opened.push(database);
    await expect(database.assertMigrated()).resolves.toBeUndefined();
    expect(await database.pendingMigrations()).toEqual([]);
  });
});

describe('the app through PgBouncer with DATABASE_PREPARE=0', () => {
  const warnings: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: bouncer.url,
      DATABASE_PREPARE: '0',
      DATABASE_POOL_MAX: '6',
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL: TEST_ORIGIN,
      DATA_DIR: work,
    });
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...config.database,
      warn: (message) => warnings.push(message),
    });
    opened.push(database);
    const noReader: ProofReader = { read: () => Promise.reject(new Error('no OCR in this test')) };
    app = await buildApp({
      config,
      database,
      clock: fixedClock(NOW),
      notifier: { send: async () => {} },
      geocode: offlineGeocode,
      storage: createLocalStorage(join(work, 'objects')),
      reader: noReader,
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('serves sign-up, sign-in, offers, a redemption and admin statistics', async () => {
    const before = await transactionsThrough(bouncer.port);
    const signup = await client(app).post('/api/auth/register', {
      fullName: 'Pat Bouncer',
      email: 'pat@bouncer.test',
      password: 'password1',
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const login = await client(app).post('/api/auth/login', {
      emailOrPhone: 'pat@bouncer.test',
      password: 'password1',
    });
    expect(login.statusCode, login.body).toBe(200);
    const driver = client(app, sessionCookie(login));
    const driverId = login.json().id as string;
    const ticket = await seedTicket(database.db, driverId, LEEDS, NOW);
    const { retailer, code } = await seedRetailer(
      database.db,
      { businessName: 'Bouncer Books', email: 'books@bouncer.test', discountAmount: '2.50', ...LEEDS },
      NOW,
    );

    // drizzle's `.prepare(name)` statements, from six app connections over two server connections.
    const listings = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        driver.get(i % 2 ? `/api/retailers?id=${retailer.id}` : '/api/retailers'),
      ),
    );
    for (const listing of listings) {
      expect(listing.statusCode, listing.body).toBe(200);
      expect(listing.json().map((row: { id: string }) => row.id)).toContain(retailer.id);
    }

    const redemption = await driver.post('/api/redemptions', {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: code,
    });
    expect(redemption.statusCode, redemption.body).toBe(201);
    const again = await driver.post('/api/redemptions', {
      retailerId: retailer.id,
      parkingTicketId: ticket.id,
      retailerCode: code,
    });
    expect(again.json().code).toBe('redemption.already_redeemed');
    expect((await driver.get('/api/stats/customer')).json()).toEqual({ totalSaved: 2.5, offersUsed: 1 });

    await seedUser(database.db, 'admin', { email: 'admin@bouncer.test', password: 'password1' }, NOW);
    const adminLogin = await client(app).post('/api/auth/login', {
      emailOrPhone: 'admin@bouncer.test',
      password: 'password1',
    });
    const stats = await client(app, sessionCookie(adminLogin)).get('/api/stats/admin');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ totalRetailers: 1, todayRedemptions: 1, totalSavings: 2.5 });

    // It all went through PgBouncer, and the metrics show the pool.
    expect((await transactionsThrough(bouncer.port)) - before).toBeGreaterThan(30);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^parkperks_db_pool_connections [1-6]$/m);
    expect(metrics).toMatch(/route="\/api\/redemptions",status="201"/);
  });

  it('runs the job queue through it: pg-boss starts, creates its queues, and a job is worked and answered', async () => {
    const queue = await startQueue(database, pino({ level: 'silent' }) as never);
    try {
      await ensureQueue(queue, 'bouncer-job');
      await queue.work<{ n: number }>('bouncer-job', { pollingIntervalSeconds: 0.5 }, async ([job]) => ({
        doubled: job!.data.n * 2,
      }));
      const id = await queue.send('bouncer-job', { n: 21 });
      const job = await waitForJob(queue, 'bouncer-job', id!, { timeoutMs: 15_000 });
      expect(job).toMatchObject({ state: 'completed', output: { doubled: 42 } });
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
  });

  it('holds the statement timeout through PgBouncer (the database’s setting) and says nothing', async () => {
    expect(warnings).toEqual([]);
    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (failure: Error & { cause?: { code?: string }; code?: string }) => failure,
    );
    // 57014: canceling statement due to statement timeout (drizzle keeps pg's error as the cause).
    expect(error?.cause?.code ?? error?.code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await database.ping()).toBe(true);
  });
});

describe('statement timeouts and prepared statements', () => {
  it('warns when the connections’ statement timeout is not the one asked for', async () => {
    const warnings: string[] = [];
    const database = await openDatabase({
      databaseUrl: bouncer.url,
      dataDir: work,
      prepare: false,
      statementTimeoutMs: 30_000,
      warn: (message) => warnings.push(message),
    });
    opened.push(database);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ALTER ROLE');
  });

  it('explains a PgBouncer that refuses the statement_timeout parameter', async () => {
    const strict = await startPgbouncer('strict', { ignoreStatementTimeout: false });
    await expect(
      openDatabase({
        databaseUrl: strict.url,
        dataDir: work,
        prepare: false,
        statementTimeoutMs: TIMEOUT_MS,
      }),
    ).rejects.toThrow(/ignore_startup_parameters = statement_timeout/);
    // With no timeout asked for, nothing is sent and the same PgBouncer lets us in.
    const database = await openDatabase({ databaseUrl: strict.url, dataDir: work, prepare: false });
    opened.push(database);
    expect(await database.ping()).toBe(true);
  });

  it('DATABASE_PREPARE=0 leaves no named prepared statement on the server; the default does', async () => {
    const direct = withDatabase(DIRECT, dbName);
    const named = async (prepare: boolean) => {
      // One connection, straight to PostgreSQL, so pg_prepared_statements shows this session's statements.
      const database = openPostgres(direct, { poolMax: 1, prepare });
      try {
        for (let i = 0; i < 3; i++) await visibleRetailersFor(database.db, null, {}, NOW);
        const result = await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`);
        return rowsOf<{ n: number }>(result)[0]!.n;
      } finally {
        await database.close();
      }
    };
    expect(await named(false)).toBe(0);
    expect(await named(true)).toBeGreaterThan(0);
  });

  it('uses the pool size asked for', async () => {
    const database = openPostgres(bouncer.url, { poolMax: 3, prepare: false });
    try {
      await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      expect(database.poolStats?.()).toMatchObject({ total: 3, waiting: 0 });
    } finally {
      await database.close();
    }
  });
});

// Leave no PgBouncer behind if the run is cut short.
process.once('exit', () => {
  for (const child of bouncers) child.kill('SIGKILL');
});
