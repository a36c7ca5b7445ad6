import type { Kysely, Migration, RawBuilder } from 'kysely';
import type { SearchReads } from './search-reads.js';

/**
 * How long an engine's `changeTokenReader` may trust what it last read of commits by other
 * connections (another process, another app server): they show within this long, while the
 * reader's own connection's writes show at once.
 */
export const OTHER_COMMITS_SEEN_WITHIN_MS = 1000;

/**
 * What one database engine brings beyond the portable queries and migrations: its search's reads, its
 * change token and its own migrations. Each engine implements it in its folder under `db/`
 * (`db/sqlite/`), and `engineOf` in `db/connection.ts` picks the one of a database; the areas
 * receive it and never import an engine's folder.
 */
export interface Engine {
  /** Every migration in the order they run: the portable ones and the engine's own. */
  migrations: Record<string, Migration>;
  /** The statements of the catalogue's search plan (`catalogue/search/`). */
  search: SearchReads;
  /**
   * A function answering a token that changes whenever the database may have changed since it
   * was last read, for caches of query results, which keep the token they were filled under and
   * are dropped when it differs. Read on every cached call, so it must be cheap.
   */
  changeTokenReader<DB>(db: Kysely<DB>): () => Promise<string>;
  /**
   * Whether several app servers may run on the database at once (PostgreSQL), so that the
   * download engine claims disks and follows copies through the database, not only in memory.
   */
  sharedByServers: boolean;
  /** How a bulk load sets the search upkeep aside and rebuilds it once. */
  searchUpkeep: SearchUpkeep;
  /**
   * An aggregate of a statement's rows: their `value`s in `order` as a JSON array ('[]' for no
   * row), in the engine's own syntax. Many ids come back as one field, parsed at once, rather
   * than as a row each.
   */
  orderedJsonArray(value: RawBuilder<unknown>, order: RawBuilder<unknown>): RawBuilder<string>;
}

/**
 * How a bulk load (the IMDb import into an empty catalogue) sets the engine's search upkeep
 * aside and rebuilds the search once at its end, instead of updating it row by row. The mark
 * that it is set aside lives in the database, so a load killed meanwhile is seen by the next.
 */
export interface SearchUpkeep {
  /** Whether the upkeep is set aside (by a load that has not finished). */
  suspended<DB>(db: Kysely<DB>): Promise<boolean>;
  /** Sets the upkeep aside; nothing if it already is. */
  suspend<DB>(db: Kysely<DB>): Promise<void>;
  /** Rebuilds the search from the tables and puts the upkeep back; nothing if it is in place. */
  rebuild<DB>(db: Kysely<DB>): Promise<void>;
}

/**
 * A search answers at most its first this many films, in its order: `total` counts up to it,
 * and paging stops there (five pages of 100, or one of the largest page). Counting every match
 * of a short prefix ('ma') at an IMDb-sized catalogue would walk hundreds of thousands of rows
 * on every call; a longer list is no use to anyone scrolling, who rather types a second word.
 */
export const SEARCH_RESULTS_CAP = 500;

/**
 * The roles of a people search split in two, each a tier of its own: the films the people
 * named directed come first (issue 29), then their films in the other roles asked.
 */
export function directedFirst(roles: readonly string[]): string[][] {
  const others = roles.filter((role) => role !== 'd');
  return [...(roles.includes('d') ? [['d']] : []), ...(others.length ? [others] : [])];
}

/**
 * Filters that the engine's film indexes apply themselves, so a search narrows by them inside
 * the index: only downloadable films, a genre.
 */
export interface TaggedFilters {
  onlyDownloadable: boolean;
  /** Genre code, or null for every genre. */
  genre: string | null;
}

/**
 * One relevance tier of a film search (in order: the titles word for word, as prefixes, the
 * people named, the titles with typos, the people with typos, the synopsis).
 */
export interface SearchTier {
  /**
   * Rows `(film_id, key)` to join to `film` on `film.id = film_id`; ordering by `key` ascending
   * orders by votes desc, then id desc (on SQLite the film's search key, see
   * `sqlite/film-tables.ts`, the index's own order, so a LIMIT stops the walk early).
   */
  source: RawBuilder<{ film_id: number; key: number }>;
  /** The tier's film ids (evaluated once per statement), to leave them out of later tiers. */
  ids: RawBuilder<{ film_id: number }>;
  /** The filters that the tier's source already applies. */
  applies: TaggedFilters;
  /**
   * How many films the engine expects the tier to hold, when its own counts tell (PostgreSQL's
   * postings): the catalogue's queries read the next tier at the same time when the tiers
   * before it are not expected to fill the cap. A guess for scheduling only: answers never
   * depend on it.
   */
  expected?: number;
  /**
   * How many films the tier holds at least, when the engine's own exact counts tell (one word's
   * most frequent term in PostgreSQL's dictionaries): a total that reaches the cap with it needs
   * no reading. Unlike `expected`, answers rely on it, so it must never be more than the tier
   * holds.
   */
  atLeast?: number;
  /**
   * What the tier matches, in one form whatever the way it is read, when the engine can tell
   * (PostgreSQL: the whole terms of each word in a posting table): a tier matching what an
   * earlier one does adds no film, and is not read.
   */
  matches?: string;
  /**
   * A later tier of the same search that holds every film of this one, when the engine can tell
   * (its title tiers' terms: word for word within the prefixes, both within the typos): past
   * the page, this tier's films only count for the total, which that tier reads. So this one is
   * read only as far as the page, and not at all for a total alone.
   */
  within?: SearchTier;
  /**
   * The films the plan named itself (a title typed whole, `catalogue/search/whole-title.ts`),
   * not films of terms: the tier reads them by id, and the catalogue's query applies the filters.
   */
  named?: true;
}

export interface FilmSearch {
  /** Tiers in relevance order; a film belongs to the first tier it matches. */
  tiers: SearchTier[];
}

/**
 * An engine's tables as a source of rows, for moving a site to another engine
 * (`moveSqliteToPostgres` in `db/connection.ts`).
 */
export interface TableSource {
  /** The columns of a table, or null when the source has no such table. */
  columns(table: string): Promise<string[] | null>;
  count(table: string): Promise<number>;
  /** Every row of a table in batches of at most `size`, in a stable order. */
  batches(table: string, columns: string[], size: number): AsyncIterable<Record<string, unknown>[]>;
}
