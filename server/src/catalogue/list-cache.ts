import type { FilmPage } from '@cineclub/contract';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  total: number;
  /** How many cards the answer holds (its weight in the cache), told without reading them. */
  cards: number;
  /** The compact-card answer itself, the same object on every hit (see `filmPageJson`). */
  answer: FilmPage;
}

/** Cards a list cache holds at most (about 40 MB); the least recently used pages go first. */
const CACHE_CARDS = 50_000;

/**
 * Pages and totals of list calls, valid while the database's change token (queries'
 * `changeToken`: any commit by another connection, or any row this one changed) stays the same.
 * A different token empties the cache. The service keeps search pages in a smaller one of
 * their own: they are many, most asked once, and would push the lists out. The bound counts
 * cards, not pages (a page weighs its cards plus one), since pages differ in length.
 */
export function createListCache(limit = CACHE_CARDS) {
  let token = '';
  const pages = new LRUCache<string, CachedPage>({
    maxSize: limit,
    // Not `answer.pelis.length`: a page's cards are JSON until read (page-json.ts), and
    // reading them here parsed every card of every page kept.
    sizeCalculation: (entry) => entry.cards + 1,
  });
  const totals = new Map<string, number>();
  /** The news list's newest date, for every film and for downloadable films. */
  const newest = new Map<boolean, number | null>();
  const valid = (current: string) => {
    if (current === token) return;
    token = current;
    pages.clear();
    totals.clear();
    newest.clear();
  };
  return {
    newest(current: string, onlyDownloadable: boolean): number | null | undefined {
      valid(current);
      return newest.get(onlyDownloadable);
    },
    setNewest(current: string, onlyDownloadable: boolean, date: number | null) {
      valid(current);
      newest.set(onlyDownloadable, date);
    },
    page(current: string, key: string): CachedPage | undefined {
      valid(current);
      return pages.get(key);
    },
    total(current: string, filterKey: string): number | undefined {
      valid(current);
      return totals.get(filterKey);
    },
    setTotal(current: string, filterKey: string, total: number) {
      valid(current);
      totals.set(filterKey, total);
    },
    set(current: string, key: string, filterKey: string, entry: CachedPage) {
      valid(current);
      pages.set(key, entry);
      totals.set(filterKey, entry.total);
      if (totals.size > limit) totals.clear();
    },
  };
}
