import type { CompactCard } from '@cineclub/contract';
import { LRUCache } from 'lru-cache';

/** Films whose compact card a card cache holds at most (about 25 MB). */
const CACHE_FILMS = 50_000;

/**
 * Compact cards by film as JSON, without a list position, valid while the database's change
 * token stays the same (any change of any film empties it). A page of 100 films needs their
 * rows, genres and about 500 credits, each a person to look up; the best-known films come up
 * in most lists and searches, so a card is built once, its film row not read again, and its
 * JSON made once. Kept as one string per film rather than as objects: one object for the
 * garbage collector to trace instead of a dozen.
 */
export function createCardCache(limit = CACHE_FILMS) {
  let token = '';
  const films = new LRUCache<number, string>({ max: limit });
  const valid = (current: string) => {
    if (current === token) return;
    token = current;
    films.clear();
  };
  return {
    /** The film's card, now the most recently used (so adding a page's others keeps it). */
    get(current: string, id: number): string | undefined {
      valid(current);
      return films.get(id);
    },
    add(current: string, cards: CompactCard[]) {
      valid(current);
      for (const card of cards) films.set(card.id, JSON.stringify(card));
    },
  };
}

/** A card's JSON with its list position, as JSON.stringify({ ...card, idx }) writes it. */
export function withPosition(card: string, idx: number | null): string {
  return idx === null ? card : `${card.slice(0, -1)},"idx":${JSON.stringify(idx)}}`;
}
