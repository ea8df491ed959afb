import { z } from 'zod';
import { LOGO_MAX_BYTES, OBJECT_URL_PREFIX, TICKET_MAX_BYTES, UPLOAD_URL_TTL_MS } from './constants';

export { LOGO_MAX_BYTES, TICKET_MAX_BYTES, UPLOAD_URL_TTL_MS };

/** What an upload is for follows the uploader's role: drivers send tickets, retailers and admins logos. */
export const OBJECT_PURPOSES = ['ticket', 'logo'] as const;
export type ObjectPurpose = (typeof OBJECT_PURPOSES)[number];

export const UPLOAD_MAX_BYTES: Record<ObjectPurpose, number> = {
  ticket: TICKET_MAX_BYTES,
  logo: LOGO_MAX_BYTES,
};

/** The only types the server accepts, judged from the file's bytes (not its name or Content-Type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * Decoded size cap of an upload: a small file that claims huge dimensions (a decompression bomb) is
 * refused. 25 MP is about 75 MB of raw pixels per decode, above any phone's main camera
 * (docs/decisions/045).
 */
export const UPLOAD_MAX_PIXELS = 25_000_000;

/** Logos are re-encoded to fit inside this square. */
export const LOGO_MAX_PX = 512;

export { OBJECT_URL_PREFIX };

/** Answer of `POST /api/objects/upload`: PUT the file to `uploadURL`, then keep `objectURL`. */
export const uploadSlotSchema = z.object({
  uploadURL: z.string(),
  objectURL: z.string(),
});
export type UploadSlot = z.infer<typeof uploadSlotSchema>;

/** Answer of the `PUT` to an upload URL. */
export const uploadedObjectSchema = z.object({ objectURL: z.string() });
export type UploadedObject = z.infer<typeof uploadedObjectSchema>;
