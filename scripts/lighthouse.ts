// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated)
// on every main screen of the product as `npm start` serves it, signed out and signed in as the
// demo accounts, in Debian's Chromium. Prints one table; LIGHTHOUSE_JSON=<dir> keeps the reports.
// Lighthouse simulates a slow phone from what it sees, so run it on a quiet machine: other work on
// the CPU shows up as blocking time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { inArray } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import { SESSION_COOKIE } from '#contracts/constants.ts';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema.ts';
import { seedTicket } from '#server/db/seed.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import { startServer } from '#server/server.ts';
import { freePort } from '#tests/support/processes.ts';
import { ensureClientBuild } from './client-build';

type Role = 'visitor' | 'driver' | 'retailer' | 'admin';
const PAGES: [path: string, role: Role, label: string][] = [
  ['/', 'visitor', 'landing'],
  ['/login', 'visitor', 'log in'],
  ['/register', 'visitor', 'register'],
  ['/retailer-signup', 'visitor', 'retailer sign-up'],
  ['/', 'driver', 'driver home'],
  ['/browse-offers', 'driver', 'browse offers'],
  ['/upload-ticket', 'driver', 'upload ticket'],
  ['/retailer', 'retailer', 'retailer portal'],
  ['/admin', 'admin', 'admin'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEMO: Record<Exclude<Role, 'visitor'>, string> = {
  driver: 'driver@parkperks.local',
  retailer: 'shop@parkperks.local',
  admin: 'admin@parkperks.local',
};

await ensureClientBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'pp-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  }),
  { quiet: true },
);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
  ],
});

try {
  const { db } = server.database;
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO)));
  const idOf = (role: keyof typeof DEMO) => demo.find((u) => u.email === DEMO[role])!.id;
  // The demo driver parked in Reading today, so home and browse show The Corner Bakery's offer.
  await seedTicket(db, idOf('driver'), { city: 'Reading', latitude: 51.4551, longitude: -0.9714 });
  const cookies: Partial<Record<Role, string>> = {};
  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[])
    cookies[role] = `${SESSION_COOKIE}=${await createSession(db, idOf(role), new Date())}`;

  const rows: string[][] = [];
  // LIGHTHOUSE_ONLY=landing,log in measures just those rows.
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((label) => label.trim());
  for (const [path, role, label] of PAGES.filter(([, , label]) => !only || only.includes(label))) {
    const cookie = cookies[role];
    const measure = async () => {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie && { extraHeaders: { Cookie: cookie } }),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      return result.lhr;
    };
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run measured nothing, so
    // it is run again, at most twice, and a page that still fails says why instead of scoring 0.
    let lhr = await measure();
    for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await measure();
    if (lhr.runtimeError) {
      rows.push([`${path} (${role})`, ...CATEGORIES.map(() => '-'), '-', '-', '-', lhr.runtimeError.code]);
      continue;
    }
    if (process.env.LIGHTHOUSE_JSON) {
      mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_JSON, `${label.replace(/\W+/g, '-')}.json`),
        JSON.stringify(lhr, null, 1),
      );
    }
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const ms = (id: string) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
    const failing = Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1))
      .map((ref) => ref.id);
    rows.push([
      `${path} (${role})`,
      ...CATEGORIES.map(score),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      String(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
      failing.join(', ') || '-',
    ]);
    console.log(`  measured ${label}`);
  }
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT ms', 'failing audits'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\nLighthouse 12 (mobile preset), ${origin}\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
} finally {
  chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
