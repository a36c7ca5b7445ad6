import fs from 'node:fs';
import path from 'node:path';
import type { FilmPage, FullCard, PeopleAnswer, PersonInfo } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers.js';

const ALMODOVAR = 264;
const PACINO = 199;

describe('catalogue calls', async () => {
  const { app, db, dataDir } = await startTestServer();
  const get = async <T>(url: string, status = 200) => {
    const response = await app.inject(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json() as T;
  };
  const search = (rest: string, query = '') =>
    get<FilmPage>(`/api/lista/busq/false/false/${rest}${query ? `?${query}` : ''}`);
  const titles = (page: FilmPage) => page.pelis.map((film) => film.nom);

  it('answers the genre map in Spanish', async () => {
    expect(await get('/api/info/generos')).toMatchObject({ DR: 'Drama', CF: 'Ciencia ficción' });
  });

  describe('search', () => {
    it('ignores accents and case and matches word prefixes', async () => {
      expect(titles(await search('0/1111111/all/senor'))).toContain(
        'El señor de los anillos: El retorno del Rey',
      );
      expect(titles(await search('0/1111111/all/CIUDADANO ka'))).toContain('Ciudadano Kane');
      const almodovar = await search('0/1111111/all/almodovar');
      expect(almodovar.total).toBeGreaterThanOrEqual(4);
      expect(titles(almodovar)).toEqual(expect.arrayContaining(['Hable con ella', 'Volver']));
    });

    it('ranks title matches before people matches, then by votes', async () => {
      const page = await search('0/1111111/all/padrino');
      expect(page.pelis[0]?.nom).toBe('El padrino');
      expect(page.pelis[1]?.nom).toBe('El padrino. Parte II');
      const votes = page.pelis.map((film) => film.votos);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
    });

    it('matches only the fields of the mask', async () => {
      const asActor = await search('0/0000100/all/pacino');
      expect(asActor.pelis.every((film) => film.pers.a.some((person) => person.i === PACINO))).toBe(
        true,
      );
      expect(asActor.total).toBeGreaterThanOrEqual(2);
      expect((await search('0/1110000/all/pacino')).total).toBe(0);
    });

    it('lists everything by votes for an empty or unsearchable text', async () => {
      const empty = await search('0/1111111/all');
      expect(empty.total).toBeGreaterThan(400);
      const votes = empty.pelis.map((film) => film.votos);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      expect((await search('0/1111111/all/')).total).toBe(empty.total);
      expect((await search('0/1111111/all/%22*%3F')).total).toBe(0);
    });
  });

  describe('lists', () => {
    it('keeps curated lists in their order with idx', async () => {
      for (const list of ['i250', '1000p', 'crit']) {
        const page = await search(`0/1111111/${list}`);
        expect(page.total).toBeGreaterThan(10);
        const positions = page.pelis.map((film) => film.idx ?? -1);
        expect(positions.every((idx) => idx > 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }
    });

    it('narrows a curated list by text', async () => {
      const page = await search('0/1111111/i250/padrino');
      expect(titles(page)).toEqual(['El padrino', 'El padrino. Parte II']);
    });

    it('orders popular films by votes within both years', async () => {
      const page = await search('1990-1999/1111111/popu');
      expect(page.pelis.every((film) => (film.anio ?? 0) >= 1990 && (film.anio ?? 0) <= 1999)).toBe(
        true,
      );
      const votes = page.pelis.map((film) => film.votos);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      await get('/api/lista/busq/false/false/1990/1111111/popu', 400);
      await get('/api/lista/busq/false/false/0/1111111/oscars', 400);
      await get('/api/lista/busq/false/false/1999-1990/1111111/popu', 400);
    });

    it('orders Oscar winners by year', async () => {
      const page = await search('1900-2100/1111111/oscars');
      expect(page.total).toBeGreaterThanOrEqual(12);
      const years = page.pelis.map((film) => film.anio ?? 0);
      expect(years).toEqual([...years].sort((a, b) => a - b));
    });

    it("lists a person's films, newest first", async () => {
      const page = await search(`0/1111111/pelper/${ALMODOVAR}`);
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect(page.pelis.every((film) => film.pers.d.some((person) => person.i === ALMODOVAR))).toBe(
        true,
      );
      const years = page.pelis.map((film) => film.anio ?? 0);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      await get('/api/lista/busq/false/false/0/1111111/pelper/almodovar', 400);
    });

    it("narrows a person's films by role, and only that list takes a role", async () => {
      const info = await get<PersonInfo>(`/api/info/persona/${ALMODOVAR}`);
      expect(info).toMatchObject({ imdb: ALMODOVAR, nom: 'Pedro Almodóvar' });
      const directing = info.papeles.find((role) => role.rol === 'd');
      expect(directing?.total).toBeGreaterThanOrEqual(4);
      expect(info.papeles.map((role) => role.rol)).toEqual(
        ['d', 'a', 'w', 'c'].filter((rol) => info.papeles.some((role) => role.rol === rol)),
      );
      for (const { rol, total } of info.papeles) {
        const page = await search(`0/1111111/pelper/${ALMODOVAR}`, `rol=${rol}`);
        expect(page.total).toBe(total);
      }
      const acting = await search(`0/1111111/pelper/${PACINO}`, 'rol=a');
      expect(acting.total).toBeGreaterThan(0);
      expect((await search(`0/1111111/pelper/${PACINO}`, 'rol=d')).total).toBe(0);
      await get(`/api/lista/busq/false/false/0/1111111/pelper/${PACINO}?rol=x`, 400);
      await get('/api/lista/busq/false/false/0/1111111/all/volver?rol=d', 400);
      await get('/api/lista/fecha/false/false/4?rol=d', 400);
    });

    it("counts a person's films once over their roles, with their first and last year", async () => {
      const info = await get<PersonInfo>(`/api/info/persona/${ALMODOVAR}`);
      const every = await search(`0/1111111/pelper/${ALMODOVAR}`, 'n=500');
      expect(info.total).toBe(every.total);
      // He writes what he directs: each film counts once, not once per role.
      const roles = info.papeles.reduce((sum, role) => sum + role.total, 0);
      expect(info.total).toBeLessThan(roles);
      const years = every.pelis.map((film) => film.anio ?? 0).filter(Boolean);
      expect(info.anios).toEqual({ desde: Math.min(...years), hasta: Math.max(...years) });
    });

    it("marks each film of a person's whole list with their roles in it", async () => {
      const every = await search(`0/1111111/pelper/${ALMODOVAR}`);
      expect(every.papeles).toBeDefined();
      const ids = every.pelis.map((film) => String(film.id));
      expect(Object.keys(every.papeles ?? {}).sort()).toEqual([...ids].sort());
      for (const film of every.pelis) {
        const marks = every.papeles?.[film.id] ?? [];
        expect(marks.includes('d')).toBe(film.pers.d.some((person) => person.i === ALMODOVAR));
        expect(marks).toEqual(['d', 'a', 'w', 'c'].filter((rol) => marks.includes(rol as 'd')));
      }
      expect(Object.values(every.papeles ?? {}).some((marks) => marks.length > 1)).toBe(true);
      // A list of one role needs no marks.
      expect((await search(`0/1111111/pelper/${ALMODOVAR}`, 'rol=d')).papeles).toBeUndefined();
    });

    it('answers 404 for a person who is not in the catalogue', async () => {
      await get('/api/info/persona/99999999', 404);
      await get('/api/info/persona/abc', 400);
    });

    it('filters by downloadable files and by genre', async () => {
      const downloadable = await get<FilmPage>('/api/lista/busq/true/false/0/1111111/all');
      expect(downloadable.total).toBeGreaterThanOrEqual(40);
      expect(downloadable.pelis.every((film) => film.numed2 > 0)).toBe(true);
      const dramas = await search('0/1111111/all', 'gen=DR');
      expect(dramas.total).toBeGreaterThan(100);
      expect(dramas.pelis.every((film) => film.gens.DR === 1)).toBe(true);
      await get('/api/lista/busq/false/false/0/1111111/all?gen=XX', 400);
      await get('/api/lista/busq/false/false/0/1111111/all?gen=dr', 400);
    });

    it('says how many films the downloadable filter hid, on the first page', async () => {
      const all = await search('0/1111111/all');
      const downloadable = await get<FilmPage>('/api/lista/busq/true/false/0/1111111/all');
      expect(downloadable.ocultas).toBe(all.total - downloadable.total);
      expect(all.ocultas).toBeUndefined();
      // A search whose only matches have no files: none shown, and they are counted.
      const text = encodeURIComponent('regreso al futuro');
      const hiddenOnly = await get<FilmPage>(`/api/lista/busq/true/false/0/1111111/all/${text}`);
      const unfiltered = await search(`0/1111111/all/${text}`);
      expect(unfiltered.total).toBeGreaterThan(0);
      expect(hiddenOnly).toMatchObject({ total: 0, ocultas: unfiltered.total, pelis: [] });
      const next = await get<FilmPage>('/api/lista/busq/true/false/0/1111111/all?desde=10&n=10');
      expect(next.ocultas).toBeUndefined();
      // A curated list counts within the list, from the cache as well.
      for (let round = 0; round < 2; round++) {
        const list = await get<FilmPage>('/api/lista/busq/true/false/0/1111111/i250');
        const whole = await search('0/1111111/i250');
        expect(list.ocultas).toBe(whole.total - list.total);
      }
    });

    it('answers a downloadable search as the same search without the filter, narrowed', async () => {
      // Texts whose matches are few or many (past the cap), in titles, people and synopses.
      for (const text of [
        'padrino',
        'almodovar',
        'amor',
        'la ciudad',
        'noche',
        'el',
        'a',
        'zzzz',
      ]) {
        for (const genre of ['', 'gen=DR']) {
          const query = ['n=500', genre].filter(Boolean).join('&');
          const url = (only: boolean) =>
            `/api/lista/busq/${only}/false/0/1111111/all/${encodeURIComponent(text)}?${query}`;
          const every = await get<FilmPage>(url(false));
          const downloadable = await get<FilmPage>(url(true));
          const label = `${text} ${genre}`;
          expect(
            downloadable.pelis.every((film) => film.numed2 > 0),
            label,
          ).toBe(true);
          expect(downloadable.total, label).toBe(downloadable.pelis.length);
          if (every.total < 500) {
            const narrowed = every.pelis.filter((film) => film.numed2 > 0).map((film) => film.id);
            expect(
              downloadable.pelis.map((film) => film.id),
              label,
            ).toEqual(narrowed);
            expect(downloadable.ocultas, label).toBe(every.total - downloadable.total);
          } else {
            expect(downloadable.ocultas, label).toBe(Math.max(0, 500 - downloadable.total));
          }
        }
      }
    });

    it('pages without overlap', async () => {
      const first = await search('0/1111111/all', 'n=30');
      const second = await search('0/1111111/all', `n=30&desde=${first.sig}`);
      expect(first.sig).toBe(30);
      const seen = new Set(first.pelis.map((film) => film.id));
      expect(second.pelis.some((film) => seen.has(film.id))).toBe(false);
    });

    it('answers full cards when asked, without file folders', async () => {
      const page = await get<{ pelis: FullCard[] }>('/api/lista/busq/true/true/0/1111111/i250');
      const withFiles = page.pelis.find((film) => film.arcs.length > 0);
      expect(withFiles?.arg.length).toBeGreaterThan(20);
      expect(withFiles?.cols.some(([list]) => list === 'i250')).toBe(true);
      expect(withFiles?.arcs.every((file) => file.dir === '' && file.tam > 0)).toBe(true);
    });

    it('refuses bad segments', async () => {
      for (const url of [
        '/api/lista/busq/false/false/0/111111/all',
        '/api/lista/busq/false/false/0/0000000/all',
        '/api/lista/busq/false/false/90/1111111/all',
        '/api/lista/busq/false/false/0/1111111/topten',
        `/api/lista/busq/false/false/0/1111111/all/${'x'.repeat(201)}`,
      ]) {
        await get(url, 400);
      }
    });
  });

  describe('film card', () => {
    it('answers an array whose first item is the full card', async () => {
      const [film] = await get<FullCard[]>('/api/info/ficha/1/true');
      expect(film).toMatchObject({
        id: 1,
        nom: 'Cadena perpetua',
        imdb: 111161,
        quiero: false,
        mcoms: [],
      });
      expect(film?.pers.d[0]).toEqual({ i: 1104, n: 'Frank Darabont' });
      expect(film?.donto[0]?.code).toMatch(/^[0-9a-f]{40}$/);
      expect(film?.arcs[0]?.dir).toBe('');
    });

    it('refuses the admin variant to anonymous users and 404s unknown films', async () => {
      await get('/api/info/ficha/1/false/true', 401);
      await get('/api/info/ficha/999999/true', 404);
      await get('/api/info/ficha/abc/true', 400);
    });
  });

  describe('people', () => {
    it('finds people by accent-insensitive prefix', async () => {
      const answer = await get<PeopleAnswer>('/api/lista/pers/almod');
      expect(answer).toEqual({ pers: [{ imdb: ALMODOVAR, nom: 'Pedro Almodóvar' }], mas: false });
      expect((await get<PeopleAnswer>('/api/lista/pers/zzzzqq')).pers).toEqual([]);
    });

    it('says when too many match', async () => {
      const extras = Array.from({ length: 120 }, (_, n) => ({
        id: 90_000_000 + n,
        nom: `Zoë Prueba ${n}`,
      }));
      await db.insertInto('person').values(extras).execute();
      const answer = await get<PeopleAnswer>('/api/lista/pers/zoe%20prue');
      expect(answer.mas).toBe(true);
      expect(answer.pers).toHaveLength(100);
    });
  });

  describe('posters', () => {
    it('serves a stored poster, and the placeholder when its file is missing', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      fs.mkdirSync(path.join(dataDir, 'posters'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'posters', '7.png'), png);
      await db.updateTable('film').set({ poster: 7 }).where('id', '=', 2).execute();
      const stored = await app.inject('/api/peli/poster/2');
      expect(stored.headers['content-type']).toBe('image/png');
      expect(stored.rawPayload.equals(png)).toBe(true);
      await db.updateTable('film').set({ poster: 8 }).where('id', '=', 3).execute();
      const missing = await app.inject('/api/peli/poster/3');
      expect(missing.headers['content-type']).toMatch(/svg/);
    });
  });
});
