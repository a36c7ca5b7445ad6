import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

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
  const statements = new LRUCache<string, SQLite.Statement>({ max: CACHED_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}
