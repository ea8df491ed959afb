import sharp from 'sharp';

/** Resized logos kept in memory: about 3-8 KB each, so a few MB at most. */
const MAX_ENTRIES = 1000;
const variants = new Map<string, Buffer>();

/**
 * A logo as a WebP `width` pixels wide at most (never enlarged), kept square-fitting like the
 * stored logo. Object ids are never reused (a new logo is a new object), so a variant is valid
 * for as long as the object exists; the map forgets the oldest first. docs/decisions/032.
 */
/** The variant when this process has already made it: served without reading the logo itself. */
export function cachedLogoVariant(id: string, width: number): Buffer | undefined {
  return variants.get(`${id}:${width}`);
}

export async function logoVariant(id: string, data: Buffer, width: number): Promise<Buffer> {
  const key = `${id}:${width}`;
  const cached = variants.get(key);
  if (cached) return cached;
  const resized = await sharp(data)
    .resize(width, width, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  variants.set(key, resized);
  if (variants.size > MAX_ENTRIES) variants.delete(variants.keys().next().value!);
  return resized;
}
