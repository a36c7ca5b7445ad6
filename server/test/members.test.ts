import { call, callTable, type FilmComment, type FullCard, routes } from '@cineclub/contract';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW } from './helpers.js';

/** A listening test server and its members' sessions, asked through the typed call map. */
async function membersServer(env: Record<string, string> = {}) {
  const server = await startAccountsServer(env);
  const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const as = (cookie?: string) => ({
    baseUrl,
    headers: (cookie ? { cookie } : {}) as Record<string, string>,
  });
  const idOf = async (email: string) =>
    (
      await server.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const comment = (cookie: string, filmId: number, body: object) =>
    fetch(`${baseUrl}/api/peli/comenta/${filmId}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { ...server, baseUrl, as, idOf, comment };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status: number }) => error.status,
  );

describe('members: privacy, page and export', async () => {
  const server = await membersServer();
  const { db, app, as, idOf, comment, baseUrl } = server;
  const ana = await demoSession(app, 'ana@club.local');
  const beto = await demoSession(app, 'beto@club.local');
  const anaId = await idOf('ana@club.local');
  // The name the club sees is asked on the new-user screen (issue 47), never taken from the address.
  await call('setName', { body: { nombre: 'ana' } }, as(ana));
  const films = await db
    .selectFrom('film')
    .select(['id', 'nom', 'nomo', 'nomen', 'anio', 'imdb'])
    .where('imdb', 'is not', null)
    .orderBy('id')
    .limit(3)
    .execute();
  const [seenFilm, ratedFilm, wantedFilm] = films;
  if (!seenFilm || !ratedFilm || !wantedFilm) throw new Error('not enough films');
  const card = async (cookie: string, filmId: number): Promise<FullCard> =>
    (
      await (
        await fetch(`${baseUrl}/api/info/ficha/${filmId}/true`, { headers: { cookie } })
      ).json()
    )[0];
  const byAna = (comments: FilmComment[]) => comments.filter((c) => c.user === 'ana');

  // Ana: a bare seen mark on one film, a scored seen comment with text on another, one wanted.
  expect((await comment(ana, seenFilm.id, { vista: true, voto: -1, comen: '' })).status).toBe(200);
  expect(
    (await comment(ana, ratedFilm.id, { vista: true, voto: 0, comen: 'Floja, "muy" floja' }))
      .status,
  ).toBe(200);
  await fetch(`${baseUrl}/api/peli/verla/${wantedFilm.id}/si`, {
    method: 'POST',
    headers: { cookie: ana },
  });

  it('answers and stores the privacy choices, both on by default', async () => {
    expect(await call('privacy', {}, as(ana))).toEqual({
      marcas: true,
      actividad: true,
      socio: anaId,
    });
    const set = await call('setPrivacy', { body: { marcas: false, actividad: false } }, as(ana));
    expect(set).toEqual({ marcas: false, actividad: false, socio: anaId });
    expect(await call('privacy', {}, as(ana))).toEqual({
      marcas: false,
      actividad: false,
      socio: anaId,
    });
    const row = await db
      .selectFrom('user')
      .select(['club_marks', 'club_feed'])
      .where('id', '=', anaId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ club_marks: 0, club_feed: 0 });
    expect(await statusOf(call('privacy', {}, as()))).toBe(401);
    expect(await statusOf(call('setPrivacy', { body: { marcas: true } as never }, as(ana)))).toBe(
      400,
    );
  });

  it("hides a private member's seen marks from others on cards and comment pages, not their ratings", async () => {
    await call('setPrivacy', { body: { marcas: false, actividad: true } }, as(ana));
    const bare = await card(beto, seenFilm.id);
    expect(byAna(bare.ocoms)).toEqual([]);
    const rated = await card(beto, ratedFilm.id);
    expect(byAna(rated.ocoms)).toEqual([
      expect.objectContaining({ voto: 0, comen: 'Floja, "muy" floja', vista: false }),
    ]);
    const page = await (
      await fetch(`${baseUrl}/api/peli/comentarios/${seenFilm.id}`, { headers: { cookie: beto } })
    ).json();
    expect(byAna(page.coms)).toEqual([]);
    // The hidden mark is not counted either: the card pages what it can show.
    expect(page.total).toBe(bare.nocoms);
    const hiddenCount = bare.nocoms ?? 0;

    // Her own views are hers: the card still says she saw it.
    const own = await card(ana, seenFilm.id);
    expect(own.vista).toBe(true);
    expect(own.mcoms).toEqual([expect.objectContaining({ vista: true, voto: -1 })]);

    await call('setPrivacy', { body: { marcas: true, actividad: true } }, as(ana));
    const shown = await card(beto, seenFilm.id);
    expect(byAna(shown.ocoms)).toEqual([expect.objectContaining({ vista: true, voto: -1 })]);
    expect(shown.nocoms).toBe(hiddenCount + 1);
    expect(byAna((await card(beto, ratedFilm.id)).ocoms)[0]?.vista).toBe(true);
    expect(shown.media).toBe(bare.media);
  });

  it('sets the name the club sees, refusing an address or nothing (issue 47)', async () => {
    expect(await call('setName', { body: { nombre: '  Beto  ' } }, as(beto))).toEqual({
      nombre: 'Beto',
    });
    for (const nombre of ['beto@club.local', '   ', 'x'.repeat(61)]) {
      expect(await statusOf(call('setName', { body: { nombre } }, as(beto)))).toBe(400);
    }
    expect(await statusOf(call('setName', { body: { nombre: 'B' } }, as()))).toBe(401);
  });

  it("shows a member's page, with their seen films and list only when they share them", async () => {
    await call('setPrivacy', { body: { marcas: false, actividad: true } }, as(ana));
    const seenByBeto = await call('member', { params: { id: String(anaId) } }, as(beto));
    expect(seenByBeto).toEqual({
      id: anaId,
      nombre: expect.any(String),
      picture: '',
      desde: TEST_NOW,
      yo: false,
      marcas: false,
      cifras: { notas: 1, media: 0, comentarios: 1, vistas: null, quiero: null },
    });
    const notas = await call(
      'memberFilms',
      { params: { id: String(anaId), lista: 'notas' }, query: {} },
      as(beto),
    );
    expect(notas).toEqual({
      pelis: [
        {
          id: ratedFilm.id,
          nom: ratedFilm.nom,
          anio: ratedFilm.anio,
          poster: expect.any(Number),
          voto: 0,
          fecha: TEST_NOW,
        },
      ],
      total: 1,
      sig: null,
    });
    for (const lista of ['vistas', 'quiero'] as const) {
      const hidden = call(
        'memberFilms',
        { params: { id: String(anaId), lista }, query: {} },
        as(beto),
      );
      await expect(hidden).rejects.toMatchObject({ status: 403 });
    }
    const self = await call('member', { params: { id: String(anaId) } }, as(ana));
    expect(self).toMatchObject({ yo: true, marcas: true, cifras: { vistas: 2, quiero: 1 } });
    const vistas = await call(
      'memberFilms',
      { params: { id: String(anaId), lista: 'vistas' }, query: { n: 1 } },
      as(ana),
    );
    expect(vistas).toMatchObject({ total: 2, sig: 1 });
    const quiero = await call(
      'memberFilms',
      { params: { id: String(anaId), lista: 'quiero' }, query: {} },
      as(ana),
    );
    expect(quiero.pelis.map((film) => film.id)).toEqual([wantedFilm.id]);

    await call('setPrivacy', { body: { marcas: true, actividad: false } }, as(ana));
    expect(await call('member', { params: { id: String(anaId) } }, as(beto))).toMatchObject({
      marcas: true,
      cifras: { vistas: 2, quiero: 1 },
    });
    const shared = await call(
      'memberFilms',
      { params: { id: String(anaId), lista: 'vistas' }, query: {} },
      as(beto),
    );
    expect(shared.pelis.map((film) => film.id).sort()).toEqual([seenFilm.id, ratedFilm.id].sort());

    expect(await statusOf(call('member', { params: { id: '2000000' } }, as(beto)))).toBe(404);
    expect(await statusOf(call('member', { params: { id: String(anaId) } }, as()))).toBe(401);
  });

  it("exports the member's history as Letterboxd CSVs and a JSON of everything", async () => {
    await call('setPrivacy', { body: { marcas: false, actividad: true } }, as(ana));
    const response = await call('exportHistory', {}, as(ana));
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('cineclub-');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'cineclub.json',
      'ratings.csv',
      'reviews.csv',
      'watched.csv',
      'watchlist.csv',
    ]);
    const csv = (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`no ${name}`);
      return parse(strFromU8(file), { columns: true }) as Record<string, string>[];
    };
    const tt = (imdb: number | null) => `tt${String(imdb).padStart(7, '0')}`;
    const titleOf = (film: typeof seenFilm) => film.nomen || film.nomo || film.nom;
    expect(csv('ratings.csv')).toEqual([
      expect.objectContaining({
        imdbID: tt(ratedFilm.imdb),
        Title: titleOf(ratedFilm),
        Year: String(ratedFilm.anio),
        WatchedDate: new Date(TEST_NOW * 1000).toISOString().slice(0, 10),
        Rating: '0.5',
        Rating10: '1',
      }),
    ]);
    expect(
      csv('watched.csv')
        .map((row) => row.imdbID)
        .sort(),
    ).toEqual([tt(seenFilm.imdb), tt(ratedFilm.imdb)].sort());
    expect(csv('watchlist.csv')).toEqual([
      expect.objectContaining({ imdbID: tt(wantedFilm.imdb), Title: titleOf(wantedFilm) }),
    ]);
    expect(csv('reviews.csv')).toEqual([
      expect.objectContaining({
        imdbID: tt(ratedFilm.imdb),
        WatchedDate: new Date(TEST_NOW * 1000).toISOString().slice(0, 10),
        Rating10: '1',
        Review: 'Floja, "muy" floja',
      }),
    ]);
    const json = JSON.parse(strFromU8(files['cineclub.json'] ?? new Uint8Array()));
    expect(json.usuario).toMatchObject({
      email: 'ana@club.local',
      privacidad: { marcas: false, actividad: true },
    });
    expect(json.comentarios).toHaveLength(2);
    expect(json.quiero).toEqual([
      { peli: expect.objectContaining({ id: wantedFilm.id }), fecha: TEST_NOW },
    ]);
    expect(json).toHaveProperty('peticiones');

    // Nobody else's: Beto's export holds none of Ana's rows.
    const other = unzipSync(
      new Uint8Array(await (await call('exportHistory', {}, as(beto))).arrayBuffer()),
    );
    expect(strFromU8(other['watched.csv'] ?? new Uint8Array()).trim()).toBe(
      'imdbID,Title,Year,Directors,WatchedDate',
    );
    expect(await statusOf(call('exportHistory', {}, as()))).toBe(401);
    expect(routes.deleteAccount).toBe('/api/usuario/borr');
  });
});

describe('members: the export is limited', async () => {
  const server = await membersServer({ EXPORT_RATE_LIMIT: '2', EXPORT_MAX_MB: '1' });
  const { db, app, as, idOf, baseUrl } = server;

  it('to EXPORT_RATE_LIMIT exports per member and hour', async () => {
    const carla = await demoSession(app, 'carla@club.local');
    const dani = await demoSession(app, 'dani@club.local');
    expect(await statusOf(call('exportHistory', {}, as(carla)))).toBe(200);
    expect(await statusOf(call('exportHistory', {}, as(carla)))).toBe(200);
    const third = call('exportHistory', {}, as(carla));
    await expect(third).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('espera una hora'),
    });
    // Counted per member, not per address.
    expect(await statusOf(call('exportHistory', {}, as(dani)))).toBe(200);
  });

  it('not by HEAD, which answers the headers of a GET without building the archive', async () => {
    const fede = await demoSession(app, 'fede@club.local');
    const head = (cookie?: string) =>
      fetch(`${baseUrl}${callTable.exportHistory.path}`, {
        method: 'HEAD',
        headers: cookie ? { cookie } : {},
      });
    for (let i = 0; i < 3; i++) {
      const answer = await head(fede);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toMatch(/cineclub-\d{4}-\d{2}-\d{2}\.zip/);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      // Its length is known only once built.
      expect(answer.headers.get('content-length')).toBeNull();
    }
    expect((await head()).status).toBe(401);
    // The HEADs counted against nothing: both exports of the hour are still there.
    expect(await statusOf(call('exportHistory', {}, as(fede)))).toBe(200);
    expect(await statusOf(call('exportHistory', {}, as(fede)))).toBe(200);
    expect(await statusOf(call('exportHistory', {}, as(fede)))).toBe(429);
  });

  it('to EXPORT_MAX_MB of history, refused with a message', async () => {
    const eva = await demoSession(app, 'eva@club.local');
    const evaId = await idOf('eva@club.local');
    const film = await db.selectFrom('film').select('id').orderBy('id').executeTakeFirstOrThrow();
    const text = 'palabra '.repeat(500);
    await db
      .insertInto('comment')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          user_id: evaId,
          film_id: film.id,
          fecha: TEST_NOW + i,
          vista: 0,
          voto: -1,
          comen: text,
        })),
      )
      .execute();
    const refused = call('exportHistory', {}, as(eva));
    await expect(refused).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('demasiado grande'),
    });
    // A HEAD says so too, as the GET would.
    const head = await fetch(`${baseUrl}${callTable.exportHistory.path}`, {
      method: 'HEAD',
      headers: { cookie: eva },
    });
    expect(head.status).toBe(422);
  });
});
