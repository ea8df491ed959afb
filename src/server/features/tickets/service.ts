import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TICKET_VALIDITY_MS } from '../../../contracts/constants';
import {
  ALREADY_UPLOADED_TODAY,
  LOCATION_REQUIRED,
  type RefusalOutcome,
  type submitTicketSchema,
  type Ticket,
  VERIFICATION_MESSAGES,
} from '../../../contracts/tickets';
import type { Db } from '../../db/client';
import { parkingTickets, ticketVerifications } from '../../db/schema';
import { type Clock, londonDay } from '../../lib/clock';
import { conflict, isUniqueViolation, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import type { Place } from '../../lib/geo/gazetteer';
import { type PlaceFinder, resolveTicketLocation, type TicketLocation } from './location';

export type TicketReading = {
  outcome: 'verified' | RefusalOutcome;
  reasons: string[];
  detectedDate: string | null;
  place: Place | null;
  postcode: string | null;
  ticketNumber: string | null;
  rawText: string;
  ocrConfidence: number;
};
export interface TicketReader {
  read(image: Buffer, now: Date): Promise<TicketReading>;
}
export type StoredImage = { data: Buffer; sha256: string; objectId: string };

export type TicketsContext = {
  db: Db;
  clock: Clock;
  reader: TicketReader;
  places: PlaceFinder;
  /** The caller's own stored ticket image behind an object URL, or null. */
  loadImage(objectUrl: string, ownerId: string): Promise<StoredImage | null>;
};

type SubmitInput = z.output<typeof submitTicketSchema>;
type TicketRow = typeof parkingTickets.$inferSelect;

const MAX_ATTEMPTS_PER_DAY = 10;
const IMAGE_REUSED = 'This ticket image has already been used to verify parking.';
const TICKET_REUSED = 'This parking ticket has already been used.';

export function toTicketJson(row: TicketRow): Ticket {
  return {
    id: row.id,
    imageUrl: row.imageDeletedAt ? null : row.imageUrl,
    detectedDate: row.detectedDate,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isVerified: row.isVerified,
    redemptionsUsed: row.redemptionsUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Verifies a parking proof on the server (decisions section 3): one verified proof per London day,
 * failed attempts recorded but not using up the day, images and ticket numbers never reused.
 */
export async function submitParkingProof(ctx: TicketsContext, userId: string, input: SubmitInput): Promise<TicketRow> {
  const now = ctx.clock.now();
  const today = londonDay(now);
  if (await verifiedTicketOn(ctx.db, userId, today)) throw conflict(ALREADY_UPLOADED_TODAY);

  const pending = await pendingTicketFor(ctx.db, userId, input.imageUrl, today);
  if (pending) return completePendingTicket(ctx, pending, input, now);

  const attempts = await attemptsOn(ctx.db, userId, today);
  if (attempts >= MAX_ATTEMPTS_PER_DAY) {
    throw tooManyRequests('You have tried to verify parking 10 times today. Please try again tomorrow.');
  }
  const image = await ctx.loadImage(input.imageUrl, userId);
  if (!image) throw notFound('That image was not found. Please upload your photo again.');
  if (await imageAlreadyVerified(ctx.db, image.sha256)) throw conflict(IMAGE_REUSED);

  const started = performance.now();
  const reading = await ctx.reader.read(image.data, now);
  const record = {
    userId,
    attemptDay: today,
    imageUrl: input.imageUrl,
    reasons: reading.reasons,
    ocrConfidence: reading.ocrConfidence,
    rawText: reading.rawText,
    durationMs: Math.round(performance.now() - started),
    createdAt: now,
  };
  if (reading.outcome !== 'verified') {
    await ctx.db.insert(ticketVerifications).values({ ...record, outcome: reading.outcome });
    throw unprocessable(VERIFICATION_MESSAGES[reading.outcome], {
      verificationResult: { outcome: reading.outcome, reasons: reading.reasons },
    });
  }
  if (reading.ticketNumber && (await ticketNumberUsed(ctx.db, reading.ticketNumber, reading.detectedDate))) {
    await ctx.db.insert(ticketVerifications).values({ ...record, outcome: 'duplicate', reasons: [...reading.reasons, TICKET_REUSED] });
    throw conflict(TICKET_REUSED);
  }

  const location = resolveTicketLocation(
    {
      client: input.latitude !== undefined ? { latitude: input.latitude, longitude: input.longitude!, city: input.city, location: input.location } : undefined,
      ticket: reading.place ? { place: reading.place, postcode: reading.postcode } : null,
      manualTown: input.city,
    },
    ctx.places,
  );
  const base = {
    userId,
    objectId: image.objectId,
    imageUrl: input.imageUrl,
    imageSha256: image.sha256,
    ticketNumber: reading.ticketNumber,
    uploadDay: today,
    detectedDate: reading.detectedDate,
    createdAt: now,
  };
  if (!location) {
    const [ticket] = await ctx.db.insert(parkingTickets).values({ ...base, isVerified: false }).returning();
    await ctx.db.insert(ticketVerifications).values({ ...record, ticketId: ticket!.id, outcome: 'requires_manual_location' });
    throw unprocessable(LOCATION_REQUIRED, { requiresManualLocation: true });
  }
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(parkingTickets)
      .values({ ...base, ...location, ...verifiedNow(now) })
      .returning()
      .catch(alreadyUploaded);
    await tx.insert(ticketVerifications).values({ ...record, ticketId: ticket!.id, outcome: 'verified' });
    return ticket!;
  });
}

const verifiedNow = (now: Date) => ({ isVerified: true, verifiedAt: now, expiresAt: new Date(now.getTime() + TICKET_VALIDITY_MS) });

function alreadyUploaded(error: unknown): never {
  if (isUniqueViolation(error, 'parking_tickets_one_verified_per_day')) throw conflict(ALREADY_UPLOADED_TODAY);
  throw error;
}

/** The second call of the manual-location step: the same image, now with the driver's town or position. */
async function completePendingTicket(ctx: TicketsContext, pending: TicketRow, input: SubmitInput, now: Date) {
  const location: TicketLocation | null = resolveTicketLocation(
    {
      client: input.latitude !== undefined ? { latitude: input.latitude, longitude: input.longitude!, city: input.city, location: input.location } : undefined,
      manualTown: input.city,
    },
    ctx.places,
  );
  if (!location) throw unprocessable(LOCATION_REQUIRED, { requiresManualLocation: true });
  if (pending.imageSha256 && (await imageAlreadyVerified(ctx.db, pending.imageSha256))) throw conflict(IMAGE_REUSED);
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(parkingTickets)
      .set({ ...location, ...verifiedNow(now) })
      .where(and(eq(parkingTickets.id, pending.id), eq(parkingTickets.isVerified, false)))
      .returning()
      .catch(alreadyUploaded);
    if (!ticket) throw conflict(ALREADY_UPLOADED_TODAY);
    await tx.insert(ticketVerifications).values({
      userId: pending.userId,
      ticketId: pending.id,
      attemptDay: pending.uploadDay,
      imageUrl: pending.imageUrl,
      outcome: 'verified',
      reasons: [`Location given by the driver: ${location.city ?? location.location}`],
      createdAt: now,
    });
    return ticket;
  });
}

async function verifiedTicketOn(db: Db, userId: string, day: string) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.userId, userId), eq(parkingTickets.uploadDay, day), eq(parkingTickets.isVerified, true)));
  return row ?? null;
}

async function pendingTicketFor(db: Db, userId: string, imageUrl: string, day: string) {
  const [row] = await db
    .select()
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.userId, userId),
        eq(parkingTickets.imageUrl, imageUrl),
        eq(parkingTickets.uploadDay, day),
        eq(parkingTickets.isVerified, false),
      ),
    )
    .orderBy(desc(parkingTickets.createdAt))
    .limit(1);
  return row ?? null;
}

async function attemptsOn(db: Db, userId: string, day: string) {
  const [row] = await db
    .select({ n: count() })
    .from(ticketVerifications)
    .where(and(eq(ticketVerifications.userId, userId), eq(ticketVerifications.attemptDay, day)));
  return row?.n ?? 0;
}

async function imageAlreadyVerified(db: Db, sha256: string) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.imageSha256, sha256), eq(parkingTickets.isVerified, true)))
    .limit(1);
  return Boolean(row);
}

async function ticketNumberUsed(db: Db, ticketNumber: string, detectedDate: string | null) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.ticketNumber, ticketNumber),
        detectedDate ? eq(parkingTickets.detectedDate, detectedDate) : sql`${parkingTickets.detectedDate} is null`,
        eq(parkingTickets.isVerified, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * "Today's ticket": the newest one uploaded on the current London day, or else the newest verified
 * ticket that has not expired (the 24-hour validity can cross midnight).
 */
export async function todaysTicket(db: Db, userId: string, now: Date): Promise<TicketRow | null> {
  const today = londonDay(now);
  const [row] = await db
    .select()
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.userId, userId),
        or(eq(parkingTickets.uploadDay, today), and(eq(parkingTickets.isVerified, true), gt(parkingTickets.expiresAt, now))),
      ),
    )
    .orderBy(sql`${parkingTickets.uploadDay} = ${today} desc`, desc(parkingTickets.createdAt))
    .limit(1);
  return row ?? null;
}

export function listTickets(db: Db, userId: string) {
  return db.select().from(parkingTickets).where(eq(parkingTickets.userId, userId)).orderBy(desc(parkingTickets.createdAt)).limit(200);
}
