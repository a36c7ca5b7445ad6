import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCHEDULED_BY } from '@cineclub/contract';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { manualTimer } from '../../../test/manual-timer.js';
import { openSqlite } from '../../db/connection.js';
import { createMetaQueries } from '../../db/meta.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createCatalogueJobs } from './catalogue-jobs.js';
import { createImdbRefresh, REFRESH_SKIPPED_MESSAGE } from './imdb-refresh.js';
import { createJobQueries } from './queries.js';
import { nextRunAfter } from './refresh-schedule.js';

const refresh = { dir: '/srv/imdb', at: { hour: 4, minute: 30 }, tvMovies: false };
const MINUTE = 60;

function deferred() {
  let resolve: (lines: string[]) => void = () => {};
  const promise = new Promise<string[]>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the daily IMDb refresh', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-refresh-'));
  const db = openSqlite(path.join(dir, 'db.sqlite'));
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateToLatest(db);
  const log = pino({ level: 'silent' });
  let now = Math.floor(Date.parse('2026-05-10T12:00:00Z') / 1000);
  const clock = () => now;
  const jobs = createCatalogueJobs({
    queries: createJobQueries(db),
    clock,
    log,
    shared: false,
    leaseMs: 60_000,
  });
  /** The job the refresh starts: held open until the test lets it end. */
  let work = deferred();
  const started: number[] = [];
  const tasks = {
    async scheduledImdb() {
      const job = await jobs.start('imdb', { email: SCHEDULED_BY, what: 'diaria' }, () => {
        return work.promise;
      });
      started.push(job.id);
      return job;
    },
  };
  /** One app server's refresh, on the shared database. */
  const server = (overrides: Partial<typeof tasks> = {}) => {
    const timer = manualTimer();
    const schedule = createImdbRefresh({
      refresh,
      clock,
      meta: createMetaQueries(db),
      tasks: { ...tasks, ...overrides },
      log,
      setTimer: timer.setTimer,
    });
    schedule.start();
    return { schedule, timer };
  };
  const nextRun = () => Math.floor(nextRunAfter(now * 1000, refresh.at) / 1000);
  const finish = async () => {
    work.resolve(['Películas: 1']);
    await vi.waitFor(async () => expect((await jobs.state()).imdb?.estado).toBe('hecha'));
    work = deferred();
  };

  it('sleeps in stretches until the time, then starts the job once, and sets the next day', async () => {
    const a = server();
    const due = nextRun();
    expect(a.timer.pending()?.ms).toBe(10 * MINUTE * 1000);
    // Woken before the time (a stretch of the wait): nothing runs, it sleeps again.
    now = due - 3 * MINUTE;
    await a.timer.fire();
    expect(started).toEqual([]);
    expect(a.timer.pending()?.ms).toBe(3 * MINUTE * 1000);
    now = due;
    await a.timer.fire();
    expect(started).toHaveLength(1);
    expect((await jobs.state()).imdb).toMatchObject({ por: SCHEDULED_BY, estado: 'enMarcha' });
    expect(await a.schedule.state()).toEqual({
      carpeta: '/srv/imdb',
      hora: '04:30',
      tvMovies: false,
      proxima: due + 24 * 60 * MINUTE,
      ultima: { fecha: due, tarea: started[0], saltada: null },
    });
    await finish();
    await a.schedule.stop();
    expect(a.timer.pending()).toBeNull();
  });

  it('runs a day once across servers: at the same moment, or one a little later', async () => {
    started.length = 0;
    const a = server();
    const b = server();
    now = nextRun();
    await Promise.all([a.timer.fire(), b.timer.fire()]);
    expect(started).toHaveLength(1);
    await finish();

    now = nextRun();
    await a.timer.fire();
    await finish();
    // B's clock is 40 s behind: it wakes after A's run of the day ended.
    now += 40;
    await b.timer.fire();
    expect(started).toHaveLength(2);
    expect((await b.schedule.state()).ultima?.tarea).toBe(started[1]);
    await Promise.all([a.schedule.stop(), b.schedule.stop()]);
  });

  it('skips a day when an IMDb import runs at the time, and says so', async () => {
    const a = server();
    now = nextRun() - 60;
    const manual = deferred();
    const job = await jobs.start('imdb', { email: 'admin@demo.local', what: '/otra' }, () => {
      return manual.promise;
    });
    now += 60;
    await a.timer.fire();
    const state = await a.schedule.state();
    expect(state.ultima).toEqual({ fecha: now, tarea: null, saltada: REFRESH_SKIPPED_MESSAGE });
    expect((await jobs.state()).imdb?.id).toBe(job.id);
    manual.resolve([]);
    await vi.waitFor(async () => expect((await jobs.state()).imdb?.estado).toBe('hecha'));
    // The next day runs as usual.
    now = nextRun();
    await a.timer.fire();
    expect((await a.schedule.state()).ultima?.saltada).toBeNull();
    await finish();
    await a.schedule.stop();
  });

  it('logs a run that cannot start, and goes on to the next day', async () => {
    const a = server({
      scheduledImdb: async () => {
        throw new Error('sin base de datos');
      },
    });
    now = nextRun();
    await a.timer.fire();
    expect(a.timer.pending()).not.toBeNull();
    await a.schedule.stop();
    expect(a.timer.pending()).toBeNull();
  });
});
