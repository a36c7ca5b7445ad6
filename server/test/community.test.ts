import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { notifyRequesters, requestNotifier } from '../src/community/service.js';
import { scanDisks } from '../src/import/scan.js';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW } from './helpers.js';

describe('community calls', async () => {
  const server = await startAccountsServer();
  const { app, db } = server;
  const socio = await demoSession(app, 'socio@demo.local');
  const admin = await demoSession(app, 'admin@demo.local');
  const invitado = await demoSession(app, 'invitado@demo.local');
  const filmOf = async (withFiles: boolean) =>
    db
      .selectFrom('film')
      .select(['id', 'nom'])
      .where('file_count', withFiles ? '>' : '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const downloadable = await filmOf(true);
  const missing = await filmOf(false);
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) => app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const comment = (cookie: string, filmId: number, payload: Record<string, unknown>) =>
    call('POST', `/api/peli/comenta/${filmId}`, cookie, payload);

  describe('want flag', () => {
    it('sets and clears it, and 404s unknown films', async () => {
      expect((await call('POST', `/api/peli/verla/${downloadable.id}/si`, socio)).statusCode).toBe(
        204,
      );
      const wanted = await db
        .selectFrom('want')
        .selectAll()
        .where('film_id', '=', downloadable.id)
        .execute();
      expect(wanted).toHaveLength(1);
      expect((await call('POST', `/api/peli/verla/${downloadable.id}/si`, socio)).statusCode).toBe(
        204,
      );
      expect((await call('POST', `/api/peli/verla/${downloadable.id}/no`, socio)).statusCode).toBe(
        204,
      );
      expect(
        await db.selectFrom('want').selectAll().where('film_id', '=', downloadable.id).execute(),
      ).toHaveLength(0);
      expect((await call('POST', '/api/peli/verla/99999999/si', socio)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/peli/verla/${downloadable.id}/quizas`, socio)).statusCode,
      ).toBe(400);
    });
  });

  describe('marks for list tiles', () => {
    it("answer the user's wanted, requested, seen and scored films, and nobody else's", async () => {
      // Users of their own, whose comments count against no other test's rate limit.
      const marker = await demoSession(app, 'marcas@demo.local');
      const other = await demoSession(app, 'otro@demo.local');
      const empty = await call('GET', routes.marks, marker);
      expect(empty.json()).toEqual({ quiero: [], pedidas: [], vistas: [], notas: [] });
      await call('POST', `/api/peli/verla/${downloadable.id}/si`, marker);
      await comment(marker, missing.id, { vista: true, voto: 7, comen: '' });
      await comment(marker, missing.id, { vista: false, voto: 9, comen: 'Mejor la segunda vez' });
      await comment(marker, downloadable.id, { vista: false, voto: -1, comen: 'Pendiente' });
      await comment(other, downloadable.id, { vista: true, voto: 3, comen: '' });
      const marks = (await call('GET', routes.marks, marker)).json();
      expect(marks).toEqual({
        quiero: [downloadable.id],
        pedidas: [],
        vistas: [missing.id],
        notas: [[missing.id, 9]],
      });
      expect((await call('GET', routes.marks)).statusCode).toBe(401);
      await db.deleteFrom('comment').execute();
      await db.deleteFrom('want').execute();
    });
  });

  describe('requests', () => {
    it('are for films without files, set the want flag, and notify when served', async () => {
      expect((await call('POST', `/api/peli/pide/${downloadable.id}`, socio)).statusCode).toBe(409);
      expect((await call('POST', `/api/peli/pide/${missing.id}`, invitado)).statusCode).toBe(403);
      expect((await call('POST', `/api/peli/pide/${missing.id}`, socio)).statusCode).toBe(204);
      expect((await call('POST', `/api/peli/pide/${missing.id}`, socio)).statusCode).toBe(204);
      expect((await call('POST', `/api/peli/pide/${missing.id}`, admin)).statusCode).toBe(204);
      const open = await db
        .selectFrom('film_request')
        .selectAll()
        .where('film_id', '=', missing.id)
        .execute();
      expect(open).toHaveLength(2);
      // The demo's own requests are for other films.
      const listed = (await call('GET', routes.openRequests, admin))
        .json()
        .filter((request: { peli: { id: number } }) => request.peli.id === missing.id);
      expect(listed).toEqual([
        expect.objectContaining({
          peli: { id: missing.id, nom: missing.nom, anio: expect.any(Number) },
          user: { email: 'socio@demo.local', nombre: 'Socio (demo)' },
          fecha: TEST_NOW,
        }),
        expect.objectContaining({ user: { email: 'admin@demo.local', nombre: 'Jefa (demo)' } }),
      ]);
      expect((await call('GET', routes.openRequests, socio)).statusCode).toBe(403);
      expect(
        await db.selectFrom('want').selectAll().where('film_id', '=', missing.id).execute(),
      ).toHaveLength(2);

      expect(await notifyRequesters(db, missing.id, TEST_NOW + 60)).toBe(2);
      const notices = (await call('GET', routes.notices, socio)).json();
      expect(notices[0]).toEqual({
        id: expect.any(Number),
        fec: TEST_NOW + 60,
        que: `%${missing.id}%${missing.nom}% ya se puede descargar`,
      });
      const served = await db
        .selectFrom('film_request')
        .select('state')
        .where('film_id', '=', missing.id)
        .execute();
      expect(served.every((request) => request.state === 'served')).toBe(true);
      const stillOpen = (await call('GET', routes.openRequests, admin)).json() as {
        peli: { id: number };
      }[];
      expect(stillOpen.filter(({ peli }) => peli.id === missing.id)).toEqual([]);
      expect(await notifyRequesters(db, missing.id, TEST_NOW + 120)).toBe(0);
      // The notice is the requester's own: others do not see it.
      const others = (await call('GET', routes.notices, invitado)).json() as { que: string }[];
      expect(others.some((notice) => notice.que.includes('ya se puede descargar'))).toBe(false);
    });
  });

  describe('comments', () => {
    it('checks the score: 0, 10 and -1 pass; 11, -2 and 3.5 are refused', async () => {
      for (const voto of [0, 10, -1]) {
        expect(
          (await comment(socio, missing.id, { vista: true, voto, comen: '' })).statusCode,
        ).toBe(200);
      }
      for (const voto of [11, -2, 3.5]) {
        const response = await comment(socio, downloadable.id, { vista: true, voto, comen: 'x' });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/nota es un número entero de 0 a 10/);
      }
      expect(
        (await comment(socio, downloadable.id, { vista: false, voto: -1, comen: ' ' })).statusCode,
      ).toBe(400);
    });

    it('edits and deletes only your own comments', async () => {
      const created = await comment(socio, downloadable.id, {
        vista: false,
        voto: 7,
        comen: '<b>Gran</b> película',
      });
      const own = created.json();
      expect(own).toMatchObject({
        vista: false,
        voto: 7,
        comen: '<b>Gran</b> película',
        fecha: TEST_NOW,
      });
      const edited = await comment(socio, downloadable.id, {
        id: own.id,
        vista: true,
        voto: 9,
        comen: 'Mejor aún',
      });
      expect(edited.json()).toMatchObject({ id: own.id, voto: 9, vista: true });
      const stored = await db
        .selectFrom('comment')
        .selectAll()
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ voto: 9, vista: 1, comen: 'Mejor aún' });

      const hijack = await comment(invitado, downloadable.id, {
        id: own.id,
        vista: false,
        voto: 0,
        comen: 'mía',
      });
      expect(hijack.statusCode).toBe(403);
      const wrongFilm = await comment(socio, missing.id, {
        id: own.id,
        vista: false,
        voto: 1,
        comen: 'x',
      });
      expect(wrongFilm.statusCode).toBe(404);
      const url = `/api/peli/comenta/${downloadable.id}/del`;
      expect((await call('DELETE', url, invitado, { id: own.id })).statusCode).toBe(403);
      expect(
        (await call('DELETE', url, socio, { id: own.id, comen: 'Mejor aún' })).statusCode,
      ).toBe(204);
      expect(
        await db.selectFrom('comment').selectAll().where('id', '=', own.id).execute(),
      ).toHaveLength(0);
      expect((await call('DELETE', url, socio, { id: own.id })).statusCode).toBe(404);
      expect((await call('DELETE', url, socio, {})).statusCode).toBe(400);
    });
  });

  describe('notices', () => {
    it('shows global and own notices newest first, and dismisses them per user', async () => {
      await db
        .insertInto('notice')
        .values([
          { user_id: null, fec: TEST_NOW - 100, que: 'Aviso viejo para todos' },
          { user_id: null, fec: TEST_NOW + 500, que: 'Aviso nuevo para todos' },
        ])
        .execute();
      const forSocio = (await call('GET', routes.notices, socio)).json() as {
        id: number;
        que: string;
      }[];
      const fecs = forSocio.map((notice) => notice.que);
      expect(fecs[0]).toBe('Aviso nuevo para todos');
      expect(fecs).toContain('Aviso viejo para todos');
      const anonymous = (await call('GET', routes.notices)).json() as { que: string }[];
      // Beside the demo's own notices.
      const mine = anonymous.filter((notice) => notice.que.startsWith('Aviso'));
      expect(mine.map((notice) => notice.que)).toEqual([
        'Aviso nuevo para todos',
        'Aviso viejo para todos',
      ]);

      const newest = forSocio[0]?.id ?? 0;
      expect((await call('DELETE', `/api/aviso/borr/${newest}`, socio)).statusCode).toBe(204);
      const after = (await call('GET', routes.notices, socio)).json() as { id: number }[];
      expect(after.some((notice) => notice.id === newest)).toBe(false);
      const forAdmin = (await call('GET', routes.notices, admin)).json() as { id: number }[];
      expect(forAdmin.some((notice) => notice.id === newest)).toBe(true);
      // Another user's own notice cannot be touched.
      const own = forSocio.find((notice) => notice.que.includes('ya se puede descargar'));
      expect((await call('DELETE', `/api/aviso/borr/${own?.id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('contact and error reports', () => {
    it('stores contact messages with author and time, refusing empty or huge ones', async () => {
      expect(
        (await call('POST', routes.contact, socio, { text: '  ¿Podéis subir Amélie?  ' }))
          .statusCode,
      ).toBe(204);
      const stored = await db.selectFrom('contact_message').selectAll().execute();
      expect(stored).toEqual([
        expect.objectContaining({
          email: 'socio@demo.local',
          text: '¿Podéis subir Amélie?',
          fecha: TEST_NOW,
        }),
      ]);
      const empty = await call('POST', routes.contact, socio, { text: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/Escribe el mensaje/);
      expect(
        (await call('POST', routes.contact, socio, { text: 'x'.repeat(5001) })).statusCode,
      ).toBe(400);
    });

    it('rate-limits contact messages', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        statuses.push(
          (await call('POST', routes.contact, admin, { text: `mensaje ${n}` })).statusCode,
        );
      }
      expect(statuses.slice(0, 4).every((status) => status === 204)).toBe(true);
      const limited = await call('POST', routes.contact, admin, { text: 'otro' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Demasiados mensajes/);
    });

    it('takes error reports from anyone and refuses oversized ones', async () => {
      const report = { message: 'TypeError: boom', stack: 'at App', url: '/novedades' };
      expect((await call('POST', routes.errorReport, undefined, report)).statusCode).toBe(204);
      const huge = { message: 'x'.repeat(10_001) };
      expect((await call('POST', routes.errorReport, undefined, huge)).statusCode).toBe(400);
    });
  });
});

describe('a requested film that gets its first file through the disk scan', async () => {
  const server = await startAccountsServer();
  const { app, db, config } = server;
  const socio = await demoSession(app, 'socio@demo.local');

  it('tells each requester, with a link to the film', async () => {
    const film = await db
      .selectFrom('film')
      .select(['id', 'nom', 'anio', 'imdb'])
      .where('file_count', '=', 0)
      .where('imdb', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const request = await app.inject({
      method: 'POST',
      url: `/api/peli/pide/${film.id}`,
      headers: { cookie: socio },
    });
    expect(request.statusCode).toBe(204);

    const disk = config.disks[0];
    if (!disk) throw new Error('no demo disk');
    const folder = path.join(disk.root, `${film.nom} (${film.anio})`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, `${film.nom} [tt${String(film.imdb).padStart(7, '0')}].mkv`),
      'x'.repeat(4096),
    );
    await scanDisks(db, {
      disks: config.disks,
      dataDir: config.dataDir,
      now: TEST_NOW + 3600,
      events: requestNotifier(TEST_NOW + 3600),
    });

    const notices = (await app.inject({ url: routes.notices, headers: { cookie: socio } })).json();
    expect(notices[0]).toMatchObject({
      fec: TEST_NOW + 3600,
      que: `%${film.id}%${film.nom}% ya se puede descargar`,
    });
    const state = await db
      .selectFrom('film_request')
      .select('state')
      .where('film_id', '=', film.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('served');
  });
});

describe('per-user state on cards and the watchlist', async () => {
  const server = await startAccountsServer();
  const { app, db } = server;
  const socio = await demoSession(app, 'socio@demo.local');
  const admin = await demoSession(app, 'admin@demo.local');
  const get = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const films = await db
    .selectFrom('film')
    .select(['id', 'nom', 'file_count'])
    .where('imdb', 'is not', null)
    .orderBy('id')
    .limit(80)
    .execute();
  const withFiles = films.filter((film) => film.file_count > 0);
  const withoutFiles = films.filter((film) => film.file_count === 0);

  it('shows want, request, seen, own and others comments, and the average on the card', async () => {
    const film = withoutFiles[0];
    if (!film) throw new Error('no film without files');
    // Seen first: marking a film seen takes it off the watchlist (issue 47), a request puts it back.
    await post(`/api/peli/comenta/${film.id}`, socio, { vista: true, voto: 6, comen: 'Buena' });
    await post(`/api/peli/pide/${film.id}`, socio);
    await post(`/api/peli/comenta/${film.id}`, admin, {
      vista: true,
      voto: 9,
      comen: 'Obra maestra',
    });
    await post(`/api/peli/comenta/${film.id}`, admin, { vista: true, voto: -1, comen: '' });

    const [card] = (await get(`/api/info/ficha/${film.id}/true`, socio)).json();
    expect(card).toMatchObject({ quiero: true, pedida: true, vista: true, media: 7.5 });
    expect(card.mcoms).toEqual([expect.objectContaining({ voto: 6, comen: 'Buena', vista: true })]);
    expect(card.mcoms[0].user).toBeUndefined();
    expect(card.ocoms).toHaveLength(2);
    expect(card.ocoms[0]).toMatchObject({ comen: 'Obra maestra', user: 'Jefa (demo)' });

    const [anonymous] = (await get(`/api/info/ficha/${film.id}/true`)).json();
    expect(anonymous).toMatchObject({
      quiero: false,
      pedida: false,
      vista: false,
      media: 7.5,
      mcoms: [],
      ocoms: [],
    });
  });

  it('lists the watchlist, most recently wanted first, for its owner only', async () => {
    const [first, second] = withFiles;
    if (!first || !second) throw new Error('not enough films with files');
    await post(`/api/peli/verla/${first.id}/si`, admin);
    await post(`/api/peli/verla/${second.id}/si`, admin);
    const page = (await get(routes.wanted, admin)).json();
    expect(page.pelis.map((film: { id: number }) => film.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    const busq = (await get('/api/lista/busq/true/true/0/1111111/recor', admin)).json();
    expect(busq.pelis.map((film: { id: number }) => film.id)).toEqual([second.id, first.id]);
    expect(busq.pelis.every((film: { quiero: boolean }) => film.quiero)).toBe(true);
    expect((await get(routes.wanted)).statusCode).toBe(401);
    expect((await get('/api/lista/busq/false/false/0/1111111/recor')).statusCode).toBe(401);
    const socioList = (await get(routes.wanted, socio)).json();
    expect(socioList.pelis.some((film: { id: number }) => film.id === first.id)).toBe(false);
  });
});
