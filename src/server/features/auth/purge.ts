import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { HousekeepingJob } from '#server/lib/queue.ts';
import { purgeEndedWindows } from '#server/db/rate-limit.ts';
import { purgeSpentResetTokens } from './password-reset';
import { purgeEndedSessions } from './sessions';

/** Removes what can no longer be used: ended sessions, spent reset links, ended rate-limit windows. */
export async function purgeExpiredAccess(db: Db, now: Date) {
  return {
    sessions: await purgeEndedSessions(db, now),
    resetTokens: await purgeSpentResetTokens(db, now),
    rateLimitWindows: await purgeEndedWindows(db, now),
  };
}

/** The hourly purge (unused upload links go with the object sweep). */
export function accessPurgeJob(ctx: { db: Db; clock: Clock }): HousekeepingJob {
  return {
    name: 'access-purge',
    cron: '25 * * * *',
    async run() {
      const purged = await purgeExpiredAccess(ctx.db, ctx.clock.now());
      const total = purged.sessions + purged.resetTokens + purged.rateLimitWindows;
      return total
        ? `${purged.sessions} ended sessions, ${purged.resetTokens} spent reset links and ${purged.rateLimitWindows} ended rate-limit windows removed.`
        : null;
    },
  };
}
