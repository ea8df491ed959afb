import { describe, expect, it } from 'vitest';
import { categoryEmoji } from './category-emoji';

describe('category emoji', () => {
  it.each([
    ['Restaurant', '🍽️'],
    ['Food & Drink', '🍽️'],
    ['Cafe', '☕\uFE0F'],
    ['Retail', '🛍️'],
    ['Fashion & Clothing', '🛍️'],
    ['Books & Stationery', '📚'],
    ['Salon', '💇'],
    ['Health & Beauty', '💇'],
    ['Gym', '💪'],
    ['Sports & Fitness', '💪'],
    ['entertainment', '🎬'],
    ['Professional Services', '🛠️'],
    ['ELECTRONICS', '📱'],
    ['Home & Garden', '🏡'],
    ['Jewellery', '💍'],
    ['Other', '🏪'],
    ['', '🏪'],
    [null, '🏪'],
  ])('%s → %s', (category, emoji) => {
    expect(categoryEmoji(category)).toBe(emoji);
  });
});
