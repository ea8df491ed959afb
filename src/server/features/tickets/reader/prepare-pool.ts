import { Worker } from 'node:worker_threads';
import { ImageDecodeError, type Look, type PreparedImage, type Turn } from './prepare-image';

type Pending = { resolve: (image: PreparedImage) => void; reject: (error: Error) => void };
type Answer = {
  id: number;
  prepared?: PreparedImage & { pgm: Uint8Array };
  error?: string;
  decodeError?: boolean;
};

/**
 * Image preparation in worker threads: sharp runs off the event loop anyway, but the reader's own
 * pixel work (skew, contrast, crop, PGM) is JavaScript and would block every other request for
 * ~100 ms per photo. Each worker takes one image at a time; jobs go to the least busy one.
 */
export function createPreparePool(size: number) {
  let nextId = 0;
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./prepare-worker.mjs', import.meta.url));
    const pending = new Map<number, Pending>();
    worker.on('message', (answer: Answer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (!job) return;
      if (answer.prepared) job.resolve({ ...answer.prepared, pgm: Buffer.from(answer.prepared.pgm) });
      else
        job.reject(answer.decodeError ? new ImageDecodeError(answer.error ?? '') : new Error(answer.error));
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    worker.unref();
    return { worker, pending };
  });

  return {
    prepare(input: Buffer, turn: Turn = 0, look: Look = 'plain'): Promise<PreparedImage> {
      const target = workers.reduce((least, w) => (w.pending.size < least.pending.size ? w : least));
      const id = nextId++;
      return new Promise<PreparedImage>((resolve, reject) => {
        target.pending.set(id, { resolve, reject });
        target.worker.postMessage({ id, input, turn, look });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
