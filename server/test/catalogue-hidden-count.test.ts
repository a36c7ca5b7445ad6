import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCatalogueQueries, type ListFilter, NO_FILTER } from '../src/catalogue/queries.js';
import { engineOf } from '../src/db/connection.js';
import { type Engine, SEARCH_RESULTS_CAP } from '../src/db/engine.js';
import { startTestServer } from './helpers.js';

/**
 * The count of films 'Sólo descargables' hid from a search (`ocultas`): when the engine's exact
 * counts put the search without the filter at the cap (`SearchTier.atLeast`), that search is
 * not read at all. Its tiers here would fail if read.
 */
describe('the hidden count of a downloadable search', async () => {
  const { db } = await startTestServer();
  const real = engineOf(db);
  const unread = sql<{ film_id: number; key: number }>`(SELECT film_id, key FROM no_such_table)`;
  /** The engine, with the unfiltered search's tiers made unreadable and holding `atLeast`. */
  const engine = (atLeast: number | undefined): Engine => ({
    ...real,
    search: {
      ...real.search,
      filmSearch(q, request) {
        const reading = real.search.filmSearch(q, request);
        if (!reading || request.filters.onlyDownloadable) return reading;
        return {
          async read(specs, vocabularies) {
            const found = await reading.read(specs, vocabularies);
            if (!found) return found;
            const tiers = found.tiers.map((tier) => ({ ...tier, source: unread, ids: unread }));
            return {
              tiers: tiers.map((tier) => (atLeast === undefined ? tier : { ...tier, atLeast })),
            };
          },
        };
      },
    },
  });
  const filter: ListFilter & { search: { text: string; fields: ['nom'] } } = {
    ...NO_FILTER,
    search: { text: 'el', fields: ['nom'] },
    onlyDownloadable: true,
    genre: null,
    order: 'relevance',
  };
  const page = (atLeast: number | undefined, narrowed: Partial<Omit<ListFilter, 'search'>> = {}) =>
    createCatalogueQueries(db, engine(atLeast)).downloadableSearchPage(
      { ...filter, ...narrowed },
      100,
    );

  it('is the cap, unread, when a tier is known to reach it', async () => {
    const found = await page(SEARCH_RESULTS_CAP);
    expect(found.ids.length).toBeGreaterThan(0);
    expect(await found.unfilteredTotal).toBe(SEARCH_RESULTS_CAP);
  });

  it('is read when no tier is known to reach the cap, or when other filters narrow it', async () => {
    for (const found of [
      page(undefined),
      page(SEARCH_RESULTS_CAP - 1),
      page(SEARCH_RESULTS_CAP, { yearFrom: 1990 }),
    ]) {
      await expect(found.then((answer) => answer.unfilteredTotal)).rejects.toThrow(/no_such_table/);
    }
  });
});
