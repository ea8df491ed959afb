import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { retailers, users } from '#server/db/schema.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { statementsDuring } from '#tests/support/statements.ts';
import { client, createTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';

// index.html as Vite writes it (the description spread over lines, the scripts in the head).
const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="ParkPerks turns your parking receipt into discounts."
    />
    <title>ParkPerks</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <template id="static-landing" data-title="Landing"><h1>Landing</h1></template>
    <noscript>ParkPerks needs JavaScript to run. Please enable it in your browser.</noscript>
  </body>
</html>`;

// Vite's manifest: the app and the town page import a shared chunk, and the app the entry.
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true },
  'app.tsx': { file: 'assets/app-Ef56.js', imports: ['index.html', '_api-Gh78.js'] },
  '_api-Gh78.js': { file: 'assets/api-Gh78.js' },
  'pages/public/towns/page.tsx': { file: 'assets/page-Ij90.js', imports: ['_api-Gh78.js'] },
  'pages/public/login.tsx': { file: 'assets/login-Kl12.js' },
};

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));
const LOGO = '/api/objects/0b7f1c7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

let dir: string;
let t: TestApp;
const shops: Record<string, { id: string; code: string }> = {};

async function shop(name: string, input: Partial<Parameters<typeof seedRetailer>[1]> = {}) {
  const { retailer, code } = await seedRetailer(
    t.db,
    {
      businessName: name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@towns.test`,
      category: 'Cafe',
      discountAmount: '2.50',
      minimumSpend: '10.00',
      city: 'Reading',
      ...input,
    },
    t.clock.now(),
  );
  shops[name] = { id: retailer.id, code };
  return retailer;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-towns-client-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  // An older build's static robots.txt: the server's own answers instead (and the app still starts).
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  t = await createTestApp({ clientDir: dir, now: '2026-03-14T12:00:00Z' });

  const bean = await shop('Bean Scene', { address: '12 Broad Street, Reading RG1 2BH' });
  await t.db.update(retailers).set({ schedule: WEEKDAYS, logoUrl: LOGO }).where(eq(retailers.id, bean.id));
  // Another spelling of the same town, and a shop with no minimum spend.
  await shop('Crust & Co', {
    city: ' reading',
    category: 'Bakery',
    discountAmount: '3.00',
    minimumSpend: '0',
  });
  await shop('Book Nook', { city: 'READING', category: 'Books', subscriptionStatus: 'active' });
  // Not visible: paused, a trial that has ended, cancelled; none of them may be listed anywhere.
  await shop('Paused Pantry', { isActive: false });
  await shop('Ended Trial Deli', { trialEndDate: new Date('2026-03-01T00:00:00Z') });
  await shop('Cancelled Cuts', { city: 'Basingstoke', subscriptionStatus: 'cancelled' });
  await shop('Lynn Larder', { city: "King's Lynn" });
  await shop('Avon Arms', { city: 'Stratford-upon-Avon', category: 'Pub' });
  await shop('Nowhere Noodles', { city: null });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/public/towns', () => {
  it('lists the towns with visible shops, one per town whatever its spelling, by name, signed out', async () => {
    const res = await client(t.app).get('/api/public/towns');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual([
      { name: "King's Lynn", slug: 'kings-lynn', shopCount: 1 },
      { name: 'Reading', slug: 'reading', shopCount: 3 },
      { name: 'Stratford-upon-Avon', slug: 'stratford-upon-avon', shopCount: 1 },
    ]);
  });
});

describe('GET /api/public/towns/{slug}', () => {
  it('answers the visible shops in the public shape only: no code, contact or subscription', async () => {
    const res = await client(t.app).get('/api/public/towns/reading');
    expect(res.statusCode).toBe(200);
    const town = res.json();
    expect(town.name).toBe('Reading');
    expect(town.slug).toBe('reading');
    expect(town.shops.map((s: { businessName: string }) => s.businessName)).toEqual([
      'Bean Scene',
      'Book Nook',
      'Crust & Co',
    ]);
    expect(town.shops[0]).toEqual({
      id: shops['Bean Scene']!.id,
      businessName: 'Bean Scene',
      category: 'Cafe',
      address: '12 Broad Street, Reading RG1 2BH',
      logoUrl: LOGO,
      discountAmount: '2.50',
      minimumSpend: '10.00',
      hours: WEEKDAYS,
    });
    expect(town.shops[2]).toMatchObject({ minimumSpend: '0.00', hours: null, address: null });
    const text = res.body;
    for (const secret of Object.values(shops).map((s) => s.code)) expect(text).not.toContain(`"${secret}"`);
    expect(text).not.toMatch(/@towns\.test|monthlyCode|subscription|email|phone/);
  });

  it('answers 404 town.not_found for a town without visible shops, or none at all', async () => {
    for (const slug of ['basingstoke', 'nowhere', 'READING']) {
      const res = await client(t.app).get(`/api/public/towns/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({
        code: 'town.not_found',
        message: 'No shops in that town take part in ParkPerks yet.',
      });
    }
  });

  it('drops a shop from its town as soon as it is paused', async () => {
    await t.db.update(retailers).set({ isActive: false }).where(eq(retailers.id, shops['Avon Arms']!.id));
    expect((await client(t.app).get('/api/public/towns/stratford-upon-avon')).statusCode).toBe(404);
    const towns = (await client(t.app).get('/api/public/towns')).json();
    expect(towns.map((town: { slug: string }) => town.slug)).toEqual(['kings-lynn', 'reading']);
    await t.db.update(retailers).set({ isActive: true }).where(eq(retailers.id, shops['Avon Arms']!.id));
  });
});

describe('the town pages as HTML, for reading without JavaScript', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

  it('draws a town’s shops, offers, hours and the way in into index.html', async () => {
    const res = await get('/towns/reading');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Parking perks in Reading | ParkPerks</title>');
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(html).toMatch(
      /<meta name="description" content="Parked in Reading\? 3 shops give ParkPerks drivers money off: £2\.50 off at Bean Scene, /,
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/towns/reading" />`);
    expect(count(html, /<h1[ >]/g)).toBe(2); // the page's, and the landing page's inert <template>
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Parking perks in Reading<\/h1>/s);
    for (const text of [
      'Bean Scene',
      'Crust &amp; Co',
      'Book Nook',
      'Bakery',
      '£2.50 off',
      '£3.00 off',
      'Spend £10.00 or more',
      'No minimum spend',
      '12 Broad Street, Reading RG1 2BH',
      'Mon–Fri 09:00–17:00',
      'Every day',
      'How it works',
      'Sign up to use these offers',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(new RegExp(`<img [^>]*src="${LOGO}\\?w=112"[^>]*alt="Bean Scene logo"`));
    expect(html).toContain('href="/register?next=%2Ftowns%2Freading"');
    expect(html).toContain('href="/login?next=%2Ftowns%2Freading"');
    // Never a code or a contact; the shell's "needs JavaScript" notice is gone; the app's data is beside it.
    // (What holds digits by nature is taken out first: ids, addresses, icon paths and JSON escapes
    // can hold any 4-digit code by chance — CI once met one.)
    const withoutIds = html
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '')
      .replace(/https?:\/\/[^"\s<]+/g, '')
      .replace(/ d="[^"]*"/g, '')
      .replace(/\\u[0-9a-f]{4}/gi, '');
    expect(withoutIds).not.toMatch(/\d{4}/); // so no code can hide among other digits
    for (const secret of Object.values(shops).map((s) => s.code)) expect(withoutIds).not.toContain(secret);
    expect(html).not.toContain('@towns.test');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script type="application/json" id="town-page-data">{"path":"/towns/reading"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');
    // The code that takes over is fetched at once, each file once; nothing the page does not need.
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)];
    expect(preloads.map((m) => m[1])).toEqual([
      '/assets/app-Ef56.js',
      '/assets/api-Gh78.js',
      '/assets/page-Ij90.js',
    ]);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the poster’s shop first, marked, and sign-up and sign-in return to its offer', async () => {
    const id = shops['Crust & Co']!.id;
    const html = (await get(`/towns/reading?offer=${id}`)).body;
    expect(html).toContain('The offer you scanned');
    const page = html.slice(html.indexOf('<div id="root">'));
    expect(page.indexOf('Crust &amp; Co')).toBeLessThan(page.indexOf('Bean Scene'));
    expect(html).toContain(`href="/register?next=%2Foffer%2F${id}"`);
    expect(html).toContain(`href="/login?next=%2Foffer%2F${id}"`);
    // The canonical address leaves the query out.
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/towns/reading" />`);
    // Anything that is not a retailer id is ignored, never echoed into the page.
    const odd = (await get('/towns/reading?offer=%22%3E%3Cscript%3E')).body;
    expect(odd).not.toContain('<script>');
    expect(odd).toContain('href="/register?next=%2Ftowns%2Freading"');
  });

  it('answers HEAD like GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/towns/reading' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('sends a hand-typed spelling to the one address of the page', async () => {
    const res = await get('/towns/King%27s%20Lynn?offer=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/towns/kings-lynn?offer=x');
  });

  it('answers a town without shops with a friendly page and 404, kept out of search results', async () => {
    const res = await get('/towns/atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>No offers in this town yet | ParkPerks</title>');
    expect(res.body).toContain('See all towns');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('draws the index of towns with links to each page', async () => {
    const res = await get('/towns');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Towns with parking perks | ParkPerks</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/towns" />`);
    expect(html).toMatch(/href="\/towns\/reading"[^>]*>.*Reading.*3 shops/s);
    expect(html).toContain('href="/towns/kings-lynn"');
    expect(html).toContain('King&#x27;s Lynn');
    expect(html).not.toContain('Basingstoke');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the home page, the index, every town page, the privacy notice and terms with absolute addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/towns`,
      `${TEST_ORIGIN}/towns/kings-lynn`,
      `${TEST_ORIGIN}/towns/reading`,
      `${TEST_ORIGIN}/towns/stratford-upon-avon`,
      `${TEST_ORIGIN}/privacy`,
      `${TEST_ORIGIN}/terms`,
    ]);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
  });

  it('robots.txt keeps crawlers out of the API and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`);
  });
});

describe('without a built web app', () => {
  it('still answers the API, sitemap and robots.txt, and leaves the pages to the app', async () => {
    const bare = await createTestApp();
    try {
      expect((await client(bare.app).get('/api/public/towns')).json()).toEqual([]);
      expect((await bare.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
        `<loc>${TEST_ORIGIN}/towns</loc>`,
      );
      expect((await bare.app.inject({ method: 'GET', url: '/towns/reading' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('bounded cost: cache, shop limit and throttle (docs/decisions/045)', () => {
  /** The SQL the app sends while `run` runs (the driver's query method observed, as statements.ts does). */
  async function sqlDuring(run: () => Promise<unknown>): Promise<string[]> {
    const { connection } = t.database;
    const spy = (connection.kind === 'postgres'
      ? vi.spyOn(connection.pool, 'query' as never)
      : vi.spyOn(connection.client, 'query' as never)) as unknown as MockInstance;
    try {
      await run();
      return spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string })?.text ?? query),
      );
    } finally {
      spy.mockRestore();
    }
  }
  const from = (address: string) => (url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: address });
  const overRetailers = (statements: string[]) => statements.filter((text) => /"retailers"/.test(text));

  it('answers repeated views, and any unknown slug, with one statement and no query over retailers', async () => {
    const get = from('192.0.2.10');
    const urls = [
      '/api/public/towns',
      '/api/public/towns/reading',
      '/towns',
      '/towns/reading',
      '/sitemap.xml',
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    for (const url of urls) {
      let status = 0;
      const statements = await sqlDuring(async () => {
        status = (await get(url)).statusCode;
      });
      expect(status, url).toBe(200);
      expect(statements.length, url).toBe(1);
      expect(overRetailers(statements), url).toEqual([]);
      expect(await statementsDuring(t.database, () => get(url)), url).toBe(1);
    }
    for (const url of ['/api/public/towns/atlantis', '/towns/atlantis', '/api/public/towns/no-such-town-7']) {
      let status = 0;
      const statements = await sqlDuring(async () => {
        status = (await get(url)).statusCode;
      });
      expect(status, url).toBe(404);
      expect(statements.length, url).toBe(1);
      expect(overRetailers(statements), url).toEqual([]);
    }
  });

  it('shows a change to a retailer on the next view, and drops a shop when its trial ends', async () => {
    const get = from('192.0.2.11');
    const crust = shops['Crust & Co']!.id;
    expect((await get('/towns/reading')).body).toContain('Crust &amp; Co');
    await t.db.update(retailers).set({ businessName: 'Crust Renamed' }).where(eq(retailers.id, crust));
    try {
      const api = (await get('/api/public/towns/reading')).json();
      expect(api.shops.map((s: { businessName: string }) => s.businessName)).toContain('Crust Renamed');
      const page = (await get('/towns/reading')).body;
      expect(page).toContain('Crust Renamed');
      expect(page).not.toContain('Crust &amp; Co');
    } finally {
      await t.db.update(retailers).set({ businessName: 'Crust & Co' }).where(eq(retailers.id, crust));
    }

    // A trial ending changes no row (the daily sweep writes it later): the cache still lets it go.
    const ends = new Date(t.clock.now().getTime() + 60 * 60_000);
    await shop('Brief Bistro', { city: 'Oxford', trialEndDate: ends });
    const start = t.clock.now();
    try {
      expect((await get('/api/public/towns/oxford')).statusCode).toBe(200);
      t.clock.set(new Date(ends.getTime() + 1000));
      expect((await get('/api/public/towns/oxford')).statusCode).toBe(404);
      expect(
        (await get('/api/public/towns')).json().map((town: { slug: string }) => town.slug),
      ).not.toContain('oxford');
    } finally {
      t.clock.set(start);
      await t.db.delete(retailers).where(eq(retailers.id, shops['Brief Bistro']!.id));
    }
  });

  it('answers 429 with a code and Retry-After past 120 requests a minute from one address, across pages, API and sitemap', async () => {
    const get = from('198.51.100.7');
    const urls = [
      '/api/public/towns',
      '/api/public/towns/reading',
      '/towns/reading',
      '/towns',
      '/sitemap.xml',
      '/towns/atlantis',
    ];
    // All at once: exactly 120 get through, whatever the order they are counted in.
    const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => get(urls[i % urls.length]!)));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.length - refused.length).toBe(120);
    expect(refused.length).toBe(10);
    const res = await get('/api/public/towns');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests for town pages from your address. Please wait a minute and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get('/towns/reading')).statusCode).toBe(429);
    expect((await get('/sitemap.xml')).statusCode).toBe(429);

    // Another address is served; the first is again once its minute is over.
    expect((await from('198.51.100.8')('/api/public/towns')).statusCode).toBe(200);
    const start = t.clock.now();
    try {
      t.clock.advance(61_000);
      expect((await get('/api/public/towns')).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('lists at most 200 shops on a town page, by name; the index still counts them all', async () => {
    const get = from('192.0.2.12');
    const names = Array.from({ length: 250 }, (_, i) => `Big Shop ${String(i + 1).padStart(3, '0')}`);
    const owners = await t.db
      .insert(users)
      .values(names.map((_, i) => ({ email: `big-${i}@towns.test`, userType: 'retailer' as const })))
      .returning({ id: users.id });
    try {
      await t.db.insert(retailers).values(
        owners.map(({ id }, i) => ({
          userId: id,
          businessName: names[i]!,
          category: 'Cafe',
          discountAmount: '1.00',
          city: 'Bigtown',
          subscriptionStatus: 'active' as const,
        })),
      );
      const res = await get('/api/public/towns/bigtown');
      expect(res.statusCode).toBe(200);
      const listed = res.json().shops.map((s: { businessName: string }) => s.businessName);
      expect(listed).toEqual(names.slice(0, 200));
      const page = (await get('/towns/bigtown')).body;
      expect(page).toContain('Big Shop 200');
      expect(page).not.toContain('Big Shop 201');
      const index = (await get('/api/public/towns')).json();
      expect(index).toContainEqual({ name: 'Bigtown', slug: 'bigtown', shopCount: 250 });
    } finally {
      await t.db.delete(users).where(
        inArray(
          users.id,
          owners.map(({ id }) => id),
        ),
      );
    }
  });
});
