import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/precompress.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// A small built web app: the same layout Vite writes (index.html, hashed assets/, sw.js, manifest).
const INDEX = `<!doctype html><html lang="en"><head><title>ParkPerks</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const OFFERS = Array.from({ length: 60 }, (_, i) => ({
  id: i,
  businessName: `Shop ${i}`,
  discountAmount: '2.50',
}));
const SCRIPT = `console.log(${JSON.stringify('ParkPerks '.repeat(300))});`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'sw.js'), SCRIPT);
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'ParkPerks' }));
  expect(precompress(dir)).toBe(3); // the manifest is too small to be worth it
  t = await createTestApp({
    clientDir: dir,
    // A JSON answer the size of a list of offers (every real one needs a signed-in driver and shops).
    extend: (app) => app.get('/api/test-offers', { config: { access: 'public' } }, async () => OFFERS),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends hashed assets for a year, brotli to a browser that takes it, gzip to one that takes only that', async () => {
    const br = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the browser check index.html, the service worker and the manifest every time', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest', '/login']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await t.app.inject({ url: '/browse-offers', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('answers HEAD as GET, without a body', async () => {
    for (const url of ['/', '/login', '/assets/index-Ab12Cd34.js']) {
      const get = await t.app.inject({ url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('still answers 404 for a missing file, an unknown API path and other methods', async () => {
    expect((await t.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/nothing-here' })).json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject({ method: 'DELETE', url: '/login' })).statusCode).toBe(404);
  });

  it('compresses API answers for a client that asks, and not for one that does not', async () => {
    const asked = await t.app.inject({ url: '/api/test-offers', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asked.headers['content-encoding']).toBe('br');
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(asked.rawPayload).toString())).toEqual(OFFERS);
    const plain = await t.app.inject({ url: '/api/test-offers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(OFFERS);
    const small = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined(); // under 1 KB: not worth it
  });
});
