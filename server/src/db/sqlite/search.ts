import type { SearchField } from '@cineclub/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type CatalogueSearch,
  directedFirst,
  type FilmSearch,
  type SearchTier,
  type TaggedFilters,
} from '../engine.js';
import { type TermGroup, typoPlan } from '../typos/plan.js';
import { filmIdOfKey } from './film-tables.js';
import { ftsPrefixQuery } from './fts-query.js';
import { SEARCH_TAGS } from './search-schema.js';
import { ftsGroupsQuery, sqliteVocabularies } from './typo-search.js';

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

const TITLE_COLUMNS = ['nom', 'nomo', 'nomen'] as const;
const ROLES = ['d', 'a', 'c', 'w'] as const;

/**
 * The relevance tiers of a search for `text` in `fields`, narrowed by the tagged filters (see
 * docs/architecture.md, "Search"): titles word for word, titles as prefixes, the people named
 * (directed films first), titles with typos, people with typos, synopses. Null when the text
 * has nothing searchable or the fields select no tier.
 */
async function filmSearch<DB>(
  db: Kysely<DB>,
  text: string,
  fields: readonly SearchField[],
  filters: TaggedFilters,
): Promise<FilmSearch | null> {
  const titleColumns = fields.filter(
    (field) => field === 'nom' || field === 'nomo' || field === 'nomen',
  );
  const roles = fields.flatMap((field) =>
    field === 'cw' ? ['c', 'w'] : field === 'd' || field === 'a' ? [field] : [],
  );
  const downloadable = filters.onlyDownloadable;
  const titleIndex = downloadable ? 'film_downloadable_fts' : 'film_fts';
  const vocabularies = await sqliteVocabularies(db as Kysely<unknown>);
  // Typed words never match a tag (tags start with '_', which splits typed text), so in the
  // titles index the columns need naming only when some are left out (a column filter costs a
  // check per match); the downloadable index holds the synopsis too.
  const columns =
    downloadable || titleColumns.length < TITLE_COLUMNS.length ? titleColumns : undefined;
  const titles = titleColumns.length ? typoPlan(text, vocabularies.titles) : null;
  const people = roles.length ? typoPlan(text, vocabularies.people) : null;
  const titleTier = (query: string) =>
    ftsTier(titleIndex, withGenre(query, filters.genre), filters);
  const tiers: SearchTier[] = [];
  if (titles?.exact) tiers.push(titleTier(ftsGroupsQuery(titles.exact, columns)));
  const titleQuery = titleColumns.length ? ftsPrefixQuery(text, columns) : null;
  if (titleQuery) tiers.push(titleTier(titleQuery));
  const peopleQuery = roles.length ? ftsPrefixQuery(text) : null;
  if (peopleQuery) tiers.push(...peopleTiers(peopleQuery, roles, downloadable));
  if (titles?.typos) tiers.push(titleTier(ftsGroupsQuery(titles.typos, columns)));
  if (people?.typos) {
    tiers.push(...peopleTiers(ftsGroupsQuery(people.typos), roles, downloadable));
  }
  const synopsisQuery = fields.includes('arg')
    ? ftsPrefixQuery(text, downloadable ? ['arg'] : undefined)
    : null;
  if (synopsisQuery) {
    tiers.push(
      ftsTier(
        downloadable ? 'film_downloadable_fts' : 'film_synopsis_fts',
        withGenre(synopsisQuery, filters.genre),
        filters,
      ),
    );
  }
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

/** People whose names match every group, lowest IMDb id first, at most `limit`. */
const peopleWithTerms = async (_db: unknown, groups: readonly TermGroup[], limit: number) =>
  sql<{ id: number }>`(SELECT rowid AS id FROM person_fts
    WHERE person_fts MATCH ${ftsGroupsQuery(groups)} ORDER BY rowid LIMIT ${limit})`;

/** Catalogue search on SQLite: FTS5 indexes kept by triggers (see `search-schema.ts`). */
export const sqliteSearch: CatalogueSearch = {
  filmSearch,
  // FTS5 needs no look at the database to pick its plan.
  peopleMatching: async (_db, text, limit) => peopleMatching(text, limit),
  vocabularies: (db) => sqliteVocabularies(db as Kysely<unknown>),
  titlesMatching,
  peopleWithTerms,
};
