import { type CallError, call, pathOf, type ReviewAnswer, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoSession } from './accounts-helpers.js';
import { init, shareToken, startDownloadsServer } from './downloads-helpers.js';

const DAY = 86_400;

/**
 * The year in review over HTTP (`call` of the contract): a member's year and the club's, built
 * through the calls members use (the clock moved back into 2025), and the privacy choice of a
 * member who keeps their seen marks and list from the club.
 */
describe('year in review', async () => {
  const server = await startDownloadsServer();
  const { app, db, clock } = server;
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // A clean slate: the demo's members' history (its comments, downloads and watchlists, over
  // the year before the seed) goes, so each year below holds only what the tests write.
  await db.deleteFrom('comment').execute();
  await db.deleteFrom('club_score').execute();
  await db.deleteFrom('download_log').execute();
  await db.deleteFrom('want').execute();
  const socio = await demoSession(app, 'socio@demo.local');
  const b = await demoSession(app, 'resumen-b@demo.local');
  const c = await demoSession(app, 'resumen-c@demo.local');
  const hidden = await demoSession(app, 'resumen-d@demo.local');
  await db
    .updateTable('user')
    .set({ club_marks: 0 })
    .where('email', '=', 'resumen-d@demo.local')
    .execute();
  const ids = async (email: string) =>
    (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const hiddenId = await ids('resumen-d@demo.local');
  const socioId = await ids('socio@demo.local');
  const films = await db
    .selectFrom('film')
    .select(['id', 'nom', 'anio', 'poster', 'dura'])
    .where('file_count', '>', 0)
    .orderBy('id')
    .limit(4)
    .execute();
  const [f1, f2, f3, f4] = films.map((film) => film.id) as [number, number, number, number];
  const review = (anio: string, cookie?: string, socioId?: number) =>
    call(
      'review',
      { params: { anio }, query: { socio: socioId === undefined ? undefined : String(socioId) } },
      { baseUrl, headers: cookie ? { cookie } : {} },
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: CallError) => ({ status: error.status, message: error.message }),
    );
  const ok = async (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBeLessThan(300);
  const comment = (cookie: string, film: number, vista: boolean, voto: number) =>
    app
      .inject({
        method: 'POST',
        url: pathOf(routes.comment, { id: film }),
        headers: { cookie },
        payload: { vista, voto, comen: '' },
      })
      .then(ok);
  const want = (cookie: string, film: number) =>
    app.inject({ method: 'POST', url: `/api/peli/verla/${film}/si`, headers: { cookie } }).then(ok);

  // 2025-03-10, some 444 days before the tests' now (2026-05-28).
  const back = -444 * DAY;
  clock.advance(back);
  const seeded = clock();
  const nightAt = (daysFromNow: number) => seeded + daysFromNow * DAY;
  await comment(socio, f1, true, 8);
  await comment(socio, f2, true, -1);
  await comment(socio, f3, false, 6);
  for (const [cookie, voto1, voto3] of [
    [b, 10, 7],
    [c, 9, 8],
  ] as const) {
    await comment(cookie, f1, true, voto1);
    await comment(cookie, f3, true, voto3);
    await want(cookie, f4);
  }
  await comment(hidden, f1, true, 6);
  await comment(hidden, f2, true, -1);
  await want(hidden, f4);
  // Film nights of 2025 (issue 48): three held (f1 twice) and one cancelled.
  const night = (daysFromNow: number, ganadora: number, estado: 'cerrada' | 'cancelada') => ({
    user_id: socioId,
    titulo: 'Sesión del resumen',
    cuando: nightAt(daysFromNow),
    lugar: 'Casa de Ana',
    cierre: nightAt(daysFromNow - 1),
    created_at: nightAt(-30),
    estado,
    ganadora,
  });
  await db
    .insertInto('film_night')
    .values([
      night(-20, f1, 'cerrada'),
      night(-10, f2, 'cerrada'),
      night(-5, f1, 'cerrada'),
      night(-3, f3, 'cancelada'),
    ])
    .execute();
  const fileOf = async (film: number) =>
    (
      await db
        .selectFrom('file')
        .select('id')
        .where('film_id', '=', film)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  await ok(await init(server, await fileOf(f1), socio));
  await ok(await init(server, await fileOf(f1), socio)); // the same job: one download
  // A share link's download counts for the member who made the link.
  await ok(
    await init(
      server,
      await fileOf(f2),
      undefined,
      await shareToken(server, await fileOf(f2), socio),
    ),
  );
  clock.advance(DAY);
  await comment(socio, f3, false, 9); // the newest score of the year counts
  clock.advance(-back - DAY);

  it("answers the member's own year: seen, scored, hours, months, directors and genres", async () => {
    const year = await review('2025', socio);
    expect(year).toMatchObject({
      anio: 2025,
      desde: 2025,
      hasta: 2026,
      socio: { id: socioId, nombre: 'Socio (demo)', propio: true },
    });
    const minutes = films.slice(0, 3).reduce((sum, film) => sum + (film.dura ?? 0), 0);
    expect(year.suyo).toMatchObject({
      vistas: 2,
      notas: 2,
      pelis: 3,
      media: 8.5,
      horas: Math.round(minutes / 6) / 10,
    });
    expect(year.suyo.meses[2]).toBe(3);
    expect(year.suyo.puntuaciones[9]).toBe(1);
    expect(year.suyo.puntuaciones[6]).toBe(0);
    expect(year.suyo.mejores.map((best) => [best.peli.id, best.voto])).toEqual([
      [f3, 9],
      [f1, 8],
    ]);
    const directors = await db
      .selectFrom('film_person')
      .select('person_id')
      .where('role', '=', 'd')
      .where('film_id', 'in', [f1, f2, f3])
      .execute();
    expect(year.suyo.directores.length).toBe(
      Math.min(5, new Set(directors.map((d) => d.person_id)).size),
    );
  });

  it("answers the club's year: best rated with a minimum, most wanted, most downloaded", async () => {
    const { club } = await review('2025', b);
    const title = (id: number) => {
      const film = films.find((candidate) => candidate.id === id);
      // Each film with its poster, which the review shows (issue 47).
      return { id, nom: film?.nom, anio: film?.anio, poster: film?.poster };
    };
    expect(club).toEqual({
      notas: 2 + 2 + 2 + 1,
      socios: 4,
      meses: [0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      mejores: [
        { peli: title(f3), media: 8, notas: 3 },
        { peli: title(f1), media: 8.3, notas: 4 },
      ].sort((x, y) => y.media - x.media),
      minimo: 3,
      // The hidden member's want is not counted.
      deseadas: [{ peli: title(f4), socios: 2 }],
      descargadas: [
        { peli: title(f1), socios: 1 },
        { peli: title(f2), socios: 1 },
      ],
      // Held by now and not cancelled; each film once, at its newest night.
      sesiones: {
        total: 3,
        pelis: 2,
        lista: [
          { peli: title(f1), fecha: nightAt(-5) },
          { peli: title(f2), fecha: nightAt(-10) },
        ],
      },
    });
  });

  it("shows another member's year with only the scores when they hide their seen marks", async () => {
    const theirs = await review('2025', socio, hiddenId);
    expect(theirs.socio).toMatchObject({ id: hiddenId, propio: false });
    expect(theirs.suyo).toMatchObject({ vistas: null, notas: 1, pelis: 1 });
    const own = await review('2025', hidden);
    expect(own.suyo).toMatchObject({ vistas: 2, notas: 1, pelis: 2 });
    const shown = await review('2025', hidden, socioId);
    expect(shown.suyo).toMatchObject({ vistas: 2, pelis: 3 });
  });

  it("starts another member's years at their first visible mark, not a hidden seen mark", async () => {
    // A bare seen mark of 2023-06-01, older than any of the member's scores.
    const row = await db
      .insertInto('comment')
      .values({
        user_id: hiddenId,
        film_id: f4,
        fecha: 1_685_577_600,
        vista: 1,
        voto: -1,
        comen: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await review('2025', socio, hiddenId)).desde).toBe(2025);
      expect((await review('2025', hidden)).desde).toBe(2023);
    } finally {
      await db.deleteFrom('comment').where('id', '=', row.id).execute();
    }
  });

  it('says a year without activity is empty', async () => {
    const year: ReviewAnswer = await review('2019', socio);
    expect(year.suyo).toMatchObject({ vistas: 0, notas: 0, pelis: 0, media: null, horas: 0 });
    expect(year.club).toMatchObject({
      notas: 0,
      socios: 0,
      mejores: [],
      deseadas: [],
      descargadas: [],
      sesiones: { total: 0, pelis: 0, lista: [] },
    });
  });

  it('refuses a year out of range, an unknown member and visitors', async () => {
    expect(await failure(review('2027', socio))).toEqual({
      status: 404,
      message: 'El año 2027 aún no ha llegado',
    });
    expect(await failure(review('1989', socio))).toMatchObject({ status: 400 });
    expect(await failure(review('20x5', socio))).toMatchObject({ status: 400 });
    expect(await failure(review('2025', socio, 2 ** 31 - 1))).toEqual({
      status: 404,
      message: 'No existe ese socio',
    });
    expect(await failure(review('2025'))).toMatchObject({ status: 401 });
  });

  it("keeps the club's part a minute, then counts what came meanwhile", async () => {
    const before = (await review('2026', socio)).club.notas;
    await comment(c, f2, true, 7);
    expect((await review('2026', b)).club.notas).toBe(before);
    expect((await review('2026', c)).suyo.notas).toBe(1);
    clock.advance(61);
    expect((await review('2026', b)).club.notas).toBe(before + 1);
  });

  it('keeps downloads in the log after their jobs are forgotten', async () => {
    await db.deleteFrom('download').execute();
    const { club } = await review('2025', socio);
    expect(club.descargadas).toHaveLength(2);
  });
});
