import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** In CI a missing browser is an error, never a skip. */
export function assertBrowserAvailable() {
  if (!hasChromium && process.env.CI)
    throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing.`);
}

/**
 * Debian's Chromium (never a downloaded browser), headless, phone-sized unless told otherwise.
 * Service workers run unless `serviceWorkers: 'block'` (a page a service worker serves cannot be
 * intercepted with page.route, tests/e2e/resilience.e2e.ts).
 */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {},
) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'pp-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: options.viewport ?? { width: 390, height: 844 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  context.setDefaultTimeout(15_000);
  return {
    context,
    async newPage(): Promise<Page> {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** axe must find no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // Colours mid-transition (a tab just selected, a dialog or toast fading) would be judged half-drawn.
  // Endless animations (a live pulse, a spinner) never finish, so only finite ones are waited for.
  // Settled twice, two frames apart: a toast that has just been added starts its animation only
  // with the next frame, so one settled look could come before it began.
  const settled = async () => {
    const still = () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        );
    if (!still()) return false;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return still();
  };
  const serious = async () => {
    await page.waitForFunction(settled, undefined, { timeout: 5000 }).catch(() => {});
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let bad = await serious();
  // A colour caught mid-transition (a tab's colours as it is selected, on a busy machine) is gone
  // a moment later; a real contrast fault is still there. Only contrast is looked at twice.
  if (bad.length > 0 && bad.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    bad = await serious();
  }
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
