import type { FilmPage, GenreMap } from '@cineclub/contract';
import { toCompactCards } from './cards.js';
import { GENRES } from './genres.js';
import type { CatalogueQueries, CompactRow } from './queries.js';

const WEEK = 7 * 86_400;

export function createCatalogueService(queries: CatalogueQueries) {
  async function page(rows: CompactRow[], total: number, offset: number): Promise<FilmPage> {
    const ids = rows.map((row) => row.id);
    const [genres, credits] = await Promise.all([queries.genresOf(ids), queries.creditsOf(ids)]);
    const next = offset + rows.length;
    return { pelis: toCompactCards(rows, genres, credits), total, sig: next < total ? next : null };
  }

  return {
    async genres(): Promise<GenreMap> {
      const rows = await queries.genres();
      return Object.fromEntries(rows.map((row) => [row.code, row.name]));
    },

    /**
     * The news list: films dated within `weeks` of the newest one, newest first. Measuring the
     * window from the newest film rather than from today keeps the list full on a catalogue
     * that has not changed for a while.
     */
    async news(args: { onlyDownloadable: boolean; weeks: number; offset: number; limit: number }) {
      const newest = await queries.newestListedAt(args.onlyDownloadable);
      if (newest === null) return { pelis: [], total: 0, sig: null } satisfies FilmPage;
      const { rows, total } = await queries.newsPage({
        ...args,
        since: newest - args.weeks * WEEK,
      });
      return page(rows, total, args.offset);
    },

    posterInfo: queries.posterInfo,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Genre rows the database must hold; synced at start so a renamed genre needs no migration. */
export const genreRows = Object.entries(GENRES).map(([code, name]) => ({ code, name }));
