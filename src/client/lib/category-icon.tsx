import {
  BookOpen,
  Clapperboard,
  Coffee,
  Dumbbell,
  Gem,
  House,
  type LucideIcon,
  Scissors,
  ShoppingBag,
  Smartphone,
  Store,
  UtensilsCrossed,
  Wrench,
} from 'lucide-react';

/**
 * The driver screens' picture for a retailer without a logo (docs/decisions/019). It was an emoji,
 * which draws as a blank tile where no emoji font is installed (issue 25); an icon from the set the
 * app ships is an SVG that draws everywhere. Only these icons are imported, so the bundle grows by
 * them alone. Stored categories come from two lists (sign-up and admin) and older data, so matching
 * is by case-insensitive substring, first rule wins: 'Food & Drink' → utensils, 'Books &
 * Stationery' → a book, 'Salon' → scissors.
 */
const RULES: ReadonlyArray<readonly [RegExp, LucideIcon]> = [
  [/restaurant|food/i, UtensilsCrossed],
  [/cafe|café|coffee/i, Coffee],
  [/retail|fashion/i, ShoppingBag],
  [/book/i, BookOpen],
  [/salon|beauty/i, Scissors],
  [/gym|sport|fitness/i, Dumbbell],
  [/entertainment/i, Clapperboard],
  [/service/i, Wrench],
  [/electronic/i, Smartphone],
  [/home|garden/i, House],
  [/jewel/i, Gem],
];

/** Any other category, or none: a shop front. */
export const DEFAULT_CATEGORY_ICON: LucideIcon = Store;

export function categoryIcon(category: string | null | undefined): LucideIcon {
  if (!category) return DEFAULT_CATEGORY_ICON;
  for (const [pattern, icon] of RULES) {
    if (pattern.test(category)) return icon;
  }
  return DEFAULT_CATEGORY_ICON;
}

/** The category's icon, drawn (decorative: the shop's name is always beside it). */
export function CategoryIcon({
  category,
  className,
}: {
  category: string | null | undefined;
  className?: string;
}) {
  const Icon = categoryIcon(category);
  return <Icon aria-hidden="true" data-category-icon="" className={className} />;
}
