import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { createWorker, OEM } from 'tesseract.js';
import type { Turn } from './prepare-image';
import type { ReaderLogger } from './tesseract-worker';

const osdDir = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/osd/package.json'));
/** OSD needs tesseract's legacy engine and its own model (the offline @tesseract.js-data/osd package). */
const OSD_LANG_PATH = join(osdDir, '4.0.0');
/** Below this tesseract's orientation guess is noise (upright and turned photos alike score 3–20 when sure). */
const MIN_CONFIDENCE = 1.5;

export interface OrientationDetector {
  /**
   * The clockwise quarter turn that makes the text upright, or 0 when unsure. For a photo whose
   * lines run down it (`sideways`), unsure still means a quarter turn: the one detection leans to.
   */
  uprightTurn(pgm: Buffer, sideways?: boolean): Promise<Turn>;
  close(): Promise<void>;
}

/**
 * Tesseract's orientation and script detection, in one worker started on first use. It costs
 * 0.3–0.6 s, so the reader asks only when a first read found little text (a sideways or upside-down
 * photo reads as noise); upright photos never pay for it (docs/decisions/011).
 */
export function createOrientationDetector(logger?: ReaderLogger): OrientationDetector {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const start = () =>
    createWorker('osd', OEM.TESSERACT_ONLY, {
      langPath: OSD_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      legacyCore: true,
      legacyLang: true,
      errorHandler: (error: unknown) => logger?.warn({ err: error }, 'Orientation worker reported an error'),
    }).then(async (started) => {
      await started.setParameters({ debug_file: '/dev/null' } as Record<string, string>);
      return started;
    });

  async function detect(pgm: Buffer, sideways: boolean): Promise<Turn> {
    worker ??= start();
    try {
      const { data } = await (await worker).detect(pgm);
      const degrees = data.orientation_degrees;
      if ((data.orientation_confidence ?? 0) >= MIN_CONFIDENCE)
        return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : 0;
      // Lines that run down the page need a quarter turn whatever detection says; its guess,
      // even an unsure one, is usually right about which (docs/decisions/042).
      if (sideways) return degrees === 270 ? 270 : 90;
      return 0;
    } catch (error) {
      // A failed detection leaves the photo as it is; a broken worker is replaced next time.
      logger?.warn({ err: error }, 'Orientation detection failed');
      const broken = worker;
      worker = null;
      broken?.then((w) => w.terminate()).catch(() => {});
      return 0;
    }
  }

  return {
    // One worker: detections take turns.
    uprightTurn(pgm, sideways = false) {
      const next = queue.then(() => detect(pgm, sideways));
      queue = next.catch(() => {});
      return next;
    },
    async close() {
      await queue;
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}
