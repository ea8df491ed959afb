import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailOutbox, retailerDailyRedemptions, retailers } from '#server/db/schema.ts';
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
import {
  type ComposedEmail,
  trialEndedEmail,
  trialEndingEmail,
  type WeekFigures,
  weeklySummaryEmail,
} from './wording';

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
};

export type RetailerEmailRow = RetailerForEmail & { monthlyFee: string };

const portalUrl = (publicUrl: string) => `${publicUrl}/retailer`;

/** Addresses are compared lower-cased: one inbox is one recipient, whatever the capitals. */
export const recipientOf = (email: string) => email.trim().toLowerCase();

/**
 * Writes the retailer e-mails due at `now` to the outbox (docs/decisions/036). Each has a dedupe key
 * and is inserted with ON CONFLICT DO NOTHING, so running this twice, or on two machines at once,
 * writes each e-mail once. Answers how many rows it wrote.
 */
export async function writeDueEmails(ctx: SchedulerContext, now: Date): Promise<number> {
  const rows = [...(await trialEmails(ctx, now)), ...(await weeklySummaries(ctx, now))];
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await ctx.db
      .insert(emailOutbox)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    written += inserted.length;
  }
  return written;
}

function outboxRow(
  retailer: RetailerEmailRow,
  due: { kind: string; dedupeKey: string },
  email: ComposedEmail,
  now: Date,
): OutboxRow {
  return {
    kind: due.kind,
    retailerId: retailer.id,
    recipient: recipientOf(retailer.email!),
    dedupeKey: due.dedupeKey,
    subject: email.subject,
    text: email.text,
    html: email.html,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
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

async function trialEmails(ctx: SchedulerContext, now: Date): Promise<OutboxRow[]> {
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
  const due = candidates.flatMap((retailer) => {
    const email = dueTrialEmail(retailer, now);
    return email ? [{ retailer, email }] : [];
  });
  const written = await existingKeys(
    ctx.db,
    due.map((d) => d.email.dedupeKey),
  );
  return due
    .filter((d) => !written.has(d.email.dedupeKey))
    .map(({ retailer, email }) => {
      const trial = { ...retailer, trialEndDate: retailer.trialEndDate! };
      const composed =
        email.kind === 'trial_ended'
          ? trialEndedEmail(trial, portalUrl(ctx.publicUrl))
          : trialEndingEmail(trial, trialDaysLeft(trial.trialEndDate, now), portalUrl(ctx.publicUrl));
      return outboxRow(retailer, email, composed, now);
    });
}

async function weeklySummaries(ctx: SchedulerContext, now: Date): Promise<OutboxRow[]> {
  const week = summaryWeekDue(now);
  if (!week) return [];
  const candidates = await ctx.db
    .select(retailerEmailColumns)
    .from(retailers)
    .where(and(isNotNull(retailers.email), eq(retailers.weeklySummary, true)));
  const wanted = candidates.filter((retailer) => wantsWeeklySummary(retailer, week, now));
  const written = await existingKeys(
    ctx.db,
    wanted.map((r) => weeklySummaryKey(r.id, week)),
  );
  const toWrite = wanted.filter((r) => !written.has(weeklySummaryKey(r.id, week)));
  if (!toWrite.length) return [];
  const figures = await weekFigures(ctx.db, week);
  const none: WeekFigures = { redemptions: 0, discounts: 0, spend: 0 };
  return toWrite.map((retailer) => {
    const mine = figures.get(retailer.id) ?? { week: none, previous: none };
    const email = weeklySummaryEmail(retailer, week, mine, portalUrl(ctx.publicUrl));
    return outboxRow(
      retailer,
      { kind: 'weekly_summary', dedupeKey: weeklySummaryKey(retailer.id, week) },
      email,
      now,
    );
  });
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
