import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { fixedClock } from '#server/lib/clock.ts';
import type { Geocode } from '#server/lib/geocode.ts';
import { offlineGeocode } from '#server/lib/offline-geocode.ts';
import type { Message, Notifier } from '#server/lib/notifier.ts';
import { createLocalStorage, type ObjectStorage } from '#server/lib/storage.ts';
import type { ProofReader } from '#server/features/tickets/service.ts';
import { createTestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  clock: ReturnType<typeof fixedClock>;
  sent: Message[];
  /** The app's object storage: local, in a temp folder removed on close, unless the test passed its own. */
  storage: ObjectStorage;
  close(): Promise<void>;
};

/** The real app on a fresh database with a fixed clock and a notifier that keeps what it sends. */
/** For apps whose tests never verify a ticket: reading one is a test bug, said loudly. */
const noReader: ProofReader = {
  read: () => Promise.reject(new Error('This test app has no ticket reader: pass createTestApp({ reader })')),
};

export async function createTestApp(
  options: {
    now?: string | Date;
    geocode?: Geocode;
    reader?: ProofReader;
    /** Extra configuration, as environment variables (TRUST_PROXY …). */
    env?: Record<string, string>;
    logger?: FastifyBaseLogger;
    timeLimits?: AppDeps['timeLimits'];
    /** Shutting down: the test sets `draining` (docs/decisions/029). */
    lifecycle?: AppDeps['lifecycle'];
    /** Add routes of the test's own before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** Object storage of the test's own (a bucket: tests/support/s3rver.ts); the test cleans it up. */
    storage?: ObjectStorage;
    /** Serve a built web app from this folder (tests of static serving). */
    clientDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-03-14T18:00:00Z');
  const sent: Message[] = [];
  const notifier: Notifier = { send: async (message) => void sent.push(message) };
  const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, DATA_DIR: '/tmp/pp-unused', ...options.env });
  const objectsDir = options.storage ? undefined : mkdtempSync(join(tmpdir(), 'pp-objects-'));
  const storage = options.storage ?? createLocalStorage(objectsDir!);
  const app = await buildApp({
    config,
    database,
    clock,
    notifier,
    geocode: options.geocode ?? offlineGeocode,
    storage,
    reader: options.reader ?? noReader,
    logger: options.logger,
    timeLimits: options.timeLimits,
    lifecycle: options.lifecycle,
    serveClient: options.clientDir !== undefined,
    clientDir: options.clientDir,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    sent,
    storage,
    async close() {
      await app.close();
      await database.close();
      if (objectsDir) rmSync(objectsDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a response, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'pp_session');
  if (!cookie) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `pp_session=${cookie.value}`;
}

type Json = Record<string, unknown>;

/** Small helpers over app.inject for JSON requests as a browser on our origin would send them. */
export function client(app: FastifyInstance, cookie?: string) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Json,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { payload: body }),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: Json, headers?: Record<string, string>) => send('POST', url, body, headers),
    put: (url: string, body?: Json, headers?: Record<string, string>) => send('PUT', url, body, headers),
    delete: (url: string) => send('DELETE', url),
  };
}
