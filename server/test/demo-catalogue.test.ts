import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isImdbPerson, LOCAL_PERSON_IDS } from '@cineclub/contract';
import bencode from 'bencode';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadDemoFilms } from '../src/import/demo/films.js';
import { seedDemoCatalogue } from '../src/import/demo/seed.js';
import { normalizeTitle } from '../src/import/title-match.js';
import { startTestServer, TEST_NOW } from './helpers.js';

describe('demo catalogue', async () => {
  const { app, db, config } = await startTestServer();

  it('has the three demo accounts with their permissions', async () => {
    const rows = await db
      .selectFrom('user')
      .leftJoin('user_perm', 'user_perm.user_id', 'user.id')
      .select(['user.email', 'user_perm.perm'])
      .execute();
    const perms = (email: string) =>
      rows
        .filter((row) => row.email === email && row.perm)
        .map((row) => row.perm)
        .sort();
    expect(perms('admin@demo.local')).toEqual(['admo', 'bajed2']);
    expect(perms('socio@demo.local')).toEqual(['bajed2']);
    expect(perms('invitado@demo.local')).toEqual([]);
  });

  it('holds every film of the data file, with true titles and years', async () => {
    const titles = await db.selectFrom('film').select(['nom', 'nomen', 'anio']).execute();
    expect(titles).toHaveLength(loadDemoFilms().length);
    const byTitle = new Map(titles.map((film) => [film.nomen, film]));
    // Issue 31: the vega table had these a decade and a year off, under their English titles.
    expect(byTitle.get('Good Will Hunting')).toMatchObject({
      nom: 'El indomable Will Hunting',
      anio: 1997,
    });
    expect(byTitle.get('Memento')?.anio).toBe(2000);
    expect(byTitle.get('La mala educación')).toBeUndefined();
    expect(byTitle.get('Bad Education')).toMatchObject({ nom: 'La mala educación', anio: 2004 });
  });

  it('finds a film by the title it has in Spain', async () => {
    const found = await app.inject(
      `/api/lista/busq/false/false/0/1111111/all/${encodeURIComponent('regreso al futuro')}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().pelis[0]).toMatchObject({ nom: 'Regreso al futuro' });
  });

  it('shows each film once, merging release years a year apart', async () => {
    const films = await db
      .selectFrom('film')
      .select(['id', 'nom', 'nomo', 'nomen', 'anio'])
      .execute();
    const seen = new Map<string, number>();
    const twice: string[] = [];
    for (const film of films) {
      const keys = new Set([film.nom, film.nomo, film.nomen].map(normalizeTitle));
      for (const key of keys) {
        for (const year of [(film.anio ?? 0) - 1, film.anio ?? 0, (film.anio ?? 0) + 1]) {
          const other = seen.get(`${key}|${year}`);
          if (other !== undefined && other !== film.id) twice.push(`${film.nom} (${film.anio})`);
        }
      }
      for (const key of keys) seen.set(`${key}|${film.anio}`, film.id);
    }
    expect(twice).toEqual([]);
  });

  it('shows every film with its IMDb id, a synopsis and a director', async () => {
    const bare = await db
      .selectFrom('film')
      .select('nom')
      .where((eb) =>
        eb.or([
          eb('imdb', 'is', null),
          eb('anio', 'is', null),
          eb('arg', '=', ''),
          eb.not(
            eb.exists(
              eb
                .selectFrom('film_person')
                .whereRef('film_id', '=', 'film.id')
                .where('role', '=', 'd')
                .select('film_id'),
            ),
          ),
        ]),
      )
      .execute();
    expect(bare).toEqual([]);
    const local = await db
      .selectFrom('person')
      .select(['id', 'nom'])
      .where('id', '>', LOCAL_PERSON_IDS)
      .execute();
    expect(local.length).toBeGreaterThan(100);
    expect(local.some((person) => person.nom === 'Frank Darabont')).toBe(false);
  });

  it('credits a person without a verified IMDb id by name, with a local id', async () => {
    // Óscar Faura shoots Bayona's films; no source we reach pairs him with an IMDb id.
    const found = await app.inject({
      url: `/api/lista/pers/${encodeURIComponent('oscar faura')}`,
    });
    const people = found.json().pers as { imdb: number; nom: string }[];
    expect(people).toHaveLength(1);
    const [faura] = people;
    expect(faura?.nom).toBe('Óscar Faura');
    expect(isImdbPerson(faura?.imdb ?? 0)).toBe(false);
    const person = await app.inject({ url: `/api/info/persona/${faura?.imdb}` });
    expect(person.json()).toMatchObject({ imdb: faura?.imdb, nom: 'Óscar Faura' });
    expect(person.json().papeles).toContainEqual({ rol: 'c', total: expect.any(Number) });
    // A verified id stays IMDb's.
    const almodovar = (await app.inject({ url: '/api/lista/pers/almodovar' })).json().pers;
    expect(almodovar).toContainEqual({ imdb: 264, nom: 'Pedro Almodóvar' });
  });

  it('has enough people for a short search to find too many', async () => {
    const answer = await app.inject({ url: '/api/lista/pers/j' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ mas: true });
  });

  it('looks used: comments and scores, requests and notices', async () => {
    const count = async (table: 'comment' | 'film_request' | 'notice' | 'user') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('comment')).toBeGreaterThanOrEqual(8);
    expect(await count('film_request')).toBeGreaterThanOrEqual(2);
    expect(await count('notice')).toBeGreaterThanOrEqual(2);
    expect(await count('user')).toBeGreaterThanOrEqual(6);
    const requested = await db
      .selectFrom('film_request')
      .innerJoin('film', 'film.id', 'film_request.film_id')
      .select(['film.file_count', 'film_request.state'])
      .execute();
    // Open requests are of films without files; served ones (for /club) of films that arrived.
    expect(requested.every((film) => (film.state === 'open') === (film.file_count === 0))).toBe(
      true,
    );
    expect(requested.some((film) => film.state === 'served')).toBe(true);
  });

  it('has well-known films with complete cards and list memberships', async () => {
    const complete = await db
      .selectFrom('film')
      .select(['id', 'nom'])
      .where('imdb', 'is not', null)
      .where('arg', '!=', '')
      .execute();
    expect(complete.length).toBeGreaterThanOrEqual(60);
    const lists = await db
      .selectFrom('list_entry')
      .select(['list', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('list')
      .execute();
    expect(Object.fromEntries(lists.map((row) => [row.list, Number(row.n)]))).toMatchObject({
      '1000p': expect.any(Number),
      i250: expect.any(Number),
      crit: expect.any(Number),
      oscars: expect.any(Number),
    });
    const directors = await db
      .selectFrom('film_person')
      .where('role', '=', 'd')
      .select((eb) => eb.fn.count<number>('film_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(directors.n)).toBeGreaterThanOrEqual(60);
  });

  it('attaches real files on two disks, several films with four or more', async () => {
    const files = await db.selectFrom('file').selectAll().execute();
    const perFilm = new Map<number, number>();
    for (const file of files)
      perFilm.set(file.film_id ?? 0, (perFilm.get(file.film_id ?? 0) ?? 0) + 1);
    expect(perFilm.size).toBeGreaterThanOrEqual(40);
    expect([...perFilm.values()].filter((count) => count >= 4).length).toBeGreaterThanOrEqual(5);
    expect(new Set(files.map((file) => file.disk))).toEqual(new Set(['disco1', 'disco2']));
    for (const file of files) {
      const root = config.disks.find((disk) => disk.name === file.disk)?.root ?? '';
      expect(fs.statSync(path.join(root, file.dir, file.name)).size).toBe(file.size);
    }
    const counted = await db
      .selectFrom('film')
      .select(sql<number>`sum(file_count)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(files.length);
  });

  it('writes valid .torrent files beside the films', async () => {
    const torrents = await db.selectFrom('torrent').selectAll().execute();
    expect(torrents.length).toBeGreaterThanOrEqual(3);
    for (const torrent of torrents) {
      const root = config.disks.find((disk) => disk.name === torrent.disk)?.root ?? '';
      const decoded = bencode.decode(fs.readFileSync(path.join(root, torrent.dir, torrent.name)));
      const data = fs.readFileSync(
        path.join(root, torrent.dir, Buffer.from(decoded.info.name).toString()),
      );
      expect(decoded.info.length).toBe(data.length);
      const piece = decoded.info['piece length'];
      const pieces: Buffer[] = [];
      for (let offset = 0; offset < data.length; offset += piece) {
        pieces.push(
          crypto
            .createHash('sha1')
            .update(data.subarray(offset, offset + piece))
            .digest(),
        );
      }
      expect(Buffer.from(decoded.info.pieces).equals(Buffer.concat(pieces))).toBe(true);
      expect(torrent.code).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('loads only once', async () => {
    const before = await db
      .selectFrom('film')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await seedDemoCatalogue(db, {
      disks: config.disks,
      fileSizes: config.demoFileSizes,
      now: TEST_NOW,
    });
    expect(again).toBeNull();
    const after = await db
      .selectFrom('film')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('demo catalogue over an imported one', async () => {
  const { db, config } = await startTestServer({ DEMO: '0' });

  it('is not loaded into a catalogue that already has films', async () => {
    await db
      .insertInto('film')
      .values({
        imdb: 111161,
        nom: 'Importada',
        nomo: 'Imported',
        nomen: 'Imported',
        anio: 1994,
        added_at: TEST_NOW,
        listed_at: TEST_NOW,
      })
      .execute();
    const report = await seedDemoCatalogue(db, {
      disks: config.disks,
      fileSizes: config.demoFileSizes,
      now: TEST_NOW,
    });
    expect(report).toBeNull();
    const films = await db.selectFrom('film').select('nom').execute();
    expect(films).toEqual([{ nom: 'Importada' }]);
  });
});
