/**
 * Pages load on demand (routes.tsx). A page's code that cannot be loaded (the network dropped, or a
 * new version was deployed and the old file is gone) is a ChunkLoadError: the page reloads once to
 * pick up the current version, and if that does not help the route shows a friendly error with
 * 'Try again' (components/route-boundary.tsx). Decided by this class and its code, never by the
 * browser's words, which differ between browsers. No React here: main.ts uses it before React loads.
 */
export const CHUNK_ERROR_CODE = 'chunk.load_failed';

export class ChunkLoadError extends Error {
  readonly code = CHUNK_ERROR_CODE;

  constructor(cause?: unknown) {
    super('Part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/** sessionStorage: when the page last reloaded itself for a chunk that would not load. */
const RELOADED_AT_KEY = 'pp.chunk-reloaded-at';
/**
 * Within this long of that reload, another failure shows the error instead of reloading again. Not
 * forgotten when something loads: the app's own code loading after the reload says nothing about
 * the page that failed, and a reload loop is worse than one error screen.
 */
export const CHUNK_RELOAD_WINDOW_MS = 2 * 60_000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * True when a failed chunk may still reload the page: it has not just done so, and the browser is
 * online (offline, a reload could only end on the browser's own error page).
 */
export function mayReloadForChunk(now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const stamp = Number(session()?.getItem(RELOADED_AT_KEY));
  return !(stamp > 0 && now - stamp < CHUNK_RELOAD_WINDOW_MS);
}

/** Reloads the page, remembering it so that the next failure stops at the error screen. */
export function reloadForChunk(now = Date.now()): void {
  try {
    session()?.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Private mode with no storage: the error screen's 'Try again' still reloads.
  }
  window.location.reload();
}

/** Wraps a dynamic import so that its failure is a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    });
}
