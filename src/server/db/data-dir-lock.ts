import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes on one PGlite directory silently lose data, so the embedded database is one
 * process's: a lock file holds the owner's pid, and a stale one (its process gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  const path = join(dataDir, 'parkperks.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another ParkPerks process (pid ${owner.pid}, since ${owner.since}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or use DATABASE_URL for a PostgreSQL server.',
        );
      }
      if (owner?.pid === process.pid) {
        throw new DataDirLockedError(`The data directory ${dataDir} is already open in this process.`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function readOwner(path: string): { pid: number; since: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; since?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, since: String(parsed.since) } : null;
  } catch {
    return null;
  }
}
