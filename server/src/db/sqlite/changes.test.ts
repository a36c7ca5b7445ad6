import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { OTHER_COMMITS_SEEN_WITHIN_MS } from '../engine.js';
import { changeToken, changeTokenReader } from './changes.js';
import { openSqlite } from './connection.js';

describe('change tokens', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-changes-'));
  const file = path.join(dir, 'db.sqlite');
  const db = openSqlite(file);
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const writeFromAnotherConnection = (value: number) => {
    const other = new SQLite(file);
    other.prepare('INSERT INTO t VALUES (?)').run(value);
    other.close();
  };

  it("changes at once with a write of this connection, and with another's within the interval", async () => {
    await sql`CREATE TABLE t (x INTEGER)`.execute(db);
    let now = 0;
    const read = changeTokenReader(db, { now: () => now });
    const before = await read();
    expect(before).toBe(await changeToken(db));

    await sql`INSERT INTO t VALUES (1)`.execute(db);
    const afterOwnWrite = await read();
    expect(afterOwnWrite).not.toBe(before);
    expect(afterOwnWrite).toBe(await changeToken(db));

    writeFromAnotherConnection(2);
    now += OTHER_COMMITS_SEEN_WITHIN_MS - 1;
    expect(await read()).toBe(afterOwnWrite);
    now += 1;
    const afterOtherWrite = await read();
    expect(afterOtherWrite).not.toBe(afterOwnWrite);
    expect(afterOtherWrite).toBe(await changeToken(db));
  });

  it('reads the version again only once the interval has passed since it last read it', async () => {
    let now = 0;
    const read = changeTokenReader(db, { now: () => now });
    const first = await read();
    now += OTHER_COMMITS_SEEN_WITHIN_MS;
    expect(await read()).toBe(first);
    writeFromAnotherConnection(3);
    now += OTHER_COMMITS_SEEN_WITHIN_MS / 2;
    expect(await read()).toBe(first);
    now += OTHER_COMMITS_SEEN_WITHIN_MS / 2;
    expect(await read()).not.toBe(first);
  });
});
