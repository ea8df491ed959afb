import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { PASSWORD, signIn } from '#server/features/admin/admin-test-helpers.ts';
import {
  emailOutbox,
  emailUnsubscribeTokens,
  parkingTickets,
  redemptions,
  retailers,
} from '#server/db/schema.ts';
import { seedDriver, seedRetailer } from '#server/db/seed.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { type SmtpServer, startHangingUpSmtpServer, startSmtpServer } from './email-test-helpers';
import { retailerEmailJobs } from './jobs';
import { OUTBOX_MAX_ATTEMPTS, RETRY_BACKOFF_MS, SEND_LEASE_MS } from './sender';

/**
 * Retailer e-mails end to end (docs/decisions/036): the scheduler and the sender jobs as pg-boss runs
 * them, on a real database, sending through a real SMTP server started here; what arrives is parsed
 * with mailparser.
 */

const logger = pino({ level: 'silent' });
const FROM = 'ParkPerks <no-reply@parkperks.test>';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let smtp: SmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
beforeEach(async () => {
  t = await createTestApp({ now: '2026-03-02T10:00:00Z' });
});
afterEach(async () => {
  smtp.accept();
  smtp.holdEachMessage(0);
  smtp.most.perRecipient = 0;
  smtp.most.all = 0;
  await t?.close();
});

/** The two jobs as the queue runs them, on this test's database and clock, sending to `url`. */
function jobsFor(url = smtp.url) {
  const mailer = createMailer({ smtpUrl: url, from: FROM, outboxDir: '/tmp/pp-unused-outbox', logger });
  const [write, send] = retailerEmailJobs({ db: t.db, clock: t.clock, mailer, publicUrl: TEST_ORIGIN });
  const both = async () => {
    await write!.run();
    await send!.run();
  };
  return { write: write!, send: send!, both };
}

let n = 0;
/** A retailer signed up at `createdAt` (default: now); its e-mail is its own unless told otherwise. */
async function shop(
  options: {
    email?: string | null;
    trialEndDate?: Date;
    subscriptionStatus?: 'trial' | 'active' | 'expired' | 'cancelled';
    createdAt?: Date;
  } = {},
) {
  n++;
  const email = options.email === undefined ? `shop${n}-${Date.now()}@shops.test` : options.email;
  const seeded = await seedRetailer(
    t.db,
    {
      businessName: `Shop ${n}`,
      email,
      phone: email ? null : `+447700900${100 + n}`,
      password: PASSWORD,
      trialEndDate: options.trialEndDate,
      subscriptionStatus: options.subscriptionStatus,
    },
    options.createdAt ?? t.clock.now(),
  );
  return { ...seeded, email };
}

/** Redemptions made at a shop at the given instants (the daily rollup follows by trigger). */
async function redemptionsAt(retailerId: string, list: { at: string; discount: string; spend: string }[]) {
  const driver = await seedDriver(t.db, { email: `driver${++n}@drivers.test` }, t.clock.now());
  for (const [i, r] of list.entries()) {
    const [ticket] = await t.db
      .insert(parkingTickets)
      .values({ userId: driver.id, uploadDay: r.at.slice(0, 10), createdAt: new Date(r.at) })
      .returning();
    await t.db.insert(redemptions).values({
      userId: driver.id,
      parkingTicketId: ticket!.id,
      retailerId,
      discountAmount: r.discount,
      minimumSpend: r.spend,
      confirmationCode: `Q${String(n).padStart(3, '0')}${String(i).padStart(2, '0')}`,
      redeemedAt: new Date(r.at),
    });
  }
}

const rowsFor = (recipient: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).orderBy(emailOutbox.createdAt);

describe('trial e-mails', () => {
  it('reminds 14 and 3 days before the end, then says it ended: each once, in the daytime', async () => {
    // The trial ends at 02:00 on Friday 20 March, so "14 days before" falls at night.
    const { email } = await shop({ trialEndDate: new Date('2026-03-20T02:00:00Z') });
    const jobs = jobsFor();
    const subjects = () => smtp.to(email!).map((m) => m.subject);

    t.clock.set('2026-03-05T12:00:00Z'); // 14 days 14 hours before
    await jobs.both();
    t.clock.set('2026-03-06T02:30:00Z'); // due, but 02:30 in London
    await jobs.both();
    expect(subjects()).toEqual([]);

    t.clock.set('2026-03-06T08:00:00Z');
    expect(await jobs.write.run()).toBe('1 retailer e-mails written to the outbox.');
    expect(await jobs.send.run()).toBe('sent 1, retrying 0, failed 0, cancelled 0, interrupted 0.');
    expect(subjects()).toEqual(['Your ParkPerks free trial ends in 14 days']);
    const [first] = smtp.to(email!);
    expect(first!.from?.value).toEqual([{ address: 'no-reply@parkperks.test', name: 'ParkPerks' }]);
    expect(first!.text).toContain('Your ParkPerks free trial ends on Friday 20 March 2026, in 14 days.');
    expect(first!.html).toContain(`<a href="${TEST_ORIGIN}/retailer">`);

    // The hourly runs of the rest of the day write and send nothing more.
    for (let hour = 0; hour < 3; hour++) {
      t.clock.advance(60 * MINUTE);
      expect(await jobs.write.run()).toBeNull();
      expect(await jobs.send.run()).toBeNull();
    }

    t.clock.set('2026-03-17T08:00:00Z');
    await jobs.both();
    await jobs.both();
    t.clock.set('2026-03-20T08:00:00Z');
    await jobs.both();
    t.clock.set('2026-03-21T09:00:00Z');
    await jobs.both();
    expect(subjects()).toEqual([
      'Your ParkPerks free trial ends in 14 days',
      'Your ParkPerks free trial ends in 3 days',
      'Your ParkPerks free trial has ended',
    ]);
    expect((await rowsFor(email!)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['trial_ending_14', 'sent', 1],
      ['trial_ending_3', 'sent', 1],
      ['trial_ended', 'sent', 1],
    ]);
  });

  it('does not send a reminder written before the trial became a plan', async () => {
    const { email, retailer } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    t.clock.set('2026-03-17T12:00:00Z');
    const jobs = jobsFor();
    await jobs.write.run();
    await t.db.update(retailers).set({ subscriptionStatus: 'active' }).where(eq(retailers.id, retailer.id));
    expect(await jobs.send.run()).toBe('sent 0, retrying 0, failed 0, cancelled 1, interrupted 0.');
    expect(smtp.to(email!)).toEqual([]);
    expect((await rowsFor(email!)).map((r) => r.status)).toEqual(['cancelled']);
  });
});

describe('the weekly summary', () => {
  it('goes on Monday from 08:00 London with last week’s figures, and its link unsubscribes', async () => {
    const created = new Date('2026-02-20T10:00:00Z');
    const active = { subscriptionStatus: 'active' as const, createdAt: created };
    const busy = await shop(active);
    const other = await shop(active);
    const optedOut = await shop(active);
    await t.db.update(retailers).set({ weeklySummary: false }).where(eq(retailers.id, optedOut.retailer.id));
    await shop({ ...active, email: null }); // no address: nothing to send
    t.clock.set('2026-03-16T07:00:00Z');
    const newcomer = await shop({ subscriptionStatus: 'active' }); // joined this Monday morning
    // Week of 9-15 March: 3 redemptions (one at 23:30 on Sunday the 15th, London); the week before: 2.
    await redemptionsAt(busy.retailer.id, [
      { at: '2026-03-09T09:00:00Z', discount: '2.50', spend: '15.00' },
      { at: '2026-03-12T13:00:00Z', discount: '2.50', spend: '15.00' },
      { at: '2026-03-15T23:30:00Z', discount: '2.50', spend: '15.00' },
      { at: '2026-03-03T10:00:00Z', discount: '2.50', spend: '20.00' },
      { at: '2026-03-08T23:59:00Z', discount: '2.50', spend: '20.00' },
      // Monday the 16th: next week's.
      { at: '2026-03-16T06:00:00Z', discount: '2.50', spend: '99.00' },
    ]);
    const jobs = jobsFor();

    t.clock.set('2026-03-16T07:59:00Z');
    await jobs.both();
    expect(smtp.to(busy.email!)).toEqual([]);

    t.clock.set('2026-03-16T08:00:00Z');
    await jobs.both();
    await jobs.both();
    const [summary, ...more] = smtp.to(busy.email!);
    expect(more).toEqual([]);
    expect(summary!.subject).toBe('Your ParkPerks week (9 Mar – 15 Mar): 3 redemptions, £45.00 spend');
    expect(summary!.text).toContain('Here is your ParkPerks week, Monday 9 March to Sunday 15 March 2026.');
    expect(summary!.text).toContain('Redemptions: 3, up 50% on the week before (2)');
    expect(summary!.text).toContain('Discounts given: £7.50, up 50% on the week before (£5.00)');
    expect(summary!.text).toContain('Minimum spend brought in: £45.00, up 13% on the week before (£40.00)');
    expect(smtp.to(other.email!).map((m) => m.text)).toEqual([
      expect.stringContaining('Redemptions: 0, the same as the week before'),
    ]);
    expect(smtp.to(optedOut.email!)).toEqual([]);
    expect(smtp.to(newcomer.email!)).toEqual([]);

    // The link in the text, the HTML and the List-Unsubscribe header is the same one-off link.
    const link = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(summary!.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;
    const url = `${TEST_ORIGIN}/unsubscribe/${token}`;
    const header = summary!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    expect(header.replace(/\r?\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${url}>`);
    expect(summary!.html).toContain(`<a href="${url}">`);
    expect(summary!.text).not.toContain('{{unsubscribe_url}}');
    // Only the token's hash is stored, and the outbox row never held the token.
    const [stored] = await t.db.select().from(emailUnsubscribeTokens);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await rowsFor(busy.email!))).not.toContain(token);

    // The link's button: signed out, no body. Twice is fine; a made-up token is 404.
    const visitor = client(t.app);
    const res = await visitor.post(`/api/public/unsubscribe/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      businessName: busy.retailer.businessName,
      kind: 'weekly_summary',
      weeklySummary: false,
    });
    expect((await visitor.post(`/api/public/unsubscribe/${token}`)).statusCode).toBe(200);
    const wrong = await visitor.post('/api/public/unsubscribe/not-a-real-token');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('unsubscribe.link_not_found');
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, busy.retailer.id));
    expect(row!.weeklySummary).toBe(false);

    // Next Monday: the shop that unsubscribed gets nothing; the other one does.
    t.clock.set('2026-03-23T08:00:00Z');
    await jobs.both();
    expect(smtp.to(busy.email!)).toHaveLength(1);
    expect(smtp.to(other.email!)).toHaveLength(2);

    // The portal turns it back on; the Monday after (08:00 BST = 07:00 UTC) it comes again.
    const portal = client(t.app, await signIn(t, busy.email!));
    expect((await portal.get('/api/retailers/me/email-preferences')).json()).toEqual({
      weeklySummary: false,
    });
    const on = await portal.put('/api/retailers/me/email-preferences', { weeklySummary: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ weeklySummary: true });
    expect(
      (await portal.put('/api/retailers/me/email-preferences', { weeklySummary: 'yes' })).statusCode,
    ).toBe(400);
    t.clock.set('2026-03-30T06:59:00Z');
    await jobs.both();
    expect(smtp.to(busy.email!)).toHaveLength(1);
    t.clock.set('2026-03-30T07:00:00Z');
    await jobs.both();
    expect(smtp.to(busy.email!).map((m) => m.subject)).toEqual([
      'Your ParkPerks week (9 Mar – 15 Mar): 3 redemptions, £45.00 spend',
      'Your ParkPerks week (23 Mar – 29 Mar): 0 redemptions, £0.00 spend',
    ]);
  });

  it('is not sent if the retailer unsubscribed between writing and sending', async () => {
    const { email, retailer } = await shop({ subscriptionStatus: 'active' });
    t.clock.set('2026-03-16T08:00:00Z');
    const jobs = jobsFor();
    await jobs.write.run();
    await t.db.update(retailers).set({ weeklySummary: false }).where(eq(retailers.id, retailer.id));
    await jobs.send.run();
    expect(smtp.to(email!)).toEqual([]);
    expect((await rowsFor(email!)).map((r) => r.status)).toEqual(['cancelled']);
  });
});

describe('the outbox', () => {
  it('writes and sends each e-mail once when the jobs run twice and on several machines at once', async () => {
    const shops = await Promise.all(
      [1, 2, 3].map(() => shop({ trialEndDate: new Date('2026-03-19T12:00:00Z') })),
    );
    t.clock.set('2026-03-16T12:00:00Z'); // a Monday: each is due a 3-day reminder and the weekly summary
    const machines = [jobsFor(), jobsFor(), jobsFor()];
    const written = await Promise.all(machines.map((m) => m.write.run()));
    await Promise.all(machines.map((m) => m.write.run()));
    const total = written.reduce((sum, line) => sum + Number(line?.split(' ')[0] ?? 0), 0);
    expect(total).toBe(6);
    await Promise.all(machines.map((m) => m.send.run()));
    await Promise.all(machines.map((m) => m.send.run()));
    for (const { email } of shops) {
      expect(
        smtp
          .to(email!)
          .map((m) => m.subject)
          .sort(),
      ).toEqual([
        'Your ParkPerks free trial ends in 3 days',
        'Your ParkPerks week (9 Mar – 15 Mar): 0 redemptions, £0.00 spend',
      ]);
    }
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'sent'))).toHaveLength(6);
  });

  it('sends one at a time per recipient, even with several senders at once', async () => {
    // A chain: three shops with one contact address; and two shops of their own.
    const shared = `chain-${Date.now()}@shops.test`;
    const chain = await Promise.all([1, 2, 3].map(() => shop({ subscriptionStatus: 'active' })));
    for (const { retailer } of chain) {
      await t.db.update(retailers).set({ email: shared }).where(eq(retailers.id, retailer.id));
    }
    const singles = await Promise.all([1, 2].map(() => shop({ subscriptionStatus: 'active' })));
    t.clock.set('2026-03-16T08:00:00Z');
    smtp.holdEachMessage(150);
    await jobsFor().write.run();
    await Promise.all([jobsFor(), jobsFor(), jobsFor()].map((m) => m.send.run()));
    // Some runs found the chain's address busy and left it; the next minute's runs finish it.
    await Promise.all([jobsFor(), jobsFor()].map((m) => m.send.run()));
    await jobsFor().send.run();
    await jobsFor().send.run();
    expect(smtp.to(shared)).toHaveLength(3);
    for (const { email } of singles) expect(smtp.to(email!)).toHaveLength(1);
    expect(smtp.most.perRecipient).toBe(1);
    // The senders really did overlap: different recipients were in flight together.
    expect(smtp.most.all).toBeGreaterThanOrEqual(2);
  });

  it('retries a message the server refused, later, then sends it once', async () => {
    const { email } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    t.clock.set('2026-03-17T12:00:00Z');
    const jobs = jobsFor();
    await jobs.write.run();
    smtp.refuse(1, 451, 'Mailbox busy, try again later');
    expect(await jobs.send.run()).toMatch(/^sent 0, retrying 1/);
    let [row] = await rowsFor(email!);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toContain('451');
    expect(row!.nextAttemptAt).toEqual(new Date(t.clock.now().getTime() + RETRY_BACKOFF_MS[0]!));

    // Not before its time.
    t.clock.advance(RETRY_BACKOFF_MS[0]! - MINUTE);
    expect(await jobs.send.run()).toBeNull();
    t.clock.advance(MINUTE);
    const sentAt = t.clock.now();
    expect(await jobs.send.run()).toMatch(/^sent 1/);
    t.clock.advance(DAY);
    await jobs.send.run();
    expect(smtp.to(email!).map((m) => m.subject)).toEqual(['Your ParkPerks free trial ends in 3 days']);
    [row] = await rowsFor(email!);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row!.sentAt).toEqual(sentAt);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} refusals, and at once when the recipient is refused for good`, async () => {
    const { email } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    t.clock.set('2026-03-17T12:00:00Z');
    const jobs = jobsFor();
    await jobs.write.run();
    smtp.refuse();
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS + 2; attempt++) {
      await jobs.send.run();
      t.clock.advance(7 * 3600_000);
    }
    const [row] = await rowsFor(email!);
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    smtp.accept();
    t.clock.advance(DAY);
    await jobs.send.run();
    expect(smtp.to(email!)).toEqual([]);

    // 550 for the recipient: no point trying again.
    const gone = await shop({ trialEndDate: new Date(t.clock.now().getTime() + 3 * DAY) });
    smtp.refuseRecipient(gone.email!);
    await jobs.write.run();
    expect(await jobs.send.run()).toMatch(/retrying 0, failed 1,/);
    const [refused] = await rowsFor(gone.email!);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused!.lastError).toContain('550');
  });

  it('does not send again a message that may have been delivered (at most once)', async () => {
    const { email } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    t.clock.set('2026-03-17T12:00:00Z');
    await jobsFor().write.run();

    // The server hangs up when asked for the recipient: certainly not delivered, so it is retried.
    const early = await startHangingUpSmtpServer('before-data');
    try {
      expect(await jobsFor(early.url).send.run()).toMatch(/^sent 0, retrying 1/);
    } finally {
      await early.close();
    }
    // The server takes the whole message, then hangs up without a word: it may have been delivered.
    const late = await startHangingUpSmtpServer('after-data');
    try {
      t.clock.advance(RETRY_BACKOFF_MS[0]!);
      expect(await jobsFor(late.url).send.run()).toMatch(/^sent 0, retrying 0, failed 1/);
      expect(late.seen.wholeMessages).toBe(1);
      t.clock.advance(DAY);
      expect(await jobsFor(late.url).send.run()).toBeNull();
      expect(late.seen.wholeMessages).toBe(1);
    } finally {
      await late.close();
    }
    const [row] = await rowsFor(email!);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toContain('may have been delivered');
  });

  it('leaves a send in flight to its sender, and never repeats one whose sender stopped mid-send', async () => {
    const { email } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    const { retailer: second } = await shop({ trialEndDate: new Date('2026-03-20T12:00:00Z') });
    await t.db.update(retailers).set({ email }).where(eq(retailers.id, second.id));
    t.clock.set('2026-03-17T12:00:00Z');
    const jobs = jobsFor();
    await jobs.write.run();
    // A sender on another machine claimed the first row and then died before writing 'sent'.
    const [first] = await rowsFor(email!);
    await t.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(t.clock.now().getTime() + SEND_LEASE_MS),
      })
      .where(eq(emailOutbox.id, first!.id));
    // While its lease runs, nothing else goes to that recipient.
    expect(await jobs.send.run()).toBeNull();
    expect(smtp.to(email!)).toEqual([]);
    // Once it has run out, that row is given up (it may have gone) and the next one is sent.
    t.clock.advance(SEND_LEASE_MS);
    expect(await jobs.send.run()).toBe('sent 1, retrying 0, failed 0, cancelled 0, interrupted 1.');
    const rows = await rowsFor(email!);
    expect(rows.find((r) => r.id === first!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((r) => r.id !== first!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.to(email!)).toHaveLength(1);
  });
});

describe('without SMTP (a local npm start)', () => {
  it('still fills the outbox, and writes each message to DATA_DIR/outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-mail-outbox-'));
    try {
      const mailer = createMailer({ from: FROM, outboxDir: join(dir, 'outbox'), logger });
      const [write, send] = retailerEmailJobs({ db: t.db, clock: t.clock, mailer, publicUrl: TEST_ORIGIN });
      const { email } = await shop({ subscriptionStatus: 'active' });
      t.clock.set('2026-03-16T08:00:00Z');
      await write!.run();
      expect(await send!.run()).toBe('sent 1, retrying 0, failed 0, cancelled 0, interrupted 0.');
      const files = readdirSync(join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      const text = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
      expect(text).toContain(`To: ${email}`);
      expect(text).toContain('Subject: Your ParkPerks week (9 Mar – 15 Mar): 0 redemptions, £0.00 spend');
      expect(text).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/[\w-]+>/);
      expect((await rowsFor(email!)).map((r) => r.status)).toEqual(['sent']);
      expect(smtp.to(email!)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the e-mail setting in the portal', () => {
  it('is the signed-in retailer’s own, and only a retailer’s', async () => {
    const { email } = await shop();
    const portal = client(t.app, await signIn(t, email!));
    expect((await portal.get('/api/retailers/me/email-preferences')).json()).toEqual({ weeklySummary: true });
    expect(
      (await portal.put('/api/retailers/me/email-preferences', { weeklySummary: false })).json(),
    ).toEqual({
      weeklySummary: false,
    });
    expect((await client(t.app).get('/api/retailers/me/email-preferences')).statusCode).toBe(401);
    const driver = await seedDriver(
      t.db,
      { email: `d${++n}@drivers.test`, password: PASSWORD },
      t.clock.now(),
    );
    const asDriver = client(t.app, await signIn(t, driver.email!));
    expect(
      (await asDriver.put('/api/retailers/me/email-preferences', { weeklySummary: true })).statusCode,
    ).toBe(403);
  });
});
