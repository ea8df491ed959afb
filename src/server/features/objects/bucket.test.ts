import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestBucket } from '#tests/support/s3rver.ts';
import { client, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { fixture, uploadImage } from '#tests/support/tickets.ts';
import {
  asAdmin,
  asDriver,
  asRetailer,
  objectIdOf,
  pngBytes,
  signIn,
} from '#server/features/admin/admin-test-helpers.ts';
import { createS3Client, createS3Storage } from '#server/lib/s3-storage.ts';
import { DOWNSCALE_TARGET_BYTES, downscaleTicketImage } from './index';
import { sweepOldTicketImages } from './sweep';

/**
 * The real app with its objects in a bucket (docs/decisions/028): a real S3 server (s3rver) over
 * HTTP, the same object URLs and the same permissions as with the local folder.
 */
let bucket: TestBucket;
let s3: S3Client;
let t: TestApp;

beforeAll(async () => {
  bucket = await startS3rver();
  s3 = createS3Client(bucket.s3);
  t = await createTestApp({ storage: createS3Storage(bucket.s3) });
  return async () => {
    await t?.close();
    await bucket.close();
  };
});
afterAll(() => s3?.destroy());

/** What the bucket itself holds under an object's id, asked directly (not through the app). */
async function inBucket(id: string) {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: id }));
    return { data: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

describe('ticket images in the bucket', () => {
  it('stores an upload in the bucket and shows it to its owner and admins only', async () => {
    const owner = await asDriver(t);
    const other = await asDriver(t);
    const retailer = await asRetailer(t);
    const admin = await asAdmin(t);
    const url = await uploadImage(t.app, owner.cookie, fixture('verified-pd-york-council.jpg'));
    expect(url).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);

    const stored = await inBucket(objectIdOf(url));
    expect(stored?.contentType).toBe('image/jpeg');
    expect((await sharp(stored!.data).metadata()).exif).toBeUndefined();

    const mine = await owner.api.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toMatch(/^private/);
    expect(Buffer.compare(mine.rawPayload, stored!.data)).toBe(0);
    expect((await admin.api.get(url)).statusCode).toBe(200);
    expect((await other.api.get(url)).statusCode).toBe(404);
    expect((await retailer.api.get(url)).statusCode).toBe(404);
    expect((await client(t.app).get(url)).statusCode).toBe(401);
  });

  it('answers 404 when the bytes are missing from the bucket', async () => {
    const owner = await asDriver(t);
    const url = await uploadImage(t.app, owner.cookie, await pngBytes(), 'image/png');
    await createS3Storage(bucket.s3).delete(objectIdOf(url));
    const res = await owner.api.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('object.not_found');
  });

  it('stores a refused upload nowhere', async () => {
    const owner = await asDriver(t);
    const slot = (await owner.api.post('/api/objects/upload')).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: slot.uploadURL,
      payload: Buffer.from('not an image at all'),
      headers: { origin: 'http://localhost:3000', 'content-type': 'image/jpeg' },
    });
    expect(res.statusCode).toBe(415);
    expect(await inBucket(objectIdOf(slot.objectURL))).toBeNull();
  });

  it('downscales a large photo in the bucket, served as image/jpeg', async () => {
    const owner = await asDriver(t);
    const url = await uploadImage(t.app, owner.cookie, fixture('verified-pd-ncp-guildford-phone.jpg'));
    const id = objectIdOf(url);
    const before = (await inBucket(id))!;
    expect(before.data.length).toBeGreaterThan(2 * 1024 * 1024);

    const result = await downscaleTicketImage({ db: t.db, storage: t.storage }, id);
    expect(result.outcome, result.message).toBe('downscaled');
    const after = (await inBucket(id))!;
    expect(after.contentType).toBe('image/jpeg');
    expect(after.data.length).toBeLessThanOrEqual(DOWNSCALE_TARGET_BYTES);
    const meta = await sharp(after.data).metadata();
    expect([meta.width, meta.height]).toEqual([1500, 2000]);

    const served = await owner.api.get(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, after.data)).toBe(0);
  });

  it('the retention sweep deletes old images from the bucket', async () => {
    const owner = await asDriver(t);
    const old = objectIdOf(await uploadImage(t.app, owner.cookie, await pngBytes(), 'image/png'));
    t.clock.advance(20 * 24 * 60 * 60 * 1000);
    // Signed in afresh: the session has ended meanwhile.
    const cookie = await signIn(t, owner.email);
    const recent = objectIdOf(await uploadImage(t.app, cookie, await pngBytes('#123456'), 'image/png'));
    t.clock.advance(11 * 24 * 60 * 60 * 1000);

    const ctx = { db: t.db, storage: t.storage, config: { ticketImageRetentionDays: 30 } };
    expect(await sweepOldTicketImages(ctx, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await inBucket(old)).toBeNull();
    expect(await inBucket(recent)).not.toBeNull();
  });
});

describe('logos in the bucket', () => {
  it('serves a logo to anyone and deletes the one it replaces', async () => {
    const shop = await asRetailer(t);
    const profile = `/api/retailers/${shop.retailer.id}/profile`;
    const first = await uploadImage(t.app, shop.cookie, await pngBytes('#00aa55'), 'image/png');
    expect((await shop.api.put(profile, { logoUrl: first })).statusCode).toBe(200);

    const read = await client(t.app).get(first);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toMatch(/^public/);
    expect(Buffer.compare(read.rawPayload, (await inBucket(objectIdOf(first)))!.data)).toBe(0);

    const second = await uploadImage(t.app, shop.cookie, await pngBytes('#aa0055'), 'image/png');
    expect((await shop.api.put(profile, { logoUrl: second })).statusCode).toBe(200);
    expect(await inBucket(objectIdOf(first))).toBeNull();
    expect(await inBucket(objectIdOf(second))).not.toBeNull();
  });
});

describe('account deletion empties the bucket of the account', () => {
  it("a driver's ticket images go", async () => {
    const admin = await asAdmin(t);
    const driver = await asDriver(t);
    const ids = [
      objectIdOf(await uploadImage(t.app, driver.cookie, await pngBytes(), 'image/png')),
      objectIdOf(await uploadImage(t.app, driver.cookie, fixture('verified-pd-york-council.jpg'))),
    ];
    const keep = await asDriver(t);
    const kept = objectIdOf(await uploadImage(t.app, keep.cookie, await pngBytes(), 'image/png'));
    for (const id of ids) expect(await inBucket(id)).not.toBeNull();

    const res = await admin.api.delete(`/api/admin/users/${driver.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().failedObjects ?? []).toEqual([]);
    for (const id of ids) expect(await inBucket(id)).toBeNull();
    expect(await inBucket(kept)).not.toBeNull();
  });

  it("a retailer's logo goes with the retailer", async () => {
    const admin = await asAdmin(t);
    const shop = await asRetailer(t);
    const logo = await uploadImage(t.app, shop.cookie, await pngBytes('#0055aa'), 'image/png');
    expect(
      (await shop.api.put(`/api/retailers/${shop.retailer.id}/profile`, { logoUrl: logo })).statusCode,
    ).toBe(200);
    const res = await admin.api.delete(`/api/retailers/${shop.retailer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await inBucket(objectIdOf(logo))).toBeNull();
    expect((await client(t.app).get(logo)).statusCode).toBe(404);
  });
});
