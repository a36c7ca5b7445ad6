import { type Kysely, sql } from 'kysely';
import type { TableSource } from '../engine.js';

/**
 * A SQLite database's tables as a source of rows (moving a site to PostgreSQL): columns from
 * `pragma_table_info`, rows in rowid order, a batch at a time from where the last one ended.
 */
export function sqliteTableSource<DB>(db: Kysely<DB>): TableSource {
  return {
    async columns(table) {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
      return rows.length ? rows.map((row) => row.name) : null;
    },
    async count(table) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async *batches(table, columns, size) {
      let after = Number.MIN_SAFE_INTEGER;
      for (;;) {
        const { rows } = await sql<Record<string, unknown> & { _rowid: number }>`
          SELECT rowid AS _rowid, ${sql.join(columns.map((column) => sql.ref(column)))}
          FROM ${sql.table(table)} WHERE rowid > ${after} ORDER BY rowid LIMIT ${size}`.execute(db);
        if (!rows.length) return;
        after = rows[rows.length - 1]?._rowid ?? after;
        yield rows.map(({ _rowid, ...row }) => row);
        if (rows.length < size) return;
      }
    },
  };
}
