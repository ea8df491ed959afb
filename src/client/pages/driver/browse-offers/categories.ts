/**
 * The category chips: 'All Categories', then each distinct category of the unfiltered list A→Z.
 * Categories differing only in case are one chip (the server matches them case-insensitively).
 */
export const ALL_CATEGORIES = 'All Categories';

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

export function distinctCategories(categories: Iterable<string | null | undefined>, selected = ''): string[] {
  const byKey = new Map<string, string>();
  for (const raw of [...categories, selected]) {
    const category = raw?.trim();
    if (category && !byKey.has(category.toLowerCase())) byKey.set(category.toLowerCase(), category);
  }
  return [...byKey.values()].sort(collator.compare);
}
