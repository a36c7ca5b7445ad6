import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldText } from '../src/catalogue/search/fold.js';
import { LETTER_FOLDS } from '../src/db/letter-folds.js';
import { startTestServer, TEST_NOW, testEngine } from './helpers.js';

/**
 * Issue 47: both engines give the same answers. Ligatures and letters that canonical
 * decomposition leaves whole ('œ', 'ø', 'ß', 'ł') are written plain in every engine's index
 * and in the plan's folding (`db/letter-folds.ts`), so a title holding one is found typed on a
 * plain keyboard or as written, on SQLite and (in the server-postgres project) PostgreSQL.
 */
describe(`search folds ligatures and letters like 'ø' (${testEngine})`, async () => {
  const { app, db } = await startTestServer();
  const films = [
    { nom: 'Cœur fidèle', anio: 1923 },
    { nom: 'Bølgen', anio: 2015 },
    { nom: 'Die Straße', anio: 1923 },
    { nom: 'Popiół i diament', anio: 1958 },
  ];
  await db
    .insertInto('film')
    .values(
      films.map((film) => ({
        ...film,
        nomo: film.nom,
        nomen: '',
        arg: '',
        votos: 10,
        added_at: TEST_NOW,
        listed_at: TEST_NOW,
      })),
    )
    .execute();
  // A person id no demo person has.
  await db.insertInto('person').values({ id: 9_990_001, nom: 'Søren Kragh-Jacobsen' }).execute();

  async function firstTitle(text: string) {
    const answer = await app.inject(
      `/api/lista/busq/false/false/0/1111111/all/${encodeURIComponent(text)}?n=5`,
    );
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { pelis: { nom: string }[] }).pelis[0]?.nom;
  }

  it('finds them typed plain, as written, whole, as prefixes and misspelt', async () => {
    for (const [text, title] of [
      ['coeur fidele', 'Cœur fidèle'],
      ['Cœur fidèle', 'Cœur fidèle'],
      ['COEUR', 'Cœur fidèle'],
      ['bolgen', 'Bølgen'],
      ['bølg', 'Bølgen'],
      ['bolgne', 'Bølgen'],
      ['die strasse', 'Die Straße'],
      ['straße', 'Die Straße'],
      ['popiol i diament', 'Popiół i diament'],
    ] as const) {
      expect(await firstTitle(text), text).toBe(title);
    }
  });

  it('finds people the same way', async () => {
    for (const text of ['soren kragh', 'Søren', 'SØREN KRAGH-JACOBSEN']) {
      const answer = await app.inject(`/api/lista/pers/${encodeURIComponent(text)}`);
      const names = (answer.json() as { pers: { nom: string }[] }).pers.map((p) => p.nom);
      expect(names, text).toContain('Søren Kragh-Jacobsen');
    }
  });

  it.runIf(testEngine === 'postgres')('folds each letter as PostgreSQL folds it', async () => {
    for (const letter of Object.keys(LETTER_FOLDS)) {
      const { rows } = await sql<{ folded: string }>`SELECT cineclub_search_text(${letter})
        AS folded`.execute(db);
      expect(rows[0]?.folded, letter).toBe(foldText(letter));
    }
  });
});
