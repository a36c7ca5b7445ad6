import { type Kysely, sql } from 'kysely';
import type { TermGroup, VocabularyKind, VocabularyRows } from '../search-reads.js';

/**
 * The FTS5 query of term groups (`catalogue/search/typo-plan.ts`): every group must match, a group being an OR
 * of whole terms and prefixes, quoted (typed text never reaches FTS5 as syntax), optionally
 * within some columns.
 */
export function ftsGroupsQuery(groups: readonly TermGroup[], columns?: readonly string[]): string {
  const terms = groups
    .map((group) => {
      const alternatives = [
        ...group.exact.map((term) => `"${term}"`),
        ...group.prefixes.map((prefix) => `"${prefix}"*`),
      ];
      return `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
  return columns?.length ? `{${columns.join(' ')}} : (${terms})` : terms;
}

/**
 * The vocabularies read from FTS5 itself, through `fts5vocab` tables of this connection
 * (`temp`): the title columns of `film_fts` (documents per column summed), the words of
 * `person_fts`. Reading one walks the whole index.
 */
const VOCABULARY_SQL: Record<VocabularyKind, [create: string, read: string]> = {
  titles: [
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.film_title_vocab USING fts5vocab(main, film_fts, col)',
    `SELECT term, sum(doc) AS n FROM temp.film_title_vocab
      WHERE col IN ('nom', 'nomo', 'nomen') GROUP BY term ORDER BY term`,
  ],
  people: [
    'CREATE VIRTUAL TABLE IF NOT EXISTS temp.person_vocab USING fts5vocab(main, person_fts, row)',
    'SELECT term, doc AS n FROM temp.person_vocab ORDER BY term',
  ],
};

/** A vocabulary of the typo search (`catalogue/search/vocabularies.ts`). */
export async function readVocabulary<DB>(
  db: Kysely<DB>,
  kind: VocabularyKind,
): Promise<VocabularyRows> {
  const [create, read] = VOCABULARY_SQL[kind];
  await sql.raw(create).execute(db);
  const { rows } = await sql.raw<{ term: string; n: number }>(read).execute(db);
  return { terms: rows.map((row) => row.term), counts: rows.map((row) => row.n) };
}
