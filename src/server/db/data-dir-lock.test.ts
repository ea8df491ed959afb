import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('refuses a data directory held by another running process, with a clear message', async () => {
  const dir = freshDir();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(
      join(dir, 'parkperks.lock'),
      JSON.stringify({ pid: other.pid, since: '2026-03-14T10:00:00Z' }),
    );
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrowError(
      `in use by another ParkPerks process (pid ${other.pid}`,
    );
  } finally {
    other.kill();
  }
});

it('takes over a stale lock whose process has gone, and releases it', () => {
  const dir = freshDir();
  writeFileSync(join(dir, 'parkperks.lock'), JSON.stringify({ pid: 999_999_99, since: 'earlier' }));
  const lock = acquireDataDirLock(dir);
  expect(existsSync(join(dir, 'parkperks.lock'))).toBe(true);
  expect(() => acquireDataDirLock(dir)).toThrowError(/already open in this process/);
  lock.release();
  expect(existsSync(join(dir, 'parkperks.lock'))).toBe(false);
});
