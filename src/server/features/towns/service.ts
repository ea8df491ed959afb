import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Town, type TownShop, type TownSummary, townSlug } from '#contracts/towns.ts';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { openForOffersSql } from '#server/features/retailers/index.ts';

/**
 * The public town pages' data (docs/decisions/034-town-pages.md). A town is the `city` of its
 * shops, grouped by slug (so 'Reading', 'reading ' and 'READING' are one town, and so are
 * "King's Lynn" and 'Kings Lynn', which would share a page anyway); a shop is shown while it is
 * open for offers (active, its trial or plan running: the rule drivers' lists use), whatever its
 * hours or caps today: the page says when the offer runs.
 */

const looksLikeName = (name: string) => /^\p{Lu}/u.test(name) && name !== name.toUpperCase();
const betterName = (name: string, than: string) =>
  !than || looksLikeName(name) !== looksLikeName(than) ? !than || looksLikeName(name) : name < than;

type TownGroup = { name: string; slug: string; spellings: string[]; shopCount: number };

/** Every town with a visible shop: one statement, a row per spelling of a city. */
async function townGroups(db: Db, now: Date): Promise<TownGroup[]> {
  const rows = await db
    .select({ city: retailers.city, shops: sql<number>`count(*)::int` })
    .from(retailers)
    .where(and(openForOffersSql(now), isNotNull(retailers.city)))
    .groupBy(retailers.city);
  const groups = new Map<string, TownGroup & { nameShops: number }>();
  for (const row of rows) {
    const city = row.city!;
    const slug = townSlug(city);
    if (!slug) continue;
    const group = groups.get(slug) ?? { name: '', slug, spellings: [], shopCount: 0, nameShops: 0 };
    group.spellings.push(city);
    group.shopCount += row.shops;
    // The town is named as most of its shops spell it; on a tie, a spelling written like a name
    // ('Reading', not 'READING' or 'reading'), then the first in alphabetical order.
    const name = city.trim().replace(/\s+/g, ' ');
    if (row.shops > group.nameShops || (row.shops === group.nameShops && betterName(name, group.name))) {
      group.name = name;
      group.nameShops = row.shops;
    }
    groups.set(slug, group);
  }
  return [...groups.values()].map(({ nameShops: _, ...group }) => group);
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/** GET /api/public/towns: the towns with visible shops, by name. */
export async function listTowns(db: Db, now: Date): Promise<TownSummary[]> {
  return (await townGroups(db, now))
    .map(({ name, slug, shopCount }) => ({ name, slug, shopCount }))
    .sort(byName);
}

/** GET /api/public/towns/{slug}: the town and its visible shops by name, or null when it has none. */
export async function townBySlug(db: Db, slug: string, now: Date): Promise<Town | null> {
  const group = (await townGroups(db, now)).find((town) => town.slug === slug);
  if (!group) return null;
  const shops: TownShop[] = await db
    .select({
      id: retailers.id,
      businessName: retailers.businessName,
      category: retailers.category,
      address: retailers.address,
      logoUrl: retailers.logoUrl,
      discountAmount: retailers.discountAmount,
      minimumSpend: retailers.minimumSpend,
      hours: retailers.schedule,
    })
    .from(retailers)
    .where(and(openForOffersSql(now), inArray(retailers.city, group.spellings)))
    .orderBy(asc(retailers.businessName), asc(retailers.id));
  return { name: group.name, slug: group.slug, shops };
}
