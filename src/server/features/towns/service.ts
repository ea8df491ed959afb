import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Town, type TownShop, type TownSummary, townSlug } from '#contracts/towns.ts';
import { type Db, rowsOf } from '#server/db/client.ts';
import { retailers, retailersVersion } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
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

/** A town page lists this many shops at most, by name (docs/decisions/045): its cost has a bound. */
export const TOWN_SHOP_LIMIT = 200;

/**
 * Every town with a visible shop: one statement, a row per spelling of a city. Also when the answer
 * next changes by itself: the earliest end of a running trial among the shops counted (any other
 * change is a write to retailers, which moves the retailers' version).
 */
async function townGroups(db: Db, now: Date): Promise<{ groups: TownGroup[]; validUntil: number }> {
  const rows = await db
    .select({
      city: retailers.city,
      shops: sql<number>`count(*)::int`,
      trialEnds:
        sql<Date | null>`min(${retailers.trialEndDate}) filter (where ${retailers.subscriptionStatus} = 'trial')`.mapWith(
          retailers.trialEndDate,
        ),
    })
    .from(retailers)
    .where(and(openForOffersSql(now), isNotNull(retailers.city)))
    .groupBy(retailers.city);
  let validUntil = Number.POSITIVE_INFINITY;
  const groups = new Map<string, TownGroup & { nameShops: number }>();
  for (const row of rows) {
    if (row.trialEnds) validUntil = Math.min(validUntil, new Date(row.trialEnds).getTime());
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
  return { groups: [...groups.values()].map(({ nameShops: _, ...group }) => group), validUntil };
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/** A town's visible shops by name, at most TOWN_SHOP_LIMIT of them. */
async function townShops(db: Db, group: TownGroup, now: Date): Promise<Town> {
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
    .orderBy(asc(retailers.businessName), asc(retailers.id))
    .limit(TOWN_SHOP_LIMIT);
  return { name: group.name, slug: group.slug, shops };
}

/** The retailers' version (migration 0006): it moves with every write to retailers, on any server. */
async function retailersVersionNow(db: Db): Promise<string> {
  const seq = sql.identifier(retailersVersion.seqName!);
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select last_value::text || ':' || is_called::text as version from ${seq}`),
  );
  return row?.version ?? '';
}

/** What one retailers' version says: the towns, and each town's shops and drawn pages once asked for. */
type Generation = {
  version: string;
  /** The first trial end among the shops shown: from then on the answer is read again. */
  validUntil: number;
  towns: Promise<{ list: TownSummary[]; bySlug: Map<string, TownGroup> }>;
  shops: Map<string, Promise<Town>>;
  /** Drawn pages (HTML) by key, so repeated views cost no rendering on the event loop. */
  pages: Map<string, { shell: string; html: string }>;
};

/** The town data of one retailers' version: every answer to one request comes from the same one. */
export type TownView = {
  /** GET /api/public/towns: the towns with visible shops, by name. */
  listTowns(): Promise<TownSummary[]>;
  /**
   * GET /api/public/towns/{slug}: the town and its visible shops by name (at most TOWN_SHOP_LIMIT),
   * or null when it has none. A slug not in the town list is answered from the list alone.
   */
  townBySlug(slug: string): Promise<Town | null>;
  /** A page drawn from this data, kept until the data or the shell changes (no drawing per view). */
  page(key: string, shell: string, draw: () => string): string;
};

/**
 * The town pages' data, per server, for as long as the retailers' version stands (docs/decisions/045):
 * once loaded, a view costs one statement (reading the version), whoever asks and for whichever
 * town. Loads asked for at the same time share one promise; a failed one is not kept.
 */
export function townData(deps: { db: Db; clock: Clock }): { view(): Promise<TownView> } {
  const { db, clock } = deps;
  let current: Generation | null = null;

  async function generation(): Promise<Generation> {
    const version = await retailersVersionNow(db);
    const now = clock.now();
    const held = current;
    if (held && held.version === version && now.getTime() < held.validUntil) return held;
    const next: Generation = {
      version,
      validUntil: Number.POSITIVE_INFINITY,
      towns: townGroups(db, now).then(({ groups, validUntil }) => {
        next.validUntil = validUntil;
        return {
          list: groups.map(({ name, slug, shopCount }) => ({ name, slug, shopCount })).sort(byName),
          bySlug: new Map(groups.map((group) => [group.slug, group])),
        };
      }),
      shops: new Map(),
      pages: new Map(),
    };
    next.towns.catch(() => {
      if (current === next) current = null;
    });
    current = next;
    return next;
  }

  return {
    async view() {
      const held = await generation();
      return {
        async listTowns() {
          return (await held.towns).list;
        },
        async townBySlug(slug) {
          const group = (await held.towns).bySlug.get(slug);
          if (!group) return null;
          let town = held.shops.get(slug);
          if (!town) {
            const loading = townShops(db, group, clock.now());
            held.shops.set(slug, loading);
            loading.catch(() => held.shops.get(slug) === loading && held.shops.delete(slug));
            town = loading;
          }
          return town;
        },
        page(key, shell, draw) {
          const kept = held.pages.get(key);
          if (kept && kept.shell === shell) return kept.html;
          const html = draw();
          held.pages.set(key, { shell, html });
          return html;
        },
      };
    },
  };
}
