// `npm run bench:fleet`: OCR through the job queue with the web server and the workers as separate
// processes on one PostgreSQL database (DATABASE_URL; a fresh database is made beside it), as in
// production. For 1 and 2 worker processes (OCR_WORKERS=1 each) and 1 worker with OCR_WORKERS=2:
// 33 uploads verified at once (p50/p95/max and throughput), and the web server's peak RSS with no
// OCR in it (WORKERS_IN_WEB=0). Run by hand, not in CI.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomToken } from '#server/lib/crypto.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { type Proc, runEntry, startWeb, startWorker } from '#tests/support/processes.ts';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('bench:fleet needs DATABASE_URL (a PostgreSQL server it may create a database on).');
  process.exit(1);
}
const dir = join(import.meta.dirname, '../tests/fixtures/tickets');
const images = readdirSync(dir)
  .filter((f) => /\.(jpe?g|png)$/.test(f))
  .slice(0, 33);
const AT_ONCE = 33;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function fleet(label: string, workers: number, threads: number, ocrInWeb = false) {
  const dbName = `pp_bench_fleet_${randomToken(4)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  await adminQuery(baseUrl!, `create database ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-fleet-'));
  const env = {
    DATABASE_URL: withDatabase(baseUrl!, dbName),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://bench.test',
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    WORKERS_IN_WEB: ocrInWeb ? '1' : '0',
    OCR_WORKERS: String(threads),
    TRUST_PROXY: '1',
  };
  const procs: Proc[] = [];
  try {
    const migrate = runEntry('scripts/migrate.ts', env);
    if ((await migrate.exited).code !== 0) throw new Error(migrate.output());
    const web = await startWeb({ ...env, MIGRATE_ON_START: '0' });
    procs.push(web);
    for (let i = 0; i < workers; i++) procs.push(await startWorker(env));
    let drivers = 0;
    const headersFor = (cookie = '') => ({
      origin: 'http://bench.test',
      'x-forwarded-for': `10.1.${drivers >> 8}.${drivers & 255}`,
      ...(cookie && { cookie }),
    });
    async function prepare(file: string) {
      drivers += 1;
      const res = await fetch(`${web.url}/api/auth/register`, {
        method: 'POST',
        headers: { ...headersFor(), 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Bench ${drivers}`,
          email: `b${drivers}@bench.test`,
          password: 'bench-password',
        }),
      });
      const cookie = /pp_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
      const slot = (await (
        await fetch(`${web.url}/api/objects/upload`, { method: 'POST', headers: headersFor(cookie) })
      ).json()) as { uploadURL: string; objectURL: string };
      await fetch(`${web.url}${slot.uploadURL}`, {
        method: 'PUT',
        headers: {
          ...headersFor(cookie),
          'content-type': file.endsWith('.png') ? 'image/png' : 'image/jpeg',
        },
        body: readFileSync(join(dir, file)),
      });
      return async () => {
        const started = performance.now();
        const answer = await fetch(`${web.url}/api/parking-tickets`, {
          method: 'POST',
          headers: { ...headersFor(cookie), 'content-type': 'application/json' },
          body: JSON.stringify({ imageUrl: slot.objectURL }),
        });
        await answer.text();
        return { ms: performance.now() - started, status: answer.status };
      };
    }
    // One read first, so every worker has its OCR threads running.
    await (await prepare(images[0]!))();
    const rssBefore = rssOf(web.child.pid!);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(web.child.pid!));
    }, 50);
    const uploads = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => prepare(images[i % images.length]!)),
    );
    // The uploads themselves (EXIF stripped, re-encoded on the web server) are measured apart.
    const uploadPeak = peak;
    peak = rssOf(web.child.pid!);
    const started = performance.now();
    const results = await Promise.all(uploads.map((verify) => verify()));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!);
    const statuses = [...new Set(results.map((r) => r.status))].join('/');
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(
      `${label}: ${AT_ONCE} at once in ${seconds.toFixed(1)} s = ${(AT_ONCE / seconds).toFixed(2)} verifications/s; ` +
        `p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${Math.round(times.at(-1)!)} ms (answers ${statuses}); ` +
        `web RSS ${mb(rssBefore)} before, peak ${mb(uploadPeak)} while ${AT_ONCE} photos upload, ${mb(peak)} while they are verified`,
    );
  } finally {
    for (const proc of procs) proc.kill('SIGKILL');
    await Promise.all(procs.map((proc) => proc.exited));
    await adminQuery(baseUrl!, `drop database if exists ${dbName} with (force)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `OCR through the queue; ${AT_ONCE} fixture photos verified at once; web memory is the web server's RSS.`,
);
await fleet('1 worker,  OCR_WORKERS=1', 1, 1);
await fleet('2 workers, OCR_WORKERS=1', 2, 1);
await fleet('1 worker,  OCR_WORKERS=2', 1, 2);
await fleet('no worker, OCR in the web server (WORKERS_IN_WEB=1, OCR_WORKERS=2), for comparison', 0, 2, true);
process.exit(0);
