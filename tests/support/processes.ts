import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The project's folder (tests/support/..). */
export const ROOT = join(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Proc = {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once it has ended: its exit code or signal, and when (Date.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  kill(signal?: NodeJS.Signals): void;
};

/** Starts a program with its output kept; it is killed if the test process exits first. */
export function spawnLogged(command: string, args: string[], options: SpawnOptions = {}): Proc {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(child);
        resolve({ code, signal, at: Date.now() });
      });
    },
  );
  return { child, output: () => output, exited, kill: (signal = 'SIGTERM') => child.kill(signal) };
}

/**
 * Runs one of the project's entry points (src/server/main.ts, worker.ts, scripts/migrate.ts) as a real
 * process, with only the environment given (never the test run's DATABASE_URL by accident).
 */
export function runEntry(entry: string, env: Record<string, string>): Proc {
  return spawnLogged(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
}

/** An entry point run to its end (killed after `timeoutMs`): its exit code and output. */
export async function runToEnd(entry: string, env: Record<string, string>, timeoutMs = 90_000) {
  const proc = runEntry(entry, env);
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
  const { code } = await proc.exited;
  clearTimeout(timer);
  return { code, output: proc.output() };
}

/** Waits until `check` is true, failing with `what` (and the process's output) after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; proc?: Proc } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${options.proc ? `\n${options.proc.output()}` : ''}`);
}

/** A web server (src/server/main.ts) on a free port, ready when /readyz answers 200. */
export async function startWeb(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = runEntry('src/server/main.ts', {
    PUBLIC_URL: url,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  await waitUntil(
    `the web server on ${url}`,
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`The web server exited:\n${proc.output()}`);
      return fetch(`${url}/readyz`)
        .then((res) => res.ok)
        .catch(() => false);
    },
    // A first start on the embedded database makes it (initdb) and migrates: slow on a busy runner.
    { proc, timeoutMs: 90_000 },
  );
  return { ...proc, url };
}

/** A worker (src/server/worker.ts), ready when it logs so. */
export async function startWorker(env: Record<string, string>) {
  const proc = runEntry('src/server/worker.ts', { ...env, LOG_LEVEL: 'info' });
  await waitUntil(
    'the worker',
    () => {
      if (proc.child.exitCode !== null) throw new Error(`The worker exited:\n${proc.output()}`);
      return proc.output().includes('ParkPerks worker is ready');
    },
    { proc },
  );
  return proc;
}

/** A signed-in API caller that keeps its session cookie, talking to any server of the fleet. */
export function apiSession(origin: string) {
  let cookie = '';
  async function call(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie && { cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json: json as Record<string, unknown> & unknown[] };
  }
  return {
    get: (base: string, path: string) => call(base, 'GET', path),
    post: (base: string, path: string, body?: unknown) => call(base, 'POST', path, body ?? {}),
    /** PUTs raw bytes (the signed upload URL). */
    async putBytes(base: string, path: string, bytes: Buffer, contentType: string) {
      const res = await fetch(`${base}${path}`, {
        method: 'PUT',
        headers: { origin, cookie, 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      return { status: res.status, text: await res.text() };
    },
  };
}
