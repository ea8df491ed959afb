import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { createAdmin } from './create-admin';

const ROOT = join(import.meta.dirname, '../../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('creates an admin who can sign in by e-mail or by phone', async () => {
  await createAdmin(t.db, { contact: 'Boss@Example.com', fullName: 'The Boss', password: 'admin-pass-1' });
  await createAdmin(t.db, { contact: '07700 900999', password: 'admin-pass-2' });
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  expect(admin!.userType).toBe('admin');
  const byPhone = await client(t.app).post('/api/auth/login', {
    emailOrPhone: '+447700900999',
    password: 'admin-pass-2',
  });
  expect(byPhone.json().userType).toBe('admin');
});

it('refuses a duplicate, a bad phone and a short password with a clear message', async () => {
  await expect(createAdmin(t.db, { contact: 'boss@example.com', password: 'admin-pass-1' })).rejects.toThrow(
    'An account with boss@example.com already exists.',
  );
  await expect(createAdmin(t.db, { contact: '12345', password: 'admin-pass-1' })).rejects.toThrow(
    'Please enter a valid UK phone number',
  );
  await expect(createAdmin(t.db, { contact: 'new@example.com', password: 'short' })).rejects.toThrow(
    'Password must be at least 8 characters',
  );
});

it('npm run create-admin: the real script migrates a new database and makes an admin there', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-create-admin-'));
  const url = process.env.DATABASE_URL;
  const dbName = url ? `${inject('pgPrefix')}script_${process.pid}` : null;
  if (url && dbName) await adminQuery(url, `create database ${dbName}`);
  const env = { DATA_DIR: dataDir, ...(url && dbName && { DATABASE_URL: withDatabase(url, dbName) }) };
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/create-admin.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          ADMIN_EMAIL: 'Script-Admin@Example.com',
          ADMIN_PASSWORD: 'script-pass-1',
          ADMIN_NAME: 'Eve Admin',
        },
      },
    );
    expect(stdout).toContain('Admin account created: script-admin@example.com');
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const [admin] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'script-admin@example.com'));
      expect(admin).toMatchObject({ userType: 'admin', fullName: 'Eve Admin' });
      expect(await verifyPassword(admin!.passwordHash, 'script-pass-1')).toBe(true);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (url && dbName) await adminQuery(url, `drop database if exists ${dbName} with (force)`);
  }
}, 60_000);
