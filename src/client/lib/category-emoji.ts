/**
 * The driver screens' picture for a retailer without a logo (docs/decisions/019). Stored categories
 * come from two lists (sign-up and admin) and older data, so matching is by case-insensitive
 * substring, first rule wins: 'Food & Drink' → 🍽️, 'Books & Stationery' → 📚, 'Salon' → 💇. Each
 * emoji asks for its colour presentation (U+FE0F where a text glyph would otherwise be drawn).
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/restaurant|food/i, '🍽️'],
  [/cafe|café|coffee/i, '☕\uFE0F'],
  [/retail|fashion/i, '🛍️'],
  [/book/i, '📚'],
  [/salon|beauty/i, '💇'],
  [/gym|sport|fitness/i, '💪'],
  [/entertainment/i, '🎬'],
  [/service/i, '🛠️'],
  [/electronic/i, '📱'],
  [/home|garden/i, '🏡'],
  [/jewel/i, '💍'],
];

export const DEFAULT_CATEGORY_EMOJI = '🏪';

export function categoryEmoji(category: string | null | undefined): string {
  if (!category) return DEFAULT_CATEGORY_EMOJI;
  for (const [pattern, emoji] of RULES) {
    if (pattern.test(category)) return emoji;
  }
  return DEFAULT_CATEGORY_EMOJI;
}
