import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, onTestFinished } from 'vitest';
import type { S3Config } from '#server/config.ts';

/** s3rver knows one key pair; it checks the key id and accepts any SigV4 signature made with it. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestBucket = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (removed by close). */
  directory: string;
  /** As config.ts would parse S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the key pair. */
  s3: S3Config;
  /** Stops the server and removes its folder; safe to call more than once. */
  close(): Promise<void>;
};

/**
 * A real S3 server (s3rver: the S3 HTTP API in Node, objects as files) on 127.0.0.1 and a free
 * port, in a temp folder, with one empty bucket. It stops by itself when the test ends: called in a
 * test, when that test finishes; called at the top of a file or in a describe, after the file; called
 * in beforeAll (where Vitest cannot add a hook), return its close() from that beforeAll. Its socket
 * never keeps the process alive and the folder goes when the process exits, whatever happens.
 */
export async function startS3rver(options: { bucket?: string } = {}): Promise<TestBucket> {
  const bucket = options.bucket ?? 'parkperks-test';
  const directory = mkdtempSync(join(tmpdir(), 'pp-s3rver-'));
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true });
  process.once('exit', removeDirectory);

  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style requests to an IP address only: no bucket is guessed from a Host header.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (error) {
    removeDirectory();
    process.off('exit', removeDirectory);
    throw error;
  }
  server.httpServer?.unref();
  const endpoint = `http://127.0.0.1:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Idle keep-alive connections of the SDK would hold close() open until they time out.
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => {});
      removeDirectory();
      process.off('exit', removeDirectory);
    })();
    return closing;
  };
  registerStop(close);

  return {
    endpoint,
    bucket,
    directory,
    s3: {
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    },
    close,
  };
}

/** In a test: when it finishes. Outside any test: after the file's tests (Vitest throws in neither). */
function registerStop(close: () => Promise<void>) {
  try {
    onTestFinished(close);
    return;
  } catch {
    // Not inside a test.
  }
  afterAll(close);
}
