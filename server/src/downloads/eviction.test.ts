import { describe, expect, it } from 'vitest';
import { type CacheEntry, chooseEvictions } from './eviction.js';

const entry = (fileId: number, size: number, lastUsedAt: number, ready = true): CacheEntry => ({
  fileId,
  size,
  ready,
  lastUsedAt,
});
const free = () => false;

describe('chooseEvictions', () => {
  it('evicts nothing when the file fits', () => {
    expect(chooseEvictions([entry(1, 40, 1)], 60, 100, free)).toEqual([]);
    expect(chooseEvictions([], 100, 100, free)).toEqual([]);
  });

  it('evicts the least recently used first, only as many as needed', () => {
    const entries = [entry(1, 30, 50), entry(2, 30, 10), entry(3, 30, 30)];
    expect(chooseEvictions(entries, 20, 100, free)).toEqual([2]);
    expect(chooseEvictions(entries, 60, 100, free)).toEqual([2, 3]);
    expect(chooseEvictions(entries, 100, 100, free)).toEqual([2, 3, 1]);
  });

  it('never evicts a file being copied or in use', () => {
    const entries = [entry(1, 30, 10), entry(2, 30, 20, false), entry(3, 30, 30)];
    const serving = (fileId: number) => fileId === 1;
    expect(chooseEvictions(entries, 30, 100, serving)).toEqual([3]);
    expect(chooseEvictions(entries, 50, 100, serving)).toBeNull();
  });

  it('cannot fit a file larger than the whole cache', () => {
    expect(chooseEvictions([], 101, 100, free)).toBeNull();
  });
});
