import { describe, expect, it } from 'vitest';
import { createStreamLimits } from './stream-limits.js';

describe('stream limits', () => {
  it('opens while every bound has room, and gives the room back once', () => {
    const limits = createStreamLimits();
    const bounds = [
      { key: 'all', max: 3 },
      { key: 'job:1', max: 2 },
    ];
    const first = limits.acquire(bounds);
    const second = limits.acquire(bounds);
    expect(first && second).toBeTruthy();
    expect(limits.acquire(bounds)).toBeNull();
    expect(limits.acquire([{ key: 'all', max: 3 }])).not.toBeNull();
    expect(limits.acquire([{ key: 'all', max: 3 }])).toBeNull();
    first?.();
    first?.();
    expect(limits.count('job:1')).toBe(1);
    expect(limits.count('all')).toBe(2);
    expect(limits.acquire(bounds)).not.toBeNull();
  });

  it('counts a key named twice once', () => {
    const limits = createStreamLimits();
    const release = limits.acquire([
      { key: 'user:1', max: 1 },
      { key: 'user:1', max: 1 },
    ]);
    expect(release).not.toBeNull();
    release?.();
    expect(limits.count('user:1')).toBe(0);
  });
});
