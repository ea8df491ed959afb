import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';
import { isNetworkError } from './network-status';
import {
  LAST_KNOWN_KEY,
  LAST_KNOWN_VERSION,
  type LastKnownOwner,
  localStore,
  SESSION_HINT_MAX_AGE_MS,
} from './session-hint';

/**
 * Keeps the last known answers of a few queries in localStorage, so that offline the driver still
 * sees their ticket and offers instead of a blank page (docs/decisions/019 keeps data fresh by asking
 * the server; this is only what is shown when the server cannot be asked). Network first: stored
 * answers are used when the app starts offline, or when a query gets no answer at all; either way
 * they are marked stale, so they are asked for again once the network is back.
 *
 * Everything stored belongs to one person (the owner query's answer). When someone else, or no one,
 * turns out to be signed in, it is deleted at once, from storage and from memory: on a shared phone
 * one person never sees another's data. So is it when any request answers 401 'auth.required' (a
 * session that ended without signing out: expired, revoked, its cookie gone): nothing is written
 * again until the server has said who is signed in (docs/decisions/045).
 */

/** The server's word that no one is signed in on this request (not a wrong password: that is another code). */
function isSignedOutAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'auth.required';
}

/** Stored tickets and offers older than this are not shown (a parking proof lasts 24 hours). */
export const LAST_KNOWN_DATA_MAX_AGE_MS = 24 * 60 * 60_000;

interface Entry {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface Snapshot {
  v: typeof LAST_KNOWN_VERSION;
  owner: LastKnownOwner;
  savedAt: number;
  entries: Entry[];
}

export interface PersistOptions {
  /** The signed-in person's query: its answer owns everything stored. */
  ownerKey: QueryKey;
  /** The owner in that query's answer, or null when no one is signed in. */
  ownerOf: (data: unknown) => LastKnownOwner | null;
  /** The other queries kept (exact keys). */
  keys: readonly QueryKey[];
  storage?: Storage | null;
  now?: () => number;
}

export interface QueryPersister {
  /** Puts every stored answer in the cache (as stale): the app is starting offline. */
  restore(): void;
  /** Deletes what is stored. */
  forget(): void;
  /** Writes now what would be written in a moment (tests). */
  flush(): void;
  dispose(): void;
}

function isEntry(value: unknown): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<Entry>;
  return Array.isArray(entry.key) && typeof entry.updatedAt === 'number' && entry.data !== undefined;
}

export function persistQueries(queryClient: QueryClient, options: PersistOptions): QueryPersister {
  const storage = options.storage === undefined ? localStore() : options.storage;
  const now = options.now ?? Date.now;
  const ownerHash = hashKey(options.ownerKey);
  const kept = new Map<string, QueryKey>([
    [ownerHash, options.ownerKey],
    ...options.keys.map((key) => [hashKey(key), key] as const),
  ]);
  let snapshot = read();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A 401 said the session is over: nothing is kept until the owner query answers again. */
  let awaitingOwner = false;

  function read(): Snapshot | null {
    try {
      const raw = storage?.getItem(LAST_KNOWN_KEY);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<Snapshot>;
      const owner = value.owner;
      if (value.v !== LAST_KNOWN_VERSION || typeof value.savedAt !== 'number') return null;
      if (typeof owner?.id !== 'string' || typeof owner.role !== 'string') return null;
      if (now() - value.savedAt > SESSION_HINT_MAX_AGE_MS) return null;
      const entries = (Array.isArray(value.entries) ? value.entries : []).filter(
        (entry): entry is Entry =>
          isEntry(entry) &&
          kept.has(hashKey(entry.key)) &&
          now() - entry.updatedAt <=
            (hashKey(entry.key) === ownerHash ? SESSION_HINT_MAX_AGE_MS : LAST_KNOWN_DATA_MAX_AGE_MS),
      );
      return { v: LAST_KNOWN_VERSION, owner, savedAt: value.savedAt, entries };
    } catch {
      return null;
    }
  }

  function write(next: Snapshot | null): void {
    snapshot = next;
    try {
      if (next) storage?.setItem(LAST_KNOWN_KEY, JSON.stringify(next));
      else storage?.removeItem(LAST_KNOWN_KEY);
    } catch {
      // Storage full or refused (private mode): the app works, only not offline.
    }
  }

  const currentOwner = () => options.ownerOf(queryClient.getQueryData(options.ownerKey));
  const storedEntry = (hash: string) => snapshot?.entries.find((entry) => hashKey(entry.key) === hash);

  function save(): void {
    const owner = currentOwner();
    if (!owner || awaitingOwner) return;
    const sameOwner = snapshot?.owner.id === owner.id;
    const entries: Entry[] = [];
    for (const [hash, key] of kept) {
      const state = queryClient.getQueryState(key);
      if (state && state.data !== undefined) {
        entries.push({ key, data: state.data, updatedAt: state.dataUpdatedAt });
      } else {
        const stored = sameOwner ? storedEntry(hash) : undefined;
        if (stored) entries.push(stored);
      }
    }
    write({ v: LAST_KNOWN_VERSION, owner, savedAt: now(), entries });
  }

  function schedule(): void {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      save();
    }, 50);
  }

  function flush(): void {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    save();
  }

  function forget(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    write(null);
  }

  const dropKeptData = () =>
    queryClient.removeQueries({
      predicate: (query) => query.queryHash !== ownerHash && kept.has(query.queryHash),
    });

  /** The server said who is signed in: anyone other than the stored owner wipes what is stored. */
  function ownerAnswered(): void {
    awaitingOwner = false;
    const owner = currentOwner();
    // No one: whatever is held in memory of the last person goes too, stored or not.
    if (!owner) dropKeptData();
    if (!snapshot || snapshot.owner.id === owner?.id) return;
    forget();
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== ownerHash });
  }

  /** A request answered 401: the session is over. What is stored goes now; who is signed in is asked again. */
  function signedOutAnswer(query?: Query): void {
    forget();
    if (query?.queryHash === ownerHash) {
      // The owner query itself: that is the answer (asking it again would only repeat the 401).
      awaitingOwner = false;
      dropKeptData();
      return;
    }
    awaitingOwner = true;
    void queryClient.invalidateQueries({ queryKey: options.ownerKey, exact: true });
  }

  function use(entry: Entry): void {
    queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    // Stale at once: asked for again as soon as the network allows.
    void queryClient.invalidateQueries({ queryKey: entry.key, exact: true, refetchType: 'none' });
  }

  /** A query that got no answer and has nothing to show shows its stored answer, if its owner is signed in. */
  function fallBack(query: Query): void {
    if (query.state.data !== undefined) return;
    const entry = storedEntry(query.queryHash);
    if (!entry || !snapshot) return;
    if (query.queryHash !== ownerHash && currentOwner()?.id !== snapshot.owner.id) return;
    use(entry);
  }

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && isSignedOutAnswer(event.action.error)) {
      signedOutAnswer(event.query);
      return;
    }
    if (!kept.has(event.query.queryHash)) return;
    const { action, query } = event;
    if (action.type === 'error' && isNetworkError(action.error)) {
      // After the cache has finished telling everyone about the error (and before anything redraws).
      queueMicrotask(() => fallBack(query));
      return;
    }
    if (action.type !== 'success') return;
    if (query.queryHash === ownerHash) ownerAnswered();
    schedule();
  });

  // A write answered 401 too (signing out of a session that had already ended, a redeem after it).
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isSignedOutAnswer(event.action.error)) {
      signedOutAnswer();
    }
  });

  return {
    restore() {
      const stored = snapshot;
      if (!stored) return;
      const owner = stored.entries.find((entry) => hashKey(entry.key) === ownerHash);
      // The owner first, so the rest is taken as theirs.
      for (const entry of owner ? [owner, ...stored.entries.filter((e) => e !== owner)] : []) {
        if (queryClient.getQueryData(entry.key) === undefined) use(entry);
      }
    },
    forget,
    flush,
    dispose() {
      unsubscribe();
      unsubscribeMutations();
      flush();
    },
  };
}
