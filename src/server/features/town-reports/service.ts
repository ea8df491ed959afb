import { and, count, desc, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import {
  type CreatedTownReport,
  type CreateTownReport,
  REPORT_TOKEN_PATTERN,
  type ReportTown,
  type TownReport,
  type TownReportLink,
  type TownReportStatus,
} from '#contracts/town-reports.ts';
import type { Db } from '#server/db/client.ts';
import { countAttempt } from '#server/db/rate-limit.ts';
import { auditLog, retailers, townReportSnapshots, townReports, users } from '#server/db/schema.ts';
import type { Actor } from '#server/features/audit/index.ts';
import { type Clock, startOfLondonDay } from '#server/lib/clock.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';
import { badRequest, conflict, notFound } from '#server/lib/errors.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { UUID } from '#server/lib/validation.ts';
import { auditTownReport } from './audit';
import { firstShopDay, inTown, townGroups } from './figures';
import { expiryFrom, latestExpiry, reportPeriod } from './period';
import { buildTownReport, type TownFigures } from './report';

const timeLabel = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type TownReportContext = { db: Db; clock: Clock; publicUrl: string };

type TownReportRow = typeof townReports.$inferSelect;

const dateLabel = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'until the end of 14 Jul 2026' for a date's expiry (London midnight), else the instant in London time. */
export function expiryText(at: Date): string {
  if (startOfLondonDay(at).getTime() === at.getTime())
    return `until the end of ${dateLabel.format(new Date(at.getTime() - 1))}`;
  return `until ${dateLabel.format(at)}, ${timeLabel.format(at)}`;
}

export function statusOf(row: Pick<TownReportRow, 'revokedAt' | 'expiresAt'>, now: Date): TownReportStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'active';
}

/**
 * The town as the report names it: the spelling most of its shops use ('leeds' → 'Leeds'), else a
 * town the gazetteer knows (a council may want its link before the first shop joins); else null.
 */
export async function canonicalTown(db: Db, town: string): Promise<string | null> {
  const [spelling] = await db
    .select({ city: retailers.city, shops: count() })
    .from(retailers)
    .where(inTown(town))
    .groupBy(retailers.city)
    .orderBy(desc(count()), retailers.city)
    .limit(1);
  if (spelling?.city) return spelling.city;
  return getGazetteer().lookupTown(town)?.name ?? null;
}

/** Towns with shops, for the admin form: each spelling once (the commonest), with its shop count. */
export async function reportTowns(db: Db): Promise<ReportTown[]> {
  const rows = await db
    .select({ key: sql<string>`lower(${retailers.city})`, city: retailers.city, shops: count() })
    .from(retailers)
    .where(and(isNotNull(retailers.city), sql`trim(${retailers.city}) <> ''`))
    .groupBy(sql`lower(${retailers.city})`, retailers.city);
  const towns = new Map<string, { town: string; best: number; shops: number }>();
  for (const row of rows) {
    const seen = towns.get(row.key);
    if (!seen) towns.set(row.key, { town: row.city!, best: row.shops, shops: row.shops });
    else {
      seen.shops += row.shops;
      if (row.shops > seen.best) Object.assign(seen, { town: row.city!, best: row.shops });
    }
  }
  return [...towns.values()]
    .map(({ town, shops }) => ({ town, shops }))
    .sort((a, b) => a.town.localeCompare(b.town, 'en-GB'));
}

/** A new read-only link: only the token's hash is stored, so the link is shown this once. */
export async function createTownReport(
  ctx: TownReportContext,
  actor: Actor,
  input: CreateTownReport,
): Promise<CreatedTownReport> {
  const now = ctx.clock.now();
  const expiresAt = expiryFrom(input.expiresAt);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)
    throw badRequest('town_report.expiry_in_past', { field: 'expiresAt' });
  if (expiresAt > latestExpiry(now)) throw badRequest('town_report.expiry_too_far', { field: 'expiresAt' });
  const town = await canonicalTown(ctx.db, input.town.trim());
  if (!town) throw badRequest('town_report.unknown_town', { field: 'town' });

  const token = randomToken();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(townReports)
      .values({ town, tokenHash: sha256Hex(token), createdById: actor.id, createdAt: now, expiresAt })
      .returning({ id: townReports.id });
    await auditTownReport(
      tx,
      actor,
      {
        action: 'town_report.create',
        reportId: row!.id,
        summary: `Created a report link for ${town}, valid ${expiryText(expiresAt)}`,
      },
      now,
    );
    return row!.id;
  });
  return { id, token, url: `${ctx.publicUrl}/reports/${token}` };
}

/** Every link, newest first, with its status and the views the audit log holds. */
export async function listTownReports(ctx: TownReportContext, ids?: string[]): Promise<TownReportLink[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ report: townReports, adminName: users.fullName, adminEmail: users.email })
    .from(townReports)
    .leftJoin(users, eq(users.id, townReports.createdById))
    .where(ids ? inArray(townReports.id, ids) : undefined)
    .orderBy(desc(townReports.createdAt), desc(townReports.id))
    .limit(500);
  if (rows.length === 0) return [];
  const views = await ctx.db
    .select({ id: auditLog.targetId, views: count(), last: max(auditLog.createdAt) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'town_report.viewed'),
        inArray(
          auditLog.targetId,
          rows.map((row) => row.report.id),
        ),
      ),
    )
    .groupBy(auditLog.targetId);
  const viewsOf = new Map(views.map((row) => [row.id, row]));
  return rows.map(({ report, adminName, adminEmail }) => {
    const seen = viewsOf.get(report.id);
    return {
      id: report.id,
      town: report.town,
      status: statusOf(report, now),
      createdAt: report.createdAt.toISOString(),
      createdBy: adminName?.trim() || adminEmail || null,
      expiresAt: report.expiresAt.toISOString(),
      revokedAt: report.revokedAt?.toISOString() ?? null,
      views: seen?.views ?? 0,
      // max() of a timestamptz comes back as text from some drivers: read it as a date either way.
      lastViewedAt: seen?.last ? new Date(seen.last).toISOString() : null,
    };
  });
}

/** Revoking is final: the link answers 404 from now on. */
export async function revokeTownReport(ctx: TownReportContext, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound('town_report.link_not_found');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(townReports).where(eq(townReports.id, id)).for('update');
    if (!row) throw notFound('town_report.link_not_found');
    if (row.revokedAt) throw conflict('town_report.already_revoked');
    await tx.update(townReports).set({ revokedAt: now }).where(eq(townReports.id, id));
    await auditTownReport(
      tx,
      actor,
      {
        action: 'town_report.revoke',
        reportId: id,
        summary: `Revoked the report link for ${row.town} (created ${dateLabel.format(row.createdAt)})`,
      },
      now,
    );
  });
  const [report] = await listTownReports(ctx, [id]);
  return { message: 'Report link revoked', report: report! };
}

/**
 * The report behind a link, for anyone holding it; every view is written to the audit log. An
 * unknown, revoked or expired link is the same 404, so a guess learns nothing.
 */
/** Report views from one address in an hour: far more than people read, few enough to keep the audit log readable. */
export const REPORT_VIEWS_PER_HOUR = 120;

/** Whether a report link works now: its page answers 404 when it does not (decisions.md section 8). */
export async function reportLinkWorks(db: Db, token: string, now: Date): Promise<boolean> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ revokedAt: townReports.revokedAt, expiresAt: townReports.expiresAt })
    .from(townReports)
    .where(eq(townReports.tokenHash, sha256Hex(token)));
  return row !== undefined && statusOf(row, now) === 'active';
}

export async function viewTownReport(
  ctx: TownReportContext,
  token: string,
  viewer: Actor,
  as: 'page' | 'csv',
  /** The address the view came from: each view is audited, so a loop from one address is stopped. */
  ip: string,
): Promise<TownReport> {
  if (!REPORT_TOKEN_PATTERN.test(token)) throw notFound('town_report.not_found');
  const now = ctx.clock.now();
  await countAttempt(
    ctx.db,
    { key: `town-report-view:${ip}`, limit: REPORT_VIEWS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    now,
    (wait) => `Too many report views from here. Please try again ${wait}.`,
  );
  const [row] = await ctx.db
    .select()
    .from(townReports)
    .where(eq(townReports.tokenHash, sha256Hex(token)));
  if (!row || statusOf(row, now) !== 'active') throw notFound('town_report.not_found');
  const figures = await townFiguresOfDay(ctx.db, row.town, now);
  const report: TownReport = { ...figures, town: row.town, expiresAt: row.expiresAt.toISOString() };
  await auditTownReport(
    ctx.db,
    viewer,
    {
      action: 'town_report.viewed',
      reportId: row.id,
      summary: `Town report for ${row.town} ${as === 'csv' ? 'downloaded as CSV' : 'viewed'}`,
    },
    now,
  );
  return report;
}

/**
 * The town's figures up to the end of yesterday (London), computed by the first view of the day and
 * stored; every later view that day, through any link to the town and on any server, reads the same
 * row (docs/decisions/045). Two servers computing at once both insert; the first insert wins and
 * both answer what it stored. Older days' rows of the town are removed then.
 */
export async function townFiguresOfDay(db: Db, town: string, now: Date): Promise<TownFigures> {
  const lastDay = reportPeriod(now).lastDay;
  const townKey = town.toLowerCase();
  const stored = () =>
    db
      .select({ figures: townReportSnapshots.figures })
      .from(townReportSnapshots)
      .where(and(eq(townReportSnapshots.townKey, townKey), eq(townReportSnapshots.asOf, lastDay)));
  const [existing] = await stored();
  if (existing) return existing.figures as TownFigures;
  // From the month the town's first shop joined, at most 12 months back (docs/decisions/046).
  const period = reportPeriod(now, await firstShopDay(db, town));
  const groups = await townGroups(db, town, period, now);
  const figures = buildTownReport({ town, now, period, groups });
  await db
    .insert(townReportSnapshots)
    .values({ townKey, asOf: period.lastDay, figures, computedAt: now })
    .onConflictDoNothing();
  await db
    .delete(townReportSnapshots)
    .where(and(eq(townReportSnapshots.townKey, townKey), lt(townReportSnapshots.asOf, period.lastDay)));
  const [kept] = await stored();
  return (kept?.figures as TownFigures | undefined) ?? figures;
}
