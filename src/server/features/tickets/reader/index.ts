import type { Gazetteer } from '#server/lib/geo/gazetteer.ts';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { londonDay } from '#server/lib/clock.ts';
import type { TicketJudgement } from './judge-ticket';
import { judgeTicket } from './judge-ticket';
import type { OcrResult, ReaderLogger } from './ocr-pool';
import { createOcrPool } from './ocr-pool';
import { fromPgm } from './grey-image';
import { markedWords as wordsStandingOut } from './marked-cells';
import { createOrientationDetector } from './orientation';
import { parseTicketText } from './parse-ticket-text';
import type { PreparedImage, Turn } from './prepare-image';
import { ImageDecodeError } from './prepare-image';
import { createPreparePool } from './prepare-pool';

export type { TicketJudgement } from './judge-ticket';
export { MIN_PARKING_MINUTES } from './judge-ticket';
export type { ReaderLogger } from './ocr-pool';
export type { ParsedTicket } from './parse-ticket-text';
export { parseTicketText } from './parse-ticket-text';
export { judgeTicket } from './judge-ticket';

/** Words OCR is less sure of than this do not count towards readability (legible text scores ~95). */
const CONFIDENT_WORD = 70;

/** The server's verdict on one uploaded image, with what it was based on (stored for admins). */
export interface TicketReading extends TicketJudgement {
  rawText: string;
  ocrConfidence: number;
  /** Degrees the photo was rotated to level it before OCR. */
  skewCorrection: number;
  /** Quarter turns clockwise applied to a sideways or upside-down photo (0 when upright). */
  turn: Turn;
  /** prepareMs: decode, level, crop; ocrMs: recognition, including any wait for a free worker. */
  timings: { prepareMs: number; ocrMs: number };
}

export interface TicketReaderOptions {
  /** OCR worker threads; one per core (default 2). */
  poolSize?: number;
  logger?: ReaderLogger;
  /** Start the OCR workers now instead of on the first read (default false). */
  warm?: boolean;
  gazetteer?: Gazetteer;
}

export interface TicketReader {
  /**
   * Reads and judges a JPEG/PNG/WebP. A corrupt, unsupported or oversized image is 'unreadable',
   * not an error; it rejects only when OCR itself fails (a crashed or hung worker) or after close().
   */
  read(image: Buffer, now: Date): Promise<TicketReading>;
  /** Starts the OCR workers ahead of the first read. */
  warmUp(): Promise<void>;
  /** Finishes running reads and stops the workers (call on shutdown). */
  close(): Promise<void>;
}

/** A FIFO limit on how many reads are in progress, so a burst of uploads cannot decode dozens of photos at once. */
function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export function createTicketReader(options: TicketReaderOptions = {}): TicketReader {
  const poolSize = options.poolSize ?? 2;
  const pool = createOcrPool({ size: poolSize, logger: options.logger });
  // Preparing takes a fifth of the time OCR does: one preparation thread keeps two OCR workers fed.
  const preparer = createPreparePool(Math.max(1, Math.ceil(poolSize / 2)));
  // One image being prepared per worker while each worker reads another: the CPUs stay busy and
  // at most 2 × poolSize decoded images are held in memory.
  const limit = createLimiter(2 * poolSize);
  const orientation = createOrientationDetector(options.logger);
  const gazetteer = options.gazetteer ?? getGazetteer();
  if (options.warm) {
    pool.warmUp().catch((error: unknown) => options.logger?.warn({ err: error }, 'OCR warm-up failed'));
  }

  async function read(image: Buffer, now: Date): Promise<TicketReading> {
    const started = performance.now();
    let prepared: PreparedImage;
    try {
      prepared = await preparer.prepare(image);
    } catch (error) {
      if (!(error instanceof ImageDecodeError)) throw error;
      const parsed = parseTicketText('', { gazetteer });
      const judgement = judgeTicket(parsed, { now, ocrConfidence: 0 });
      return {
        ...judgement,
        reasons: ['The image could not be decoded (corrupt, unsupported or too large)'],
        rawText: '',
        ocrConfidence: 0,
        skewCorrection: 0,
        turn: 0,
        timings: { prepareMs: Math.round(performance.now() - started), ocrMs: 0 },
      };
    }
    const prepareMs = Math.round(performance.now() - started);
    let turn: Turn = 0;
    // Marked cells are looked for on plain looks only: evening out the paper evens out the
    // cells' backgrounds too, and what is left is noise (docs/decisions/044).
    const readLook = async (pgm: Buffer, plain = true) =>
      interpret(await pool.recognize(pgm), plain ? pgm : null, now);
    let first = await readLook(prepared.pgm);
    // Nothing recognisable was read: the photo may be sideways or upside down (text read that
    // way is noise, sometimes confident noise). Ask which way is up once, and read once more. A
    // document recognised as something (a receipt, a notice) was read the right way up.
    // A photo whose lines run down it is turned a quarter either way until it reads, and stays
    // turned for the later looks even when neither way read yet (docs/decisions/042).
    if (!recognised(first)) {
      turn = await orientation.uprightTurn(prepared.pgm, prepared.sideways);
      if (turn !== 0) {
        let turned = await readLook((await preparer.prepare(image, turn)).pgm);
        if (!recognised(turned) && prepared.sideways) {
          const otherWay: Turn = turn === 90 ? 270 : 90;
          const back = await readLook((await preparer.prepare(image, otherWay)).pgm);
          if (decisiveness(back) > decisiveness(turned)) {
            turned = back;
            turn = otherWay;
          }
        }
        if (turned.parsed.readableWords > first.parsed.readableWords) first = turned;
        else if (!prepared.sideways) turn = 0;
      }
    }
    // Still nothing: a shadow or greying thermal paper can hide the printed values from
    // tesseract's one threshold (a title is read, no date). Read once more with the paper's
    // brightness evened out, and keep that read when it recognises the document.
    // A parking document whose date or times were not read (unreadable, or unsure for want of a
    // period) gets the same second look: the values often sit in the shadow. Then a third, with
    // the dots of dot-matrix and low-ink print joined (docs/decisions/040), and a fourth with
    // Sauvola's local threshold; each later look straightens a ticket photographed at an angle (041).
    for (const look of ['evened', 'joined', 'binarised'] as const) {
      if (recognised(first) && !needsSecondLook(first)) break;
      const again = await readLook((await preparer.prepare(image, turn, look)).pgm, false);
      if (decisiveness(again) > decisiveness(first)) first = again;
    }
    // Still nothing, and orientation detection saw no turn: faded or shadowed print can hide an
    // upside-down photo from it. One last read the other way up; kept only if it recognises the
    // document (mirror-read junk has words too).
    if (!recognised(first) && turn === 0) {
      const flipped = await readLook((await preparer.prepare(image, 180, 'evened')).pgm, false);
      if (recognised(flipped) && decisiveness(flipped) > decisiveness(first)) {
        first = flipped;
        turn = 180;
      }
    }
    const ocrMs = Math.round(performance.now() - started) - prepareMs;
    return {
      ...first.judgement,
      rawText: first.ocr.text,
      ocrConfidence: first.ocr.confidence,
      skewCorrection: prepared.skewCorrection,
      turn,
      timings: { prepareMs, ocrMs },
    };
  }

  type Interpretation = ReturnType<typeof interpret>;
  const isUnreadable = (read: Interpretation) => read.judgement.outcome === 'unreadable';
  /** Read as some kind of document (a ticket, a receipt, a notice), whatever the verdict. */
  const recognised = (read: Interpretation) => !isUnreadable(read) && read.parsed.document.kind !== 'unknown';
  const needsSecondLook = (read: Interpretation) =>
    read.parsed.document.kind === 'parking' && (isUnreadable(read) || read.judgement.unsure);
  /**
   * How far a read got: a decision on a recognised document beats an unsure one, which beats
   * nothing; among reads that got as far, more real words win.
   */
  const decisiveness = (read: Interpretation) => {
    const stage = !recognised(read)
      ? isUnreadable(read)
        ? 0
        : 1
      : read.judgement.unsure
        ? 2
        : isUnreadable(read)
          ? 2
          : 3;
    return stage * 10_000 + read.parsed.readableWords;
  };

  /** `plainLook`: the image OCR read, when its cells' backgrounds are as photographed. */
  function interpret(ocr: OcrResult, plainLook: Buffer | null, now: Date) {
    const confidentText = ocr.words
      .filter((word) => word.confidence >= CONFIDENT_WORD)
      .map((word) => word.text)
      .join(' ');
    // Only a scratch card asks which words stand out (044).
    const markedWords = () => {
      const looked = plainLook && fromPgm(plainLook);
      return looked ? wordsStandingOut(ocr.words, looked) : [];
    };
    const parsed = parseTicketText(ocr.text, {
      gazetteer,
      confidentText,
      today: londonDay(now),
      markedWords,
    });
    return { ocr, parsed, judgement: judgeTicket(parsed, { now, ocrConfidence: ocr.confidence }) };
  }

  return {
    read: (image, now) => limit(() => read(image, now)),
    warmUp: () => pool.warmUp(),
    close: async () => {
      await pool.terminate();
      await orientation.close();
      await preparer.close();
    },
  };
}
