import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from './crypto';

/**
 * Where uploaded bytes live: this folder by default, or an S3-compatible bucket (s3-storage.ts;
 * object-storage.ts picks one from the configuration, docs/decisions/028). Keys are ids chosen by
 * the server (never user input) and the same on both.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deleting a missing key is not an error (sweeps and retries repeat it). */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
const SAFE_CONTENT_TYPE = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/i;
// One file per object: a one-line header with the content type, then the bytes. A single file means a
// single rename, so a reader never sees bytes without their type (or a half-written file).
const HEADER_PREFIX = 'pp-object/1 ';

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe object storage key: ${JSON.stringify(key)}`);
}

export function assertSafeContentType(contentType: string): void {
  if (!SAFE_CONTENT_TYPE.test(contentType))
    throw new Error(`Unsafe content type: ${JSON.stringify(contentType)}`);
}

/** Objects as files in one folder (DATA_DIR/objects by default); each write is atomic (temp file + rename). */
export function createLocalStorage(dir: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(dir, key);
  };

  return {
    async put(key, data, contentType) {
      const target = pathOf(key);
      assertSafeContentType(contentType);
      await mkdir(dir, { recursive: true });
      // Temp names start with a dot, which no key can, so they never collide with or read as objects.
      const temp = join(dir, `.${key}.${randomToken(6)}.tmp`);
      try {
        const file = await open(temp, 'wx', 0o600);
        try {
          await file.writeFile(Buffer.concat([Buffer.from(`${HEADER_PREFIX}${contentType}\n`), data]));
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      let file: Buffer;
      try {
        file = await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const newline = file.indexOf(0x0a);
      const header = newline > 0 ? file.subarray(0, newline).toString('latin1') : '';
      if (!header.startsWith(HEADER_PREFIX))
        throw new Error(`Object ${key} has no header; the file is not ours.`);
      return { contentType: header.slice(HEADER_PREFIX.length), data: file.subarray(newline + 1) };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
