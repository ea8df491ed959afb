import { seedRetailer } from '#server/db/seed.ts';
import type { TestApp } from './test-app';

/**
 * The shops the ticket tests place drivers near: one in each town a test ticket names. A ticket
 * placed in one town opens that town's shop and no other, so a test can tell where it was placed.
 */
export const TOWN_SHOPS = {
  leeds: {
    businessName: 'Leeds Larder',
    email: 'larder@test.uk',
    city: 'Leeds',
    latitude: 53.7965,
    longitude: -1.5479,
  },
  reading: {
    businessName: 'Reading Rolls',
    email: 'rolls@test.uk',
    city: 'Reading',
    latitude: 51.4543,
    longitude: -0.9781,
  },
  york: {
    businessName: 'York Yarns',
    email: 'yarns@test.uk',
    city: 'York',
    latitude: 53.959,
    longitude: -1.0815,
  },
} as const;

/** Seeds the named town's shop (once per app: the e-mail is unique) as of `at`. */
export function seedTownShop(t: TestApp, town: keyof typeof TOWN_SHOPS, at: Date) {
  return seedRetailer(t.db, { ...TOWN_SHOPS[town] }, at);
}
