import { type Figure, type Figures, SUPPRESSED, SUPPRESSION_THRESHOLD } from '#contracts/town-reports.ts';

/**
 * The rule that keeps a town report from singling out a driver or a shop (decisions.md section 9,
 * docs/decisions/035, 046). Pure: the service reads the groups from the database and asks these
 * functions what may be shown. A group's drivers, redemptions and money are hidden when they cover
 * fewer than 5 drivers or fewer than 5 shops (one shop's trade through the scheme is that business's
 * own figure); counts of shops are shown as they are (issue 25: which shops take part is public on
 * the town page anyway), and a group nobody redeemed in shows its zeros.
 */

/** Redemptions of one row or cell of the report: what they add up to, and whom they cover. */
export type Group = {
  redemptions: number;
  discountTotal: number;
  minimumSpendTotal: number;
  /** Different drivers and shops among the redemptions. */
  drivers: number;
  shops: number;
  /** Their ids when there are fewer than the threshold (else empty): to judge a union of groups. */
  driverIds: readonly string[];
  shopIds: readonly string[];
};

export const EMPTY_GROUP: Group = {
  redemptions: 0,
  discountTotal: 0,
  minimumSpendTotal: 0,
  drivers: 0,
  shops: 0,
  driverIds: [],
  shopIds: [],
};

const enough = (n: number) => n >= SUPPRESSION_THRESHOLD;

/** Covering fewer than 5 drivers or fewer than 5 shops: too few for its figures to be shown. */
export function tooSmall(group: Pick<Group, 'drivers' | 'shops'>): boolean {
  return !(enough(group.drivers) && enough(group.shops));
}

/**
 * Primary suppression: a group with redemptions by fewer than 5 drivers or at fewer than 5 shops. A
 * group with none is shown as the zeros it is: its shop count (0, shown as it is) says so anyway,
 * and no driver or shop is in it to single out (docs/decisions/046).
 */
export function hiddenAlone(group: Pick<Group, 'drivers' | 'shops' | 'redemptions'>): boolean {
  return group.redemptions > 0 && tooSmall(group);
}

const pence = (pounds: number) => Math.round(pounds * 100) / 100;

/**
 * A group's figures as published. Its drivers, redemptions and money are about the same few drivers
 * and shops (a total of £7.50 may be one driver's three visits, or one shop's week), so a hidden
 * group hides all of those; the number of shops with redemptions is a count of businesses and stays
 * (docs/decisions/046).
 */
export function publishedFigures(group: Group, hidden: boolean): Figures {
  if (hidden) {
    return {
      shops: group.shops,
      drivers: SUPPRESSED,
      redemptions: SUPPRESSED,
      discountTotal: SUPPRESSED,
      minimumSpendTotal: SUPPRESSED,
    };
  }
  return {
    shops: group.shops,
    drivers: group.drivers,
    redemptions: group.redemptions,
    discountTotal: pence(group.discountTotal),
    minimumSpendTotal: pence(group.minimumSpendTotal),
  };
}

/** A count of shops that is not about redemptions (shops in the scheme): shown as it is (046). */
export function shopCount(shops: number): Figure {
  return shops;
}

/** How many different drivers and shops a union of groups covers (exact below the threshold). */
export function unionCoverage(groups: readonly Group[]): { drivers: number; shops: number } {
  const count = (big: boolean, ids: readonly string[]) =>
    big ? SUPPRESSION_THRESHOLD : Math.min(new Set(ids).size, SUPPRESSION_THRESHOLD);
  return {
    drivers: count(
      groups.some((group) => enough(group.drivers)),
      groups.flatMap((group) => group.driverIds),
    ),
    shops: count(
      groups.some((group) => enough(group.shops)),
      groups.flatMap((group) => group.shopIds),
    ),
  };
}

/**
 * Complementary suppression, for parts that add up to a whole that is shown (months to the period,
 * weekdays and hours to its redemptions): the hidden parts' sum is the whole minus the shown parts,
 * so that sum must itself cover 5 drivers and 5 shops (or nobody at all). When it does not, the
 * smallest shown part with redemptions is hidden too (hiding a zero would protect nothing); one is
 * enough, as every shown part with redemptions covers 5 drivers and 5 shops. Returns the parts to
 * hide: those already hidden and any more.
 */
export function hideComplements(parts: readonly Group[], hidden: ReadonlySet<number>): Set<number> {
  const result = new Set(hidden);
  const hiddenParts = [...result].map((index) => parts[index]).filter((part) => part !== undefined);
  if (hiddenParts.length === 0) return result;
  const union = unionCoverage(hiddenParts);
  const coversNobody = hiddenParts.every((part) => part.redemptions === 0);
  if (coversNobody || !tooSmall(union)) return result;
  const smallestShown = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part, index }) => !result.has(index) && part.redemptions > 0)
    .sort((a, b) => a.part.redemptions - b.part.redemptions || a.index - b.index)[0];
  if (smallestShown) result.add(smallestShown.index);
  return result;
}

/** The parts too small to show on their own. */
export function primaryHidden(parts: readonly Group[]): Set<number> {
  return new Set(parts.flatMap((part, index) => (hiddenAlone(part) ? [index] : [])));
}
