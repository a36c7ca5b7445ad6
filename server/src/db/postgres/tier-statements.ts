import { type RawBuilder, sql } from 'kysely';
import type { SearchTier, TaggedFilters } from '../engine.js';
import { filmIdOfKey } from './postings.js';
import { cheapestReading, guardedMatches, type Reading, rarestGroup } from './reading.js';
import { SEARCH_KEY } from './search-schema.js';
import { type Counts, startsWith } from './word-counts.js';

/**
 * The statements of PostgreSQL's search tiers, whatever their words came from (the typed words
 * counted in `word-counts.ts`, or the term groups of `term-groups.ts`): read from the posting
 * lists (`postings.ts`), or as matches of a `tsquery`, as `readingOf` picks.
 */

/** A film's search key (`SEARCH_KEY`), for ordering a tier. */
export const keyOf = (film: string) => sql.raw(SEARCH_KEY(film));

/**
 * µs a walked row and a fetched match cost (`reading.ts`): titles' tsvectors are in the
 * key-order index (migration 0015), synopses' and names' are read from the table; a film's row
 * is bigger than a person's, and its pages less often cached.
 */
export const ROW_US = {
  titles: { walkRow: 0.15, matchRow: 10 },
  synopsis: { walkRow: 5, matchRow: 10 },
  people: { walkRow: 0.6, matchRow: 4 },
} as const;

/**
 * How a tier reads (`cheapestReading`). `terms`: each word's terms, when the dictionary named
 * every word's (else null). Words of one term each are always read as their runs in key order,
 * joined, read no further than a walk would go, and without testing a tsvector.
 */
export function readingOf(
  terms: readonly (readonly string[])[] | null,
  groups: { postings: readonly number[]; prefixed: number },
  size: number,
  limit: number,
  read: keyof typeof ROW_US,
): Reading {
  if (terms?.every((word) => word.length === 1)) return 'runs';
  return cheapestReading({
    groups: groups.postings,
    prefixed: groups.prefixed,
    size,
    limit,
    runs: terms !== null,
    ...ROW_US[read],
  });
}

/** The terms to read a tier's postings as runs in key order (`termRuns`) with, or null. */
export const runsOf = (reading: Reading, terms: readonly (readonly string[])[] | null) =>
  reading === 'runs' ? terms : null;

/**
 * The keys (`column`) of the postings in `table` of every word, each once (narrowed by
 * `conditions`):
 * - as runs in key order when given each word's terms (`runsOf`), so that a LIMIT on the key
 *   stops reading them early;
 * - else each word's postings are a range of the index, in term order, and several words'
 *   ranges are intersected (`INTERSECT`: a hash of the rows, whatever the planner guesses of a
 *   range's size, where a join could turn into a nested loop over two ranges).
 */
export function postingKeys(
  table: string,
  column: string,
  counts: Counts,
  terms: readonly (readonly string[])[] | null,
  conditions: RawBuilder<unknown>[],
): RawBuilder<unknown> {
  if (terms) return termRuns(table, column, terms, conditions);
  const postings = (word: RawBuilder<unknown>) => wordPostings(table, column, word, conditions);
  const ranges = counts.words.map(({ word }) => postings(startsWith('p.term', word)));
  return ranges.length === 1
    ? sql`SELECT DISTINCT * FROM (${ranges[0]}) r`
    : sql.join(ranges, sql` INTERSECT `);
}

/**
 * The keys (`column`) in `table` of the films (people) holding a term of every word (`terms`,
 * each word's), each once. A term's postings are one run of the index in key order; a word's
 * runs are merged in that order (a Merge Append: each run a sorted subquery of its own, as the
 * planner merges only sorted inputs) and rid of repeats (a film holding two of its terms) by
 * comparing each key with the one before (`DISTINCT` was hashed whole, the planner guessing 200
 * keys: 260 ms for 'th'), and the words' joined in that order (a merge join, or what the
 * planner picks from the terms' statistics), so that a LIMIT on the key stops early.
 */
export function termRuns(
  table: string,
  column: string,
  terms: readonly (readonly string[])[],
  conditions: RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const run = (term: string) => wordPostings(table, column, sql`p.term = ${term}`, conditions);
  // In one order whatever the words' (the planner picks the joins' own), so that a tier of the
  // same words in another order compiles the same and is left out as a repeat.
  const [first, ...others] = inOneOrder(terms).map((word, index) => {
    const name = sql.ref(`w${index}`);
    if (word.length === 1) return sql`(${run(word[0] as string)}) ${name}`;
    const merged = sql.join(
      word.map((term) => sql`(${run(term)} ORDER BY key)`),
      sql` UNION ALL `,
    );
    return sql`(SELECT key FROM (SELECT key, lag(key) OVER (ORDER BY key) AS previous
      FROM (${merged}) r) r WHERE previous IS DISTINCT FROM key) ${name}`;
  });
  return sql`SELECT key FROM ${first}${sql.join(
    others.map((runs) => sql` JOIN ${runs} USING (key)`),
    sql``,
  )}`;
}

/** Each word's terms, and the words, in one order whatever the order they came in. */
const inOneOrder = (terms: readonly (readonly string[])[]) =>
  terms.map((word) => [...word].sort()).sort((a, b) => a.join(' ').localeCompare(b.join(' ')));

/**
 * What a film tier of each word's whole `terms` in a posting table matches (`SearchTier.matches`):
 * a tier of the typed words matches what one of the same words in the dictionaries' order does
 * ('la ultima noche' read 'ultima' and 'noche' twice, 4.5 ms each at 1,000,000 films), as a
 * typo tier whose candidates are a prefix's terms does ('secret garden': 'secret', 'secreta',
 * 'secreto' and 'garden' both times).
 */
export function termMatches(
  table: string,
  mask: number,
  filters: TaggedFilters,
  terms: readonly (readonly string[])[] | null,
): string | undefined {
  if (!terms) return undefined;
  return JSON.stringify([table, mask, filters.onlyDownloadable, filters.genre, inOneOrder(terms)]);
}

/** The keys (`column`) of the postings in `table` whose term meets `word` and `conditions`. */
export const wordPostings = (
  table: string,
  column: string,
  word: RawBuilder<unknown>,
  conditions: RawBuilder<unknown>[],
) => sql`SELECT p.${sql.ref(column)} AS key FROM ${sql.table(table)} p
  WHERE ${sql.join([word, ...conditions], sql` AND `)}`;

/**
 * How a tier reads matches of a `tsquery` (any way but the postings): `rarest` carries the keys
 * of the postings of its rarest group (the films' keys, or the people's ids); `guarded`, the
 * matches it fetches at most and the tier read from its postings (the same columns as the
 * matches: film id and key, or person id), answered past them.
 */
export type Match =
  | { reading: 'index' | 'walk' }
  | { reading: 'rarest'; rarest: RawBuilder<unknown> }
  | { reading: 'guarded'; most: number; postings: RawBuilder<unknown> };

/**
 * What each way of reading a tier needs (`readFilmTier`, `readPeople`); the statements built
 * only for the way picked (every way's were built, 2.5% of what a search allocated).
 */
export interface Alternatives {
  /** The keys of the postings of its rarest group. */
  rarest: () => RawBuilder<unknown>;
  /** The tier read from its postings (film id and key, or person id). */
  postings: () => RawBuilder<unknown>;
  /** The postings of each group. */
  groups: readonly number[];
  /** What the tier reads (for the cost of a match). */
  read: keyof typeof ROW_US;
}

/**
 * The rows of `matches` (a statement), or when there are more than `most` of them, those of
 * `postings` instead: the lazily read `found` stops at `most + 1` rows (a `MATERIALIZED` CTE is
 * planned for all its rows, so the GIN reading stays one, not a walk for the first few), and a
 * one-time filter runs only one of the two. 'amor eterno''s typo tier at 1,000,000 films: 632
 * matches fetched in 3.4-4.1 ms, the postings (56,000 hashed, 8-9 ms) never read.
 */
function guardedRows(matches: RawBuilder<unknown>, most: number, postings: RawBuilder<unknown>) {
  const fetched = sql`(SELECT count(*) FROM first)`;
  return sql`(WITH found AS MATERIALIZED (${matches}),
    first AS MATERIALIZED (SELECT * FROM found LIMIT ${sql.lit(most + 1)})
    SELECT * FROM first WHERE ${fetched} <= ${sql.lit(most)}
    UNION ALL
    SELECT * FROM ${postings} p WHERE ${fetched} > ${sql.lit(most)})`;
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

export const tier = (
  source: RawBuilder<unknown>,
  applies: TaggedFilters,
  expected: number,
): SearchTier => ({
  source: sql`(SELECT * FROM ${source} s)`,
  ids: sql`(SELECT film_id FROM ${source} s)`,
  applies,
  expected,
});

/**
 * A film tier read as `reading`: from its postings, or the films whose `column` matches `query`;
 * with what it matches when told (`termMatches`).
 */
export function readFilmTier(
  reading: Reading,
  column: 'search_titles' | 'search_synopsis',
  query: RawBuilder<unknown>,
  others: Alternatives,
  filters: TaggedFilters,
  expected: number,
  matches: string | undefined,
): SearchTier {
  const read =
    reading === 'postings' || reading === 'runs'
      ? tier(others.postings(), filters, expected)
      : matchTier(column, query, filters, expected, matchOf(reading, others));
  return matches === undefined ? read : { ...read, matches };
}

/** The conditions on a film posting `p` of a title mask and of the downloadable filter. */
export const postingConditions = (mask: number, filters: TaggedFilters) => [
  ...(mask ? [sql`p.columns & ${sql.lit(mask)} <> 0`] : []),
  ...(filters.onlyDownloadable ? [sql`p.downloadable`] : []),
];

/** A `Match` of a reading, with what it needs of the tier's other ways to be read. */
export function matchOf(
  reading: Exclude<Reading, 'postings' | 'runs'>,
  others: Alternatives,
): Match {
  if (reading === 'rarest') return { reading, rarest: others.rarest() };
  if (reading !== 'guarded') return { reading };
  const most = guardedMatches(others.groups, ROW_US[others.read].matchRow);
  return { reading, most, postings: others.postings() };
}

/** The postings of the word with the fewest (`prefixGroups`'s counts), as `wordPostings`. */
export function rarestWordPostings(
  table: string,
  column: string,
  counts: Counts,
  groups: { postings: readonly number[] },
  conditions: RawBuilder<unknown>[],
) {
  const word = counts.words[rarestGroup(groups.postings)]?.word ?? '';
  return wordPostings(table, column, startsWith('p.term', word), conditions);
}

/**
 * A tier of the films whose tsvector `column` matches `query`: walking the films in key order
 * (the tier's LIMIT stops it); all of them from the GIN index, then sorted (`OFFSET 0` keeps
 * the planner from turning that into a walk, which it prices too low for rare matches), or as
 * many as `guarded` allows; or the films of the rarest group's postings, each tested.
 */
export function matchTier(
  column: 'search_titles' | 'search_synopsis',
  query: RawBuilder<unknown>,
  filters: TaggedFilters,
  expected: number,
  match: Match,
): SearchTier {
  const where = sql.join(
    [
      ...(match.reading === 'rarest'
        ? [sql`f.id IN (SELECT ${sql.raw(filmIdOfKey('r.key'))} FROM (${match.rarest}) r)`]
        : []),
      sql`f.${sql.ref(column)} @@ ${query}`,
      ...filtersOn(filters),
    ],
    sql` AND `,
  );
  const matches = sql`SELECT f.id AS film_id, ${keyOf('f')} AS key FROM film f WHERE ${where}`;
  if (match.reading === 'guarded') {
    return tier(guardedRows(matches, match.most, match.postings), filters, expected);
  }
  const fence = match.reading === 'index' ? sql` OFFSET 0` : sql``;
  return tier(sql`(${matches}${fence})`, filters, expected);
}

/** Films (id and key) of film keys read from postings (`key`), the genre checked when asked. */
export function keysSource(keys: RawBuilder<unknown>, filters: TaggedFilters): RawBuilder<unknown> {
  const id = sql.raw(filmIdOfKey('c.key'));
  const genre = filters.genre
    ? sql`WHERE EXISTS (SELECT 1 FROM film_genre g WHERE g.film_id = ${id} AND g.code = ${filters.genre})`
    : sql``;
  return sql`(SELECT ${id} AS film_id, c.key FROM (${keys}) c ${genre})`;
}

/**
 * People whose name matches `query`, lowest id first, at most `limit`: a walk of the primary key
 * testing each name, which stops early for common names; every match from the GIN index, then
 * sorted (fenced as `matchTier`'s), or as many as `guarded` allows; or the people of the
 * rarest group's postings, each tested.
 */
export function matchingPeople(
  query: RawBuilder<unknown>,
  limit: number,
  match: Match,
): RawBuilder<{ id: number }> {
  if (match.reading === 'walk') {
    return sql`(SELECT p.id AS id FROM person p WHERE p.search @@ ${query}
      ORDER BY p.id LIMIT ${sql.lit(limit)})`;
  }
  if (match.reading === 'guarded') {
    const matches = sql`SELECT p.id FROM person p WHERE p.search @@ ${query}`;
    return sql`(SELECT s.id FROM ${guardedRows(matches, match.most, match.postings)} s
      ORDER BY s.id LIMIT ${sql.lit(limit)})`;
  }
  const among =
    match.reading === 'rarest' ? sql`p.id IN (SELECT r.key FROM (${match.rarest}) r) AND ` : sql``;
  return sql`(SELECT s.id FROM (SELECT p.id FROM person p WHERE ${among}p.search @@ ${query}
    OFFSET 0) s ORDER BY s.id LIMIT ${sql.lit(limit)})`;
}

/**
 * People matching `query`, lowest id first, at most `limit`, read as `reading`: from their
 * postings, or `matchingPeople`.
 */
export function readPeople(
  reading: Reading,
  query: RawBuilder<unknown>,
  others: Alternatives,
  limit: number,
): RawBuilder<{ id: number }> {
  if (reading === 'postings' || reading === 'runs') {
    return sql`(SELECT * FROM ${others.postings()} c ORDER BY c.id LIMIT ${sql.lit(limit)})`;
  }
  return matchingPeople(query, limit, matchOf(reading, others));
}

/** People (ids) of person keys read from postings. */
export const peopleIds = (keys: RawBuilder<unknown>) => sql`(SELECT c.key AS id FROM (${keys}) c)`;
