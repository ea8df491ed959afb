import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { HousekeepingJob } from '#server/lib/queue.ts';
import { expireEndedTrials } from '#server/features/retailers/index.ts';

/**
 * Writes `expired` on trials past their end (docs/decisions/025): hourly, and once when the servers
 * start. Reads already treat such trials as expired, so this only keeps the stored status (admin
 * lists, reports) honest.
 */
export function trialExpiryJob(ctx: { db: Db; clock: Clock }): HousekeepingJob {
  return {
    name: 'trial-expiry',
    cron: '5 * * * *',
    async run() {
      const expired = await expireEndedTrials(ctx.db, ctx.clock.now());
      return expired ? `${expired} ended trials marked expired.` : null;
    },
  };
}
