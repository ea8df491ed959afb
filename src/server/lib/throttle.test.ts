import { describe, expect, it } from 'vitest';
import { memoryThrottle } from './throttle';

describe('memoryThrottle', () => {
  it('lets `limit` requests a window through, then says how long to wait; another key is fine', () => {
    let now = 0;
    const throttle = memoryThrottle({ limit: 2, windowMs: 60_000, maxKeys: 10, now: () => now });
    expect([throttle.hit('a'), throttle.hit('a'), throttle.hit('a')]).toEqual([null, null, 60]);
    expect(throttle.hit('b')).toBeNull();
    now = 45_000;
    expect(throttle.hit('a')).toBe(15);
    now = 60_000;
    expect(throttle.hit('a')).toBeNull();
  });

  it('holds at most maxKeys windows: ended ones go first, then the oldest', () => {
    let now = 0;
    const throttle = memoryThrottle({ limit: 1, windowMs: 1_000, maxKeys: 3, now: () => now });
    throttle.hit('old-1');
    throttle.hit('old-2');
    now = 500;
    throttle.hit('mid');
    now = 1_200;
    // old-1 and old-2 have ended: both are swept, 'mid' stays and still counts.
    throttle.hit('new');
    expect(throttle.size).toBe(2);
    expect(throttle.hit('mid')).toBe(1);
    throttle.hit('newer');
    throttle.hit('newest');
    expect(throttle.size).toBe(3);
    // 'mid' was the oldest and made room: it starts again.
    expect(throttle.hit('mid')).toBeNull();
  });
});
