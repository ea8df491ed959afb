import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestBucket } from '#tests/support/s3rver.ts';
import { createObjectStorage, describeObjectStorage } from './object-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import { createLocalStorage, type ObjectStorage } from './storage';

// One contract, two implementations (docs/decisions/028): the folder and a real S3 server.
let bucket: TestBucket;
const folder = mkdtempSync(join(tmpdir(), 'pp-storage-test-'));
beforeAll(async () => {
  bucket = await startS3rver();
  return () => bucket.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const kinds: [string, () => ObjectStorage][] = [
  ['local folder', () => createLocalStorage(folder)],
  ['S3 bucket', () => createS3Storage(bucket.s3)],
];

let n = 0;
const newKey = () => `key-${++n}-${Date.now().toString(36)}`;
const bytes = (size: number, seed = 1) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * seed) % 256));

describe.each(kinds)('object storage contract: %s', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back exactly the bytes and content type it was given', async () => {
    const key = newKey();
    const data = bytes(300_000, 7);
    await storage.put(key, data, 'image/jpeg');
    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/jpeg');
    expect(Buffer.compare(got!.data, data)).toBe(0);
  });

  it('keeps every byte value, an empty object and a content type with a suffix', async () => {
    const key = newKey();
    await storage.put(key, bytes(256), 'image/svg+xml');
    expect((await storage.get(key))?.data).toEqual(bytes(256));
    const empty = newKey();
    await storage.put(empty, Buffer.alloc(0), 'application/octet-stream');
    expect(await storage.get(empty)).toEqual({
      data: Buffer.alloc(0),
      contentType: 'application/octet-stream',
    });
  });

  it('replaces an object whole on a second put, content type included', async () => {
    const key = newKey();
    await storage.put(key, bytes(5000, 3), 'image/png');
    await storage.put(key, bytes(10, 5), 'image/jpeg');
    expect(await storage.get(key)).toEqual({ data: bytes(10, 5), contentType: 'image/jpeg' });
  });

  it('gives null for a key never stored', async () => {
    expect(await storage.get(newKey())).toBeNull();
  });

  it('deletes, and deleting again or deleting a missing key is not an error', async () => {
    const key = newKey();
    await storage.put(key, bytes(10), 'image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('keeps keys apart (a key that is a prefix of another)', async () => {
    const key = newKey();
    await storage.put(key, bytes(3, 1), 'image/png');
    await storage.put(`${key}-2`, bytes(3, 2), 'image/png');
    await storage.delete(`${key}-2`);
    expect((await storage.get(key))?.data).toEqual(bytes(3, 1));
  });

  it('takes object ids as keys', async () => {
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await storage.put(key, bytes(4), 'image/png');
    expect((await storage.get(key))?.data).toEqual(bytes(4));
    await storage.delete(key);
  });

  it.each([
    '',
    '../etc/passwd',
    '..',
    '.hidden',
    '-dash-first',
    'a/b',
    'a\\b',
    'a b',
    'a%2Fb',
    'x'.repeat(201),
    'ключ',
  ])('refuses the unsafe key %j in every call', async (key) => {
    await expect(storage.put(key, bytes(1), 'image/png')).rejects.toThrow(/Unsafe object storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe object storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Unsafe object storage key/);
  });

  it.each(['', 'text/html; charset=utf-8', 'image/png\r\nX-Evil: 1', 'image', 'image/'])(
    'refuses the content type %j',
    async (contentType) => {
      await expect(storage.put(newKey(), bytes(1), contentType)).rejects.toThrow(/Unsafe content type/);
    },
  );
});

describe('S3 bucket storage', () => {
  it('stores each object under its id as the key, with its Content-Type, in the configured bucket', async () => {
    const key = newKey();
    await createS3Storage(bucket.s3).put(key, bytes(20), 'image/png');
    const answer = await createS3Client(bucket.s3).send(
      new GetObjectCommand({ Bucket: bucket.bucket, Key: key }),
    );
    expect(answer.ContentType).toBe('image/png');
    expect(Buffer.from(await answer.Body!.transformToByteArray())).toEqual(bytes(20));
  });

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const storage = createS3Storage({ ...bucket.s3, bucket: 'no-such-bucket' });
    await expect(storage.get(newKey())).rejects.toThrow(/bucket/i);
    await expect(storage.put(newKey(), bytes(1), 'image/png')).rejects.toThrow(/bucket/i);
  });

  it('reports wrong credentials as an error', async () => {
    const storage = createS3Storage({
      ...bucket.s3,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'x' },
    });
    await expect(storage.get(newKey())).rejects.toThrow(/Access Key Id/i);
  });

  it('gives up on a server that takes the request and never answers, within its time limits', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const storage = createS3Storage(
        { ...bucket.s3, endpoint: `http://127.0.0.1:${port}` },
        { maxAttempts: 2, connectTimeoutMs: 300, requestTimeoutMs: 300 },
      );
      const started = Date.now();
      await expect(storage.get(newKey())).rejects.toThrow(/timed? ?out/i);
      expect(Date.now() - started).toBeLessThan(3_000);
      // Both attempts reached the server.
      expect(sockets.size).toBe(2);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('fails at once when nothing listens at the endpoint', async () => {
    const stopped = await startS3rver();
    await stopped.close();
    const storage = createS3Storage(stopped.s3, { maxAttempts: 2 });
    await expect(storage.put(newKey(), bytes(1), 'image/png')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the test bucket (tests/support/s3rver.ts)', () => {
  let leftRunning: TestBucket;
  it('started inside a test and not closed …', async () => {
    leftRunning = await startS3rver();
    await createS3Storage(leftRunning.s3).put('left', bytes(3), 'image/png');
    expect(existsSync(leftRunning.directory)).toBe(true);
  });

  it('… is stopped, and its folder removed, when that test ends', async () => {
    expect(existsSync(leftRunning.directory)).toBe(false);
    const storage = createS3Storage(leftRunning.s3, { maxAttempts: 1 });
    await expect(storage.get('left')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('createObjectStorage', () => {
  it('uses DATA_DIR/objects when no bucket is configured', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-data-'));
    try {
      const storage = createObjectStorage({ s3: undefined, dataDir });
      await storage.put('abc', bytes(3), 'image/png');
      expect(readdirSync(join(dataDir, 'objects'))).toEqual(['abc']);
      expect(describeObjectStorage({ s3: undefined, dataDir })).toBe(`folder ${join(dataDir, 'objects')}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the bucket when one is configured, and nothing goes to DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-data-'));
    try {
      const storage = createObjectStorage({ s3: bucket.s3, dataDir });
      const key = newKey();
      await storage.put(key, bytes(3), 'image/png');
      expect(await createS3Storage(bucket.s3).get(key)).toEqual({ data: bytes(3), contentType: 'image/png' });
      expect(readdirSync(dataDir)).toEqual([]);
      expect(describeObjectStorage({ s3: bucket.s3, dataDir })).toBe(
        `bucket ${bucket.bucket} at ${bucket.endpoint}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never names credentials when describing the bucket', () => {
    const s3 = { ...bucket.s3, endpoint: 'https://user:secret@s3.example.com/path' };
    expect(describeObjectStorage({ s3, dataDir: '/data' })).toBe(
      'bucket parkperks-test at https://s3.example.com',
    );
  });
});
