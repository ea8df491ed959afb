import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { NetworkError } from './network-status';
import { LAST_KNOWN_DATA_MAX_AGE_MS, persistQueries } from './persist-queries';
import { LAST_KNOWN_KEY, readSessionHint } from './session-hint';

/** localStorage as a Map: what the browser would keep. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const USER_KEY = ['auth', 'user'];
const TICKET_KEY = ['tickets', 'today'];
const OFFERS_KEY = ['offers', 'retailers'];
const OTHER_KEY = ['admin', 'stats'];

const robin = { id: 'u-robin', userType: 'customer', fullName: 'Robin' };
const sam = { id: 'u-sam', userType: 'customer', fullName: 'Sam' };
const ticket = { id: 't-1', isVerified: true };
const offers = [{ id: 'r-1', businessName: 'Bean Scene' }];

const clients: QueryClient[] = [];
function setUp(storage: Storage, now: () => number = Date.now) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  clients.push(client);
  const persister = persistQueries(client, {
    ownerKey: USER_KEY,
    ownerOf: (data) =>
      data && typeof data === 'object' && 'id' in data && 'userType' in data
        ? { id: String(data.id), role: String(data.userType) }
        : null,
    keys: [TICKET_KEY, OFFERS_KEY],
    storage,
    now,
  });
  return { client, persister };
}

/** A visit by `owner` (null: no one signed in) with these queries loaded (the ticket unless told). */
function visit(
  storage: MemoryStorage,
  owner: unknown,
  queries: [key: string[], data: unknown][] = [[TICKET_KEY, ticket]],
) {
  const setup = setUp(storage);
  setup.client.setQueryData(USER_KEY, owner);
  for (const [key, data] of queries) setup.client.setQueryData(key, data);
  setup.persister.flush();
  return setup;
}

const stored = (storage: MemoryStorage) => JSON.parse(storage.getItem(LAST_KNOWN_KEY) ?? 'null');
const fail = () => Promise.reject(new NetworkError());
const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('the last known ticket and offers', () => {
  it('keeps the listed queries of the signed-in person, and nothing else', () => {
    const storage = new MemoryStorage();
    visit(storage, robin, [
      [TICKET_KEY, ticket],
      [OFFERS_KEY, offers],
      [OTHER_KEY, { secret: true }],
    ]);
    const saved = stored(storage);
    expect(saved.owner).toEqual({ id: 'u-robin', role: 'customer' });
    expect(saved.entries.map((entry: { key: unknown }) => entry.key)).toEqual([
      USER_KEY,
      TICKET_KEY,
      OFFERS_KEY,
    ]);
    expect(JSON.stringify(saved)).not.toContain('secret');
    expect(readSessionHint(storage)).toEqual({ id: 'u-robin', role: 'customer' });
  });

  it('keeps nothing while no one is signed in', () => {
    const storage = new MemoryStorage();
    visit(storage, null);
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);
  });

  it('forgets everything, stored and in memory, when the person signs out', () => {
    const storage = new MemoryStorage();
    const { client, persister } = visit(storage, robin);
    client.setQueryData(USER_KEY, null);
    persister.flush();
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);
    expect(client.getQueryData(TICKET_KEY)).toBeUndefined();
    expect(readSessionHint(storage)).toBe(null);
  });

  it('on a shared phone, the next person never sees the last one’s ticket', () => {
    const storage = new MemoryStorage();
    visit(storage, robin);

    // Later, offline, the app shows Robin's last ticket; then the server says Sam is signed in.
    const second = setUp(storage);
    second.persister.restore();
    expect(second.client.getQueryData(TICKET_KEY)).toEqual(ticket);
    second.client.setQueryData(USER_KEY, sam);
    expect(second.client.getQueryData(TICKET_KEY)).toBeUndefined();
    second.persister.flush();
    expect(stored(storage).owner.id).toBe('u-sam');
    expect(JSON.stringify(stored(storage))).not.toContain('t-1');
  });

  it('restores as stale, so the data is asked for again once the network is back', () => {
    const storage = new MemoryStorage();
    visit(storage, robin, [[OFFERS_KEY, offers]]);
    const second = setUp(storage);
    second.persister.restore();
    expect(second.client.getQueryData(USER_KEY)).toEqual(robin);
    expect(second.client.getQueryData(OFFERS_KEY)).toEqual(offers);
    expect(second.client.getQueryState(OFFERS_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the stored answer when a query gets no answer at all, and not when the server answers', async () => {
    const storage = new MemoryStorage();
    visit(storage, robin);

    const second = setUp(storage);
    await second.client.fetchQuery({ queryKey: USER_KEY, queryFn: fail }).catch(() => {});
    await flushMicrotasks();
    expect(second.client.getQueryData(USER_KEY)).toEqual(robin);
    await second.client.fetchQuery({ queryKey: TICKET_KEY, queryFn: fail }).catch(() => {});
    await flushMicrotasks();
    expect(second.client.getQueryData(TICKET_KEY)).toEqual(ticket);
    expect(second.client.getQueryState(TICKET_KEY)?.isInvalidated).toBe(true);

    // A server error is an answer: nothing old is shown in its place.
    const third = setUp(storage);
    await third.client
      .fetchQuery({ queryKey: TICKET_KEY, queryFn: () => Promise.reject(new Error('500')) })
      .catch(() => {});
    await flushMicrotasks();
    expect(third.client.getQueryData(TICKET_KEY)).toBeUndefined();
  });

  it('does not show one person’s stored data to another who is signed in', async () => {
    const storage = new MemoryStorage();
    visit(storage, robin);

    const second = setUp(storage);
    second.client.setQueryData(USER_KEY, sam);
    await second.client.fetchQuery({ queryKey: TICKET_KEY, queryFn: fail }).catch(() => {});
    await flushMicrotasks();
    expect(second.client.getQueryData(TICKET_KEY)).toBeUndefined();
  });

  it('drops tickets and offers older than a day, but still knows who was signed in', () => {
    const storage = new MemoryStorage();
    let now = Date.parse('2026-03-14T10:00:00Z');
    const first = setUp(storage, () => now);
    first.client.setQueryData(USER_KEY, robin, { updatedAt: now });
    first.client.setQueryData(TICKET_KEY, ticket, { updatedAt: now });
    first.persister.flush();
    now += LAST_KNOWN_DATA_MAX_AGE_MS + 60_000;
    const second = setUp(storage, () => now);
    second.persister.restore();
    expect(second.client.getQueryData(USER_KEY)).toEqual(robin);
    expect(second.client.getQueryData(TICKET_KEY)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(LAST_KNOWN_KEY, '{not json');
    const { client, persister } = setUp(storage);
    persister.restore();
    expect(client.getQueryData(USER_KEY)).toBeUndefined();
    expect(readSessionHint(storage)).toBe(null);
  });
});

describe('a session that ended without signing out (docs/decisions/045)', () => {
  const answer401 = (code: string, message: string) =>
    new ApiError(401, 'Unauthorized', JSON.stringify({ code, message }));
  const signedOut = () => Promise.reject(answer401('auth.required', 'Please sign in to continue.'));

  function signedInWithTicket(storage: MemoryStorage) {
    const setup = visit(storage, robin, [
      [TICKET_KEY, ticket],
      [OFFERS_KEY, offers],
    ]);
    expect(stored(storage).owner.id).toBe('u-robin');
    return setup;
  }

  it('drops the stored ticket and codes when any read answers 401, and keeps nothing until the server says who is signed in', async () => {
    const storage = new MemoryStorage();
    const { client, persister } = signedInWithTicket(storage);
    await client.fetchQuery({ queryKey: ['tickets', 'list'], queryFn: signedOut }).catch(() => {});
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);
    expect(readSessionHint(storage)).toBe(null);

    // Answers still arriving for the old session are not written back.
    client.setQueryData(OFFERS_KEY, [...offers]);
    persister.flush();
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);

    // The server then says no one is signed in: the ticket goes from memory too.
    client.setQueryData(USER_KEY, null);
    expect(client.getQueryData(TICKET_KEY)).toBeUndefined();
    expect(client.getQueryData(OFFERS_KEY)).toBeUndefined();
    persister.flush();
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);

    // Offline on the next load there is nothing to show.
    const next = setUp(storage);
    next.persister.restore();
    expect(next.client.getQueryData(TICKET_KEY)).toBeUndefined();
    expect(next.client.getQueryData(USER_KEY)).toBeUndefined();
  });

  it('drops it when signing out answers 401 (the session had already ended)', async () => {
    const storage = new MemoryStorage();
    const { client } = signedInWithTicket(storage);
    await client
      .getMutationCache()
      .build(client, { mutationFn: signedOut })
      .execute(undefined)
      .catch(() => {});
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);
  });

  it('keeps it for a 401 that is not about the session (a wrong password) and for other errors', async () => {
    const storage = new MemoryStorage();
    const { client } = signedInWithTicket(storage);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(answer401('auth.invalid_login', 'Invalid email/phone or password')),
      })
      .execute(undefined)
      .catch(() => {});
    await client
      .fetchQuery({
        queryKey: ['admin', 'stats'],
        queryFn: () => Promise.reject(new ApiError(500, 'Error', '')),
      })
      .catch(() => {});
    expect(stored(storage).owner.id).toBe('u-robin');
    expect(JSON.stringify(stored(storage))).toContain('t-1');
  });

  it('a snapshot is bound to its owner: another person signed in is never shown it, online or off', async () => {
    const storage = new MemoryStorage();
    signedInWithTicket(storage);
    const second = setUp(storage);
    second.client.setQueryData(USER_KEY, sam);
    expect(storage.getItem(LAST_KNOWN_KEY)).toBe(null);
    await second.client.fetchQuery({ queryKey: OFFERS_KEY, queryFn: fail }).catch(() => {});
    await flushMicrotasks();
    expect(second.client.getQueryData(OFFERS_KEY)).toBeUndefined();
    expect(second.client.getQueryData(TICKET_KEY)).toBeUndefined();
  });
});
