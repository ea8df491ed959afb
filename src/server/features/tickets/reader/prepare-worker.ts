import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, type Look, prepareImage, type Turn } from './prepare-image';

/** Worker-thread entry: prepares images off the main thread (its pixel loops are plain JavaScript). */
type Job = { id: number; input: Uint8Array; turn: Turn; look: Look };

parentPort?.on('message', async ({ id, input, turn, look }: Job) => {
  try {
    const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    const prepared = await prepareImage(bytes, turn, look);
    const pgm = new Uint8Array(prepared.pgm.buffer, prepared.pgm.byteOffset, prepared.pgm.byteLength);
    parentPort?.postMessage({ id, prepared: { ...prepared, pgm } });
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: (error as Error).message,
      decodeError: error instanceof ImageDecodeError,
    });
  }
});
