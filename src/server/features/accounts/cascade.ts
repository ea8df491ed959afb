import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { parkingTickets, redemptions, retailers, uploadedObjects } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { deleteObject, objectIdFromUrl } from '#server/features/objects/index.ts';

export type ObjectsDeps = { db: Db; clock: Clock; storage: ObjectStorage };

/** Every live object a user owns (ticket photos, logos, pending uploads), read inside the deleting transaction. */
export async function objectIdsOwnedBy(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: uploadedObjects.id })
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.ownerId, userId), isNull(uploadedObjects.deletedAt)));
  return rows.map((row) => row.id);
}

/**
 * Deletes a retailer's redemptions and gives each driver's ticket its slot back, so
 * redemptions_used keeps counting the redemptions that exist. Returns how many went.
 */
export async function removeRedemptionsAtRetailer(tx: DbOrTx, retailerId: string): Promise<number> {
  const removed = await tx
    .delete(redemptions)
    .where(eq(redemptions.retailerId, retailerId))
    .returning({ ticketId: redemptions.parkingTicketId });
  const ticketIds = [...new Set(removed.map((row) => row.ticketId))];
  // One redemption per (ticket, retailer), so each ticket gives back exactly one.
  for (let i = 0; i < ticketIds.length; i += 1000) {
    await tx
      .update(parkingTickets)
      .set({ redemptionsUsed: sql`greatest(${parkingTickets.redemptionsUsed} - 1, 0)` })
      .where(inArray(parkingTickets.id, ticketIds.slice(i, i + 1000)));
  }
  return removed.length;
}

/** The retailer record of an account, with the logo object to remove alongside. */
export async function retailerOfUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(retailers).where(eq(retailers.userId, userId));
  return row ?? null;
}

export function logoObjectId(retailer: { logoUrl: string | null } | null): string[] {
  const id = objectIdFromUrl(retailer?.logoUrl);
  return id ? [id] : [];
}

/**
 * After the deleting transaction commits: remove the files (bytes first, then the row is marked
 * deleted, as objects/service does, so a failure leaves a row a later sweep or retry can act on).
 * The records are already gone, so a storage failure is reported (the ids) rather than thrown.
 */
export async function purgeObjects(deps: ObjectsDeps, ids: string[]): Promise<string[]> {
  const now = deps.clock.now();
  const failed: string[] = [];
  for (const id of new Set(ids)) {
    try {
      await deleteObject(deps, id, now);
    } catch {
      failed.push(id);
    }
  }
  return failed;
}
