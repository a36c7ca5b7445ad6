import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  const database = withStatementCache(sqlite);

  it('hands out the statement prepared before for the same SQL', () => {
    const first = database.prepare('SELECT 1 AS one');
    expect(database.prepare('SELECT 1 AS one')).toBe(first);
    expect(database.prepare('SELECT 2 AS two')).not.toBe(first);
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const kept = database.prepare('SELECT 0 AS n');
    const dropped = database.prepare('SELECT -1 AS n');
    for (let n = 1; n < 500; n++) {
      database.prepare(`SELECT ${n} AS n`);
      if (n % 100 === 0) database.prepare('SELECT 0 AS n'); // used again: kept
    }
    expect(database.prepare('SELECT 0 AS n')).toBe(kept);
    expect(database.prepare('SELECT -1 AS n')).not.toBe(dropped);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const running = database.prepare('SELECT value FROM json_each(?)') as SQLite.Statement;
    const rows = running.iterate('[1,2,3]');
    rows.next();
    const other = database.prepare('SELECT value FROM json_each(?)') as SQLite.Statement;
    expect(other).not.toBe(running);
    expect(other.all('[4]')).toEqual([{ value: 4 }]);
    rows.return?.();
  });

  it('runs queries and writes through Kysely, again and again', async () => {
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database }) });
    await sql`CREATE TABLE t (n INTEGER)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const rows = await db.selectFrom('t').select('n').where('n', '>', 1).execute();
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    // After a change of schema, the kept statement reads the new table.
    await sql`DROP TABLE t`.execute(db);
    await sql`CREATE TABLE t (n INTEGER)`.execute(db);
    expect(await db.selectFrom('t').select('n').where('n', '>', 1).execute()).toEqual([]);
    await db.destroy();
  });
});
