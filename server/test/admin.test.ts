import fs from 'node:fs';
import path from 'node:path';
import { type JobKind, type JobsAnswer, POSTER_MAX_BYTES, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { formatTitleId } from '../src/library/imdb-ids.js';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { filmBody, IMAGE, imdbDir, LIST_CSV, torrentBytes } from './admin-helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('admin calls', async () => {
  const server = await startAccountsServer();
  const { app, db } = server;
  const admin = await demoSession(app, 'admin@demo.local');
  let socio = await demoSession(app, 'socio@demo.local');
  const invitado = await demoSession(app, 'invitado@demo.local');

  const call = (
    method: Method,
    url: string,
    cookie?: string,
    payload?: object | string | Buffer,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const adminCard = async (id: number) =>
    (await call('GET', `/api/info/ficha/${id}/false/true`, admin)).json()[0];
  const auditOf = async (filmId?: number) =>
    (await call('GET', `${routes.adminAudit}${filmId ? `?peli=${filmId}` : ''}`, admin)).json();
  const filmWith = async (files: boolean, skip = 0) =>
    db
      .selectFrom('film')
      .select(['id', 'nom', 'nomo', 'anio', 'imdb'])
      .where('file_count', files ? '>' : '=', 0)
      .orderBy('id')
      .limit(1)
      .offset(skip)
      .executeTakeFirstOrThrow();
  const userId = async (email: string) =>
    (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;

  describe('film card', () => {
    it('inline edit changes title or synopsis, keeps search and lists in step, and audits', async () => {
      const film = await filmWith(true);
      const url = `/admin/pel/upficha/${film.id}`;
      // A list page cached before the edit must not answer the old title after it.
      const news = () => call('GET', '/api/lista/fecha/false/false/520?n=500');
      const titleInNews = async () =>
        (await news()).json().pelis.find((card: { id: number }) => card.id === film.id)?.nom;
      expect(await titleInNews()).toBe(film.nom);

      expect((await call('PUT', url, admin, { nom: 'Zarzaparrilla nocturna' })).statusCode).toBe(
        204,
      );
      expect((await call('PUT', url, admin, { arg: 'Una sinopsis nueva' })).statusCode).toBe(204);
      const card = await adminCard(film.id);
      expect(card).toMatchObject({ nom: 'Zarzaparrilla nocturna', arg: 'Una sinopsis nueva' });
      expect(await titleInNews()).toBe('Zarzaparrilla nocturna');
      const found = await call('GET', '/api/lista/busq/false/false/0/1111111/all/zarzaparrilla');
      expect(found.json().pelis.map((card: { id: number }) => card.id)).toEqual([film.id]);

      const audit = await auditOf(film.id);
      expect(audit.lineas.slice(0, 2)).toEqual([
        expect.objectContaining({ accion: 'ficha.arg', user: 'admin@demo.local' }),
        {
          id: expect.any(Number),
          fecha: expect.any(Number),
          user: 'admin@demo.local',
          peli: { id: film.id, nom: 'Zarzaparrilla nocturna' },
          accion: 'ficha.nom',
          detalle: `Título: «${film.nom}» → «Zarzaparrilla nocturna»`,
        },
      ]);
      // The same value again changes nothing and writes no line.
      await call('PUT', url, admin, { nom: 'Zarzaparrilla nocturna' });
      expect((await auditOf(film.id)).total).toBe(audit.total);
    });

    it('inline edit refuses bad bodies, unknown films and non-admins', async () => {
      const film = await filmWith(true);
      const url = `/admin/pel/upficha/${film.id}`;
      for (const body of [{}, { nom: '  ' }, { nom: 'a', arg: 'b' }, { dir: 'x' }]) {
        const response = await call('PUT', url, admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toMatch(/Petición no válida/);
      }
      expect((await call('PUT', url, admin, { nom: 'x'.repeat(301) })).json().message).toMatch(
        /demasiado largo/,
      );
      expect(
        (await call('PUT', '/admin/pel/upficha/99999999', admin, { nom: 'x' })).json(),
      ).toEqual({ statusCode: 404, error: 'Not Found', message: 'No existe esa película' });
      const refused = await call('PUT', url, socio, { nom: 'x' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('No tiene permiso');
      expect((await call('PUT', url, invitado, { nom: 'x' })).statusCode).toBe(403);
      expect((await call('PUT', url, undefined, { nom: 'x' })).statusCode).toBe(401);
    });

    it('full update edits every field, creates people, and writes one audit line per change', async () => {
      const film = await filmWith(true, 1);
      const before = await adminCard(film.id);
      const body = {
        ...filmBody(before),
        nomo: 'Original cambiado',
        anio: 1999,
        dura: 123,
        gens: ['DR', 'CO'],
        pers: {
          ...before.pers,
          d: [{ i: 99_999_901, n: 'Directora Inventadísima' }, ...before.pers.d.slice(0, 1)],
        },
        imdb: 99_999_902,
        cols: [['crit', 7]],
      };
      const response = await call('PUT', `/admin/pel/ficha/${film.id}`, admin, body);
      expect(response.statusCode, response.body).toBe(200);
      const card = response.json();
      expect(card).toMatchObject({
        id: film.id,
        nomo: 'Original cambiado',
        anio: 1999,
        dura: 123,
        gens: { DR: 1, CO: 1 },
        imdb: 99_999_902,
        cols: [['crit', 7]],
      });
      expect(card.pers.d[0]).toEqual({ i: 99_999_901, n: 'Directora Inventadísima' });
      expect(await adminCard(film.id)).toEqual(card);
      // The new person is searchable at once (person index triggers).
      const people = (await call('GET', '/api/lista/pers/inventadisima')).json();
      expect(people.pers).toEqual([{ imdb: 99_999_901, nom: 'Directora Inventadísima' }]);
      const crit = (await call('GET', '/api/lista/busq/false/false/0/1111111/crit')).json();
      expect(crit.pelis.some((entry: { id: number }) => entry.id === film.id)).toBe(true);

      const actions = (await auditOf(film.id)).lineas.map(
        (line: { accion: string }) => line.accion,
      );
      expect(actions.sort()).toEqual(
        [
          'ficha.anio',
          'ficha.cols',
          'ficha.d',
          'ficha.dura',
          'ficha.gens',
          'ficha.imdb',
          'ficha.nomo',
        ]
          .filter((action) => action !== 'ficha.dura' || before.dura !== 123)
          .filter((action) => action !== 'ficha.anio' || before.anio !== 1999)
          .sort(),
      );
      const imdbLine = (await auditOf(film.id)).lineas.find(
        (line: { accion: string }) => line.accion === 'ficha.imdb',
      );
      expect(imdbLine.detalle).toContain(formatTitleId(99_999_902));
    });

    it('full update refuses bad input with Spanish messages', async () => {
      const film = await filmWith(true, 2);
      const other = await filmWith(true, 3);
      const base = filmBody(await adminCard(film.id));
      const otherImdb = (await adminCard(other.id)).imdb;
      const url = `/admin/pel/ficha/${film.id}`;
      const cases: [object, number, RegExp][] = [
        [{ ...base, gens: ['ZZ'] }, 400, /No existe el género ZZ/],
        [{ ...base, gens: ['DR', 'DR'] }, 400, /género repetido/],
        [{ ...base, imdb: otherImdb }, 409, /ya es de otra película: «.+» \(\d+\)/],
        [
          {
            ...base,
            pers: {
              ...base.pers,
              a: [
                { i: 5, n: 'Uno' },
                { i: 5, n: 'Uno' },
              ],
            },
          },
          400,
          /Uno está dos veces en el reparto/,
        ],
        [
          {
            ...base,
            cols: [
              ['crit', 1],
              ['crit', 2],
            ],
          },
          400,
          /dos veces en la misma lista/,
        ],
        [{ ...base, anio: 1700 }, 400, /Año no válido/],
        [{ ...base, nom: '' }, 400, /Falta el título/],
        [{ ...base, cols: [['top', 1]] }, 400, /Petición no válida/],
        [{ ...base, pers: { d: [{ i: -1, n: 'X' }], a: [], c: [], w: [] } }, 400, /positivo/],
      ];
      for (const [body, status, message] of cases) {
        const response = await call('PUT', url, admin, body);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      expect((await call('PUT', '/admin/pel/ficha/99999999', admin, base)).statusCode).toBe(404);
      expect((await call('PUT', url, socio, base)).statusCode).toBe(403);
      // Nothing was written by the refused calls.
      expect((await auditOf(film.id)).total).toBe(0);
    });

    it('takes a poster upload, checking its type and size, and changes its ETag', async () => {
      const film = await filmWith(true, 4);
      const posterUrl = `/api/peli/poster/${film.id}`;
      const url = `/admin/pel/poster/${film.id}`;
      const before = await call('GET', posterUrl);
      expect(before.headers['content-type']).toMatch(/svg/);

      const png = await call('PUT', url, admin, IMAGE.png, { 'content-type': 'image/png' });
      expect(png.statusCode, png.body).toBe(200);
      const first = png.json().poster;
      expect(first).toBeGreaterThan(0);
      const shown = await call('GET', posterUrl);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.rawPayload.equals(IMAGE.png)).toBe(true);
      expect(shown.headers.etag).not.toBe(before.headers.etag);

      // Any declared type: the bytes decide.
      const jpg = await call('PUT', url, admin, IMAGE.jpg, {
        'content-type': 'application/octet-stream',
      });
      expect(jpg.json().poster).toBe(first + 1);
      expect((await call('GET', posterUrl)).headers['content-type']).toBe('image/jpeg');
      expect(fs.existsSync(path.join(server.dataDir, 'posters', `${first}.png`))).toBe(false);
      expect((await adminCard(film.id)).poster).toBe(first + 1);

      const gif = await call('PUT', url, admin, IMAGE.gif, { 'content-type': 'image/gif' });
      expect(gif.statusCode).toBe(415);
      expect(gif.json().message).toBe('La imagen debe ser JPEG, PNG o WebP');
      const huge = Buffer.concat([IMAGE.png, Buffer.alloc(POSTER_MAX_BYTES)]);
      const tooBig = await call('PUT', url, admin, huge, { 'content-type': 'image/png' });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('La imagen pasa de 5 MB');
      expect((await call('PUT', url, admin)).json().message).toBe('Falta la imagen');
      expect(
        (await call('PUT', url, socio, IMAGE.png, { 'content-type': 'image/png' })).statusCode,
      ).toBe(403);
      const lines = (await auditOf(film.id)).lineas;
      expect(lines.filter((line: { accion: string }) => line.accion === 'poster')).toHaveLength(2);
    });

    it('takes a .torrent upload beside the film files', async () => {
      const film = await filmWith(true, 5);
      const url = `/admin/pel/torrent/${film.id}`;
      const bytes = torrentBytes('subido.mkv');
      const type = { 'content-type': 'application/x-bittorrent' };
      const response = await call('POST', url, admin, bytes, type);
      expect(response.statusCode, response.body).toBe(201);
      const torrent = response.json();
      expect(torrent.nom).toMatch(/\.torrent$/);
      expect((await adminCard(film.id)).donto).toContainEqual(torrent);
      const row = await db
        .selectFrom('torrent')
        .select(['disk', 'dir', 'name'])
        .where('code', '=', torrent.code)
        .executeTakeFirstOrThrow();
      const disk = server.config.disks.find((candidate) => candidate.name === row.disk);
      expect(fs.readFileSync(path.join(disk?.root ?? '', row.dir, row.name))).toEqual(bytes);
      const film2 = await db
        .selectFrom('film')
        .select('torrent_count')
        .where('id', '=', film.id)
        .executeTakeFirstOrThrow();
      expect(film2.torrent_count).toBeGreaterThan(0);

      expect((await call('POST', url, admin, bytes, type)).statusCode).toBe(409);
      const broken = await call('POST', url, admin, 'esto no es un torrent', type);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toMatch(/No es un fichero .torrent válido/);
      const missing = await filmWith(false);
      const noFiles = await call(
        'POST',
        `/admin/pel/torrent/${missing.id}`,
        admin,
        torrentBytes('b'),
        type,
      );
      expect(noFiles.statusCode).toBe(409);
      expect(noFiles.json().message).toMatch(/no tiene ficheros/);
    });

    it('edits a file comment', async () => {
      const film = await filmWith(true, 6);
      const [file] = (await adminCard(film.id)).arcs;
      const url = `/admin/arch/${file.id}/comen`;
      expect((await call('PUT', url, admin, { comen: 'Versión extendida' })).statusCode).toBe(204);
      const card = await adminCard(film.id);
      expect(card.arcs.find((arc: { id: number }) => arc.id === file.id).comen).toBe(
        'Versión extendida',
      );
      expect((await auditOf(film.id)).lineas[0]).toMatchObject({
        accion: 'arch.comen',
        detalle: expect.stringContaining('Versión extendida'),
      });
      expect((await call('PUT', url, admin, { comen: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect(
        (await call('PUT', '/admin/arch/99999999/comen', admin, { comen: '' })).json(),
      ).toMatchObject({
        statusCode: 404,
        message: 'No existe ese fichero',
      });
      expect((await call('PUT', url, socio, { comen: '' })).statusCode).toBe(403);
    });

    it('lists audit lines overall, newest first, in pages', async () => {
      const all = await call('GET', `${routes.adminAudit}?n=2`, admin);
      const page = all.json();
      expect(page.lineas).toHaveLength(2);
      expect(page.total).toBeGreaterThan(2);
      expect(page.sig).toBe(2);
      expect(page.lineas[0].id).toBeGreaterThan(page.lineas[1].id);
      expect((await call('GET', `${routes.adminAudit}?n=0`, admin)).statusCode).toBe(400);
      expect((await call('GET', routes.adminAudit, socio)).statusCode).toBe(403);
    });
  });

  describe('users', () => {
    it('lists and searches users with their permissions, sessions and identities', async () => {
      const all = (await call('GET', routes.adminUsers, admin)).json();
      expect(all.total).toBeGreaterThanOrEqual(3);
      const found = (await call('GET', `${routes.adminUsers}?q=SOCIO`, admin)).json();
      expect(found).toEqual({
        usuarios: [
          {
            id: await userId('socio@demo.local'),
            email: 'socio@demo.local',
            nombre: 'Socio (demo)',
            picture: expect.any(String),
            perms: ['bajed2'],
            creado: expect.any(Number),
            sesiones: 1,
            ultimo: expect.any(Number),
            identidades: [{ proveedor: 'Demo', sub: 'socio@demo.local' }],
          },
        ],
        total: 1,
        sig: null,
      });
      // LIKE wildcards in the search are plain characters.
      expect((await call('GET', `${routes.adminUsers}?q=%25`, admin)).json().total).toBe(0);
    });

    it('grants and revokes at once for the other user', async () => {
      const id = await userId('invitado@demo.local');
      const session = () => call('GET', routes.session, invitado);
      expect((await session()).json().perms).toEqual([]);
      const granted = await call('PUT', `/admin/usuarios/${id}/perms/bajed2`, admin);
      expect(granted.statusCode).toBe(200);
      expect(granted.json().perms).toEqual(['bajed2']);
      expect((await session()).json().perms).toEqual(['bajed2']);
      const revoked = await call('DELETE', `/admin/usuarios/${id}/perms/bajed2`, admin);
      expect(revoked.json().perms).toEqual([]);
      expect((await session()).json().perms).toEqual([]);
      expect((await call('PUT', `/admin/usuarios/${id}/perms/root`, admin)).statusCode).toBe(400);
      expect((await call('PUT', '/admin/usuarios/99999999/perms/admo', admin)).statusCode).toBe(
        404,
      );
      expect((await call('PUT', `/admin/usuarios/${id}/perms/admo`, socio)).statusCode).toBe(403);
      const lines = (await auditOf()).lineas.slice(0, 2);
      expect(lines.map((line: { detalle: string }) => line.detalle)).toEqual([
        'Permiso bajed2 retirado a invitado@demo.local',
        'Permiso bajed2 concedido a invitado@demo.local',
      ]);
    });

    it('refuses to let an admin remove their own admo or delete themselves', async () => {
      const me = await userId('admin@demo.local');
      const own = await call('DELETE', `/admin/usuarios/${me}/perms/admo`, admin);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe('No puedes quitarte a ti mismo el permiso de administrador');
      const self = await call('DELETE', `/admin/usuarios/${me}`, admin);
      expect(self.statusCode).toBe(409);
      expect((await call('GET', routes.session, admin)).json().perms).toContain('admo');
    });

    it("ends a user's sessions and deletes a user", async () => {
      const id = await userId('socio@demo.local');
      expect((await call('DELETE', `/admin/usuarios/${id}/sesiones`, admin)).statusCode).toBe(204);
      expect((await call('GET', routes.session, socio)).statusCode).toBe(204);
      socio = await demoSession(app, 'socio@demo.local');

      const doomed = await demoSession(app, 'borrame@example.org');
      const doomedId = await userId('borrame@example.org');
      expect((await call('DELETE', `/admin/usuarios/${doomedId}`, admin)).statusCode).toBe(204);
      expect((await call('GET', routes.session, doomed)).statusCode).toBe(204);
      expect((await call('GET', `${routes.adminUsers}?q=borrame`, admin)).json().total).toBe(0);
      expect((await call('DELETE', `/admin/usuarios/${doomedId}`, admin)).statusCode).toBe(404);
      expect((await auditOf()).lineas[0].detalle).toBe('Usuario borrado: borrame@example.org');
    });
  });

  describe('notices', () => {
    it('posts a notice for everyone with film links, lists and deletes it', async () => {
      const film = await filmWith(true);
      const que = `Nueva en el club: %${film.id}%Peli% y más`;
      const posted = await call('POST', routes.adminNotices, admin, { que });
      expect(posted.statusCode).toBe(201);
      const notice = posted.json();
      expect(notice).toEqual({ id: expect.any(Number), fec: expect.any(Number), que });
      for (const cookie of [invitado, socio, undefined]) {
        const seen = (await call('GET', routes.notices, cookie)).json();
        expect(seen).toContainEqual(notice);
      }
      await call('DELETE', `/api/aviso/borr/${notice.id}`, invitado);
      expect((await call('GET', routes.adminNotices, admin)).json()[0]).toEqual({
        ...notice,
        descartado: 1,
      });

      const broken = await call('POST', routes.adminNotices, admin, { que: 'Ver %99999999%Nada%' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('El aviso enlaza a películas que no existen: 99999999');
      expect(
        (await call('POST', routes.adminNotices, admin, { que: '  ' })).json().message,
      ).toMatch(/Escribe el aviso/);
      expect((await call('POST', routes.adminNotices, socio, { que: 'x' })).statusCode).toBe(403);

      expect((await call('DELETE', `/admin/avisos/${notice.id}`, admin)).statusCode).toBe(204);
      expect((await call('GET', routes.notices, socio)).json()).not.toContainEqual(notice);
      expect((await call('DELETE', `/admin/avisos/${notice.id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('requests', () => {
    it('marks a request served or refused, and the requester gets a notice', async () => {
      const wanted = await filmWith(false, 1);
      const refused = await filmWith(false, 2);
      for (const film of [wanted, refused]) {
        expect((await call('POST', `/api/peli/pide/${film.id}`, socio)).statusCode).toBe(204);
      }
      const open = (await call('GET', routes.openRequests, admin)).json();
      const idOf = (filmId: number) =>
        open.find((request: { peli: { id: number } }) => request.peli.id === filmId).id;

      const served = await call('PUT', `/admin/peticiones/${idOf(wanted.id)}`, admin, {
        estado: 'servida',
      });
      expect(served.statusCode).toBe(204);
      const no = await call('PUT', `/admin/peticiones/${idOf(refused.id)}`, admin, {
        estado: 'rechazada',
        nota: 'no hay copia decente',
      });
      expect(no.statusCode).toBe(204);
      const notices = (await call('GET', routes.notices, socio)).json();
      expect(notices.map((notice: { que: string }) => notice.que)).toEqual(
        expect.arrayContaining([
          `%${wanted.id}%${wanted.nom}% ya se puede descargar`,
          `No hemos podido conseguir %${refused.id}%${refused.nom}%: no hay copia decente`,
        ]),
      );
      const again = await call('PUT', `/admin/peticiones/${idOf(wanted.id)}`, admin, {
        estado: 'rechazada',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Esa petición ya está cerrada');
      expect(
        (await call('PUT', '/admin/peticiones/99999999', admin, { estado: 'servida' })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/admin/peticiones/${idOf(wanted.id)}`, admin, { estado: 'quizas' }))
          .statusCode,
      ).toBe(400);
      // Both closed; the demo's own requests stay open.
      const stillOpen = (await call('GET', routes.openRequests, admin)).json() as {
        peli: { id: number };
      }[];
      expect(stillOpen.filter(({ peli }) => [wanted.id, refused.id].includes(peli.id))).toEqual([]);
      expect((await auditOf(refused.id)).lineas[0].accion).toBe('peticion.rechazada');
    });
  });

  describe('contact messages', () => {
    it('lists messages and marks them read', async () => {
      await call('POST', routes.contact, socio, { text: 'Falta Amélie' });
      const page = (await call('GET', routes.adminMessages, admin)).json();
      expect(page.pendientes).toBe(1);
      expect(page.mensajes[0]).toEqual({
        id: expect.any(Number),
        fecha: expect.any(Number),
        email: 'socio@demo.local',
        text: 'Falta Amélie',
        leido: null,
      });
      const id = page.mensajes[0].id;
      expect((await call('PUT', `/admin/mensajes/${id}/leido`, admin)).statusCode).toBe(204);
      const after = (await call('GET', routes.adminMessages, admin)).json();
      expect(after.pendientes).toBe(0);
      expect(after.mensajes[0].leido).toEqual(expect.any(Number));
      expect((await call('GET', `${routes.adminMessages}?pendientes=true`, admin)).json()).toEqual({
        mensajes: [],
        total: 0,
        sig: null,
        pendientes: 0,
      });
      expect((await call('PUT', '/admin/mensajes/99999999/leido', admin)).statusCode).toBe(404);
      expect((await call('GET', routes.adminMessages, socio)).statusCode).toBe(403);
    });
  });

  describe('catalogue jobs', () => {
    const jobs = async (): Promise<JobsAnswer> =>
      (await call('GET', routes.adminJobs, admin)).json();
    const finished = async (kind: JobKind) => {
      for (let tries = 0; tries < 500; tries++) {
        const job = (await jobs())[kind];
        if (job && job.estado !== 'enMarcha') return job;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`job ${kind} did not finish`);
    };

    it('runs the disk scan: a new file attaches and its requester is told; one scan at a time', async () => {
      const film = await filmWith(false, 3);
      expect((await call('POST', `/api/peli/pide/${film.id}`, socio)).statusCode).toBe(204);
      const disk = server.config.disks[0];
      if (!disk) throw new Error('the demo has disks');
      const folder = `${film.nomo || film.nom} (${film.anio})${film.imdb ? ` [${formatTitleId(film.imdb)}]` : ''}`;
      fs.mkdirSync(path.join(disk.root, folder), { recursive: true });
      fs.writeFileSync(path.join(disk.root, folder, 'pelicula.mkv'), Buffer.alloc(500, 3));

      const started = await call('POST', routes.adminScanJob, admin);
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({
        tipo: 'escaneo',
        estado: 'enMarcha',
        por: 'admin@demo.local',
      });
      const second = await call('POST', routes.adminScanJob, admin, { prune: false });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Ya hay una tarea de ese tipo en marcha');

      const job = await finished('escaneo');
      expect(job.estado, job.error ?? '').toBe('hecha');
      expect(job.fin).toEqual(expect.any(Number));
      expect(job.pasos.map((step) => step.step)).toContain('guardar');
      expect(job.resumen.join('\n')).toMatch(/Películas que ya se pueden descargar: [1-9]/);
      const card = await adminCard(film.id);
      expect(card.arcs.map((arc: { nom: string }) => arc.nom)).toContain('pelicula.mkv');
      const notices = (await call('GET', routes.notices, socio)).json();
      expect(notices.map((notice: { que: string }) => notice.que)).toContain(
        `%${film.id}%${film.nom}% ya se puede descargar`,
      );
      expect((await auditOf()).lineas[0]).toMatchObject({ accion: 'tarea.escaneo' });
      expect((await call('POST', routes.adminScanJob, socio)).statusCode).toBe(403);
    });

    it('runs the IMDb import from a server folder, checking the folder first', async () => {
      const relative = await call('POST', routes.adminImdbJob, admin, { dir: 'datos/imdb' });
      expect(relative.statusCode).toBe(400);
      expect(relative.json().message).toMatch(/ruta absoluta/);
      const missing = await call('POST', routes.adminImdbJob, admin, { dir: '/no/existe/imdb' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('No existe la carpeta /no/existe/imdb');
      expect((await call('POST', routes.adminImdbJob, admin, {})).statusCode).toBe(400);

      const started = await call('POST', routes.adminImdbJob, admin, { dir: imdbDir() });
      expect(started.statusCode, started.body).toBe(202);
      const job = await finished('imdb');
      expect(job.estado, job.error ?? '').toBe('hecha');
      expect(job.resumen[0]).toMatch(/^Películas: /);
      expect(job.pasos.map((step) => step.step)).toContain('title.basics');
    });

    it('runs a list import from an uploaded CSV, and reports a bad file as a failed job', async () => {
      const url = '/admin/tareas/lista/oscars';
      const csv = { 'content-type': 'text/csv' };
      const started = await call('POST', url, admin, LIST_CSV, csv);
      expect(started.statusCode, started.body).toBe(202);
      const job = await finished('lista');
      expect(job.estado, job.error ?? '').toBe('hecha');
      expect(job.resumen[0]).toMatch(/^Lista oscars: \d+ películas/);

      const empty = await call('POST', url, admin, 'solo texto\nsin filas\n', csv);
      expect(empty.statusCode).toBe(202);
      const failed = await finished('lista');
      expect(failed.estado).toBe('fallida');
      expect(failed.error).toMatch(/^El fichero subido no tiene ninguna fila/);
      // The server is still fine.
      expect((await call('GET', routes.health)).statusCode).toBe(200);

      expect((await call('POST', url, admin, '', csv)).json().message).toBe(
        'Falta el fichero CSV de la lista',
      );
      expect((await call('POST', '/admin/tareas/lista/top', admin, LIST_CSV, csv)).statusCode).toBe(
        400,
      );
      expect((await call('POST', url, invitado, LIST_CSV, csv)).statusCode).toBe(403);
    });
  });
});
