import { join } from 'node:path';
import type { S3Config } from '#server/config.ts';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type ObjectStorage } from './storage';

/**
 * The object storage the configuration asks for (docs/decisions/028): the bucket when `S3_BUCKET`
 * is set, else files in DATA_DIR/objects. Either way objects are served as /api/objects/<id>.
 */
export function createObjectStorage(options: { s3: S3Config | undefined; dataDir: string }): ObjectStorage {
  return options.s3 ? createS3Storage(options.s3) : createLocalStorage(join(options.dataDir, 'objects'));
}

/** Where objects are kept, for the start-up log line (never a credential). */
export function describeObjectStorage(options: { s3: S3Config | undefined; dataDir: string }): string {
  const { s3 } = options;
  if (!s3) return `folder ${join(options.dataDir, 'objects')}`;
  return `bucket ${s3.bucket}${s3.endpoint ? ` at ${originOf(s3.endpoint)}` : ` in ${s3.region}`}`;
}

/** An endpoint without any user:password or path it might carry. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'a custom endpoint';
  }
}
