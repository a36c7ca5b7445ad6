import { type RawBuilder, sql } from 'kysely';
import { directedFirst, type SearchTier, type TaggedFilters } from '../engine.js';
import {
  type FilmSearchRequest,
  type SearchReads,
  type TermGroup,
  TITLE_COLUMNS,
  type TierSpec,
  typedTitlesRead,
} from '../search-reads.js';
import { changeToken } from './changes.js';
import { filmIdOfKey, searchKeyOf } from './film-tables.js';
import { ftsPrefixQuery } from './fts-query.js';
import { SEARCH_TAGS } from './search-schema.js';
import { ftsGroupsQuery, readVocabulary } from './term-groups.js';

/**
 * How many of the best-known matching people a film search follows to their films (at
 * 3,000,000 people, a common name's first 100 people have about 2,500 films, whose keys are
 * read from the credits' index and sorted: about 1 ms).
 */
const PEOPLE_PER_SEARCH = 100;

const quote = (token: string) => `"${token}"`;

/**
 * The film indexes (see `search-schema.ts`): titles and synopsis of every film, and both of
 * the films with files only, which a search of only downloadable films walks instead.
 */
type FilmIndex = 'film_fts' | 'film_synopsis_fts' | 'film_downloadable_fts';

function withGenre(query: string, genre: string | null): string {
  return genre ? `${query} AND {tags} : ${quote(SEARCH_TAGS.genre(genre))}` : query;
}

const filmIdOfRowid = sql.raw(filmIdOfKey('rowid'));

/** A tier read from one of the film indexes, in its rowid order. */
function ftsTier(table: FilmIndex, query: string, applies: TaggedFilters): SearchTier {
  const index = sql.table(table);
  return {
    source: sql`(SELECT rowid AS key, ${filmIdOfRowid} AS film_id
      FROM ${index} WHERE ${index} MATCH ${query})`,
    ids: sql`(SELECT ${filmIdOfRowid} AS film_id FROM ${index} WHERE ${index} MATCH ${query})`,
    applies,
  };
}

/**
 * A people tier: the films credited in `roles` to the best-known people whose names match,
 * read by person from the credits' index of film keys (only the films with files when asked,
 * from its partial index), so that no film row is read to order them.
 */
function peopleTier(query: string, roles: string[], onlyDownloadable: boolean): SearchTier {
  const conditions = [
    ...(onlyDownloadable ? [sql`fp.downloadable = 1`] : []),
    // Every role (the web's mask) needs no condition.
    ...(roles.length < ROLES.length ? [sql`fp.role IN (${sql.join(roles)})`] : []),
    sql`fp.person_id IN (SELECT rowid FROM person_fts WHERE person_fts MATCH ${query}
      ORDER BY rowid LIMIT ${sql.lit(PEOPLE_PER_SEARCH)})`,
  ];
  const where = sql.join(conditions, sql` AND `);
  return {
    source: sql`(SELECT DISTINCT fp.film_key AS key,
      ${sql.raw(filmIdOfKey('fp.film_key'))} AS film_id FROM film_person fp WHERE ${where})`,
    ids: sql`(SELECT fp.film_id AS film_id FROM film_person fp WHERE ${where})`,
    applies: { onlyDownloadable, genre: null },
  };
}

/** The people tiers of a query: the films they directed first, then their other roles'. */
function peopleTiers(query: string, roles: string[], onlyDownloadable: boolean): SearchTier[] {
  return directedFirst(roles).map((some) => peopleTier(query, some, onlyDownloadable));
}

/** A tier of films the plan names, by id, in key order; the list's conditions filter it. */
function namedFilms(ids: readonly number[]): SearchTier {
  const list = sql.join(ids.map((id) => sql.lit(id)));
  return {
    source: sql`(SELECT ${sql.raw(searchKeyOf('film'))} AS key, film.id AS film_id
      FROM film WHERE film.id IN (${list}))`,
    ids: sql`(SELECT film.id AS film_id FROM film WHERE film.id IN (${list}))`,
    applies: { onlyDownloadable: false, genre: null },
    expected: ids.length,
    named: true,
  };
}

const ROLES = ['d', 'a', 'c', 'w'] as const;

/**
 * The tiers of the plan's `specs` (`catalogue/search/`) read from the FTS5 indexes, narrowed by
 * the tagged filters: the people tiers each in two, directed films first. Null when none.
 */
function filmTiers(request: FilmSearchRequest, specs: readonly TierSpec[]) {
  const { text, titleColumns, roles, filters } = request;
  const downloadable = filters.onlyDownloadable;
  const titleIndex = downloadable ? 'film_downloadable_fts' : 'film_fts';
  // Typed words never match a tag (tags start with '_', which splits typed text), so in the
  // titles index the columns need naming only when some are left out (a column filter costs a
  // check per match); the downloadable index holds the synopsis too.
  const columns =
    downloadable || titleColumns.length < TITLE_COLUMNS.length ? titleColumns : undefined;
  const titleTier = (query: string) =>
    ftsTier(titleIndex, withGenre(query, filters.genre), filters);
  const tierOf = (spec: TierSpec): SearchTier[] => {
    if (spec.read === 'titles') return [titleTier(ftsGroupsQuery(spec.groups, columns))];
    if (spec.read === 'people') {
      return peopleTiers(ftsGroupsQuery(spec.groups), roles, downloadable);
    }
    if (spec.read === 'title-words') {
      const titleQuery = ftsPrefixQuery(text, columns);
      return titleQuery ? [titleTier(titleQuery)] : [];
    }
    if (spec.read === 'people-words') {
      const peopleQuery = ftsPrefixQuery(text);
      return peopleQuery ? peopleTiers(peopleQuery, roles, downloadable) : [];
    }
    const synopsisQuery = ftsPrefixQuery(text, downloadable ? ['arg'] : undefined);
    if (!synopsisQuery) return [];
    const index = downloadable ? 'film_downloadable_fts' : 'film_synopsis_fts';
    return [ftsTier(index, withGenre(synopsisQuery, filters.genre), filters)];
  };
  const tiers = specs.flatMap(tierOf);
  return tiers.length ? { tiers } : null;
}

/**
 * People whose name matches `text`, lowest IMDb id first (the oldest entries, which are the
 * best-known names), at most `limit`. The FTS rowid order lets the query stop at `limit`.
 */
function peopleMatching(text: string, limit: number): RawBuilder<{ id: number }> | null {
  const query = ftsPrefixQuery(text);
  if (!query) return null;
  return sql`(SELECT rowid AS id FROM person_fts WHERE person_fts MATCH ${query}
    ORDER BY rowid LIMIT ${limit})`;
}

/** Films whose titles match every group, most voted first, at most `limit`. */
const titlesMatching = async (_db: unknown, groups: readonly TermGroup[], limit: number) =>
  sql<{ id: number }>`(SELECT ${filmIdOfRowid} AS id FROM film_fts
    WHERE film_fts MATCH ${ftsGroupsQuery(groups)} ORDER BY rowid LIMIT ${limit})`;

/** A title column as migration 0034 indexes it: `lower()` lowers ASCII letters alone. */
export const typedTitle = (column: string) => `lower(${column})`;

/** People whose names match every group, lowest IMDb id first, at most `limit`. */
const peopleWithTerms = async (_db: unknown, groups: readonly TermGroup[], limit: number) =>
  sql<{ id: number }>`(SELECT rowid AS id FROM person_fts
    WHERE person_fts MATCH ${ftsGroupsQuery(groups)} ORDER BY rowid LIMIT ${limit})`;

/** The search plan's statements on SQLite: FTS5 indexes kept by triggers (`search-schema.ts`). */
export const sqliteSearch: SearchReads = {
  readVocabulary: (db, kind) => readVocabulary(db, kind),
  vocabularyToken: (db) => changeToken(db),
  // FTS5 needs no look at the database to pick its plan.
  filmSearch: (_db, request) => ({ read: async (specs) => filmTiers(request, specs) }),
  peopleMatching: async (_db, text, limit) => peopleMatching(text, limit),
  titlesMatching,
  namedFilms,
  typedTitles: typedTitlesRead(typedTitle),
  peopleWithTerms,
};
