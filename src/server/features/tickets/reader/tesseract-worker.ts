import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { createWorker, OEM, PSM } from 'tesseract.js';

/** One tesseract.js worker thread, configured for tickets, and what it returns. */

export interface OcrWord {
  text: string;
  /** 0–100: real words on a legible ticket score ~95, scraps read out of blur or noise < 70. */
  confidence: number;
  /** Where it was read, in the pixels of the image given to OCR. */
  box: { left: number; top: number; width: number; height: number };
  /** Which line of text it is on: words of one line share it ("block.paragraph.line"). */
  line: string;
}

/** Enough of pino's (or console's) interface for warnings. */
export interface ReaderLogger {
  warn(details: unknown, message?: string): void;
}

const engDir = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'));
/** The integer build of tesseract's "best" LSTM model: close to "best" in accuracy, quicker to load and run. */
const LANG_PATH = join(engDir, '4.0.0_best_int');

export async function startWorker(logger: ReaderLogger | undefined): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none', // else it writes eng.traineddata into the working directory
    errorHandler: (error: unknown) => logger?.warn({ err: error }, 'OCR worker reported an error'),
  });
  await worker.setParameters({
    // One column of text in varied sizes is what a ticket, receipt or app screen is. Unlike AUTO it
    // keeps a label and its right-aligned value on one line ("Expires ...... 12:02") instead of
    // reading the two columns as separate blocks.
    tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
    // Images arrive without a resolution; saying so stops tesseract guessing and logging about it.
    user_defined_dpi: '300',
    // Tesseract's chatter ("Detected 5 diacritics") goes to this file, not the server's stderr.
    debug_file: '/dev/null',
  });
  return worker;
}

/** Words and their confidences from tesseract's TSV output (level 5 rows are words). */
export function wordsFromTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const columns = row.split('\t');
    const text = columns[11]?.trim();
    if (columns[0] !== '5' || !text) continue;
    const [left, top, width, height] = columns.slice(6, 10).map((value) => Number(value) || 0) as [
      number,
      number,
      number,
      number,
    ];
    words.push({
      text,
      confidence: Number(columns[10]) || 0,
      box: { left, top, width, height },
      line: columns.slice(2, 5).join('.'),
    });
  }
  return words;
}
