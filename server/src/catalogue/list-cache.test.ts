import type { CompactCard } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { type CachedPage, createListCache } from './list-cache.js';

function entry(cards: number): CachedPage {
  const pelis = Array.from({ length: cards }, (_, id) => ({ id }) as CompactCard);
  return { total: cards, cards, answer: { pelis, total: cards, sig: null } };
}

describe('createListCache', () => {
  it('keeps pages and totals while the change token stays the same', () => {
    const cache = createListCache();
    const page = entry(3);
    cache.set('a', 'p1', 'f', page);
    cache.setNewest('a', true, 42);
    expect(cache.page('a', 'p1')).toBe(page);
    expect(cache.total('a', 'f')).toBe(3);
    expect(cache.newest('a', true)).toBe(42);
    expect(cache.page('b', 'p1')).toBeUndefined();
    expect(cache.total('b', 'f')).toBeUndefined();
    expect(cache.newest('b', true)).toBeUndefined();
  });

  it('bounds the cards it holds, dropping the least recently used pages', () => {
    const cache = createListCache(10);
    cache.set('a', 'p1', 'f1', entry(4)); // weighs 5
    cache.set('a', 'p2', 'f2', entry(3)); // weighs 4
    cache.page('a', 'p1');
    cache.set('a', 'p3', 'f3', entry(0)); // weighs 1: 10 in all, still held
    expect(cache.page('a', 'p2')).toBeDefined();
    cache.set('a', 'p4', 'f4', entry(1)); // 12: p1 is now the oldest
    expect(cache.page('a', 'p1')).toBeUndefined();
    expect(cache.page('a', 'p2')).toBeDefined();
    expect(cache.page('a', 'p3')).toBeDefined();
    expect(cache.page('a', 'p4')).toBeDefined();
    expect(cache.total('a', 'f1')).toBe(4);
  });

  it('weighs a page by its count of cards, without reading them', () => {
    const cache = createListCache(10);
    const unread = {
      total: 9,
      cards: 9,
      answer: {
        get pelis(): never {
          throw new Error('cards read');
        },
        total: 9,
        sig: null,
      },
    };
    cache.set('a', 'p1', 'f1', unread); // weighs 10
    expect(cache.page('a', 'p1')).toBe(unread);
    cache.set('a', 'p2', 'f2', entry(0)); // 11: p1 goes
    expect(cache.page('a', 'p1')).toBeUndefined();
  });
});
