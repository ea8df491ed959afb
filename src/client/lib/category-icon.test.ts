import {
  BookOpen,
  Clapperboard,
  Coffee,
  Dumbbell,
  Gem,
  House,
  Scissors,
  ShoppingBag,
  Smartphone,
  Store,
  UtensilsCrossed,
  Wrench,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES } from '#contracts/constants.ts';
import { categoryIcon, DEFAULT_CATEGORY_ICON } from './category-icon';

describe('category icon', () => {
  it.each([
    ['Restaurant', UtensilsCrossed],
    ['Food & Drink', UtensilsCrossed],
    ['Cafe', Coffee],
    ['Retail', ShoppingBag],
    ['Fashion & Clothing', ShoppingBag],
    ['Books & Stationery', BookOpen],
    ['Salon', Scissors],
    ['Health & Beauty', Scissors],
    ['Gym', Dumbbell],
    ['Sports & Fitness', Dumbbell],
    ['entertainment', Clapperboard],
    ['Professional Services', Wrench],
    ['ELECTRONICS', Smartphone],
    ['Home & Garden', House],
    ['Jewellery', Gem],
    ['Other', Store],
    ['', Store],
    [null, Store],
  ] as const)('%s', (category, icon) => {
    expect(categoryIcon(category)).toBe(icon);
  });

  it('gives each category of the admin form its own icon, and only unknown ones the shop front', () => {
    const adminCategories = ADMIN_CATEGORIES.filter((category) => category !== 'Other');
    const icons = adminCategories.map(categoryIcon);
    expect(new Set(icons).size).toBe(adminCategories.length);
    expect(icons).not.toContain(DEFAULT_CATEGORY_ICON);
  });
});
