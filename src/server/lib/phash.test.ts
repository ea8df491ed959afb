import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixture } from '#tests/support/tickets.ts';
import { hammingDistance, perceptualHash } from './phash';

describe('perceptualHash', () => {
  it('is 64 bits as 16 hex digits, the same for the same pixels', async () => {
    const image = fixture('verified-pd-reading-council.jpg');
    const hash = await perceptualHash(image);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await perceptualHash(Buffer.concat([image, Buffer.from('appended')]))).toBe(hash);
  });

  it('reads the EXIF orientation, so a photo stored sideways hashes as it is seen', async () => {
    const sideways = fixture('verified-pd-bath-council-exif.jpg');
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const upright = await sharp(sideways).autoOrient().jpeg({ quality: 95 }).toBuffer();
    expect(
      hammingDistance(await perceptualHash(sideways), await perceptualHash(upright)),
    ).toBeLessThanOrEqual(2);
  });

  it('refuses what is not an image', async () => {
    await expect(perceptualHash(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f')).toBe(64);
  });
});
