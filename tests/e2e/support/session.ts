import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '#contracts/constants.ts';
import type { Db } from '#server/db/client.ts';
import { createSession } from '#server/features/auth/sessions.ts';

let counter = 0;

/** Registers a driver through the API from inside the browser, so the page holds the session cookie. */
export async function registerDriver(page: Page, baseUrl: string, name = 'Test Driver') {
  counter += 1;
  const email = `driver-${process.pid}-${counter}-${Date.now()}@e2e.test`;
  const res = await page.request.post(`${baseUrl}/api/auth/register`, {
    data: { fullName: name, email, password: 'driver-password' },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(201);
  return { email, password: 'driver-password' };
}

/**
 * Signs a seeded user in by creating a session row and setting its cookie on the browser, as a
 * sign-in would: journeys start where they matter (one journey per role still uses the form).
 */
export async function signInBySession(
  context: BrowserContext,
  baseUrl: string,
  db: Db,
  userId: string,
): Promise<void> {
  const token = await createSession(db, userId, new Date());
  await context.clearCookies();
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}
