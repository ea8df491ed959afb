import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, sessionCookie, type TestApp } from '#tests/support/test-app.ts';
import { fixture, uploadImage } from '#tests/support/tickets.ts';
import { uploadedObjects } from '#server/db/schema.ts';
import { seedDriver, seedRetailer } from '#server/db/seed.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { DOWNSCALE_TARGET_BYTES, downscaleTicketImage } from './index';
import { deleteObject, objectIdFromUrl } from './service';

const PASSWORD = 'password-123';
let t: TestApp;
let driver = '';
let retailer = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDriver(t.db, { email: 'dee@example.com', password: PASSWORD });
  await seedRetailer(t.db, { email: 'shop@example.com', password: PASSWORD, businessName: 'Shop' });
  const login = async (email: string) =>
    sessionCookie(await client(t.app).post('/api/auth/login', { emailOrPhone: email, password: PASSWORD }));
  driver = await login('dee@example.com');
  retailer = await login('shop@example.com');
});
afterAll(() => t?.close());

const ctx = (storage: ObjectStorage = t.storage) => ({ db: t.db, storage });

async function upload(cookie: string, bytes: Buffer, contentType = 'image/jpeg') {
  const url = await uploadImage(t.app, cookie, bytes, contentType);
  return { url, id: objectIdFromUrl(url)! };
}

async function row(id: string) {
  const [found] = await t.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id));
  return found!;
}

describe('downscaleTicketImage', () => {
  it('replaces a large phone photo with an upright JPEG of about 300 KB, served as such', async () => {
    const original = fixture('verified-pd-bath-council-exif.jpg');
    const { url, id } = await upload(driver, original);
    const before = (await t.storage.get(id))!;
    expect(before.data.length).toBeGreaterThan(2 * 1024 * 1024);

    const result = await downscaleTicketImage(ctx(), id);
    expect(result).toMatchObject({ objectId: id, outcome: 'downscaled', bytesBefore: before.data.length });
    expect(result.message).toMatch(/downscaled from 2\d{3} KB to \d{3} KB \(1500×2000, JPEG quality \d+\)/);

    const after = (await t.storage.get(id))!;
    expect(after.contentType).toBe('image/jpeg');
    expect(after.data.length).toBe(result.bytesAfter);
    expect(after.data.length).toBeLessThanOrEqual(DOWNSCALE_TARGET_BYTES);
    const meta = await sharp(after.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1500, 2000, undefined]);
    // The row tells the truth about the bytes; the hash stays that of the upload (reuse checks).
    expect(await row(id)).toMatchObject({
      contentType: 'image/jpeg',
      sizeBytes: after.data.length,
      sha256: sha256Hex(original),
    });

    const served = await client(t.app, driver).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Number(served.headers['content-length'])).toBe(after.data.length);
    expect(Buffer.compare(served.rawPayload, after.data)).toBe(0);

    // A second run finds it small enough.
    expect(await downscaleTicketImage(ctx(), id)).toMatchObject({ outcome: 'kept', reason: 'small' });
  });

  it('turns a large PNG screenshot into a JPEG and keeps the row and the answer in step', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 700 * 1400 * 3 }, () => Math.random() * 256)),
      {
        raw: { width: 700, height: 1400, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const { url, id } = await upload(driver, noisy, 'image/png');
    expect((await row(id)).contentType).toBe('image/png');
    expect((await downscaleTicketImage(ctx(), id)).outcome).toBe('downscaled');
    expect(await row(id)).toMatchObject({ contentType: 'image/jpeg' });
    const served = await client(t.app, driver).get(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('leaves a small image exactly as it was', async () => {
    const original = fixture('verified-pd-york-council.jpg');
    const { id } = await upload(driver, original);
    const before = (await t.storage.get(id))!;
    expect(before.data.length).toBeLessThan(DOWNSCALE_TARGET_BYTES);
    const result = await downscaleTicketImage(ctx(), id);
    expect(result).toMatchObject({ outcome: 'kept', reason: 'small', bytesBefore: before.data.length });
    expect(await t.storage.get(id)).toEqual(before);
  });

  it('never makes an image larger', async () => {
    // Sharp two-colour detail that repeats along each row: PNG packs it far better than any JPEG.
    const [width, height, period] = [1200, 1600, 48 * 3];
    let seed = 7;
    const tile = Array.from({ length: period }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 2 ? 255 : 0;
    });
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = tile[(i % (width * 3)) % period]!;
    const screenshot = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const { id } = await upload(driver, screenshot, 'image/png');
    const before = (await t.storage.get(id))!;
    const result = await downscaleTicketImage(ctx(), id, { targetBytes: before.data.length / 2 });
    expect(result).toMatchObject({ outcome: 'kept', reason: 'not_smaller', bytesBefore: before.data.length });
    expect(await t.storage.get(id)).toEqual(before);
    expect((await row(id)).contentType).toBe('image/png');
  });

  it('leaves logos, unknown ids, pending uploads and deleted images alone', async () => {
    const logo = await upload(
      retailer,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const pending = objectIdFromUrl(
      (await client(t.app, driver).post('/api/objects/upload')).json().objectURL,
    )!;
    const deleted = await upload(driver, fixture('verified-pd-reading-council.jpg'));
    await deleteObject(ctx(), deleted.id, t.clock.now());
    for (const id of [logo.id, pending, deleted.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await downscaleTicketImage(ctx(), id), id).toMatchObject({
        outcome: 'kept',
        reason: 'not_a_stored_ticket',
      });
    }
    expect(await t.storage.get(deleted.id)).toBeNull();
  });

  it('does not write back an image deleted while it was being downscaled', async () => {
    const { id } = await upload(driver, fixture('verified-pd-reading-council.jpg'));
    const puts: string[] = [];
    const racing: ObjectStorage = {
      ...t.storage,
      async get(key) {
        const found = await t.storage.get(key);
        // The retention sweep or an account deletion gets there first.
        await deleteObject(ctx(), key, t.clock.now());
        return found;
      },
      async put(key, data, contentType) {
        puts.push(key);
        await t.storage.put(key, data, contentType);
      },
    };
    const result = await downscaleTicketImage(ctx(racing), id);
    expect(result).toMatchObject({ outcome: 'kept', reason: 'deleted_meanwhile' });
    expect(puts).toEqual([]);
    expect(await t.storage.get(id)).toBeNull();
  });

  it('reports a storage failure instead of throwing, and leaves the original and its row', async () => {
    const { id } = await upload(driver, fixture('verified-pd-reading-council.jpg'));
    const before = (await t.storage.get(id))!;
    const rowBefore = await row(id);
    const broken: ObjectStorage = {
      ...t.storage,
      put: () => Promise.reject(new Error('bucket unreachable')),
    };
    const result = await downscaleTicketImage(ctx(broken), id);
    expect(result).toMatchObject({ outcome: 'failed', error: 'bucket unreachable' });
    expect(result.message).toMatch(/not downscaled \(kept as it was\): bucket unreachable/);
    expect(await t.storage.get(id)).toEqual(before);
    expect(await row(id)).toEqual(rowBefore);

    const unreadable: ObjectStorage = { ...t.storage, get: () => Promise.reject(new Error('timed out')) };
    expect(await downscaleTicketImage(ctx(unreadable), id)).toMatchObject({ outcome: 'failed' });
  });

  it('puts the original back when the row cannot be updated after the new bytes were written', async () => {
    const { id } = await upload(driver, fixture('verified-pd-reading-council.jpg'));
    const before = (await t.storage.get(id))!;
    let writes = 0;
    const failingDb = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (run: Parameters<typeof t.db.transaction>[0]) =>
          target.transaction(async (tx) => {
            await run(tx);
            throw new Error('connection lost before commit');
          });
      },
    });
    const counting: ObjectStorage = {
      ...t.storage,
      async put(key, data, contentType) {
        writes++;
        await t.storage.put(key, data, contentType);
      },
    };
    const result = await downscaleTicketImage({ db: failingDb, storage: counting }, id);
    expect(result).toMatchObject({ outcome: 'failed', error: 'connection lost before commit' });
    expect(writes).toBe(2);
    expect(await t.storage.get(id)).toEqual(before);
    expect((await row(id)).contentType).toBe('image/jpeg');
    expect((await row(id)).sizeBytes).toBe(before.data.length);
  });
});
