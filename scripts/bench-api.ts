// `npm run bench:api` — needs DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped).
// Seeds 100,000 retailers over UK towns and 10,000 drivers with today's verified tickets, starts the real
// server in a child process, and measures with autocannon (50 connections) in ONE run: a bare hello-world
// route of the same server, GET /api/retailers as signed-in drivers, and POST /api/redemptions.
// Seeding takes minutes: BENCH_KEEP=1 keeps the database (its name is printed), BENCH_DATABASE=<name>
// measures again on a kept one (fresh sessions, today's tickets unused, counters and redemptions cleared).
// BENCH_SKIP_REDEEM=1 leaves the redemptions out (a profile of the list alone). BENCH_NODE_ARGS passes Node options to the server (a CPU profile: `--cpu-prof --cpu-prof-dir=<dir>`).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres, rowsOf } from '#server/db/client.ts';
import { londonDay, londonMonth } from '#server/lib/clock.ts';
import { randomString, randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { readGazetteerData } from '#server/lib/geo/gazetteer-file.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';
import { startBenchServer, stopBenchServer } from './bench-child';

const RETAILERS = Number(process.env.BENCH_RETAILERS ?? 100_000);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const base = process.env.DATABASE_URL;
if (!base) {
  console.error(
    'bench:api needs DATABASE_URL pointing at a PostgreSQL server (a fresh database is created on it).',
  );
  process.exit(1);
}
const reuse = process.env.BENCH_DATABASE;
if (reuse && !/^pp_bench_\d+$/.test(reuse)) {
  console.error('BENCH_DATABASE must name a database bench:api kept (pp_bench_<pid>).');
  process.exit(1);
}
const dbName = reuse ?? `pp_bench_${process.pid}`;
const url = withDatabase(base, dbName);

/** Both drivers answer `{ rows }`; the shared Db type leaves it unknown. */
const ids = (result: unknown) => (result as { rows: { id: string }[] }).rows;

type Tuple = { cookie: string; ticketId: string; retailerId: string; code: string };

async function seed() {
  await adminQuery(base!, `create database ${dbName}`);
  const database = openPostgres(url, 4);
  await database.migrate();
  const { db } = database;
  const places = readGazetteerData().places.filter(([, lat]) => lat > 49.8 && lat < 60.9);
  const now = new Date();
  const day = londonDay(now);
  const jitter = () => (Math.random() - 0.5) * 0.06; // about ±2 miles
  const started = performance.now();

  const retailersByPlace = new Map<number, { id: string; code: string }[]>();
  for (let offset = 0; offset < RETAILERS; offset += 5000) {
    const rows = Array.from({ length: Math.min(5000, RETAILERS - offset) }, (_, i) => {
      const placeIndex = Math.floor(Math.random() * places.length);
      const [name, lat, lon] = places[placeIndex]!;
      return {
        n: offset + i,
        placeIndex,
        name,
        lat: lat + jitter(),
        lon: lon + jitter(),
        code: randomString('0123456789', 4),
      };
    });
    const values = sql.join(
      rows.map((r) => sql`(${`shop${r.n}@bench.test`}, 'retailer'::user_type, ${`Shop ${r.n}`})`),
      sql`, `,
    );
    const users = ids(
      await db.execute(sql`insert into users (email, user_type, full_name) values ${values} returning id`),
    );
    const retailerValues = sql.join(
      rows.map(
        (r, i) =>
          sql`(${users[i]!.id}, ${`Shop ${r.n}`}, ${['Cafe', 'Restaurant', 'Retail', 'Salon', 'Gym'][r.n % 5]}, ${`${r.n} High Street, ${r.name}`}, ${r.name}, ${r.lat}, ${r.lon}, '2.50', '10.00', 'active', now())`,
      ),
      sql`, `,
    );
    const retailers = ids(
      await db.execute(
        sql`insert into retailers (user_id, business_name, category, address, city, latitude, longitude, discount_amount, minimum_spend, subscription_status, subscription_start_date) values ${retailerValues} returning id`,
      ),
    );
    const codeValues = sql.join(
      rows.map((r, i) => sql`(${retailers[i]!.id}, ${londonMonth(now)}, ${r.code})`),
      sql`, `,
    );
    await db.execute(sql`insert into retailer_codes (retailer_id, month, code) values ${codeValues}`);
    rows.forEach((r, i) => {
      const list = retailersByPlace.get(r.placeIndex) ?? [];
      list.push({ id: retailers[i]!.id, code: r.code });
      retailersByPlace.set(r.placeIndex, list);
    });
  }
  console.log(`  ${RETAILERS} retailers seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const busyPlaces = [...retailersByPlace.entries()].filter(([, list]) => list.length >= 3);
  const cookies: string[] = [];
  const tuples: Tuple[] = [];
  for (let offset = 0; offset < DRIVERS; offset += 2000) {
    const batch = Array.from({ length: Math.min(2000, DRIVERS - offset) }, (_, i) => {
      const [placeIndex, list] = busyPlaces[Math.floor(Math.random() * busyPlaces.length)]!;
      const [name, lat, lon] = places[placeIndex]!;
      return { n: offset + i, name, lat, lon, list, token: randomToken() };
    });
    const users = ids(
      await db.execute(
        sql`insert into users (email, user_type, full_name) values ${sql.join(
          batch.map((d) => sql`(${`driver${d.n}@bench.test`}, 'customer'::user_type, ${`Driver ${d.n}`})`),
          sql`, `,
        )} returning id`,
      ),
    );
    await db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values ${sql.join(
        batch.map((d, i) => sql`(${sha256Hex(d.token)}, ${users[i]!.id}, now() + interval '1 day')`),
        sql`, `,
      )}`,
    );
    const tickets = ids(
      await db.execute(
        sql`insert into parking_tickets (user_id, upload_day, detected_date, city, location, latitude, longitude, is_verified, verified_at, expires_at) values ${sql.join(
          batch.map(
            (d, i) =>
              sql`(${users[i]!.id}, ${day}, ${day}, ${d.name}, ${d.name}, ${d.lat}, ${d.lon}, true, now(), now() + interval '1 day')`,
          ),
          sql`, `,
        )} returning id`,
      ),
    );
    batch.forEach((d, i) => {
      const cookie = `pp_session=${d.token}`;
      cookies.push(cookie);
      for (const shop of d.list.slice(0, 3))
        tuples.push({ cookie, ticketId: tickets[i]!.id, retailerId: shop.id, code: shop.code });
    });
  }
  await db.execute(sql`analyze`);
  await database.close();
  console.log(
    `  ${DRIVERS} drivers with sessions and today's tickets seeded; ${tuples.length} redeemable offers`,
  );
  return { cookies, tuples: tuples.sort(() => Math.random() - 0.5) };
}

/**
 * A kept database made ready for another run: today's tickets unused, no redemptions or counters,
 * this month's codes, and fresh sessions (only token hashes are stored, so the old cookies are lost).
 */
async function reseed() {
  const database = openPostgres(url, 4);
  await database.migrate();
  const { db } = database;
  const now = new Date();
  const day = londonDay(now);
  await db.execute(sql`delete from redemptions`);
  await db.execute(sql`delete from rate_limit_counters`);
  await db.execute(sql`delete from sessions`);
  await db.execute(
    sql`update parking_tickets set redemptions_used = 0, upload_day = ${day}, detected_date = ${day}, expires_at = now() + interval '1 day'`,
  );
  await db.execute(
    sql`insert into retailer_codes (retailer_id, month, code) select id, ${londonMonth(now)}, lpad(floor(random() * 10000)::int::text, 4, '0') from retailers on conflict do nothing`,
  );
  const drivers = rowsOf<{ userId: string; ticketId: string; shops: [string, string][] }>(
    await db.execute(
      sql`select t.user_id as "userId", t.id as "ticketId", coalesce(json_agg(json_build_array(r.id, c.code)) filter (where r.id is not null), '[]') as shops
          from parking_tickets t
          left join lateral (select id from retailers r where r.city = t.city and abs(r.latitude - t.latitude) < 0.1 and abs(r.longitude - t.longitude) < 0.1 order by r.id limit 3) r on true
          left join retailer_codes c on c.retailer_id = r.id and c.month = ${londonMonth(now)}
          group by t.user_id, t.id`,
    ),
  );
  const cookies: string[] = [];
  const tuples: Tuple[] = [];
  for (let offset = 0; offset < drivers.length; offset += 2000) {
    const batch = drivers.slice(offset, offset + 2000).map((d) => ({ ...d, token: randomToken() }));
    await db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values ${sql.join(
        batch.map((d) => sql`(${sha256Hex(d.token)}, ${d.userId}, now() + interval '1 day')`),
        sql`, `,
      )}`,
    );
    for (const d of batch) {
      const cookie = `pp_session=${d.token}`;
      cookies.push(cookie);
      for (const [retailerId, code] of d.shops)
        tuples.push({ cookie, ticketId: d.ticketId, retailerId, code });
    }
  }
  await db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(`  reusing ${dbName}: ${cookies.length} drivers, ${tuples.length} redeemable offers`);
  return { cookies, tuples: tuples.sort(() => Math.random() - 0.5) };
}

/** Extra Node options for the server, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
const serverNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

type Figures = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Mean bytes per answer (headers included), as sent to a client that accepts brotli. */
  bytes: number;
};

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  // Every request says what a phone's browser says it can decode, so answers go out as they go to phones.
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

const { cookies, tuples } = reuse ? await reseed() : await seed();
const server = await startBenchServer(url, { waitSeconds: 30, nodeArgs: serverNodeArgs });
try {
  let nextCookie = 0;
  let nextTuple = 0;
  const figures: Figures[] = [];
  const hello = () => measure('hello world (same server)', { url: `${server.origin}/bench/hello` });
  figures.push(await hello());
  const retailerList = (name: string) =>
    measure(name, {
      url: `${server.origin}/api/retailers`,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: cookies[nextCookie++ % cookies.length]! },
          }),
        },
      ],
    });
  // First with the server's offer lists not yet read (every town's first driver waits for the query),
  // then as a server that has been running: lists read in the last minute are answered from memory
  // (docs/decisions/031). Both are printed; the second is the figure the goal is about.
  figures.push(await retailerList('GET /api/retailers (cold)'));
  figures.push(await retailerList('GET /api/retailers (drivers)'));
  if (!process.env.BENCH_SKIP_REDEEM)
    figures.push(
      await measure('POST /api/redemptions', {
        url: `${server.origin}/api/redemptions`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const t = tuples[nextTuple++ % tuples.length]!;
              return {
                ...req,
                headers: {
                  ...req.headers,
                  cookie: t.cookie,
                  'content-type': 'application/json',
                  origin: server.origin,
                },
                body: JSON.stringify({
                  retailerId: t.retailerId,
                  parkingTicketId: t.ticketId,
                  retailerCode: t.code,
                }),
              };
            },
          },
        ],
      }),
    );
  // Hello-world again at the end: the ratios are to the mean of both, so load that comes or goes on a
  // shared machine during the run skews them less.
  figures.push({ ...(await hello()), name: 'hello world (again, at the end)' });
  const baseline = (figures[0]!.rps + figures.at(-1)!.rps) / 2;
  console.log(
    `\n  ${CONNECTIONS} connections, ${SECONDS} s each, ${RETAILERS} retailers, ${DRIVERS} drivers (PostgreSQL), DATABASE_POOL_MAX ${process.env.DATABASE_POOL_MAX ?? '20 (default)'}\n`,
  );
  console.log(
    '  route                          req/s     p50 ms   p99 ms   vs hello   non-2xx   bytes/answer   (hello: the mean of both)',
  );
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(30)} ${f.rps.toFixed(0).padStart(7)}   ${String(f.p50).padStart(6)}   ${String(f.p99).padStart(6)}   ${((f.rps / baseline) * 100).toFixed(1).padStart(6)}%   ${String(f.non2xx).padStart(7)}   ${f.bytes.toFixed(0).padStart(12)}`,
    );
  }
  console.log(
    `\n  redemptions attempted: ${nextTuple} of ${tuples.length} distinct offers (later ones repeat and answer 409)`,
  );
} finally {
  await stopBenchServer(server);
  if (process.env.BENCH_KEEP || reuse) console.log(`  kept database ${dbName} (BENCH_DATABASE=${dbName})`);
  else await adminQuery(base, `drop database if exists ${dbName} with (force)`);
}
