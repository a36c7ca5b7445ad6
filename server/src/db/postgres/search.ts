import type { SearchField } from '@cineclub/contract';
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type CatalogueSearch,
  directedFirst,
  type FilmSearch,
  SEARCH_RESULTS_CAP,
  type SearchTier,
  type TaggedFilters,
} from '../engine.js';
import { searchWords } from '../search-words.js';
import { groupsWithin, type TermGroup, typoPlan } from '../typos/plan.js';
import { COLUMN_BITS, filmIdOfKey } from './postings.js';
import {
  cheapestReading,
  expectedMatches,
  guardedMatches,
  type Reading,
  rarestGroup,
  TERMS_OF_A_PREFIX,
} from './reading.js';
import { SEARCH_KEY, TITLE_WEIGHTS } from './search-schema.js';
import {
  filmsEstimate,
  groupFilmTier,
  groupPeople,
  groupPostings,
  groupsTsquery,
  peopleEstimate,
  postgresVocabularies,
} from './typo-search.js';

/** How many of the best-known matching people a film search follows to their films (as SQLite). */
const PEOPLE_PER_SEARCH = 100;

/**
 * A prefix matching more terms than this in a dictionary counts as matching everything: a
 * short prefix, whose postings are never read whole.
 */
const TERMS_READ = 1000;

/** A film's search key (`SEARCH_KEY`), for ordering a tier. */
const keyOf = (film: string) => sql.raw(SEARCH_KEY(film));

/**
 * How many postings a word's prefix has in each posting table (Infinity: too many terms); only
 * those of the dictionaries counted for the search (`countWords`) are there.
 */
interface WordCounts {
  word: string;
  titles: number;
  titles_downloadable: number;
  synopsis: number;
  synopsis_downloadable: number;
  people: number;
  /** The terms of a dictionary that start with the word, or null past TERMS_OF_A_PREFIX. */
  titles_terms: string[] | null;
  synopsis_terms: string[] | null;
  people_terms: string[] | null;
  /**
   * The postings of the word's most frequent term (of the first TERMS_READ + 1 when there are
   * more): a term has one posting per film, so as many films hold the word at least.
   */
  titles_most: number;
  titles_downloadable_most: number;
  synopsis_most: number;
  synopsis_downloadable_most: number;
}

/** The counts of a word that are numbers of postings. */
type Counted = keyof Omit<WordCounts, 'word' | `${string}_terms` | `${string}_most`>;

/** A search's words with their counts, and the sizes of what a walk in key order goes through. */
interface Counts {
  words: WordCounts[];
  films: number;
  downloadable: number;
  people: number;
}

/** `term` starts with `word`: a range of the C collation, which the posting B-trees read. */
const startsWith = (term: string, word: RawBuilder<unknown> | string) =>
  sql`${sql.raw(term)} >= ${word} COLLATE "C" AND ${sql.raw(term)} < (${word} || chr(1114111)) COLLATE "C"`;

/**
 * A dictionary's counts (`columns`, by the names to answer them as) summed over the terms that
 * start with `w.lexeme`, infinite past TERMS_READ terms, when asked (`most`) the most of one of
 * those terms (as `<counted>_most`), and the terms (as `<name>_terms`) when there are at most
 * TERMS_OF_A_PREFIX.
 */
const dictionarySums = (
  name: string,
  dictionary: string,
  columns: Record<string, string>,
  most: boolean,
) =>
  sql`(SELECT ${sql.join([
    ...Object.entries(columns).flatMap(([counted, column]) => [
      sql`CASE WHEN count(*) > ${sql.lit(TERMS_READ)} THEN 'Infinity'::float8
          ELSE coalesce(sum(${sql.ref(column)}), 0)::float8 END AS ${sql.ref(counted)}`,
      ...(most
        ? [sql`coalesce(max(${sql.ref(column)}), 0)::float8 AS ${sql.ref(`${counted}_most`)}`]
        : []),
    ]),
    sql`CASE WHEN count(*) <= ${sql.lit(TERMS_OF_A_PREFIX)} THEN array_agg(d.term) END
      AS ${sql.ref(`${name}_terms`)}`,
  ])} FROM (SELECT * FROM ${sql.table(dictionary)} d WHERE ${startsWith('d.term', sql.ref('w.lexeme'))}
    LIMIT ${sql.lit(TERMS_READ + 1)}) d)`;

/** Rows' estimate of a table or index, as the planner keeps it (0 before it is first analysed). */
const estimate = (relation: string) =>
  sql<number>`(SELECT greatest(reltuples, 0)::float8 FROM pg_class
    WHERE oid = ${sql.lit(relation)}::regclass)`;

/**
 * The dictionaries a search may count, with the counts each answers, and whether a word's most
 * frequent term is asked too: what a film tier of one word holds at least (`filmTier`'s
 * `atLeast`); the people tiers use no such floor.
 */
const DICTIONARIES = {
  titles: ['film_title_term', { titles: 'postings', titles_downloadable: 'downloadable' }, true],
  synopsis: [
    'film_synopsis_term',
    { synopsis: 'postings', synopsis_downloadable: 'downloadable' },
    true,
  ],
  people: ['person_term', { people: 'postings' }, false],
} as const;

/**
 * The search's words as the tsvectors hold them (the lexemes `cineclub_prefix_query` makes),
 * with their postings counted from the dictionaries of the tiers it will run (the others'
 * counts are left out of the answer), and the sizes of the catalogue: one statement before the
 * tiers, so that each tier picks how to read.
 */
async function countWords<DB>(
  db: Kysely<DB>,
  words: string[],
  dictionaries: (keyof typeof DICTIONARIES)[],
): Promise<Counts> {
  const { rows } = await db.executeQuery<
    WordCounts & { films: number; downloadable: number; people_total: number }
  >(CompiledQuery.raw(countingSql(db, dictionaries), [words.join(' ')]));
  const [first] = rows;
  return {
    words: rows,
    films: first?.films ?? 0,
    downloadable: first?.downloadable ?? 0,
    people: first?.people_total ?? 0,
  };
}

/** The counting statements' text, by dictionaries counted. */
const countingTexts = new Map<string, string>();

/**
 * The counting statement of these dictionaries, the search's text its one parameter: the same
 * for every search, so built and compiled once (built for each search, it was 8% of what a
 * search allocated, in hundreds of small objects).
 */
function countingSql<DB>(db: Kysely<DB>, dictionaries: (keyof typeof DICTIONARIES)[]): string {
  const key = dictionaries.join(' ');
  let text = countingTexts.get(key);
  if (text === undefined) {
    const sums = dictionaries.map((name) => {
      const [dictionary, columns, most] = DICTIONARIES[name];
      return sql`LATERAL ${dictionarySums(name, dictionary, columns, most)} ${sql.ref(name)}`;
    });
    // Its one parameter ($1, compiled from the empty string here) is the search's text.
    text = sql`
      SELECT w.lexeme AS word, ${sql.join(dictionaries.map((name) => sql`${sql.ref(name)}.*`))},
        ${estimate('film')} AS films, ${estimate('film_downloadable_search_key')} AS downloadable,
        ${estimate('person')} AS people_total
      FROM unnest(to_tsvector('simple', cineclub_search_text(${''}))) w,
        ${sql.join(sums)}`.compile(db).sql;
    countingTexts.set(key, text);
  }
  return text;
}

/** Counts being read, by database and by words and dictionaries. */
const countsInFlight = new WeakMap<object, Map<string, Promise<Counts>>>();

/**
 * `countWords`, one statement for searches that ask the same counts at the same time (a page
 * asked with onlyDownloadable and the same search without it, for the films it hid). Only
 * shared while it is read, never kept.
 */
function sharedCounts<DB>(
  db: Kysely<DB>,
  words: string[],
  dictionaries: (keyof typeof DICTIONARIES)[],
): Promise<Counts> {
  let inFlight = countsInFlight.get(db);
  if (!inFlight) {
    inFlight = new Map();
    countsInFlight.set(db, inFlight);
  }
  const key = JSON.stringify([words, dictionaries]);
  let counts = inFlight.get(key);
  if (!counts) {
    const reading = inFlight;
    counts = countWords(db, words, dictionaries).finally(() => reading.delete(key));
    reading.set(key, counts);
  }
  return counts;
}

/**
 * µs a walked row and a fetched match cost (`reading.ts`): titles' tsvectors are in the
 * key-order index (migration 0015), synopses' and names' are read from the table; a film's row
 * is bigger than a person's, and its pages less often cached.
 */
const ROW_US = {
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

type Dictionary = keyof typeof DICTIONARIES;

/** A word's terms in a dictionary, when it has some and few enough to name (else null). */
function namedTerms(word: WordCounts, dictionary: Dictionary): string[] | null {
  const terms = word[`${dictionary}_terms`];
  return terms?.length ? terms : null;
}

/**
 * The postings of a search's words in one count, and how many are under prefixes as the GIN
 * index reads them: the words whose terms the dictionary named are looked up as those terms
 * (`wordsTsquery`).
 */
function prefixGroups(counts: Counts, column: Counted, dictionary: Dictionary) {
  const postings = counts.words.map((word) => word[column]);
  const prefixed = counts.words.reduce(
    (sum, word) => sum + (namedTerms(word, dictionary) ? 0 : word[column]),
    0,
  );
  return { postings, prefixed };
}

/**
 * The search's words as a `tsquery` of prefixes restricted to the given weights (title
 * columns), for a tier read as `reading`. For the GIN index, every word the dictionary named
 * the terms of is those terms instead: the same matches (the dictionaries hold every term of
 * the postings), but the index looks a whole term up and skips through its postings, where it
 * gathers a prefix's into a bitmap first ('amor eterno' took 1.2 ms as
 * '(amor | amore) & eterno' against 9-12 ms as 'amor:* & eterno:*' at 1,000,000 films). A
 * walk tests one prefix a row faster than up to 32 terms.
 */
function wordsTsquery(counts: Counts, dictionary: Dictionary, weights: string, reading: Reading) {
  const gin = reading === 'index' || reading === 'guarded';
  const groups = counts.words.map((word) => {
    const terms = gin ? namedTerms(word, dictionary) : null;
    return terms ? { exact: terms, prefixes: [] } : { exact: [], prefixes: [word.word] };
  });
  return groupsTsquery(groups, weights);
}

/** Each word's terms in a dictionary, when it named some of every word (else null). */
function wordTerms(counts: Counts, dictionary: Dictionary): string[][] | null {
  const terms = counts.words.map((word) => namedTerms(word, dictionary));
  return terms.every((named) => named !== null) ? (terms as string[][]) : null;
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
function postingKeys(
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
const wordPostings = (
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

const tier = (
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
 * A film tier: the postings of its words in `table` (only those of downloadable films when
 * asked, and of the title columns of `mask`), or the films whose tsvector `column` matches
 * (`matchTier`), as `readingOf` picks. The genre, when asked, is checked per film.
 */
function filmTier(
  counts: Counts,
  postings: { table: string; column: 'titles' | 'synopsis'; mask: number },
  column: 'search_titles' | 'search_synopsis',
  weights: string,
  filters: TaggedFilters,
): SearchTier {
  const [size, counted] = filters.onlyDownloadable
    ? ([counts.downloadable, `${postings.column}_downloadable`] as const)
    : ([counts.films, postings.column] as const);
  const terms = wordTerms(counts, postings.column);
  const groups = prefixGroups(counts, counted, postings.column);
  const expected = expectedMatches(groups.postings, size);
  const reading = readingOf(terms, groups, size, SEARCH_RESULTS_CAP, postings.column);
  const conditions = postingConditions(postings.mask, filters);
  const others = {
    rarest: () => rarestWordPostings(postings.table, 'key', counts, groups, conditions),
    postings: () =>
      keysSource(
        postingKeys(postings.table, 'key', counts, runsOf(reading, terms), conditions),
        filters,
      ),
    groups: groups.postings,
    read: postings.column,
  };
  const query = wordsTsquery(counts, postings.column, weights, reading);
  const matches = termMatches(postings.table, postings.mask, filters, terms);
  const found = readFilmTier(reading, column, query, others, filters, expected, matches);
  const [word, ...more] = counts.words;
  // One word in every column: each of its terms' films is in the tier (a genre is checked
  // film by film, so then nothing is known).
  const known = word && !more.length && !postings.mask && !filters.genre;
  return known ? { ...found, atLeast: word[`${counted}_most`] } : found;
}

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
function matchOf(reading: Exclude<Reading, 'postings' | 'runs'>, others: Alternatives): Match {
  if (reading === 'rarest') return { reading, rarest: others.rarest() };
  if (reading !== 'guarded') return { reading };
  const most = guardedMatches(others.groups, ROW_US[others.read].matchRow);
  return { reading, most, postings: others.postings() };
}

/** The postings of the word with the fewest (`prefixGroups`'s counts), as `wordPostings`. */
function rarestWordPostings(
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
 * People whose name matches, lowest id first, at most `limit`: from the postings of their
 * words, or `matchingPeople`, as `readingOf` picks.
 */
function peopleSource(counts: Counts, limit: number): RawBuilder<{ id: number }> {
  const terms = wordTerms(counts, 'people');
  const groups = prefixGroups(counts, 'people', 'people');
  const reading = readingOf(terms, groups, counts.people, limit, 'people');
  const others = {
    rarest: () => rarestWordPostings('person_posting', 'person_id', counts, groups, []),
    postings: () =>
      peopleIds(postingKeys('person_posting', 'person_id', counts, runsOf(reading, terms), [])),
    groups: groups.postings,
    read: 'people',
  } as const;
  return readPeople(reading, wordsTsquery(counts, 'people', '', reading), others, limit);
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

const ROLES = ['d', 'a', 'c', 'w'] as const;

/**
 * What a film credited to the people of a search in a role other than director adds to its key
 * in the people tier: past any key (-(votes * 2^26 + id) stays above -2^57), so those films
 * follow the directed ones, each group in key order.
 */
const NOT_DIRECTED = 2n ** 60n;

/**
 * The people tier of a source of people (the best-known whose names match): the films credited
 * to them in `roles`, those they directed first, then the others, each in key order (as the
 * two tiers of `directedFirst`), with their keys from the credits themselves (`credit-keys.ts`:
 * an index-only read, no film row). One statement reads the people once: as two tiers, each
 * looked them up again (7-8 ms for a misspelt full name at 3,000,000 people).
 */
function peopleTier(
  source: RawBuilder<unknown>,
  roles: string[],
  onlyDownloadable: boolean,
  expected: number,
): SearchTier {
  const where = sql.join(
    [
      sql`fp.person_id IN ${source}`,
      ...(roles.length < ROLES.length ? [sql`fp.role IN (${sql.join(roles)})`] : []),
      ...(onlyDownloadable ? [sql`fp.downloadable = 1`] : []),
    ],
    sql` AND `,
  );
  const key =
    directedFirst(roles).length > 1
      ? sql`min(fp.film_key + CASE WHEN fp.role = 'd' THEN 0 ELSE ${sql.lit(String(NOT_DIRECTED))}::bigint END)`
      : sql`min(fp.film_key)`;
  return {
    source: sql`(SELECT fp.film_id, ${key} AS key FROM film_person fp WHERE ${where}
      GROUP BY fp.film_id)`,
    ids: sql`(SELECT fp.film_id FROM film_person fp WHERE ${where})`,
    applies: { onlyDownloadable, genre: null },
    expected,
  };
}

/**
 * Films a people tier is taken to hold per person it follows: the best-known people of a name
 * have many credits (at 1,000,000 films and 3,000,000 people, the first 100 named 'maria',
 * 'pedro', 'lopez', 'akira', 'bergman' or 'muller' 6 to 27 films each), where the catalogue's
 * mean is under 2. A guess for scheduling only (`SearchTier.expected`).
 */
const FILMS_PER_PERSON = 15;

/**
 * The films a people tier is taken to hold: the people that the guess of independent words
 * expects its groups' `postings` to match (`expectedMatches`), at most those it follows, times
 * `FILMS_PER_PERSON`, those with files as their share of the catalogue when only those are
 * asked.
 */
function peopleTierFilms(
  postings: readonly number[],
  counts: Counts,
  onlyDownloadable: boolean,
): number {
  const people = expectedMatches(postings, counts.people);
  const share = onlyDownloadable && counts.films > 0 ? counts.downloadable / counts.films : 1;
  return Math.min(PEOPLE_PER_SEARCH, people) * FILMS_PER_PERSON * share;
}

async function filmSearch<DB>(
  db: Kysely<DB>,
  text: string,
  fields: readonly SearchField[],
  filters: TaggedFilters,
): Promise<FilmSearch | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const titleColumns = fields.filter(
    (field): field is keyof typeof TITLE_WEIGHTS => field in TITLE_WEIGHTS,
  );
  const roles = fields.flatMap((field) =>
    field === 'cw' ? ['c', 'w'] : field === 'd' || field === 'a' ? [field] : [],
  );
  const dictionaries = [
    ...(titleColumns.length ? (['titles'] as const) : []),
    ...(roles.length ? (['people'] as const) : []),
    ...(fields.includes('arg') ? (['synopsis'] as const) : []),
  ];
  if (!dictionaries.length) return null;
  // The typo plans are worked out while the server counts the words (they need only the
  // vocabularies, in memory once read; about 0.5 ms of this process per search, profiled).
  // A failed count is handled when awaited below, not reported as unhandled meanwhile.
  const counting = sharedCounts(db, words, dictionaries);
  counting.catch(() => {});
  const vocabularies = await postgresVocabularies(db as Kysely<unknown>);
  const titles = titleColumns.length ? typoPlan(text, vocabularies.titles) : null;
  const people = roles.length ? typoPlan(text, vocabularies.people) : null;
  const counts = await counting;
  // A tier none of whose postings hold some word matches nothing: it is left out, a statement
  // less (the dictionaries count exactly what the postings hold).
  const found = (column: Counted) => !counts.words.some((word) => word[column] === 0);
  const dl = filters.onlyDownloadable ? '_downloadable' : '';
  // Every title column needs no weights (a weight restriction costs a check per match).
  const weights =
    titleColumns.length < Object.keys(TITLE_WEIGHTS).length
      ? titleColumns.map((column) => TITLE_WEIGHTS[column]).join('')
      : '';
  const mask = [...weights].reduce(
    (bits, weight) => bits | COLUMN_BITS[weight as keyof typeof COLUMN_BITS],
    0,
  );
  const titleTier = (groups: TermGroup[]) =>
    groupFilmTier(vocabularies.titles, counts, groups, { weights, mask }, filters);
  const peopleOf = (groups: TermGroup[]) =>
    peopleTier(
      groupPeople(vocabularies.people, counts.people, groups, PEOPLE_PER_SEARCH),
      roles,
      filters.onlyDownloadable,
      peopleTierFilms(
        groupPostings(vocabularies.people, groups).postings,
        counts,
        filters.onlyDownloadable,
      ),
    );
  const tiers: SearchTier[] = [];
  // The title tiers' terms, for which holds which (`markWithin`): they share columns and filters.
  const titleTerms = new Map<SearchTier, readonly TermGroup[]>();
  const titleTiers = (groups: readonly TermGroup[], tier: SearchTier) => {
    titleTerms.set(tier, groups);
    tiers.push(tier);
  };
  if (titles?.exact) titleTiers(titles.exact, titleTier(titles.exact));
  if (titleColumns.length && found(`titles${dl}`)) {
    const postings = { table: 'film_title_posting', column: 'titles', mask } as const;
    const prefixes = counts.words.map(({ word }) => ({ exact: [], prefixes: [word] }));
    titleTiers(prefixes, filmTier(counts, postings, 'search_titles', weights, filters));
  }
  if (roles.length && found('people')) {
    const source = peopleSource(counts, PEOPLE_PER_SEARCH);
    const postings = prefixGroups(counts, 'people', 'people').postings;
    const films = peopleTierFilms(postings, counts, filters.onlyDownloadable);
    tiers.push(peopleTier(source, roles, filters.onlyDownloadable, films));
  }
  if (titles?.typos) titleTiers(titles.typos, titleTier(titles.typos));
  if (people?.typos) tiers.push(peopleOf(people.typos));
  if (fields.includes('arg') && found(`synopsis${dl}`)) {
    const postings = { table: 'film_synopsis_posting', column: 'synopsis', mask: 0 } as const;
    tiers.push(filmTier(counts, postings, 'search_synopsis', '', filters));
  }
  const kept = withoutRepeats(db, tiers);
  markWithin(kept, titleTerms);
  return { tiers: kept };
}

/**
 * Marks each tier of known terms with the first later one whose terms hold its own
 * (`SearchTier.within`, `groupsWithin`).
 */
function markWithin(
  tiers: readonly SearchTier[],
  terms: ReadonlyMap<SearchTier, readonly TermGroup[]>,
): void {
  tiers.forEach((tier, index) => {
    const inner = terms.get(tier);
    if (!inner) return;
    const outer = tiers.slice(index + 1).find((later) => {
      const groups = terms.get(later);
      return groups !== undefined && groupsWithin(inner, groups);
    });
    if (outer) tier.within = outer;
  });
}

/**
 * The tiers without those that read or match just what an earlier one does, which could add no
 * film: the same statement ('noche oscura''s prefix tier, whose prefixes name no other term
 * than themselves, is its exact tier again: 3.9 ms at 1,000,000 films, read twice), or the
 * same terms (`SearchTier.matches`). What a repeat is known to hold, the tier it repeats holds
 * (set on that tier: the tiers are the search's own, and kept as they are, so that the title
 * tiers' terms, `markWithin`, still find them).
 */
export function withoutRepeats<DB>(db: Kysely<DB>, tiers: SearchTier[]): SearchTier[] {
  const kept: SearchTier[] = [];
  const seen = new Map<string, SearchTier>();
  for (const tier of tiers) {
    const { sql: text, parameters } = tier.source.compile(db);
    const keys = [
      JSON.stringify([text, parameters, tier.applies]),
      ...(tier.matches ? [tier.matches] : []),
    ];
    const first = keys.map((key) => seen.get(key)).find((found) => found !== undefined);
    if (!first) {
      kept.push(tier);
      for (const key of keys) seen.set(key, tier);
    } else if (tier.atLeast !== undefined) {
      first.atLeast = Math.max(first.atLeast ?? 0, tier.atLeast);
    }
  }
  return kept;
}

/** People whose name matches `text`, lowest IMDb id first, at most `limit`. */
async function peopleMatching<DB>(
  db: Kysely<DB>,
  text: string,
  limit: number,
): Promise<RawBuilder<{ id: number }> | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  return peopleSource(await sharedCounts(db, words, ['people']), limit);
}

/**
 * Catalogue search on PostgreSQL: posting lists in key order (`postings.ts`) for words with
 * few matches, walks in key order for the others (`tsvector` columns, `search-schema.ts`).
 */
export const postgresSearch: CatalogueSearch = {
  filmSearch,
  peopleMatching,
  vocabularies: (db) => postgresVocabularies(db as Kysely<unknown>),
  async titlesMatching(db, groups, limit) {
    const vocabularies = await postgresVocabularies(db as Kysely<unknown>);
    const counts = { films: await filmsEstimate(db), downloadable: 0 };
    const found = groupFilmTier(
      vocabularies.titles,
      counts,
      [...groups],
      { weights: '', mask: 0 },
      {
        onlyDownloadable: false,
        genre: null,
      },
    );
    return sql<{ id: number }>`(SELECT s.film_id AS id FROM ${found.source} s
      ORDER BY s.key LIMIT ${limit})`;
  },
  async peopleWithTerms(db, groups, limit) {
    const vocabularies = await postgresVocabularies(db as Kysely<unknown>);
    return groupPeople(vocabularies.people, await peopleEstimate(db), [...groups], limit);
  },
};
