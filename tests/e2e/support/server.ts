import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createAdmin } from '#server/features/auth/create-admin.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { startServer } from '#server/server.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { freePort } from '#tests/support/processes.ts';

export const ADMIN = { email: 'e2e-admin@parkperks.test', password: 'admin-password-1' };

/**
 * A real ParkPerks server as `npm start` runs it (migrations, static web app, system clock), on its
 * own data directory or PostgreSQL database, with an admin made by createAdmin, the code the
 * `create-admin` script runs (in-process: a tsx subprocess with its own database start cost seconds
 * per file; src/server/features/auth/create-admin.test.ts runs the script itself).
 */
export async function startE2eServer(options: { demo?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-'));
  const baseUrl = process.env.DATABASE_URL;
  const dbName = baseUrl
    ? `pp_e2e_${process.pid}_${randomToken(4)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`
    : null;
  if (baseUrl && dbName) await adminQuery(baseUrl, `create database ${dbName}`);
  const env = {
    DATA_DIR: dataDir,
    ...(baseUrl && dbName && { DATABASE_URL: withDatabase(baseUrl, dbName) }),
  };
  // On PGlite, a copy of the data directory the browser suite's global setup migrated (see there).
  const template = baseUrl ? '' : inject('e2eDataDirTemplate');
  if (template) cpSync(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DEMO_SEED: options.demo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config, { quiet: true });
  try {
    await createAdmin(server.database.db, {
      contact: ADMIN.email,
      fullName: 'Eve Admin',
      password: ADMIN.password,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: publicUrl,
    db: server.database.db,
    dataDir,
    /** The demo's banner lines (startE2eServer({ demo: true })), as `npm start` prints them. */
    demo: server.demo,
    /** The newest message in DATA_DIR/outbox, as someone running it locally would read it. */
    latestOutboxMessage(): string {
      const dir = join(dataDir, 'outbox');
      const files = readdirSync(dir).sort();
      return readFileSync(join(dir, files.at(-1)!), 'utf8');
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl && dbName)
        await adminQuery(baseUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
    },
  };
}
