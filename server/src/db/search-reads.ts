import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { FilmSearch, SearchTier, TaggedFilters } from './engine.js';

/**
 * The seam between the catalogue's search plan (`catalogue/search/`) and an engine's search
 * statements: the plan decides what a search looks for and in which order (tiers, typos,
 * numbers, ranking); an engine reads it from its own indexes through `SearchReads`, and picks
 * only how (which index, which statement). The plan imports this file; no engine imports the
 * plan.
 */

/**
 * What one typed word matches in a tier: any of the whole terms `exact`, or any term starting
 * with one of `prefixes`. A tier matches a document holding a match of every group.
 */
export interface TermGroup {
  exact: string[];
  prefixes: string[];
}

/** The two vocabularies a search forgives typos against: titles' words, people's names'. */
export type VocabularyKind = 'titles' | 'people';

/** Terms and their postings, as an engine reads them from its own dictionaries. */
export interface VocabularyRows {
  terms: string[];
  counts: number[];
}

/** What an engine reads of a vocabulary held in memory to pick how a tier reads (PostgreSQL). */
export interface TermCounts {
  /** Postings of one whole term. */
  termCount(term: string): number;
  /** Postings of every term starting with `prefix`. */
  prefixCount(prefix: string): number;
  /** The indexes (from, to) of the terms starting with `prefix`. */
  prefixRange(prefix: string): [number, number];
  term(index: number): string;
}

export type HeldVocabularies = Record<VocabularyKind, TermCounts>;

/** The title columns a search may look in (each indexed as typed by migration 0034). */
export const TITLE_COLUMNS = ['nom', 'nomo', 'nomen'] as const;
export type TitleColumn = (typeof TITLE_COLUMNS)[number];

/**
 * A text as the titles indexed as typed are looked up: trimmed, its spaces single, its ASCII
 * letters in lower case and no other changed (SQLite's `lower()`, and PostgreSQL's under the C
 * collation, lower those alone), so that both engines find the same titles.
 */
export const typedTitleKey = (text: string): string =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** A film search as the plan asks it of an engine. */
export interface FilmSearchRequest {
  text: string;
  titleColumns: TitleColumn[];
  /** Credit roles of the people tiers ('d', 'a', 'c', 'w'); none: no people tier. */
  roles: string[];
  synopsis: boolean;
  filters: TaggedFilters;
}

/**
 * One tier of the plan, in relevance order: the titles matching term groups (the words word for
 * word, or with typos), the typed words as prefixes of titles, of people's names or of
 * synopses, the people matching term groups (with typos). The films the plan names (titles
 * typed whole) come before them, as `SearchReads.namedFilms`.
 */
export type TierSpec =
  | { read: 'titles'; groups: TermGroup[] }
  | { read: 'title-words' }
  | { read: 'people-words' }
  | { read: 'people'; groups: TermGroup[] }
  | { read: 'synopsis-words' };

/** A film search an engine has begun (it may have sent a statement already). */
export interface FilmSearchReading {
  /** The tiers of `specs`, in their order; null when none can match. */
  read(specs: readonly TierSpec[], vocabularies: HeldVocabularies): Promise<FilmSearch | null>;
}

/** The statements an engine runs for the search plan. */
export interface SearchReads {
  /** A vocabulary read from the engine's own dictionaries. */
  readVocabulary<DB>(db: Kysely<DB>, kind: VocabularyKind): Promise<VocabularyRows>;
  /** A token that changes when the vocabularies may have (`catalogue/search/vocabularies.ts`). */
  vocabularyToken<DB>(db: Kysely<DB>): Promise<string>;
  /**
   * Begins a film search, before the plan has its typo tiers (PostgreSQL counts the words'
   * postings meanwhile); null when the text has nothing searchable for it.
   */
  filmSearch<DB>(db: Kysely<DB>, request: FilmSearchRequest): FilmSearchReading | null;
  /**
   * People whose name matches `text`, best known (lowest IMDb id) first, at most `limit`, as
   * rows `(id)`; null when the text has nothing searchable.
   */
  peopleMatching<DB>(
    db: Kysely<DB>,
    text: string,
    limit: number,
  ): Promise<RawBuilder<{ id: number }> | null>;
  /** Films whose titles match every group, most voted first, at most `limit`, as rows `(id)`. */
  titlesMatching<DB>(
    db: Kysely<DB>,
    groups: readonly TermGroup[],
    limit: number,
    vocabularies: HeldVocabularies,
  ): Promise<RawBuilder<{ id: number }>>;
  /**
   * A tier of the films the plan names itself (titles typed whole), by id, in key order; the
   * list's conditions filter it.
   */
  namedFilms(ids: readonly number[]): SearchTier;
  /**
   * Films one of whose `columns` is `key` (`typedTitleKey` of a title), most voted first, at
   * most `limit`, as rows `(id)`: the titles indexed as typed.
   */
  typedTitles(
    key: string,
    columns: readonly TitleColumn[],
    limit: number,
  ): RawBuilder<{ id: number }>;
  /** People whose names match every group, lowest IMDb id first, at most `limit`. */
  peopleWithTerms<DB>(
    db: Kysely<DB>,
    groups: readonly TermGroup[],
    limit: number,
    vocabularies: HeldVocabularies,
  ): Promise<RawBuilder<{ id: number }>>;
}

/** Whether every term `inner` matches, `outer` matches too: a whole term of it, or under a prefix. */
function groupWithin(inner: TermGroup, outer: TermGroup): boolean {
  const underPrefix = (term: string) => outer.prefixes.some((prefix) => term.startsWith(prefix));
  return (
    inner.exact.every((term) => outer.exact.includes(term) || underPrefix(term)) &&
    inner.prefixes.every(underPrefix)
  );
}

/**
 * Whether every document that the groups `inner` match (a term of each group) the groups `outer`
 * match too, as the terms tell: each outer group holds every term and prefix of some inner
 * group. A title tier's films are then all in the other tier's, on the same columns and filters
 * ('noche oscura' word for word, in 'noche oscura' as prefixes, or with typos).
 */
export function groupsWithin(inner: readonly TermGroup[], outer: readonly TermGroup[]): boolean {
  return (
    outer.length > 0 &&
    outer.every((group) => inner.some((candidate) => groupWithin(candidate, group)))
  );
}

/** A film's titles, as a whole-title match compares them (`catalogue/search/whole-title.ts`). */
export interface FilmTitles {
  id: number;
  nom: string;
  nomo: string | null;
  nomen: string | null;
}

/** The titles of the films a subquery of `(id)` rows finds: one statement on every engine. */
export async function titlesOfFilms<DB>(
  db: Kysely<DB>,
  films: RawBuilder<{ id: number }>,
): Promise<FilmTitles[]> {
  const { rows } = await sql<FilmTitles>`SELECT f.id, f.nom, f.nomo, f.nomen FROM film f
    WHERE f.id IN (SELECT m.id FROM ${films} AS m)`.execute(db);
  return rows;
}

/**
 * `SearchReads.typedTitles` on an engine whose migration 0034 indexes each title column as
 * `typed(column)` (ASCII letters lowered), most voted first: the query names the same
 * expression, so that the index serves it.
 */
export function typedTitlesRead(typed: (column: string) => string): SearchReads['typedTitles'] {
  return (key, columns, limit) => {
    const each = columns.map(
      (column) => sql`SELECT c.id, c.votos FROM (SELECT f.id, f.votos FROM film f
        WHERE ${sql.raw(typed(`f.${column}`))} = ${key}
        ORDER BY f.votos DESC, f.id DESC LIMIT ${limit}) c`,
    );
    return sql<{ id: number }>`(SELECT t.id FROM (${sql.join(each, sql` UNION `)}
      ORDER BY votos DESC, id DESC LIMIT ${limit}) t)`;
  };
}

/**
 * Migration 0034 on an engine: each title column indexed as `typed(column)`, the expression
 * `typedTitlesRead` names, most voted first, so that a title typed whole is found whatever its
 * votes (issue 47).
 */
export async function createTypedTitleIndexes(
  db: Kysely<unknown>,
  typed: (column: string) => string,
): Promise<void> {
  for (const column of TITLE_COLUMNS) {
    await sql`CREATE INDEX ${sql.raw(`film_${column}_typed`)}
      ON film (${sql.raw(typed(column))}, votos DESC, id DESC)`.execute(db);
  }
}

/** The ids that a subquery of `(id)` rows finds, in its order. */
export async function filmIdsOf<DB>(
  db: Kysely<DB>,
  films: RawBuilder<{ id: number }>,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT m.id FROM ${films} AS m`.execute(db);
  return rows.map((row) => row.id);
}
