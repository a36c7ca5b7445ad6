import { type RawBuilder, sql } from 'kysely';
import { ftsPrefixQuery } from './fts-query.js';
import { FILM_KEY_FACTOR, SEARCH_TAGS } from './sqlite-schema.js';

/** Fields the search text can match (the contract's seven mask flags). */
export type SearchField = 'nom' | 'nomo' | 'nomen' | 'd' | 'a' | 'cw' | 'arg';

/**
 * How many of the best-known matching people a film search follows to their films (was 200:
 * at 3,000,000 people, a common name's first 200 people have about 4,000 films to read and
 * sort, about 20 ms; the first 100 about 2,500, 7 ms).
 */
const PEOPLE_PER_SEARCH = 100;

/**
 * Filters that the film indexes apply themselves, so a search narrows by them inside FTS5: only
 * downloadable films by searching the index of films with files, a genre by its tag.
 */
export interface TaggedFilters {
  onlyDownloadable: boolean;
  /** Genre code, or null for every genre. */
  genre: string | null;
}

/**
 * One relevance tier of a film search: 0 a title matches, 1 one of its people matches, 2 only
 * the synopsis matches.
 */
export interface SearchTier {
  /**
   * Rows `(film_id, key)` to join to `film` on `film.id = film_id`. When `keyOrdered`, `key` is
   * the film index's rowid (votes * 2^26 + id): ordering by it descending is the index's own
   * order (votes desc, id desc, no sort), and a LIMIT stops the walk early. Otherwise the tier
   * is a bounded set of films, to order by votes.
   */
  source: RawBuilder<{ film_id: number; key: number }>;
  keyOrdered: boolean;
  /** The tier's film ids (evaluated once per statement), to leave them out of later tiers. */
  ids: RawBuilder<{ film_id: number }>;
}

export interface FilmSearch {
  /** Tiers in relevance order; a film belongs to the first tier it matches. */
  tiers: SearchTier[];
  /** Whether the tiers' sources already apply `onlyDownloadable` and the genre. */
  tagged: TaggedFilters;
}

const quote = (token: string) => `"${token}"`;

/**
 * The film indexes (see `sqlite-schema.ts`): titles and synopsis of every film, and both of
 * the films with files only, which a search of only downloadable films walks instead.
 */
type FilmIndex = 'film_fts' | 'film_synopsis_fts' | 'film_downloadable_fts';

function withGenre(query: string, genre: string | null): string {
  return genre ? `${query} AND {tags} : ${quote(SEARCH_TAGS.genre(genre))}` : query;
}

/** A tier read from one of the film indexes, in its rowid order. */
function ftsTier(table: FilmIndex, query: string): SearchTier {
  const index = sql.table(table);
  return {
    source: sql`(SELECT rowid AS key, rowid % ${sql.lit(FILM_KEY_FACTOR)} AS film_id
      FROM ${index} WHERE ${index} MATCH ${query})`,
    keyOrdered: true,
    ids: sql`(SELECT rowid % ${sql.lit(FILM_KEY_FACTOR)} AS film_id
      FROM ${index} WHERE ${index} MATCH ${query})`,
  };
}

const TITLE_COLUMNS = ['nom', 'nomo', 'nomen'] as const;
const ROLES = ['d', 'a', 'c', 'w'] as const;

/**
 * The relevance tiers of a search for `text` in `fields`, narrowed by the tagged filters.
 * Null when the text has nothing searchable or the fields select no tier.
 */
export function filmSearch(
  text: string,
  fields: readonly SearchField[],
  filters: TaggedFilters,
): FilmSearch | null {
  const titleColumns = fields.filter(
    (field) => field === 'nom' || field === 'nomo' || field === 'nomen',
  );
  const roles = fields.flatMap((field) =>
    field === 'cw' ? ['c', 'w'] : field === 'd' || field === 'a' ? [field] : [],
  );
  const downloadable = filters.onlyDownloadable;
  const tiers: SearchTier[] = [];
  // Typed words never match a tag (tags start with '_', which splits typed text), so in the
  // titles index the columns need naming only when some are left out (a column filter costs a
  // check per match); the downloadable index holds the synopsis too.
  const titleQuery = titleColumns.length
    ? ftsPrefixQuery(
        text,
        downloadable || titleColumns.length < TITLE_COLUMNS.length ? titleColumns : undefined,
      )
    : null;
  if (titleQuery) {
    tiers.push(
      ftsTier(
        downloadable ? 'film_downloadable_fts' : 'film_fts',
        withGenre(titleQuery, filters.genre),
      ),
    );
  }
  const peopleQuery = roles.length ? ftsPrefixQuery(text) : null;
  if (peopleQuery) {
    // Every role (the web's mask): no condition, so the credits are read by person alone.
    const someRoles =
      roles.length < ROLES.length ? sql`fp.role IN (${sql.join(roles)}) AND` : sql``;
    const films = sql<{
      film_id: number;
    }>`(SELECT DISTINCT fp.film_id AS film_id FROM film_person fp
      WHERE ${someRoles} fp.person_id IN (
        SELECT rowid FROM person_fts WHERE person_fts MATCH ${peopleQuery}
        ORDER BY rowid LIMIT ${sql.lit(PEOPLE_PER_SEARCH)}))`;
    tiers.push({
      source: sql`(SELECT film_id, 0 AS key FROM ${films})`,
      keyOrdered: false,
      ids: films,
    });
  }
  const synopsisQuery = fields.includes('arg')
    ? ftsPrefixQuery(text, downloadable ? ['arg'] : undefined)
    : null;
  if (synopsisQuery) {
    tiers.push(
      ftsTier(
        downloadable ? 'film_downloadable_fts' : 'film_synopsis_fts',
        withGenre(synopsisQuery, filters.genre),
      ),
    );
  }
  return tiers.length ? { tiers, tagged: filters } : null;
}

/**
 * People whose name matches `text`, lowest IMDb id first (the oldest entries, which are the
 * best-known names), at most `limit`. The FTS rowid order lets the query stop at `limit`.
 */
export function peopleMatching(text: string, limit: number): RawBuilder<{ id: number }> | null {
  const query = ftsPrefixQuery(text);
  if (!query) return null;
  return sql`(SELECT rowid AS id FROM person_fts WHERE person_fts MATCH ${query}
    ORDER BY rowid LIMIT ${limit})`;
}
