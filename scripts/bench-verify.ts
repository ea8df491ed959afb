// Second half of `npm run bench:ocr`: the whole verification through the real server (upload, then
// POST /api/parking-tickets), the first one after start, the server's RSS, and GET /api/auth/user
// latency while 4 verifications run at once (the OCR must stay off the event loop).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '#server/config.ts';
import { startServer } from '#server/server.ts';

const dir = join(import.meta.dirname, '../tests/fixtures/tickets');
const images = readdirSync(dir).filter((f) => /\.(jpe?g|png)$/.test(f));
const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-verify-'));
const port = 3800 + (process.pid % 100);
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: origin,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  // Each bench driver signs up from its own address (X-Forwarded-For below): one address may
  // create only 20 accounts an hour (docs/decisions/009), and the bench needs one per upload.
  TRUST_PROXY: '1',
});
// The database is created in another process first (initdb holds ~700 MB once, and WASM memory is
// never handed back); this process then measures a server restarting on it, as in production.
execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'migrate.ts')], {
  env: { ...process.env, DATA_DIR: dataDir },
});
const started = performance.now();
const server = await startServer(config, { quiet: true });
const startMs = performance.now() - started;
const rssAfterStart = process.memoryUsage().rss;
let drivers = 0;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

async function newDriver() {
  drivers += 1;
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': `10.0.${drivers >> 8}.${drivers & 255}`,
    },
    body: JSON.stringify({
      fullName: `Bench ${drivers}`,
      email: `bench${drivers}@bench.test`,
      password: 'bench-password',
    }),
  });
  return /pp_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

/** Upload then verify, as the browser does; returns the server-side verification time. */
async function verify(file: string): Promise<number> {
  const cookie = await newDriver();
  const headers = { cookie, origin };
  const slot = (await (await fetch(`${origin}/api/objects/upload`, { method: 'POST', headers })).json()) as {
    uploadURL: string;
    objectURL: string;
  };
  const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  await fetch(`${origin}${slot.uploadURL}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': type },
    body: readFileSync(join(dir, file)),
  });
  const t = performance.now();
  await fetch(`${origin}/api/parking-tickets`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ imageUrl: slot.objectURL }),
  });
  return performance.now() - t;
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const ms = (value: number) => `${Math.round(value)} ms`;

const first = await verify(images[0]!);
const warm: number[] = [];
for (const file of images) warm.push(await verify(file));
const rssSequentialPeak = peakRss;

// Four verifications at a time, for as long as autocannon reads the current user.
const probeCookie = await newDriver();
let running = true;
const load = (async () => {
  let i = 0;
  while (running) await Promise.all([0, 1, 2, 3].map(() => verify(images[i++ % images.length]!)));
})();
const probe = await autocannon({
  url: `${origin}/api/auth/user`,
  connections: 4,
  duration: 10,
  headers: { cookie: probeCookie },
});
running = false;
await load;
clearInterval(sampler);

console.log(
  `\nWhole verification through the server (upload excluded), ${images.length} fixture images, OCR_WORKERS=2:`,
);
console.log(`  server start ${ms(startMs)}; first verification after start ${ms(first)}`);
console.log(`  warm: p50 ${ms(pct(warm, 0.5))}, p95 ${ms(pct(warm, 0.95))}, max ${ms(Math.max(...warm))}`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
console.log(
  `  server RSS: ${mb(rssAfterStart)} after start, peak ${mb(rssSequentialPeak)} over the fixture pass, ${mb(peakRss)} with 4 at once`,
);
console.log(
  `  GET /api/auth/user while 4 verifications run: p50 ${probe.latency.p50} ms, p99 ${probe.latency.p99} ms, ${Math.round(probe.requests.average)} req/s`,
);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
