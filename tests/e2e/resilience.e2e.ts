import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '#server/app.ts';
import { seedRetailer, seedTicket } from '#server/db/seed.ts';
import { assertBrowserAvailable, expectAccessible, hasChromium, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import { registerDriver, signInBySession } from './support/session';

assertBrowserAvailable();

const LEEDS = { city: 'Leeds', latitude: 53.7965, longitude: -1.5479 };
const SHOPS = ['Bean Scene', 'Book Nook'] as const;
const OFFLINE = "You're offline";

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; dynamicImports?: string[] }>;

/** The built file (under assets/) of a source file, from the build's .vite/manifest.json. */
function builtFileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunk = Object.values(manifest).find((entry) => entry.src === source);
  if (!chunk) throw new Error(`${source} is not in the build manifest`);
  return chunk.file;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Counts the page's own loads (the first, and every reload the app does by itself). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

describe.skipIf(!hasChromium)('an installable app that survives a bad network', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let driverId: string;
  const shopIds: Record<string, string> = {};
  const shopCodes: Record<string, string> = {};

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    for (const [index, businessName] of SHOPS.entries()) {
      const { retailer, code } = await seedRetailer(server.db, {
        businessName,
        category: 'Cafe',
        email: `shop${index}@resilience.test`,
        address: `${index + 1} Briggate, Leeds LS1 6HD`,
        ...LEEDS,
      });
      shopIds[businessName] = retailer.id;
      shopCodes[businessName] = code;
    }
    await registerDriver(page, server.url, 'Robin Resilient');
    driverId = (await (await page.request.get(`${server.url}/api/auth/user`)).json()).id;
    await seedTicket(server.db, driverId, LEEDS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const banner = (target: Page = page) => target.getByRole('status').filter({ hasText: OFFLINE });
  const heading = (name: string | RegExp, target: Page = page) => target.getByRole('heading', { name });

  it('links a valid web app manifest (name, icons with a maskable one, start_url) and registers a service worker', async () => {
    await page.goto(`${server.url}/`);
    await heading('Nearby Offers').waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await page.request.get(new URL(href!, server.url).href);
    expect(answer.status()).toBe(200);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'ParkPerks',
      short_name: 'ParkPerks',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
    });
    expect(manifest.description).toMatch(/parking/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    const described = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
    expect(described).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const image = await page.request.get(new URL(icon.src, server.url).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(new URL(touchIcon!, server.url).href)).body())).toEqual([
      180, 180,
    ]);

    // The service worker registers from our own origin (CSP script-src 'self') and becomes active.
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toBe(`${server.url}/sw.js`);
  });

  it('offline, a reload is served by the service worker: the banner, the last ticket and offers, never a blank page', async () => {
    await page.goto(`${server.url}/`);
    await heading('Nearby Offers').waitFor();
    // Controlled by the service worker from the next load on (it does not claim open pages).
    await page.reload();
    await heading('Nearby Offers').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const shop of SHOPS) await page.getByText(shop, { exact: true }).first().waitFor();

    await browser.context.setOffline(true);
    await banner().waitFor();
    await page.reload();
    await banner().waitFor();
    await heading("Today's Parking").waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    for (const shop of SHOPS) await page.getByText(shop, { exact: true }).first().waitFor();
    expect((await page.locator('#root').innerText()).length).toBeGreaterThan(200);
    // The service worker keeps no API answers: offline, the API simply does not answer.
    const api = await page.evaluate(() =>
      fetch('/api/parking-tickets/today').then(
        (response) => response.status,
        () => 'no answer',
      ),
    );
    expect(api).toBe('no answer');
    await expectAccessible(page, 'offline home');

    // Redeeming needs the network: it says so, and keeps the code typed.
    await page.getByRole('link').filter({ hasText: 'Bean Scene' }).first().click();
    await page.getByText('Ask the cashier for this code before checkout').waitFor();
    await page.getByLabel('Digit 1 of 4').click();
    await page.keyboard.type(shopCodes['Bean Scene']!);
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'Redemption Failed' }).first();
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(/offline/);
    const digits = await Promise.all(
      [1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n} of 4`).inputValue()),
    );
    expect(digits.join('')).toBe(shopCodes['Bean Scene']);

    await browser.context.setOffline(false);
    await expect.poll(() => banner().count()).toBe(0);
    // Back online, the same code goes through.
    await page.getByRole('button', { name: 'Verify & Redeem' }).click();
    await heading('Discount Applied!').waitFor();
  });

  it('asks before switching to a new version: "New version available" and Reload', async () => {
    // A second deploy: the same app with a changed sw.js (and its precompressed copies, if any).
    const files = ['sw.js', 'sw.js.gz', 'sw.js.br'].map((name) => join(CLIENT_DIST, name));
    const originals = new Map(files.filter(existsSync).map((file) => [file, readFileSync(file)]));
    const next = Buffer.concat([originals.get(files[0]!)!, Buffer.from('\n// e2e: the next deploy\n')]);
    try {
      writeFileSync(files[0]!, next);
      if (originals.has(files[1]!)) writeFileSync(files[1]!, gzipSync(next));
      if (originals.has(files[2]!)) writeFileSync(files[2]!, brotliCompressSync(next));

      await page.goto(`${server.url}/`);
      await heading('Nearby Offers').waitFor();
      // The app checks every hour and when it comes back into view; here, at once.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
      await prompt.waitFor();
      await expectAccessible(page, 'update prompt');
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await heading('Nearby Offers').waitFor();
      expect(await prompt.count()).toBe(0);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: navigator.serviceWorker.controller !== null,
        };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      for (const [file, bytes] of originals) writeFileSync(file, bytes);
    }
  });

  it('a page whose code fails to load reloads once, then offers Try again', async () => {
    // No service worker here: page.route cannot stop what a service worker serves from its cache.
    const other = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await signInBySession(other.context, server.url, server.db, driverId);
      const tab = await other.newPage();
      const loads = countDocumentLoads(tab);
      const historyChunk = builtFileOf('pages/driver/history.tsx');
      const block = (route: { abort(): Promise<void> }) => route.abort();
      await tab.route(`**/${historyChunk}`, block);

      await tab.goto(`${server.url}/history`);
      await heading('We couldn’t load this page', tab).waitFor();
      expect(loads()).toBe(2);
      await tab.waitForTimeout(500);
      expect(loads()).toBe(2);
      await expectAccessible(tab, 'chunk error');

      await tab.unroute(`**/${historyChunk}`, block);
      await tab.getByRole('button', { name: 'Try again' }).click();
      await heading('Redeemed Offers', tab).waitFor();
      expect(loads()).toBe(3);

      // The app's own code failing: the same, before React (the screen drawn into index.html).
      const appChunk = builtFileOf('app.tsx');
      await tab.route(`**/${appChunk}`, block);
      await tab.goto(`${server.url}/browse-offers`);
      await heading('We couldn’t load this page', tab).waitFor();
      await tab.unroute(`**/${appChunk}`, block);
      await tab.getByRole('button', { name: 'Try again' }).click();
      await heading('Available Offers', tab).first().waitFor();
    } finally {
      await other.close();
    }
  });

  it('shows visitors the landing page without the app, and starts the app when they leave it', async () => {
    const visitor = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const tab = await visitor.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const loads = countDocumentLoads(tab);
      await tab.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await heading('Turn Your Parking Receipts Into Discounts', tab).waitFor();
      expect(await tab.title()).toBe('Turn Your Parking Receipts Into Discounts · ParkPerks');
      expect(scripts.some((path) => path.includes(builtFileOf('app.tsx')))).toBe(false);
      await tab.getByText(`© ${new Date().getFullYear()} ParkPerks`).waitFor();
      await expectAccessible(tab, 'static landing');

      await tab.getByRole('link', { name: 'Sign In' }).first().click();
      await heading('Welcome Back', tab).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/login');
      expect(loads()).toBe(1);
      await tab.goBack();
      await heading('Turn Your Parking Receipts Into Discounts', tab).waitFor();

      // Offline, the landing page says so too.
      await visitor.context.setOffline(true);
      await banner(tab).waitFor();
      await visitor.context.setOffline(false);
      await expect.poll(() => banner(tab).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});
