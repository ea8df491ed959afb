import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { expireEndedTrials } from '../retailers/subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

type SweepLogger = { info(message: string): void; error(object: unknown, message: string): void };

/**
 * Writes `expired` on trials past their end (decisions section 5): once at start, then daily. Reads
 * already treat such trials as expired, so this only keeps the stored status (admin lists, reports)
 * honest. The timer is unref'd; stop() clears it and waits for a run in progress.
 */
export function scheduleTrialExpiry(
  ctx: { db: Db; clock: Clock; logger: SweepLogger },
  intervalMs = DAY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = expireEndedTrials(ctx.db, ctx.clock.now())
      .then((expired) => {
        if (expired) ctx.logger.info(`Trial sweep: ${expired} ended trials marked expired.`);
      })
      .catch((error) => ctx.logger.error({ err: error }, 'Trial sweep failed; it will run again tomorrow.'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
