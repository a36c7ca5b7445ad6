import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * The engine differences of the portable migrations (`db/migrations/`), where Kysely's schema
 * builder leaves one; what only one engine has lives in its own folder (`db/sqlite/`).
 */
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
