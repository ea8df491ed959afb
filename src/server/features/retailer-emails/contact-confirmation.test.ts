import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { asAdmin, PASSWORD, signIn } from '#server/features/admin/admin-test-helpers.ts';
import { contactEmailConfirmations, emailOutbox, retailers } from '#server/db/schema.ts';
import { seedRetailer } from '#server/db/seed.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { createMailer } from '#server/lib/mailer.ts';
import { type SmtpServer, startSmtpServer } from './email-test-helpers';
import { retailerEmailJobs } from './jobs';

/**
 * Retailer e-mails go only to a contact address the retailer confirmed (decisions.md section 9,
 * docs/decisions/045): the link goes at sign-up and on every change, an unconfirmed address gets only
 * that link, and nothing a retailer typed becomes a link. Real SMTP server, real database.
 */

const logger = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;
// Sunday 8 March 2026, 10:00 GMT; the Monday after at 08:00 is when weekly summaries are written.
const SIGN_UP_AT = '2026-03-08T10:00:00Z';
const MONDAY_8AM = '2026-03-09T08:00:00Z';

let smtp: SmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
beforeEach(async () => {
  smtp.received.length = 0;
  t = await createTestApp({ now: SIGN_UP_AT });
});
afterEach(() => t?.close());

function jobs() {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'ParkPerks <no-reply@parkperks.test>',
    outboxDir: '/tmp/pp-unused-outbox',
    logger,
  });
  const [write, send] = retailerEmailJobs({ db: t.db, clock: t.clock, mailer, publicUrl: TEST_ORIGIN });
  return async () => {
    await write!.run();
    await send!.run();
  };
}

let n = 0;
async function signUp(businessName = `Crumbs ${++n}`) {
  const email = `owner${++n}@crumbs.test`;
  const res = await client(t.app).post('/api/auth/retailer-signup', {
    businessName,
    contactName: 'Cora Crumb',
    address: '1 High Street, Leeds',
    category: 'Cafe',
    discountAmount: '2.50',
    minimumSpend: '10.00',
    email,
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(201);
  const api = client(t.app, sessionCookie(res));
  const [retailer] = await t.db.select().from(retailers).where(eq(retailers.email, email));
  return { email, api, retailer: retailer! };
}

const CONFIRM_LINK = new RegExp(`${TEST_ORIGIN}/confirm-email/([A-Za-z0-9_-]{43})`);
const linkIn = (text: string | undefined) => CONFIRM_LINK.exec(text ?? '')?.[1] ?? null;
const subjectsTo = (email: string) => smtp.to(email).map((mail) => mail.subject);

describe('confirming the contact e-mail', () => {
  it('sends the link at sign-up; an unconfirmed address gets no summary; once confirmed it does', async () => {
    const { email, api } = await signUp();
    const send = jobs();
    await send();
    expect(subjectsTo(email)).toEqual(['Confirm your ParkPerks contact e-mail']);
    const [mail] = smtp.to(email);
    const token = linkIn(mail!.text);
    expect(token).not.toBeNull();
    expect(mail!.html).toContain(`<a href="${TEST_ORIGIN}/confirm-email/${token}">`);
    // Only the token's hash is stored; the outbox row never held the token.
    const [stored] = await t.db.select().from(contactEmailConfirmations);
    expect(stored).toMatchObject({ tokenHash: sha256Hex(token!), email });
    expect(JSON.stringify(await t.db.select().from(emailOutbox))).not.toContain(token!);
    expect((await api.get('/api/retailers/me')).json().emailConfirmed).toBe(false);

    // Monday 08:00: the weekly summary is due, but the address is not confirmed: nothing goes.
    t.clock.set(MONDAY_8AM);
    await send();
    expect(subjectsTo(email)).toEqual(['Confirm your ParkPerks contact e-mail']);

    // The page answers 404 for a link that does not work and 200 for this one; the API confirms.
    const page = await client(t.app).get(`/confirm-email/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const bad of ['nope', 'x'.repeat(43)]) {
      expect((await client(t.app).get(`/confirm-email/${bad}`)).statusCode).toBe(404);
      const res = await client(t.app).post(`/api/public/contact-email/confirm/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('contact_email.link_not_found');
    }
    const confirmed = await client(t.app).post(`/api/public/contact-email/confirm/${token}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ businessName: expect.stringMatching(/^Crumbs/), email });
    expect((await api.get('/api/retailers/me')).json().emailConfirmed).toBe(true);

    // The next hourly run that Monday writes and sends the summary.
    t.clock.set(new Date(new Date(MONDAY_8AM).getTime() + HOUR));
    await send();
    expect(subjectsTo(email)).toEqual([
      'Confirm your ParkPerks contact e-mail',
      expect.stringMatching(/^Your ParkPerks week/),
    ]);
  });

  it('sends a link, not the e-mail due, to an address that was never sent one (a shop from before)', async () => {
    const shop = await seedRetailer(
      t.db,
      { businessName: 'Old Shop', email: 'old@shops.test', contactEmailConfirmed: false },
      new Date('2026-01-05T10:00:00Z'),
    );
    await t.db.delete(emailOutbox).where(eq(emailOutbox.retailerId, shop.retailer.id));
    t.clock.set(MONDAY_8AM);
    const send = jobs();
    await send();
    t.clock.set(new Date(new Date(MONDAY_8AM).getTime() + HOUR));
    await send();
    expect(subjectsTo('old@shops.test')).toEqual(['Confirm your ParkPerks contact e-mail']);
  });

  it('needs a new confirmation after every change: the old link stops working, the new address gets only its link', async () => {
    const { email, api, retailer } = await signUp();
    const send = jobs();
    await send();
    const oldToken = linkIn(smtp.to(email)[0]!.text)!;
    expect((await client(t.app).post(`/api/public/contact-email/confirm/${oldToken}`)).statusCode).toBe(200);

    const changed = await api.put(`/api/retailers/${retailer.id}/profile`, {
      email: 'new-owner@crumbs.test',
      currentPassword: PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'new-owner@crumbs.test', emailConfirmed: false });
    expect((await client(t.app).get(`/confirm-email/${oldToken}`)).statusCode).toBe(404);
    expect((await client(t.app).post(`/api/public/contact-email/confirm/${oldToken}`)).statusCode).toBe(404);

    t.clock.set(MONDAY_8AM);
    await send();
    expect(subjectsTo('new-owner@crumbs.test')).toEqual(['Confirm your ParkPerks contact e-mail']);
    expect(subjectsTo(email)).toEqual(['Confirm your ParkPerks contact e-mail']);

    // An admin's change sends a link too.
    const admin = await asAdmin(t);
    const edited = await admin.api.put(`/api/retailers/${retailer.id}`, {
      businessName: retailer.businessName,
      contactName: 'Cora Crumb',
      email: 'third@crumbs.test',
      address: '1 High Street, Leeds',
      category: 'Cafe',
      discountAmount: '2.50',
      minimumSpend: '10.00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await send();
    expect(subjectsTo('third@crumbs.test')).toEqual(['Confirm your ParkPerks contact e-mail']);
    // The link for the second address no longer works either.
    const second = linkIn(smtp.to('new-owner@crumbs.test')[0]!.text)!;
    expect((await client(t.app).post(`/api/public/contact-email/confirm/${second}`)).statusCode).toBe(404);
  });

  it('lets the retailer ask for the link again, a few times an hour, and not once confirmed; links last 7 days', async () => {
    const { email, api } = await signUp();
    const send = jobs();
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/retailers/me/contact-email/confirmation');
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ message: `We have sent a new link to ${email}.`, email });
    }
    const refused = await api.post('/api/retailers/me/contact-email/confirmation');
    expect(refused.statusCode).toBe(429);
    await send();
    expect(subjectsTo(email)).toHaveLength(4);

    const token = linkIn(smtp.to(email).at(-1)!.text)!;
    t.clock.advance(7 * 24 * HOUR + 1000);
    expect((await client(t.app).get(`/confirm-email/${token}`)).statusCode).toBe(404);
    expect((await client(t.app).post(`/api/public/contact-email/confirm/${token}`)).statusCode).toBe(404);

    t.clock.advance(HOUR);
    // A week on, the session has ended: sign in again.
    const later = client(t.app, await signIn(t, email));
    expect((await later.post('/api/retailers/me/contact-email/confirmation')).statusCode).toBe(202);
    await send();
    const fresh = linkIn(smtp.to(email).at(-1)!.text)!;
    expect((await client(t.app).post(`/api/public/contact-email/confirm/${fresh}`)).statusCode).toBe(200);
    const again = await later.post('/api/retailers/me/contact-email/confirmation');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('contact_email.already_confirmed');
  });
});

describe('confirmation e-mails a retailer can cause', () => {
  it('counts changes of the contact e-mail with the resends: 3 an hour, then 429 and nothing changes', async () => {
    const { api, retailer } = await signUp();
    for (let i = 1; i <= 3; i++) {
      const res = await api.put(`/api/retailers/${retailer.id}/profile`, {
        email: `victim${i}@elsewhere.test`,
        currentPassword: PASSWORD,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await api.put(`/api/retailers/${retailer.id}/profile`, {
      email: 'victim4@elsewhere.test',
      currentPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await api.get('/api/retailers/me')).json()).toMatchObject({ email: 'victim3@elsewhere.test' });
    expect((await api.post('/api/retailers/me/contact-email/confirmation')).statusCode).toBe(429);
    await jobs()();
    expect(smtp.to('victim4@elsewhere.test')).toEqual([]);
  });
});

describe('nothing a retailer typed is made a link', () => {
  /** The links a mail client's link finder sees in some words (mailparser's, as in its textAsHtml). */
  const linksSeenIn = async (words: string) => {
    const parsed = await simpleParser(`Content-Type: text/plain; charset=utf-8\r\n\r\n${words}`);
    return [...(parsed.textAsHtml ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  };
  const NAME = 'Best Deals www.evil.example https://evil.example/x';

  it('shows the name in both parts, but no mail client finds an address in it', async () => {
    const { email } = await signUp(NAME);
    const send = jobs();
    await send();
    const token = linkIn(smtp.to(email)[0]!.text)!;
    await client(t.app).post(`/api/public/contact-email/confirm/${token}`);
    t.clock.set(MONDAY_8AM);
    await send();
    const mails = smtp.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your ParkPerks contact e-mail',
      expect.stringMatching(/^Your ParkPerks week/),
    ]);
    for (const mail of mails) {
      const html = mail.html as string;
      const text = mail.text!;
      if (mail.subject === 'Confirm your ParkPerks contact e-mail') {
        // It goes to an address nobody has proved yet: nothing the retailer typed is in it.
        expect(`${text}${html}`).not.toMatch(/Best|evil/);
        expect(text).toContain('Hello,');
      } else {
        // People read the name as typed (the joiners are invisible).
        expect(text.replaceAll('\u200C', '')).toContain(`Hello ${NAME},`);
      }
      // No link to it in the HTML part, and no link finder sees one in either part's words.
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.every((href) => href.startsWith(TEST_ORIGIN))).toBe(true);
      const htmlWords = html.replace(/<[^>]+>/g, ' ').replaceAll('&#8204;', '\u200C');
      for (const words of [text, htmlWords]) {
        const seen = await linksSeenIn(words);
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.filter((url) => /evil/.test(url))).toEqual([]);
      }
      expect(mail.textAsHtml).not.toMatch(/href="[^"]*evil/);
    }
  });
});

describe('changing the contact e-mail or phone needs the password', () => {
  it('refuses without it or with a wrong one, changing nothing; other fields need none', async () => {
    await seedRetailer(
      t.db,
      { businessName: 'Pw Shop', email: 'pw@shops.test', phone: '+447700900321', password: PASSWORD },
      t.clock.now(),
    );
    const api = client(t.app, await signIn(t, 'pw@shops.test'));
    const me = (await api.get('/api/retailers/me')).json();
    const rowOf = async () => (await t.db.select().from(retailers).where(eq(retailers.id, me.id)))[0];
    const before = await rowOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'thief@evil.test' }, 'retailer.current_password_required'],
      [{ email: 'thief@evil.test', currentPassword: '' }, 'retailer.current_password_required'],
      [{ email: 'thief@evil.test', currentPassword: 'wrong-password' }, 'auth.current_password_incorrect'],
      [{ phone: '07700 900999' }, 'retailer.current_password_required'],
      [{ phone: '', contactName: 'X' }, 'retailer.current_password_required'],
    ];
    for (const [body, code] of cases) {
      const res = await api.put(`/api/retailers/${me.id}/profile`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(Object.keys(res.json().fields)).toEqual(['currentPassword']);
    }
    expect(await rowOf()).toEqual(before);
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.retailerId, me.id));
    expect(outbox).toEqual([]);

    const named = await api.put(`/api/retailers/${me.id}/profile`, {
      contactName: 'Pat',
      email: 'pw@shops.test',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ contactName: 'Pat', emailConfirmed: true });

    const ok = await api.put(`/api/retailers/${me.id}/profile`, {
      email: 'New@Shops.test',
      phone: '07700 900999',
      currentPassword: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      email: 'new@shops.test',
      phone: '+447700900999',
      emailConfirmed: false,
    });
  });
});
