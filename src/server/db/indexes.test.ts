/**
 * The plans that must stay cheap as the tables grow (docs/decisions/027) use their index. With
 * sequential scans priced out (`enable_seqscan = off`), a query that has no usable index still
 * plans a Seq Scan, so each assertion fails if its index is dropped or the query stops matching it.
 * The SQL mirrors the app's queries, with literal values (EXPLAIN takes no parameters on every driver).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db.ts';
import type { Database } from './client';
import { seedDriver, seedRetailer, seedTicket } from './seed';

const NOW = '2026-03-14T18:00:00.000Z';
let database: Database;
let userId: string;
let retailerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const at = new Date(NOW);
  userId = (await seedDriver(database.db, { email: 'plans@test.uk' }, at)).id;
  retailerId = (await seedRetailer(database.db, { businessName: 'Plans', email: 'plans-shop@test.uk' }, at))
    .retailer.id;
  const ticket = await seedTicket(database.db, userId, {}, at);
  await database.db.execute(sql`
    insert into redemptions (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
    values (${userId}::uuid, ${ticket.id}::uuid, ${retailerId}::uuid, 2.50, 10, 'ABCDEF', ${NOW}::timestamptz)`);
  // A busy shop: 300 earlier redemptions, so the statistics tell a code from a shop.
  await database.db.execute(sql`
    insert into parking_tickets (user_id, upload_day, is_verified, created_at)
    select ${userId}::uuid, '2026-01-01'::date + g / 4, false, ${NOW}::timestamptz from generate_series(1, 300) g`);
  await database.db.execute(sql`
    insert into redemptions (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
    select ${userId}::uuid, id, ${retailerId}::uuid, 2.50, 10, 'X' || lpad(n::text, 5, '0'), created_at - n * interval '1 hour'
    from (select id, created_at, row_number() over (order by id) as n from parking_tickets where not is_verified) numbered`);
  await database.db.execute(sql`analyze`);
});
afterAll(() => database?.close());

/** The plan's text, planned with sequential scans priced out (in a transaction, so on one connection). */
async function plan(query: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

/** Index Scan, Index Only Scan or Bitmap Index Scan on that index. */
const usesIndex = (index: string) =>
  new RegExp(`(Index Scan|Index Only Scan)( Backward)? (using|on) ${index}\\b`);

describe('indexed plans', () => {
  it("finds today's ticket by one indexed row, not all of a driver's tickets", async () => {
    expect(
      await plan(
        `select * from parking_tickets where user_id = '${userId}' and upload_day = '2026-03-14' order by is_verified desc, created_at desc limit 1`,
      ),
    ).toMatch(usesIndex('parking_tickets_user_day_idx'));
    expect(
      await plan(
        `select * from parking_tickets where user_id = '${userId}' and is_verified = true and expires_at > '${NOW}' order by created_at desc limit 1`,
      ),
    ).toMatch(usesIndex('parking_tickets_user_unexpired_idx'));
  });

  it('checks a code by its London day', async () => {
    expect(
      await plan(
        `select * from redemptions where redeemed_day = '2026-03-14' and confirmation_code = 'ABCDEF' and retailer_id = '${retailerId}' limit 1`,
      ),
    ).toMatch(usesIndex('redemptions_day_code_unique'));
  });

  it('reads statistics from the rollups and the activity index', async () => {
    expect(
      await plan(
        `select sum(redemptions), sum(minimum_spend_total) from retailer_daily_redemptions where retailer_id = '${retailerId}'`,
      ),
    ).toMatch(usesIndex('retailer_daily_redemptions_retailer_id_day_pk'));
    expect(
      await plan(`select sum(redemptions) from platform_daily_redemptions where day = '2026-03-14'`),
    ).toMatch(usesIndex('platform_daily_redemptions_day_shard_pk'));
    expect(
      await plan(
        `select count(*) from driver_activity where last_verified_at > '2026-02-12T18:00:00Z' and last_verified_at <= '${NOW}'`,
      ),
    ).toMatch(usesIndex('driver_activity_last_verified_idx'));
  });

  it('pages the CSV export by (redeemed_at, id)', async () => {
    expect(
      await plan(
        `select * from redemptions where retailer_id = '${retailerId}' and (redeemed_at, id) < ('${NOW}'::timestamptz, '00000000-0000-0000-0000-000000000000'::uuid) order by redeemed_at desc, id desc limit 50`,
      ),
    ).toMatch(usesIndex('redemptions_retailer_redeemed_id_idx'));
  });

  it('gives every sweep an index', async () => {
    const sweeps: [string, string][] = [
      [
        `select id from uploaded_objects where purpose = 'ticket' and stored_at is not null and stored_at < '${NOW}' and deleted_at is null limit 200`,
        'uploaded_objects_ticket_sweep_idx',
      ],
      [
        `select id from uploaded_objects where stored_at is null and deleted_at is null and upload_expires_at < '${NOW}'`,
        'uploaded_objects_abandoned_idx',
      ],
      [`select id from parking_tickets where object_id = '${userId}'`, 'parking_tickets_object_idx'],
      [`select id from parking_tickets where image_url = '/api/objects/x'`, 'parking_tickets_image_url_idx'],
      [
        `select id from ticket_verifications where image_url = '/api/objects/x' and raw_text is not null`,
        'ticket_verifications_image_url_idx',
      ],
      [
        `select token_hash from sessions where expires_at < '${NOW}' or last_used_at < '2026-03-07T18:00:00Z'`,
        'sessions_expires_idx',
      ],
      [
        `select token_hash from sessions where expires_at < '${NOW}' or last_used_at < '2026-03-07T18:00:00Z'`,
        'sessions_last_used_idx',
      ],
      [
        `select token_hash from password_reset_tokens where used_at is not null or expires_at < '${NOW}'`,
        'password_reset_tokens_expires_idx',
      ],
      [
        `select token_hash from password_reset_tokens where used_at is not null or expires_at < '${NOW}'`,
        'password_reset_tokens_used_idx',
      ],
      [`select key from rate_limit_counters where reset_at <= '${NOW}'`, 'rate_limit_counters_reset_idx'],
      [
        `select id from retailers where subscription_status = 'trial' and trial_end_date <= '${NOW}'`,
        'retailers_trial_end_idx',
      ],
    ];
    for (const [query, index] of sweeps) expect(await plan(query), query).toMatch(usesIndex(index));
  });
});
