// `npm run bench:api` — needs DATABASE_URL (a PostgreSQL server; a fresh database is created and dropped).
// Seeds 100,000 retailers over UK towns and 10,000 drivers with today's verified tickets, starts the real
// server in a child process, and measures with autocannon (50 connections) in ONE run: a bare hello-world
// route of the same server, GET /api/retailers as signed-in drivers, and POST /api/redemptions.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres } from '#server/db/client.ts';
import { londonDay, londonMonth } from '#server/lib/clock.ts';
import { randomString, randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { readGazetteerData } from '#server/lib/geo/gazetteer-file.ts';
import { adminQuery, withDatabase } from '#tests/support/global-setup.ts';

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
const dbName = `pp_bench_${process.pid}`;
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

async function startServer() {
  const port = 3900 + (process.pid % 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let i = 0; i < 300 && !output.includes('BENCH READY'); i++)
    await new Promise((r) => setTimeout(r, 100));
  if (!output.includes('BENCH READY')) throw new Error(`Server did not start:\n${output}`);
  return { origin: `http://127.0.0.1:${port}`, child };
}

type Figures = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const { cookies, tuples } = await seed();
const server = await startServer();
try {
  let nextCookie = 0;
  let nextTuple = 0;
  const figures: Figures[] = [];
  figures.push(await measure('hello world (same server)', { url: `${server.origin}/bench/hello` }));
  figures.push(
    await measure('GET /api/retailers (drivers)', {
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
    }),
  );
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
  const hello = figures[0]!.rps;
  console.log(
    `\n  ${CONNECTIONS} connections, ${SECONDS} s each, ${RETAILERS} retailers, ${DRIVERS} drivers (PostgreSQL)\n`,
  );
  console.log('  route                          req/s     p50 ms   p99 ms   vs hello   non-2xx');
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(30)} ${f.rps.toFixed(0).padStart(7)}   ${String(f.p50).padStart(6)}   ${String(f.p99).padStart(6)}   ${((f.rps / hello) * 100).toFixed(1).padStart(6)}%   ${f.non2xx}`,
    );
  }
  console.log(
    `\n  redemptions attempted: ${nextTuple} of ${tuples.length} distinct offers (later ones repeat and answer 409)`,
  );
} finally {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
  if (process.env.BENCH_KEEP) console.log(`  kept database ${dbName}`);
  else await adminQuery(base, `drop database if exists ${dbName} with (force)`);
}
