import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { users } from '#server/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    timeLimits: { handlerMs: 100 },
    extend: (app) => {
      app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
        await sleep(400);
        return { done: true };
      });
    },
  });
});
afterAll(() => t?.close());

describe('paths are judged as the router reads them', () => {
  it('refuses a cross-site write to a percent-encoded /api path', async () => {
    for (const url of ['/%61pi/auth/register', '/%61%70%69/auth/register', '/api/%61uth/register']) {
      const res = await client(t.app).post(
        url,
        { fullName: 'Cross', email: 'cross@example.com', password: 'password1' },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode, url).toBe(403);
    }
    expect(await rowCount(t.db, users)).toBe(0);
  });

  it('treats an encoded API path as the API for caching and sessions', async () => {
    const res = await client(t.app).get('/%61pi/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('time limits', () => {
  it('answers 503 with Retry-After when a handler runs past its limit', async () => {
    const res = await client(t.app).get('/api/test/slow');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'busy',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('bounds how long headers and a whole request may take to arrive', () => {
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(120_000);
  });
});
