import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Engine differences live here so that queries and migrations elsewhere stay portable. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An auto-generated integer primary key: SQLite's rowid alias, PostgreSQL's identity column.
 */
export function identityKey(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey();
}
