import type { SubmitInput, SubmitResult, TicketsContext } from '../types';
import { commitClaim } from './commit';
import { checkReuse } from './fraud-checks';
import { judgePendingTicket, judgeReading } from './judge';
import { readUpload } from './read';
import { receiveUpload } from './receive';

/**
 * One upload's way through the server, in one direction: receive → read → judge → reuse checks →
 * commit, each stage taking the one before's result (docs/decisions/024; reuse: 011; unsure: 039).
 * A stage that refuses records the attempt and throws the answer; nothing goes back a stage. The
 * second call of the manual-location step skips the read (its ticket was read on the first call)
 * and joins at the judge.
 */
export async function verifyUpload(
  ctx: TicketsContext,
  userId: string,
  body: SubmitInput,
): Promise<SubmitResult> {
  const upload = await receiveUpload(ctx, userId, body);
  const claim =
    upload.kind === 'pending'
      ? judgePendingTicket(ctx, upload)
      : await judgeReading(ctx, await readUpload(ctx, upload));
  const checked = await checkReuse(ctx, claim);
  const result = await commitClaim(ctx, checked);
  // Not awaited, and never the driver's error: the photo is already kept at full size.
  if (result.kind === 'verified' && result.ticket.isVerified && result.ticket.objectId) {
    ctx.afterVerified?.(result.ticket.objectId).catch(() => {});
  }
  return result;
}
