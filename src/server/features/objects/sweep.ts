import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { parkingTickets, ticketVerifications, uploadedObjects } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { HousekeepingJob } from '#server/lib/queue.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { deleteObject, objectUrlFor } from './service';

export type SweepContext = {
  db: Db;
  storage: ObjectStorage;
  config: Pick<Config, 'ticketImageRetentionDays'>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;
// A link that was never used is kept a day past its expiry, well clear of any PUT still in flight.
const ABANDONED_AFTER_MS = DAY_MS;

/**
 * UK GDPR retention: ticket images stored more than `retentionDays` ago are deleted, with the OCR text
 * read from them (it holds number plates). The ticket rows stay, marked imageDeletedAt. Idempotent:
 * a second run finds nothing. Returns how many images it deleted.
 */
export async function sweepOldTicketImages(
  ctx: SweepContext,
  now: Date,
  retentionDays = ctx.config.ticketImageRetentionDays,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: uploadedObjects.id })
      .from(uploadedObjects)
      .where(
        and(
          eq(uploadedObjects.purpose, 'ticket'),
          isNotNull(uploadedObjects.storedAt),
          lt(uploadedObjects.storedAt, cutoff),
          isNull(uploadedObjects.deletedAt),
        ),
      )
      .limit(BATCH);
    for (const { id } of batch) {
      await purgeTicketData(ctx.db, id, now);
      // Marks the row deleted, so the next batch moves on even if another server swept it first.
      if (await deleteObject(ctx, id, now)) deleted++;
    }
    if (batch.length < BATCH) return deleted;
  }
}

/** Tickets keep their row and say when their image went; every OCR text read from the image is dropped. */
async function purgeTicketData(db: Db, objectId: string, now: Date) {
  const url = objectUrlFor(objectId);
  await db.transaction(async (tx) => {
    const tickets = await tx
      .update(parkingTickets)
      .set({ imageDeletedAt: now })
      .where(
        and(
          or(eq(parkingTickets.objectId, objectId), eq(parkingTickets.imageUrl, url)),
          isNull(parkingTickets.imageDeletedAt),
        ),
      )
      .returning({ id: parkingTickets.id });
    const ticketIds = tickets.map((ticket) => ticket.id);
    // Refused attempts may have no ticket row, only the image URL.
    const readFromImage = ticketIds.length
      ? or(inArray(ticketVerifications.ticketId, ticketIds), eq(ticketVerifications.imageUrl, url))
      : eq(ticketVerifications.imageUrl, url);
    await tx
      .update(ticketVerifications)
      .set({ rawText: null })
      .where(and(readFromImage, isNotNull(ticketVerifications.rawText)));
  });
}

/** Upload links that expired unused leave an empty row behind; these are removed. Returns how many. */
export async function sweepAbandonedUploads(ctx: Pick<SweepContext, 'db'>, now: Date): Promise<number> {
  const removed = await ctx.db
    .delete(uploadedObjects)
    .where(
      and(
        isNull(uploadedObjects.storedAt),
        isNull(uploadedObjects.deletedAt),
        lt(uploadedObjects.uploadExpiresAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: uploadedObjects.id });
  return removed.length;
}

/** Both sweeps, hourly and once when the servers start (the queue runs it once across machines). */
export function objectSweepJob(ctx: SweepContext & { clock: Clock }): HousekeepingJob {
  return {
    name: 'object-sweep',
    cron: '15 * * * *',
    async run() {
      const now = ctx.clock.now();
      const images = await sweepOldTicketImages(ctx, now);
      const uploads = await sweepAbandonedUploads(ctx, now);
      return images || uploads
        ? `${images} old ticket images deleted, ${uploads} unused upload links removed.`
        : null;
    },
  };
}
