import { PRODUCT_NAME } from '#contracts/constants.ts';
import type { Town, TownSummary } from '#contracts/towns.ts';
import { formatMoney } from '#client/lib/format.ts';

/**
 * The words search engines read first (docs/decisions/034): each town page's title and description,
 * the same in the server's HTML and in the app once it takes over.
 */

export const TOWNS_HEADING = 'Towns with parking perks';
export const TOWNS_TITLE = `${TOWNS_HEADING} | ${PRODUCT_NAME}`;
export const TOWN_NOT_FOUND_HEADING = 'No offers in this town yet';
export const TOWN_NOT_FOUND_TITLE = `${TOWN_NOT_FOUND_HEADING} | ${PRODUCT_NAME}`;
export const SIGN_UP_LABEL = 'Sign up to use these offers';

/** '£2.50 off'. */
export const offerText = (discountAmount: string) => `${formatMoney(discountAmount)} off`;

export const townHeading = (name: string) => `Parking perks in ${name}`;
export const townTitle = (name: string) => `${townHeading(name)} | ${PRODUCT_NAME}`;

const shops = (count: number) => (count === 1 ? '1 shop' : `${count} shops`);

/** Under about 160 characters, the length a results page shows. */
function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/[\s,:;]+\S*$/, '')}…`;
}

export function townDescription(town: Town): string {
  const examples = town.shops
    .slice(0, 3)
    .map((shop) => `${offerText(shop.discountAmount)} at ${shop.businessName}`)
    .join(', ');
  return clip(
    `Parked in ${town.name}? ${shops(town.shops.length)} give ${PRODUCT_NAME} drivers money off: ${examples}. Upload today’s parking ticket to use them.`,
  );
}

export function townsDescription(towns: TownSummary[]): string {
  const names = towns.map((town) => town.name);
  return clip(
    names.length
      ? `Money off at local shops when you park in ${names.join(', ')}. Upload today’s parking ticket and save with ${PRODUCT_NAME}.`
      : `Money off at local shops near where you park. Upload today’s parking ticket and save with ${PRODUCT_NAME}.`,
  );
}

/** Where sign-up and sign-in return to: the poster's offer, else this town's page. */
export function returnPathFor(slug: string, offerId: string | null): string {
  return offerId ? `/offer/${offerId}` : `/towns/${slug}`;
}

export const withReturn = (path: '/register' | '/login', next: string) =>
  `${path}?next=${encodeURIComponent(next)}`;

/** A retailer id as the poster's link carries it (anything else is ignored, never echoed). */
export function posterOfferId(search: string): string | null {
  const id = new URLSearchParams(search).get('offer');
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id.toLowerCase()
    : null;
}

/**
 * The id of the JSON the server writes beside its HTML (`<script type="application/json">`, which no
 * CSP blocks since it never runs): the app starts from the data the page was drawn from.
 */
export const TOWN_DATA_ELEMENT_ID = 'town-page-data';

/** What that element holds: the path it was drawn for, and its data (null: a town not found). */
export type TownPageData = { path: string; data: unknown };
