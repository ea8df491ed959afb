import {
  findNearDuplicate,
  imageAlreadyVerified,
  imagePhashOf,
  nearDuplicateReason,
  ocrTextOf,
  type ReuseCheck,
  type ReuseSubject,
  ticketNumberUsed,
} from '../fraud';
import type { TicketRow, TicketsContext } from '../types';
import type { Claim, ReadClaim } from './judge';
import { refuseReuse } from './refusals';

/**
 * Stage 4: is this another account's ticket (docs/decisions/011)? A near copy of a verified photo is
 * refused as a reused image before its ticket number is looked at; each refusal is recorded as a
 * `duplicate` attempt. The claim goes on with what the commit needs to look again under its lock:
 * the subject compared and the candidates already seen.
 */

export type CheckedClaim = Claim & { subject: ReuseSubject; check: ReuseCheck };

export async function checkReuse(ctx: TicketsContext, claim: Claim): Promise<CheckedClaim> {
  // A new photo's exact bytes were looked up before it was counted (receive); a pending ticket's are
  // looked up again, since another account may have verified the same photo since the first call.
  if (
    claim.kind === 'pending' &&
    claim.ticket.imageSha256 &&
    (await imageAlreadyVerified(ctx.db, claim.ticket.imageSha256))
  ) {
    return refuseReuse(ctx, claim.record, 'ticket.image_reused');
  }
  const subject = claim.kind === 'pending' ? await pendingSubject(ctx, claim.ticket) : readSubject(claim);
  const check = await findNearDuplicate(ctx, subject, claim.now);
  if (check.duplicate) {
    return refuseReuse(ctx, claim.record, 'ticket.image_reused', nearDuplicateReason(check.duplicate));
  }
  if (claim.ticketNumber && (await ticketNumberUsed(ctx.db, claim.ticketNumber, claim.detectedDate))) {
    return refuseReuse(ctx, claim.record, 'ticket.number_reused');
  }
  return { ...claim, subject, check };
}

/** A photo read just now: its bytes are at hand. */
function readSubject(claim: ReadClaim): ReuseSubject {
  const { upload, reading, imagePhash } = claim.proof;
  return {
    userId: claim.userId,
    imageSha256: upload.image.sha256,
    imagePhash,
    detectedDate: reading.detectedDate,
    rawText: reading.rawText,
    loadImage: async () => upload.image.data,
  };
}

/** A pending ticket: its hash (made now if it has none yet) and the OCR text of its first read. */
async function pendingSubject(ctx: TicketsContext, pending: TicketRow): Promise<ReuseSubject> {
  let stored: Promise<Buffer | null> | undefined;
  const loadImage = () => {
    stored ??= pending.imageUrl
      ? ctx.loadImage(pending.imageUrl, pending.userId).then((image) => image?.data ?? null)
      : Promise.resolve(null);
    return stored;
  };
  let imagePhash = pending.imagePhash;
  if (!imagePhash) {
    const image = await loadImage();
    imagePhash = image ? await imagePhashOf(image) : null;
  }
  return {
    userId: pending.userId,
    imageSha256: pending.imageSha256,
    imagePhash,
    detectedDate: pending.detectedDate,
    rawText: await ocrTextOf(ctx.db, pending.id),
    loadImage,
  };
}
