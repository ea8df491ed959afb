import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailOutbox, retailerDailyRedemptions, retailers } from '#server/db/schema.ts';
import { CONTACT_CONFIRMATION_KIND, contactConfirmed, queueContactConfirmation } from './confirmation';
import { outboxRow, recipientOf } from './outbox-row';
import {
  dueTrialEmail,
  type RetailerForEmail,
  type SummaryWeek,
  summaryWeekDue,
  TRIAL_ENDED_GRACE_DAYS,
  trialDaysLeft,
  wantsWeeklySummary,
  weeklySummaryKey,
} from './rules';
import { trialEndedEmail, trialEndingEmail, type WeekFigures, weeklySummaryEmail } from './wording';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_CHUNK = 200;

export type SchedulerContext = { db: Db; publicUrl: string };

type OutboxRow = typeof emailOutbox.$inferInsert;

export const retailerEmailColumns = {
  id: retailers.id,
  businessName: retailers.businessName,
  email: retailers.email,
  subscriptionStatus: retailers.subscriptionStatus,
  trialEndDate: retailers.trialEndDate,
  weeklySummary: retailers.weeklySummary,
  createdAt: retailers.createdAt,
  monthlyFee: retailers.monthlyFee,
  confirmedEmail: retailers.confirmedEmail,
};

export type RetailerEmailRow = RetailerForEmail & { monthlyFee: string; confirmedEmail: string | null };

/** E-mails due now, and the retailers that had one due but whose address is not confirmed yet. */
type DueRows = { rows: OutboxRow[]; unconfirmed: RetailerEmailRow[] };

const portalUrl = (publicUrl: string) => `${publicUrl}/retailer`;

/** Addresses are compared lower-cased: one inbox is one recipient, whatever the capitals. */

/**
 * Writes the retailer e-mails due at `now` to the outbox (docs/decisions/036). Each has a dedupe key
 * and is inserted with ON CONFLICT DO NOTHING, so running this twice, or on two machines at once,
 * writes each e-mail once. Answers how many rows it wrote.
 */
export async function writeDueEmails(ctx: SchedulerContext, now: Date): Promise<number> {
  const trial = await trialEmails(ctx, now);
  const weekly = await weeklySummaries(ctx, now);
  const rows = [...trial.rows, ...weekly.rows];
  // Only the confirmation link goes to an address not confirmed (docs/decisions/045).
  const confirmations = await confirmationsInstead(ctx.db, [...trial.unconfirmed, ...weekly.unconfirmed]);
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await ctx.db
      .insert(emailOutbox)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    written += inserted.length;
  }
  for (const retailer of confirmations) {
    const key = `${CONTACT_CONFIRMATION_KIND}:${retailer.id}:${recipientOf(retailer.email!)}`;
    if (await queueContactConfirmation(ctx.db, retailer, now, key)) written++;
  }
  return written;
}

/**
 * Retailers with an e-mail due to an address not confirmed, that were never sent a link for that
 * address (one signed up before confirmation existed): they get one link, once (its key names the
 * address). Others already have theirs (sign-up, a change or the portal's resend sent it).
 */
async function confirmationsInstead(db: Db, due: RetailerEmailRow[]) {
  const unique = [...new Map(due.map((retailer) => [retailer.id, retailer])).values()];
  if (!unique.length) return [];
  const sent = await db
    .select({ retailerId: emailOutbox.retailerId, recipient: emailOutbox.recipient })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, CONTACT_CONFIRMATION_KIND),
        inArray(
          emailOutbox.retailerId,
          unique.map((retailer) => retailer.id),
        ),
      ),
    );
  const had = new Set(sent.map((row) => `${row.retailerId}:${row.recipient}`));
  return unique.filter((retailer) => !had.has(`${retailer.id}:${recipientOf(retailer.email!)}`));
}

/** Splits e-mails due into those for confirmed addresses and the retailers whose address is not. */
function byConfirmation<T extends { retailer: RetailerEmailRow }>(due: T[]) {
  return {
    confirmed: due.filter((d) => contactConfirmed(d.retailer)),
    unconfirmed: due.filter((d) => !contactConfirmed(d.retailer)).map((d) => d.retailer),
  };
}

/** The keys among `keys` already in the outbox, so work is not repeated for e-mails already written. */
async function existingKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const found = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(inArray(emailOutbox.dedupeKey, keys));
  return new Set(found.map((row) => row.key));
}

async function trialEmails(ctx: SchedulerContext, now: Date): Promise<DueRows> {
  // Trials ending within 14 days or ended within the grace: the partial index on trial ends serves the trials.
  const candidates = await ctx.db
    .select(retailerEmailColumns)
    .from(retailers)
    .where(
      and(
        isNotNull(retailers.email),
        or(eq(retailers.subscriptionStatus, 'trial'), eq(retailers.subscriptionStatus, 'expired')),
        gte(retailers.trialEndDate, new Date(now.getTime() - TRIAL_ENDED_GRACE_DAYS * DAY_MS)),
        lte(retailers.trialEndDate, new Date(now.getTime() + 14 * DAY_MS)),
      ),
    );
  const { confirmed: due, unconfirmed } = byConfirmation(
    candidates.flatMap((retailer) => {
      const email = dueTrialEmail(retailer, now);
      return email ? [{ retailer, email }] : [];
    }),
  );
  const written = await existingKeys(
    ctx.db,
    due.map((d) => d.email.dedupeKey),
  );
  const rows = due
    .filter((d) => !written.has(d.email.dedupeKey))
    .map(({ retailer, email }) => {
      const trial = { ...retailer, trialEndDate: retailer.trialEndDate! };
      const composed =
        email.kind === 'trial_ended'
          ? trialEndedEmail(trial, portalUrl(ctx.publicUrl))
          : trialEndingEmail(trial, trialDaysLeft(trial.trialEndDate, now), portalUrl(ctx.publicUrl));
      return outboxRow(retailer, email, composed, now);
    });
  return { rows, unconfirmed };
}

async function weeklySummaries(ctx: SchedulerContext, now: Date): Promise<DueRows> {
  const week = summaryWeekDue(now);
  if (!week) return { rows: [], unconfirmed: [] };
  const candidates = await ctx.db
    .select(retailerEmailColumns)
    .from(retailers)
    .where(and(isNotNull(retailers.email), eq(retailers.weeklySummary, true)));
  const { confirmed, unconfirmed } = byConfirmation(
    candidates
      .filter((retailer) => wantsWeeklySummary(retailer, week, now))
      .map((retailer) => ({ retailer })),
  );
  const wanted = confirmed.map((d) => d.retailer);
  const written = await existingKeys(
    ctx.db,
    wanted.map((r) => weeklySummaryKey(r.id, week)),
  );
  const toWrite = wanted.filter((r) => !written.has(weeklySummaryKey(r.id, week)));
  if (!toWrite.length) return { rows: [], unconfirmed };
  const figures = await weekFigures(ctx.db, week);
  const none: WeekFigures = { redemptions: 0, discounts: 0, spend: 0 };
  const rows = toWrite.map((retailer) => {
    const mine = figures.get(retailer.id) ?? { week: none, previous: none };
    const email = weeklySummaryEmail(retailer, week, mine, portalUrl(ctx.publicUrl));
    return outboxRow(
      retailer,
      { kind: 'weekly_summary', dedupeKey: weeklySummaryKey(retailer.id, week) },
      email,
      now,
    );
  });
  return { rows, unconfirmed };
}

/** Each retailer's figures for the week and the week before, from the daily rollup (docs/decisions/027). */
async function weekFigures(db: Db, week: SummaryWeek) {
  const daily = retailerDailyRedemptions;
  const inWeek = sql`${daily.day} >= ${week.start} and ${daily.day} <= ${week.end}`;
  const inPrevious = sql`${daily.day} >= ${week.previousStart} and ${daily.day} <= ${week.previousEnd}`;
  const rows = await db
    .select({
      retailerId: daily.retailerId,
      redemptions: sql<string | null>`sum(${daily.redemptions}) filter (where ${inWeek})`,
      discounts: sql<string | null>`sum(${daily.discountTotal}) filter (where ${inWeek})`,
      spend: sql<string | null>`sum(${daily.minimumSpendTotal}) filter (where ${inWeek})`,
      previousRedemptions: sql<string | null>`sum(${daily.redemptions}) filter (where ${inPrevious})`,
      previousDiscounts: sql<string | null>`sum(${daily.discountTotal}) filter (where ${inPrevious})`,
      previousSpend: sql<string | null>`sum(${daily.minimumSpendTotal}) filter (where ${inPrevious})`,
    })
    .from(daily)
    .where(and(gte(daily.day, week.previousStart), lte(daily.day, week.end)))
    .groupBy(daily.retailerId);
  const n = (value: string | null) => Number(value ?? 0);
  return new Map(
    rows.map((row) => [
      row.retailerId,
      {
        week: { redemptions: n(row.redemptions), discounts: n(row.discounts), spend: n(row.spend) },
        previous: {
          redemptions: n(row.previousRedemptions),
          discounts: n(row.previousDiscounts),
          spend: n(row.previousSpend),
        },
      },
    ]),
  );
}
