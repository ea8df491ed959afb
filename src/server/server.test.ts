import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './server';

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
