import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '#contracts/admin.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { rowCount } from '#tests/support/rows.ts';
import { auditLog } from '#server/db/schema.ts';
import { londonTime } from '#server/lib/clock.ts';
import { asAdmin, asDriver, asRetailer, redeem, ticketWithImage } from './admin-test-helpers';

const NOW = londonTime('2026-03-14', '18:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

type Entry = {
  action: string;
  targetType: string;
  targetId: string;
  actorId: string | null;
  actorLabel: string;
  summary: string;
  createdAt: string;
};

describe('audit log', () => {
  it('records every admin action (who, what, which, when, summary), newest first, and keeps entries after deletions', async () => {
    const admin = await asAdmin(t, 'Ada Auditor');
    const step = () => t.clock.advance(1000);
    const driver = await asDriver(t, { fullName: 'Dan Driver' });
    const ticket = await ticketWithImage(t, driver);
    const shop = await asRetailer(t, {
      businessName: 'Audit Antiques',
      address: '1 Park Row, Leeds LS1 4AP',
    });
    const redemption = await redeem(driver, ticket.id, shop);

    step();
    const created = await admin.api.post('/api/retailers', {
      businessName: 'Logged Larder',
      email: 'logged@larder.example',
      discountAmount: '2',
      minimumSpend: '8',
      category: 'Food & Drink',
      address: 'High Street, Reading RG1 1AA',
    });
    expect(created.statusCode, created.body).toBe(201);
    step();
    const body = {
      businessName: 'Logged Larder',
      email: 'logged@larder.example',
      discountAmount: '2.75',
      minimumSpend: '8',
      category: 'Food & Drink',
      address: 'High Street, Reading RG1 1AA',
      subscriptionStatus: 'active',
    };
    expect((await admin.api.put(`/api/retailers/${created.json().id}`, body)).statusCode).toBe(200);
    step();
    expect((await admin.api.post(`/api/retailers/${shop.retailer.id}/update-coordinates`)).statusCode).toBe(
      200,
    );
    step();
    expect((await admin.api.post(`/api/admin/users/${driver.user.id}/force-reset`)).statusCode).toBe(200);
    step();
    expect((await admin.api.delete(`/api/admin/redemptions/${redemption.id}`)).statusCode).toBe(200);
    step();
    expect((await admin.api.delete(`/api/admin/parking-tickets/${ticket.id}`)).statusCode).toBe(200);
    step();
    expect((await admin.api.delete(`/api/admin/users/${driver.user.id}`)).statusCode).toBe(200);
    step();
    expect((await admin.api.delete(`/api/retailers/${shop.retailer.id}`)).statusCode).toBe(200);

    const log = (await admin.api.get('/api/admin/audit-log')).json();
    expect(log.total).toBe(8);
    const entries: Entry[] = log.items;
    expect(entries.map((entry) => entry.action)).toEqual([
      'retailer.delete',
      'user.delete',
      'parking_ticket.delete',
      'redemption.delete',
      'user.force_reset',
      'retailer.update_coordinates',
      'retailer.update',
      'retailer.create',
    ]);
    // Every action an admin can take (a code replaced after guessing is the platform's own, tested with
    // redemptions; review decisions need a refused ticket first and are checked in features/reviews;
    // town report links and their views are checked in features/town-reports).
    const byAdmins = AUDIT_ACTIONS.filter(
      (action) =>
        action !== 'retailer.code_rotated' &&
        !action.startsWith('review.') &&
        !action.startsWith('town_report.'),
    );
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(byAdmins));
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: admin.user.id, actorLabel: 'Ada Auditor' });
      expect(entry.summary.length).toBeGreaterThan(10);
    }
    expect(entries[0]).toMatchObject({
      targetType: 'retailer',
      targetId: shop.retailer.id,
      createdAt: new Date(NOW.getTime() + 8000).toISOString(),
    });
    expect(entries[0]!.summary).toBe('Deleted Audit Antiques with its account and 0 redemptions');
    expect(entries[1]).toMatchObject({ targetType: 'user', targetId: driver.user.id });
    expect(entries[1]!.summary).toMatch(
      /^Deleted driver Dan Driver \(d\*\*\*@test\.uk\) with 0 parking tickets, 0 redemptions$/,
    );
    expect(entries[3]!.summary).toMatch(
      /^Deleted redemption [A-Z0-9]{6} \(£2\.50 at Audit Antiques\) of Dan Driver/,
    );
    expect(entries[6]!.summary).toBe(
      'Updated Logged Larder: discount £2.00 → £2.75; subscription Free Trial → Active',
    );
    expect(entries[7]!.summary).toMatch(
      /^Onboarded Logged Larder \(Food & Drink, £2\.00 off over £8\.00, Reading\) on a free trial$/,
    );
    // No e-mail address or phone number in full, ever.
    expect(JSON.stringify(entries)).not.toContain(driver.email);

    const filtered = (await admin.api.get('/api/admin/audit-log?action=user.delete')).json();
    expect(filtered.total).toBe(1);
    expect(filtered.items[0].targetId).toBe(driver.user.id);
    const paged = (await admin.api.get('/api/admin/audit-log?limit=3&offset=3')).json();
    expect(paged.items.map((entry: Entry) => entry.action)).toEqual([
      'redemption.delete',
      'user.force_reset',
      'retailer.update_coordinates',
    ]);
    expect((await admin.api.get('/api/admin/audit-log?action=nonsense')).statusCode).toBe(400);

    // The entries outlive the admin who made them too: the label stays, the id goes.
    const other = await asAdmin(t, 'Other Admin');
    expect((await other.api.delete(`/api/admin/users/${admin.user.id}`)).statusCode).toBe(200);
    const after = (await other.api.get('/api/admin/audit-log?limit=500')).json().items as Entry[];
    expect(after).toHaveLength(9);
    expect(
      after.filter((entry) => entry.actorLabel === 'Ada Auditor').every((entry) => entry.actorId === null),
    ).toBe(true);
  });

  it('writes nothing for refused or failed actions and for an edit that changes nothing', async () => {
    const admin = await asAdmin(t);
    const shop = await asRetailer(t, { address: 'nowhere at all' });
    const before = await rowCount(t.db, auditLog);
    await admin.api.post('/api/retailers', { businessName: '', email: 'x@y.test' });
    await admin.api.put(`/api/retailers/${shop.retailer.id}`, { businessName: '' });
    await admin.api.post(`/api/retailers/${shop.retailer.id}/update-coordinates`);
    await admin.api.delete('/api/admin/users/00000000-0000-4000-8000-000000000000');
    await admin.api.delete(`/api/admin/users/${admin.user.id}`);
    const same = await admin.api.put(`/api/retailers/${shop.retailer.id}`, {
      businessName: shop.retailer.businessName,
      email: shop.email,
      discountAmount: shop.retailer.discountAmount,
      minimumSpend: shop.retailer.minimumSpend,
      category: 'Cafe',
      address: 'nowhere at all',
      subscriptionStatus: 'trial',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await rowCount(t.db, auditLog)).toBe(before);
  });
});
