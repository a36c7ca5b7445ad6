import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SEARCH_RESULTS_CAP, type SearchTier, type TaggedFilters } from '../engine.js';
import type {
  TermGroup,
  TermCounts as Vocabulary,
  VocabularyKind,
  VocabularyRows,
} from '../search-reads.js';
import { expectedMatches, rarestGroup, TERMS_OF_A_PREFIX } from './reading.js';
import {
  keysSource,
  peopleIds,
  postingConditions,
  readFilmTier,
  readingOf,
  readPeople,
  runsOf,
  termMatches,
  termRuns,
} from './tier-statements.js';

/**
 * The term groups of the typo-tolerant tiers (`catalogue/search/typo-plan.ts`) on PostgreSQL: as a `tsquery`
 * for a walk in key order, or as postings read from the posting tables (`postings.ts`), the
 * vocabularies read from the posting tables' dictionaries.
 */

const lexeme = (term: string) => `'${term.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;

/** The groups as a `tsquery` (every group; any term or prefix of one), within `weights`. */
export function groupsTsquery(groups: readonly TermGroup[], weights = ''): RawBuilder<unknown> {
  const query = groups
    .map((group) => {
      const alternatives = [
        ...group.exact.map((term) => `${lexeme(term)}${weights ? `:${weights}` : ''}`),
        ...group.prefixes.map((prefix) => `${lexeme(prefix)}:*${weights}`),
      ];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
  return sql`${query}::tsquery`;
}

/**
 * A group's conditions on a posting's term, one per index range: its terms, and a range of each
 * of its prefixes. Each is read by a scan of its own (`groupKeys`): PostgreSQL answers an OR of
 * them with a bitmap scan, which fetches every posting's table page (measured: 112 ms for
 * 5,000 postings, against 6 ms for the same rows read from the index alone).
 */
function termRanges(group: TermGroup): RawBuilder<unknown>[] {
  return [
    ...(group.exact.length ? [sql`p.term = ANY (${group.exact}::text[])`] : []),
    ...group.prefixes.map(
      (prefix) =>
        sql`p.term >= ${prefix} COLLATE "C" AND p.term < (${prefix} || chr(1114111)) COLLATE "C"`,
    ),
  ];
}

/**
 * The keys (`column`) of the postings in `table` matching every group, each once (narrowed by
 * `conditions`): each group's postings, its ranges read apart and appended, several groups
 * intersected (as `postingKeys` does with ranges in `tier-statements.ts`).
 */
export function groupKeys(
  table: string,
  column: string,
  groups: readonly TermGroup[],
  conditions: RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const postings = groups.map((group) =>
    sql.join(
      termRanges(group).map(
        (range) => sql`SELECT p.${sql.ref(column)} AS key FROM ${sql.table(table)} p
          WHERE ${sql.join([range, ...conditions], sql` AND `)}`,
      ),
      sql` UNION ALL `,
    ),
  );
  return postings.length === 1
    ? sql`SELECT DISTINCT * FROM (${postings[0]}) r`
    : sql.join(
        postings.map((group) => sql`SELECT * FROM (${group}) g`),
        sql` INTERSECT `,
      );
}

/**
 * Each group's terms, when every group is whole terms alone (its word typed right, or within
 * reach of a few terms, its prefixes named as their terms), else null: read as runs in key
 * order (`termRuns`).
 */
function termsOfEach(groups: readonly TermGroup[]): string[][] | null {
  return groups.every((group) => group.exact.length && !group.prefixes.length)
    ? groups.map((group) => group.exact)
    : null;
}

/** The keys of the postings of the group with the fewest (`groupPostings`), as `groupKeys`. */
function rarestGroupKeys(
  table: string,
  column: string,
  groups: readonly TermGroup[],
  postings: { postings: readonly number[] },
  conditions: RawBuilder<unknown>[],
) {
  const rarest = groups[rarestGroup(postings.postings)];
  return groupKeys(table, column, rarest ? [rarest] : [], conditions);
}

/**
 * The postings of each group's terms and prefixes in the vocabulary (its prefix sums count a
 * prefix of any size, which the dictionaries' sums in SQL leave infinite past 1,000 terms), and
 * how many of them are under prefixes, for choosing how a tier reads (`readingOf`), those of
 * downloadable films taken as their `share` of the catalogue's.
 */
export function groupPostings(vocabulary: Vocabulary, groups: readonly TermGroup[], share = 1) {
  let prefixed = 0;
  const postings = groups.map((group) => {
    let total = 0;
    for (const term of group.exact) total += vocabulary.termCount(term);
    for (const prefix of group.prefixes) {
      const count = vocabulary.prefixCount(prefix);
      total += count;
      prefixed += count;
    }
    return total * share;
  });
  return { postings, prefixed: prefixed * share };
}

/**
 * The groups with each prefix of few terms replaced by the terms the vocabulary holds under it:
 * the GIN index looks a whole term up directly, where a prefix first gathers every posting under
 * it into a bitmap, at about ten times the cost a posting ('john smith' 5 ms against 53 ms at
 * 3,000,000 people). The groups come from the vocabulary anyway: a word written since it was
 * read is found by the plain prefix tier, not by these, as its typos are not.
 */
export function prefixesAsTerms(vocabulary: Vocabulary, groups: readonly TermGroup[]): TermGroup[] {
  return groups.map((group) => {
    const exact = new Set(group.exact);
    const prefixes: string[] = [];
    for (const prefix of group.prefixes) {
      const [from, to] = vocabulary.prefixRange(prefix);
      if (to - from > TERMS_OF_A_PREFIX) prefixes.push(prefix);
      else for (let index = from; index < to; index++) exact.add(vocabulary.term(index));
    }
    return { exact: [...exact], prefixes };
  });
}

const VOCABULARY_SQL: Record<VocabularyKind, string> = {
  titles: 'SELECT term, postings AS n FROM film_title_term WHERE postings > 0 ORDER BY term',
  people: 'SELECT term, postings AS n FROM person_term WHERE postings > 0 ORDER BY term',
};

/** A vocabulary of the typo search (`catalogue/search/vocabularies.ts`). */
export async function readVocabulary<DB>(
  db: Kysely<DB>,
  kind: VocabularyKind,
): Promise<VocabularyRows> {
  const { rows } = await sql.raw<{ term: string; n: number }>(VOCABULARY_SQL[kind]).execute(db);
  return { terms: rows.map((row) => row.term), counts: rows.map((row) => Number(row.n)) };
}

/**
 * A film tier of term groups on the titles: their postings (of the title columns of `mask`,
 * and of downloadable films when asked), or the films whose `search_titles` match, as
 * `readingOf` picks from the vocabulary's counts (those of downloadable films taken as their
 * share of the catalogue).
 */
export function groupFilmTier(
  vocabulary: Vocabulary,
  counts: { films: number; downloadable: number },
  typed: readonly TermGroup[],
  columns: { weights: string; mask: number },
  filters: TaggedFilters,
): SearchTier {
  const size = filters.onlyDownloadable ? counts.downloadable : counts.films;
  const share = counts.films > 0 ? size / counts.films : 1;
  const groups = prefixesAsTerms(vocabulary, typed);
  const postings = groupPostings(vocabulary, groups, share);
  const expected = expectedMatches(postings.postings, size);
  const terms = termsOfEach(groups);
  const reading = readingOf(terms, postings, size, SEARCH_RESULTS_CAP, 'titles');
  const conditions = postingConditions(columns.mask, filters);
  const runs = runsOf(reading, terms);
  const others = {
    rarest: () => rarestGroupKeys('film_title_posting', 'key', groups, postings, conditions),
    postings: () =>
      keysSource(
        runs
          ? termRuns('film_title_posting', 'key', runs, conditions)
          : groupKeys('film_title_posting', 'key', groups, conditions),
        filters,
      ),
    groups: postings.postings,
    read: 'titles',
  } as const;
  const query = groupsTsquery(groups, columns.weights);
  const matches = termMatches('film_title_posting', columns.mask, filters, terms);
  return readFilmTier(reading, 'search_titles', query, others, filters, expected, matches);
}

/** People whose names match every group, lowest id first, at most `limit` (as `peopleSource`). */
export function groupPeople(
  vocabulary: Vocabulary,
  people: number,
  typed: readonly TermGroup[],
  limit: number,
): RawBuilder<{ id: number }> {
  const groups = prefixesAsTerms(vocabulary, typed);
  const postings = groupPostings(vocabulary, groups);
  const terms = termsOfEach(groups);
  const reading = readingOf(terms, postings, people, limit, 'people');
  const runs = runsOf(reading, terms);
  const others = {
    rarest: () => rarestGroupKeys('person_posting', 'person_id', groups, postings, []),
    postings: () =>
      peopleIds(
        runs
          ? termRuns('person_posting', 'person_id', runs, [])
          : groupKeys('person_posting', 'person_id', groups, []),
      ),
    groups: postings.postings,
    read: 'people',
  } as const;
  return readPeople(reading, groupsTsquery(groups), others, limit);
}
