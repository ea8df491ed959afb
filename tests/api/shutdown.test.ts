/**
 * The real server (src/server/main.ts) on the embedded database, stopped with SIGTERM while uploads are
 * in flight (docs/decisions/029, 045): every request that reached the server before the signal is answered
 * in full, even one a busy server had not read yet; readiness fails, new connections are refused, the
 * uploads are kept, and the process exits 0 within SHUTDOWN_GRACE_S; a request that outlives the grace
 * makes it exit 1, in time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proc, ROOT, startWeb, waitUntil } from '#tests/support/processes.ts';

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

type Answer = { status: number; body: string; connection?: string; at: number };

/**
 * A PUT of the photo to an upload URL, as a phone on a slow network sends it. `sent` resolves once the
 * headers and the first piece are handed to the kernel: they have reached the server's socket, whether or
 * not the server has read them. `trickle` sends the rest in pieces spread over `totalMs`. A refusal or a
 * cut connection is an answer too (status 0), so a test can report every upload's fate at once.
 */
function startUpload(url: string, path: string, cookie: string, via: http.Agent | false) {
  const req = http.request(`${url}${path}`, {
    method: 'PUT',
    agent: via,
    headers: {
      origin: url,
      cookie,
      'content-type': 'image/jpeg',
      'content-length': String(PHOTO.length),
    },
  });
  const pieces = 40;
  const size = Math.ceil(PHOTO.length / pieces);
  let finishedSending = false;
  const response = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, at: Date.now() }),
      );
      res.on('error', (error) => resolve({ status: 0, body: error.message, at: Date.now() }));
    });
    req.on('error', (error) => resolve({ status: 0, body: error.message, at: Date.now() }));
  });
  const sent = new Promise<void>((resolve, reject) => {
    req.write(PHOTO.subarray(0, size), (error) => (error ? reject(error) : resolve()));
  });
  return {
    sent,
    response,
    finishedSending: () => finishedSending,
    trickle(totalMs: number) {
      void (async () => {
        for (let i = 1; i < pieces; i++) {
          await sleep(totalMs / (pieces - 1));
          if (req.destroyed) return;
          req.write(PHOTO.subarray(i * size, (i + 1) * size));
        }
        finishedSending = true;
        req.end();
      })();
    },
  };
}

/**
 * A GET on a connection of its own. `sent` resolves once the request is handed to the kernel; `answer` is
 * its status and body, or the connection's error code.
 */
function getOnNewConnection(url: string, path: string) {
  const req = http.get(`${url}${path}`, { agent: false });
  const sent = new Promise<void>((resolve) => req.once('finish', resolve));
  const answer = new Promise<{ status: number | string; body: string }>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: Error & { code?: string }) =>
      resolve({ status: error.code ?? error.message, body: '' }),
    );
  });
  return { sent, answer };
}

/** Keeps `threads` cores busy (a loaded machine) until the returned function is called. */
function burnCpu(threads: number) {
  const workers = Array.from({ length: threads }, () => new Worker('for (;;) {}', { eval: true }));
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
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

  /**
   * One drain with four uploads in flight. A and B began 2 s before the signal (one on a new connection,
   * one on a keep-alive connection that served a request before). C and D reached the server while its
   * event loop was stopped (SIGSTOP: a busy machine, or PGlite holding the thread, does the same for a
   * moment), so it had not read them when the signal came: C on a new connection (still in the listen
   * backlog), D on an idle keep-alive connection; a /readyz and four /healthz requests on new connections
   * came the same way. Every upload keeps trickling long after the signal.
   */
  async function drainWithUploadsInFlight(register: boolean) {
    const grace = 20;
    const server = await startServer(dataDir, grace);
    try {
      return await drain(server, grace, register);
    } finally {
      // A failed drain leaves no server behind holding DATA_DIR for the next test.
      server.kill('SIGCONT');
      server.kill('SIGKILL');
      await server.exited;
    }
  }

  async function drain(server: Server, grace: number, register: boolean) {
    const cookie = await signIn(server, email, register);
    const slots: { uploadURL: string; objectURL: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const slot = await request(server.url, {
        method: 'POST',
        path: '/api/objects/upload',
        headers: { cookie },
      });
      expect(slot.status, slot.body).toBe(200);
      slots.push(JSON.parse(slot.body));
    }
    // A keep-alive connection left idle after a request, as a browser leaves one, for D.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const healthy = await new Promise<number>((resolve, reject) =>
      http
        .get(`${server.url}/healthz`, { agent: idleAgent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject),
    );
    expect(healthy).toBe(200);

    const a = startUpload(server.url, slots[0]!.uploadURL, cookie, false);
    const b = startUpload(server.url, slots[1]!.uploadURL, cookie, agent);
    await Promise.all([a.sent, b.sent]);
    a.trickle(10_000);
    b.trickle(10_000);
    await sleep(2_000);

    server.kill('SIGSTOP');
    const c = startUpload(server.url, slots[2]!.uploadURL, cookie, false);
    const d = startUpload(server.url, slots[3]!.uploadURL, cookie, idleAgent);
    const ready = getOnNewConnection(server.url, '/readyz');
    const health = Array.from({ length: 4 }, () => getOnNewConnection(server.url, '/healthz'));
    await Promise.all([c.sent, d.sent, ready.sent, ...health.map((get) => get.sent)]);
    await sleep(50);
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    server.kill('SIGCONT');
    c.trickle(8_000);
    d.trickle(8_000);

    // New connections are refused while the uploads still arrive.
    await waitUntil(
      'new connections to be refused',
      async () => (await getOnNewConnection(server.url, '/healthz').answer).status === 'ECONNREFUSED',
      { timeoutMs: 5_000, proc: server },
    );
    expect([a, b, c, d].map((upload) => upload.finishedSending())).toEqual([false, false, false, false]);

    const readiness = await ready.answer;
    const healthAnswers = await Promise.all(health.map((get) => get.answer));
    const answers = await Promise.all([a, b, c, d].map((upload) => upload.response));
    const exit = await server.exited;
    idleAgent.destroy();
    // /readyz failed with our own answer while draining, /healthz answered, each upload was answered in
    // full (its connection closed after the answer), then the process exited 0. All at once, so a failure
    // shows the fate of every request.
    expect(
      {
        readyz: { status: readiness.status, body: readiness.body },
        healthz: healthAnswers.map((answer) => answer.status),
        uploads: answers.map(({ status, body, connection }) => ({ status, body, connection })),
        exit: { code: exit.code, signal: exit.signal },
      },
      server.output().slice(-4000),
    ).toEqual({
      readyz: { status: 503, body: expect.stringContaining('"code":"unavailable"') },
      healthz: [200, 200, 200, 200],
      uploads: slots.map((slot) => ({
        status: 200,
        body: JSON.stringify({ objectURL: slot.objectURL }),
        connection: 'close',
      })),
      exit: { code: 0, signal: null },
    });
    expect(exit.at).toBeGreaterThanOrEqual(Math.max(...answers.map((answer) => answer.at)));
    expect(exit.at - signalledAt).toBeLessThan(grace * 1000);
    expect(server.output()).toContain('SIGTERM received');
    return slots.map((slot) => slot.objectURL);
  }

  it('answers every upload that reached it before the signal, even unread ones, refuses new connections and exits 0; on an idle and on a busy machine, and after a restart the photos are there', async () => {
    const objectURLs = [...(await drainWithUploadsInFlight(true))];
    const stopBurning = burnCpu(2);
    try {
      objectURLs.push(...(await drainWithUploadsInFlight(false)));
    } finally {
      await stopBurning();
    }

    // Nothing lost: on the same DATA_DIR every photo is stored.
    const server = await startServer(dataDir, 1);
    try {
      const cookie = await signIn(server, email, false);
      for (const objectURL of objectURLs) {
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
        expect(res, objectURL).toMatchObject({ status: 200, type: 'image/jpeg' });
        expect(res.bytes).toBeGreaterThan(1000);
      }
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
    const upload = startUpload(server.url, JSON.parse(slot.body).uploadURL, cookie, agent);
    await upload.sent;
    upload.trickle(8_000);
    await sleep(100);
    const signalledAt = Date.now();
    server.kill('SIGTERM');

    const exit = await server.exited;
    expect(exit, server.output()).toMatchObject({ code: 1, signal: null });
    const took = exit.at - signalledAt;
    expect(took).toBeGreaterThanOrEqual(grace * 1000 - 50);
    expect(took).toBeLessThan(grace * 1000 + 2_000);
    expect(upload.finishedSending()).toBe(false);
    expect(server.output()).toContain('SHUTDOWN_GRACE_S=1');
    await upload.response;
  }, 120_000);
});
