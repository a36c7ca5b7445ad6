import { type Kysely, sql } from 'kysely';
import type { TableSource } from '../engine.js';
import { fillPostings, setPostingTriggers } from './postings.js';

/** The target database of a move already holds data: nothing was copied. */
export class TargetNotEmptyError extends Error {}

/** Copied rows of a table so far, of how many. */
export interface MoveProgress {
  table: string;
  done: number;
  total: number;
}

/** Tables of the target that are the migrations' own or PostgreSQL's only: never copied. */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', 'change_counter']);

/** What a move did: rows copied per table, and texts it cleaned per `table.column`. */
export interface MoveResult {
  copied: Record<string, number>;
  /** Values that held NUL characters (see withoutNul), which were copied without them. */
  cleaned: Record<string, number>;
}

/**
 * A batch of rows with NUL characters taken out of their texts, counting per column the values
 * that had any. PostgreSQL cannot store NUL in a text; SQLite took it from requests until the
 * API refused control characters (contract `text()`), so an older site may hold some. The
 * other control characters are copied as they are: PostgreSQL holds them, and a scanned file's
 * name may legitimately have them.
 */
function withoutNul(
  table: string,
  rows: Record<string, unknown>[],
  cleaned: Record<string, number>,
): Record<string, unknown>[] {
  return rows.map((row) => {
    let clean = row;
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== 'string' || !value.includes('\u0000')) continue;
      if (clean === row) clean = { ...row };
      clean[column] = value.replaceAll('\u0000', '');
      const key = `${table}.${column}`;
      cleaned[key] = (cleaned[key] ?? 0) + 1;
    }
    return clean;
  });
}

/** PostgreSQL's bound on the parameters of one statement, well under its 65,535. */
const PARAMETERS_PER_STATEMENT = 30_000;

interface TargetTable {
  name: string;
  /** Columns a row can be given (generated ones are left out: PostgreSQL computes them). */
  columns: string[];
  /** The identity column, whose sequence must pass the copied ids. */
  identity: string | null;
}

/** The schema's tables (the migrations' and the change counter aside), parents before children. */
async function targetTables<DB>(db: Kysely<DB>): Promise<TargetTable[]> {
  const { rows: columns } = await sql<{ table: string; column: string; identity: string }>`
    SELECT table_name AS table, column_name AS column, is_identity AS identity
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_generated = 'NEVER'
    ORDER BY table_name, ordinal_position`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace`.execute(db);
  const tables = new Map<string, TargetTable>();
  for (const row of columns) {
    if (NOT_COPIED.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identity: null };
    table.columns.push(row.column);
    if (row.identity === 'YES') table.identity = row.column;
    tables.set(row.table, table);
  }
  const ordered: TargetTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name)) return;
    for (const { child, parent } of references) {
      if (child === name && parent !== name) place(parent, [...path, name]);
    }
    const table = tables.get(name);
    if (table && !placed.has(name)) ordered.push(table);
    placed.add(name);
  };
  for (const name of [...tables.keys()].sort()) place(name, []);
  return ordered;
}

/** Tables of the target that hold rows (the migrations' own aside). */
async function nonEmptyTables<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`SELECT table_name AS table
    FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  const found: string[] = [];
  for (const { table } of rows) {
    if (NOT_COPIED.has(table)) continue;
    const { rows: any } = await sql`SELECT 1 FROM ${sql.table(table)} LIMIT 1`.execute(db);
    if (any.length) found.push(table);
  }
  return found;
}

/**
 * Refuses a target that holds data in any table: a move never mixes two sites. A database
 * that is empty, or holds the schema without rows (a move that failed and rolled back), is
 * taken.
 */
export async function checkTargetEmpty<DB>(db: Kysely<DB>): Promise<void> {
  const tables = await nonEmptyTables(db);
  if (tables.length) {
    throw new TargetNotEmptyError(
      `La base de datos de destino no está vacía (tiene filas en ${tables.join(', ')}): ` +
        'el traslado necesita una base de datos nueva.',
    );
  }
}

/**
 * Copies every table of `source` into the migrated, empty PostgreSQL database `db`, in one
 * transaction (a failure leaves the target empty, ready for another try), in batches, parents
 * before children; the columns both sides have (SQLite's own, such as its credits' search
 * keys, stay behind; generated search columns fill themselves as rows arrive; the search's
 * posting lists are filled once at the end, their triggers set aside meanwhile). Then each
 * identity's sequence is moved past the copied ids, the row counts are compared table by
 * table, and the tables are analysed for the planner. Answers the rows copied per table and
 * the texts cleaned of NUL characters (see withoutNul).
 */
export async function copyIntoPostgres<DB>(
  source: TableSource,
  db: Kysely<DB>,
  onProgress: (progress: MoveProgress) => void = () => {},
): Promise<MoveResult> {
  const tables = await targetTables(db);
  const copied: Record<string, number> = {};
  const cleaned: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    await checkTargetEmpty(trx);
    await setPostingTriggers(trx, false);
    for (const table of tables) {
      const sourceColumns = await source.columns(table.name);
      if (!sourceColumns) continue;
      const columns = table.columns.filter((column) => sourceColumns.includes(column));
      const total = await source.count(table.name);
      const size = Math.max(
        1,
        Math.min(5_000, Math.floor(PARAMETERS_PER_STATEMENT / columns.length)),
      );
      let done = 0;
      onProgress({ table: table.name, done, total });
      for await (const rows of source.batches(table.name, columns, size)) {
        await trx
          .insertInto(table.name as never)
          .values(withoutNul(table.name, rows, cleaned) as never)
          .execute();
        done += rows.length;
        onProgress({ table: table.name, done, total });
      }
      copied[table.name] = done;
      if (table.identity) {
        const name = `"${table.name}"`;
        await sql`SELECT setval(pg_get_serial_sequence(${name}, ${table.identity}),
          coalesce(max(${sql.ref(table.identity)}), 0) + 1, false)
          FROM ${sql.table(table.name)}`.execute(trx);
      }
    }
    const mismatches: string[] = [];
    for (const [table, count] of Object.entries(copied)) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(trx);
      const [expected, found] = [await source.count(table), Number(rows[0]?.n)];
      if (found !== expected || count !== expected) {
        mismatches.push(`${table}: ${expected} en origen, ${found} en destino`);
      }
    }
    if (mismatches.length) {
      throw new Error(`Las filas no coinciden (${mismatches.join('; ')}); no se ha copiado nada.`);
    }
    await fillPostings(trx);
    await setPostingTriggers(trx, true);
  });
  await sql`ANALYZE`.execute(db);
  return { copied, cleaned };
}
