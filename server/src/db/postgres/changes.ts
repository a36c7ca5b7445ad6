import { type Kysely, sql } from 'kysely';
import { OTHER_COMMITS_SEEN_WITHIN_MS } from '../engine.js';
import { postgresHandleOf } from './connection.js';

/** The change counter: bumped by triggers in the transaction of every catalogue write. */
export async function readChangeCounter<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT n FROM change_counter WHERE id = 1`.execute(db);
  return rows[0]?.n ?? 0;
}

export interface ChangeTokenOptions {
  /** Milliseconds from any fixed point (tests move it); `performance.now` by default. */
  now?: () => number;
}

/**
 * The change token on PostgreSQL: the `change_counter` row (migration 0004: statement triggers
 * on the catalogue's tables and the watchlists bump it in the writing transaction, whoever
 * writes), read at most once every `OTHER_COMMITS_SEEN_WITHIN_MS`, with the count of this
 * process's own committed writes (`PostgresHandle.localChanges`, kept by the pool's clients),
 * which moves at once without a query: SQLite's `data_version` and `total_changes()` again.
 * A cached call thus costs no round trip to the server at all within the interval.
 */
export function changeTokenReader<DB>(
  db: Kysely<DB>,
  options: ChangeTokenOptions = {},
): () => Promise<string> {
  const handle = postgresHandleOf(db);
  const now = options.now ?? (() => performance.now());
  let counter = 0;
  let counterReadAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - counterReadAt >= OTHER_COMMITS_SEEN_WITHIN_MS) {
      counter = await readChangeCounter(db);
      counterReadAt = at;
    }
    return `${counter}:${handle?.localChanges ?? 0}`;
  };
}

/**
 * The tables whose writes may change a cached list or card: the catalogue's, and the
 * watchlists (a user's 'Pelis por ver' list is cached like any other).
 */
export const WATCHED_TABLES = [
  'genre',
  'film',
  'film_genre',
  'person',
  'film_person',
  'list_entry',
  'file',
  'torrent',
  'want',
] as const;

/**
 * The change counter (migration 0012): one row, bumped by a statement trigger on each watched
 * table in the writing transaction, so it moves exactly when such a write commits, from any
 * app server or tool. See `changes.ts`.
 */
export async function createChangeCounter(db: Kysely<unknown>): Promise<void> {
  const statements = [
    'CREATE TABLE change_counter (id integer PRIMARY KEY, n bigint NOT NULL)',
    'INSERT INTO change_counter (id, n) VALUES (1, 0)',
    `CREATE FUNCTION cineclub_bump_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE change_counter SET n = n + 1 WHERE id = 1;
        RETURN NULL;
      END $$`,
    ...WATCHED_TABLES.map(
      (table) => `CREATE TRIGGER ${table}_changes
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION cineclub_bump_changes()`,
    ),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
