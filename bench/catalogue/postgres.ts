import { spawn } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openPostgres, openSqlite } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { moveSqliteToPostgres } from '../../server/src/db/move.js';
import { fillPostings } from '../../server/src/db/postgres/postings.js';
import { type Cluster, postgresBinDir, startCluster } from '../../server/test/postgres-cluster.js';

/**
 * The PostgreSQL column of the catalogue benchmark: a throwaway cluster (the tests' own helper)
 * holding the same generated catalogue as the SQLite bench database, loaded one of two ways:
 *  - `copy` (the default): the schema by the real migrations, then every table straight from
 *    the SQLite file through `COPY ... FROM STDIN` (psql), with the secondary indexes set
 *    aside and built afterwards from their own definitions, and triggers and foreign-key
 *    checks off for the load (`session_replication_role = replica`: the rows come from a
 *    database that already holds them consistent, credits with their people's names and their
 *    films' keys), the search's posting lists filled from the loaded rows, then
 *    `VACUUM ANALYZE`, as autovacuum leaves a site's tables;
 *  - `move`: the product's own `migrate-to-postgres` (`moveSqliteToPostgres`), batched INSERTs
 *    in one transaction with every index and trigger in place; slower, shown for its time.
 */
export type PostgresLoad = 'copy' | 'move';

export interface PostgresCatalogue {
  url: string;
  /** The same database through the cluster's Unix socket. */
  socketUrl: string;
  /** Seconds the load took (cluster start not counted). */
  seconds: number;
  /** The cluster's folder, read into the OS cache before each measurement. */
  dir: string;
  stop(): void;
}

/** Tables of the migrations' own, never copied (as `db/postgres/move.ts`). */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', 'change_counter']);

/** One value in COPY's text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'bigint' || typeof value === 'number') return String(value);
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** Runs `psql` on `url` with `commands` on its standard input, written by `write`. */
async function psql(
  url: string,
  write: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const child = spawn(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql: ${code}`))));
  });
  await write(child.stdin);
  child.stdin.end();
  await done;
}

/** Writes `text` to `stream`, waiting for it to drain when its buffer is full. */
function writeTo(stream: NodeJS.WritableStream, text: string): Promise<void> | undefined {
  if (stream.write(text)) return undefined;
  return new Promise((resolve) => stream.once('drain', () => resolve()));
}

async function copyLoad(file: string, url: string, log: (line: string) => void): Promise<void> {
  const db = openPostgres(url, { max: 1 });
  try {
    await migrateToLatest(db);
    const { rows: columns } = await sql<{ table: string; column: string }>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_generated = 'NEVER'
      ORDER BY table_name, ordinal_position`.execute(db);
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
    const source = new SQLite(file, { readonly: true });
    const tables = new Map<string, string[]>();
    for (const row of columns) {
      if (NOT_COPIED.has(row.table)) continue;
      tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
    }
    for (const { name } of indexes) await sql`DROP INDEX ${sql.ref(name)}`.execute(db);
    let t0 = performance.now();
    await psql(url, async (stdin) => {
      stdin.write('SET session_replication_role = replica;\nBEGIN;\n');
      for (const [table, targetColumns] of tables) {
        const sourceColumns = new Set(
          (source.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name),
        );
        const shared = targetColumns.filter((column) => sourceColumns.has(column));
        if (!shared.length) continue;
        const list = shared.map((column) => `"${column}"`).join(', ');
        stdin.write(`COPY "${table}" (${list}) FROM STDIN;\n`);
        let batch = '';
        let rows = 0;
        for (const row of source
          .prepare(`SELECT ${list} FROM "${table}"`)
          .raw()
          .iterate() as Iterable<unknown[]>) {
          batch += `${row.map(copyValue).join('\t')}\n`;
          rows++;
          if (batch.length > 1 << 20) {
            await writeTo(stdin, batch);
            batch = '';
          }
        }
        await writeTo(stdin, `${batch}\\.\n`);
        log(`    ${table}: ${rows.toLocaleString('en')} rows`);
      }
      stdin.write('COMMIT;\n');
    });
    source.close();
    log(`    copied in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    for (const { definition } of indexes) await sql.raw(definition).execute(db);
    const { rows: identities } = await sql<{ table: string; column: string }>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
    for (const { table, column } of identities) {
      await sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
        coalesce(max(${sql.ref(column)}), 0) + 1, false) FROM ${sql.table(table)}`.execute(db);
    }
    log(`    ${indexes.length} indexes built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await fillPostings(db);
    log(`    search postings filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await sql`VACUUM ANALYZE`.execute(db);
    log(`    VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

/**
 * A cluster with the catalogue of the SQLite bench database `file` in its database `bench`.
 * The SQLite file is brought to the latest migration first (as the server would on start).
 */
export async function loadPostgres(
  file: string,
  how: PostgresLoad,
  settings: Record<string, string>,
  log: (line: string) => void,
): Promise<PostgresCatalogue> {
  const cluster: Cluster = await startCluster(settings);
  try {
    const admin = openPostgres(cluster.url(), { max: 1 });
    await sql`CREATE DATABASE bench`.execute(admin);
    await admin.destroy();
    const sqlite = openSqlite(file);
    await migrateToLatest(sqlite);
    await sqlite.destroy();
    const url = cluster.url('bench');
    const started = performance.now();
    if (how === 'move') {
      let last = '';
      await moveSqliteToPostgres(file, url, ({ table, done, total }) => {
        if (done === total && table !== last) {
          last = table;
          log(
            `    ${table}: ${total.toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      });
    } else {
      await copyLoad(file, url, log);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const { port } = new URL(url);
    const socketUrl = `postgres://postgres@localhost/bench?host=${cluster.dir}&port=${port}`;
    return { url, socketUrl, seconds, dir: cluster.dir, stop: () => cluster.remove() };
  } catch (error) {
    cluster.remove();
    throw error;
  }
}
