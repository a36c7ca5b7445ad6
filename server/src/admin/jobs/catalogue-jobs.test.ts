import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openSqlite } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ImportInputError } from '../../import/errors.js';
import { createCatalogueJobs, JOB_LOST_MESSAGE, JOB_RUNNING_MESSAGE } from './catalogue-jobs.js';
import { createJobQueries } from './queries.js';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('catalogue jobs', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-jobs-'));
  const db = openSqlite(path.join(dir, 'db.sqlite'));
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateToLatest(db);
  const by = { email: 'admin@demo.local', what: 'todos los discos' };
  /** A runner, as one server process has: a new one is another process on the same database. */
  const runner = (options: { shared?: boolean; flushMs?: number } = {}) =>
    createCatalogueJobs({
      queries: createJobQueries(db),
      clock: () => 100,
      log: pino({ level: 'silent' }),
      shared: options.shared ?? false,
      leaseMs: 60_000,
      flushMs: options.flushMs,
    });

  it('keeps the latest event of each step, and the summary when done', async () => {
    const jobs = runner();
    const gate = deferred();
    const started = await jobs.start('escaneo', by, async (onProgress) => {
      onProgress({ step: 'disco1', done: 0, unit: 'ficheros' });
      onProgress({ step: 'disco1', done: 500, unit: 'ficheros', counts: { torrents: 2 } });
      onProgress({ step: 'guardar', done: 1, unit: 'ficheros', end: true });
      await gate.promise;
      return ['Ficheros: 500'];
    });
    expect(started).toMatchObject({ tipo: 'escaneo', estado: 'enMarcha', inicio: 100, fin: null });
    await settle();
    expect((await jobs.state()).escaneo?.pasos).toEqual([
      { step: 'disco1', done: 500, unit: 'ficheros', counts: { torrents: 2 } },
      { step: 'guardar', done: 1, unit: 'ficheros', end: true },
    ]);
    await expect(jobs.start('escaneo', by, async () => [])).rejects.toThrow(JOB_RUNNING_MESSAGE);
    // Another kind may run meanwhile.
    expect((await jobs.start('lista', by, async () => [])).estado).toBe('enMarcha');
    gate.resolve();
    await vi.waitFor(async () =>
      expect((await jobs.state()).escaneo).toMatchObject({
        estado: 'hecha',
        resumen: ['Ficheros: 500'],
      }),
    );
    // Kept in the database: a later process answers it as it ended.
    expect((await runner().state()).escaneo).toMatchObject({
      id: started.id,
      estado: 'hecha',
      pasos: [{ step: 'disco1' }, { step: 'guardar' }],
      resumen: ['Ficheros: 500'],
    });
    expect((await jobs.start('escaneo', by, async () => [])).id).toBeGreaterThan(started.id);
  });

  it("records a failure as the job's error, never throwing it", async () => {
    const jobs = runner();
    await jobs.start('imdb', by, async () => {
      throw new ImportInputError('Falta title.basics.tsv.gz en /x');
    });
    await jobs.start('lista', by, async () => {
      throw new TypeError('boom');
    });
    await vi.waitFor(async () => {
      const state = await jobs.state();
      expect(state.imdb).toMatchObject({
        estado: 'fallida',
        error: 'Falta title.basics.tsv.gz en /x',
        fin: 100,
      });
      expect(state.lista).toMatchObject({ estado: 'fallida', error: 'Falló: boom' });
    });
  });

  it('aborts running jobs when stopped', async () => {
    const jobs = runner();
    await jobs.start('escaneo', by, async (_onProgress, signal) => {
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      signal.throwIfAborted();
      return [];
    });
    await jobs.stop();
    expect((await jobs.state()).escaneo).toMatchObject({
      estado: 'fallida',
      error: expect.stringMatching(/Interrumpida al parar/),
    });
  });

  it('runs a kind once across servers sharing the database, whose progress each answers', async () => {
    const first = runner({ shared: true, flushMs: 20 });
    const second = runner({ shared: true });
    const gate = deferred();
    const started = await first.start('imdb', by, async (onProgress) => {
      onProgress({ step: 'title.basics', done: 1000, unit: 'filas' });
      await gate.promise;
      return ['Películas: 1000'];
    });
    await expect(second.start('imdb', by, async () => [])).rejects.toThrow(JOB_RUNNING_MESSAGE);
    await vi.waitFor(async () =>
      expect((await second.state()).imdb).toMatchObject({
        id: started.id,
        estado: 'enMarcha',
        pasos: [{ step: 'title.basics', done: 1000 }],
      }),
    );
    gate.resolve();
    await vi.waitFor(async () =>
      expect((await second.state()).imdb).toMatchObject({ estado: 'hecha' }),
    );
  });

  it('shows a job of a process that died as interrupted, and lets its kind start again', async () => {
    const dead = runner();
    await dead.start('lista', by, () => new Promise<string[]>(() => {}));
    const next = runner();
    expect((await next.state()).lista).toMatchObject({
      estado: 'fallida',
      error: JOB_LOST_MESSAGE,
    });
    expect((await next.start('lista', by, async () => [])).estado).toBe('enMarcha');
  });

  it('answers a job that ends while its state is read as ended, not as interrupted', async () => {
    const queries = createJobQueries(db);
    const gate = deferred();
    /** Runs once, between the read of the rows and the answer. */
    let duringRead: (() => Promise<void>) | null = null;
    const jobs = createCatalogueJobs({
      queries: {
        ...queries,
        async all() {
          const rows = await queries.all();
          const during = duringRead;
          duringRead = null;
          await during?.();
          return rows;
        },
      },
      clock: () => 100,
      log: pino({ level: 'silent' }),
      shared: false,
      leaseMs: 60_000,
    });
    await jobs.start('tmdb', by, async () => {
      await gate.promise;
      return ['Rellenadas: 1'];
    });
    duringRead = async () => {
      gate.resolve();
      await vi.waitFor(async () =>
        expect((await runner().state()).tmdb).toMatchObject({ estado: 'hecha' }),
      );
      await settle();
    };
    expect((await jobs.state()).tmdb).toMatchObject({
      estado: 'hecha',
      resumen: ['Rellenadas: 1'],
    });
  });
});
