import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
