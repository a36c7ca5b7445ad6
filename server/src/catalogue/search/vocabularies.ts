import type { VocabularyKind, VocabularyRows } from '../../db/search-reads.js';
import { Vocabulary } from './vocabulary.js';

/** The two vocabularies a search forgives typos against. */
export interface Vocabularies {
  /** Words of the three titles. */
  titles: Vocabulary;
  /** Words of people's names. */
  people: Vocabulary;
}

/**
 * How long a loaded vocabulary is used after the data changed before it is read again: a read
 * walks a whole dictionary (seconds at 1,000,000 films and 3,000,000 people), so a catalogue
 * written to all day (imports, the nightly refresh) is not read again on every search. Until
 * then a new word is found by the plain prefix tier, only not by typos or as an exact match.
 */
export const VOCABULARY_REFRESH_MS = 60_000;

interface Held {
  vocabularies: Vocabularies;
  token: string;
  readAt: number;
  reading: Promise<void> | null;
}

/**
 * The vocabularies of each database, loaded when first asked (that search waits for them),
 * then read again in the background when the change token differs from the one they were read
 * under and `VOCABULARY_REFRESH_MS` has passed, the old ones answering meanwhile.
 */
export function vocabularyHolder<DB extends object>(
  read: (db: DB, kind: VocabularyKind) => Promise<VocabularyRows>,
  tokenOf: (db: DB) => Promise<string>,
  now: () => number = Date.now,
) {
  const held = new WeakMap<DB, Held>();
  const first = new WeakMap<DB, Promise<{ vocabularies: Vocabularies; token: string }>>();

  async function load(db: DB): Promise<{ vocabularies: Vocabularies; token: string }> {
    const token = await tokenOf(db);
    const [titles, people] = await Promise.all([read(db, 'titles'), read(db, 'people')]);
    return {
      token,
      vocabularies: {
        titles: new Vocabulary(titles.terms, titles.counts),
        people: new Vocabulary(people.terms, people.counts),
      },
    };
  }

  return async function vocabularies(db: DB): Promise<Vocabularies> {
    const current = held.get(db);
    if (!current) {
      // Searches arriving together share the first read.
      let loading = first.get(db);
      if (!loading) {
        loading = load(db).finally(() => first.delete(db));
        first.set(db, loading);
      }
      const loaded = await loading;
      const fresh = held.get(db) ?? { ...loaded, readAt: now(), reading: null };
      held.set(db, fresh);
      return fresh.vocabularies;
    }
    if (!current.reading && now() - current.readAt >= VOCABULARY_REFRESH_MS) {
      const token = await tokenOf(db);
      // Unchanged: looked at again only after the same delay.
      if (token === current.token) current.readAt = now();
      else if (!current.reading) {
        current.readAt = now();
        current.reading = load(db)
          .then((loaded) => {
            current.vocabularies = loaded.vocabularies;
            current.token = loaded.token;
          })
          // A failed read keeps the old vocabularies; the next search past the delay tries again.
          .catch(() => undefined)
          .finally(() => {
            current.reading = null;
          });
      }
    }
    return current.vocabularies;
  };
}
