import path from 'node:path';
import { type JobsAnswer, routes, SCHEDULED_BY } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { nextRunAfter } from '../src/admin/jobs/refresh-schedule.js';
import { demoSession, startAccountsServer, testClock } from './accounts-helpers.js';
import { imdbDir } from './admin-helpers.js';
import { afterScope, tempDir } from './helpers.js';
import { manualTimer } from './manual-timer.js';
import { startTmdbStandIn } from './tmdb-stand-in.js';

const KEY = 'eyJ.nightly';

describe('the TMDB job after the daily IMDb refresh', async () => {
  const tmdb = await startTmdbStandIn({ key: KEY, pictures: false });
  afterScope(tmdb.close);
  const dataDir = tempDir();
  const folder = path.join(dataDir, 'imdb');
  imdbDir(folder);
  const clock = testClock();
  const timer = manualTimer();
  const server = await startAccountsServer(
    {
      IMDB_REFRESH_DIR: folder,
      IMDB_REFRESH_AT: '04:30',
      TMDB_API_KEY: KEY,
      TMDB_API_URL: tmdb.apiUrl,
      TMDB_IMAGE_URL: tmdb.imageUrl,
    },
    { clock, dataDir, refreshTimer: timer.setTimer },
  );
  const admin = await demoSession(server.app, 'admin@demo.local');
  const jobs = async (): Promise<JobsAnswer> =>
    (await server.app.inject({ url: routes.adminJobs, headers: { cookie: admin } })).json();

  it('starts when the scheduled import ends, as the schedule, and fills the films lacking a poster', async () => {
    const at = Math.floor(nextRunAfter(clock() * 1000, { hour: 4, minute: 30 }) / 1000);
    clock.advance(at - clock());
    await timer.fire();
    await vi.waitFor(async () => expect((await jobs()).tmdb?.estado).toBe('hecha'), {
      timeout: 25_000,
      interval: 50,
    });
    const { imdb, tmdb: job } = await jobs();
    expect(imdb?.estado).toBe('hecha');
    expect(job?.por).toBe(SCHEDULED_BY);
    expect(job?.resumen[0]).toMatch(
      /^TMDB: [\d.]+ películas; [\d.]+ completadas, 0 no están en TMDB, 0 fallidas$/,
    );
  });
});
