import { and, count, eq, inArray } from 'drizzle-orm';
import { DRIVER_USER_TYPE, TICKET_VALIDITY_MS, type UserType } from '#contracts/constants.ts';
// Features' public faces only (docs/decisions/017): the seed makes records as the features do.
import { createAccount } from '#server/features/auth/index.ts';
import { createRetailerRecord, monthlyCodeFor, type RetailerRow } from '#server/features/retailers/index.ts';
import { type Clock, londonDay } from '#server/lib/clock.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import type { Db } from './client';
import { ConfigError } from '#server/config.ts';
import { parkingTickets, retailers, users } from './schema';

export type SeedUser = {
  email?: string | null;
  phone?: string | null;
  fullName?: string;
  password?: string | null;
};

/** Shared by the demo seed, API tests and browser tests: accounts are made as sign-up makes them. */
export async function seedUser(db: Db, userType: UserType, input: SeedUser, now = new Date()) {
  return createAccount(
    db,
    {
      userType,
      email: input.email?.toLowerCase() ?? null,
      phone: input.phone ?? null,
      fullName: input.fullName ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
    now,
  );
}

export const seedDriver = (db: Db, input: SeedUser, now?: Date) => seedUser(db, DRIVER_USER_TYPE, input, now);
export const seedAdmin = (db: Db, input: SeedUser, now?: Date) => seedUser(db, 'admin', input, now);

export type SeedRetailerInput = SeedUser & {
  businessName: string;
  category?: string;
  address?: string;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** The coordinates mark the shop itself (default: a town centre, not precise). */
  coordinatesPrecise?: boolean;
  discountAmount?: string;
  minimumSpend?: string;
  isActive?: boolean;
  subscriptionStatus?: 'trial' | 'active' | 'expired' | 'cancelled';
  trialEndDate?: Date | null;
  /** The offer's budget and hours (docs/decisions/037). */
  dailyCap?: number | null;
  monthlyCap?: number | null;
  schedule?: RetailerRow['schedule'];
  /**
   * The contact e-mail starts confirmed (default), as fixtures need it; false: as sign-up leaves it,
   * with its confirmation link in the outbox (docs/decisions/045).
   */
  contactEmailConfirmed?: boolean;
};

export async function seedRetailer(db: Db, input: SeedRetailerInput, now = new Date()) {
  const user = await seedUser(
    db,
    'retailer',
    { ...input, fullName: input.fullName ?? input.businessName },
    now,
  );
  const created = await createRetailerRecord(
    db,
    user.id,
    {
      businessName: input.businessName,
      contactName: input.fullName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      category: input.category ?? 'Cafe',
      discountAmount: input.discountAmount ?? '3.00',
      minimumSpend: input.minimumSpend ?? '15.00',
      emailConfirmed: input.contactEmailConfirmed ?? true,
    },
    now,
    // Placed exactly where the caller says, never through the geocoder.
    {
      city: input.city ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      coordinatesPrecise: input.coordinatesPrecise ?? false,
    },
  );
  const retailer = await withFixtureState(db, created, input, now);
  const code = await monthlyCodeFor(db, retailer.id, now);
  return { user, retailer, code };
}

/**
 * States no request creates at sign-up, which tests start from: a paused offer, a plan already
 * active (its commitment starting now), a trial with another end (or one that has ended).
 */
async function withFixtureState(db: Db, retailer: RetailerRow, input: SeedRetailerInput, now: Date) {
  const state: Partial<RetailerRow> = {};
  if (input.isActive !== undefined) state.isActive = input.isActive;
  if (input.subscriptionStatus !== undefined) state.subscriptionStatus = input.subscriptionStatus;
  if (input.subscriptionStatus === 'active') state.subscriptionStartDate = now;
  if (input.trialEndDate !== undefined) state.trialEndDate = input.trialEndDate;
  if (input.dailyCap !== undefined) state.dailyCap = input.dailyCap;
  if (input.monthlyCap !== undefined) state.monthlyCap = input.monthlyCap;
  if (input.schedule !== undefined) state.schedule = input.schedule;
  if (!Object.keys(state).length) return retailer;
  const [row] = await db.update(retailers).set(state).where(eq(retailers.id, retailer.id)).returning();
  return row!;
}

/** A parking ticket as verification would store it (verified at `now`, valid 24 hours, unless told otherwise). */
export async function seedTicket(
  db: Db,
  userId: string,
  input: {
    city?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    /** The coordinates came from the driver's position (default: a town centre, not precise). */
    coordinatesPrecise?: boolean;
    isVerified?: boolean;
    expiresAt?: Date;
  } = {},
  now = new Date(),
) {
  const verified = input.isVerified ?? true;
  const [ticket] = await db
    .insert(parkingTickets)
    .values({
      userId,
      uploadDay: londonDay(now),
      detectedDate: londonDay(now),
      city: input.city === undefined ? 'Leeds' : input.city,
      location: input.city === undefined ? 'Leeds' : input.city,
      latitude: input.latitude === undefined ? 53.79648 : input.latitude,
      longitude: input.longitude === undefined ? -1.54785 : input.longitude,
      coordinatesPrecise: input.coordinatesPrecise ?? false,
      isVerified: verified,
      verifiedAt: verified ? now : null,
      expiresAt: verified ? (input.expiresAt ?? new Date(now.getTime() + TICKET_VALIDITY_MS)) : null,
      createdAt: now,
    })
    .returning();
  return ticket!;
}

export const DEMO_PASSWORD = 'parkperks-demo';
const DEMO_ADMIN_EMAIL = 'admin@parkperks.local';
const DEMO_SHOP_EMAIL = 'shop@parkperks.local';
const DEMO_DRIVER_EMAIL = 'driver@parkperks.local';
const DEMO_EMAILS = [DEMO_ADMIN_EMAIL, DEMO_SHOP_EMAIL, DEMO_DRIVER_EMAIL];

/**
 * A production server whose demo accounts still take the published password does not start
 * (docs/decisions/045). A ConfigError, so `npm start` prints the words without a stack trace.
 */
export class DemoAccountsOpenError extends ConfigError {
  constructor(readonly accounts: string[]) {
    super(
      [
        `Refusing to start: NODE_ENV=production and the demo accounts ${accounts.join(', ')} still sign in with the published password "${DEMO_PASSWORD}".`,
        'Change their passwords (each account: Profile > Change Password) or remove them (an admin: Admin dashboard > Users),',
        'starting once with DEMO_SEED=1 to do so, then start again without it.',
        'To run a public demo on purpose, set DEMO_SEED=1: the server then starts and warns at every start.',
      ].join('\n'),
    );
    this.name = 'DemoAccountsOpenError';
  }
}

/** Demo accounts that still sign in with the published password (a production server must have none). */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  const open = await Promise.all(
    rows.map(async (row) => ((await verifyPassword(row.passwordHash, DEMO_PASSWORD)) ? row.email! : null)),
  );
  return open.filter((email): email is string => email !== null);
}

/** Where the demo driver parks each day: Broad Street Mall car park, Reading, near the demo bakery. */
const DEMO_PARKING = { city: 'Reading', latitude: 51.4556, longitude: -0.9765 };

/**
 * The demo (docs/decisions/009, 047): on an empty database, one admin, one retailer with an offer and
 * code, and one driver; at every start, the demo driver parked today in Reading (when it has no ticket
 * for today), so a newcomer can redeem at the demo bakery within a minute. Returns the sign-ins that
 * still take the published password and the bakery's code, for the start-up banner.
 */
export async function seedDemo(db: Db, clock: Clock) {
  const now = clock.now();
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) === 0) await seedDemoAccounts(db, now);
  const [driver] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DRIVER_EMAIL));
  if (driver) await parkDemoDriverToday(db, driver.id, now);
  const open = new Set(await demoAccountsWithPublishedPassword(db));
  const [shop] = await db
    .select({ id: retailers.id, businessName: retailers.businessName })
    .from(retailers)
    .innerJoin(users, eq(users.id, retailers.userId))
    .where(eq(users.email, DEMO_SHOP_EMAIL));
  const lines = [
    open.has(DEMO_ADMIN_EMAIL) && '  admin     admin@parkperks.local',
    open.has(DEMO_SHOP_EMAIL) && '  retailer  shop@parkperks.local (or 07700 900200)',
    open.has(DEMO_DRIVER_EMAIL) &&
      `  driver    driver@parkperks.local (or 07700 900100)${driver ? ', parked today in Reading' : ''}`,
    shop && `  ${shop.businessName}'s code this month: ${await monthlyCodeFor(db, shop.id, now)}`,
  ].filter((line): line is string => Boolean(line));
  return open.size ? { password: DEMO_PASSWORD, lines } : null;
}

async function parkDemoDriverToday(db: Db, driverId: string, now: Date) {
  const [today] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.userId, driverId), eq(parkingTickets.uploadDay, londonDay(now))));
  if (!today) await seedTicket(db, driverId, DEMO_PARKING, now);
}

async function seedDemoAccounts(db: Db, now: Date) {
  await seedAdmin(db, { email: DEMO_ADMIN_EMAIL, fullName: 'Avery Admin', password: DEMO_PASSWORD }, now);
  await seedRetailer(
    db,
    {
      email: DEMO_SHOP_EMAIL,
      phone: '+447700900200',
      fullName: 'Sam Baker',
      password: DEMO_PASSWORD,
      businessName: 'The Corner Bakery',
      category: 'Cafe',
      address: '12 Broad Street, Reading RG1 2BH',
      city: 'Reading',
      latitude: 51.4551,
      longitude: -0.9714,
      discountAmount: '3.00',
      minimumSpend: '15.00',
      // The demo shop's contact e-mail is its own: confirmed, so its e-mails can be tried at once.
      contactEmailConfirmed: true,
    },
    now,
  );
  await seedDriver(
    db,
    { email: DEMO_DRIVER_EMAIL, phone: '+447700900100', fullName: 'Dee Driver', password: DEMO_PASSWORD },
    now,
  );
}
