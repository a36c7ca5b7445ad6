import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { sharedWhileRunning } from '../shared-while-running.js';
import { TERMS_OF_A_PREFIX } from './reading.js';

/**
 * The counts a PostgreSQL search reads first, in one statement: each word's postings in the
 * dictionaries of the tiers it will run, and the catalogue's sizes, from which each tier picks
 * how to read (`tier-statements.ts`).
 */

/**
 * A prefix matching more terms than this in a dictionary counts as matching everything: a
 * short prefix, whose postings are never read whole.
 */
const TERMS_READ = 1000;

/**
 * How many postings a word's prefix has in each posting table (Infinity: too many terms); only
 * those of the dictionaries counted for the search (`countWords`) are there.
 */
export interface WordCounts {
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
export type Counted = keyof Omit<WordCounts, 'word' | `${string}_terms` | `${string}_most`>;

/** A search's words with their counts, and the sizes of what a walk in key order goes through. */
export interface Counts {
  words: WordCounts[];
  films: number;
  downloadable: number;
  people: number;
}

/** `term` starts with `word`: a range of the C collation, which the posting B-trees read. */
export const startsWith = (term: string, word: RawBuilder<unknown> | string) =>
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

/** The sizes a search prices its readings by: films, downloadable films, people. */
export interface CatalogueSizes {
  films: number;
  downloadable: number;
  people: number;
}

/**
 * How long the sizes read are used: the planner's estimates move only when a table is analysed
 * (autovacuum, a load's VACUUM ANALYZE), and a reading picked on a size a few seconds old
 * answers the same. Read with each search they cost a statement of their own, or in the
 * counting statement most of its planning (2.7 against 0.25 ms with its literals).
 */
const SIZES_MS = 10_000;
const sizesRead = new WeakMap<object, { at: number; sizes: Promise<CatalogueSizes> }>();

/** The catalogue's sizes, read at most once every SIZES_MS per database. */
export function catalogueSizes<DB>(db: Kysely<DB>): Promise<CatalogueSizes> {
  const now = performance.now();
  const kept = sizesRead.get(db);
  if (kept && now - kept.at < SIZES_MS) return kept.sizes;
  const sizes = sql<CatalogueSizes>`SELECT ${estimate('film')} AS films,
      ${estimate('film_downloadable_search_key')} AS downloadable, ${estimate('person')} AS people`
    .execute(db)
    .then(({ rows }) => rows[0] ?? { films: 0, downloadable: 0, people: 0 });
  // A failed read is not kept: the next search reads again.
  sizes.catch(() => sizesRead.delete(db));
  sizesRead.set(db, { at: now, sizes });
  return sizes;
}

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
 * counts are left out of the answer): one statement before the tiers, so that each tier picks
 * how to read; and the sizes of the catalogue (`catalogueSizes`).
 */
async function countWords<DB>(
  db: Kysely<DB>,
  words: string[],
  dictionaries: (keyof typeof DICTIONARIES)[],
): Promise<Counts> {
  const [{ rows }, sizes] = await Promise.all([
    db.executeQuery<WordCounts>(
      CompiledQuery.raw(countingSql(db, dictionaries), [words.join(' ')]),
    ),
    catalogueSizes(db),
  ]);
  return { words: rows, ...sizes };
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
      SELECT w.lexeme AS word, ${sql.join(dictionaries.map((name) => sql`${sql.ref(name)}.*`))}
      FROM unnest(to_tsvector('simple', cineclub_search_text(${''}))) w,
        ${sql.join(sums)}`.compile(db).sql;
    countingTexts.set(key, text);
  }
  return text;
}

/**
 * `countWords`, one statement for searches that ask the same counts at the same time (a page
 * asked with onlyDownloadable and the same search without it, for the films it hid).
 */
export const sharedCounts = sharedWhileRunning(
  <DB>(_db: Kysely<DB>, words: string[], dictionaries: (keyof typeof DICTIONARIES)[]) =>
    JSON.stringify([words, dictionaries]),
  countWords,
);

export type Dictionary = keyof typeof DICTIONARIES;

/** A word's terms in a dictionary, when it has some and few enough to name (else null). */
export function namedTerms(word: WordCounts, dictionary: Dictionary): string[] | null {
  const terms = word[`${dictionary}_terms`];
  return terms?.length ? terms : null;
}

/**
 * The postings of a search's words in one count, and how many are under prefixes as the GIN
 * index reads them: the words whose terms the dictionary named are looked up as those terms
 * (`wordsTsquery`).
 */
export function prefixGroups(counts: Counts, column: Counted, dictionary: Dictionary) {
  const postings = counts.words.map((word) => word[column]);
  const prefixed = counts.words.reduce(
    (sum, word) => sum + (namedTerms(word, dictionary) ? 0 : word[column]),
    0,
  );
  return { postings, prefixed };
}

/** Each word's terms in a dictionary, when it named some of every word (else null). */
export function wordTerms(counts: Counts, dictionary: Dictionary): string[][] | null {
  const terms = counts.words.map((word) => namedTerms(word, dictionary));
  return terms.every((named) => named !== null) ? (terms as string[][]) : null;
}
