import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_ERROR_CODE,
  CHUNK_RELOAD_WINDOW_MS,
  type ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  mayReloadForChunk,
  reloadForChunk,
} from './chunk-reload';

function fakeWindow() {
  const session = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
      removeItem: (key: string) => session.delete(key),
    },
    location: { reload },
  });
  vi.stubGlobal('navigator', { onLine: true });
  return { reload };
}

afterEach(() => vi.unstubAllGlobals());

describe('code that fails to load', () => {
  it('is a ChunkLoadError, whatever the browser said', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('any words at all')))().catch(
      (e: unknown) => e,
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).code).toBe(CHUNK_ERROR_CODE);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    await expect(loadChunk(() => Promise.resolve(7))()).resolves.toBe(7);
  });

  it('reloads the page once, then not again for a while', () => {
    const { reload } = fakeWindow();
    const now = Date.parse('2026-03-14T10:00:00Z');
    expect(mayReloadForChunk(now)).toBe(true);
    reloadForChunk(now);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReloadForChunk(now + 1000)).toBe(false);
    expect(mayReloadForChunk(now + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });

  it('never reloads while the browser is offline (it would end on the browser’s error page)', () => {
    fakeWindow();
    vi.stubGlobal('navigator', { onLine: false });
    expect(mayReloadForChunk()).toBe(false);
  });
});
