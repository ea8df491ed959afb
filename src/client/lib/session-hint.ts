/**
 * What this browser last knew (lib/persist-queries.ts writes it): who was signed in, and the data
 * they last saw. Read on its own, before React loads (main.ts), only as a hint: someone was signed
 * in here, so / is their home rather than the landing page. The server still decides who is signed in.
 */
export const LAST_KNOWN_KEY = 'pp.last-known';
export const LAST_KNOWN_VERSION = 1;
/** A hint older than the longest session (30 days, docs/decisions/020) means nothing. */
export const SESSION_HINT_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

export interface LastKnownOwner {
  id: string;
  role: string;
}

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The person last signed in on this browser, or null. */
export function readSessionHint(storage = localStore(), now = Date.now()): LastKnownOwner | null {
  try {
    const raw = storage?.getItem(LAST_KNOWN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { v?: unknown; owner?: Partial<LastKnownOwner>; savedAt?: unknown };
    const { owner, savedAt } = value;
    if (value.v !== LAST_KNOWN_VERSION || typeof savedAt !== 'number') return null;
    if (now - savedAt > SESSION_HINT_MAX_AGE_MS) return null;
    if (typeof owner?.id !== 'string' || typeof owner.role !== 'string') return null;
    return { id: owner.id, role: owner.role };
  } catch {
    return null;
  }
}
