// `npm run bench:scale` (docs/decisions/027): statistics at scale through the real app. Needs
// DATABASE_URL (a PostgreSQL server; a fresh database is created beside the one named and dropped
// afterwards unless BENCH_KEEP=1). Migrates it, bulk-loads 1,000,000 drivers, 10,000 retailers,
// 3.3 million verified tickets over a year and 10,000,000 redemptions with set-based SQL, runs
// VACUUM ANALYZE (autovacuum keeps a live database so), starts the server in a child process and
// times GET /api/stats/admin and GET /api/stats/retailer/:id one request at a time, printing
// p50/p95/p99 against the targets (200 ms and 50 ms at p99).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
//   BENCH_REDEMPTIONS=1000000 BENCH_DRIVERS=100000 …   # a smaller load
import { sql } from 'drizzle-orm';
import { CONFIRMATION_ALPHABET } from '#contracts/offers.ts';
import { openPostgres, rowsOf } from '#server/db/client.ts';
import { londonDay, londonMonth } from '#server/lib/clock.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { startBenchServer, stopBenchServer } from './bench-child';

const REDEMPTIONS = Number(process.env.BENCH_REDEMPTIONS ?? 10_000_000);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 1_000_000);
const RETAILERS = Number(process.env.BENCH_RETAILERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const TARGETS = { admin: 200, retailer: 50 };
/** Three redemptions per ticket, at three different shops. */
const TICKETS = Math.ceil(REDEMPTIONS / 3);
const CHUNK = 1_000_000;

const base = process.env.DATABASE_URL;
if (!base) {
  console.error(
    'bench:scale needs DATABASE_URL pointing at a PostgreSQL server (a fresh database is created on it).',
  );
  process.exit(1);
}
const dbName = `pp_scale_${process.pid}`;
const url = withDatabase(base, dbName);
const count = (n: number) => n.toLocaleString('en-GB');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ${label.padEnd(62)} ${seconds(started)}`);
  return result;
}

/** Deterministic ids (md5 as a uuid), so rows can name each other without a join. */
const id = (prefix: string, n: string) => `md5('${prefix}' || ${n})::uuid`;

/**
 * The 6-character code for n (base 32 in the confirmation alphabet): unique for n < 32^6, so the
 * loaded codes never collide, whatever the day.
 */
const codeOf = (n: string) =>
  Array.from(
    { length: 6 },
    (_, i) => `substr('${CONFIRMATION_ALPHABET}', ((${n} / ${32 ** i}) % 32)::int + 1, 1)`,
  ).join(' || ');

/** Drops a table's plain indexes (not its constraints) for a bulk load and gives back their definitions. */
async function dropIndexes(db: ReturnType<typeof openPostgres>['db'], table: string) {
  const result = (await db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = ${table} and i.schemaname = 'public'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const row of result.rows) await db.execute(sql.raw(`drop index "${row.indexname}"`));
  return result.rows.map((row) => row.indexdef);
}

async function load() {
  await adminQuery(base!, `create database ${dbName}`);
  const database = openPostgres(url, 2);
  const { db } = database;
  const started = performance.now();
  await step('migrate', () => database.migrate());
  // One connection for the load, so the session settings hold.
  const now = new Date();
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`set local synchronous_commit = off`);
    await step(`${count(DRIVERS)} drivers`, () =>
      tx.execute(
        sql.raw(`
        insert into users (id, email, phone, full_name, user_type, created_at, updated_at)
        select ${id('d', 'g')}, 'driver-' || g || '@scale.test', '+4477' || lpad(g::text, 8, '0'),
               'Driver ' || g, 'customer', '${at}'::timestamptz - (g % 700) * interval '1 day', '${at}'
        from generate_series(0, ${DRIVERS - 1}) g`),
      ),
    );
    await step(`${count(RETAILERS)} retailers with this month's codes`, async () => {
      await tx.execute(
        sql.raw(`
        insert into users (id, email, full_name, user_type, created_at, updated_at)
        select ${id('ru', 'g')}, 'shop-' || g || '@scale.test', 'Shop ' || g, 'retailer', '${at}', '${at}'
        from generate_series(0, ${RETAILERS - 1}) g`),
      );
      await tx.execute(
        sql.raw(`
        insert into retailers (id, user_id, business_name, email, category, city, latitude, longitude,
                               discount_amount, minimum_spend, subscription_status, subscription_start_date, created_at, updated_at)
        select ${id('r', 'g')}, ${id('ru', 'g')}, 'Shop ' || g, 'shop-' || g || '@scale.test', 'Cafe', 'Leeds',
               53.79 + (g % 100) * 0.001, -1.54 - (g / 100) * 0.001, (1 + g % 4)::numeric(10, 2), 10, 'active',
               '${at}', '${at}', '${at}'
        from generate_series(0, ${RETAILERS - 1}) g`),
      );
      await tx.execute(
        sql.raw(`
        insert into retailer_codes (retailer_id, month, code)
        select ${id('r', 'g')}, '${londonMonth(now)}', lpad((g % 10000)::text, 4, '0')
        from generate_series(0, ${RETAILERS - 1}) g`),
      );
    });

    // Ticket g belongs to driver g % DRIVERS and is (g / DRIVERS) * 91 + (g % 91) days old: each
    // driver's tickets fall on different days, spread over a year.
    const ticketIndexes = await dropIndexes(tx as never, 'parking_tickets');
    const age = `((g / ${DRIVERS}) * 91 + (g % ${DRIVERS}) % 91)`;
    const verifiedAt = `('${at}'::timestamptz - interval '3 hours' - ${age} * interval '1 day')`;
    for (let from = 0; from < TICKETS; from += CHUNK) {
      const to = Math.min(TICKETS, from + CHUNK) - 1;
      await step(`tickets ${count(from)}–${count(to + 1)} (with driver activity)`, () =>
        tx.execute(
          sql.raw(`
          insert into parking_tickets (id, user_id, upload_day, detected_date, ticket_number, city, location,
                                       is_verified, verified_at, expires_at, redemptions_used, created_at)
          select ${id('t', 'g')}, ${id('d', `g % ${DRIVERS}`)},
                 (${verifiedAt} at time zone 'Europe/London')::date, (${verifiedAt} at time zone 'Europe/London')::date,
                 'T' || g, 'Leeds', 'Leeds', true, ${verifiedAt}, ${verifiedAt} + interval '24 hours', 3, ${verifiedAt}
          from generate_series(${from}, ${to}) g`),
        ),
      );
    }
    await step(`parking_tickets: ${ticketIndexes.length} indexes rebuilt`, async () => {
      for (const definition of ticketIndexes) await tx.execute(sql.raw(definition));
    });

    // Redemption n = 3g + k: ticket g at shop n % RETAILERS, k × 40 minutes after the ticket.
    const redemptionIndexes = await dropIndexes(tx as never, 'redemptions');
    for (let from = 0; from < REDEMPTIONS; from += CHUNK) {
      const to = Math.min(REDEMPTIONS, from + CHUNK) - 1;
      await step(`redemptions ${count(from)}–${count(to + 1)} (with rollups)`, () =>
        tx.execute(
          sql.raw(`
          insert into redemptions (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend,
                                   confirmation_code, redeemed_at)
          select ${id('d', `(n / 3) % ${DRIVERS}`)}, ${id('t', 'n / 3')}, ${id('r', `n % ${RETAILERS}`)},
                 (1 + (n % ${RETAILERS}) % 4)::numeric(10, 2), 10, ${codeOf('n')},
                 ('${at}'::timestamptz - interval '3 hours' - ${age.replaceAll('g', '(n / 3)')} * interval '1 day')
                   + (n % 3) * interval '40 minutes'
          from generate_series(${from}, ${to}) n`),
        ),
      );
    }
    await step(`redemptions: ${redemptionIndexes.length} indexes rebuilt`, async () => {
      for (const definition of redemptionIndexes) await tx.execute(sql.raw(definition));
    });
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const sizes = (await db.execute(sql`
    select (select count(*) from users) as users, (select count(*) from parking_tickets) as tickets,
           (select count(*) from redemptions) as redemptions,
           (select count(*) from retailer_daily_redemptions) as retailer_days,
           (select count(*) from driver_activity) as drivers_with_activity,
           pg_size_pretty(pg_database_size(current_database())) as size`)) as unknown as {
    rows: Record<string, string>[];
  };
  console.log(`  loaded in ${seconds(started)}: ${JSON.stringify(sizes.rows[0])}`);

  // Sessions for an admin and the first shop's owner.
  const admin = randomToken();
  const shop = randomToken();
  await db.execute(
    sql.raw(
      `insert into users (id, email, full_name, user_type) values (${id('admin', '0')}, 'admin@scale.test', 'Admin', 'admin')`,
    ),
  );
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at) values
      (${sha256Hex(admin)}, md5('admin' || 0)::uuid, now() + interval '1 day'),
      (${sha256Hex(shop)}, md5('ru' || 0)::uuid, now() + interval '1 day')`);
  const [retailer] = rowsOf<{ id: string }>(await db.execute(sql`select md5('r' || 0)::uuid::text as id`));
  await database.close();
  return { adminCookie: `pp_session=${admin}`, shopCookie: `pp_session=${shop}`, retailerId: retailer!.id };
}

/** The same figures asked of the raw rows, as the queries before the rollups did: same answers, and their time. */
async function compareWithRawRows(retailerId: string, answers: string[]) {
  const database = openPostgres(url, 1);
  const now = new Date();
  const today = londonDay(now);
  const started = performance.now();
  const raw = (await database.db.execute(sql`
    select
      (select count(*) from redemptions where (redeemed_at at time zone 'Europe/London')::date = ${today}::date)::int as "todayRedemptions",
      (select sum(discount_amount) from redemptions)::float8 as "totalSavings",
      (select count(*) from (select distinct user_id from parking_tickets
         where is_verified and verified_at > ${now.toISOString()}::timestamptz - interval '30 days'
           and verified_at <= ${now.toISOString()}::timestamptz) d)::int as "activeCustomers",
      (select count(*) from redemptions where retailer_id = ${retailerId}::uuid
         and (redeemed_at at time zone 'Europe/London')::date = ${today}::date)::int as "shopToday",
      (select sum(minimum_spend) from redemptions where retailer_id = ${retailerId}::uuid)::float8 as "shopRevenue"`)) as unknown as {
    rows: Record<string, number>[];
  };
  console.log(
    `\n  the same from the raw rows (${seconds(started)}, the way the statistics were read before):`,
  );
  console.log(`  ${JSON.stringify(raw.rows[0])}`);
  const admin = JSON.parse(answers[0]!.slice(answers[0]!.indexOf('{')));
  const shop = JSON.parse(answers[1]!.slice(answers[1]!.indexOf('{')));
  const row = raw.rows[0]!;
  const agree =
    admin.todayRedemptions === row.todayRedemptions &&
    admin.totalSavings === row.totalSavings &&
    admin.activeCustomers === row.activeCustomers &&
    shop.todayRedemptions === row.shopToday &&
    shop.totalRevenue === row.shopRevenue;
  console.log(`  rollups agree with the raw rows: ${agree ? 'yes' : 'NO'}`);
  if (!agree) process.exitCode = 1;
  await database.close();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function time(origin: string, path: string, cookie: string) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
    return { ms: performance.now() - started, body };
  };
  const first = await get();
  for (let i = 0; i < 10; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await get()).ms);
  times.sort((a, b) => a - b);
  return {
    first,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1)!,
  };
}

console.log(
  `bench:scale on ${dbName}: ${count(DRIVERS)} drivers, ${count(RETAILERS)} retailers, ${count(TICKETS)} tickets, ${count(REDEMPTIONS)} redemptions`,
);
const { adminCookie, shopCookie, retailerId } = await load();
const server = await startBenchServer(url, { waitSeconds: 60 });
try {
  console.log(
    `\n  ${REQUESTS} requests each, one at a time, after 10 to warm up (today is ${londonDay(new Date())}):\n`,
  );
  console.log(
    '  route                                   first     p50      p95      p99      max    target p99',
  );
  const routes = [
    ['GET /api/stats/admin', '/api/stats/admin', adminCookie, TARGETS.admin],
    ['GET /api/stats/retailer/:id', `/api/stats/retailer/${retailerId}`, shopCookie, TARGETS.retailer],
    [
      'GET /api/retailers/:id/redemptions-per-day',
      `/api/retailers/${retailerId}/redemptions-per-day`,
      shopCookie,
      null,
    ],
  ] as const;
  const answers: string[] = [];
  let failed = false;
  for (const [name, path, cookie, target] of routes) {
    const r = await time(server.origin, path, cookie);
    const ms = (v: number) => `${v.toFixed(1).padStart(6)}ms`;
    const verdict = target === null ? '' : `${target} ms ${r.p99 <= target ? 'met' : 'MISSED'}`;
    if (target !== null && r.p99 > target) failed = true;
    console.log(
      `  ${name.padEnd(40)}${ms(r.first.ms)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}   ${verdict}`,
    );
    if (target !== null) answers.push(`  ${name}: ${r.first.body}`);
  }
  const csvStarted = performance.now();
  const csv = await fetch(`${server.origin}/api/retailers/${retailerId}/redemptions.csv`, {
    headers: { cookie: shopCookie },
  });
  const lines = (await csv.text()).split('\r\n').length - 2;
  console.log(
    `  GET /api/retailers/:id/redemptions.csv  ${count(lines)} rows streamed in ${(performance.now() - csvStarted).toFixed(0)} ms`,
  );
  console.log(`\n  answers:\n${answers.join('\n')}`);
  await compareWithRawRows(retailerId, answers);
  if (failed) process.exitCode = 1;
} finally {
  await stopBenchServer(server);
  if (process.env.BENCH_KEEP) console.log(`  kept database ${dbName}`);
  else await adminQuery(base, `drop database if exists ${dbName} with (force)`);
}
