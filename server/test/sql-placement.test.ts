import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * What building SQL looks like in this code: Kysely's statement builders, its `sql` template,
 * and opening a transaction (whose statements then sit beside it).
 */
const BUILDS_SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql[`<.]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('SQL lives in queries modules (docs/architecture.md, How a request flows)', () => {
  it('no module outside db/ and the queries modules builds SQL', () => {
    const builders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('db/') && !/(^|\/|-)queries\.ts$/.test(file))
      .filter((file) => BUILDS_SQL.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(builders).toEqual([]);
  });

  it('finds SQL where there is some', () => {
    const queries = fs.readFileSync(path.join(SRC, 'catalogue/queries.ts'), 'utf8');
    expect(BUILDS_SQL.test(queries)).toBe(true);
  });
});
