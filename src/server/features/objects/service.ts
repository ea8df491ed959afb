import { UUID } from '#server/lib/validation.ts';
import type { Readable } from 'node:stream';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import {
  OBJECT_URL_PREFIX,
  type ObjectPurpose,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_MS,
  type UploadedObject,
  type UploadSlot,
} from '#contracts/objects.ts';
import type { Db } from '#server/db/client.ts';
import { uploadedObjects } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { badRequest, fail, forbidden, notFound, tooManyRequests, unauthorized } from '#server/lib/errors.ts';
import { countAttempt } from '#server/db/rate-limit.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { memoryThrottle } from '#server/lib/throttle.ts';
import type { users } from '#server/db/schema.ts';
import { cleanTicketImage, detectImageType, reencodeLogo } from './image-bytes';
import { cachedLogoVariant, logoVariant } from './logo-variants';

// The row itself, not auth's alias: objects is beneath accounts, which auth uses (no import loop).
type UserRow = typeof users.$inferSelect;

export type ObjectsContext = { db: Db; clock: Clock; storage: ObjectStorage };

const MB = 1024 * 1024;
const UPLOAD_SLOTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const tooLarge = (purpose: ObjectPurpose) =>
  fail('upload.too_large', {
    message: `This file is too large: ${purpose === 'ticket' ? 'parking photos' : 'logos'} can be at most ${UPLOAD_MAX_BYTES[purpose] / MB} MB.`,
  });

/** Drivers upload parking proof (private); retailers and admins upload logos (public). */
export function purposeFor(userType: UserType): ObjectPurpose {
  return userType === DRIVER_USER_TYPE ? 'ticket' : 'logo';
}

export function objectUrlFor(id: string): string {
  return `${OBJECT_URL_PREFIX}${id}`;
}

/** The object id in '/api/objects/<id>' (relative or absolute, any query ignored); null for anything else. */
export function objectIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(OBJECT_URL_PREFIX)) return null;
  const id = path.slice(OBJECT_URL_PREFIX.length);
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** A single-use upload link, valid 15 minutes; only a hash of its signature is kept. */
export async function createUploadSlot(ctx: ObjectsContext, user: UserRow): Promise<UploadSlot> {
  const now = ctx.clock.now();
  // A person takes a few photos a day; a script asking for thousands of slots is stopped here.
  await countAttempt(
    ctx.db,
    { key: `upload-slot:${user.id}`, limit: UPLOAD_SLOTS_PER_HOUR, windowMs: HOUR_MS },
    now,
    (wait) => `You have started too many uploads. Please try again ${wait}.`,
  );
  const signature = randomToken(32);
  const [row] = await ctx.db
    .insert(uploadedObjects)
    .values({
      ownerId: user.id,
      purpose: purposeFor(user.userType),
      uploadTokenHash: sha256Hex(signature),
      uploadExpiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS),
      createdAt: now,
    })
    .returning({ id: uploadedObjects.id });
  const objectURL = objectUrlFor(row!.id);
  return { uploadURL: `${objectURL}?signature=${signature}`, objectURL };
}

export type UploadInput = {
  id: string;
  signature: string | undefined;
  /** The raw request body; undefined when the request had none. */
  body: Readable | undefined;
  /** The Content-Length header, when sent. */
  declaredLength: number | undefined;
};

/**
 * The PUT to an upload link. The signature is claimed first (one conditional UPDATE), so two PUTs can
 * never both store, and any PUT, even a refused one, uses the link up. Bytes reach storage only once
 * size, type and decoding have all passed, so a refused upload leaves nothing behind.
 */
export async function receiveUpload(ctx: ObjectsContext, input: UploadInput): Promise<UploadedObject> {
  const slot = await claimSlot(ctx, input.id, input.signature);
  const limit = UPLOAD_MAX_BYTES[slot.purpose];
  if (input.declaredLength !== undefined && input.declaredLength > limit) throw tooLarge(slot.purpose);
  const original = input.body
    ? await readLimited(input.body, limit, () => tooLarge(slot.purpose))
    : Buffer.alloc(0);
  if (original.length === 0) throw badRequest('upload.empty');

  const type = await detectImageType(original);
  const clean =
    slot.purpose === 'ticket' ? await cleanTicketImage(original, type) : await reencodeLogo(original, type);

  await ctx.storage.put(slot.id, clean.data, clean.contentType);
  try {
    const [stored] = await ctx.db
      .update(uploadedObjects)
      .set({
        contentType: clean.contentType,
        sizeBytes: clean.data.length,
        // Of the bytes as sent: the ticket fraud check compares what people upload, not our re-encoding.
        sha256: sha256Hex(original),
        storedAt: ctx.clock.now(),
      })
      .where(and(eq(uploadedObjects.id, slot.id), isNull(uploadedObjects.deletedAt)))
      .returning({ id: uploadedObjects.id });
    // Deleted (say, its owner's account) while the upload was in flight.
    if (!stored) throw notFound('object.not_found');
  } catch (error) {
    await ctx.storage.delete(slot.id);
    throw error;
  }
  return { objectURL: objectUrlFor(slot.id) };
}

async function claimSlot(ctx: ObjectsContext, id: string, signature: string | undefined) {
  if (!UUID.test(id)) throw notFound('object.not_found');
  const now = ctx.clock.now();
  if (signature && signature.length <= 128) {
    const [claimed] = await ctx.db
      .update(uploadedObjects)
      .set({ uploadTokenHash: null })
      .where(
        and(
          eq(uploadedObjects.id, id),
          eq(uploadedObjects.uploadTokenHash, sha256Hex(signature)),
          gt(uploadedObjects.uploadExpiresAt, now),
          isNull(uploadedObjects.storedAt),
          isNull(uploadedObjects.deletedAt),
        ),
      )
      .returning({ id: uploadedObjects.id, purpose: uploadedObjects.purpose });
    if (claimed) return claimed;
  }
  // Not claimed: find out why, so the person is told something useful.
  const [row] = await ctx.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, id));
  if (!row || row.deletedAt) throw notFound('object.not_found');
  if (row.storedAt || !row.uploadTokenHash) throw forbidden('upload.link_used');
  if (!signature || row.uploadTokenHash !== sha256Hex(signature)) throw forbidden('upload.link_invalid');
  throw forbidden('upload.link_expired');
}

/** Reads a body up to `limit` bytes; one byte more and it stops reading (never buffering past the limit). */
function readLimited(stream: Readable, limit: number, onTooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (error: Error | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) {
        // Stop pulling bytes; the route closes the connection after answering.
        stream.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, total));
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish(onTooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = () => finish(badRequest('upload.interrupted'));
    const onClose = () => finish(badRequest('upload.interrupted'));
    stream.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

export type StoredObject = { data: Buffer; contentType: string; purpose: ObjectPurpose };

/**
 * Reads that fetch an object from storage (a ticket photo, a logo as stored, a logo size not made
 * yet): at most this many a minute from one address (docs/decisions/045). A page of offers or a
 * town page draws one logo per shop and a town lists at most 200, so a person never gets near it;
 * browsers keep logos for good, and sizes already made are served from memory without counting.
 * Counted in this server's memory: a throttle on storage reads and resizing, not a security limit.
 */
export const OBJECT_READS_PER_MINUTE = 240;
const READ_THROTTLE_MAX_ADDRESSES = 50_000;

export type ObjectReads = {
  /**
   * Logos are public. A ticket image needs signing in (401), and then is shown only to its owner or
   * an admin: 404 for everyone else, as for an image that does not exist (or no longer does). With
   * `width`, a logo comes as a WebP of that width (a ticket photo always whole: a reviewer needs
   * every pixel); a size already made is answered without reading the logo from storage.
   */
  read(input: { id: string; viewer: UserRow | null; width?: number; address: string }): Promise<StoredObject>;
};

export function objectReads(ctx: ObjectsContext): ObjectReads {
  const throttle = memoryThrottle({
    limit: OBJECT_READS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: READ_THROTTLE_MAX_ADDRESSES,
    now: () => ctx.clock.now().getTime(),
  });
  return {
    async read({ id, viewer, width: askedWidth, address }) {
      const row = await findStored(ctx.db, id);
      if (!row) throw notFound('object.not_found');
      if (!viewer && row.purpose !== 'logo') throw unauthorized();
      const allowed =
        row.purpose === 'logo' || (viewer && (viewer.userType === 'admin' || viewer.id === row.ownerId));
      if (!allowed) throw notFound('object.not_found');
      const width = row.purpose === 'logo' ? askedWidth : undefined;
      const made = width ? cachedLogoVariant(row.id, width) : undefined;
      if (made) return { data: made, contentType: 'image/webp', purpose: row.purpose };

      const retryAfterSeconds = throttle.hit(address);
      if (retryAfterSeconds !== null) {
        throw tooManyRequests('rate_limited', {
          message: 'Too many image requests from your address. Please wait a minute and try again.',
          retryAfterSeconds,
        });
      }
      const stored = await ctx.storage.get(row.id);
      if (!stored) throw notFound('object.not_found');
      if (!width) return { ...stored, purpose: row.purpose };
      return {
        data: await logoVariant(row.id, stored.data, width),
        contentType: 'image/webp',
        purpose: row.purpose,
      };
    },
  };
}

/**
 * The stored (EXIF-free) bytes of the caller's own ticket image, with the SHA-256 of the bytes as
 * uploaded for the reuse check; null when the URL is not one of this driver's stored ticket images.
 */
export async function readObjectForVerification(
  ctx: Pick<ObjectsContext, 'db' | 'storage'>,
  objectUrl: string,
  ownerId: string,
): Promise<{ data: Buffer; sha256: string; objectId: string } | null> {
  const id = objectIdFromUrl(objectUrl);
  const row = id ? await findStored(ctx.db, id) : null;
  if (row?.purpose !== 'ticket' || row.ownerId !== ownerId || !row.sha256) return null;
  const stored = await ctx.storage.get(row.id);
  return stored ? { data: stored.data, sha256: row.sha256, objectId: row.id } : null;
}

/**
 * Removes an object's bytes and marks its row deleted (a replaced logo, a deleted ticket or user).
 * Returns false when the URL is not an object of ours or it was already gone. Safe to repeat.
 */
export async function deleteObjectByUrl(
  ctx: Pick<ObjectsContext, 'db' | 'clock' | 'storage'>,
  url: string | null | undefined,
) {
  const id = objectIdFromUrl(url);
  return id ? deleteObject(ctx, id, ctx.clock.now()) : false;
}

/**
 * Bytes first, then the row: if storage fails the row still says "stored" and a retry tries again.
 * The row is locked meanwhile, so a ticket image being downscaled (downscale.ts) is either replaced
 * before it is deleted or not written back at all.
 */
export async function deleteObject(
  ctx: Pick<ObjectsContext, 'db' | 'storage'>,
  id: string,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: uploadedObjects.id })
      .from(uploadedObjects)
      .where(eq(uploadedObjects.id, id))
      .for('update');
    await ctx.storage.delete(id);
    const [row] = await tx
      .update(uploadedObjects)
      // Clearing the signature too, so a pending upload link cannot store into a deleted object.
      .set({ deletedAt: now, uploadTokenHash: null })
      .where(and(eq(uploadedObjects.id, id), isNull(uploadedObjects.deletedAt)))
      .returning({ id: uploadedObjects.id });
    return Boolean(row);
  });
}

async function findStored(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(uploadedObjects)
    .where(
      and(eq(uploadedObjects.id, id), isNotNull(uploadedObjects.storedAt), isNull(uploadedObjects.deletedAt)),
    );
  return row ?? null;
}
