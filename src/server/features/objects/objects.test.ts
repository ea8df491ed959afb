import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';
import { LOGO_MAX_BYTES, TICKET_MAX_BYTES, UPLOAD_URL_TTL_MS } from '#contracts/objects.ts';
import { uploadedObjects } from '#server/db/schema.ts';
import { seedAdmin, seedDriver, seedRetailer } from '#server/db/seed.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { createLocalStorage, type ObjectStorage } from '#server/lib/storage.ts';
import { deleteObjectByUrl, objectIdFromUrl, readObjectForVerification } from './service';

const PASSWORD = 'password-123';
let t: TestApp;
const cookies = { driver: '', otherDriver: '', retailer: '', admin: '' };
let driverId = '';

const login = async (email: string) =>
  sessionCookie(await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: PASSWORD }));

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-14T18:00:00Z' });
  driverId = (await seedDriver(t.db, { email: 'dee@example.com', password: PASSWORD })).id;
  await seedDriver(t.db, { email: 'other@example.com', password: PASSWORD });
  await seedRetailer(t.db, { email: 'shop@example.com', password: PASSWORD, businessName: 'Shop' });
  await seedAdmin(t.db, { email: 'admin@example.com', password: PASSWORD });
  cookies.driver = await login('dee@example.com');
  cookies.otherDriver = await login('other@example.com');
  cookies.retailer = await login('shop@example.com');
  cookies.admin = await login('admin@example.com');
});
afterAll(() => t?.close());

type Slot = { uploadURL: string; objectURL: string };

async function newSlot(cookie: string): Promise<Slot> {
  const res = await client(t.app, cookie).post('/api/objects/upload');
  expect(res.statusCode).toBe(200);
  return res.json();
}

function put(url: string, payload: Buffer | string | Readable, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, 'content-type': 'image/jpeg', ...headers },
  });
}

async function upload(cookie: string, payload: Buffer, contentType = 'image/jpeg') {
  const slot = await newSlot(cookie);
  const res = await put(slot.uploadURL, payload, { 'content-type': contentType });
  return { slot, res, id: objectIdFromUrl(slot.objectURL)! };
}

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** A JPEG as a phone writes it: rotated by an EXIF tag, with the camera and GPS position in EXIF. */
const phoneJpeg = () =>
  photo(64, 48)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 27/1 18/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 58/1 17/1',
      },
    })
    .jpeg()
    .toBuffer();

async function storedRow(id: string) {
  const [row] = await t.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id));
  return row!;
}

/** Nothing reached storage and the row does not say stored. */
async function expectNothingStored(id: string) {
  expect(await t.storage.get(id)).toBeNull();
  expect((await storedRow(id)).storedAt).toBeNull();
}

describe('POST /api/objects/upload', () => {
  it('answers 401 when signed out', async () => {
    const res = await client(t.app).post('/api/objects/upload');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['driver', 'ticket'],
    ['retailer', 'logo'],
    ['admin', 'logo'],
  ] as const)(
    'gives a %s a single-use %s link valid 15 minutes, keeping only a hash of its signature',
    async (role, purpose) => {
      const slot = await newSlot(cookies[role]);
      const match = slot.uploadURL.match(/^\/api\/objects\/([0-9a-f-]{36})\?signature=([\w-]{43})$/);
      expect(match).toBeTruthy();
      expect(slot.objectURL).toBe(slot.uploadURL.split('?')[0]);
      const row = await storedRow(match![1]!);
      expect(row.purpose).toBe(purpose);
      expect(row.uploadTokenHash).toBe(sha256Hex(match![2]!));
      expect(row.uploadExpiresAt.getTime()).toBe(t.clock.now().getTime() + UPLOAD_URL_TTL_MS);
      expect(row.storedAt).toBeNull();
    },
  );

  it('accepts an empty JSON object as the body too', async () => {
    const res = await client(t.app, cookies.driver).post('/api/objects/upload', {});
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT a ticket image', () => {
  it('stores a phone JPEG with its orientation baked in and no EXIF, keeping the hash of the original', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { slot, res, id } = await upload(cookies.driver, original, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectURL: slot.objectURL });

    const stored = (await t.storage.get(id))!;
    expect(stored.contentType).toBe('image/jpeg');
    const meta = await sharp(stored.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (rotate 90°) is applied to the pixels: 64×48 becomes 48×64.
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(stored.data.includes(Buffer.from('PhoneCo'))).toBe(false);

    const row = await storedRow(id);
    expect(row).toMatchObject({
      contentType: 'image/jpeg',
      sizeBytes: stored.data.length,
      sha256: sha256Hex(original),
      uploadTokenHash: null,
    });
    expect(row.storedAt).toEqual(t.clock.now());
  });

  it.each([
    [
      'PNG',
      'png',
      () =>
        photo()
          .withExif({ IFD0: { Make: 'PhoneCo' } })
          .png()
          .toBuffer(),
    ],
    [
      'WebP',
      'webp',
      () =>
        photo()
          .withExif({ IFD0: { Make: 'PhoneCo' } })
          .webp()
          .toBuffer(),
    ],
  ] as const)('stores a %s ticket in its own format without metadata', async (_name, format, make) => {
    const original = await make();
    const { res, id } = await upload(cookies.driver, original, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = (await t.storage.get(id))!;
    expect(stored.contentType).toBe(`image/${format}`);
    const meta = await sharp(stored.data).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect((await storedRow(id)).sha256).toBe(sha256Hex(original));
  });
});

describe('PUT size limits', () => {
  it('answers 413 for a ticket over 10 MB by Content-Length, before reading the body', async () => {
    const slot = await newSlot(cookies.driver);
    // A body that never ends: only an answer from the Content-Length alone can finish this request.
    const endless = new Readable({ read() {} });
    endless.push(Buffer.alloc(1024));
    const res = await put(slot.uploadURL, endless, { 'content-length': String(TICKET_MAX_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('upload.too_large');
    expect(res.json().message).toMatch(/10 MB/);
    await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
  });

  it('answers 413 for a whole 10 MB + 1 byte ticket body', async () => {
    const slot = await newSlot(cookies.driver);
    const res = await put(slot.uploadURL, Buffer.alloc(TICKET_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
  });

  it.each([
    ['ticket', 'driver', TICKET_MAX_BYTES, /10 MB/],
    ['logo', 'retailer', LOGO_MAX_BYTES, /5 MB/],
  ] as const)(
    'answers 413 for a chunked %s stream past its limit without reading much past it',
    async (_purpose, role, limit, words) => {
      const slot = await newSlot(cookies[role]);
      let pulled = 0;
      const chunk = Buffer.alloc(64 * 1024);
      const endless = Readable.from(
        (function* () {
          for (;;) {
            pulled += chunk.length;
            yield chunk;
          }
        })(),
      );
      const res = await put(slot.uploadURL, endless, { 'transfer-encoding': 'chunked' });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(words);
      expect(pulled).toBeGreaterThan(limit);
      expect(pulled).toBeLessThan(limit + 1024 * 1024);
      await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
    },
  );

  it('answers 413 for a logo over 5 MB by Content-Length, and takes a logo just under it', async () => {
    const slot = await newSlot(cookies.retailer);
    const res = await put(slot.uploadURL, Buffer.alloc(LOGO_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
    await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
  });

  it('answers 413 over a real socket while the client is still sending, instead of resetting it', async () => {
    const slot = await newSlot(cookies.retailer);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${address}${slot.uploadURL}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', origin: TEST_ORIGIN },
      });
      req.on('response', (response) => {
        let text = '';
        response.on('data', (part) => {
          text += part;
        });
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      // The server reads and discards the rest after answering, so sending to the end must not fail.
      req.on('error', reject);
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent <= LOGO_MAX_BYTES * 2 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toMatch(/5 MB/);
    await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
  });
});

describe('PUT type checks (from the bytes)', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

  it.each([
    ['a text file named .jpg sent as image/jpeg', () => Buffer.from('just some words, honest'), 'image/jpeg'],
    ['an SVG', () => Buffer.from(svg), 'image/svg+xml'],
    ['an SVG claiming to be PNG', () => Buffer.from(svg), 'image/png'],
    ['a GIF', () => photo().gif().toBuffer(), 'image/gif'],
    ['a GIF claiming to be JPEG', () => photo().gif().toBuffer(), 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_name, make, contentType) => {
    const { res, id } = await upload(cookies.driver, await make(), contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'upload.unsupported_type',
      message: 'Only JPEG, PNG or WebP images can be uploaded.',
    });
    await expectNothingStored(id);
  });

  it('refuses a HEIC photo with 415 and says why', async () => {
    const heic = Buffer.concat([
      Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
      Buffer.alloc(64),
    ]);
    const { res, id } = await upload(cookies.driver, heic, 'image/heic');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('upload.heic');
    expect(res.json().message).toMatch(/^Only JPEG, PNG or WebP images can be uploaded\. HEIC/);
    await expectNothingStored(id);
  });

  it('refuses a JPEG header over a damaged body with a clear 415', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const { res, id } = await upload(
      cookies.driver,
      Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(200, 7)]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/could not be read/);
    await expectNothingStored(id);
  });

  it('refuses a decompression bomb (a small file of 64 megapixels) with a clear 413', async () => {
    const bomb = await photo(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(TICKET_MAX_BYTES);
    const { res, id } = await upload(cookies.driver, bomb, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'upload.too_large',
      message: 'Photo too large: use a photo under 25 megapixels',
    });
    await expectNothingStored(id);
  });

  it('refuses a 26-megapixel photo or logo with the 413 of decisions.md (25 megapixels at most)', async () => {
    // 5100 x 5100 = 26.01 MP: under the old 60 MP cap, over today's.
    const big = await photo(5100, 5100).jpeg({ quality: 40 }).toBuffer();
    expect(big.length).toBeLessThan(LOGO_MAX_BYTES);
    for (const who of ['driver', 'retailer'] as const) {
      const { res, id } = await upload(cookies[who], big);
      expect(res.statusCode, who).toBe(413);
      expect(res.json(), who).toEqual({
        code: 'upload.too_large',
        message: 'Photo too large: use a photo under 25 megapixels',
      });
      await expectNothingStored(id);
    }
  });

  it('refuses an empty body with 400', async () => {
    const { res } = await upload(cookies.driver, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('upload.empty');
  });
});

describe('PUT signatures', () => {
  it('refuses a second PUT to the same link with 403', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const { slot, res, id } = await upload(cookies.driver, jpeg);
    expect(res.statusCode).toBe(200);
    const again = await put(slot.uploadURL, await photo(10, 10).jpeg().toBuffer());
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('upload.link_used');
    expect(again.json().message).toMatch(/already been used/);
    const stored = (await t.storage.get(id))!;
    expect((await sharp(stored.data).metadata()).width).toBe(64);
  });

  it('refuses a link used 15 minutes after it was given with 403', async () => {
    const slot = await newSlot(cookies.driver);
    t.clock.advance(UPLOAD_URL_TTL_MS);
    try {
      const res = await put(slot.uploadURL, await photo().jpeg().toBuffer());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/expired/);
      await expectNothingStored(objectIdFromUrl(slot.objectURL)!);
    } finally {
      t.clock.advance(-UPLOAD_URL_TTL_MS);
    }
  });

  it('takes a link 1 second before it expires', async () => {
    const slot = await newSlot(cookies.driver);
    t.clock.advance(UPLOAD_URL_TTL_MS - 1000);
    try {
      expect((await put(slot.uploadURL, await photo().jpeg().toBuffer())).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(UPLOAD_URL_TTL_MS - 1000));
    }
  });

  it('refuses a wrong or missing signature with 403, and an unknown id with 404', async () => {
    const slot = await newSlot(cookies.driver);
    const jpeg = await photo().jpeg().toBuffer();
    const wrong = await put(`${slot.objectURL}?signature=${'x'.repeat(43)}`, jpeg);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not valid/);
    expect((await put(slot.objectURL, jpeg)).statusCode).toBe(403);
    expect(
      (await put('/api/objects/00000000-0000-4000-8000-000000000000?signature=abc', jpeg)).statusCode,
    ).toBe(404);
    expect((await put('/api/objects/not-a-uuid?signature=abc', jpeg)).statusCode).toBe(404);
    // The refusals did not use the link up.
    expect((await put(slot.uploadURL, jpeg)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous PUTs store', async () => {
    const slot = await newSlot(cookies.driver);
    const jpeg = await photo().jpeg().toBuffer();
    const answers = await Promise.all([put(slot.uploadURL, jpeg), put(slot.uploadURL, jpeg)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
  });

  it('uses a link up when its PUT is refused (a retry asks for a new link)', async () => {
    const slot = await newSlot(cookies.driver);
    expect((await put(slot.uploadURL, Buffer.from('not an image'))).statusCode).toBe(415);
    expect((await put(slot.uploadURL, await photo().jpeg().toBuffer())).statusCode).toBe(403);
  });
});

describe('GET /api/objects/:id', () => {
  let ticketUrl = '';
  beforeAll(async () => {
    const { res, slot } = await upload(cookies.driver, await phoneJpeg());
    expect(res.statusCode).toBe(200);
    ticketUrl = slot.objectURL;
  });

  it('shows a ticket image to its owner, never kept by the browser (shared devices), with safe headers', async () => {
    const res = await client(t.app, cookies.driver).get(ticketUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const forAdmin = await client(t.app, cookies.admin).get(ticketUrl);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('shows a ticket image to an admin', async () => {
    expect((await client(t.app, cookies.admin).get(ticketUrl)).statusCode).toBe(200);
  });

  it.each(['otherDriver', 'retailer'] as const)('answers 404 to %s for a ticket image', async (who) => {
    const res = await client(t.app, cookies[who]).get(ticketUrl);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'object.not_found', message: 'Image not found.' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers 401 signed out for a ticket image (sign in, then it is yours or a 404)', async () => {
    const res = await client(t.app).get(ticketUrl);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth.required', message: 'Please sign in to continue.' });
    expect(res.headers['cache-control']).toBe('no-store');
    const unknown = await client(t.app).get('/api/objects/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('object.not_found');
  });

  it('answers 404 for unknown, malformed and not-yet-uploaded objects', async () => {
    const slot = await newSlot(cookies.driver);
    for (const url of [
      '/api/objects/00000000-0000-4000-8000-000000000000',
      '/api/objects/..%2F..%2Fetc%2Fpasswd',
      slot.objectURL,
    ]) {
      expect((await client(t.app, cookies.admin).get(url)).statusCode).toBe(404);
    }
  });

  it('serves a logo to anyone, signed out too, with a long public cache', async () => {
    const { res, slot } = await upload(cookies.retailer, await photo(300, 200).png().toBuffer(), 'image/png');
    expect(res.statusCode).toBe(200);
    const read = await client(t.app).get(slot.objectURL);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('logos', () => {
  it('re-encodes a large JPEG logo to WebP within 512 px, dropping its metadata', async () => {
    const { res, id } = await upload(
      cookies.retailer,
      await photo(2000, 1000)
        .withExif({ IFD0: { Make: 'X' } })
        .jpeg()
        .toBuffer(),
    );
    expect(res.statusCode).toBe(200);
    const stored = (await t.storage.get(id))!;
    expect(stored.contentType).toBe('image/webp');
    const meta = await sharp(stored.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 256, undefined]);
  });

  it('keeps a PNG logo as PNG, at most 512 px, and does not enlarge a small one', async () => {
    const big = await upload(cookies.admin, await photo(700, 1400).png().toBuffer(), 'image/png');
    const bigMeta = await sharp((await t.storage.get(big.id))!.data).metadata();
    expect([bigMeta.format, bigMeta.width, bigMeta.height]).toEqual(['png', 256, 512]);
    const small = await upload(cookies.retailer, await photo(100, 80).webp().toBuffer(), 'image/webp');
    const smallMeta = await sharp((await t.storage.get(small.id))!.data).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 100, 80]);
  });
});

describe('logo sizes', () => {
  it('serves a logo resized to a drawn width as WebP, cached for good, never enlarged', async () => {
    const { slot } = await upload(cookies.retailer, await photo(400, 200).png().toBuffer(), 'image/png');
    const full = await client(t.app).get(slot.objectURL);
    for (const [w, size] of [
      [96, [96, 48]],
      [240, [240, 120]],
    ] as const) {
      const res = await client(t.app).get(`${slot.objectURL}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}, immutable/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
      expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
    }
    const tiny = await upload(cookies.retailer, await photo(40, 40).png().toBuffer(), 'image/png');
    const meta = await sharp((await client(t.app).get(`${tiny.slot.objectURL}?w=144`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([40, 40]);
  });

  it('refuses a width the app never draws, and keeps ticket photos whole', async () => {
    const { slot } = await upload(cookies.retailer, await photo(400, 200).png().toBuffer(), 'image/png');
    for (const w of ['97', '5000', 'big', '-48']) {
      const res = await client(t.app).get(`${slot.objectURL}?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message, w).toMatch(/w must be/);
    }
    const ticket = await upload(cookies.driver, await photo(800, 600).jpeg().toBuffer());
    const res = await client(t.app, cookies.driver).get(`${ticket.slot.objectURL}?w=96`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });
});

describe('service helpers for other features', () => {
  const ctx = () => ({ db: t.db, clock: t.clock, storage: t.storage });

  it('objectIdFromUrl takes relative and absolute object URLs and nothing else', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(objectIdFromUrl(`/api/objects/${id}`)).toBe(id);
    expect(objectIdFromUrl(`https://parkperks.example/api/objects/${id.toUpperCase()}?signature=x`)).toBe(id);
    for (const url of [
      '',
      '/api/objects/upload',
      `/api/other/${id}`,
      `/api/objects/${id}/x`,
      'not a url at all',
      null,
    ]) {
      expect(objectIdFromUrl(url)).toBeNull();
    }
  });

  it('readObjectForVerification gives the owner their stored ticket bytes and the original hash, nobody else', async () => {
    const original = await phoneJpeg();
    const { slot, id } = await upload(cookies.driver, original);
    const found = await readObjectForVerification(ctx(), slot.objectURL, driverId);
    expect(found).toMatchObject({ sha256: sha256Hex(original), objectId: id });
    expect((await sharp(found!.data).metadata()).exif).toBeUndefined();

    const [other] = await t.db
      .select()
      .from(uploadedObjects)
      .where(eq(uploadedObjects.purpose, 'logo'))
      .limit(1);
    expect(await readObjectForVerification(ctx(), `/api/objects/${other!.id}`, other!.ownerId!)).toBeNull();
    expect(
      await readObjectForVerification(ctx(), slot.objectURL, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
    expect(await readObjectForVerification(ctx(), 'https://evil.example/x.jpg', driverId)).toBeNull();
    const pending = await newSlot(cookies.driver);
    expect(await readObjectForVerification(ctx(), pending.objectURL, driverId)).toBeNull();
  });

  it('deleteObjectByUrl removes the bytes and marks the row, once', async () => {
    const { slot, id } = await upload(cookies.retailer, await photo().png().toBuffer(), 'image/png');
    expect(await deleteObjectByUrl(ctx(), slot.objectURL)).toBe(true);
    expect(await t.storage.get(id)).toBeNull();
    expect((await storedRow(id)).deletedAt).toEqual(t.clock.now());
    expect((await client(t.app).get(slot.objectURL)).statusCode).toBe(404);
    expect(await deleteObjectByUrl(ctx(), slot.objectURL)).toBe(false);
    expect(await deleteObjectByUrl(ctx(), null)).toBe(false);
  });

  it('a deleted pending object can no longer be uploaded to', async () => {
    const slot = await newSlot(cookies.retailer);
    await deleteObjectByUrl(ctx(), slot.objectURL);
    expect((await put(slot.uploadURL, await photo().png().toBuffer())).statusCode).toBe(404);
  });
});

describe('reading objects: sizes from memory, storage reads throttled (docs/decisions/045)', () => {
  let counted: TestApp;
  let dir = '';
  const reads: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pp-counted-objects-'));
    const local = createLocalStorage(dir);
    const storage: ObjectStorage = {
      put: (key, data, type) => local.put(key, data, type),
      get: (key) => {
        reads.push(key);
        return local.get(key);
      },
      delete: (key) => local.delete(key),
    };
    counted = await createTestApp({ storage, now: '2026-03-14T18:00:00Z' });
    await seedRetailer(counted.db, {
      email: 'logo@example.com',
      password: PASSWORD,
      businessName: 'Logo Shop',
    });
  });
  afterAll(async () => {
    await counted?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function uploadLogo() {
    const cookie = sessionCookie(
      await client(counted.app).post('/api/auth/login', {
        emailOrPhone: 'logo@example.com',
        password: PASSWORD,
      }),
    );
    const slot = (await client(counted.app, cookie).post('/api/objects/upload')).json() as Slot;
    const res = await counted.app.inject({
      method: 'PUT',
      url: slot.uploadURL,
      payload: await photo(400, 200).png().toBuffer(),
      headers: { origin: TEST_ORIGIN, 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    return { url: slot.objectURL, id: objectIdFromUrl(slot.objectURL)! };
  }
  const get = (url: string, address: string) =>
    counted.app.inject({ method: 'GET', url, remoteAddress: address });

  it('answers a logo size already made without reading the logo from storage', async () => {
    const logo = await uploadLogo();
    reads.length = 0;
    const first = await get(`${logo.url}?w=96`, '192.0.2.40');
    expect(first.statusCode).toBe(200);
    expect(reads).toEqual([logo.id]);
    reads.length = 0;
    for (let i = 0; i < 3; i++) {
      const again = await get(`${logo.url}?w=96`, '192.0.2.40');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe('image/webp');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(reads).toEqual([]);
    // A deleted logo is gone at once, made sizes or not.
    await deleteObjectByUrl(counted, logo.url);
    expect((await get(`${logo.url}?w=96`, '192.0.2.40')).statusCode).toBe(404);
  });

  it('answers 429 with Retry-After past 240 storage reads a minute from one address; other addresses and made sizes still served', async () => {
    const logo = await uploadLogo();
    expect((await get(`${logo.url}?w=48`, '192.0.2.41')).statusCode).toBe(200);
    const address = '203.0.113.9';
    // All at once: exactly 240 get through.
    const answers = await Promise.all(Array.from({ length: 250 }, () => get(logo.url, address)));
    expect(answers.filter((res) => res.statusCode === 200).length).toBe(240);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBe(10);
    expect(refused[0]!.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many image requests from your address. Please wait a minute and try again.',
    });
    const wait = Number(refused[0]!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    reads.length = 0;
    expect((await get(logo.url, address)).statusCode).toBe(429);
    expect(reads).toEqual([]);
    // A size already made reads nothing from storage, so it is not counted.
    expect((await get(`${logo.url}?w=48`, address)).statusCode).toBe(200);
    expect((await get(logo.url, '203.0.113.10')).statusCode).toBe(200);
    counted.clock.advance(61_000);
    expect((await get(logo.url, address)).statusCode).toBe(200);
  });
});
