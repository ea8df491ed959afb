import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { seedDriver, seedRetailer } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { CSV_HEADER, redemptionsCsv } from './csv';
import { allRedemptionPages, CSV_PAGE_ROWS } from './stats';

const NOW = londonTime('2026-03-14', '18:00');
/** Enough rows for three pages, the last one short. */
const ROWS = 2 * CSV_PAGE_ROWS + 500;

let t: TestApp;
let retailerId: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const shop = await seedRetailer(
    t.db,
    { businessName: 'Busy Shop', email: 'busy@test.uk', password: 'password1' },
    NOW,
  );
  retailerId = shop.retailer.id;
  const driver = await seedDriver(t.db, { email: 'regular@example.com' }, NOW);
  // Set-based: one ticket per redemption (a ticket redeems once per shop). Every 7 share an instant,
  // so pages end inside a run of equal times and only the id can tell where the next one starts.
  // Minimum spends are all different, so each row can be found in the file.
  await t.db.execute(sql`
    insert into parking_tickets (user_id, upload_day, is_verified, created_at)
    select ${driver.id}::uuid, '2026-01-01'::date + (g / 7), false, ${NOW.toISOString()}::timestamptz
    from generate_series(0, ${ROWS - 1}) g`);
  await t.db.execute(sql`
    insert into redemptions (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
    select ${driver.id}::uuid, id, ${retailerId}::uuid, 2.50, 10 + n / 100.0, 'C' || lpad(n::text, 5, '0'),
           ${NOW.toISOString()}::timestamptz - (n / 7) * interval '13 minutes'
    from (select id, (row_number() over (order by id)) - 1 as n from parking_tickets where user_id = ${driver.id}::uuid) numbered`);
  const login = await client(t.app).post('/api/auth/login', {
    emailOrPhone: 'busy@test.uk',
    password: 'password1',
  });
  api = client(t.app, sessionCookie(login));
});
afterAll(() => t?.close());

describe('the redemptions CSV, streamed in pages (docs/decisions/027)', () => {
  it('reads the rows in keyset pages of CSV_PAGE_ROWS, each row once, newest first', async () => {
    const pages = [];
    for await (const page of allRedemptionPages(t.db, retailerId)) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([CSV_PAGE_ROWS, CSV_PAGE_ROWS, 500]);
    const rows = pages.flat();
    expect(new Set(rows.map((row) => row.id)).size).toBe(ROWS);
    const times = rows.map((row) => row.redeemedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers the whole file, the same bytes as building it in memory', async () => {
    const res = await api.get(`/api/retailers/${retailerId}/redemptions.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="parkperks-redemptions-busy-shop-2026-03-14.csv"',
    );
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + ROWS + 1);
    const spends = lines.slice(1, -1).map((line) => line.split(',')[4]);
    expect(new Set(spends).size).toBe(ROWS);
    // The newest 7 share 18:00; among equal times the order is by id.
    expect(lines[1]).toMatch(/^2026-03-14,18:00,\*{4}\.com,2\.50,10\.0[0-6]$/);

    const all = [];
    for await (const page of allRedemptionPages(t.db, retailerId, 333)) all.push(...page);
    expect(res.body).toBe(redemptionsCsv(all));
  });
});
