import { setTimeout as sleep } from 'node:timers/promises';
import type { FilmPage } from '@cineclub/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { filmPageJson } from '../src/catalogue/page-json.js';
import { createCatalogueQueries, SEARCH_RESULTS_CAP } from '../src/catalogue/queries.js';
import { WHOLE_TITLE_WINDOW } from '../src/catalogue/search/whole-title.js';
import { createCatalogueService } from '../src/catalogue/service.js';
import { engineOf, openDatabase } from '../src/db/connection.js';
import { OTHER_COMMITS_SEEN_WITHIN_MS } from '../src/db/engine.js';
import { startTestServer, TEST_NOW } from './helpers.js';

/** Search paging, capped totals, filters kept in the search index, and cached lists. */
describe('search and list behaviour at scale', async () => {
  const { app, db, config } = await startTestServer();
  const get = async (url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as FilmPage;
  };
  const search = (text: string, query = '', downloadable = false) =>
    get(`/api/lista/busq/${downloadable}/false/0/1111111/all/${encodeURIComponent(text)}?${query}`);

  async function addFilm(nom: string, votos: number, extra: { arg?: string } = {}) {
    const row = await db
      .insertInto('film')
      .values({
        nom,
        nomo: nom,
        nomen: nom,
        votos,
        arg: extra.arg ?? '',
        added_at: TEST_NOW,
        listed_at: TEST_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('ranks a whole title, titles, then people, then synopses, each by votes, across pages', async () => {
    const titleLow = await addFilm('Abejorro', 10);
    const titleHigh = await addFilm('Abejorro II', 20);
    const byPerson = await addFilm('Otra cosa', 1000);
    const bySynopsis = await addFilm('Nada que ver', 5000, { arg: 'Un abejorro en el jardín.' });
    await db.insertInto('person').values({ id: 80_000_001, nom: 'Abejorro Ruiz' }).execute();
    await db
      .insertInto('film_person')
      .values({ film_id: byPerson, person_id: 80_000_001, role: 'a', ord: 0 })
      .execute();
    // A film that matches by title and by person stays in the title tier, once.
    await db
      .insertInto('film_person')
      .values({ film_id: titleLow, person_id: 80_000_001, role: 'd', ord: 0 })
      .execute();

    const whole = await search('abejorro');
    const ids = whole.pelis.map((film) => film.id);
    // The title typed whole first, whatever its votes (issue 47), then the other titles.
    expect(ids).toEqual([titleLow, titleHigh, byPerson, bySynopsis]);
    expect((await search('abejorro ii')).pelis[0]?.id).toBe(titleHigh);
    expect(whole.total).toBe(4);
    expect(whole.sig).toBeNull();

    const paged: number[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page: FilmPage = await search('abejorro', `n=1&desde=${offset}`);
      expect(page.total).toBe(4);
      paged.push(...page.pelis.map((film) => film.id));
      offset = page.sig;
    }
    expect(paged).toEqual(ids);
    expect((await search('abejorro', 'desde=3&n=5')).pelis.map((film) => film.id)).toEqual([
      bySynopsis,
    ]);
    expect((await search('abejorro', 'desde=9')).pelis).toEqual([]);
  });

  it('puts a title typed as it is written first, however many better-voted films hold its words', async () => {
    // More films holding 'colmena' than the whole-title window looks at, all better voted.
    await db
      .insertInto('film')
      .values(
        Array.from({ length: WHOLE_TITLE_WINDOW + 20 }, (_, n) => ({
          nom: `La colmena ${n}`,
          nomo: `The Hive ${n}`,
          nomen: `The Hive ${n}`,
          votos: 1000 + n,
          added_at: TEST_NOW,
          listed_at: TEST_NOW,
        })),
      )
      .execute();
    const typed = await addFilm('Colmena', 1);
    const withArticle = await addFilm('La colmena', 0);
    expect((await search('colmena')).pelis[0]?.id).toBe(typed);
    // ASCII case aside, as typed: on both engines.
    expect((await search('COLMENA')).pelis[0]?.id).toBe(typed);
    expect((await search('la  Colmena')).pelis[0]?.id).toBe(withArticle);
    // In the Spanish title alone (the first field of the mask), as in all three.
    const spanishOnly = await get('/api/lista/busq/false/false/0/1000000/all/colmena');
    expect(spanishOnly.pelis[0]?.id).toBe(typed);
    // Written otherwise (the article left out), a title past the window keeps its place by votes.
    const ids = (await search('colmena', 'n=500')).pelis.map((film) => film.id);
    expect(ids.indexOf(withArticle)).toBeGreaterThan(WHOLE_TITLE_WINDOW);
  });

  it(`caps the total of a search at ${SEARCH_RESULTS_CAP} and pages up to it`, async () => {
    const values = Array.from({ length: SEARCH_RESULTS_CAP + 50 }, (_, n) => ({
      nom: `Zumbido ${n}`,
      nomo: `Zumbido ${n}`,
      nomen: `Zumbido ${n}`,
      votos: n,
      added_at: TEST_NOW,
      listed_at: TEST_NOW,
    }));
    await db.insertInto('film').values(values).execute();

    const first = await search('zumbido');
    expect(first.total).toBe(SEARCH_RESULTS_CAP);
    expect(first.pelis[0]?.nom).toBe(`Zumbido ${SEARCH_RESULTS_CAP + 49}`);
    const nearEnd = await search('zumbido', `desde=${SEARCH_RESULTS_CAP - 30}&n=100`);
    expect(nearEnd.pelis).toHaveLength(30);
    expect(nearEnd.sig).toBeNull();
    expect((await search('zumbido', `desde=${SEARCH_RESULTS_CAP}`)).pelis).toEqual([]);
    // Other orders are capped alike.
    const popular = await get('/api/lista/busq/false/false/1900-2100/1111111/popu/zumbido');
    expect(popular.total).toBeLessThanOrEqual(SEARCH_RESULTS_CAP);
    // Lists without text are not capped.
    expect((await get('/api/lista/busq/false/false/0/1111111/all')).total).toBeGreaterThan(
      SEARCH_RESULTS_CAP,
    );
  });

  it('keeps files, genres and votes of a film in step with its search tags', async () => {
    const id = await addFilm('Murciélago dorado', 7);
    const downloadable = () => search('murcielago', '', true);
    const western = () => search('murcielago', 'gen=OE');
    expect((await search('murcielago')).pelis.map((film) => film.id)).toEqual([id]);
    expect((await downloadable()).total).toBe(0);
    expect((await western()).total).toBe(0);

    await db.updateTable('film').set({ file_count: 1 }).where('id', '=', id).execute();
    expect((await downloadable()).pelis.map((film) => film.id)).toEqual([id]);
    await db.insertInto('film_genre').values({ film_id: id, code: 'OE' }).execute();
    expect((await western()).pelis.map((film) => film.id)).toEqual([id]);
    // Both tags at once, and a change of votes keeps them.
    await db.updateTable('film').set({ votos: 9 }).where('id', '=', id).execute();
    expect((await search('murcielago', 'gen=OE', true)).pelis[0]?.votos).toBe(9);

    await db.deleteFrom('film_genre').where('film_id', '=', id).execute();
    expect((await western()).total).toBe(0);
    await db.updateTable('film').set({ file_count: 0 }).where('id', '=', id).execute();
    expect((await downloadable()).total).toBe(0);
    await db.deleteFrom('film').where('id', '=', id).execute();
    expect((await search('murcielago')).total).toBe(0);
  });

  it('leaves out articles and prepositions when the text has other words', async () => {
    const lake = await addFilm('La choza del lago', 10);
    const big = await addFilm('Choza grande', 20);
    const only = await addFilm('Él', 5);
    const ids = async (text: string) => (await search(text)).pelis.map((film) => film.id);
    expect(await ids('la choza del')).toEqual([big, lake]);
    expect(await ids('The choza of')).toEqual([big, lake]);
    expect(await ids('choza lago')).toEqual([lake]);
    // Stopwords alone are searched.
    expect(await ids('él')).toContain(only);
    await db.insertInto('person').values({ id: 80_000_021, nom: 'Roberto De Nirón' }).execute();
    const people = await app.inject(`/api/lista/pers/${encodeURIComponent('de niron')}`);
    expect(people.json().pers).toEqual([{ imdb: 80_000_021, nom: 'Roberto De Nirón' }]);
  });

  it('follows people to their films by votes, files, genre and role, in step with changes', async () => {
    const older = await addFilm('Primera', 300);
    const newer = await addFilm('Segunda', 200);
    const third = await addFilm('Tercera', 100);
    await db
      .insertInto('person')
      .values([
        { id: 80_000_011, nom: 'Zebedeo Olmedo' },
        { id: 80_000_012, nom: 'Zebedeo Pons' },
      ])
      .execute();
    await db
      .insertInto('film_person')
      .values([
        { film_id: older, person_id: 80_000_011, role: 'd', ord: 0 },
        { film_id: newer, person_id: 80_000_011, role: 'a', ord: 0 },
        // Two matching people in one film: the film comes once.
        { film_id: newer, person_id: 80_000_012, role: 'a', ord: 1 },
        { film_id: third, person_id: 80_000_012, role: 'w', ord: 0 },
      ])
      .execute();
    const ids = async (query = '', downloadable = false, mask = '1111111') =>
      (await get(`/api/lista/busq/${downloadable}/false/0/${mask}/all/zebedeo?${query}`)).pelis.map(
        (film) => film.id,
      );

    expect(await ids()).toEqual([older, newer, third]);
    // New votes reorder them, after the films they directed (issue 29); a film that gains
    // files joins the downloadable search.
    await db.updateTable('film').set({ votos: 400 }).where('id', '=', third).execute();
    expect(await ids()).toEqual([older, third, newer]);
    expect(await ids('', true)).toEqual([]);
    await db.updateTable('film').set({ file_count: 2 }).where('id', 'in', [newer, third]).execute();
    expect(await ids('', true)).toEqual([third, newer]);
    await db.updateTable('film').set({ file_count: 0 }).where('id', '=', third).execute();
    expect(await ids('', true)).toEqual([newer]);
    // A genre, and the mask's roles: directors only, then actors only.
    await db.insertInto('film_genre').values({ film_id: older, code: 'DR' }).execute();
    expect(await ids('gen=DR')).toEqual([older]);
    expect(await ids('', false, '0001000')).toEqual([older]);
    expect(await ids('', false, '0000100')).toEqual([newer]);
    // A credit added later carries its film's key.
    await db
      .insertInto('film_person')
      .values({ film_id: third, person_id: 80_000_011, role: 'd', ord: 1 })
      .execute();
    expect(await ids('', false, '0001000')).toEqual([third, older]);
  });

  it('serves cached lists until the catalogue changes, from this connection or another', async () => {
    const top = async () => (await get('/api/lista/busq/false/false/0/1111111/all?n=5')).pelis[0];
    const before = await top();
    expect(await top()).toEqual(before);

    const id = await addFilm('La más votada', 90_000_000);
    expect((await top())?.id).toBe(id);

    // Another connection to the same database, as another process or app server has.
    const other = openDatabase(config);
    await other
      .updateTable('film')
      .set({ votos: 90_000_001 })
      .where('id', '=', before?.id ?? 0)
      .execute();
    await other.destroy();
    // Another process's commit shows within the interval (this connection's own writes at once).
    await sleep(OTHER_COMMITS_SEEN_WITHIN_MS);
    expect((await top())?.id).toBe(before?.id);
    const total = (await get('/api/lista/busq/false/false/0/1111111/all')).total;
    await addFilm('Una más', 1);
    expect((await get('/api/lista/busq/false/false/0/1111111/all')).total).toBe(total + 1);
  });

  it('shows changed people and genres on cards read before', async () => {
    const id = await addFilm('Escarabajo', 3);
    await db.insertInto('person').values({ id: 80_000_002, nom: 'Ana Escarabajo' }).execute();
    await db
      .insertInto('film_person')
      .values({ film_id: id, person_id: 80_000_002, role: 'd', ord: 0 })
      .execute();
    const card = async () => (await search('escarabajo')).pelis.find((film) => film.id === id);
    expect((await card())?.pers.d).toEqual([{ i: 80_000_002, n: 'Ana Escarabajo' }]);
    await db
      .updateTable('person')
      .set({ nom: 'Ana Escarabaja' })
      .where('id', '=', 80_000_002)
      .execute();
    await db.insertInto('film_genre').values({ film_id: id, code: 'DR' }).execute();
    const changed = await card();
    expect(changed?.pers.d).toEqual([{ i: 80_000_002, n: 'Ana Escarabaja' }]);
    expect(changed?.gens).toEqual({ DR: 1 });
  });

  it("gathers rows in order into one JSON array in the engine's syntax, '[]' for none", async () => {
    const engine = engineOf(db);
    const rows = (keys: number[]) =>
      sql<{ id: number; key: number }>`(${sql.join(
        keys.map((key, index) => sql`SELECT ${sql.lit(index + 1)} AS id, ${sql.lit(key)} AS key`),
        sql` UNION ALL `,
      )})`;
    const gathered = async (source: ReturnType<typeof rows>) => {
      const { ids } = await db
        .selectFrom(source.as('t'))
        .select(engine.orderedJsonArray(sql.ref('t.id'), sql.ref('t.key')).as('ids'))
        .executeTakeFirstOrThrow();
      return ids;
    };
    expect(await gathered(rows([30, -5, 12]))).toMatch(/^\[2, ?3, ?1\]$/);
    const none = sql<{ id: number; key: number }>`(SELECT 1 AS id, 1 AS key WHERE 1 = 0)`;
    expect(await gathered(none)).toBe('[]');
  });

  it('serialises a cached answer once', async () => {
    const service = createCatalogueService(createCatalogueQueries(db, engineOf(db)));
    const request = {
      user: null,
      onlyDownloadable: false,
      fullCards: false,
      offset: 0,
      limit: 20,
      genre: 'TG',
      list: 'i250' as const,
      text: '',
      fields: [],
      years: { from: null, to: null },
    };
    const first = await service.search(request);
    const again = await service.search(request);
    expect(again).toBe(first);
    expect(String(filmPageJson(first))).toBe(JSON.stringify(first));
    expect(filmPageJson(again)).toBe(filmPageJson(first));
    const full = await service.search({ ...request, fullCards: true });
    expect(full).not.toBe(first);
    expect(filmPageJson(full)).toBe(JSON.stringify(full));
  });
});
