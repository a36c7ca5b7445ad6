import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SEARCH_RESULTS_CAP, type SearchTier, type TaggedFilters } from '../engine.js';
import type { TermGroup } from '../typos/plan.js';
import { type VocabularyKind, vocabularyHolder } from '../typos/vocabularies.js';
import type { Vocabulary } from '../typos/vocabulary.js';
import { readChangeCounter } from './changes.js';
import { keysTier, postingConditions, postingsCheaper, walkTier } from './search.js';

/**
 * The term groups of the typo-tolerant tiers (`typos/plan.ts`) on PostgreSQL: as a `tsquery`
 * for a walk in key order, or as postings read from the posting tables (`postings.ts`), the
 * vocabularies read from the posting tables' dictionaries.
 */

/** A prefix with more terms than this counts as matching everything (as `search.ts`). */
const TERMS_READ = 1000;

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

/** A group's condition on a posting's term: one of its terms, or a range of one of its prefixes. */
function termIn(group: TermGroup): RawBuilder<unknown> {
  const conditions = [
    ...(group.exact.length ? [sql`p.term = ANY (${group.exact}::text[])`] : []),
    ...group.prefixes.map(
      (prefix) =>
        sql`(p.term >= ${prefix} COLLATE "C" AND p.term < (${prefix} || chr(1114111)) COLLATE "C")`,
    ),
  ];
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * The keys (`column`) of the postings in `table` matching every group, each once (narrowed by
 * `conditions`): each group's postings, several groups intersected (as `postingKeys` does with
 * ranges in `search.ts`).
 */
export function groupKeys(
  table: string,
  column: string,
  groups: readonly TermGroup[],
  conditions: RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const postings = groups.map(
    (group) => sql`SELECT p.${sql.ref(column)} AS key FROM ${sql.table(table)} p
      WHERE ${sql.join([termIn(group), ...conditions], sql` AND `)}`,
  );
  return postings.length === 1
    ? sql`SELECT DISTINCT * FROM (${postings[0]}) r`
    : sql.join(postings, sql` INTERSECT `);
}

/**
 * The postings the groups' terms have in the vocabulary (a prefix of more than `TERMS_READ`
 * terms: infinite), for choosing between reading them and a walk.
 */
export function groupPostings(vocabulary: Vocabulary, groups: readonly TermGroup[]): number {
  let total = 0;
  for (const group of groups) {
    for (const term of group.exact) total += vocabulary.termCount(term);
    for (const prefix of group.prefixes) {
      const [from, to] = vocabulary.prefixRange(prefix);
      if (to - from > TERMS_READ) return Number.POSITIVE_INFINITY;
      total += vocabulary.prefixCount(prefix);
    }
  }
  return total;
}

const VOCABULARY_SQL: Record<VocabularyKind, string> = {
  titles: 'SELECT term, postings AS n FROM film_title_term WHERE postings > 0 ORDER BY term',
  people: 'SELECT term, postings AS n FROM person_term WHERE postings > 0 ORDER BY term',
};

async function readVocabulary<DB>(db: Kysely<DB>, kind: VocabularyKind) {
  const { rows } = await sql.raw<{ term: string; n: number }>(VOCABULARY_SQL[kind]).execute(db);
  return { terms: rows.map((row) => row.term), counts: rows.map((row) => Number(row.n)) };
}

/** The typo search's vocabularies of a PostgreSQL database (`typos/vocabularies.ts`). */
export const postgresVocabularies = vocabularyHolder<Kysely<unknown>>(readVocabulary, async (db) =>
  String(await readChangeCounter(db)),
);

/** The planner's estimate of a table's rows (0 before it is first analysed). */
const estimateOf = async <DB>(db: Kysely<DB>, table: string) => {
  const { rows } = await sql<{ n: number }>`SELECT greatest(reltuples, 0)::float8 AS n
    FROM pg_class WHERE oid = ${table}::regclass`.execute(db);
  return rows[0]?.n ?? 0;
};
export const filmsEstimate = <DB>(db: Kysely<DB>) => estimateOf(db, 'film');
export const peopleEstimate = <DB>(db: Kysely<DB>) => estimateOf(db, 'person');

/**
 * A film tier of term groups on the titles: their postings (of the title columns of `mask`,
 * and of downloadable films when asked), or a walk in key order testing `search_titles`, as
 * `postingsCheaper` picks from the vocabulary's counts (those of downloadable films taken as
 * their share of the catalogue).
 */
export function groupFilmTier(
  vocabulary: Vocabulary,
  counts: { films: number; downloadable: number },
  groups: TermGroup[],
  columns: { weights: string; mask: number },
  filters: TaggedFilters,
): SearchTier {
  const size = filters.onlyDownloadable ? counts.downloadable : counts.films;
  const share = counts.films > 0 ? size / counts.films : 1;
  const expected = groups.reduce(
    (films, group) =>
      films * Math.min(1, (groupPostings(vocabulary, [group]) * share) / Math.max(size, 1)),
    size,
  );
  const postings = groupPostings(vocabulary, groups) * share;
  if (!postingsCheaper(postings, groups.length, size, SEARCH_RESULTS_CAP, true)) {
    return walkTier('search_titles', groupsTsquery(groups, columns.weights), filters, expected);
  }
  const conditions = postingConditions(columns.mask, filters);
  return keysTier(groupKeys('film_title_posting', 'key', groups, conditions), filters, expected);
}

/** People whose names match every group, lowest id first, at most `limit` (postings or walk). */
export function groupPeople(
  vocabulary: Vocabulary,
  people: number,
  groups: TermGroup[],
  limit: number,
): RawBuilder<{ id: number }> {
  const postings = groupPostings(vocabulary, groups);
  if (!postingsCheaper(postings, groups.length, people, limit, false)) {
    return sql`(SELECT p.id AS id FROM person p WHERE p.search @@ ${groupsTsquery(groups)}
      ORDER BY p.id LIMIT ${sql.lit(limit)})`;
  }
  const keys = groupKeys('person_posting', 'person_id', groups, []);
  return sql`(SELECT c.key AS id FROM (${keys}) c ORDER BY c.key LIMIT ${sql.lit(limit)})`;
}
