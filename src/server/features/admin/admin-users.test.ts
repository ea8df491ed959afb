import { eq, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { uploadImage } from '#tests/support/tickets.ts';
import {
  parkingTickets,
  passwordResetTokens,
  redemptions,
  retailers,
  sessions,
  ticketVerifications,
  uploadedObjects,
  users,
} from '#server/db/schema.ts';
import { seedDriver } from '#server/db/seed.ts';
import { londonDay } from '#server/lib/clock.ts';
import {
  type Admin,
  appWithAdmin,
  asDriver,
  asRetailer,
  NOW,
  objectIdOf,
  PASSWORD,
  pngBytes,
  redeem,
  signIn,
  ticketWithImage,
} from './admin-test-helpers';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t?.close());

const countWhere = (table: PgTable, where: SQL | undefined) => rowCount(t.db, table, where);

describe('listing users', () => {
  it('pages newest first with a total, searches name, e-mail and phone, and filters by role', async () => {
    const base = NOW.getTime() - 100 * HOUR;
    const tag = `Quill${Date.now()}`;
    for (let i = 0; i < 30; i++) {
      await seedDriver(
        t.db,
        { email: `${tag.toLowerCase()}-${i}@test.uk`, fullName: `${tag} ${i}` },
        new Date(base + i * 60_000),
      );
    }
    const phoned = await seedDriver(
      t.db,
      { phone: '+447700900123', fullName: null as unknown as string },
      new Date(base),
    );

    // A JSON array (spec: "list of users"), 25 by default, the total in X-Total-Count.
    const firstPage = await admin.api.get(`/api/admin/users?q=${tag}`);
    expect(firstPage.headers['x-total-count']).toBe('30');
    const first = firstPage.json();
    expect(first).toHaveLength(25);
    expect(first[0].fullName).toBe(`${tag} 29`);
    const second = (await admin.api.get(`/api/admin/users?q=${tag}&offset=25`)).json();
    expect(second.map((u: { fullName: string }) => u.fullName)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${tag} ${i}`),
    );

    for (const q of ['07700 900123', '07700900123', '+44 7700 900123', '900123', '0770090012']) {
      const found = (await admin.api.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.map((u: { id: string }) => u.id),
        q,
      ).toEqual([phoned.id]);
    }
    expect((await admin.api.get(`/api/admin/users?q=${tag}-7@TEST`)).headers['x-total-count']).toBe('1');

    await asRetailer(t);
    const retailersOnly = (await admin.api.get('/api/admin/users?role=retailer&limit=200')).json();
    expect(retailersOnly.length).toBeGreaterThan(0);
    expect(retailersOnly.every((u: { userType: string }) => u.userType === 'retailer')).toBe(true);
    const none = await admin.api.get(`/api/admin/users?q=${tag}&role=admin`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect((await admin.api.get('/api/admin/users?role=superuser')).statusCode).toBe(400);
    expect((await admin.api.get('/api/admin/users?limit=abc')).statusCode).toBe(400);
  });
});

describe('user details', () => {
  it('shows tickets with Verified/Pending and why, refused attempts, redemptions with the shop, and the total saved', async () => {
    const driver = await asDriver(t, { fullName: 'Vera Verified' });
    const ticket = await ticketWithImage(t, driver);
    await t.db.insert(ticketVerifications).values([
      {
        userId: driver.user.id,
        ticketId: ticket.id,
        attemptDay: londonDay(NOW),
        outcome: 'requires_manual_location',
        reasons: ['No town on the ticket'],
        createdAt: new Date(NOW.getTime() - 60_000),
      },
      {
        userId: driver.user.id,
        ticketId: ticket.id,
        attemptDay: londonDay(NOW),
        outcome: 'verified',
        reasons: ['Pay & display ticket', 'Dated today'],
        createdAt: NOW,
      },
      {
        userId: driver.user.id,
        attemptDay: londonDay(NOW),
        outcome: 'wrong_date',
        reasons: ['Dated 01/03/2026'],
        createdAt: new Date(NOW.getTime() - 120_000),
      },
    ]);
    const pending = await t.db
      .insert(parkingTickets)
      .values({
        userId: driver.user.id,
        uploadDay: '2026-03-13',
        isVerified: false,
        createdAt: new Date(NOW.getTime() - 24 * HOUR),
      })
      .returning();
    const shop = await asRetailer(t, { businessName: 'Saver Store', discountAmount: '3.25' });
    await redeem(driver, ticket.id, shop);

    const res = await admin.api.get(`/api/admin/users/${driver.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.user).toMatchObject({
      id: driver.user.id,
      fullName: 'Vera Verified',
      userType: 'customer',
    });
    expect(detail.retailer).toBeNull();
    expect(detail.parkingTickets).toHaveLength(2);
    expect(detail.parkingTickets[0]).toMatchObject({
      id: ticket.id,
      isVerified: true,
      city: 'Leeds',
      redemptionsUsed: 1,
      imageUrl: ticket.imageUrl,
      verification: { outcome: 'verified', reasons: ['Pay & display ticket', 'Dated today'] },
    });
    expect(detail.parkingTickets[1]).toMatchObject({
      id: pending[0]!.id,
      isVerified: false,
      verification: null,
    });
    expect(detail.refusedAttempts).toEqual([
      expect.objectContaining({ outcome: 'wrong_date', reasons: ['Dated 01/03/2026'] }),
    ]);
    expect(detail.redemptions).toEqual([
      expect.objectContaining({
        retailer: { businessName: 'Saver Store' },
        discountAmount: '3.25',
        parkingTicketId: ticket.id,
      }),
    ]);
    expect(detail.totalSaved).toBe(3.25);

    // An admin may open the driver's ticket photo.
    expect((await admin.api.get(ticket.imageUrl)).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('deletes a user with their tickets, images, verifications, redemptions, sessions and reset tokens', async () => {
    const driver = await asDriver(t);
    const today = await ticketWithImage(t, driver);
    const older = await ticketWithImage(t, driver, new Date(NOW.getTime() - 48 * HOUR));
    await t.db.insert(ticketVerifications).values({
      userId: driver.user.id,
      ticketId: today.id,
      attemptDay: londonDay(NOW),
      outcome: 'verified',
      rawText: 'AB12 CDE',
    });
    const shop = await asRetailer(t);
    await redeem(driver, today.id, shop);
    await client(t.app).post('/api/auth/request-reset', { emailOrPhone: driver.email });
    expect(await t.storage.get(today.objectId)).not.toBeNull();

    const res = await admin.api.delete(`/api/admin/users/${driver.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('User deleted successfully');

    const id = driver.user.id;
    expect(await countWhere(users, eq(users.id, id))).toBe(0);
    expect(await countWhere(parkingTickets, eq(parkingTickets.userId, id))).toBe(0);
    expect(await countWhere(ticketVerifications, eq(ticketVerifications.userId, id))).toBe(0);
    expect(await countWhere(redemptions, eq(redemptions.userId, id))).toBe(0);
    expect(await countWhere(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await countWhere(passwordResetTokens, eq(passwordResetTokens.userId, id))).toBe(0);
    for (const objectId of [today.objectId, older.objectId]) {
      expect(await t.storage.get(objectId)).toBeNull();
      const [row] = await t.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, objectId));
      expect(row!.deletedAt).not.toBeNull();
    }
    // Their session no longer works; the shop and its other data stay.
    expect((await driver.api.get('/api/auth/user')).statusCode).toBe(401);
    expect(await countWhere(retailers, eq(retailers.id, shop.retailer.id))).toBe(1);
    expect((await admin.api.delete(`/api/admin/users/${id}`)).statusCode).toBe(404);
  });

  it('deletes a retailer account with its retailer record, logo and the redemptions made there', async () => {
    const shop = await asRetailer(t);
    const logoUrl = await uploadImage(t.app, shop.cookie, await pngBytes('#00aa55'), 'image/png');
    await t.db.update(retailers).set({ logoUrl }).where(eq(retailers.id, shop.retailer.id));
    const driver = await asDriver(t);
    const ticket = await ticketWithImage(t, driver);
    await redeem(driver, ticket.id, shop);

    expect((await admin.api.delete(`/api/admin/users/${shop.user.id}`)).statusCode).toBe(200);
    expect(await countWhere(retailers, eq(retailers.id, shop.retailer.id))).toBe(0);
    expect(await countWhere(redemptions, eq(redemptions.retailerId, shop.retailer.id))).toBe(0);
    expect(await t.storage.get(objectIdOf(logoUrl))).toBeNull();
    const [stored] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, ticket.id));
    expect(stored!.redemptionsUsed).toBe(0);
  });

  it('refuses to let an admin delete themselves (422) and changes nothing', async () => {
    const res = await admin.api.delete(`/api/admin/users/${admin.user.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'user.cannot_delete_self',
      message: 'You cannot delete your own account.',
    });
    expect(await countWhere(users, eq(users.id, admin.user.id))).toBe(1);
  });

  it('deletes a parking ticket with its redemptions, its refused attempts on the same photo and its image', async () => {
    const driver = await asDriver(t);
    const ticket = await ticketWithImage(t, driver);
    await t.db.insert(ticketVerifications).values([
      { userId: driver.user.id, ticketId: ticket.id, attemptDay: londonDay(NOW), outcome: 'verified' },
      {
        userId: driver.user.id,
        imageUrl: ticket.imageUrl,
        attemptDay: londonDay(NOW),
        outcome: 'unreadable',
        rawText: 'AB12 CDE',
      },
    ]);
    const [a, b] = [await asRetailer(t), await asRetailer(t)];
    await redeem(driver, ticket.id, a);
    await redeem(driver, ticket.id, b);

    const res = await admin.api.delete(`/api/admin/parking-tickets/${ticket.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Parking ticket deleted successfully');
    expect(await countWhere(parkingTickets, eq(parkingTickets.id, ticket.id))).toBe(0);
    expect(await countWhere(redemptions, eq(redemptions.parkingTicketId, ticket.id))).toBe(0);
    expect(
      await countWhere(
        ticketVerifications,
        or(eq(ticketVerifications.ticketId, ticket.id), eq(ticketVerifications.imageUrl, ticket.imageUrl)),
      ),
    ).toBe(0);
    expect(await t.storage.get(ticket.objectId)).toBeNull();
    expect((await driver.api.get(ticket.imageUrl)).statusCode).toBe(404);
    // The driver's account stays.
    expect(await countWhere(users, eq(users.id, driver.user.id))).toBe(1);
  });

  it('deletes a redemption and frees its slot, so the driver may redeem there again', async () => {
    const driver = await asDriver(t);
    const ticket = await ticketWithImage(t, driver);
    const shop = await asRetailer(t);
    const redemption = await redeem(driver, ticket.id, shop);
    const [before] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, ticket.id));
    expect(before!.redemptionsUsed).toBe(1);

    const res = await admin.api.delete(`/api/admin/redemptions/${redemption.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Redemption deleted successfully');
    expect(await countWhere(redemptions, eq(redemptions.id, redemption.id))).toBe(0);
    const [after] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.id, ticket.id));
    expect(after!.redemptionsUsed).toBe(0);
    await redeem(driver, ticket.id, shop);
    expect((await admin.api.delete(`/api/admin/redemptions/${redemption.id}`)).statusCode).toBe(404);
  });
});

describe('force password reset', () => {
  it('gives a 1-hour single-use link that sets a new password and ends the old sessions', async () => {
    const driver = await asDriver(t);
    const res = await admin.api.post(`/api/admin/users/${driver.user.id}/force-reset`);
    expect(res.statusCode, res.body).toBe(200);
    const { resetLink, expiresAt } = res.json();
    expect(resetLink).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    expect(expiresAt).toBe(new Date(NOW.getTime() + HOUR).toISOString());
    const token = decodeURIComponent(new URL(resetLink).searchParams.get('token')!);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, driver.user.id));
    expect(row!.reason).toBe('admin');

    const reset = (password: string) =>
      client(t.app).post('/api/auth/reset-password', {
        token,
        newPassword: password,
        confirmPassword: password,
      });
    expect((await reset('brand-new-password')).statusCode).toBe(200);
    expect((await driver.api.get('/api/auth/user')).statusCode).toBe(401);
    await signIn(t, driver.email, 'brand-new-password');
    expect((await reset('second-try-password')).statusCode).toBe(400);
    const old = await client(t.app).post('/api/auth/login', {
      emailOrPhone: driver.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
  });

  it('expires the link after an hour', async () => {
    const driver = await asDriver(t);
    const { resetLink } = (await admin.api.post(`/api/admin/users/${driver.user.id}/force-reset`)).json();
    const token = new URL(resetLink).searchParams.get('token')!;
    t.clock.advance(HOUR + 1);
    try {
      const res = await client(t.app).post('/api/auth/reset-password', {
        token,
        newPassword: 'late-password',
        confirmPassword: 'late-password',
      });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.set(NOW);
    }
  });
});
