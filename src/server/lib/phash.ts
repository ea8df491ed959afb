import phash from 'sharp-phash';
import { UPLOAD_MAX_PIXELS } from '#contracts/objects.ts';

/** Decoded size cap, as for uploads: a file that claims huge dimensions is not decoded. */
const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;

/**
 * The 64-bit perceptual hash (DCT pHash, `sharp-phash`) of an image, as 16 hex digits. The image is
 * oriented by its EXIF tag first; re-encoding, resizing or appending bytes barely move the hash.
 */
export async function perceptualHash(image: Buffer): Promise<string> {
  const bits = await phash(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  if (!/^[01]{64}$/.test(bits)) throw new Error(`Unexpected perceptual hash: ${bits}`);
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes of 16 hex digits. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
