import { EventEmitter } from 'node:events';
import { ERRORS } from '#contracts/errors.ts';
import { AppError } from '#server/lib/errors.ts';
import { type JobQueue, waitForJob } from '#server/lib/queue.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import { imagePhashOf } from './fraud';
import { type ProofReader, ReadTimedOut, type TicketReading } from './service';

/**
 * Verification as a job (docs/decisions/030). The web request puts the stored image's id on the
 * queue and waits for the answer; any worker process (or the web process itself) reads it. The
 * API's answers do not change: a queued reader is just another ProofReader.
 */
export const OCR_QUEUE = 'ticket-ocr';

type OcrJobData = { objectId: string; now: string };
/** A reader error is an answer, not a crash: it is not retried (the same photo fails the same way). */
type OcrJobOutput = { reading: TicketReading; ms: number } | { error: string; ms: number };

/** What the web side reports about each job (metrics). */
export type OcrJobObserver = (seconds: number, outcome: string) => void;

/** Thrown when more uploads are waiting than the queue may hold: nothing was counted or stored. */
export class QueueFull extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, 'ticket.queue_full', ERRORS['ticket.queue_full'].message, undefined, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
      extra: { retryAfterSeconds },
    });
  }
}

/**
 * Links the waiting requests and the workers of one process: a job worked here hands its answer
 * straight to the request waiting for it, and a job sent from here wakes the local workers at once
 * (other processes' workers find it on their next poll, within half a second).
 */
export type OcrChannel = ReturnType<typeof createOcrChannel>;

export function createOcrChannel() {
  const finished = new EventEmitter();
  finished.setMaxListeners(0);
  const workerIds: string[] = [];
  return {
    workerIds,
    finished(jobId: string, output: OcrJobOutput) {
      finished.emit(jobId, output);
    },
    /** The output when a worker of this process finishes the job; never settles otherwise. */
    onFinished(jobId: string): { output: Promise<OcrJobOutput>; cancel(): void } {
      let listener: (output: OcrJobOutput) => void = () => {};
      const output = new Promise<OcrJobOutput>((resolve) => {
        listener = resolve;
        finished.once(jobId, listener);
      });
      return { output, cancel: () => finished.off(jobId, listener) };
    },
  };
}

export type QueuedReaderOptions = {
  queue: JobQueue;
  channel: OcrChannel;
  /** Waiting uploads beyond this are refused with 503 and Retry-After. */
  queueMax: number;
  /** A job running longer is taken as lost (its worker died) and given to another worker. */
  expireSeconds: number;
  /** How long a request waits for its answer before the job is cancelled. */
  waitMs: number;
  observe?: OcrJobObserver;
};

/** A reader that runs each read as a job on the queue. */
export function createQueuedReader(options: QueuedReaderOptions): ProofReader {
  const { queue, channel } = options;
  return {
    async admit() {
      const waiting = await queue.getQueueSize(OCR_QUEUE);
      if (waiting < options.queueMax) return;
      // The active jobs say how many workers are reading; about a second and a half per read each.
      const active = Math.max(1, (await queue.getQueueSize(OCR_QUEUE, { before: 'completed' })) - waiting);
      throw new QueueFull(Math.min(60, Math.max(2, Math.ceil((waiting / active) * 1.5))));
    },

    async read(_image, now, source) {
      if (!source) throw new Error('A queued read needs the stored image id');
      const data: OcrJobData = { objectId: source.objectId, now: now.toISOString() };
      const id = await queue.send(OCR_QUEUE, data, {
        expireInSeconds: options.expireSeconds,
        // Retries are for workers that died mid-job; an answer (even an error) completes the job.
        retryLimit: 2,
        retryDelay: 0,
      });
      if (!id) throw new Error('The OCR job was not queued');
      const local = channel.onFinished(id);
      for (const workerId of channel.workerIds) queue.notifyWorker(workerId);
      let done = false;
      try {
        const polled = waitForJob<OcrJobData>(queue, OCR_QUEUE, id, {
          timeoutMs: options.waitMs,
          cancelled: () => done,
        }).then((job) => {
          if (!job) return null;
          if (job.state === 'completed') return job.output as OcrJobOutput;
          throw new Error(`The OCR job ${job.state} after ${job.retryCount} retries`);
        });
        const output = await Promise.race([local.output, polled]);
        if (!output) {
          // No worker answered in time (too few workers, or none): 503, come back later.
          await queue.cancel(OCR_QUEUE, id).catch(() => {});
          throw new ReadTimedOut();
        }
        options.observe?.(output.ms / 1000, 'reading' in output ? output.reading.outcome : 'error');
        if ('error' in output) throw new Error(output.error);
        return output.reading;
      } finally {
        done = true;
        local.cancel();
      }
    },
  };
}

export type OcrWorkerOptions = {
  queue: JobQueue;
  channel: OcrChannel;
  /** The real reader (OCR threads of this process). */
  reader: ProofReader;
  storage: ObjectStorage;
  /** Jobs worked at once; one per OCR thread. */
  concurrency: number;
};

/** Works OCR jobs in this process until the queue stops. */
export async function workOcrJobs(options: OcrWorkerOptions): Promise<void> {
  const { queue, channel } = options;
  const handle = async ([job]: { id: string; data: OcrJobData }[]): Promise<OcrJobOutput> => {
    if (!job) throw new Error('No job in the batch');
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let output: OcrJobOutput;
    const stored = await options.storage.get(job.data.objectId);
    if (!stored) {
      output = { error: 'The photo is no longer stored', ms: ms() };
    } else {
      try {
        // The perceptual hash for the reuse checks is made here too, so web servers never decode photos.
        const [reading, imagePhash] = await Promise.all([
          options.reader.read(stored.data, new Date(job.data.now)),
          imagePhashOf(stored.data),
        ]);
        output = { reading: { ...reading, imagePhash }, ms: ms() };
      } catch (error) {
        output = { error: error instanceof Error ? error.message : String(error), ms: ms() };
      }
    }
    channel.finished(job.id, output);
    return output;
  };
  for (let i = 0; i < options.concurrency; i++) {
    channel.workerIds.push(
      await queue.work<OcrJobData>(OCR_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, handle),
    );
  }
}
