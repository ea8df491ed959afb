import { type Figure, type Figures, SUPPRESSED, SUPPRESSION_THRESHOLD } from '#contracts/town-reports.ts';

/**
 * The rule that keeps a town report from singling anyone out (docs/decisions/035). Pure: the service
 * reads the groups from the database and asks these functions what may be shown.
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

/** Primary suppression: a group of fewer than 5 drivers or fewer than 5 shops is not shown. */
export function tooSmall(group: Pick<Group, 'drivers' | 'shops'>): boolean {
  return !(enough(group.drivers) && enough(group.shops));
}

/** A count of shops that is not about redemptions (shops in the scheme): hidden under 5 shops. */
export function shopCount(shops: number): Figure {
  return enough(shops) ? shops : SUPPRESSED;
}

const pence = (pounds: number) => Math.round(pounds * 100) / 100;

/**
 * A group's figures as published. Every figure of a group is about the same drivers and shops (how
 * many shops 3 drivers visited says something about those 3), so a hidden group hides all of them.
 */
export function publishedFigures(group: Group, hidden: boolean): Figures {
  if (hidden) {
    return {
      shops: SUPPRESSED,
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
 * smallest shown part is hidden too; one is enough, as every shown part covers 5 of each.
 * Returns the parts to hide: those already hidden and any more.
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
    .filter(({ index }) => !result.has(index))
    .sort((a, b) => a.part.redemptions - b.part.redemptions || a.index - b.index)[0];
  if (smallestShown) result.add(smallestShown.index);
  return result;
}

/** The parts too small to show on their own. */
export function primaryHidden(parts: readonly Group[]): Set<number> {
  return new Set(parts.flatMap((part, index) => (tooSmall(part) ? [index] : [])));
}
