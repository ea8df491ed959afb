import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { copiesOf, fixture, payAndDisplay, uploadImage } from '#tests/support/tickets.ts';
import { parkingTickets, ticketVerifications } from '#server/db/schema.ts';
import { seedDriver } from '#server/db/seed.ts';
import { londonTime } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/errors.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { createSession } from '#server/features/auth/sessions.ts';
import { refuseOnUniqueViolation } from './fraud';
import { createTestTicketReader } from '#tests/support/replay-reader.ts';
import type { ProofReader, TicketReading } from './service';

// Issue 12 §4: reuse of another account's ticket survives no trick, racing accounts end with one
// winner, and the ticket that waited for its town is checked like any other.
const NOW = londonTime('2026-03-14', '18:00');
const IMAGE_REUSED = 'This ticket image has already been used to verify parking.';
const TICKET_REUSED = 'This parking ticket has already been used.';

type Driver = Awaited<ReturnType<typeof newDriverOf>>;
let drivers = 0;
async function newDriverOf(t: TestApp) {
  drivers += 1;
  const user = await seedDriver(t.db, { fullName: `Driver ${drivers}`, email: `f${drivers}@test.uk` }, NOW);
  const cookie = `pp_session=${await createSession(t.db, user.id, NOW)}`;
  const api = client(t.app, cookie);
  return {
    id: user.id,
    cookie,
    upload: (bytes: Buffer, type = 'image/png') => uploadImage(t.app, cookie, bytes, type),
    submit: (body: Record<string, unknown>) => api.post('/api/parking-tickets', body),
  };
}

const decisionsOf = (t: TestApp, userId: string) =>
  t.db.select().from(ticketVerifications).where(eq(ticketVerifications.userId, userId));
const verifiedOf = (t: TestApp, userId: string) =>
  t.db
    .select()
    .from(parkingTickets)
    .where(and(eq(parkingTickets.userId, userId), eq(parkingTickets.isVerified, true)));

// Each case reads several photos with the real OCR, one after another: 120 s, as the API ticket tests
// have (tickets.test.ts), for a 2-core CI runner that runs other test files beside it.
describe('near copies, read by the real OCR', () => {
  let t: TestApp;
  let reader: ProofReader & { close(): Promise<void> };
  const newDriver = () => newDriverOf(t);

  beforeAll(async () => {
    reader = createTestTicketReader({ poolSize: 2, warm: true });
    // A read may outlast the product's minute while CI runs other files on both cores: the test's own
    // limit (120 s) decides, not a "try again" answer.
    t = await createTestApp({ now: NOW, reader, timeLimits: { readMs: 110_000 } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await reader?.close();
  });

  it('refuses a photo re-encoded, resized, cropped or with bytes appended once another account verified it', async () => {
    const original = fixture('verified-pd-reading-council.jpg');
    const first = await newDriver();
    const verified = await first.submit({ imageUrl: await first.upload(original, 'image/jpeg') });
    expect(verified.statusCode, verified.body).toBe(201);
    const [row] = await verifiedOf(t, first.id);
    expect(row!.imagePhash).toMatch(/^[0-9a-f]{16}$/);

    const second = await newDriver();
    for (const [trick, copy] of Object.entries(await copiesOf(original))) {
      const type = (await sharp(copy).metadata()).format === 'png' ? 'image/png' : 'image/jpeg';
      const res = await second.submit({ imageUrl: await second.upload(copy, type) });
      expect(res.statusCode, `${trick}: ${res.body}`).toBe(409);
      expect(res.json()).toEqual({ code: 'ticket.image_reused', message: IMAGE_REUSED });
    }
    const decisions = await decisionsOf(t, second.id);
    expect(decisions.map((decision) => decision.outcome)).toEqual(Array(4).fill('duplicate'));
    for (const decision of decisions) {
      expect(decision.reasons.join(' ')).toContain(`Near copy of verified ticket ${row!.id}`);
    }
    expect(await verifiedOf(t, second.id)).toHaveLength(0);

    // A genuinely different ticket still passes for the second driver.
    const other = await second.submit({
      imageUrl: await second.upload(fixture('verified-pd-york-council.jpg'), 'image/jpeg'),
    });
    expect(other.statusCode, other.body).toBe(201);
  }, 120_000);

  it('lets two different tickets of one app through, and refuses a crop of either', async () => {
    const reading = fixture('verified-app-ringgo-reading.png');
    const a = await newDriver();
    expect((await a.submit({ imageUrl: await a.upload(reading) })).statusCode).toBe(201);
    const b = await newDriver();
    const cheltenham = await b.submit({
      imageUrl: await b.upload(fixture('verified-app-ringgo-cheltenham.jpg'), 'image/jpeg'),
    });
    expect(cheltenham.statusCode, cheltenham.body).toBe(201);
    const c = await newDriver();
    const crop = (await copiesOf(reading))['cropped 3% each side'];
    const res = await c.submit({ imageUrl: await c.upload(crop) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(IMAGE_REUSED);
  }, 120_000);

  it('lets two printed tickets through that differ only in one digit of their number', async () => {
    const a = await newDriver();
    const first = await a.submit({
      imageUrl: await a.upload(await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1001' })),
    });
    expect(first.statusCode, first.body).toBe(201);
    const b = await newDriver();
    const second = await b.submit({
      imageUrl: await b.upload(await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1002' })),
    });
    expect(second.statusCode, second.body).toBe(201);
  }, 120_000);
});

/** A reader whose answers the test scripts; `gate` holds reads until enough of them have started. */
function scriptedReader() {
  let gate: { waiting: number; open: () => void; opened: Promise<void> } | null = null;
  const state = {
    answer: (): TicketReading => verifiedReading({}),
    /** The next `count` reads wait for each other, so racing requests really race. */
    holdUntil(count: number) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { waiting: count, open, opened };
      // Never a hang: a gate that is not filled opens after 10 s (and the test then fails on its counts).
      setTimeout(open, 10_000).unref();
    },
    reader: {
      read: async (): Promise<TicketReading> => {
        const answer = state.answer();
        if (gate) {
          const current = gate;
          current.waiting -= 1;
          if (current.waiting <= 0) {
            gate = null;
            current.open();
          }
          await current.opened;
        }
        return answer;
      },
    } satisfies ProofReader,
  };
  return state;
}

const LEEDS = getGazetteer().lookupTown('Leeds');
function verifiedReading(options: {
  ticketNumber?: string | null;
  town?: boolean;
  text?: string;
}): TicketReading {
  return {
    outcome: 'verified',
    reasons: ['Pay & display ticket', 'Dated 2026-03-14', '2 hours'],
    detectedDate: '2026-03-14',
    place: options.town === false ? null : LEEDS,
    postcode: null,
    ticketNumber: options.ticketNumber ?? null,
    rawText:
      options.text ??
      'PAY & DISPLAY\nLEEDS CITY COUNCIL\nDate 14/03/2026\nArrival 09:30\nExpiry 11:30\nTariff £3.20',
    ocrConfidence: 92,
  };
}

describe('racing accounts and the ticket that waited for its town', () => {
  let t: TestApp;
  const script = scriptedReader();
  const newDriver = () => newDriverOf(t);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, reader: script.reader });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function race(first: Driver, firstUrl: string, second: Driver, secondUrl: string) {
    script.holdUntil(2);
    const answers = await Promise.all([
      first.submit({ imageUrl: firstUrl }),
      second.submit({ imageUrl: secondUrl }),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      answers.map((res) => res.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    const loser = answers.find((res) => res.statusCode === 409)!;
    const [winnerDriver, loserDriver] = answers[0]!.statusCode === 201 ? [first, second] : [second, first];
    expect(await verifiedOf(t, winnerDriver.id)).toHaveLength(1);
    expect(await verifiedOf(t, loserDriver.id)).toHaveLength(0);
    expect((await decisionsOf(t, loserDriver.id)).map((decision) => decision.outcome)).toEqual(['duplicate']);
    return loser.json().message as string;
  }

  it('two accounts sending the same image at once: exactly one is verified', async () => {
    const image = await payAndDisplay({ date: '14/03/2026', ticketNo: 'R-1001' });
    const [a, b] = [await newDriver(), await newDriver()];
    script.answer = () => verifiedReading({ text: 'R-1001 09:30 11:30 14/03/2026' });
    expect(await race(a, await a.upload(image), b, await b.upload(image))).toBe(IMAGE_REUSED);
  });

  it('two accounts sending the same ticket number in different images at once: exactly one is verified', async () => {
    const [a, b] = [await newDriver(), await newDriver()];
    const first = await a.upload(
      await payAndDisplay({ date: '14/03/2026', ticketNo: 'R-2002', from: '08:00' }),
    );
    const second = await b.upload(
      await payAndDisplay({
        date: '14/03/2026',
        ticketNo: 'R-2002',
        from: '10:00',
        to: '13:00',
        town: 'York',
      }),
    );
    script.answer = () => verifiedReading({ ticketNumber: 'R-2002', text: 'different texts' });
    expect(await race(a, first, b, second)).toBe(TICKET_REUSED);
  });

  it('two accounts sending near copies of one image at once: exactly one is verified', async () => {
    const image = await payAndDisplay({ date: '14/03/2026', ticketNo: 'R-3003' });
    const copy = await sharp(image).jpeg({ quality: 60 }).toBuffer();
    const [a, b] = [await newDriver(), await newDriver()];
    script.answer = () => verifiedReading({ text: 'R-3003 09:30 11:30 14/03/2026 £3.20' });
    expect(await race(a, await a.upload(image), b, await b.upload(copy, 'image/jpeg'))).toBe(IMAGE_REUSED);
  });

  it('turns violations of the unique indexes into the same 409s as the checks', async () => {
    const [a, b, c] = [await newDriver(), await newDriver(), await newDriver()];
    const verifiedRow = (userId: string, fields: Partial<typeof parkingTickets.$inferInsert>) =>
      t.db
        .insert(parkingTickets)
        .values({ userId, uploadDay: '2026-03-14', isVerified: true, verifiedAt: NOW, ...fields })
        .returning();
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: unknown) => {
          try {
            refuseOnUniqueViolation(error);
          } catch (refused) {
            return refused instanceof AppError
              ? `${refused.status} ${refused.code} ${refused.message}`
              : 'not translated';
          }
        },
      );
    await verifiedRow(a.id, { imageSha256: 'f'.repeat(64), ticketNumber: 'U-1', detectedDate: '2026-03-14' });
    expect(await refusal(verifiedRow(b.id, { imageSha256: 'f'.repeat(64) }))).toBe(
      `409 ticket.image_reused ${IMAGE_REUSED}`,
    );
    expect(await refusal(verifiedRow(c.id, { ticketNumber: 'U-1', detectedDate: '2026-03-14' }))).toBe(
      `409 ticket.number_reused ${TICKET_REUSED}`,
    );
    expect(await refusal(verifiedRow(a.id, {}))).toBe(
      '409 ticket.already_uploaded_today You have already uploaded parking proof today.',
    );
    expect(await refusal(Promise.reject(new Error('something else')))).toBe('not translated');
  });

  /** B's photo has no town and waits; A verifies a ticket meanwhile; B then sends the town. */
  async function pendingThenRefused(options: {
    mine: Buffer;
    theirs: Buffer;
    mineReading: TicketReading;
    theirsReading: TicketReading;
  }) {
    const [a, b] = [await newDriver(), await newDriver()];
    const imageUrl = await b.upload(options.mine);
    script.answer = () => options.mineReading;
    const waiting = await b.submit({ imageUrl });
    expect(waiting.statusCode, waiting.body).toBe(422);
    expect(waiting.json().requiresManualLocation).toBe(true);
    const [pending] = await t.db.select().from(parkingTickets).where(eq(parkingTickets.userId, b.id));
    expect(pending).toMatchObject({ isVerified: false, imagePhash: expect.stringMatching(/^[0-9a-f]{16}$/) });

    script.answer = () => options.theirsReading;
    const theirs = await a.submit({ imageUrl: await a.upload(options.theirs) });
    expect(theirs.statusCode, theirs.body).toBe(201);

    const done = await b.submit({ imageUrl, city: 'York', location: 'York' });
    expect(done.statusCode, done.body).toBe(409);
    expect(await verifiedOf(t, b.id)).toHaveLength(0);
    const refusal = (await decisionsOf(t, b.id)).find((decision) => decision.outcome === 'duplicate');
    expect(refusal?.ticketId).toBe(pending!.id);
    return done.json().message as string;
  }

  it('the waiting ticket is refused when another account has since verified the same image', async () => {
    const image = await payAndDisplay({ date: '14/03/2026', ticketNo: 'P-1001', town: null });
    const text = 'P-1001 09:30 11:30 14/03/2026';
    const message = await pendingThenRefused({
      mine: image,
      theirs: image,
      mineReading: verifiedReading({ town: false, text }),
      theirsReading: verifiedReading({ text }),
    });
    expect(message).toBe(IMAGE_REUSED);
  });

  it('the waiting ticket is refused when another account has since verified a near copy of it', async () => {
    const image = await payAndDisplay({ date: '14/03/2026', ticketNo: 'P-2002', town: null });
    const text = 'P-2002 09:30 11:30 14/03/2026';
    const message = await pendingThenRefused({
      mine: await sharp(image).resize(490).png().toBuffer(),
      theirs: image,
      mineReading: verifiedReading({ town: false, text }),
      theirsReading: verifiedReading({ text }),
    });
    expect(message).toBe(IMAGE_REUSED);
  });

  it('the waiting ticket is refused when another account has since verified its ticket number', async () => {
    const message = await pendingThenRefused({
      mine: await payAndDisplay({ date: '14/03/2026', ticketNo: 'P-3003', town: null }),
      theirs: await payAndDisplay({ date: '14/03/2026', ticketNo: 'P-3003', from: '12:00', to: '15:00' }),
      mineReading: verifiedReading({ town: false, ticketNumber: 'P-3003', text: 'P-3003 09:30 11:30' }),
      theirsReading: verifiedReading({ ticketNumber: 'P-3003', text: 'P-3003 12:00 15:00' }),
    });
    expect(message).toBe(TICKET_REUSED);
  });

  it('the waiting ticket is verified when nobody else used it', async () => {
    const b = await newDriver();
    const imageUrl = await b.upload(
      await payAndDisplay({ date: '14/03/2026', ticketNo: 'P-4004', town: null }),
    );
    script.answer = () => verifiedReading({ town: false, ticketNumber: 'P-4004', text: 'P-4004' });
    expect((await b.submit({ imageUrl })).statusCode).toBe(422);
    const done = await b.submit({ imageUrl, city: 'York', location: 'York' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ isVerified: true, city: 'York' });
  });
});
