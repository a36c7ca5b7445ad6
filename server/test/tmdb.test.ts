import { routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { createPosterStore } from '../src/catalogue/poster-store.js';
import { importImdb } from '../src/import/imdb.js';
import { createImdbQueries } from '../src/import/imdb-queries.js';
import { tmdbSummaryLines } from '../src/import/summary-lines.js';
import { createTmdbClient, TmdbAuthError } from '../src/metadata/tmdb-client.js';
import { runTmdbJob } from '../src/metadata/tmdb-job.js';
import { demoSession } from './accounts-helpers.js';
import { afterScope, startTestServer, tempDir } from './helpers.js';
import { DATASET_V1, filmByImdb, openTestDb, writeImdbDir } from './import-helpers.js';
import { startTmdbStandIn as startStandIn } from './tmdb-stand-in.js';

async function startTmdbStandIn(options: Parameters<typeof startStandIn>[0]) {
  const standIn = await startStandIn(options);
  afterScope(standIn.close);
  return standIn;
}

const KEY = 'eyJ.stand-in.token';
const T0 = 1_790_000_000;
const noWait = async () => undefined;

describe('the TMDB job against a stand-in TMDB', async () => {
  const { db } = await openTestDb();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  const tmdb = await startTmdbStandIn({
    key: KEY,
    behaviours: {
      tt0068646: 'rate-limited',
      tt0118799: 'absent',
      tt0211915: 'movie404',
      tt0300001: 'broken',
      tt0111161: 'slow',
    },
  });
  const posters = createPosterStore(tempDir('cineclub-tmdb-'));
  const client = createTmdbClient(
    { key: KEY, apiUrl: tmdb.apiUrl, imageUrl: tmdb.imageUrl },
    { sleep: noWait },
  );
  const summary = await runTmdbJob(
    db,
    { client, posters },
    { refresh: false, now: T0 + 1 },
    () => {},
  );

  it('makes exactly one /find and one /movie call per film, besides retries and pictures', () => {
    const api = tmdb.calls.filter((call) => call.includes('/3/'));
    const shawshank = api.filter(
      (call) => call.includes('tt0111161') || call.includes('/movie/1111161'),
    );
    expect(shawshank).toEqual([
      'GET /3/find/tt0111161?external_source=imdb_id',
      'GET /3/movie/1111161?language=es-ES&append_to_response=credits%2Cvideos%2Crelease_dates',
    ]);
    // 429 with Retry-After and a 503 are retried once each.
    expect(api.filter((call) => call.startsWith('GET /3/find/tt0068646'))).toHaveLength(2);
    expect(api.filter((call) => call.startsWith('GET /3/movie/1068646'))).toHaveLength(2);
    expect(tmdb.calls.some((call) => call.includes('api_key'))).toBe(false);
  });

  it('ends with counts: filled, not on TMDB, failed', () => {
    expect(summary).toMatchObject({ films: 5, filled: 2, missing: 2, failed: 1 });
    const lines = tmdbSummaryLines(summary);
    expect(lines[0]).toBe('TMDB: 5 películas; 2 completadas, 2 no están en TMDB, 1 fallidas');
    expect(lines[2]).toBe(
      '  Quote "Film" (tt0300001)  (TMDB contestó algo que no es una película)',
    );
  });

  it('fills the card: synopsis, trailer, poster, backdrop, cast and director photos', async () => {
    const film = (await filmByImdb(db, 111161)) as { id: number };
    const row = await db
      .selectFrom('film')
      .selectAll()
      .where('id', '=', film.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      arg: 'Sinopsis de TMDB de tt0111161.',
      trailer: 'trailer0001',
      tmdb: 1111161,
    });
    // IMDb's Spanish title stays.
    expect(row.nom).toBe('Cadena perpetua');
    expect(row.poster).toBeGreaterThan(0);
    expect(row.backdrop).toMatch(/^[0-9a-f]{32}$/);
    const cast = await db
      .selectFrom('film_cast')
      .selectAll()
      .where('film_id', '=', film.id)
      .orderBy('ord')
      .execute();
    expect(cast.map((member) => [member.nom, member.papel, member.photo !== ''])).toEqual([
      ['Tim Robbins', 'Andy Dufresne', true],
      ['Morgan Freeman', "Ellis Boyd 'Red' Redding", true],
      ['Sin Foto', 'Preso', false],
    ]);
    const photos = await db
      .selectFrom('person')
      .select(['id', 'photo'])
      .where('id', 'in', [209, 151, 1104])
      .orderBy('id')
      .execute();
    expect(photos.every((person) => /^[0-9a-f]{32}$/.test(person.photo))).toBe(true);
    // The same actor's picture in two films was fetched once.
    expect(tmdb.calls.filter((call) => call.endsWith('/a504.jpg'))).toHaveLength(1);
  });

  it('resumes: a second run takes only the films not finished, and a refused key ends it', async () => {
    const before = tmdb.calls.length;
    const again = await runTmdbJob(
      db,
      { client, posters },
      { refresh: false, now: T0 + 2 },
      () => {},
    );
    // Only the failed film is tried again; the filled and the missing ones are done.
    expect(again.films).toBe(1);
    expect(tmdb.calls.slice(before).filter((call) => call.includes('/find/'))).toEqual([
      'GET /3/find/tt0300001?external_source=imdb_id',
    ]);
    const bad = createTmdbClient(
      { key: 'eyJ.wrong', apiUrl: tmdb.apiUrl, imageUrl: tmdb.imageUrl },
      { sleep: noWait },
    );
    await expect(
      runTmdbJob(db, { client: bad, posters }, { refresh: false, now: T0 + 3 }, () => {}),
    ).rejects.toThrow(TmdbAuthError);
  });

  it('gives up on an answer that never comes, and the film fails', async () => {
    const slow = createTmdbClient(
      { key: KEY, apiUrl: tmdb.apiUrl, imageUrl: tmdb.imageUrl },
      { sleep: noWait, timeoutMs: 50 },
    );
    const film = (await filmByImdb(db, 111161)) as { id: number };
    const run = await runTmdbJob(
      db,
      { client: slow, posters },
      { ids: [film.id], refresh: true, now: T0 + 4 },
      () => {},
    );
    expect(run).toMatchObject({ films: 1, failed: 1 });
    expect(run.failures[0]?.reason).toBe('TMDB no contestó a tiempo');
  });
});

describe("TMDB's rate limit", async () => {
  const { db } = await openTestDb();
  await importImdb(createImdbQueries(db), { dir: writeImdbDir(DATASET_V1), now: T0 });
  // Answers take a while, as over the Internet: the job's workers are not in step.
  const tmdb = await startTmdbStandIn({
    key: KEY,
    ratePerSecond: 3,
    delayMs: 120,
    pictures: false,
  });
  const client = createTmdbClient({ key: KEY, apiUrl: tmdb.apiUrl, imageUrl: tmdb.imageUrl });
  const summary = await runTmdbJob(
    db,
    { client, posters: createPosterStore(tempDir()) },
    {
      refresh: false,
      now: T0 + 1,
    },
    () => {},
  );

  it("holds every worker for a 429's Retry-After, and fills every film all the same", () => {
    expect(summary).toMatchObject({ films: 5, filled: 5, failed: 0 });
    const limited = tmdb.arrivals.filter((call) => call.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const { answeredAt } of limited) {
      // Calls already on their way when the 429 left may still arrive (and a loaded machine may
      // take a while to read the 429); none is sent after it, until the second is over.
      const during = tmdb.arrivals.filter(
        (call) => call.at > answeredAt + 250 && call.at < answeredAt + 950,
      );
      expect(during).toEqual([]);
    }
  });
});

describe('POST /admin/tareas/tmdb', async () => {
  const tmdb = await startTmdbStandIn({ key: KEY });
  const server = await startTestServer({
    TMDB_API_KEY: KEY,
    TMDB_API_URL: tmdb.apiUrl,
    TMDB_IMAGE_URL: tmdb.imageUrl,
  });
  const admin = await demoSession(server.app, 'admin@demo.local');
  const headers = { cookie: admin };

  it("fills the films asked for, keeping the demo's synopsis, and shows in 'Tareas'", async () => {
    const film = (await filmByImdb(server.db, 111161)) as { id: number; arg: string };
    const { arg } = await server.db
      .selectFrom('film')
      .select('arg')
      .where('id', '=', film.id)
      .executeTakeFirstOrThrow();
    const started = await server.app.inject({
      method: 'POST',
      url: routes.adminTmdbJob,
      headers,
      payload: { ids: [film.id] },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ tipo: 'tmdb', estado: 'enMarcha' });
    let job = started.json();
    for (let i = 0; i < 200 && job.estado === 'enMarcha'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await server.app.inject({ url: routes.adminJobs, headers })).json().tmdb;
    }
    expect(job.estado).toBe('hecha');
    expect(job.resumen[0]).toBe('TMDB: 1 películas; 1 completadas, 0 no están en TMDB, 0 fallidas');
    const card = (
      await server.app.inject({ url: `/api/info/ficha/${film.id}/true/true`, headers })
    ).json()[0];
    expect(card.arg).toBe(arg);
    expect(card).toMatchObject({
      trailer: 'trailer0001',
      detmdb: true,
      fuentes: { trailer: 'tmdb', backdrop: 'tmdb' },
    });
    expect(card.reparto[0]).toMatchObject({ n: 'Tim Robbins', p: 'Andy Dufresne' });
    const image = await server.app.inject({ url: `/api/img/${card.fondo}/780` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await server.app.inject({ url: `/api/img/${card.fondo}/781` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/img/nota-key/780' })).statusCode).toBe(400);

    // The admin card forgets a field's source; a field it does not know is a 400.
    const forget = (field: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `/admin/pel/fuente/${film.id}/${field}`,
        headers,
      });
    expect((await forget('trailer')).statusCode).toBe(204);
    const after = (
      await server.app.inject({ url: `/api/info/ficha/${film.id}/true/true`, headers })
    ).json()[0];
    expect(after.fuentes.trailer).toBeUndefined();
    expect(after.trailer).toBe('trailer0001');
    expect((await forget('votos')).statusCode).toBe(400);
  });

  it('answers 409 without a key, and 400 for a bad body', async () => {
    const bare = await startTestServer();
    const cookie = await demoSession(bare.app, 'admin@demo.local');
    const off = await bare.app.inject({
      method: 'POST',
      url: routes.adminTmdbJob,
      headers: { cookie },
      payload: {},
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/TMDB_API_KEY/);
    const bad = await server.app.inject({
      method: 'POST',
      url: routes.adminTmdbJob,
      headers,
      payload: { ids: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
