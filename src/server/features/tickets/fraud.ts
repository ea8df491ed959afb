import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { parkingTickets } from '#server/db/schema.ts';
import { conflict, isUniqueViolation } from '#server/lib/errors.ts';
import { compareImages, type MatchImage, prepareForMatching } from '#server/lib/image-match.ts';
import { perceptualHash } from '#server/lib/phash.ts';

/**
 * Reuse of another account's ticket (docs/decisions/011). Exact copies are
 * caught by the image's SHA-256 and near copies (re-encoded, resized, lightly cropped, bytes
 * appended) in three steps, each cheaper than the next and each measured on the fixture tickets:
 * 1. SQL: other accounts' verified tickets of the last days with the same printed date whose
 *    perceptual hash is within CANDIDATE_DISTANCE bits;
 * 2. their OCR text shares the numbers (times, dates, amounts, codes) of this one;
 * 3. the two images, aligned, differ nowhere by more than compression noise.
 * A perceptual hash alone cannot decide: two different tickets of one layout hash 0 to 6 bits apart.
 */

/** Copies measured at most 13 bits from their original (3% crop); 16 leaves some room. */
export const CANDIDATE_DISTANCE = 16;
/** Numbers shared by the OCR texts (Jaccard): copies measured 0.58 and up, different tickets up to 0.67. */
export const CANDIDATE_TEXT_SIMILARITY = 0.4;
/** Worst 8×8 tile after alignment: copies measured at most 12, one changed character 30 and more. */
export const SAME_IMAGE_MAX_TILE = 20;
/** Only recent tickets can be today's: one printed date is accepted on at most a day or two. */
const WINDOW_DAYS = 7;
/** Images compared at most per check (the most similar texts first). */
const MAX_IMAGE_COMPARISONS = 5;
/** Candidates read per check; the nearest hashes first. */
const MAX_CANDIDATES = 200;
/** pg_advisory_xact_lock key: verifications that end verified take turns for their last step. */
const VERIFY_LOCK_KEY = 727_301;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The ticket being verified, as far as the reuse checks need it. */
export interface ReuseSubject {
  userId: string;
  imageSha256: string | null;
  imagePhash: string | null;
  detectedDate: string | null;
  rawText: string | null;
  /** This ticket's stored image, loaded only if a candidate needs a closer look. */
  loadImage(): Promise<Buffer | null>;
}

export interface NearDuplicate {
  ticketId: string;
  distance: number;
  textSimilarity: number;
  worstTile: number;
}

export type LoadStoredImage = (objectUrl: string, ownerId: string) => Promise<{ data: Buffer } | null>;

type Candidate = {
  id: string;
  userId: string;
  imageUrl: string | null;
  distance: number;
  rawText: string | null;
};

/** The perceptual hash of a stored ticket image, or null when it cannot be decoded. */
export async function imagePhashOf(image: Buffer): Promise<string | null> {
  try {
    return await perceptualHash(image);
  } catch {
    return null;
  }
}

/** The tokens of OCR text that carry a number (times, dates, amounts, codes, plates), upper case. */
export function numberTokens(text: string): string[] {
  return text
    .toUpperCase()
    .split(/\s+/)
    .map((token) => token.replace(/^[^A-Z0-9£]+|[^A-Z0-9]+$/g, ''))
    .filter((token) => token.length >= 2 && /\d/.test(token));
}

/** Jaccard similarity of the number tokens of two texts, counting repeats (0 when neither has any). */
export function textSimilarity(a: string, b: string): number {
  const count = (tokens: string[]) => {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  };
  const ca = count(numberTokens(a));
  const cb = count(numberTokens(b));
  let shared = 0;
  let all = 0;
  for (const token of new Set([...ca.keys(), ...cb.keys()])) {
    shared += Math.min(ca.get(token) ?? 0, cb.get(token) ?? 0);
    all += Math.max(ca.get(token) ?? 0, cb.get(token) ?? 0);
  }
  return all === 0 ? 0 : shared / all;
}

/**
 * Step 1: other accounts' verified tickets near this one's hash (in SQL with bit_count, which
 * PostgreSQL 14+ and PGlite have). Exact copies can be left to the unique index (`exceptSameImage`).
 */
async function hashCandidates(
  db: Db,
  subject: ReuseSubject,
  now: Date,
  exceptSameImage: boolean,
): Promise<Candidate[]> {
  if (!subject.imagePhash) return [];
  const distance = sql<number>`bit_count(('x' || ${parkingTickets.imagePhash})::bit(64) # ('x' || ${subject.imagePhash}::text)::bit(64))::int`;
  const rawText = ticketTextSql;
  return db
    .select({
      id: parkingTickets.id,
      userId: parkingTickets.userId,
      imageUrl: parkingTickets.imageUrl,
      distance,
      rawText,
    })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.isVerified, true),
        ne(parkingTickets.userId, subject.userId),
        isNotNull(parkingTickets.imagePhash),
        gt(parkingTickets.verifiedAt, new Date(now.getTime() - WINDOW_DAYS * DAY_MS)),
        subject.detectedDate
          ? eq(parkingTickets.detectedDate, subject.detectedDate)
          : sql`${parkingTickets.detectedDate} is null`,
        exceptSameImage && subject.imageSha256
          ? sql`${parkingTickets.imageSha256} is distinct from ${subject.imageSha256}`
          : undefined,
        sql`${distance} <= ${CANDIDATE_DISTANCE}`,
      ),
    )
    .orderBy(distance, desc(parkingTickets.verifiedAt))
    .limit(MAX_CANDIDATES);
}

/**
 * The OCR text of the ticket row in scope (`parking_tickets`): its own latest read, else the read of
 * the refused attempt a review is about (that attempt has no ticket of its own), so a ticket a person
 * approved is seen by later checks like one the reader verified (docs/decisions/045). Spelled out:
 * Drizzle leaves column names unqualified in a one-table select, which a correlated subquery would
 * read as its own.
 */
const ticketTextSql = sql<string | null>`coalesce((
    select v.raw_text from ticket_verifications v
    where v.ticket_id = parking_tickets.id and v.raw_text is not null
    order by v.created_at desc limit 1), (
    select v.raw_text from ticket_reviews r join ticket_verifications v on v.id = r.verification_id
    where r.ticket_id = parking_tickets.id))`;

/**
 * Step 2: candidates whose OCR text shares this one's numbers, the most similar first. When either
 * text has no numbers (a photo the reader could not read, that a person approved), the texts cannot
 * tell the tickets apart, so those candidates go on to the images, after the comparable ones
 * (docs/decisions/045).
 */
function textCandidates(subject: ReuseSubject, candidates: Candidate[]) {
  const text = subject.rawText ?? '';
  const readable = numberTokens(text).length > 0;
  return candidates
    .map((candidate) => ({
      ...candidate,
      comparable: readable && numberTokens(candidate.rawText ?? '').length > 0,
      textSimilarity: textSimilarity(text, candidate.rawText ?? ''),
    }))
    .filter((candidate) => !candidate.comparable || candidate.textSimilarity >= CANDIDATE_TEXT_SIMILARITY)
    .sort((a, b) => Number(b.comparable) - Number(a.comparable) || b.textSimilarity - a.textSimilarity);
}

export interface ReuseCheck {
  duplicate: NearDuplicate | null;
  /** Every candidate looked at, so the final step can tell which ones arrived since. */
  seen: Set<string>;
}

/**
 * Another account's verified ticket that this one is a near copy of, or null. Reads candidates'
 * images through `loadImage` (an image deleted by the retention sweep cannot be compared: no match).
 */
export async function findNearDuplicate(
  deps: { db: Db; loadImage: LoadStoredImage },
  subject: ReuseSubject,
  now: Date,
): Promise<ReuseCheck> {
  const candidates = await hashCandidates(deps.db, subject, now, false);
  const seen = new Set(candidates.map((candidate) => candidate.id));
  let mine: MatchImage | null | undefined;
  for (const candidate of textCandidates(subject, candidates).slice(0, MAX_IMAGE_COMPARISONS)) {
    if (mine === undefined) {
      const bytes = await subject.loadImage();
      mine = bytes ? await prepareForMatching(bytes).catch(() => null) : null;
    }
    if (!mine) break;
    const theirs = candidate.imageUrl ? await deps.loadImage(candidate.imageUrl, candidate.userId) : null;
    const prepared = theirs ? await prepareForMatching(theirs.data).catch(() => null) : null;
    if (!prepared) continue;
    const { worstTile } = compareImages(prepared, mine);
    if (worstTile <= SAME_IMAGE_MAX_TILE) {
      return {
        duplicate: {
          ticketId: candidate.id,
          distance: candidate.distance,
          textSimilarity: candidate.textSimilarity,
          worstTile,
        },
        seen,
      };
    }
  }
  return { duplicate: null, seen };
}

/**
 * Inside the final transaction: takes the verification lock (racing verifications end one after
 * the other) and says whether a possible near copy was verified since `check` looked. Exact copies
 * and ticket numbers are left to the unique indexes.
 */
export async function nearDuplicateArrived(tx: Tx, subject: ReuseSubject, now: Date, check: ReuseCheck) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(VERIFY_LOCK_KEY))})`);
  const fresh = (await hashCandidates(tx, subject, now, true)).filter(
    (candidate) => !check.seen.has(candidate.id),
  );
  return textCandidates(subject, fresh).length > 0;
}

export function nearDuplicateReason(duplicate: NearDuplicate) {
  return `Near copy of verified ticket ${duplicate.ticketId} of another account (hash ${duplicate.distance}/64 bits apart, shared numbers ${Math.round(duplicate.textSimilarity * 100)}%, worst tile ${duplicate.worstTile.toFixed(1)})`;
}

/** True when these exact bytes are already some account's verified ticket. */
export async function imageAlreadyVerified(db: Db, sha256: string) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(and(eq(parkingTickets.imageSha256, sha256), eq(parkingTickets.isVerified, true)))
    .limit(1);
  return Boolean(row);
}

/** True when some account's verified ticket has this number and date (the reuse check before the index). */
export async function ticketNumberUsed(db: Db, ticketNumber: string, detectedDate: string | null) {
  const [row] = await db
    .select({ id: parkingTickets.id })
    .from(parkingTickets)
    .where(
      and(
        eq(parkingTickets.ticketNumber, ticketNumber),
        detectedDate
          ? eq(parkingTickets.detectedDate, detectedDate)
          : sql`${parkingTickets.detectedDate} is null`,
        eq(parkingTickets.isVerified, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Unique-index violations of a racing verification as the same 409s the checks give. */
export function refuseOnUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'parking_tickets_one_verified_per_day'))
    throw conflict('ticket.already_uploaded_today');
  if (isUniqueViolation(error, 'parking_tickets_verified_image_unique'))
    throw conflict('ticket.image_reused');
  if (isUniqueViolation(error, 'parking_tickets_verified_number_unique'))
    throw conflict('ticket.number_reused');
  throw error;
}

/**
 * The OCR text read from a ticket's image (kept on its verification records until the image is
 * purged; for a ticket a review is about, on the refused attempt the review names).
 */
export async function ocrTextOf(db: Db, ticketId: string): Promise<string | null> {
  const [row] = await db
    .select({ rawText: ticketTextSql })
    .from(parkingTickets)
    .where(eq(parkingTickets.id, ticketId));
  return row?.rawText ?? null;
}
