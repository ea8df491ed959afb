import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type JobLogger, runDaily } from '../../lib/daily';
import { purgeEndedWindows } from '../../lib/rate-limit';
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

/** The daily purge (unused upload links go with the object sweep). */
export function scheduleAccessPurge(ctx: { db: Db; clock: Clock; logger: JobLogger }, intervalMs?: number) {
  return runDaily(
    'Access purge',
    async () => {
      const purged = await purgeExpiredAccess(ctx.db, ctx.clock.now());
      const total = purged.sessions + purged.resetTokens + purged.rateLimitWindows;
      return total
        ? `${purged.sessions} ended sessions, ${purged.resetTokens} spent reset links and ${purged.rateLimitWindows} ended rate-limit windows removed.`
        : null;
    },
    ctx.logger,
    intervalMs,
  );
}
