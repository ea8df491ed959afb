import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type JobLogger, runDaily } from '../../lib/daily';
import { expireEndedTrials } from '../retailers/subscription';

/**
 * Writes `expired` on trials past their end (decisions section 5): once at start, then daily. Reads
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
