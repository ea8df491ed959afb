/**
 * Admin statistics benchmark (run by hand, not part of `npm test`): seeds 10,000 drivers, 1,000
 * retailers, 340,000 verified tickets and 1,000,000 redemptions with generate_series, then times
 * GET /api/stats/admin's queries (cold, then warm p50/p95) and the paged admin user list.
 *
 *   tsx scripts/bench-admin-stats.ts                   # embedded PGlite (in memory)
 *   tsx scripts/bench-admin-stats.ts --dir /tmp/pp-bench   # PGlite on disk: seeded once, reused
 *   DATABASE_URL=postgres://… tsx scripts/bench-admin-stats.ts [--keep]
 *
 * With DATABASE_URL it creates a fresh database beside the one named (pp_bench_<pid>) and drops it
 * afterwards unless --keep is given; the named database itself is never touched.
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { adminRetailerListQuerySchema, adminUserListQuerySchema } from '#contracts/admin.ts';
import { type Database, openPostgres, rowsOf, wrapPglite } from '#server/db/client.ts';
import { listRetailers } from '#server/features/admin/retailers.ts';
import {
  activeDrivers,
  adminStats,
  todayRedemptions,
  totalRetailers,
  totalSavings,
} from '#server/features/admin/stats.ts';
import { listUsers } from '#server/features/admin/users.ts';
import { addDays, londonDay, systemClock } from '#server/lib/clock.ts';
import { noGeocode } from '#server/lib/geocode.ts';
import { createLocalStorage } from '#server/lib/storage.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    keep: { type: 'boolean', default: false },
    dir: { type: 'string' },
  },
});
const runs = Math.max(3, Number(values.runs));
const REDEMPTIONS = 1_000_000;
const DRIVERS = 10_000;
const RETAILERS = 1_000;
const DAYS = 34;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (list: number[], fraction: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};

async function adminClient(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  return client;
}

async function openBenchDatabase(): Promise<{
  database: Database;
  label: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = new PGlite(values.dir);
    await client.waitReady;
    return {
      database: wrapPglite(client),
      label: values.dir ? `PGlite (embedded, ${values.dir})` : 'PGlite (embedded, in memory)',
      drop: async () => {},
    };
  }
  const name = `pp_bench_${process.pid}`;
  const admin = await adminClient(url);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString(), 4),
    label: `PostgreSQL (${name})`,
    drop: async () => {
      if (values.keep) return console.log(`Kept database ${name}.`);
      const again = await adminClient(url);
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${label.padEnd(48)} ${ms(performance.now() - started)}`);
  return result;
}

const { database, label, drop } = await openBenchDatabase();
const { db } = database;
try {
  console.log(`Admin statistics benchmark on ${label}`);
  await database.migrate();
  const now = systemClock.now();
  const today = londonDay(now);
  const at = now.toISOString();

  async function seed() {
    console.log('Seeding:');
    await timed(
      `${DRIVERS.toLocaleString('en-GB')} drivers, ${RETAILERS.toLocaleString('en-GB')} retailers`,
      async () => {
        await db.execute(sql`
        insert into users (email, full_name, phone, user_type, created_at, updated_at)
        select 'bench-driver-' || g || '@bench.test', 'Bench Driver ' || g, '+447700' || lpad(g::text, 6, '0'), 'customer',
               ${at}::timestamptz - (g % 400) * interval '1 day', ${at}::timestamptz
        from generate_series(1, ${DRIVERS}) g`);
        await db.execute(sql`
        insert into users (email, full_name, user_type, created_at, updated_at)
        select 'bench-shop-' || g || '@bench.test', 'Bench Shop ' || g, 'retailer', ${at}::timestamptz, ${at}::timestamptz
        from generate_series(1, ${RETAILERS}) g`);
        await db.execute(sql`
        insert into retailers (user_id, business_name, email, category, discount_amount, minimum_spend, trial_end_date, created_at, updated_at)
        select id, full_name, email, 'Other', (1 + (row_number() over (order by id)) % 4)::numeric(10, 2), 10,
               ${at}::timestamptz + interval '3 months', ${at}::timestamptz, ${at}::timestamptz
        from users where user_type = 'retailer'`);
      },
    );
    await timed(`${(DRIVERS * DAYS).toLocaleString('en-GB')} verified tickets (${DAYS} days)`, () =>
      db.execute(sql`
        insert into parking_tickets (user_id, upload_day, detected_date, city, location, is_verified, verified_at, expires_at, redemptions_used, created_at)
        select u.id, ${today}::date - d, ${today}::date - d, 'Leeds', 'Leeds', true,
               ${at}::timestamptz - d * interval '1 day' - interval '3 hours',
               ${at}::timestamptz - d * interval '1 day' + interval '21 hours', 3,
               ${at}::timestamptz - d * interval '1 day' - interval '3 hours'
        from users u cross join generate_series(0, ${DAYS - 1}) d
        where u.user_type = 'customer'`),
    );
    await timed(`${REDEMPTIONS.toLocaleString('en-GB')} redemptions`, () =>
      db.execute(sql`
        with t as (select id, user_id, verified_at, row_number() over (order by id) as rn from parking_tickets),
             r as (select id, discount_amount, (row_number() over (order by id)) - 1 as rn from retailers)
        insert into redemptions (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
        select t.user_id, t.id, r.id, r.discount_amount, 10.00, 'B' || (t.rn * 3 + k), t.verified_at + k * interval '40 minutes'
        from t cross join generate_series(0, 2) k
        join r on r.rn = (t.rn * 3 + k) % ${RETAILERS}
        where t.rn * 3 + k <= ${REDEMPTIONS + 2}`),
    );
  }

  const seeded = (await db.execute(sql`select count(*)::int as n from redemptions`)) as unknown as {
    rows: { n: number }[];
  };
  if ((seeded.rows[0]?.n ?? 0) >= REDEMPTIONS) console.log('Already seeded: reusing the data.');
  else await seed();
  await timed('vacuum analyze (autovacuum keeps a live database in this state)', () =>
    db.execute(sql`vacuum analyze`),
  );

  const counts = await db.execute(
    sql`select (select count(*) from redemptions) as redemptions, (select count(*) from users) as users`,
  );
  console.log('  rows:', JSON.stringify(rowsOf(counts)[0]));

  console.log(`\nGET /api/stats/admin queries (${runs} warm runs):`);
  const cold = performance.now();
  const first = await adminStats(db, now);
  console.log(`  cold  ${ms(performance.now() - cold)}  ${JSON.stringify(first)}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await adminStats(db, now);
    times.push(performance.now() - started);
  }
  console.log(
    `  warm  p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  max ${ms(Math.max(...times))}`,
  );
  console.log('  each query alone (p50 of 5):');
  for (const [name, run] of [
    ['totalRetailers', () => totalRetailers(db)],
    ['activeDrivers', () => activeDrivers(db, now)],
    ['todayRedemptions', () => todayRedemptions(db, now)],
    ['totalSavings', () => totalSavings(db)],
  ] as const) {
    const each: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run();
      each.push(performance.now() - started);
    }
    console.log(`    ${name.padEnd(18)} ${ms(percentile(each, 0.5))}`);
  }

  const explain = rowsOf<Record<string, string>>(
    await db.execute(
      sql`explain analyze select count(*) from redemptions where redeemed_at >= ${`${today}T00:00:00Z`}::timestamptz and redeemed_at < ${`${addDays(today, 1)}T00:00:00Z`}::timestamptz`,
    ),
  );
  console.log(
    `\n  today's redemptions plan: ${explain
      .map((row) => String(Object.values(row)[0] ?? '').trim())
      .filter((line) => /Scan|Execution/.test(line))
      .join(' | ')}`,
  );

  console.log('\nAdmin lists:');
  const ctx = {
    db,
    clock: systemClock,
    storage: createLocalStorage('/tmp/pp-bench-unused'),
    publicUrl: 'http://localhost',
    geocode: noGeocode,
  };
  await timed('users, first page of 25 (of 11,000+)', () =>
    listUsers(db, adminUserListQuerySchema.parse({})),
  );
  await timed('users, page 200', () => listUsers(db, adminUserListQuerySchema.parse({ offset: 5000 })));
  await timed('users, search "Bench Driver 99"', () =>
    listUsers(db, adminUserListQuerySchema.parse({ q: 'Bench Driver 99' })),
  );
  await timed('users, search by phone "07700 000123"', () =>
    listUsers(db, adminUserListQuerySchema.parse({ q: '07700 000123' })),
  );
  await timed('retailers, all (cap 500, codes created)', () =>
    listRetailers(ctx, adminRetailerListQuerySchema.parse({})),
  );
  await timed('retailers, all again (codes exist)', () =>
    listRetailers(ctx, adminRetailerListQuerySchema.parse({})),
  );
} finally {
  await database.close();
  await drop();
}
