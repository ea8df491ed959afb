import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '#server/config.ts';
import { assertSafeContentType, assertSafeKey, type ObjectStorage } from './storage';

/**
 * Time limits of one attempt: connecting, then the whole request and answer (a 10 MB photo inside a
 * data centre takes well under a second). Three attempts with the SDK's backoff stay inside the
 * 30 s an API request may take, so a bucket that hangs gives an error, not a request that hangs.
 */
export const S3_CONNECT_TIMEOUT_MS = 3_000;
export const S3_REQUEST_TIMEOUT_MS = 8_000;
export const S3_MAX_ATTEMPTS = 3;

export type S3StorageOptions = {
  /** Per attempt, milliseconds; defaults above (tests shorten them). */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  maxAttempts?: number;
};

/** The S3 client for a configured bucket (exported for tests that look into the bucket directly). */
export function createS3Client(s3: S3Config, options: S3StorageOptions = {}): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint && { endpoint: s3.endpoint }),
    forcePathStyle: s3.forcePathStyle,
    // Unset: the SDK's own chain (environment, shared files, instance or task role).
    ...(s3.credentials && { credentials: s3.credentials }),
    maxAttempts: options.maxAttempts ?? S3_MAX_ATTEMPTS,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? S3_CONNECT_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? S3_REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
    // S3-compatible servers (MinIO, Ceph, R2, s3rver …) differ in how far they know the newer
    // "flexible" checksums the SDK sends by default since 3.729; checksums only where the API
    // requires them works with all of them. AWS itself keeps the default.
    ...(s3.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });
}

/** No object under the key: NoSuchKey, or a bare 404; a missing bucket is a configuration error. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'NoSuchBucket') return false;
  if (error.name === 'NoSuchKey') return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket (docs/decisions/028): PutObject, GetObject, DeleteObject on
 * the object's id as the key, with its content type as the object's Content-Type. The bucket stays
 * private: every read goes through /api/objects/<id>, so permissions are ours, as on disk.
 */
export function createS3Storage(s3: S3Config, options: S3StorageOptions = {}): ObjectStorage {
  const client = createS3Client(s3, options);
  const Bucket = s3.bucket;

  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      assertSafeContentType(contentType);
      // A single PUT replaces the object whole: a reader sees the old bytes or the new, never half.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new Error(`Object ${key} came back without a body.`);
        const data = Buffer.from(await answer.Body.transformToByteArray());
        return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        // S3 answers 204 for a key that is not there; some compatible servers answer 404.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
