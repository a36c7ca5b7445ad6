import fs from 'node:fs';
import path from 'node:path';
import { CallError, type CallInput, type CallOptions, call } from '@cineclub/contract';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW } from './helpers.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/history');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** Letterboxd's export ZIP, made from the fixture folder as Letterboxd lays it out. */
function letterboxdZip(): Uint8Array {
  const dir = path.join(FIXTURES, 'letterboxd');
  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(dir)) files[name] = fs.readFileSync(path.join(dir, name));
  files['lists/favoritas.csv'] = strToU8('Letterboxd list export v7\nDate,Name\n');
  return zipSync(files);
}

describe('history import over HTTP', async () => {
  const server = await startAccountsServer({ HISTORY_IMPORTS_PER_DAY: '4' });
  const { app, db } = server;
  const baseUrl = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  );
  const as = (cookie: string | null): CallOptions => ({
    baseUrl,
    headers: cookie ? { cookie } : {},
  });
  const importing = (cookie: string | null, body: Uint8Array | Blob, nombre?: string) =>
    call('importHistory', { body, query: { nombre } }, as(cookie));
  const statusOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => (error instanceof CallError ? error.status : Promise.reject(error)),
    );
  const film = (imdb: number) =>
    db.selectFrom('film').select(['id', 'nom']).where('imdb', '=', imdb).executeTakeFirstOrThrow();
  const commentsOf = async (email: string) =>
    db
      .selectFrom('comment')
      .innerJoin('user', 'user.id', 'comment.user_id')
      .innerJoin('film', 'film.id', 'comment.film_id')
      .select(['film.imdb', 'comment.vista', 'comment.voto', 'comment.comen', 'comment.fecha'])
      .where('user.email', '=', email)
      .orderBy('film.imdb')
      .execute();
  const wantsOf = async (email: string) =>
    (
      await db
        .selectFrom('want')
        .innerJoin('user', 'user.id', 'want.user_id')
        .innerJoin('film', 'film.id', 'want.film_id')
        .select('film.imdb')
        .where('user.email', '=', email)
        .orderBy('film.imdb')
        .execute()
    ).map((row) => row.imdb);

  it('imports an IMDb ratings export (BOM, CRLF) by tt id, exactly once', async () => {
    const member = await demoSession(app, 'imdb@demo.local');
    const clubScore = async () =>
      db
        .selectFrom('club_score')
        .select(['raters', 'score_sum'])
        .where('film_id', '=', (await film(111161)).id)
        .executeTakeFirst();
    const before = (await clubScore()) ?? { raters: 0, score_sum: 0 };
    const first = await importing(member, fixture('imdb-ratings.csv'));
    expect(first).toMatchObject({
      fuente: 'imdb',
      filas: 3,
      importadas: 2,
      yaEstaban: 0,
      otras: 1,
    });
    expect(first.noEncontradas).toEqual([
      { titulo: 'Carmencita', anio: 1894, imdb: 1, busca: '/all/Carmencita' },
    ]);
    expect(first.erroneas).toEqual([
      { fichero: '', linea: 6 },
      { fichero: '', linea: 7 },
    ]);
    const written = await commentsOf('imdb@demo.local');
    expect(written).toEqual([
      { imdb: 68646, vista: 1, voto: 9, comen: '', fecha: Date.parse('2022-11-20') / 1000 },
      { imdb: 111161, vista: 1, voto: 10, comen: '', fecha: Date.parse('2023-05-01') / 1000 },
    ]);
    // The club's score of the films counts the imported ratings (the card, tiles, best list).
    expect(await clubScore()).toEqual({
      raters: before.raters + 1,
      score_sum: before.score_sum + 10,
    });
    const again = await importing(member, fixture('imdb-ratings.csv'));
    expect(again).toMatchObject({ importadas: 0, yaEstaban: 2 });
    expect(await commentsOf('imdb@demo.local')).toEqual(written);
  });

  it('writes a file sent three times at once (tabs) once', async () => {
    const member = await demoSession(app, 'tres@demo.local');
    // Every film of the catalogue: each import's transaction lasts long enough to overlap.
    const films = await db
      .selectFrom('film')
      .select('imdb')
      .where('imdb', 'is not', null)
      .execute();
    const csv = strToU8(
      `Const,Your Rating,Date Rated,Title,Title Type,Year\n${films
        .map(({ imdb }) => `tt${String(imdb).padStart(7, '0')},7,2020-01-01,X,Movie,2000`)
        .join('\n')}`,
    );
    const answers = await Promise.all([1, 2, 3].map(() => importing(member, csv)));
    const written = answers.map((answer) => answer.importadas).sort((a, b) => a - b);
    expect(written).toEqual([0, 0, films.length]);
    expect(await commentsOf('tres@demo.local')).toHaveLength(films.length);
  });

  it('never overwrites what the member did in Cineclub, nor trips the comment rate limit', async () => {
    const member = await demoSession(app, 'propia@demo.local');
    const godfather = await film(68646);
    const own = await app.inject({
      method: 'POST',
      url: `/api/peli/comenta/${godfather.id}`,
      headers: { cookie: member },
      payload: { vista: true, voto: 4, comen: 'La mía' },
    });
    expect(own.statusCode).toBe(200);
    // Far more rows than COMMENT_RATE_LIMIT (10 a minute): one bulk write.
    const header = 'Const,Your Rating,Date Rated,Title,Title Type,Year\n';
    const others = await db
      .selectFrom('film')
      .select('imdb')
      .where('imdb', 'is not', null)
      .where('imdb', '!=', 68646)
      .limit(39)
      .execute();
    const ids = [68646, ...others.map((row) => row.imdb as number)];
    const many = ids.map((imdb) => `tt${String(imdb).padStart(7, '0')},7,2020-01-01,X,Movie,2000`);
    const answer = await importing(member, strToU8(header + many.join('\n')));
    expect(answer).toMatchObject({ importadas: 39, yaEstaban: 1 });
    const mine = await commentsOf('propia@demo.local');
    expect(mine).toHaveLength(ids.length);
    expect(mine.find((row) => row.imdb === 68646)).toMatchObject({ voto: 4, comen: 'La mía' });
  });

  it('imports IMDb\'s watchlist (semicolons) as "Quiero verla"', async () => {
    const member = await demoSession(app, 'lista@demo.local');
    const answer = await importing(member, fixture('imdb-watchlist.csv'));
    expect(answer).toMatchObject({ fuente: 'imdb', importadas: 2, otras: 1 });
    expect(answer.erroneas).toHaveLength(1);
    expect(await wantsOf('lista@demo.local')).toEqual([33467, 71562]);
    expect(await commentsOf('lista@demo.local')).toEqual([]);
  });

  it("imports Letterboxd's ZIP by title and year, and asks about titles two films share", async () => {
    // A second 'Vertigo' of 1958: the row cannot say which one it is.
    const twin = await db
      .insertInto('film')
      .values({
        imdb: 9_900_001,
        nom: 'Vértigo',
        nomo: 'Vertigo',
        nomen: 'Vertigo',
        anio: 1958,
        dura: 80,
        rate: null,
        added_at: TEST_NOW,
        listed_at: TEST_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await demoSession(app, 'boxd@demo.local');
    const answer = await importing(member, letterboxdZip());
    expect(answer).toMatchObject({ fuente: 'letterboxd', importadas: 5, yaEstaban: 0 });
    expect(answer.noEncontradas.map((row) => row.titulo).sort()).toEqual([
      'Otra que no existe',
      'Una película que no existe',
    ]);
    expect(answer.noEncontradas[0]?.busca).toMatch(/^\/all\//);
    expect(answer.erroneas).toEqual([{ fichero: 'ratings.csv', linea: 7 }]);
    expect(answer.aElegir).toHaveLength(1);
    const asked = answer.aElegir[0];
    if (!asked) throw new Error('no row was asked about');
    expect(asked.fila).toMatchObject({ titulo: 'Vertigo', anio: 1958, voto: 9, vista: true });
    expect(asked.candidatas.map((candidate) => candidate.id)).toContain(twin.id);
    expect(asked.candidatas).toHaveLength(2);

    const written = await commentsOf('boxd@demo.local');
    expect(written.map((row) => [row.imdb, row.voto, row.vista])).toEqual([
      [33467, 8, 1], // 'Ciudadano Kane': its Spanish title
      [47396, 10, 1], // 'Rear Window', 5 stars; the diary's rewatch and the review merged
      [53125, 7, 1], // 'North by Northwest' of 1960: the film is of 1959
      [54215, -1, 1], // 'Psycho': watched, unrated
    ]);
    expect(written.find((row) => row.imdb === 47396)?.comen).toBe(
      'Obra maestra.\nMejor cada vez que la veo.',
    );
    expect(await wantsOf('boxd@demo.local')).toEqual([71562]);

    // A film that is not one of the row's candidates is refused, and the row still waits.
    const other = await film(111161);
    const wrong: CallInput<'chooseHistory'> = {
      body: { elecciones: [{ id: asked.id, peli: other.id }] },
    };
    expect(await statusOf(call('chooseHistory', wrong, as(member)))).toBe(400);
    // Another member cannot choose for this member's row.
    const stranger = await demoSession(app, 'ajeno@demo.local');
    const theirs: CallInput<'chooseHistory'> = {
      body: { elecciones: [{ id: asked.id, peli: twin.id }] },
    };
    expect(await statusOf(call('chooseHistory', theirs, as(stranger)))).toBe(404);

    // The member chooses by the row's id: the score is the file's.
    const chosen = await call(
      'chooseHistory',
      { body: { elecciones: [{ id: asked.id, peli: twin.id }] } },
      as(member),
    );
    expect(chosen).toMatchObject({ importadas: 1, yaEstaban: 0 });
    const vertigo = await db
      .selectFrom('comment')
      .select(['voto', 'film_id'])
      .where('film_id', '=', twin.id)
      .execute();
    expect(vertigo).toEqual([{ voto: 9, film_id: twin.id }]);
    // A row is taken once.
    expect(await statusOf(call('chooseHistory', theirs, as(member)))).toBe(404);

    // Again: nothing changes, and the same row is still asked about (the member may pick the other).
    const again = await importing(member, letterboxdZip());
    expect(again).toMatchObject({ importadas: 0, yaEstaban: 5 });
    expect(await commentsOf('boxd@demo.local')).toHaveLength(written.length + 1);
  });

  it('takes no score, review, seen mark or date from the client when choosing', async () => {
    const member = await demoSession(app, 'forja@demo.local');
    const twin = await film(9_900_001); // the second 'Vertigo', added above
    const asked = (await importing(member, letterboxdZip())).aElegir[0];
    if (!asked) throw new Error('no row was asked about');
    // What a forger would send: the old wire's whole row, with its own score, review and date.
    const forged = {
      elecciones: [
        {
          id: asked.id,
          peli: twin.id,
          fila: { ...asked.fila, voto: 10, comen: 'Falsa', fecha: 1, vista: true },
        },
      ],
    };
    const response = await fetch(`${baseUrl}/api/usuario/importar/elige`, {
      method: 'POST',
      headers: { ...as(member).headers, 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(response.status).toBe(200);
    const written = await db
      .selectFrom('comment')
      .innerJoin('user', 'user.id', 'comment.user_id')
      .select(['voto', 'comen', 'fecha'])
      .where('user.email', '=', 'forja@demo.local')
      .where('film_id', '=', twin.id)
      .executeTakeFirstOrThrow();
    expect(written).toEqual({
      voto: asked.fila.voto,
      comen: asked.fila.comen,
      fecha: asked.fila.fecha || TEST_NOW,
    });
    // Ids of rows that never waited, and bodies over the limits, are refused.
    const made = { body: { elecciones: [{ id: 999_999, peli: twin.id }] } };
    expect(await statusOf(call('chooseHistory', made, as(member)))).toBe(404);
    const huge = Array.from({ length: 1_001 }, (_, id) => ({ id: id + 1, peli: twin.id }));
    expect(await statusOf(call('chooseHistory', { body: { elecciones: huge } }, as(member)))).toBe(
      400,
    );
  });

  it('finds misspelt titles as the film search does, by year, and asks when several fit', async () => {
    const member = await demoSession(app, 'erratas@demo.local');
    const csv = [
      'Date,Name,Year,Letterboxd URI,Rating',
      '2024-02-01,Interstelar,2014,https://boxd.it/a,4',
      '2024-02-02,El padirno,1972,https://boxd.it/b,5',
      // The twin 'Vertigo' added above: a misspelt title that two films of 1958 fit.
      '2024-02-03,Vertgo,1958,https://boxd.it/c,3',
      // The right title in the wrong decade is not that film.
      '2024-02-04,Interstelar,1990,https://boxd.it/d,2',
    ].join('\n');
    const answer = await importing(member, new TextEncoder().encode(`${csv}\n`), 'ratings.csv');
    expect(answer).toMatchObject({ fuente: 'letterboxd', importadas: 2 });
    expect(answer.noEncontradas.map((row) => [row.titulo, row.anio])).toEqual([
      ['Interstelar', 1990],
    ]);
    expect(answer.aElegir.map((row) => [row.fila.titulo, row.candidatas.length])).toEqual([
      ['Vertgo', 2],
    ]);
    expect((await commentsOf('erratas@demo.local')).map((row) => [row.imdb, row.voto])).toEqual([
      [68646, 10],
      [816692, 8],
    ]);
  });

  it("tells Letterboxd's watched.csv from its watchlist.csv by the name it was uploaded with", async () => {
    const member = await demoSession(app, 'nombre@demo.local');
    const watchlist = fixture('letterboxd/watchlist.csv');
    expect(await statusOf(importing(member, watchlist))).toBe(400);
    const answer = await importing(member, watchlist, 'watchlist.csv');
    expect(answer).toMatchObject({ fuente: 'letterboxd', importadas: 1 });
    expect(await wantsOf('nombre@demo.local')).toEqual([71562]);
  });

  it("imports Trakt's JSON exports, by IMDb id or by title", async () => {
    const member = await demoSession(app, 'trakt@demo.local');
    const ratings = await importing(member, fixture('trakt-ratings-movies.json'));
    expect(ratings).toMatchObject({ fuente: 'trakt', importadas: 2, otras: 1 });
    expect(ratings.erroneas).toHaveLength(1);
    const zip = zipSync({
      'watched-movies.json': fixture('trakt-watched-movies.json'),
      'watchlist-movies.json': fixture('trakt-watchlist-movies.json'),
    });
    expect(await importing(member, zip)).toMatchObject({ fuente: 'trakt', importadas: 2 });
    expect((await commentsOf('trakt@demo.local')).map((row) => [row.imdb, row.voto])).toEqual([
      [47396, 7],
      [54215, -1],
      [68646, 8],
    ]);
    expect(await wantsOf('trakt@demo.local')).toEqual([33467]);
  });

  it('refuses a 50 MB file, and a ZIP that would unpack to one, cleanly', async () => {
    const member = await demoSession(app, 'grande@demo.local');
    const line = 'tt0111161,10,2023-05-01,Cadena perpetua,Movie,1994\n';
    const big = new Uint8Array(50 * 1024 ** 2).fill(0x20);
    big.set(strToU8(`Const,Your Rating,Date Rated,Title,Title Type,Year\n${line}`));
    const refused = await importing(member, big).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CallError);
    expect((refused as CallError).status).toBe(413);
    expect((refused as CallError).message).toMatch(/demasiado grande/);
    const bomb = zipSync({ 'ratings.csv': big }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 ** 2);
    expect(await statusOf(importing(member, bomb))).toBe(413);
    expect(await commentsOf('grande@demo.local')).toEqual([]);
    // The server is still there.
    expect(await importing(member, fixture('imdb-ratings.csv'))).toMatchObject({ importadas: 2 });
  });

  it('refuses files that are none of the exports, empty, or too many rows', async () => {
    const member = await demoSession(app, 'raro@demo.local');
    expect(await statusOf(importing(member, strToU8('hola,adios\n1,2\n')))).toBe(400);
    expect(await statusOf(importing(member, new Uint8Array()))).toBe(400);
    expect(await statusOf(importing(member, strToU8('{"no": "lista"}')))).toBe(400);
    expect(await statusOf(importing(member, strToU8('PK\u0003\u0004roto')))).toBe(400);
  });

  it('bounds how often a member imports, and needs a signed-in member', async () => {
    const member = await demoSession(app, 'frecuente@demo.local');
    for (let n = 0; n < 4; n++) await importing(member, fixture('imdb-watchlist.csv'));
    const fifth = await importing(member, fixture('imdb-watchlist.csv')).catch(
      (error: unknown) => error,
    );
    expect((fifth as CallError).status).toBe(429);
    expect(await statusOf(importing(null, fixture('imdb-watchlist.csv')))).toBe(401);
  });
});
