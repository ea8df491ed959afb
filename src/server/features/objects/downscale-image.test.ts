import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copiesOf, fixture, payAndDisplay } from '#tests/support/tickets.ts';
import { CANDIDATE_DISTANCE, SAME_IMAGE_MAX_TILE } from '#server/features/tickets/fraud.ts';
import { compareImages, prepareForMatching } from '#server/lib/image-match.ts';
import { hammingDistance, perceptualHash } from '#server/lib/phash.ts';
import { DOWNSCALE_MAX_SIDE, DOWNSCALE_TARGET_BYTES, downscaleImage } from './downscale';
import { cleanTicketImage, detectImageType } from './image-bytes';

/** A ticket photo as storage holds it after the upload: oriented, no metadata, in its own format. */
const stored = async (file: string) => {
  const upload = fixture(file);
  return { upload, stored: (await cleanTicketImage(upload, await detectImageType(upload))).data };
};

const worstTile = async (a: Buffer, b: Buffer) =>
  compareImages(await prepareForMatching(a), await prepareForMatching(b)).worstTile;

describe('downscaleImage', () => {
  it.each([
    ['verified-pd-ncp-guildford-phone.jpg', 3000, 4000],
    ['verified-pd-reading-council.jpg', 1512, 2016],
  ])('brings %s below about 300 KB as a JPEG with its long side capped', async (file, width, height) => {
    const { stored: before } = await stored(file);
    expect(before.length).toBeGreaterThan(DOWNSCALE_TARGET_BYTES);
    const small = (await downscaleImage(before))!;
    expect(small.data.length).toBeLessThanOrEqual(DOWNSCALE_TARGET_BYTES);
    const meta = await sharp(small.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(DOWNSCALE_MAX_SIDE);
    // Same shape (portrait stays portrait), within a pixel of rounding.
    expect(Math.abs(meta.width / meta.height - width / height)).toBeLessThan(0.01);
    expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // It decodes whole.
    const { info } = await sharp(small.data, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(meta.width);
  });

  it('honours an EXIF orientation and drops the EXIF (GPS, camera) with it', async () => {
    const upload = fixture('verified-pd-bath-council-exif.jpg');
    const tagged = await sharp(upload).metadata();
    expect([tagged.width, tagged.height, tagged.orientation]).toEqual([4000, 3000, 6]);
    const small = (await downscaleImage(upload))!;
    const meta = await sharp(small.data).metadata();
    // Orientation 6 turns the 4000 × 3000 sensor image upright: 1500 × 2000.
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      1500,
      2000,
      undefined,
      undefined,
    ]);
    // The same pixels as the upright original, only smaller.
    const upright = await sharp(upload).autoOrient().resize(1500, 2000).toBuffer();
    expect(await worstTile(upright, small.data)).toBeLessThan(5);
  });

  it('puts a transparent PNG on white', async () => {
    // Noise (so a JPEG is smaller than the PNG) whose top 100 rows are black and fully transparent.
    const [width, height] = [800, 600];
    const rgba = Buffer.from(Array.from({ length: width * height * 4 }, () => Math.random() * 256));
    for (let i = 0; i < width * 100 * 4; i += 4) rgba.set([0, 0, 0, 0], i);
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const small = (await downscaleImage(png))!;
    const { data, info } = await sharp(small.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(data.subarray(width * 3 * 10, width * 3 * 90).every((value) => value > 240)).toBe(true);
  });

  it('shrinks the long side when even a low quality does not fit, and returns null rather than a larger file', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1800 * 1800 * 3 }, () => Math.random() * 256)),
      {
        raw: { width: 1800, height: 1800, channels: 3 },
      },
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    const small = (await downscaleImage(noise))!;
    expect(small.width).toBeLessThan(1800);
    expect(small.data.length).toBeLessThan(noise.length);
    // The same noise, already compressed hard, cannot get smaller within the quality floor.
    const crushed = await sharp(noise).jpeg({ quality: 5 }).toBuffer();
    expect(await downscaleImage(crushed, { targetBytes: 20_000 })).toBeNull();
  });
});

/**
 * The near-copy check (tickets/fraud.ts, docs/decisions/011) compares a new upload with the stored
 * image of another account's verified ticket, which is now the downscaled one. The hash of that
 * ticket was taken from the original, at verification, so only the image comparison sees the change.
 */
describe('a downscaled ticket is still the same photo to the near-copy check', () => {
  it.each([
    'verified-pd-ncp-guildford-phone.jpg',
    'verified-pd-bath-council-exif.jpg',
    'verified-pd-reading-council.jpg',
  ])(
    '%s: the original and every copy a second account might upload match the downscaled one',
    async (file) => {
      const { upload, stored: original } = await stored(file);
      const small = (await downscaleImage(original))!.data;
      const hash = await perceptualHash(original);
      expect(hammingDistance(hash, await perceptualHash(small))).toBeLessThanOrEqual(4);
      expect(await worstTile(small, upload)).toBeLessThanOrEqual(SAME_IMAGE_MAX_TILE / 4);
      for (const [trick, copy] of Object.entries(await copiesOf(upload))) {
        expect(hammingDistance(hash, await perceptualHash(copy)), trick).toBeLessThanOrEqual(
          CANDIDATE_DISTANCE,
        );
        expect(await worstTile(small, copy), trick).toBeLessThanOrEqual(SAME_IMAGE_MAX_TILE / 2);
      }
    },
    60_000,
  );

  it('and a different ticket is still a different photo', async () => {
    const { stored: reading } = await stored('verified-pd-reading-council.jpg');
    const small = (await downscaleImage(reading))!.data;
    expect(await worstTile(small, fixture('wrongdate-pd-reading-yesterday.jpg'))).toBeGreaterThan(
      SAME_IMAGE_MAX_TILE * 3,
    );
    // One character of the ticket number apart, the first squeezed hard.
    const first = await payAndDisplay({ date: '14/03/2026', ticketNo: 'A-1001' });
    const second = await payAndDisplay({ date: '14/03/2026', ticketNo: 'A-1002' });
    const squeezed = (await downscaleImage(first, { targetBytes: first.length / 2 }))!.data;
    expect(await worstTile(squeezed, second)).toBeGreaterThan(SAME_IMAGE_MAX_TILE * 1.4);
  });
});
