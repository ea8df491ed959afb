/**
 * The real server (src/server/main.ts) on the embedded database, stopped with SIGTERM while an upload
 * is in flight (docs/decisions/029): readiness fails, the upload finishes and is kept, the process exits
 * 0 within SHUTDOWN_GRACE_S; a request that outlives the grace makes it exit 1, in time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proc, ROOT, startWeb } from '#tests/support/processes.ts';

const PHOTO = readFileSync(join(ROOT, 'tests/fixtures/tickets/notparking-letter.jpg'));
const PASSWORD = 'drain password 1';

type Server = Proc & { url: string };
const started: Proc[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server on the embedded database (never the test run's DATABASE_URL), ready on /readyz. */
async function startServer(dataDir: string, graceSeconds: number): Promise<Server> {
  const server = await startWeb({
    DATA_DIR: dataDir,
    DEMO_SEED: '0',
    OCR_WORKERS: '1',
    SHUTDOWN_GRACE_S: String(graceSeconds),
    LOG_LEVEL: 'info',
  });
  started.push(server);
  return server;
}

/** The status of /readyz on a fresh connection, or the connection's error code. */
async function readyz(url: string): Promise<number | string> {
  return fetch(`${url}/readyz`)
    .then((res) => res.status)
    .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message);
}

/** A keep-alive client, as a browser or a load balancer would hold connections open. */
const agent = new http.Agent({ keepAlive: true });

function request(
  url: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${options.path}`, {
      method: options.method,
      agent,
      headers: { origin: url, ...options.headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signIn(server: Server, email: string, register: boolean): Promise<string> {
  const res = register
    ? await request(server.url, {
        method: 'POST',
        path: '/api/auth/register',
        ...json({ fullName: 'Drain Driver', email, password: PASSWORD }),
      })
    : await request(server.url, {
        method: 'POST',
        path: '/api/auth/login',
        ...json({ emailOrPhone: email, password: PASSWORD }),
      });
  expect(res.status, res.body).toBeLessThan(300);
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('pp_session='));
  expect(cookie, res.body).toBeDefined();
  return cookie!.split(';')[0]!;
}

/**
 * PUTs the photo to the upload URL in `chunks` pieces spread over `totalMs`. `started` resolves once the
 * headers and the first piece are on the wire (the server is in the handler, reading the body).
 */
function slowUpload(url: string, path: string, cookie: string, chunks: number, totalMs: number) {
  const req = http.request(`${url}${path}`, {
    method: 'PUT',
    agent,
    headers: {
      origin: url,
      cookie,
      'content-type': 'image/jpeg',
      'content-length': String(PHOTO.length),
    },
  });
  const size = Math.ceil(PHOTO.length / chunks);
  let finishedSending = false;
  const response = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
  });
  response.catch(() => {});
  const started = (async () => {
    req.write(PHOTO.subarray(0, size));
    await sleep(100);
  })();
  void (async () => {
    await started;
    for (let i = 1; i < chunks; i++) {
      await sleep(totalMs / chunks);
      if (req.destroyed) return;
      req.write(PHOTO.subarray(i * size, (i + 1) * size));
    }
    finishedSending = true;
    req.end();
  })();
  return { started, response, finishedSending: () => finishedSending };
}

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pp-drain-'));
});
afterAll(() => {
  for (const server of started) server.kill('SIGKILL');
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  const email = 'drain@test.uk';
  let objectURL = '';

  it('fails readiness, lets the upload in flight finish, exits 0 within SHUTDOWN_GRACE_S, and keeps the upload', async () => {
    const grace = 10;
    const server = await startServer(dataDir, grace);
    const cookie = await signIn(server, email, true);
    const slot = await request(server.url, {
      method: 'POST',
      path: '/api/objects/upload',
      headers: { cookie },
    });
    expect(slot.status, slot.body).toBe(200);
    objectURL = JSON.parse(slot.body).objectURL;
    // An idle keep-alive connection, as a browser leaves one: it must not hold the shutdown up.
    expect((await request(server.url, { method: 'GET', path: '/healthz' })).status).toBe(200);

    const upload = slowUpload(server.url, JSON.parse(slot.body).uploadURL, cookie, 20, 2_000);
    await upload.started;
    const signalledAt = Date.now();
    server.kill('SIGTERM');

    // Readiness fails at once: 503 on a connection still open, or no new connections at all.
    await sleep(300);
    const ready = await readyz(server.url);
    expect([503, 'ECONNREFUSED'], String(ready)).toContain(ready);
    expect(upload.finishedSending()).toBe(false);

    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ objectURL });
    // Its connection is closed after the answer rather than kept for a next request.
    expect(answer.connection).toBe('close');

    const exit = await server.exited;
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(grace * 1000);
    expect(server.output()).toContain('SIGTERM received');
  }, 120_000);

  it('loses nothing: after a restart on the same DATA_DIR the uploaded photo is there', async () => {
    expect(objectURL).not.toBe('');
    const server = await startServer(dataDir, 1);
    try {
      const cookie = await signIn(server, email, false);
      const res = await new Promise<{ status: number; type?: string; bytes: number }>((resolve, reject) => {
        http
          .get(`${server.url}${objectURL}`, { headers: { cookie }, agent: false }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], bytes }),
            );
          })
          .on('error', reject);
      });
      expect(res).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(res.bytes).toBeGreaterThan(1000);
    } finally {
      server.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  }, 120_000);

  it('exits 1 when a request outlives SHUTDOWN_GRACE_S, when the grace runs out', async () => {
    const grace = 1;
    const server = await startServer(dataDir, grace);
    const cookie = await signIn(server, email, false);
    const slot = await request(server.url, {
      method: 'POST',
      path: '/api/objects/upload',
      headers: { cookie },
    });
    expect(slot.status, slot.body).toBe(200);
    const upload = slowUpload(server.url, JSON.parse(slot.body).uploadURL, cookie, 40, 8_000);
    await upload.started;
    const signalledAt = Date.now();
    server.kill('SIGTERM');

    const exit = await server.exited;
    expect(exit, server.output()).toMatchObject({ code: 1, signal: null });
    const took = exit.at - signalledAt;
    expect(took).toBeGreaterThanOrEqual(grace * 1000 - 50);
    expect(took).toBeLessThan(grace * 1000 + 2_000);
    expect(upload.finishedSending()).toBe(false);
    expect(server.output()).toContain('SHUTDOWN_GRACE_S=1');
    await upload.response.catch(() => {});
  }, 120_000);
});
