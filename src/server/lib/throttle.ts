/**
 * A fixed-window request counter per key (a client address), kept in this process's memory. It is a
 * throttle against one client hammering cheap public reads, not a security limit: behind a load
 * balancer each server counts on its own, which is fine for that (docs/decisions/045). Limits that
 * must hold across servers use the database's counters (db/rate-limit.ts) instead.
 *
 * At most `maxKeys` windows are held: ended ones are swept first, then the oldest window goes, so a
 * client with many addresses costs bounded memory (and at worst escapes the throttle, never others).
 */
export type Throttle = {
  /** Counts one request for `key`: null while within the limit, else the seconds until its window ends. */
  hit(key: string): number | null;
  readonly size: number;
};

export function memoryThrottle(options: {
  limit: number;
  windowMs: number;
  maxKeys: number;
  /** The time in milliseconds: the app's clock, so tests move windows on by moving the clock. */
  now: () => number;
}): Throttle {
  const { limit, windowMs, maxKeys, now } = options;
  const windows = new Map<string, { count: number; endsAt: number }>();

  // Windows are held in the order they started (a restarted one is deleted and set again), so they
  // end in that order too: ended ones are all at the front, and a sweep stops at the first that runs.
  function makeRoom(at: number) {
    for (const [key, window] of windows) {
      if (window.endsAt > at) break;
      windows.delete(key);
    }
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  }

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      // A window that has ended, or one from a clock set back, starts again.
      if (!window || at >= window.endsAt || window.endsAt - at > windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return null;
      return Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    },
    get size() {
      return windows.size;
    },
  };
}
