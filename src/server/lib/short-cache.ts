/**
 * Values kept for a few seconds by key, in this process only. Each is loaded once however many
 * requests ask at the same time (they share the one promise); a failed load is not kept. An entry
 * is used from the time it was loaded until ttlMs later (a clock set back does not use it). The oldest
 * entry goes first once `maxEntries` are held. A `ttlMs` of 0 keeps nothing.
 */
export type ShortCache<V> = { get(key: string, load: () => Promise<V>): Promise<V>; readonly size: number };

export function shortCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  /** The time in milliseconds: the app's clock, so a test that moves its clock on sees entries age. */
  now?: () => number;
}): ShortCache<V> {
  const { ttlMs, maxEntries, now = () => Date.now() } = options;
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const held = entries.get(key);
      if (held && at >= held.at && at - held.at < ttlMs) return held.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at, value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
