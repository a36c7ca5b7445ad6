import { CallError, type FilmNightBody } from '@cineclub/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer, testClock } from './accounts-helpers.js';
import { tempDir } from './helpers.js';
import { asMember, noticesOf, someFilms, userId } from './sessions-helpers.js';

const DAY = 86_400;

async function refused(promise: Promise<unknown>): Promise<CallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CallError)) throw new Error('the call should have been refused');
  return error;
}

describe('film nights (/api/sesiones)', async () => {
  const clock = testClock();
  const dataDir = tempDir();
  const server = await startAccountsServer(
    { FILM_NIGHT_CHECK_S: '0.05', FILM_NIGHTS_OPEN: '4' },
    { clock, dataDir },
  );
  const { app, db } = server;
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookies = {
    socio: await demoSession(app, 'socio@demo.local'),
    admin: await demoSession(app, 'admin@demo.local'),
    marta: await demoSession(app, 'marta@demo.local'),
    andres: await demoSession(app, 'andres@demo.local'),
    lucia: await demoSession(app, 'lucia@demo.local'),
  };
  const socio = asMember(baseUrl, cookies.socio);
  const admin = asMember(baseUrl, cookies.admin);
  const marta = asMember(baseUrl, cookies.marta);
  const andres = asMember(baseUrl, cookies.andres);
  const lucia = asMember(baseUrl, cookies.lucia);
  const nobody = asMember(baseUrl, null);
  const films = await someFilms(db, 8);
  const [f1, f2, f3, f4] = films as [number, number, number, number];

  const proposal = (over: Partial<FilmNightBody> = {}): FilmNightBody => ({
    titulo: 'Noche de suspense',
    cuando: clock() + 3 * DAY,
    lugar: 'Casa de Ana',
    cierre: clock() + DAY,
    candidatas: [f1, f2, f3],
    ...over,
  });

  it('answers 401 to a visitor, on every call but the feed', async () => {
    for (const attempt of [
      () => nobody('filmNights', {}),
      () => nobody('proposeFilmNight', { body: proposal() }),
      () => nobody('filmNight', { params: { id: '1' } }),
      () => nobody('voteFilmNight', { params: { id: '1' }, body: { pelis: [] } }),
      () => nobody('attendFilmNight', { params: { id: '1' }, body: { va: 'si' } }),
      () => nobody('filmNightIcs', { params: { id: '1' } }),
      () => nobody('calendarFeed', {}),
      () => nobody('renewCalendarFeed', {}),
    ]) {
      expect((await refused(attempt())).status).toBe(401);
    }
  });

  it('refuses bad proposals with a clear Spanish 400', async () => {
    const cases: [Partial<FilmNightBody>, RegExp][] = [
      [{ candidatas: [f1] }, /de 2 a 8 películas/],
      [{ candidatas: films.concat(films[0] ?? 0) }, /de 2 a 8 películas/],
      [{ cierre: clock() - 10 }, /cierre .* en el futuro/],
      [{ cuando: clock() + DAY - 1 }, /cerrarse antes de la sesión/],
      [{ candidatas: [f1, f1] }, /dos veces/],
      [{ candidatas: [f1, 2_000_000_000] }, /no está en el catálogo/],
      [{ titulo: '   ' }, /título/],
      [{ cuando: clock() + 400 * DAY }, /más de un año/],
    ];
    for (const [over, message] of cases) {
      const error = await refused(socio('proposeFilmNight', { body: proposal(over) }));
      expect(error.status, JSON.stringify(over)).toBe(400);
      expect(error.message).toMatch(message);
    }
    const mine = await db
      .selectFrom('film_night')
      .select('id')
      .where('user_id', '=', await userId(db, 'socio@demo.local'))
      .execute();
    expect(mine).toEqual([]);
  });

  it("finds candidates with the catalogue's search: accents folded, typos forgiven", async () => {
    const titles = async (q: string) =>
      (await socio('filmNightSearch', { query: { q } })).pelis.map((film) => film.nom);
    expect((await titles('psicosis'))[0]).toBe('Psicosis');
    expect((await titles('vertigo'))[0]).toBe('Vértigo (De entre los muertos)');
    expect(await titles('psicossis')).toContain('Psicosis');
    expect(await titles('zzzqqq')).toEqual([]);
    expect((await refused(nobody('filmNightSearch', { query: { q: 'psicosis' } }))).status).toBe(
      401,
    );
  });

  it('counts each member once, replaces a vote, and takes three films at most', async () => {
    const { id } = await socio('proposeFilmNight', { body: proposal() });
    await marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f1, f2, f1] } });
    await marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f2] } });
    await andres('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f2, f3] } });
    const night = await socio('filmNight', { params: { id: String(id) } });
    expect(night.candidatas.map((film) => film.votos)).toEqual([0, 2, 1]);
    expect((await marta('filmNight', { params: { id: String(id) } })).miVoto).toEqual([f2]);
    const tooMany = await refused(
      marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f1, f2, f3, f4] } }),
    );
    expect([tooMany.status, tooMany.message]).toEqual([400, expect.stringMatching(/hasta 3/)]);
    const notCandidate = await refused(
      marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f4] } }),
    );
    expect(notCandidate.status).toBe(400);
  });

  it('lets the proposer edit until the deadline and the owner cancel; others get a 403', async () => {
    const { id } = await socio('proposeFilmNight', { body: proposal({ titulo: 'Para editar' }) });
    const edited = await socio('editFilmNight', {
      params: { id: String(id) },
      body: proposal({ titulo: 'Editada', lugar: 'Cada uno en su casa' }),
    });
    expect([edited.titulo, edited.lugar]).toEqual(['Editada', 'Cada uno en su casa']);
    expect((await refused(marta('cancelFilmNight', { params: { id: String(id) } }))).status).toBe(
      403,
    );
    const cancelled = await admin('cancelFilmNight', { params: { id: String(id) } });
    expect(cancelled.estado).toBe('cancelada');
    expect(
      (await refused(marta('attendFilmNight', { params: { id: String(id) }, body: { va: 'si' } })))
        .status,
    ).toBe(409);
  });

  it('keeps the attendance list to the members who show in the club activity', async () => {
    const { id } = await socio('proposeFilmNight', { body: proposal({ titulo: 'Privada' }) });
    const hidden = await userId(db, 'lucia@demo.local');
    await db.updateTable('user').set({ club_feed: 0 }).where('id', '=', hidden).execute();
    await lucia('attendFilmNight', { params: { id: String(id) }, body: { va: 'si' } });
    await lucia('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f1] } });
    await marta('attendFilmNight', { params: { id: String(id) }, body: { va: 'quiza' } });
    const seen = await socio('filmNight', { params: { id: String(id) } });
    expect(seen.asistentes.map((row) => [row.nombre, row.va])).toEqual([['Marta (demo)', 'quiza']]);
    expect(seen.ocultos).toEqual({ si: 1, quiza: 0, no: 0 });
    expect(seen.candidatas[0]?.votos).toBe(1);
    expect(seen.candidatas[0]?.votantes).toEqual([]);
    const own = await lucia('filmNight', { params: { id: String(id) } });
    expect(own.asistentes.map((row) => row.id)).toContain(hidden);
    await db.updateTable('user').set({ club_feed: 1 }).where('id', '=', hidden).execute();
  });

  it('closes at the deadline by the tie rules, tells voters and comers, then reminds and asks', async () => {
    const { id } = await socio('proposeFilmNight', {
      body: proposal({ titulo: 'Empate', cierre: clock() + 30, cuando: clock() + 2 * DAY }),
    });
    // f2 and f3 tie on votes; more members want f3.
    await marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f2] } });
    await andres('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f3] } });
    await db.deleteFrom('want').where('film_id', 'in', [f2, f3]).execute();
    const wanters = await Promise.all(
      ['lucia@demo.local', 'admin@demo.local'].map((email) => userId(db, email)),
    );
    await db
      .insertInto('want')
      .values(wanters.map((user_id) => ({ user_id, film_id: f3, created_at: clock() })))
      .execute();
    await lucia('attendFilmNight', { params: { id: String(id) }, body: { va: 'si' } });
    clock.advance(31);
    await expect
      .poll(async () => (await socio('filmNight', { params: { id: String(id) } })).estado, {
        timeout: 5_000,
      })
      .toBe('cerrada');
    const night = await socio('filmNight', { params: { id: String(id) } });
    expect(night.ganadora).toBe(f3);
    const told = async (email: string) => noticesOf(db, await userId(db, email));
    for (const email of ['marta@demo.local', 'andres@demo.local', 'lucia@demo.local']) {
      expect(
        (await told(email)).filter((text) => text.includes('para la sesión del')),
      ).toHaveLength(1);
    }
    expect((await told('socio@demo.local')).some((text) => text.includes('Empate'))).toBe(false);
    // The eve, then the day after: once each.
    clock.advance(DAY + 60);
    await expect
      .poll(
        async () => (await told('lucia@demo.local')).filter((t) => t.startsWith('Mañana')).length,
        {
          timeout: 5_000,
        },
      )
      .toBe(1);
    clock.advance(2 * DAY);
    await expect
      .poll(
        async () => (await told('lucia@demo.local')).filter((t) => t.startsWith('¿Qué')).length,
        {
          timeout: 5_000,
        },
      )
      .toBe(1);
    expect((await told('marta@demo.local')).some((t) => t.startsWith('¿Qué'))).toBe(false);
    // 'Qué os pareció': one click marks the film seen with a score; only for those who came.
    const after = await lucia('filmNight', { params: { id: String(id) } });
    expect(after.preguntar).toBe(true);
    const rated = await lucia('rateFilmNight', { params: { id: String(id) }, body: { voto: 8 } });
    expect(rated.miNota).toBe(8);
    expect(rated.notaAsistentes).toEqual({ nota: 8, votos: 1 });
    expect(rated.notaClub?.votos).toBeGreaterThanOrEqual(1);
    const marks = async () =>
      db
        .selectFrom('comment')
        .select(['vista', 'voto', 'comen'])
        .where('user_id', '=', await userId(db, 'lucia@demo.local'))
        .where('film_id', '=', f3)
        .execute();
    const once = await marks();
    expect(once.filter((mark) => !mark.comen)).toEqual([{ vista: 1, voto: 8, comen: '' }]);
    // Rating again changes the one mark (issue 47's rule), adding no second one.
    const again = await lucia('rateFilmNight', { params: { id: String(id) }, body: { voto: 6 } });
    expect(again.miNota).toBe(6);
    expect(again.notaAsistentes).toEqual({ nota: 6, votos: 1 });
    const twice = await marks();
    expect(twice).toHaveLength(once.length);
    expect(twice.filter((mark) => !mark.comen)).toEqual([{ vista: 1, voto: 6, comen: '' }]);
    expect(
      (await refused(marta('rateFilmNight', { params: { id: String(id) }, body: { voto: 5 } })))
        .status,
    ).toBe(409);
  });

  it('closes a night whose deadline passed while no server ran', async () => {
    const { id } = await socio('proposeFilmNight', {
      body: proposal({ titulo: 'Reinicio', cierre: clock() + 60, cuando: clock() + 2 * DAY }),
    });
    await marta('voteFilmNight', { params: { id: String(id) }, body: { pelis: [f1] } });
    await app.close();
    clock.advance(120);
    const again = await startAccountsServer(
      { FILM_NIGHT_CHECK_S: '0.05', FILM_NIGHTS_OPEN: '4' },
      { clock, dataDir },
    );
    const url = await again.app.listen({ host: '127.0.0.1', port: 0 });
    const asSocio = asMember(url, await demoSession(again.app, 'socio@demo.local'));
    await expect
      .poll(async () => (await asSocio('filmNight', { params: { id: String(id) } })).ganadora, {
        timeout: 5_000,
      })
      .toBe(f1);
    const martaId = await userId(again.db, 'marta@demo.local');
    expect(
      (await noticesOf(again.db, martaId)).filter((t) => t.includes('«Reinicio»')),
    ).toHaveLength(1);

    // The calendar: the night's .ics, read by a real parser.
    const response = await fetch(`${url}/api/sesiones/${id}.ics`, {
      headers: { cookie: await demoSession(again.app, 'socio@demo.local') },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toMatch(new RegExp(`^sesion-${id}@`));
    expect(event.summary).toContain('Reinicio: «');
    expect(event.location).toBe('Casa de Ana');
    expect(event.description).toContain(`/sesion/${id}`);
    const runtime = await again.db
      .selectFrom('film')
      .select('dura')
      .where('id', '=', f1)
      .executeTakeFirstOrThrow();
    const minutes = runtime.dura ?? 120;
    expect(event.endDate.toUnixTime() - event.startDate.toUnixTime()).toBe(minutes * 60);

    // The feed: no cookie, the token is the key; renewing voids the old address.
    const { url: feed } = await asSocio('calendarFeed', {});
    expect(feed).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/sesiones\/calendario\/\d+\.[\w-]+$/);
    expect((await asSocio('calendarFeed', {})).url).toBe(feed);
    const http = (address: string) => address.replace(/^webcal:/, 'http:');
    const first = await fetch(http(feed));
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(`UID:sesion-${id}@`);
    const { url: renewed } = await asSocio('renewCalendarFeed', {});
    expect(renewed).not.toBe(feed);
    expect((await fetch(http(feed))).status).toBe(404);
    expect((await fetch(http(renewed))).status).toBe(200);
    const stored = await again.db.selectFrom('calendar_token').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash).join()).not.toContain(renewed.split('/').pop());

    // The bound on coming nights (the demo's coming night is another member's).
    const coming = (await asSocio('filmNights', {})).proximas.length - 1;
    for (let made = coming; made < 4; made += 1) {
      await asSocio('proposeFilmNight', { body: proposal() });
    }
    const tooMany = await refused(asSocio('proposeFilmNight', { body: proposal() }));
    expect([tooMany.status, tooMany.message]).toEqual([
      429,
      expect.stringMatching(/^Ya tienes 4 sesiones/),
    ]);
  });
});
