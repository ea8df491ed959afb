import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type JobLogger, runDaily } from '#server/lib/daily.ts';
import { expireEndedTrials } from '#server/features/retailers/index.ts';

/**
 * Writes `expired` on trials past their end (docs/decisions/025): once at start, then daily. Reads
 * already treat such trials as expired, so this only keeps the stored status (admin lists, reports)
 * honest.
 */
export function scheduleTrialExpiry(ctx: { db: Db; clock: Clock; logger: JobLogger }, intervalMs?: number) {
  return runDaily(
    'Trial sweep',
    async () => {
      const expired = await expireEndedTrials(ctx.db, ctx.clock.now());
      return expired ? `${expired} ended trials marked expired.` : null;
    },
    ctx.logger,
    intervalMs,
  );
}
