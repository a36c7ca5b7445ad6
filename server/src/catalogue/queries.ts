import type { Db } from '../db/connection.js';
import type { PersonRole } from '../db/schema.js';

/** Film columns a compact card needs. */
export const compactColumns = [
  'film.id',
  'film.nom',
  'film.nomo',
  'film.nomen',
  'film.anio',
  'film.dir',
  'film.rate',
  'film.votos',
  'film.dura',
  'film.poster',
  'film.file_count',
  'film.torrent_count',
] as const;

export interface CompactRow {
  id: number;
  nom: string;
  nomo: string;
  nomen: string;
  anio: number | null;
  dir: string;
  rate: number | null;
  votos: number;
  dura: number | null;
  poster: number;
  file_count: number;
  torrent_count: number;
}

export interface CreditRow {
  film_id: number;
  person_id: number;
  nom: string;
  role: PersonRole;
}

export function createCatalogueQueries(db: Db) {
  return {
    async genres() {
      return db.selectFrom('genre').select(['code', 'name']).orderBy('name').execute();
    },

    /** Genre codes of the given films. */
    async genresOf(filmIds: number[]) {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film_genre')
        .select(['film_id', 'code'])
        .where('film_id', 'in', filmIds)
        .execute();
    },

    /** Credits of the given films in billing order. */
    async creditsOf(filmIds: number[]): Promise<CreditRow[]> {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film_person')
        .innerJoin('person', 'person.id', 'film_person.person_id')
        .select(['film_person.film_id', 'film_person.person_id', 'person.nom', 'film_person.role'])
        .where('film_person.film_id', 'in', filmIds)
        .orderBy('film_person.ord')
        .execute();
    },

    /** Newest date of the catalogue (or of its downloadable part), or null when it is empty. */
    async newestListedAt(onlyDownloadable: boolean): Promise<number | null> {
      let query = db.selectFrom('film').select((eb) => eb.fn.max('listed_at').as('newest'));
      if (onlyDownloadable) query = query.where('file_count', '>', 0);
      const row = await query.executeTakeFirst();
      return row?.newest == null ? null : Number(row.newest);
    },

    /** Films dated from `since` on, newest first, one page, and how many there are in all. */
    async newsPage(args: {
      since: number;
      onlyDownloadable: boolean;
      offset: number;
      limit: number;
    }) {
      let base = db.selectFrom('film').where('listed_at', '>=', args.since);
      if (args.onlyDownloadable) base = base.where('file_count', '>', 0);
      const [rows, count] = await Promise.all([
        base
          .select(compactColumns)
          .orderBy('listed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(args.limit)
          .offset(args.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CompactRow[], total: Number(count.total) };
    },

    async posterInfo(filmId: number) {
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster'])
        .where('id', '=', filmId)
        .executeTakeFirst();
    },
  };
}

export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;
