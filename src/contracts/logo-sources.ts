import { OBJECT_URL_PREFIX } from './constants';

// No zod here: every offer card imports this, and the driver's home has a JavaScript budget.

/** The sizes a logo is drawn at (CSS pixels: admin table, card, featured card, large). */
export const LOGO_DISPLAY_PX = [36, 48, 56, 80] as const;
/** Widths `GET /api/objects/:id?w=` resizes a logo to (each display size at 1x, 2x and 3x). */
export const LOGO_WIDTHS: readonly number[] = [
  ...new Set(LOGO_DISPLAY_PX.flatMap((px) => [px, px * 2, px * 3])),
].sort((a, b) => a - b);

/**
 * `src` and `srcSet` for a logo drawn `px` CSS pixels wide: a WebP of each pixel density, never
 * the full upload. A URL that is not one of our objects (a local preview) is used as it is.
 */
export function logoSources(url: string, px: (typeof LOGO_DISPLAY_PX)[number]) {
  if (!url.startsWith(OBJECT_URL_PREFIX)) return { src: url };
  return {
    src: `${url}?w=${px * 2}`,
    srcSet: [1, 2, 3].map((density) => `${url}?w=${px * density} ${density}x`).join(', '),
  };
}
