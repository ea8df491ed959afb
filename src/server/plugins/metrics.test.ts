import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#contracts/errors.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of the first sample line of `metric` whose labels include every one of `labels`. */
function sample(body: string, metric: string, labels: Record<string, string> = {}): number | undefined {
  const line = body
    .split('\n')
    .find(
      (text) =>
        (text.startsWith(`${metric}{`) || text.startsWith(`${metric} `)) &&
        Object.entries(labels).every(([name, value]) => text.includes(`${name}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers Prometheus text with request latency by route pattern, never the raw URL', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/objects/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toContain('# TYPE parkperks_http_request_duration_seconds histogram');
    const route = { method: 'GET', route: '/api/objects/:id', status: '404' };
    expect(sample(body, 'parkperks_http_request_duration_seconds_count', route)).toBe(1);
    expect(sample(body, 'parkperks_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(1);
    expect(sample(body, 'parkperks_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(
      sample(body, 'parkperks_http_request_duration_seconds_count', { route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(sample(body, 'parkperks_http_request_duration_seconds_count', { route: '/healthz' })).toBe(1);
    expect(body).not.toContain(id);
    expect(body).not.toContain('/no/such/page');
    // Default process metrics, under our prefix.
    expect(sample(body, 'parkperks_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('parkperks_nodejs_eventloop_lag_seconds');
  });

  it('reports the database pool (PostgreSQL), the OCR queue depth at scrape time and OCR job times', async () => {
    let waiting = 3;
    t.app.metrics.setOcrQueueDepth(async () => waiting);
    t.app.metrics.ocrJobSeconds.observe({ outcome: 'verified' }, 1.5);
    const first = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(first, 'parkperks_ocr_queue_depth')).toBe(3);
    expect(sample(first, 'parkperks_ocr_job_duration_seconds_count', { outcome: 'verified' })).toBe(1);
    expect(sample(first, 'parkperks_ocr_job_duration_seconds_sum', { outcome: 'verified' })).toBe(1.5);
    waiting = 5;
    const second = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(second, 'parkperks_ocr_queue_depth')).toBe(5);

    // A reader that fails (the database is away) gives "unknown", not a failed scrape.
    t.app.metrics.setOcrQueueDepth(() => Promise.reject(new Error('connection refused')));
    const failing = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(failing.statusCode).toBe(200);
    expect(sample(failing.body, 'parkperks_ocr_queue_depth')).toBeNaN();

    if (t.database.kind === 'postgres') {
      expect(sample(second, 'parkperks_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(second, 'parkperks_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(second, 'parkperks_db_pool_waiting_requests')).toBe(0);
    } else {
      // The embedded database has no pool: no made-up numbers.
      expect(second).not.toContain('parkperks_db_pool_');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 in the app’s error shape without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({
        code: 'metrics.unauthorized',
        message: ERRORS['metrics.unauthorized'].message,
      });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('parkperks_');
    }
  });

  it('answers 200 with the token', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE parkperks_http_request_duration_seconds histogram');
    // The refused scrapes were counted too, under the route's pattern.
    expect(
      sample(res.body, 'parkperks_http_request_duration_seconds_count', { route: '/metrics', status: '401' }),
    ).toBe(6);
  });
});

describe('draining', () => {
  let t: TestApp;
  const lifecycle = { draining: false };
  beforeAll(async () => {
    t = await createTestApp({ lifecycle });
  });
  afterAll(() => t?.close());

  it('fails /readyz with 503 unavailable and closes connections after their answer', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');
    lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ code: 'unavailable' });
    expect(draining.headers.connection).toBe('close');
    // Other requests are still answered (those in flight finish), each closing its connection.
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('GET /metrics in production (docs/decisions/045)', () => {
  it('answers 404 to everyone when no METRICS_TOKEN is set, as for an unknown path', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const authorization of [undefined, 'Bearer anything-at-all-0123456789']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: ERRORS.not_found.message });
        expect(res.body).not.toContain('parkperks_');
      }
    } finally {
      await t.close();
    }
  });

  it('needs the bearer when a token is set', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN } });
    try {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'metrics.unauthorized' });
      const scraped = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE parkperks_http_request_duration_seconds histogram');
    } finally {
      await t.close();
    }
  });
});
