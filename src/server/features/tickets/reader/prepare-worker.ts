import { parentPort } from 'node:worker_threads';
import { ImageDecodeError, prepareImage, type Turn } from './prepare-image';

/** Worker-thread entry: prepares images off the main thread (its pixel loops are plain JavaScript). */
parentPort?.on('message', async ({ id, input, turn }: { id: number; input: Uint8Array; turn: Turn }) => {
  try {
    const prepared = await prepareImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength), turn);
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
