import { describe, expect, it } from 'vitest';
import { startTestServer, testEngine } from './helpers.js';

/**
 * Issue 47: a search that hears Spanish, over HTTP against the demo catalogue, on SQLite and
 * (in the server-postgres project) PostgreSQL: words spelt by ear, split or joined, a wrong word
 * at the end, and a title typed whole.
 */
describe(`search hears Spanish (${testEngine})`, async () => {
  const { app, db } = await startTestServer();
  const imdbOf = new Map(
    (await db.selectFrom('film').select(['id', 'imdb']).execute()).map((film) => [
      film.id,
      film.imdb,
    ]),
  );

  /** The IMDb ids of a search's first films (every field, all films) and its total. */
  async function search(text: string, downloadable = false) {
    const answer = await app.inject(
      `/api/lista/busq/${downloadable}/false/0/1111111/all/${encodeURIComponent(text)}?n=10`,
    );
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as { pelis: { id: number }[]; total: number };
    return { imdbs: page.pelis.map((film) => imdbOf.get(film.id) ?? null), total: page.total };
  }

  const firstThree = async (text: string) => (await search(text)).imdbs.slice(0, 3);

  it('matches words spelt as they sound, short ones too', async () => {
    for (const [q, imdb] of [
      ['la bida es bella', 118799], // b/v, below the typo thresholds
      ['sielo sobre berlin', 93191], // seseo
      ['bolber', 441909], // b/v twice: two edits in 6 letters
      ['kaza', 2106476], // k for c before a
      ['ijos de los ombres', 206634], // silent h
      ['cantando bajo la yubia', 45152], // yeísmo and b/v
      ['gritos i susurros', 69467], // i for y
      ['el laverinto del fauno', 457430],
    ] as const) {
      expect(await firstThree(q), q).toContain(imdb);
    }
  });

  it('matches words split or joined', async () => {
    for (const [q, imdb] of [
      ['lavida es bella', 118799],
      ['cinemaparadiso', 95765],
      ['mata dor', 91495],
    ] as const) {
      expect(await firstThree(q), q).toContain(imdb);
    }
  });

  it('drops words from the end when no film matches every word', async () => {
    expect(await firstThree('la vida es bella xqzwv'), 'one wrong word').toContain(118799);
    expect(await firstThree('matrix reloaded pepito grillo')).toContain(234215);
    // Still nothing for gibberish alone, nor a text whose first word matches nothing.
    expect((await search('zzzzzzzz yyyyyyy')).total).toBe(0);
    // The e2e's hopeless search stays hopeless: no sound, split or typo reaches Casablanca.
    expect((await search('casablankaxx')).total).toBe(0);
  });

  it('puts a title typed whole first, whatever its votes', async () => {
    expect((await search('no')).imdbs[0], "'No' (2012) before 'No es país…'").toBe(2059255);
    expect((await search('No!')).imdbs[0]).toBe(2059255);
    expect((await search('amor')).imdbs[0]).toBe(1602620);
    expect((await search('origen')).imdbs[0]).toBe(1375666);
  });
});
