import path from 'node:path';
import { type JobsAnswer, routes, SCHEDULED_BY } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { nextRunAfter } from '../src/admin/jobs/refresh-schedule.js';
import { demoSession, startAccountsServer, testClock } from './accounts-helpers.js';
import { imdbDir } from './admin-helpers.js';
import { tempDir } from './helpers.js';
import { manualTimer } from './manual-timer.js';

const DAY = 24 * 60 * 60;
/** A film of the small IMDb dataset that the demo catalogue does not have. */
const NEW_FILM = 300_001;

/**
 * The daily IMDb refresh (IMDB_REFRESH_DIR, IMDB_REFRESH_AT) through two app servers on one
 * database and DATA_DIR, their timers fired by hand with the clock moved to the time.
 */
describe('the daily IMDb refresh', async () => {
  const dataDir = tempDir();
  const folder = path.join(dataDir, 'imdb');
  const clock = testClock();
  const env = { IMDB_REFRESH_DIR: folder, IMDB_REFRESH_AT: '04:30' };
  const timerA = manualTimer();
  const timerB = manualTimer();
  const a = await startAccountsServer(env, { clock, dataDir, refreshTimer: timerA.setTimer });
  const b = await startAccountsServer(env, { clock, dataDir, refreshTimer: timerB.setTimer });
  await Promise.all([a.app.ready(), b.app.ready()]);
  const admin = await demoSession(a.app, 'admin@demo.local');
  const jobsOn = async (server: typeof a): Promise<JobsAnswer> => {
    const response = await server.app.inject({ url: routes.adminJobs, headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const finished = async () => {
    await vi.waitFor(async () => expect((await jobsOn(a)).imdb?.estado).not.toBe('enMarcha'), {
      timeout: 20_000,
      interval: 20,
    });
    return (await jobsOn(a)).imdb;
  };
  const nextRun = () => Math.floor(nextRunAfter(clock() * 1000, { hour: 4, minute: 30 }) / 1000);
  /** Both servers' timers go off at `time`, as at the same minute. */
  const bothAt = async (time: number) => {
    clock.advance(time - clock());
    await Promise.all([timerA.fire(), timerB.fire()]);
  };
  const auditLines = async () =>
    (await a.app.inject({ url: routes.adminAudit, headers: { cookie: admin } }))
      .json()
      .lineas.filter((line: { accion: string }) => line.accion === 'tarea.imdb');
  const newFilm = () =>
    a.db.selectFrom('film').select('id').where('imdb', '=', NEW_FILM).executeTakeFirst();

  it('shows the schedule on the admin screen before its first run', async () => {
    expect((await jobsOn(b)).programada).toEqual({
      carpeta: folder,
      hora: '04:30',
      tvMovies: false,
      proxima: nextRun(),
      ultima: null,
    });
  });

  it('makes a missing folder a failed job with the reason, started once by two servers', async () => {
    const due = nextRun();
    await bothAt(due);
    const job = await finished();
    expect(job).toMatchObject({ estado: 'fallida', por: SCHEDULED_BY });
    expect(job?.error).toBe(`No existe la carpeta ${folder}`);
    expect(await auditLines()).toHaveLength(1);
    expect((await jobsOn(b)).programada?.ultima).toEqual({
      fecha: due,
      tarea: job?.id,
      saltada: null,
    });
  });

  it('imports the files found there the next day, once, and the screen shows it', async () => {
    imdbDir(folder);
    expect(await newFilm()).toBeUndefined();
    const due = nextRun();
    clock.advance(due - clock());
    await timerA.fire();
    const job = await finished();
    expect(job).toMatchObject({
      estado: 'hecha',
      por: SCHEDULED_BY,
      que: `Actualización diaria de ${folder}`,
    });
    expect(job?.resumen[0]).toMatch(/^Películas: /);
    expect(await newFilm()).toBeDefined();
    // B's timer goes off a minute later (its clock behind A's): the day is done already.
    clock.advance(60);
    await timerB.fire();
    expect(timerB.pending()).not.toBeNull();
    const lines = await auditLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      user: SCHEDULED_BY,
      detalle: `Tarea imdb lanzada: Actualización diaria de ${folder}`,
    });
    const seenOnB = await jobsOn(b);
    expect(seenOnB.imdb?.id).toBe(job?.id);
    expect(seenOnB.programada).toMatchObject({
      proxima: due + DAY,
      ultima: { fecha: due, tarea: job?.id, saltada: null },
    });
  });
});
