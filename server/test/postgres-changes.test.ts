import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../src/db/connection.js';
import { OTHER_COMMITS_SEEN_WITHIN_MS } from '../src/db/engine.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { changeTokenReader, readChangeCounter } from '../src/db/postgres/changes.js';
import { databaseEnv, TEST_NOW, tempDir } from './helpers.js';

/**
 * The list caches' change token on PostgreSQL (own commits at once, others' within the
 * interval), and transactions one at a time, as on SQLite's one connection.
 */
describe('PostgreSQL change token and transactions', async () => {
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const db = openPostgres(url);
  const other = openPostgres(url);
  afterAll(() => Promise.all([db.destroy(), other.destroy()]));
  await migrateToLatest(db);
  let now = 0;
  const token = changeTokenReader(db, { now: () => now });
  const film = (nom: string) => ({
    nom,
    nomo: nom,
    nomen: nom,
    added_at: TEST_NOW,
    listed_at: TEST_NOW,
  });

  it('moves with this process’s commits at once, never before them', async () => {
    const start = await token();
    await db.insertInto('film').values(film('Uno')).execute();
    const afterInsert = await token();
    expect(afterInsert).not.toBe(start);

    let inside = '';
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('film').values(film('Dos')).execute();
      inside = await token();
    });
    // Read during the transaction (from another pooled connection): not yet moved.
    expect(inside).toBe(afterInsert);
    const committed = await token();
    expect(committed).not.toBe(afterInsert);

    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('film').values(film('Tres')).execute();
        throw new Error('deshecho');
      })
      .catch(() => {});
    expect(await token()).toBe(committed);
  });

  it('sees another connection’s catalogue commits within the interval, through the counter', async () => {
    const before = await token();
    const counter = await readChangeCounter(db);
    await other.updateTable('film').set({ votos: 5 }).execute();
    // Moved at least once: the films' new votes also update their credits' keys (migration
    // 0016), a write of a watched table that moves it too.
    const moved = await readChangeCounter(db);
    expect(moved).toBeGreaterThan(counter);
    now += OTHER_COMMITS_SEEN_WITHIN_MS - 1;
    expect(await token()).toBe(before);
    now += 1;
    expect(await token()).not.toBe(before);
    // Tables that no cached list shows leave the counter alone.
    await other.insertInto('meta').values({ key: 'x', value: 'y' }).execute();
    expect(await readChangeCounter(db)).toBe(moved);
  });

  it('runs transactions one at a time, across pools', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = db.transaction().execute(async (trx) => {
      await trx.selectFrom('film').select('id').execute();
      order.push('first in');
      await held;
      order.push('first out');
    });
    while (!order.length) await sleep(10);
    const second = other.transaction().execute(async () => {
      order.push('second in');
    });
    await sleep(300);
    expect(order).toEqual(['first in']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
  it('prepares a read run again by name, on the connection, and plans it for its values', async () => {
    const single = openPostgres(url, { max: 1 });
    try {
      const nameOf = (id: number) =>
        sql<{ nom: string }>`SELECT nom FROM film WHERE nom = ${`Uno${id}`} OR id = ${id}
          ORDER BY id`.execute(single);
      const [first] = (await single.selectFrom('film').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
      // Once unnamed, then prepared; each run answers for its own values.
      for (let run = 0; run < 3; run++) {
        expect((await nameOf(first ?? 0)).rows).toEqual([{ nom: 'Uno' }]);
        expect((await nameOf(-1)).rows).toEqual([]);
      }
      const { rows } = await sql<{ statement: string; mode: string }>`
        SELECT statement, current_setting('plan_cache_mode') AS mode
        FROM pg_prepared_statements WHERE name LIKE 'cineclub_%'`.execute(single);
      expect(rows.some((row) => row.statement.includes('WHERE nom = $1 OR id = $2'))).toBe(true);
      expect(rows[0]?.mode).toBe('force_custom_plan');
    } finally {
      await single.destroy();
    }
  });

  it('keeps its connections however long they sit idle (a new one starts cold)', async () => {
    const pool = openPostgres(url, { max: 1 });
    // Only the pool's timers are faked: its sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(pool)).rows[0]?.pid;
      const first = await backend();
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(await backend()).toBe(first);
    } finally {
      vi.useRealTimers();
      await pool.destroy();
    }
  });

  it("compiles no statement with JIT: the site's statements are short", async () => {
    const pool = openPostgres(url, { max: 1 });
    try {
      const { rows } = await sql<{ jit: string }>`SELECT current_setting('jit') AS jit`.execute(
        pool,
      );
      expect(rows).toEqual([{ jit: 'off' }]);
    } finally {
      await pool.destroy();
    }
  });
});
