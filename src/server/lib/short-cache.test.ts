import { describe, expect, it } from 'vitest';
import { shortCache } from './short-cache';

describe('shortCache', () => {
  it('loads once for requests at the same time, keeps the value for ttlMs, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([
      1, 1, 1,
    ]);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = shortCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
    expect(cache.size).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('keeps nothing with a ttl of 0', async () => {
    let loads = 0;
    const cache = shortCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
