import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { type AcceptedImageType, LOGO_MAX_PX, UPLOAD_MAX_PIXELS } from '#contracts/objects.ts';
import { fail } from '#server/lib/errors.ts';

/** Decoded size cap: a small file that claims huge dimensions (a decompression bomb) is refused. */
export const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;
/** decisions.md section 3's words for a photo past the cap (docs/decisions/045). */
export const TOO_MANY_PIXELS_MESSAGE = `Photo too large: use a photo under ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`;

// file-type names APNG separately; it is a PNG, and re-encoding keeps its first frame.
const ACCEPTED: Record<string, AcceptedImageType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};
const HEIC_TYPES = new Set(['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence']);

/** The image type from the file's own bytes; the name and Content-Type a browser sends count for nothing. */
export async function detectImageType(data: Buffer): Promise<AcceptedImageType> {
  const detected = await fileTypeFromBuffer(data);
  const accepted = detected && ACCEPTED[detected.mime];
  if (accepted) return accepted;
  throw fail(detected && HEIC_TYPES.has(detected.mime) ? 'upload.heic' : 'upload.unsupported_type');
}

export type CleanImage = { data: Buffer; contentType: AcceptedImageType };

function decode(data: Buffer) {
  // failOn 'error' tolerates the small warnings some phone cameras produce; the pixel limit stops bombs.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .timeout({ seconds: 30 })
    .autoOrient();
}

/**
 * A ticket photo with its orientation baked in and every piece of metadata (EXIF GPS, device, XMP)
 * dropped, re-encoded in its own format at a quality that keeps small print legible for OCR.
 */
export async function cleanTicketImage(data: Buffer, type: AcceptedImageType): Promise<CleanImage> {
  const image = decode(data);
  if (type === 'image/jpeg') image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
  else if (type === 'image/png') image.png();
  else image.webp({ quality: 92 });
  return { data: await encode(image), contentType: type };
}

/** A logo shrunk to fit LOGO_MAX_PX and re-encoded as PNG (kept for PNGs: crisp edges) or WebP. */
export async function reencodeLogo(data: Buffer, type: AcceptedImageType): Promise<CleanImage> {
  const image = decode(data).resize({
    width: LOGO_MAX_PX,
    height: LOGO_MAX_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (type === 'image/png') {
    image.png({ compressionLevel: 9 });
    return { data: await encode(image), contentType: 'image/png' };
  }
  image.webp({ quality: 90 });
  return { data: await encode(image), contentType: 'image/webp' };
}

async function encode(image: Sharp): Promise<Buffer> {
  try {
    return await image.toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw fail('upload.too_large', { message: TOO_MANY_PIXELS_MESSAGE });
    throw fail('upload.unreadable');
  }
}
