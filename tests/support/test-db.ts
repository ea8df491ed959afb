import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '#server/db/client.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { adminQuery, withDatabase } from './global-setup';

/** A fresh, migrated database for one test file (PGlite from the dump, or a PostgreSQL copy of the template). */
export async function createTestDatabase(): Promise<Database> {
  if (inject('pgliteDump') === undefined)
    throw new Error(
      "This test opens a database, but its Vitest project has no database setup: move it out of the 'unit' list in vitest.config.ts.",
    );
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${inject('pgPrefix')}${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    await adminQuery(url, `create database ${name} template ${inject('pgTemplate')}`);
    const database = openPostgres(withDatabase(url, name), { poolMax: 20 });
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`).catch(() => {});
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const client = new PGlite({ loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return wrapPglite(client);
}
