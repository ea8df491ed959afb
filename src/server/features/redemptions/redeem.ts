import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import {
  CONFIRMATION_ALPHABET,
  CONFIRMATION_LENGTH,
  type PublicRetailer,
  type redeemRequestSchema,
} from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import { hitSql, refund, refundSql } from '#server/db/rate-limit.ts';
import { parkingTickets, rateLimitCounters, redemptions, retailerCodes } from '#server/db/schema.ts';
import { type Clock, londonDay, londonMonth } from '#server/lib/clock.ts';
import { randomString } from '#server/lib/crypto.ts';
import { conflict, isUniqueViolation, notFound, unprocessable } from '#server/lib/errors.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import {
  type PlaceRow,
  parseJson,
  todaysTicketIdSql,
  visibleRetailersJson,
} from '#server/features/offers/index.ts';
import { judgeMonthlyCode, wrongCodeWindow } from './wrong-codes';

type RedeemInput = z.output<typeof redeemRequestSchema>;

/**
 * Where confirmation codes come from: 6 characters of CONFIRMATION_ALPHABET. An object, so a test
 * can replace `next` (vi.spyOn) to force collisions.
 */
export const confirmationCodes = {
  next: (): string => randomString(CONFIRMATION_ALPHABET, CONFIRMATION_LENGTH),
};

/**
 * Fresh codes tried before giving up. A code is unique per London day only (docs/decisions/027):
 * with 32^6 (about 1.07 billion) codes and 3 million redemptions a day, a new code collides at worst
 * 0.3% of the time, so eight in a row is about 10^-20. A collision fails the redemption's one
 * statement, which undoes it whole, and the next code is tried.
 */
export const CONFIRMATION_CODE_ATTEMPTS = 8;

const p = (name: string) => sql.placeholder(name);

/** The posted ticket's own place: the offers are judged from where it says the driver parked. */
const ticketPlace: PlaceRow = sql`(select ${parkingTickets.latitude} as lat, ${parkingTickets.longitude} as lon,
  ${parkingTickets.city} as city, ${parkingTickets.coordinatesPrecise} as precise)`;

/** The posted ticket, the caller's, as both statements find it. */
const postedTicket = and(eq(parkingTickets.id, p('ticketId')), eq(parkingTickets.userId, p('userId')));
const todaysId = todaysTicketIdSql(parkingTickets.userId);
const visibleRetailer = sql`(${visibleRetailersJson(ticketPlace, { id: true })} -> 0)`;
const hereAlready = sql`exists (select 1 from ${redemptions}
  where ${redemptions.parkingTicketId} = ${parkingTickets.id} and ${redemptions.retailerId} = ${p('id')})`;

/**
 * What a redemption is judged on, in one statement (docs/decisions/031): the caller's ticket and the
 * id of their ticket for today, the retailer if it is visible from that ticket (offers' own rule,
 * docs/decisions/005), whether the ticket is used up or was already used at this shop, this month's
 * code when the retailer has one yet, and the attempt counted against the driver's wrong codes at
 * this shop (docs/decisions/009) when everything else would let the code be judged: a CTE, so the
 * count is taken before the code is compared, as racing guesses need.
 */
const prepareRead = (db: Db) => {
  const judged = sql`${parkingTickets} where ${postedTicket} and ${parkingTickets.isVerified}
    and ${parkingTickets.expiresAt} > ${p('now')} and ${parkingTickets.id} = ${todaysId}
    and ${parkingTickets.redemptionsUsed} < ${sql.raw(String(MAX_REDEMPTIONS_PER_TICKET))}
    and not ${hereAlready} and ${visibleRetailer} is not null`;
  const attempt = db
    .$with('attempt', { count: sql<number>`count`, resetAt: sql`reset_at` })
    .as(hitSql(judged));
  return db
    .with(attempt)
    .select({
      id: parkingTickets.id,
      isVerified: parkingTickets.isVerified,
      expiresAt: parkingTickets.expiresAt,
      used: parkingTickets.redemptionsUsed,
      currentId: sql<string | null>`${todaysId}`,
      retailer: visibleRetailer.mapWith(parseJson<PublicRetailer | null>),
      here: sql<boolean>`${hereAlready}`,
      code: sql<string | null>`(select ${retailerCodes.code} from ${retailerCodes}
        where ${retailerCodes.retailerId} = ${p('id')} and ${retailerCodes.month} = ${p('month')})`,
      attemptCount: sql<number | null>`(select count from attempt)`,
      attemptResetAt: sql`(select reset_at from attempt)`.mapWith(rateLimitCounters.resetAt),
    })
    .from(parkingTickets)
    .where(postedTicket)
    .prepare('redemption_read');
};

/**
 * The redemption as one statement, so atomic without a transaction's BEGIN and COMMIT: the ticket's
 * counter moves only by a conditional UPDATE (which serialises racing requests on the ticket row, and
 * is always the first lock taken), and the redemption is inserted from its answer, so a ticket at its
 * limit inserts nothing; the right code's counted attempt is given back. Any unique violation fails
 * the whole statement and undoes all of it: the (ticket, retailer) index refuses a second redemption
 * at one shop, and a confirmation code another redemption took today is retried with a fresh one
 * (docs/decisions/027, 031).
 */
const prepareWrite = (db: Db) => {
  const counted = db.$with('counted', { used: sql<number>`used` }).as(
    sql`update ${parkingTickets} set ${sql.identifier(parkingTickets.redemptionsUsed.name)} = ${parkingTickets.redemptionsUsed} + 1
      where ${parkingTickets.id} = ${p('ticketId')} and ${parkingTickets.redemptionsUsed} < ${sql.raw(String(MAX_REDEMPTIONS_PER_TICKET))}
      returning ${parkingTickets.redemptionsUsed} as used`,
  );
  const inserted = db.$with('inserted', { id: sql<string>`id` }).as(
    sql`insert into ${redemptions} (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
      select ${p('userId')}, ${p('ticketId')}, ${p('retailerId')}, ${p('discountAmount')}, ${p('minimumSpend')}, ${p('code')}, ${p('now')}
      from counted
      returning id, redeemed_at`,
  );
  const refunded = db
    .$with('refunded', { count: sql<number>`count` })
    .as(sql`${refundSql()} returning count`);
  return db
    .with(counted, inserted, refunded)
    .select({
      used: sql<number | null>`(select used from counted)`,
      id: sql<string | null>`inserted.id`,
      redeemedAt: sql`inserted.redeemed_at`.mapWith(redemptions.redeemedAt),
      here: sql<boolean>`exists (select 1 from ${redemptions}
        where ${redemptions.parkingTicketId} = ${p('ticketId')} and ${redemptions.retailerId} = ${p('retailerId')})`,
      refunded: sql<number | null>`(select count from refunded)`,
    })
    .from(sql`(select 1) as one left join inserted on true`)
    .prepare('redemption_write');
};

const statements = new WeakMap<
  Db,
  { read: ReturnType<typeof prepareRead>; write: ReturnType<typeof prepareWrite> }
>();
function statementsFor(db: Db) {
  const built = statements.get(db) ?? { read: prepareRead(db), write: prepareWrite(db) };
  statements.set(db, built);
  return built;
}

/**
 * Redeems an offer (docs/decisions/005). Everything is decided here: the ticket is the caller's
 * current verified one, the retailer is open and near it, the code is this month's, and the limits
 * (3 per ticket, 1 per retailer per ticket) hold even for concurrent requests (see prepareWrite). Two
 * statements in all (docs/decisions/031): the checks with the attempt counted, then the redemption.
 */
export async function redeemOffer(
  ctx: { db: Db; clock: Clock; notifier?: Notifier },
  userId: string,
  input: RedeemInput,
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const { read, write } = statementsFor(db);
  const attemptWindow = wrongCodeWindow(userId, input.retailerId, now);
  const [ticket] = await read.execute({
    ticketId: input.parkingTicketId,
    userId,
    id: input.retailerId,
    now,
    day: londonDay(now),
    month: londonMonth(now),
    ...attemptWindow,
  });
  if (!ticket) throw notFound('ticket.not_found');
  if (!ticket.isVerified || !ticket.expiresAt || ticket.expiresAt <= now || ticket.currentId !== ticket.id) {
    throw unprocessable('redemption.ticket_required');
  }
  const { retailer } = ticket;
  if (!retailer) throw notFound('offer.not_found');
  if (ticket.here) throw conflict('redemption.already_redeemed');
  if (ticket.used >= MAX_REDEMPTIONS_PER_TICKET) throw conflict('redemption.limit_reached');
  const attempt = { count: ticket.attemptCount!, resetAt: ticket.attemptResetAt as Date };
  await judgeMonthlyCode(ctx, retailer, attempt, input.retailerCode, now, ticket.code);

  const values = {
    userId,
    ticketId: ticket.id,
    retailerId: retailer.id,
    discountAmount: retailer.discountAmount,
    minimumSpend: retailer.minimumSpend,
    now,
    attemptKey: attemptWindow.attemptKey,
  };
  for (let attempt = 1; attempt <= CONFIRMATION_CODE_ATTEMPTS; attempt++) {
    const code = confirmationCodes.next();
    let row: Awaited<ReturnType<typeof write.execute>>[number] | undefined;
    try {
      [row] = await write.execute({ ...values, code });
    } catch (error) {
      if (isUniqueViolation(error, 'redemptions_day_code_unique')) continue;
      if (isUniqueViolation(error, 'redemptions_one_per_ticket_retailer')) {
        // A racing request redeemed here first; the statement was undone, so give the attempt back here.
        await refund(db, attemptWindow.attemptKey, now);
        throw conflict('redemption.already_redeemed');
      }
      throw error;
    }
    if (!row || row.used === null) {
      throw conflict(row?.here ? 'redemption.already_redeemed' : 'redemption.limit_reached');
    }
    const redemption = {
      id: row.id!,
      confirmationCode: code,
      parkingTicketId: ticket.id,
      retailerId: retailer.id,
      discountAmount: retailer.discountAmount,
      minimumSpend: retailer.minimumSpend,
      redeemedAt: row.redeemedAt as Date,
    };
    return { redemption, retailer, redemptionsUsed: row.used };
  }
  throw new Error(`No free confirmation code after ${CONFIRMATION_CODE_ATTEMPTS} attempts`);
}
