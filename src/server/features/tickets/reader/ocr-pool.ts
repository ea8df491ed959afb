import type { Worker } from 'tesseract.js';
import type { OcrWord, ReaderLogger } from './tesseract-worker';
import { startWorker, wordsFromTsv } from './tesseract-worker';

export type { OcrWord, ReaderLogger } from './tesseract-worker';

/**
 * A small pool of tesseract.js workers. Each worker is a worker thread running tesseract's WASM
 * build, so recognition never blocks the event loop; jobs queue until a worker is free.
 * Fully offline: the English model comes from the @tesseract.js-data/eng package.
 */
export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. High even for empty pages: not a readability test. */
  confidence: number;
  words: OcrWord[];
}

export interface OcrPoolOptions {
  /** Number of workers; one per core is right (default 2). */
  size?: number;
  logger?: ReaderLogger;
  /** A job running longer than this is failed and its worker replaced (default 30 s). */
  jobTimeoutMs?: number;
}

export interface OcrPool {
  recognize(image: Buffer): Promise<OcrResult>;
  /** Starts every worker now rather than on first use (about 1 s each). */
  warmUp(): Promise<void>;
  /** Lets running jobs finish, refuses queued and new ones, stops the workers. */
  terminate(): Promise<void>;
  readonly size: number;
}

export class OcrPoolClosedError extends Error {
  override readonly name = 'OcrPoolClosedError';
}

interface Job {
  image: Buffer;
  resolve(result: OcrResult): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
}

export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = Math.max(1, Math.floor(options.size ?? 2));
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, busy: false }));
  const queue: Job[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;

  const workerOf = (slot: Slot) => {
    slot.worker ??= startWorker(options.logger);
    return slot.worker;
  };

  function retire(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    worker?.then((w) => w.terminate()).catch(() => {});
  }

  async function run(slot: Slot, job: Job) {
    let timer: NodeJS.Timeout | undefined;
    try {
      const worker = await workerOf(slot);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`OCR took longer than ${jobTimeoutMs} ms`)), jobTimeoutMs);
      });
      const { data } = await Promise.race([
        worker.recognize(job.image, {}, { text: true, tsv: true }),
        timeout,
      ]);
      job.resolve({
        text: data.text ?? '',
        confidence: data.confidence ?? 0,
        words: wordsFromTsv(data.tsv ?? ''),
      });
    } catch (error) {
      // A worker that failed to start, crashed or hung is replaced on its next job.
      retire(slot);
      job.reject(error);
    } finally {
      clearTimeout(timer);
      slot.busy = false;
    }
  }

  function pump() {
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      slot.busy = true;
      const task = run(slot, job).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  return {
    size,
    recognize(image) {
      if (closed) return Promise.reject(new OcrPoolClosedError('The OCR pool has been shut down'));
      return new Promise<OcrResult>((resolve, reject) => {
        queue.push({ image, resolve, reject });
        pump();
      });
    },
    async warmUp() {
      await Promise.all(slots.map((slot) => workerOf(slot)));
    },
    async terminate() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new OcrPoolClosedError('The OCR pool has been shut down'));
      await Promise.allSettled([...running]);
      await Promise.allSettled(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (worker) await (await worker).terminate();
        }),
      );
    },
  };
}
