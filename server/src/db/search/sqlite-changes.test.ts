import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../connection.js';
import { changeToken, changeTokenReader } from './sqlite-changes.js';

describe('change tokens', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-changes-'));
  const file = path.join(dir, 'db.sqlite');
  const db = openSqlite(file);
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the same token through a kept statement, changed at once by any write', async () => {
    await sql`CREATE TABLE t (x INTEGER)`.execute(db);
    const read = changeTokenReader(db);
    const before = await read();
    expect(before).toBe(await changeToken(db));

    await sql`INSERT INTO t VALUES (1)`.execute(db);
    const afterOwnWrite = await read();
    expect(afterOwnWrite).not.toBe(before);
    expect(afterOwnWrite).toBe(await changeToken(db));

    const other = new SQLite(file);
    other.prepare('INSERT INTO t VALUES (2)').run();
    other.close();
    const afterOtherWrite = await read();
    expect(afterOtherWrite).not.toBe(afterOwnWrite);
    expect(afterOtherWrite).toBe(await changeToken(db));
  });
});
