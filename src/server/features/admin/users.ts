import { and, count, desc, eq, inArray, isNull, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  AdminUserDetail,
  adminUserListQuerySchema,
  ForceResetAnswer,
  Page,
} from '#contracts/admin.ts';
import { RESET_TOKEN_TTL_MS } from '#contracts/constants.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { parkingTickets, redemptions, retailers, ticketVerifications, users } from '#server/db/schema.ts';
import { notFound, unprocessable } from '#server/lib/errors.ts';
import { issueResetToken, resetLink } from '#server/features/auth/index.ts';
import { objectIdFromUrl } from '#server/features/objects/index.ts';
import { redemptionJson } from '#server/features/redemptions/index.ts';
import { deleteAccount, purgeObjects } from '#server/features/accounts/index.ts';
import { type Actor, auditName, writeAudit } from '#server/features/audit/index.ts';
import type { AdminContext } from './retailers';
import { UUID } from '#server/lib/validation.ts';
import { contactSearch } from './search';

type UserRow = typeof users.$inferSelect;

const DETAIL_LIST_LIMIT = 200;
const REFUSED_ATTEMPTS_SHOWN = 20;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'All Users': newest first, by name / e-mail / phone and role; paged so 10,000 users stay light. */
export async function listUsers(
  db: Db,
  query: z.output<typeof adminUserListQuerySchema>,
): Promise<Page<AdminUser>> {
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(contactSearch(query.q, { name: users.fullName, email: users.email, phone: users.phone }));
  if (query.role) conditions.push(eq(users.userType, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

async function findUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = UUID.test(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
  if (!row) throw notFound('user.not_found');
  return row;
}

/** User Details: the account, its tickets (with why each passed or waits), refused attempts and redemptions. */
export async function userDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  const [tickets, redemptionRows, refused, retailer, [saved]] = await Promise.all([
    db
      .select()
      .from(parkingTickets)
      .where(eq(parkingTickets.userId, id))
      .orderBy(desc(parkingTickets.createdAt), desc(parkingTickets.id))
      .limit(DETAIL_LIST_LIMIT),
    db
      .select({ redemption: redemptions, businessName: retailers.businessName })
      .from(redemptions)
      .leftJoin(retailers, eq(retailers.id, redemptions.retailerId))
      .where(eq(redemptions.userId, id))
      .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
      .limit(DETAIL_LIST_LIMIT),
    db
      .select()
      .from(ticketVerifications)
      .where(and(eq(ticketVerifications.userId, id), isNull(ticketVerifications.ticketId)))
      .orderBy(desc(ticketVerifications.createdAt))
      .limit(REFUSED_ATTEMPTS_SHOWN),
    db
      .select({ id: retailers.id, businessName: retailers.businessName })
      .from(retailers)
      .where(eq(retailers.userId, id)),
    db
      .select({ total: sum(redemptions.discountAmount) })
      .from(redemptions)
      .where(eq(redemptions.userId, id)),
  ]);

  const ticketIds = tickets.map((ticket) => ticket.id);
  const decisions = ticketIds.length
    ? await db
        .select()
        .from(ticketVerifications)
        .where(inArray(ticketVerifications.ticketId, ticketIds))
        .orderBy(desc(ticketVerifications.createdAt))
    : [];
  const latest = new Map<string, (typeof decisions)[number]>();
  for (const decision of decisions)
    if (decision.ticketId && !latest.has(decision.ticketId)) latest.set(decision.ticketId, decision);

  return {
    user: toAdminUser(user),
    retailer: retailer[0] ?? null,
    parkingTickets: tickets.map((ticket) => {
      const decision = latest.get(ticket.id);
      return {
        id: ticket.id,
        imageUrl: ticket.imageDeletedAt ? null : ticket.imageUrl,
        detectedDate: ticket.detectedDate,
        location: ticket.location,
        city: ticket.city,
        isVerified: ticket.isVerified,
        verifiedAt: ticket.verifiedAt?.toISOString() ?? null,
        expiresAt: ticket.expiresAt?.toISOString() ?? null,
        redemptionsUsed: ticket.redemptionsUsed,
        createdAt: ticket.createdAt.toISOString(),
        verification: decision
          ? { outcome: decision.outcome, reasons: decision.reasons, at: decision.createdAt.toISOString() }
          : null,
      };
    }),
    redemptions: redemptionRows.map(({ redemption, businessName }) =>
      redemptionJson(redemption, businessName),
    ),
    refusedAttempts: refused.map((attempt) => ({
      id: attempt.id,
      outcome: attempt.outcome,
      reasons: attempt.reasons,
      at: attempt.createdAt.toISOString(),
    })),
    totalSaved: Number(saved?.total ?? 0),
  };
}

/** The admin's 'Delete' on a user: any account but their own (the deletion is features/accounts'). */
export async function deleteUser(ctx: AdminContext, actor: Actor, id: string) {
  if (id === actor.id) throw unprocessable('user.cannot_delete_self');
  return deleteAccount(ctx, actor, id);
}

/** A 1-hour single-use reset link for the admin to pass on ('Force Password Reset'). */
export async function forceReset(ctx: AdminContext, actor: Actor, id: string): Promise<ForceResetAnswer> {
  const now = ctx.clock.now();
  const token = await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, id);
    const token = await issueResetToken(tx, user.id, now, 'admin');
    await writeAudit(
      tx,
      actor,
      {
        action: 'user.force_reset',
        targetType: 'user',
        targetId: id,
        summary: `Generated a password reset link for ${auditName(user)}`,
      },
      now,
    );
    return token;
  });
  return {
    resetLink: resetLink(ctx.publicUrl, token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
  };
}

/** Deletes a ticket with its redemptions (cascade), its verification records and, after commit, its image. */
export async function deleteTicket(ctx: AdminContext, actor: Actor, id: string) {
  const now = ctx.clock.now();
  const { objectIds } = await ctx.db.transaction(async (tx) => {
    const [ticket] = UUID.test(id)
      ? await tx.select().from(parkingTickets).where(eq(parkingTickets.id, id)).for('update')
      : [];
    if (!ticket) throw notFound('ticket.not_found');
    const [owner] = await tx.select().from(users).where(eq(users.id, ticket.userId));
    const removed = await tx
      .delete(redemptions)
      .where(eq(redemptions.parkingTicketId, id))
      .returning({ id: redemptions.id });
    // Refused attempts on the same photo hold its OCR text (number plates): they go with it.
    if (ticket.imageUrl) {
      await tx
        .delete(ticketVerifications)
        .where(
          and(
            eq(ticketVerifications.userId, ticket.userId),
            eq(ticketVerifications.imageUrl, ticket.imageUrl),
            isNull(ticketVerifications.ticketId),
          ),
        );
    }
    await tx.delete(parkingTickets).where(eq(parkingTickets.id, id));
    const when = ticket.detectedDate ?? ticket.uploadDay;
    await writeAudit(
      tx,
      actor,
      {
        action: 'parking_ticket.delete',
        targetType: 'parking_ticket',
        targetId: id,
        summary: `Deleted the ${ticket.isVerified ? 'verified' : 'pending'} parking ticket of ${when}${ticket.city ? ` in ${ticket.city}` : ''} of ${owner ? auditName(owner) : 'a driver'} with ${plural(removed.length, 'redemption')}`,
      },
      now,
    );
    const objectIds = [ticket.objectId, objectIdFromUrl(ticket.imageUrl)].filter((value): value is string =>
      Boolean(value),
    );
    return { objectIds };
  });
  const failedObjects = await purgeObjects(ctx, objectIds);
  return { message: 'Parking ticket deleted successfully', failedObjects };
}

/** Deletes a redemption and gives its ticket the slot back, so the driver may redeem again. */
export async function deleteRedemption(ctx: AdminContext, actor: Actor, id: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [removed] = UUID.test(id)
      ? await tx.delete(redemptions).where(eq(redemptions.id, id)).returning()
      : [];
    if (!removed) throw notFound('redemption.not_found');
    await tx
      .update(parkingTickets)
      .set({ redemptionsUsed: sql`greatest(${parkingTickets.redemptionsUsed} - 1, 0)` })
      .where(eq(parkingTickets.id, removed.parkingTicketId));
    const [shop] = await tx
      .select({ name: retailers.businessName })
      .from(retailers)
      .where(eq(retailers.id, removed.retailerId));
    const [owner] = await tx.select().from(users).where(eq(users.id, removed.userId));
    await writeAudit(
      tx,
      actor,
      {
        action: 'redemption.delete',
        targetType: 'redemption',
        targetId: id,
        summary: `Deleted redemption ${removed.confirmationCode} (£${Number(removed.discountAmount).toFixed(2)} at ${shop?.name ?? 'a retailer'}) of ${owner ? auditName(owner) : 'a driver'}`,
      },
      now,
    );
  });
  return { message: 'Redemption deleted successfully' };
}
