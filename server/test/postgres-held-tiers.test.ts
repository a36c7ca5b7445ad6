import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogueQueries, type ListFilter, NO_FILTER } from '../src/catalogue/queries.js';
import { searchOf } from '../src/catalogue/search/catalogue-search.js';
import { openPostgres } from '../src/db/connection.js';
import { type Engine, SEARCH_RESULTS_CAP, type SearchTier } from '../src/db/engine.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { postgresEngine } from '../src/db/postgres/engine.js';
import { databaseEnv, TEST_NOW, tempDir } from './helpers.js';

/**
 * A title tier whose films a later tier holds (`SearchTier.within`: word for word within the
 * prefixes or the typos) is read only as far as the page, and not for a total alone: pages and
 * totals are those of reading every tier whole, on a catalogue past the cap.
 */
describe('PostgreSQL search tiers held by a later one', async () => {
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const db = openPostgres(url);
  afterAll(() => db.destroy());
  await migrateToLatest(db);

  // Titles of one to three of these words, votes and files spread by a fixed sequence, so
  // that the word-for-word, prefix and typo tiers of the texts below differ and pass the cap.
  const WORDS = ['velero', 'veleros', 'velerito', 'bruma', 'brumas', 'brumoso', 'faro', 'del'];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 16807) % 2147483647;
    return Math.floor((seed / 2147483647) * n);
  };
  const film = (nom: string) => ({
    nom,
    nomo: '',
    nomen: '',
    arg: '',
    added_at: TEST_NOW,
    listed_at: TEST_NOW,
  });
  const films = Array.from({ length: 1400 }, () => {
    const words = Array.from({ length: 1 + next(3) }, () => WORDS[next(WORDS.length)] as string);
    const nom = words.join(' ');
    return {
      ...film(nom),
      nomo: next(4) ? '' : `${nom} ${WORDS[next(WORDS.length)]}`,
      arg: next(5) ? '' : `Un ${WORDS[next(WORDS.length)]} en la costa.`,
      votos: next(50_000),
      file_count: next(3) ? 0 : 1,
    };
  });
  // A number's other forms are in its word-for-word tier but not under its prefix ('nave 2' is
  // 'nave ii' and 'nave dos' too; words of four letters have no typo tier): no tier holds it,
  // and the search stays under the cap.
  const numbered = ['nave 2', 'nave ii', 'nave dos', 'naves 2', 'nave 20'].flatMap((nom, kind) =>
    Array.from({ length: 30 + kind * 5 }, () => ({
      ...film(nom),
      votos: next(50_000),
      file_count: next(2),
    })),
  );
  films.push(...numbered);
  for (let start = 0; start < films.length; start += 500) {
    await db
      .insertInto('film')
      .values(films.slice(start, start + 500))
      .execute();
  }

  /** The engine with no tier known to be held: every tier read whole. */
  const unheld: Engine = {
    ...postgresEngine,
    search: {
      ...postgresEngine.search,
      filmSearch(q, request) {
        const reading = postgresEngine.search.filmSearch(q, request);
        return (
          reading && {
            async read(specs, vocabularies) {
              const found = await reading.read(specs, vocabularies);
              return found && { tiers: found.tiers.map(({ within: _, ...tier }) => tier) };
            },
          }
        );
      },
    },
  };
  const held = createCatalogueQueries(db, postgresEngine);
  const whole = createCatalogueQueries(db, unheld);
  const TEXTS = [
    'velero bruma',
    'velero',
    'bruma velero del',
    'veleros brum',
    'velerp bruma',
    'nave 2',
  ];
  const FIELDS = [['nom', 'nomo', 'nomen', 'arg'], ['nom']] as const;
  const filterOf = (text: string, fields: (typeof FIELDS)[number], onlyDownloadable: boolean) =>
    ({
      ...NO_FILTER,
      search: { text, fields: [...fields] },
      onlyDownloadable,
      genre: null,
      order: 'relevance',
    }) satisfies ListFilter;

  it('marks a word-for-word tier with the later one that holds it', async () => {
    // The tiers of terms: a title typed whole adds a tier of named films first, which no
    // posting table describes (no `matches`), so no tier holds it or is held by it.
    const tiers = async (text: string) => {
      const search = await searchOf(postgresEngine.search).filmSearch(db, text, ['nom'], {
        onlyDownloadable: false,
        genre: null,
      });
      return { tiers: (search?.tiers ?? []).filter((tier) => tier.matches !== undefined) };
    };
    const { tiers: found } = await tiers('velero bruma');
    const [exact] = found;
    expect(exact?.within).toBeDefined();
    expect(found.indexOf(exact?.within as SearchTier)).toBeGreaterThan(0);
    // 'nave 2' word for word is not held by its prefix tier.
    const { tiers: numbered } = await tiers('nave 2');
    expect(numbered).toHaveLength(2);
    expect(numbered.map((tier) => tier.within)).toEqual([undefined, undefined]);
    // Every holder is a later tier of the same search.
    for (const text of TEXTS) {
      const { tiers: each } = await tiers(text);
      each.forEach((tier, index) => {
        if (tier.within) expect(each.indexOf(tier.within)).toBeGreaterThan(index);
      });
    }
  });

  it('answers the pages and totals of every tier read whole', async () => {
    const pages = [
      [0, 1],
      [0, 20],
      [0, 100],
      [30, 50],
      [250, 100],
      [450, 100],
      [0, SEARCH_RESULTS_CAP],
    ] as const;
    let capped = 0;
    let under = 0;
    for (const text of TEXTS) {
      for (const fields of FIELDS) {
        for (const onlyDownloadable of [false, true]) {
          const filter = filterOf(text, fields, onlyDownloadable);
          for (const [offset, limit] of pages) {
            const answer = await held.listPage(filter, offset, limit);
            expect(answer, `${text} ${fields} ${onlyDownloadable} ${offset}+${limit}`).toEqual(
              await whole.listPage(filter, offset, limit),
            );
            if (answer.total === SEARCH_RESULTS_CAP) capped += 1;
            else if (answer.total > offset + limit) under += 1;
          }
          if (!onlyDownloadable) continue;
          const [page, wholePage] = await Promise.all([
            held.downloadableSearchPage(filter, 100),
            whole.downloadableSearchPage(filter, 100),
          ]);
          expect({ ...page, unfilteredTotal: await page.unfilteredTotal }).toEqual({
            ...wholePage,
            unfilteredTotal: await wholePage.unfilteredTotal,
          });
        }
      }
    }
    // Some searches reach the cap, and some hold more than their page and less than the cap:
    // a held tier's films past the page count only through its holder.
    expect(capped).toBeGreaterThan(0);
    expect(under).toBeGreaterThan(0);
  });
});
