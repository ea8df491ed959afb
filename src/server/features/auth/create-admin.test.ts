import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { users } from '../../db/schema';
import { createAdmin } from './create-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('creates an admin who can sign in by e-mail or by phone', async () => {
  await createAdmin(t.db, { contact: 'Boss@Example.com', fullName: 'The Boss', password: 'admin-pass-1' });
  await createAdmin(t.db, { contact: '07700 900999', password: 'admin-pass-2' });
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
  expect(admin!.userType).toBe('admin');
  const byPhone = await client(t.app).post('/api/auth/login', {
    emailOrPhone: '+447700900999',
    password: 'admin-pass-2',
  });
  expect(byPhone.json().userType).toBe('admin');
});

it('refuses a duplicate, a bad phone and a short password with a clear message', async () => {
  await expect(createAdmin(t.db, { contact: 'boss@example.com', password: 'admin-pass-1' })).rejects.toThrow(
    'An account with boss@example.com already exists.',
  );
  await expect(createAdmin(t.db, { contact: '12345', password: 'admin-pass-1' })).rejects.toThrow(
    'Please enter a valid UK phone number',
  );
  await expect(createAdmin(t.db, { contact: 'new@example.com', password: 'short' })).rejects.toThrow(
    'Password must be at least 8 characters',
  );
});
