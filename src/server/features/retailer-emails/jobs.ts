import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { HousekeepingJob } from '#server/lib/queue.ts';
import { writeDueEmails } from './scheduler';
import { sendDueEmails } from './sender';

export type RetailerEmailJobsContext = { db: Db; clock: Clock; mailer: Mailer; publicUrl: string };

/**
 * Retailer e-mails as two scheduled jobs (docs/decisions/030, 036), each run once per slot across all
 * machines: on the hour the due e-mails are written to the outbox (Monday's 08:00 run writes the weekly
 * summaries); every minute the outbox is sent. Both are safe to run twice or at once on two machines.
 */
export function retailerEmailJobs(ctx: RetailerEmailJobsContext): HousekeepingJob[] {
  return [
    {
      name: 'retailer-emails-write',
      cron: '0 * * * *',
      async run() {
        const written = await writeDueEmails(ctx, ctx.clock.now());
        return written ? `${written} retailer e-mails written to the outbox.` : null;
      },
    },
    {
      name: 'retailer-emails-send',
      cron: '* * * * *',
      async run() {
        const report = await sendDueEmails(ctx);
        const { sent, retrying, failed, cancelled, interrupted } = report;
        if (!sent && !retrying && !failed && !cancelled && !interrupted) return null;
        return `sent ${sent}, retrying ${retrying}, failed ${failed}, cancelled ${cancelled}, interrupted ${interrupted}.`;
      },
    },
  ];
}
