import { z } from 'zod';
import type { OfferHours } from './offer-hours';

/**
 * Public town pages (docs/decisions/034-town-pages.md): `/towns` and `/towns/{slug}`, read by anyone,
 * with data from `GET /api/public/towns` and `GET /api/public/towns/{slug}`. Only what a shop window
 * would show: never a code, contact details or subscription. The web client imports the functions
 * below but none of the schemas (vite.config.ts drops unused zod schemas from the bundle).
 */

/**
 * The town's part of its address: lower case, apostrophes dropped, accents taken off, '&' read as
 * 'and', and every other run of spaces or punctuation one hyphen ('Stratford-upon-Avon' →
 * 'stratford-upon-avon', "King's Lynn" → 'kings-lynn', 'St. Albans' → 'st-albans'). '' when
 * nothing is left: such a town has no page.
 */
export function townSlug(town: string): string {
  return town
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of a town's page; with `offerId`, the page a window poster's QR code opens. */
export function townPath(slug: string, offerId?: string): string {
  return offerId ? `/towns/${slug}?offer=${encodeURIComponent(offerId)}` : `/towns/${slug}`;
}

const openingSchema = z.object({
  day: z.number().int(),
  opens: z.string(),
  closes: z.string(),
}) satisfies z.ZodType<OfferHours>;

/** A shop on a town page: what its window poster says, and where and when. */
export const townShopSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  category: z.string(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** '2.50': numeric text, as in the driver's offer list. */
  discountAmount: z.string(),
  minimumSpend: z.string(),
  /** When the offer runs, London time (contracts/offer-hours.ts); null: always. */
  hours: z.array(openingSchema).nullable(),
});
export type TownShop = z.infer<typeof townShopSchema>;

/** A town in the index: the spelling most of its shops use, its page's slug, how many shops. */
export const townSummarySchema = z.object({
  name: z.string(),
  slug: z.string(),
  shopCount: z.number().int(),
});
export type TownSummary = z.infer<typeof townSummarySchema>;

/** GET /api/public/towns/{slug}: the town and its shops, by name. */
export const townSchema = z.object({
  name: z.string(),
  slug: z.string(),
  shops: z.array(townShopSchema),
});
export type Town = z.infer<typeof townSchema>;

export const townParamsSchema = z.object({ slug: z.string().max(200) });
