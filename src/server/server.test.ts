import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, onTestFinished, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { users } from './db/schema';
import { DemoAccountsOpenError, seedDemo } from './db/seed';
import { systemClock } from './lib/clock';
import { hashPassword } from './lib/passwords';
import { startServer } from './server';

// Each case starts real servers on a new embedded database (initdb, migrations, an OCR worker, argon2):
// a few seconds alone, past 30 s when CI runs the browser suite and other files on both cores.
vi.setConfig({ testTimeout: 90_000 });

const dataDir = mkdtempSync(join(tmpdir(), 'pp-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    OCR_WORKERS: '1',
    ...env,
  });
  const server = await startServer(config, {
    quiet: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  return { server, lines };
}

const demoLogin = (url: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'admin@parkperks.local', password: 'parkperks-demo' }),
  });

it('starts in production on an empty embedded database with no demo login, and warns loudly when one is added', async () => {
  const first = await start({});
  try {
    expect((await demoLogin(first.server.url)).status).toBe(401);
    expect(first.lines.join('\n')).not.toContain('SECURITY');
  } finally {
    await first.server.close();
  }
  // Asked for explicitly, the demo is seeded, and every production start says so.
  const second = await start({ DEMO_SEED: '1' });
  try {
    expect((await demoLogin(second.server.url)).status).toBe(200);
    const warning = second.lines.map((line) => JSON.parse(line)).find((entry) => /SECURITY/.test(entry.msg));
    expect(warning.level).toBe(40);
    expect([...warning.accounts].sort()).toEqual([
      'admin@parkperks.local',
      'driver@parkperks.local',
      'shop@parkperks.local',
    ]);
  } finally {
    await second.server.close();
  }
});

it('refuses to start in production while demo accounts take the published password, unless DEMO_SEED=1 (docs/decisions/045)', async () => {
  // A data directory whose demo accounts (seeded outside production, say) keep the published password.
  const ownDir = mkdtempSync(join(tmpdir(), 'pp-production-demo-'));
  onTestFinished(() => rmSync(ownDir, { recursive: true, force: true }));
  const seeding = await openConfiguredDatabase(loadConfig({ DATA_DIR: ownDir }));
  try {
    await seeding.migrate();
    await seedDemo(seeding.db, systemClock);
  } finally {
    await seeding.close();
  }
  const refused = await start({ DATA_DIR: ownDir }).then(
    (started) => started.server.close().then(() => null),
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(DemoAccountsOpenError);
  // A ConfigError: main.ts prints its words alone, without a stack trace.
  expect(refused).toBeInstanceOf(ConfigError);
  const { message, accounts } = refused as DemoAccountsOpenError;
  expect([...accounts].sort()).toEqual([
    'admin@parkperks.local',
    'driver@parkperks.local',
    'shop@parkperks.local',
  ]);
  for (const email of accounts) expect(message).toContain(email);
  expect(message).toMatch(/^Refusing to start: NODE_ENV=production/);
  expect(message).toContain('Change their passwords');
  expect(message).toContain('remove them');
  expect(message).toContain('DEMO_SEED=1');

  // Its passwords changed, the same database starts, with no warning.
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: ownDir }));
  try {
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-private-password') })
      .where(inArray(users.email, accounts));
  } finally {
    await database.close();
  }
  const fixed = await start({ DATA_DIR: ownDir });
  try {
    expect((await demoLogin(fixed.server.url)).status).toBe(401);
    expect(fixed.lines.join('\n')).not.toContain('SECURITY');
  } finally {
    await fixed.server.close();
  }
});
