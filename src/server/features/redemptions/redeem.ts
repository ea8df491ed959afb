import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
import {
  offerCapCounters,
  parkingTickets,
  rateLimitCounters,
  redemptions,
  retailerCodes,
  retailers,
  retailersVersion,
} from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomString } from '#server/lib/crypto.ts';
import { AppError, conflict, isUniqueViolation, notFound, unprocessable } from '#server/lib/errors.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import {
  dayCappedSql,
  londonNow,
  monthCappedSql,
  offerClock,
  type PlaceRow,
  parseJson,
  runsNowSql,
  todaysTicketIdSql,
  visibleRetailersJson,
} from '#server/features/offers/index.ts';
import { judgeMonthlyCode, wrongCodeWindow } from './wrong-codes';

type RedeemInput = z.output<typeof redeemRequestSchema>;
type OfferState = {
  runs: boolean;
  dayCapped: boolean;
  monthCapped: boolean;
  dailyCap: number | null;
  monthlyCap: number | null;
};

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
const todaysId = todaysTicketIdSql(parkingTickets.userId, offerClock);
const visibleRetailer = sql`(${visibleRetailersJson(ticketPlace, { id: true }, offerClock)} -> 0)`;
/** The offer's budget and hours now (docs/decisions/037), for the refusal's words and the caps' counters. */
const offerState = sql`(select json_build_object('runs', ${runsNowSql(offerClock)}, 'dayCapped', ${dayCappedSql(offerClock)},
  'monthCapped', ${monthCappedSql(offerClock)}, 'dailyCap', ${retailers.dailyCap}, 'monthlyCap', ${retailers.monthlyCap})
  from ${retailers} where ${retailers.id} = ${p('id')})`;
/** The ticket already has its redemption at this shop (one a shop per ticket, docs/decisions/005). */
const redeemedHereSql = (ticketId: unknown, retailerId: unknown) => sql`exists (select 1 from ${redemptions}
  where ${redemptions.parkingTicketId} = ${ticketId} and ${redemptions.retailerId} = ${retailerId})`;
const hereAlready = redeemedHereSql(parkingTickets.id, p('id'));

/**
 * What a redemption is judged on, in one statement (docs/decisions/031): the caller's ticket and the
 * id of their ticket for today, the retailer if it is visible from that ticket (offers' own rule,
 * docs/decisions/005), whether the ticket is used up or was already used at this shop, this month's
 * code when the retailer has one yet, and the attempt counted against the driver's wrong codes at
 * this shop (docs/decisions/009) when everything else would let the code be judged: a CTE, so the
 * count is taken before the code is compared, as racing guesses need.
 */
const prepareRead = (db: Db) => {
  // Each check once, as a row; the attempt is counted from it when the code is to be judged.
  const checks = db.$with('checks', {}).as(
    sql`select ${parkingTickets.id} as id, ${parkingTickets.isVerified} as is_verified,
      ${parkingTickets.expiresAt} as expires_at, ${parkingTickets.redemptionsUsed} as used,
      ${todaysId} as current_id, ${visibleRetailer} as retailer, ${hereAlready} as here,
      ${offerState} as offer,
      (select ${retailerCodes.code} from ${retailerCodes}
        where ${retailerCodes.retailerId} = ${p('id')} and ${retailerCodes.month} = ${p('month')}) as code
    from ${parkingTickets} where ${postedTicket}`,
  );
  const judged = sql`checks where checks.is_verified and checks.expires_at > ${p('now')}
    and checks.id = checks.current_id and checks.used < ${sql.raw(String(MAX_REDEMPTIONS_PER_TICKET))}
    and not checks.here and checks.retailer is not null and (checks.offer->>'runs')::boolean
    and not (checks.offer->>'dayCapped')::boolean and not (checks.offer->>'monthCapped')::boolean`;
  const attempt = db
    .$with('attempt', { count: sql<number>`count`, resetAt: sql`reset_at` })
    .as(hitSql(judged));
  return db
    .with(checks, attempt)
    .select({
      id: sql<string>`checks.id`,
      isVerified: sql<boolean>`checks.is_verified`,
      expiresAt: sql`checks.expires_at`.mapWith(parkingTickets.expiresAt),
      used: sql<number>`checks.used`,
      currentId: sql<string | null>`checks.current_id`,
      retailer: sql`checks.retailer`.mapWith(parseJson<PublicRetailer | null>),
      here: sql<boolean>`checks.here`,
      offer: sql`checks.offer`.mapWith(parseJson<OfferState | null>),
      code: sql<string | null>`checks.code`,
      attemptCount: sql<number | null>`(select count from attempt)`,
      attemptResetAt: sql`(select reset_at from attempt)`.mapWith(rateLimitCounters.resetAt),
    })
    .from(sql`checks`)
    .prepare('redemption_read');
};

/** What a redemption writes, and the wrong-code attempt it gives back (the placeholders of refundSql). */
type WriteValues = {
  userId: string;
  ticketId: string;
  retailerId: string;
  discountAmount: string;
  minimumSpend: string;
  code: string;
  now: Date;
  attemptKey: string;
};
/** The write's values as SQL: placeholders of the prepared statement, or values bound in the caps' transaction. */
type WriteSql = { [K in keyof WriteValues]: Placeholder | WriteValues[K] };
const wp = (name: keyof WriteValues) => sql.placeholder(name);
const writePlaceholders: WriteSql = {
  userId: wp('userId'),
  ticketId: wp('ticketId'),
  retailerId: wp('retailerId'),
  discountAmount: wp('discountAmount'),
  minimumSpend: wp('minimumSpend'),
  code: wp('code'),
  now: wp('now'),
  attemptKey: wp('attemptKey'),
};

/**
 * The 3-a-ticket limit (docs/decisions/005), for both writes: the ticket's counter moves only by
 * this conditional UPDATE (which serialises racing requests on the ticket row), answering the count
 * it reached, or no row at the limit.
 */
const countOnTicketSql = (v: WriteSql, guard: SQL = sql`true`) => sql`update ${parkingTickets}
  set ${sql.identifier(parkingTickets.redemptionsUsed.name)} = ${parkingTickets.redemptionsUsed} + 1
  where ${parkingTickets.id} = ${v.ticketId} and ${parkingTickets.redemptionsUsed} < ${sql.raw(String(MAX_REDEMPTIONS_PER_TICKET))}
    and ${guard}
  returning ${parkingTickets.redemptionsUsed} as used`;

/** The redemption, inserted for each row of `source` (the counted ticket), for both writes. */
const insertRedemptionSql = (v: WriteSql, source: SQL) => sql`insert into ${redemptions}
    (user_id, parking_ticket_id, retailer_id, discount_amount, minimum_spend, confirmation_code, redeemed_at)
  select ${v.userId}, ${v.ticketId}, ${v.retailerId}, ${v.discountAmount}, ${v.minimumSpend}, ${v.code}, ${v.now}
  from ${source}
  returning id, redeemed_at`;

/**
 * The retailer's row, locked FOR KEY SHARE (the lock the redemption's foreign key takes anyway, so it
 * costs nothing more, and redemptions never wait for each other on it): it is the first lock a
 * redemption takes, held to its end, and setting a cap takes the row FOR UPDATE before counting what
 * was redeemed, so a redemption in flight either ends before the count or runs after the cap is
 * set and is counted by it (docs/decisions/045). "No cap" is judged on the row as it is once
 * locked: the newest committed version, even if it changed after the statement began.
 */
const uncappedRetailer = sql`select ${retailers.id} from ${retailers} where ${retailers.id} = ${p('retailerId')}
  and ${retailers.dailyCap} is null and ${retailers.monthlyCap} is null for key share`;

/**
 * The redemption at an offer without caps, as one statement, so atomic without a transaction's BEGIN
 * and COMMIT: the retailer's row is locked first, still without a cap (else the statement does
 * nothing and the caller redeems within the caps instead: a cap set since the checks counts this
 * redemption); the ticket is counted (countOnTicketSql) and the redemption inserted from its answer,
 * so a ticket at its limit inserts nothing; the right code's counted attempt is given back, with or
 * without a redemption. Any unique violation fails the whole statement and undoes all of it (see
 * writeRedemption).
 */
const prepareWrite = (db: Db) => {
  const uncapped = db.$with('uncapped', { id: sql<string>`id` }).as(uncappedRetailer);
  const counted = db
    .$with('counted', { used: sql<number>`used` })
    .as(countOnTicketSql(writePlaceholders, sql`exists (select 1 from uncapped)`));
  const inserted = db
    .$with('inserted', { id: sql<string>`id` })
    .as(insertRedemptionSql(writePlaceholders, sql`counted`));
  // Given back here unless the caps' path takes over (it gives it back itself).
  const refunded = db
    .$with('refunded', { count: sql<number>`count` })
    .as(sql`${refundSql()} and exists (select 1 from uncapped) returning count`);
  return db
    .with(uncapped, counted, inserted, refunded)
    .select({
      capped: sql<boolean>`not exists (select 1 from uncapped)`,
      used: sql<number | null>`(select used from counted)`,
      id: sql<string | null>`inserted.id`,
      redeemedAt: sql`inserted.redeemed_at`.mapWith(redemptions.redeemedAt),
      here: redeemedHereSql(writePlaceholders.ticketId, writePlaceholders.retailerId).mapWith(Boolean),
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
 * (3 per ticket, 1 per retailer per ticket) hold even for concurrent requests (see writeRedemption).
 * Two statements in all without caps (docs/decisions/031): the checks with the attempt counted, then
 * the redemption.
 */
export async function redeemOffer(
  ctx: { db: Db; clock: Clock; notifier?: Notifier },
  userId: string,
  input: RedeemInput,
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const { read } = statementsFor(db);
  const attemptWindow = wrongCodeWindow(userId, input.retailerId, now);
  const [ticket] = await read.execute({
    ticketId: input.parkingTicketId,
    userId,
    id: input.retailerId,
    ...londonNow(now),
    ...attemptWindow,
  });
  if (!ticket) throw notFound('ticket.not_found');
  if (!ticket.isVerified || !ticket.expiresAt || ticket.expiresAt <= now || ticket.currentId !== ticket.id) {
    throw unprocessable('redemption.ticket_required');
  }
  const { retailer } = ticket;
  if (!retailer) throw notFound('offer.not_found');
  const offer = ticket.offer!;
  if (!offer.runs) throw unprocessable('offer.not_available');
  if (offer.monthCapped) throw conflict('offer.monthly_cap_reached');
  if (offer.dayCapped) throw conflict('offer.daily_cap_reached');
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
  const capped = offer.dailyCap !== null || offer.monthlyCap !== null;
  const { redemption, used } = await writeRedemption(db, values, capped, londonNow(now));
  return { redemption, retailer, redemptionsUsed: used };
}

/** What either write did: the ticket's count (null: not counted), the redemption, and whether the shop had one already. */
type Written = { used: number | null; id: string | null; redeemedAt: Date | null; here: boolean };

/**
 * Writes the redemption with a fresh confirmation code, the one way for offers with and without
 * caps. Each write is atomic (one statement, or one transaction with caps) and gives the right
 * code's attempt back itself when it completes. A unique violation undoes it whole: a confirmation
 * code another redemption took today (unique per London day only, docs/decisions/027) is tried
 * again with a fresh one; a racing request that redeemed at this shop first, or a refusal of the
 * caps, gives the attempt back here.
 */
async function writeRedemption(
  db: Db,
  values: Omit<WriteValues, 'code'>,
  capped: boolean,
  period: { day: string; month: string },
) {
  for (let attempt = 1; attempt <= CONFIRMATION_CODE_ATTEMPTS; attempt++) {
    const code = confirmationCodes.next();
    let written: Written | 'capped';
    try {
      written = capped
        ? await writeWithinCaps(db, { ...values, code }, period)
        : await writeWithoutCaps(db, { ...values, code });
    } catch (error) {
      if (isUniqueViolation(error, 'redemptions_day_code_unique')) continue;
      const duplicate = isUniqueViolation(error, 'redemptions_one_per_ticket_retailer');
      const refused = error instanceof AppError && error.status === 409;
      if (duplicate || refused) await refund(db, values.attemptKey, values.now);
      if (duplicate) throw conflict('redemption.already_redeemed');
      throw error;
    }
    // A cap was set since the checks: the statement did nothing, and the caps count this one.
    if (written === 'capped') return writeRedemption(db, values, true, period);
    if (written.used === null) {
      throw conflict(written.here ? 'redemption.already_redeemed' : 'redemption.limit_reached');
    }
    const redemption = {
      id: written.id!,
      confirmationCode: code,
      parkingTicketId: values.ticketId,
      retailerId: values.retailerId,
      discountAmount: values.discountAmount,
      minimumSpend: values.minimumSpend,
      redeemedAt: written.redeemedAt!,
    };
    return { redemption, used: written.used };
  }
  throw new Error(`No free confirmation code after ${CONFIRMATION_CODE_ATTEMPTS} attempts`);
}

async function writeWithoutCaps(db: Db, values: WriteValues): Promise<Written | 'capped'> {
  const [row] = await statementsFor(db).write.execute(values);
  if (row?.capped) return 'capped';
  return {
    used: row?.used ?? null,
    id: row?.id ?? null,
    redeemedAt: (row?.redeemedAt as Date | null | undefined) ?? null,
    here: row?.here ?? false,
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A redemption at an offer with a daily or monthly cap (docs/decisions/037): in one transaction, the
 * retailer's row is locked (as in the one-statement write) and its caps read as they are now, then
 * the ticket's counter, then each cap's counter for this London day and month, move only by
 * conditional writes, locked always in that order (so racing redemptions queue rather than
 * deadlock), and the redemption is inserted only when all of them moved (a cap's refusal rolls the
 * ticket's count back): like the 3-per-ticket rule, a cap holds for any number of racing requests.
 * The redemption that fills a cap moves the retailers' version on, so every server's cached lists
 * drop the paused offer at once (docs/decisions/031).
 */
async function writeWithinCaps(
  db: Db,
  values: WriteValues,
  period: { day: string; month: string },
): Promise<Written> {
  return db.transaction(async (tx) => {
    // The caps now, not as the checks read them: a cap set or changed since then is the one kept.
    const [current] = await tx
      .select({ dailyCap: retailers.dailyCap, monthlyCap: retailers.monthlyCap })
      .from(retailers)
      .where(eq(retailers.id, values.retailerId))
      .for('key share');
    if (!current) throw notFound('offer.not_found');
    const caps = [
      { cap: current.dailyCap, period: period.day, refusal: 'offer.daily_cap_reached' as const },
      { cap: current.monthlyCap, period: period.month, refusal: 'offer.monthly_cap_reached' as const },
    ];
    const [counted] = rowsOf<{ used: number | null; here: boolean }>(
      await tx.execute(sql`with counted as (${countOnTicketSql(values)})
        select (select used from counted) as used, ${redeemedHereSql(values.ticketId, values.retailerId)} as here`),
    );
    let written: Written = { used: null, id: null, redeemedAt: null, here: counted?.here ?? false };
    if (counted && counted.used !== null) {
      let filled = false;
      for (const { cap, period, refusal } of caps) {
        if (cap === null) continue;
        const [moved] = await tx
          .insert(offerCapCounters)
          .values({ retailerId: values.retailerId, period, used: 1 })
          .onConflictDoUpdate({
            target: [offerCapCounters.retailerId, offerCapCounters.period],
            set: { used: sql`${offerCapCounters.used} + 1` },
            setWhere: sql`${offerCapCounters.used} < ${cap}`,
          })
          .returning({ used: offerCapCounters.used });
        if (!moved) throw conflict(refusal);
        filled ||= moved.used >= cap;
      }
      const [inserted] = rowsOf<{ id: string; redeemed_at: Date | string }>(
        await tx.execute(insertRedemptionSql(values, sql`(select 1) as one`)),
      );
      written = {
        ...written,
        used: counted.used,
        id: inserted!.id,
        redeemedAt: new Date(inserted!.redeemed_at),
      };
      if (filled) await tx.execute(sql`select nextval(${retailersVersion.seqName!})`);
    }
    await refund(tx, values.attemptKey, values.now);
    return written;
  });
}
