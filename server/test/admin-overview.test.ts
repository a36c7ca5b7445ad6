import fs from 'node:fs';
import { type AdminOverview, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW } from './helpers.js';

/** GET /admin/resumen: what the admin screen opens on (issue 47). */
describe('the admin overview', async () => {
  const server = await startAccountsServer();
  const { app, db, config } = server;
  const admin = await demoSession(app, 'admin@demo.local');
  const socio = await demoSession(app, 'socio@demo.local');
  const overview = async (cookie = admin) =>
    app.inject({ url: routes.adminOverview, headers: { cookie } });
  const openRequests = async () =>
    (
      await db
        .selectFrom('film_request')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow()
    ).n;
  const unreadMessages = async () =>
    (
      await db
        .selectFrom('contact_message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n;

  it('is for admins only', async () => {
    expect((await overview(socio)).statusCode).toBe(403);
    expect((await app.inject({ url: routes.adminOverview })).statusCode).toBe(401);
  });

  it('counts open requests and unread messages, with the last run of each job', async () => {
    const user = await db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    const film = await db.selectFrom('film').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('film_request')
      .values([
        { user_id: user.id, film_id: film.id, created_at: TEST_NOW, state: 'open' },
        { user_id: user.id, film_id: film.id, created_at: TEST_NOW, state: 'served' },
      ])
      .execute();
    await db
      .insertInto('contact_message')
      .values([
        { user_id: user.id, email: 'a@example.org', fecha: TEST_NOW, text: 'Hola', read_at: null },
        {
          user_id: user.id,
          email: 'a@example.org',
          fecha: TEST_NOW,
          text: 'Leído',
          read_at: TEST_NOW,
        },
      ])
      .execute();
    const scan = await app.inject({
      method: 'POST',
      url: routes.adminScanJob,
      headers: { cookie: admin },
      payload: {},
    });
    expect(scan.statusCode).toBe(202);
    let answer: AdminOverview = (await overview()).json();
    for (let i = 0; i < 200 && answer.tareas.escaneo?.estado === 'enMarcha'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = (await overview()).json();
    }
    expect(answer.peticiones).toBe(Number(await openRequests()));
    expect(answer.mensajes).toBe(Number(await unreadMessages()));
    expect(answer.peticiones).toBeGreaterThan(0);
    expect(answer.mensajes).toBeGreaterThan(0);
    expect(answer.tareas.escaneo).toMatchObject({
      estado: 'hecha',
      que: 'Escaneo de todos los discos',
      por: 'admin@demo.local',
    });
    expect(answer.tareas.imdb).toBeNull();
  });

  it('lists each disk with its films, files and bytes, and flags the missing ones', async () => {
    const held = async (disk: string) =>
      db
        .selectFrom('file')
        .select((eb) => [
          eb.fn.countAll<number>().as('files'),
          eb.fn.count<number>('film_id').distinct().as('films'),
          eb.fn.sum<number>('size').as('bytes'),
        ])
        .where('disk', '=', disk)
        .executeTakeFirstOrThrow();
    const [first, second] = config.disks;
    if (!first || !second) throw new Error('the demo has two disks');
    const expected = async (name: string) => {
      const row = await held(name);
      return {
        nombre: name,
        peliculas: Number(row.films),
        archivos: Number(row.files),
        bytes: Number(row.bytes ?? 0),
      };
    };

    const before: AdminOverview = (await overview()).json();
    expect(before.discos).toEqual([
      { ...(await expected(first.name)), presente: true, libre: expect.any(Number) },
      { ...(await expected(second.name)), presente: true, libre: expect.any(Number) },
    ]);
    expect(before.discos[0]?.archivos).toBeGreaterThan(0);

    // A disk unplugged (its folder gone), and files left on a disk no longer in DISKS.
    fs.rmSync(second.root, { recursive: true, force: true });
    const film = await db.selectFrom('film').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('file')
      .values({
        film_id: film.id,
        disk: 'viejo',
        dir: 'x',
        name: 'x.mkv',
        size: 1000,
        added_at: TEST_NOW,
      })
      .execute();
    const after: AdminOverview = (await overview()).json();
    expect(after.discos.map(({ nombre, presente, libre }) => [nombre, presente, libre])).toEqual([
      [first.name, true, expect.any(Number)],
      [second.name, false, null],
      ['viejo', false, null],
    ]);
    expect(after.discos[2]).toMatchObject({ peliculas: 1, archivos: 1, bytes: 1000 });
  });
});
