import type { SearchField } from '@cineclub/contract';
import { type RawBuilder, sql } from 'kysely';
import type { CatalogueSearch, FilmSearch, SearchTier, TaggedFilters } from '../engine.js';
import { searchWords } from '../search-words.js';
import { SEARCH_KEY, TITLE_WEIGHTS } from './search-schema.js';

/** How many of the best-known matching people a film search follows to their films (as SQLite). */
const PEOPLE_PER_SEARCH = 100;

/** A film's search key (`SEARCH_KEY`), for ordering a tier. */
const keyOf = (film: string) => sql.raw(SEARCH_KEY(film));

/**
 * The text as a prefix `tsquery` (see `search-schema.ts`), restricted to the given weights
 * (title columns), or null when it has nothing searchable.
 */
function prefixQuery(text: string, weights = ''): RawBuilder<unknown> | null {
  const words = searchWords(text);
  if (!words.length) return null;
  return sql`cineclub_prefix_query(${words.join(' ')}, ${weights})`;
}

/** The conditions of the tagged filters on `film f`. */
function filtersOn(filters: TaggedFilters) {
  return [
    ...(filters.onlyDownloadable ? [sql`f.file_count > 0`] : []),
    ...(filters.genre
      ? [
          sql`EXISTS (SELECT 1 FROM film_genre g WHERE g.film_id = f.id AND g.code = ${filters.genre})`,
        ]
      : []),
  ];
}

/** A tier of the films whose tsvector `column` matches the query, filters applied. */
function columnTier(
  column: 'search_titles' | 'search_synopsis',
  query: RawBuilder<unknown>,
  filters: TaggedFilters,
): SearchTier {
  const where = sql.join(
    [sql`f.${sql.ref(column)} @@ ${query}`, ...filtersOn(filters)],
    sql` AND `,
  );
  return {
    source: sql`(SELECT f.id AS film_id, ${keyOf('f')} AS key FROM film f WHERE ${where})`,
    ids: sql`(SELECT f.id AS film_id FROM film f WHERE ${where})`,
    applies: filters,
  };
}

const ROLES = ['d', 'a', 'c', 'w'] as const;

/** The people tier: the films credited to the best-known people whose names match. */
function peopleTier(query: RawBuilder<unknown>, roles: string[], onlyDownloadable: boolean) {
  const where = sql.join(
    [
      sql`fp.person_id IN (SELECT p.id FROM person p WHERE p.search @@ ${query}
        ORDER BY p.id LIMIT ${sql.lit(PEOPLE_PER_SEARCH)})`,
      ...(roles.length < ROLES.length ? [sql`fp.role IN (${sql.join(roles)})`] : []),
      ...filtersOn({ onlyDownloadable, genre: null }),
    ],
    sql` AND `,
  );
  const from = sql`film_person fp JOIN film f ON f.id = fp.film_id`;
  return {
    source: sql`(SELECT DISTINCT f.id AS film_id, ${keyOf('f')} AS key FROM ${from} WHERE ${where})`,
    ids: sql`(SELECT fp.film_id AS film_id FROM ${from} WHERE ${where})`,
    applies: { onlyDownloadable, genre: null },
  } satisfies SearchTier;
}

function filmSearch(
  text: string,
  fields: readonly SearchField[],
  filters: TaggedFilters,
): FilmSearch | null {
  const titleColumns = fields.filter(
    (field): field is keyof typeof TITLE_WEIGHTS => field in TITLE_WEIGHTS,
  );
  const roles = fields.flatMap((field) =>
    field === 'cw' ? ['c', 'w'] : field === 'd' || field === 'a' ? [field] : [],
  );
  const tiers: SearchTier[] = [];
  // Every title column needs no weights (a weight restriction costs a check per match).
  const weights =
    titleColumns.length < Object.keys(TITLE_WEIGHTS).length
      ? titleColumns.map((column) => TITLE_WEIGHTS[column]).join('')
      : '';
  const titleQuery = titleColumns.length ? prefixQuery(text, weights) : null;
  if (titleQuery) tiers.push(columnTier('search_titles', titleQuery, filters));
  const peopleQuery = roles.length ? prefixQuery(text) : null;
  if (peopleQuery) tiers.push(peopleTier(peopleQuery, roles, filters.onlyDownloadable));
  const synopsisQuery = fields.includes('arg') ? prefixQuery(text) : null;
  if (synopsisQuery) tiers.push(columnTier('search_synopsis', synopsisQuery, filters));
  return tiers.length ? { tiers } : null;
}

/** People whose name matches `text`, lowest IMDb id first, at most `limit`. */
function peopleMatching(text: string, limit: number): RawBuilder<{ id: number }> | null {
  const query = prefixQuery(text);
  if (!query) return null;
  return sql`(SELECT p.id AS id FROM person p WHERE p.search @@ ${query} ORDER BY p.id LIMIT ${limit})`;
}

/** Catalogue search on PostgreSQL: `tsvector` columns with GIN indexes (`search-schema.ts`). */
export const postgresSearch: CatalogueSearch = { filmSearch, peopleMatching };
