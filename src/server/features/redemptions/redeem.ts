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
import { parkingTickets, redemptions, retailerCodes } from '#server/db/schema.ts';
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
import { checkMonthlyCode } from './wrong-codes';

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

/**
 * What a redemption is judged on, in one statement: the caller's ticket and the id of their ticket
 * for today, the retailer if it is visible from that ticket (offers' own rule, docs/decisions/005),
 * and the retailer's code for this month when it has one yet.
 */
const prepareRead = (db: Db) =>
  db
    .select({
      id: parkingTickets.id,
      isVerified: parkingTickets.isVerified,
      expiresAt: parkingTickets.expiresAt,
      currentId: sql<string | null>`${todaysTicketIdSql(parkingTickets.userId)}`,
      retailer: sql`(${visibleRetailersJson(ticketPlace, { id: true })} -> 0)`.mapWith(
        parseJson<PublicRetailer | null>,
      ),
      code: sql<string | null>`(select ${retailerCodes.code} from ${retailerCodes}
        where ${retailerCodes.retailerId} = ${p('id')} and ${retailerCodes.month} = ${p('month')})`,
    })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.id, p('ticketId')), eq(parkingTickets.userId, p('userId'))))
    .prepare('redemption_read');

/**
 * The redemption as one statement, so atomic without a transaction's BEGIN and COMMIT: the ticket's
 * counter moves only by a conditional UPDATE (which serialises racing requests on the ticket row, and
 * is always the first lock taken), and the redemption is inserted from its answer, so a ticket at its
 * limit inserts nothing. Any unique violation fails the whole statement and undoes the count: the
 * (ticket, retailer) index refuses a second redemption at one shop, and a confirmation code another
 * redemption took today is retried with a fresh one (docs/decisions/027, 031). `here` says whether the
 * ticket already has a redemption at this retailer, for the refusal's wording.
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
  return db
    .with(counted, inserted)
    .select({
      used: sql<number | null>`(select used from counted)`,
      id: sql<string | null>`inserted.id`,
      redeemedAt: sql`inserted.redeemed_at`.mapWith(redemptions.redeemedAt),
      here: sql<boolean>`exists (select 1 from ${redemptions}
        where ${redemptions.parkingTicketId} = ${p('ticketId')} and ${redemptions.retailerId} = ${p('retailerId')})`,
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
 * (3 per ticket, 1 per retailer per ticket) hold even for concurrent requests (see prepareWrite). The
 * checks are read in one statement (docs/decisions/031).
 */
export async function redeemOffer(
  ctx: { db: Db; clock: Clock; notifier?: Notifier },
  userId: string,
  input: RedeemInput,
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const { read, write } = statementsFor(db);
  const [ticket] = await read.execute({
    ticketId: input.parkingTicketId,
    userId,
    id: input.retailerId,
    now,
    day: londonDay(now),
    month: londonMonth(now),
  });
  if (!ticket) throw notFound('ticket.not_found');
  if (!ticket.isVerified || !ticket.expiresAt || ticket.expiresAt <= now || ticket.currentId !== ticket.id) {
    throw unprocessable('redemption.ticket_required');
  }
  const { retailer } = ticket;
  if (!retailer) throw notFound('offer.not_found');
  await checkMonthlyCode(ctx, userId, retailer, input.retailerCode, now, ticket.code);

  const values = {
    userId,
    ticketId: ticket.id,
    retailerId: retailer.id,
    discountAmount: retailer.discountAmount,
    minimumSpend: retailer.minimumSpend,
    now,
  };
  for (let attempt = 1; attempt <= CONFIRMATION_CODE_ATTEMPTS; attempt++) {
    const code = confirmationCodes.next();
    let row: Awaited<ReturnType<typeof write.execute>>[number] | undefined;
    try {
      [row] = await write.execute({ ...values, code });
    } catch (error) {
      if (isUniqueViolation(error, 'redemptions_day_code_unique')) continue;
      if (isUniqueViolation(error, 'redemptions_one_per_ticket_retailer'))
        throw conflict('redemption.already_redeemed');
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
