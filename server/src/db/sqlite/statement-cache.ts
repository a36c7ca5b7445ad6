import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Prepared statements kept per connection, the least recently used dropped first. */
const CACHED_STATEMENTS = 500;

/**
 * The SQLite handle as Kysely's dialect sees it, keeping the statements Kysely prepares by
 * their SQL text. Kysely prepares every query again on every run, which for a search and its
 * cards (five or six statements, some with 100 parameters) cost about 0.3 ms of a 5 ms call
 * (see bench/README.md). A statement still running (an iterator that has not finished) is
 * not handed out twice: a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      statements.delete(sql);
      const statement = cached && !cached.busy ? cached : sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > CACHED_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
