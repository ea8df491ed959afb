import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import { uploadedObjects } from '#server/db/schema.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { UUID } from '#server/lib/validation.ts';
import { MAX_INPUT_PIXELS } from './image-bytes';

/**
 * Ticket photos are kept small once verified (docs/decisions/028): a phone photo of 2–5 MB becomes a
 * JPEG of about 300 KB, still legible (a person reviewing it, a second read of the same photo) and
 * still the same picture to the near-copy check (docs/decisions/011), which works at 400 px wide.
 */
export const DOWNSCALE_TARGET_BYTES = 300 * 1024;
/** The long side is capped here: the fixture photos at 1512 × 2016 read as well as their 4000 px originals. */
export const DOWNSCALE_MAX_SIDE = 2000;
/**
 * libjpeg-turbo qualities searched (phone photos land at 65–80). Below MIN_QUALITY the long side
 * shrinks instead: small print blurs less than it blocks up. mozjpeg gains under 1 dB at the same size
 * but encodes ten times slower, on the cores the OCR needs.
 */
const MIN_QUALITY = 50;
const MAX_QUALITY = 90;
/** Each step down when even MIN_QUALITY is too large, never below MIN_SIDE. */
const SIDE_STEP = 0.8;
const MIN_SIDE = 1000;

export type DownscaledImage = { data: Buffer; width: number; height: number; quality: number };

/**
 * A JPEG of at most about `targetBytes`: oriented by its EXIF tag, on white where it was transparent,
 * its long side at most `maxSide`, the highest quality that fits (binary search), no metadata. Null
 * when the result would not be smaller than the input. Throws when the input cannot be decoded.
 */
export async function downscaleImage(
  input: Buffer,
  options: { targetBytes?: number; maxSide?: number } = {},
): Promise<DownscaledImage | null> {
  const targetBytes = options.targetBytes ?? DOWNSCALE_TARGET_BYTES;
  let side = options.maxSide ?? DOWNSCALE_MAX_SIDE;
  let best: DownscaledImage | null = null;
  for (;;) {
    const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: 30 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encode = async (quality: number): Promise<DownscaledImage> => ({
      data: await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .jpeg({ quality, chromaSubsampling: '4:2:0' })
        .toBuffer(),
      width: info.width,
      height: info.height,
      quality,
    });
    // The highest quality that fits: quality against size is monotonic enough for a binary search.
    let low = MIN_QUALITY;
    let high = MAX_QUALITY;
    let fits: DownscaledImage | null = null;
    while (low <= high) {
      const quality = Math.floor((low + high) / 2);
      const encoded = await encode(quality);
      if (encoded.data.length <= targetBytes) {
        fits = encoded;
        low = quality + 1;
      } else {
        if (!best || encoded.data.length < best.data.length) best = encoded;
        high = quality - 1;
      }
    }
    if (fits) {
      best = fits;
      break;
    }
    const longSide = Math.max(info.width, info.height);
    const next = Math.floor(longSide * SIDE_STEP);
    // Already as small as a ticket may get: the smallest encoding tried stands, "about" the target.
    if (next < MIN_SIDE) break;
    side = next;
  }
  return best && best.data.length < input.length ? best : null;
}

export type DownscaleResult = {
  objectId: string;
  /** downscaled: the smaller JPEG replaced it; kept: left as it was (why in `reason`); failed: see `error`. */
  outcome: 'downscaled' | 'kept' | 'failed';
  reason?: 'small' | 'not_smaller' | 'not_a_stored_ticket' | 'missing' | 'deleted_meanwhile';
  bytesBefore?: number;
  bytesAfter?: number;
  error?: string;
  /** One line for a log. */
  message: string;
};

/**
 * Replaces a stored ticket image larger than about 300 KB with its downscaled JPEG, under the same
 * id, and keeps the object's row true (content type image/jpeg, size). Small images are left alone
 * and an image is never made larger. Meant to run once the ticket has been read (the reader sees the
 * original). Never throws: a failure leaves the original as it was and says why in the result.
 */
export async function downscaleTicketImage(
  ctx: { db: Db; storage: ObjectStorage },
  objectId: string,
  options: { targetBytes?: number; maxSide?: number } = {},
): Promise<DownscaleResult> {
  const targetBytes = options.targetBytes ?? DOWNSCALE_TARGET_BYTES;
  const kept = (reason: NonNullable<DownscaleResult['reason']>, words: string, bytes?: number) => ({
    objectId,
    outcome: 'kept' as const,
    reason,
    ...(bytes !== undefined && { bytesBefore: bytes, bytesAfter: bytes }),
    message: `Ticket image ${objectId} kept: ${words}.`,
  });
  let original: { data: Buffer; contentType: string } | null = null;
  let replaced = false;
  try {
    const row = UUID.test(objectId) ? await liveTicket(ctx.db, objectId) : null;
    if (!row) return kept('not_a_stored_ticket', 'not a stored ticket image');
    const stored = await ctx.storage.get(objectId);
    if (!stored) return kept('missing', 'no bytes in storage');
    original = stored;
    const before = stored.data.length;
    if (before <= targetBytes) return kept('small', `${kb(before)} is small enough`, before);
    const smaller = await downscaleImage(stored.data, options);
    if (!smaller) return kept('not_smaller', `a JPEG would not be smaller than ${kb(before)}`, before);

    // The row is locked while the bytes are replaced, as deleteObject locks it while it deletes them:
    // an image deleted meanwhile (retention, its account) is never written back.
    const written = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ sizeBytes: uploadedObjects.sizeBytes })
        .from(uploadedObjects)
        .where(and(eq(uploadedObjects.id, objectId), isNull(uploadedObjects.deletedAt)))
        .for('update');
      if (!locked) return false;
      await ctx.storage.put(objectId, smaller.data, 'image/jpeg');
      replaced = true;
      await tx
        .update(uploadedObjects)
        .set({ contentType: 'image/jpeg', sizeBytes: smaller.data.length })
        .where(eq(uploadedObjects.id, objectId));
      return true;
    });
    if (!written) return kept('deleted_meanwhile', 'deleted while it was being downscaled');
    return {
      objectId,
      outcome: 'downscaled',
      bytesBefore: before,
      bytesAfter: smaller.data.length,
      message: `Ticket image ${objectId} downscaled from ${kb(before)} to ${kb(smaller.data.length)} (${smaller.width}×${smaller.height}, JPEG quality ${smaller.quality}).`,
    };
  } catch (error) {
    // The row was not updated: the original goes back, so bytes and row keep agreeing.
    if (replaced && original)
      await ctx.storage.put(objectId, original.data, original.contentType).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    return {
      objectId,
      outcome: 'failed',
      error: reason,
      message: `Ticket image ${objectId} not downscaled (kept as it was): ${reason}`,
    };
  }
}

async function liveTicket(db: Db, objectId: string) {
  const [row] = await db
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(
      and(
        eq(uploadedObjects.id, objectId),
        eq(uploadedObjects.purpose, 'ticket'),
        isNotNull(uploadedObjects.storedAt),
        isNull(uploadedObjects.deletedAt),
      ),
    );
  return row ?? null;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
