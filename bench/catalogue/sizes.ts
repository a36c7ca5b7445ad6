/**
 * What the catalogue's database weighs, whole and by table and index, as the server about to be
 * measured has it (after the migrations it ran on start): so that a search structure added by a
 * migration (issue 29's typo dictionaries, say) shows its size next to the others in the same run.
 */
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** Objects smaller than this are summed as "the rest" rather than listed. */
const LISTED_BYTES = 8 << 20;

export interface Sizes {
  total: number;
  /** Tables and indexes, largest first (an FTS5 table's shadow tables as one). */
  objects: { name: string; bytes: number }[];
}

/** The SQLite file's size and its objects' (`dbstat`, every page counted once). */
export function sqliteSizes(file: string): Sizes {
  const db = new SQLite(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        "SELECT name, pgsize AS bytes FROM dbstat WHERE aggregate = TRUE AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string; bytes: number }[];
    // FTS5 keeps a table in shadow tables (`<name>_data`, `_idx`, `_docsize`, `_config`,
    // `_content`): counted under the table's name.
    const fts = new Set(
      (
        db
          .prepare("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'")
          .pluck()
          .all() as string[]
      ).map((name) => name),
    );
    const grouped = new Map<string, number>();
    for (const { name, bytes } of rows) {
      const owner = name.replace(/_(data|idx|docsize|config|content)$/, '');
      const key = fts.has(owner) ? `${owner} (FTS5)` : name;
      grouped.set(key, (grouped.get(key) ?? 0) + bytes);
    }
    return { total: fs.statSync(file).size, objects: sorted(grouped) };
  } finally {
    db.close();
  }
}

/** The PostgreSQL database's size and its tables' and indexes' (each without the other). */
export async function postgresSizes(url: string): Promise<Sizes> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; bytes: string; total: string }>(`
      SELECT c.relname AS name, pg_table_size(c.oid) AS bytes,
        pg_database_size(current_database()) AS total
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i', 'm')`);
    return {
      total: Number(rows[0]?.total ?? 0),
      objects: sorted(new Map(rows.map(({ name, bytes }) => [name, Number(bytes)]))),
    };
  } finally {
    await client.end();
  }
}

function sorted(sizes: Map<string, number>) {
  return [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The sizes as a few lines: the total, then each object of 8 MB or more, then the rest. */
export function sizeLines(sizes: Sizes): string[] {
  const listed = sizes.objects.filter(({ bytes }) => bytes >= LISTED_BYTES);
  const rest = sizes.objects.reduce((sum, { bytes }) => sum + bytes, 0);
  const shown = listed.reduce((sum, { bytes }) => sum + bytes, 0);
  const cells = listed.map(({ name, bytes }) => `${name} ${mb(bytes)}`);
  const lines = [`database ${mb(sizes.total)}; tables and indexes of 8 MB or more:`];
  for (let i = 0; i < cells.length; i += 4) lines.push(`    ${cells.slice(i, i + 4).join(', ')}`);
  lines.push(`    the other ${sizes.objects.length - listed.length}: ${mb(rest - shown)}`);
  return lines;
}
