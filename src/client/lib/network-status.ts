/**
 * Whether the app can reach the server: the browser's own online flag, and whether the last API
 * request failed without any answer (a dead Wi-Fi, a captive portal, the server down). The offline
 * banner shows while either says no. Kept outside React (like lib/toast.ts) so the API client can
 * report what it sees.
 */

/** The offline banner's words (components/offline-banner.tsx, and the landing page before React, main.ts). */
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_DETAIL = 'Showing what we last loaded. Redeeming and uploading need a connection.';

/** The client's own code for 'no answer at all' (the server's codes are in contracts/errors.ts). */
export const NETWORK_ERROR_CODE = 'network.unreachable';

/** What a request that got no answer rejects with; callers decide by `code`, never by the words. */
export class NetworkError extends Error {
  readonly code = NETWORK_ERROR_CODE;

  constructor(cause?: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let unreachable = false;
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    // Back online: believe it until a request says otherwise.
    unreachable = false;
    emit();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    emit();
  });
}

/** True while the browser says it is offline or the last request got no answer. */
export function isOffline(): boolean {
  return !browserOnline || unreachable;
}

export function subscribeToNetworkStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request got an answer (any status): the server is reachable. */
export function reportReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  emit();
}

/** A request got no answer at all. */
export function reportUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  emit();
}
