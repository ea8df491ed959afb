import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction (the `tx` of `db.transaction(async (tx) => …)`): a Db that can also roll back. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query helper runs on: the database, or the transaction its caller has open. */
export type DbOrTx = Db | Tx;

/** The driver under Drizzle, for engines that bring their own SQL (the job queue, docs/decisions/030). */
export type DatabaseConnection = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** The committed migrations this database has not run yet, by tag; empty when it is up to date. */
  pendingMigrations(): Promise<string[]>;
  /** Throws MigrationsPendingError when the database is behind the committed migrations (MIGRATE_ON_START=0). */
  assertMigrated(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The connection pool's use, for the metrics (PostgreSQL only). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/** How the app talks to a PostgreSQL server (docs/decisions/029); PGlite ignores all of it. */
export type PostgresOptions = {
  /** Connections this process may open at most (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Every statement's limit in ms, 0 for none (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** false: never a named prepared statement, as PgBouncer's transaction pooling needs (DATABASE_PREPARE=0). */
  prepare?: boolean;
};

export type DatabaseOptions = PostgresOptions & {
  databaseUrl?: string;
  dataDir: string;
  /** Told when the server's settings differ from ours (a statement timeout PgBouncer dropped). */
  warn?: (message: string) => void;
};

/** The web server was told not to migrate (MIGRATE_ON_START=0) and the database is behind. */
export class MigrationsPendingError extends Error {}

const MIGRATIONS_FOLDER = join(import.meta.dirname, '../../../migrations');
/** Held for the migration's transaction: several app servers may start (or release) at once. */
const MIGRATION_LOCK = 727274;
export const DEFAULT_POOL_MAX = 20;

/** The database the configuration names, with its pool settings (web servers, workers and scripts alike). */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'database'>,
  warn?: (message: string) => void,
): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...config.database, warn });
}

/** A PostgreSQL server when a URL is given; otherwise embedded PGlite in `dataDir/pg`, locked to this process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const database = openPostgres(options.databaseUrl, options);
    try {
      await checkStatementTimeout(database.db, options);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const client = new PGlite(join(options.dataDir, 'pg'));
    await client.waitReady;
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    pendingMigrations: () => pendingMigrations(db),
    assertMigrated: () => assertMigrated(db),
    ping: () => ping(db),
    async close() {
      await client.close();
      onClose();
    },
  };
}

/** `options` may be just the pool size (as the benchmarks pass it). */
export function openPostgres(url: string, settings: PostgresOptions | number = {}): Database {
  const options = typeof settings === 'number' ? { poolMax: settings } : settings;
  const timeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    // Sent when each connection starts, so it holds inside and outside transactions; PgBouncer drops
    // it (ignore_startup_parameters) and the role's own setting applies there (docs/decisions/029).
    ...(timeout > 0 && { statement_timeout: timeout }),
    ...(options.prepare === false && { Client: UnnamedStatementClient }),
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db: Db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', pool },
    migrate: () => migratePostgres(db),
    pendingMigrations: () => pendingMigrations(db),
    assertMigrated: () => assertMigrated(db),
    ping: () => ping(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * A pg client that never names a statement: a query that asks for a name (drizzle's `.prepare(name)`)
 * runs as an unnamed extended-protocol query instead, parsed, bound and run in one round trip. PgBouncer
 * in transaction pooling may give the next query another server connection, where a named statement
 * would not exist; an unnamed one lives only for its own query.
 */
class UnnamedStatementClient extends pg.Client {}
const namedQuery = pg.Client.prototype.query;
UnnamedStatementClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const named = typeof config === 'object' && config !== null && 'name' in config;
  // A Query object (it has `submit`) is passed through as it is; drizzle sends plain configs.
  const unnamed = named && !('submit' in config) ? { ...config, name: undefined } : config;
  return (namedQuery as (...args: unknown[]) => unknown).call(this, unnamed, ...rest);
} as typeof namedQuery;

/**
 * drizzle's migrator, in one transaction: its bookkeeping table (drizzle.__drizzle_migrations, same
 * rows) and a transaction-scoped lock, so it also runs through PgBouncer's transaction pooling, where a
 * session lock would stay behind on whichever server connection took it. No statement timeout applies:
 * building an index on a large table may take longer than a request's query may.
 */
async function migratePostgres(db: Db) {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const last = await lastApplied(tx);
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** When the newest migration this database ran was written (drizzle's rule: later ones are pending). */
async function lastApplied(db: DbOrTx): Promise<number | null> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return null;
  const [row] = rowsOf<{ last: string | number | null }>(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  const last = row?.last;
  return last === null || last === undefined ? null : Number(last);
}

async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = await lastApplied(db);
  return journal.entries.filter((entry) => last === null || entry.when > last).map((entry) => entry.tag);
}

async function assertMigrated(db: Db) {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return;
  throw new MigrationsPendingError(
    `The database is behind this release: ${pending.length} migration(s) not run (${pending.join(', ')}).\n` +
      'MIGRATE_ON_START=0 tells this server not to migrate: run `npm run migrate` (the release step) first,\n' +
      'or start with MIGRATE_ON_START=1.',
  );
}

/**
 * Asks the server which statement timeout our queries run under. Directly it is the one we sent; through
 * PgBouncer it is the server connection's (the role's or database's setting), which we warn about when
 * it differs. A PgBouncer that refuses the startup parameter is explained rather than left as its error.
 */
async function checkStatementTimeout(db: Db, options: DatabaseOptions) {
  const wanted = options.statementTimeoutMs ?? 0;
  if (wanted <= 0) return;
  let actual: number;
  try {
    const [row] = rowsOf<{ ms: number }>(
      await db.execute(sql`select setting::int as ms from pg_settings where name = 'statement_timeout'`),
    );
    actual = Number(row?.ms ?? 0);
  } catch (error) {
    // drizzle wraps the driver's error as its cause.
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    if (/unsupported startup parameter/i.test(reason)) {
      throw new Error(
        `The database (PgBouncer) refused the statement_timeout connection parameter: ${reason}.\n` +
          'Add `ignore_startup_parameters = statement_timeout` to pgbouncer.ini and set the timeout on the role\n' +
          `(ALTER ROLE <app role> SET statement_timeout = '${wanted}ms'), or set DATABASE_STATEMENT_TIMEOUT_MS=0.`,
      );
    }
    // Not reachable now: the migration or the readiness check reports it.
    return;
  }
  if (actual !== wanted) {
    (options.warn ?? console.warn)(
      `DATABASE_STATEMENT_TIMEOUT_MS=${wanted} but the database's connections run with statement_timeout=${actual} ms` +
        " (PgBouncer drops the one we send): set it on the role, ALTER ROLE <app role> SET statement_timeout = '" +
        `${wanted}ms', or with PgBouncer's connect_query.`,
    );
  }
}

/**
 * The rows of a raw `db.execute(sql`…`)`: both drivers (PGlite and node-postgres) answer it with
 * `{ rows }`, which Drizzle's shared type does not say. `T` is what the SQL selects; nothing checks it.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute('select 1');
    return true;
  } catch {
    return false;
  }
}
