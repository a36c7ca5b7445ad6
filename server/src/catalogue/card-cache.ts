import type { CompactCard } from '@cineclub/contract';

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
  const films = new Map<number, string>();
  const valid = (current: string) => {
    if (current === token) return;
    token = current;
    films.clear();
  };
  return {
    /** The film's card, now the most recently used (so adding a page's others keeps it). */
    get(current: string, id: number): string | undefined {
      valid(current);
      const card = films.get(id);
      if (card !== undefined) {
        films.delete(id);
        films.set(id, card);
      }
      return card;
    },
    add(current: string, cards: CompactCard[]) {
      valid(current);
      for (const card of cards) films.set(card.id, JSON.stringify(card));
      for (const oldest of films.keys()) {
        if (films.size <= limit) break;
        films.delete(oldest);
      }
    },
  };
}

/** A card's JSON with its list position, as JSON.stringify({ ...card, idx }) writes it. */
export function withPosition(card: string, idx: number | null): string {
  return idx === null ? card : `${card.slice(0, -1)},"idx":${JSON.stringify(idx)}}`;
}
