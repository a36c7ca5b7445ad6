import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { PersonRole } from '../db/schema.js';

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
  idx: number | null;
  /** The club's score (`club_score`): members who rated the film and their scores' sum. */
  club_raters: number | null;
  club_sum: number | null;
}

export interface CreditRow {
  film_id: number;
  person_id: number;
  nom: string;
  role: PersonRole;
}

export const filmColumns = [
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
  'club_score.raters as club_raters',
  'club_score.score_sum as club_sum',
] as const;

/**
 * The queries of what a card shows of films and people already found (rows, genres, credits,
 * details, a person's roles, a poster), apart from the lists' queries that find them
 * (`queries.ts`).
 */
export function createCardQueries(db: Db) {
  /** Film rows as compact rows outside any curated list (no position to join). */
  function filmRows() {
    return db
      .selectFrom('film')
      .leftJoin('club_score', 'club_score.film_id', 'film.id')
      .select([...filmColumns, sql<null>`null`.as('idx')]);
  }

  return {
    /** Rows of these films outside any curated list, in no particular order. */
    async filmRows(ids: number[]): Promise<CompactRow[]> {
      if (!ids.length) return [];
      return filmRows().where('film.id', 'in', ids).execute();
    },

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
      return (
        db
          .selectFrom('film_person')
          // The names the credits carry: the credits' index alone, no lookup per person.
          .select(['film_id', 'person_id', 'person_nom as nom', 'role'])
          .where('film_id', 'in', filmIds)
          // By film first: the order of the credits' index, so no sort.
          .orderBy('film_id')
          .orderBy('ord')
          .execute()
      );
    },

    /** What a full card adds: synopsis, IMDb id, list memberships, files and torrents. */
    async detailsOf(filmIds: number[]) {
      if (!filmIds.length) {
        return { films: [], lists: [], files: [], torrents: [], cast: [], photos: [] };
      }
      const [films, lists, files, torrents, cast, photos] = await Promise.all([
        db
          .selectFrom('film')
          .select(['id', 'imdb', 'arg', 'backdrop', 'trailer'])
          .where('id', 'in', filmIds)
          .execute(),
        db
          .selectFrom('list_entry')
          .select(['film_id', 'list', 'pos'])
          .where('film_id', 'in', filmIds)
          .orderBy('list')
          .execute(),
        db
          .selectFrom('file')
          .select(['id', 'film_id', 'disk', 'dir', 'name', 'size', 'comment'])
          .where('film_id', 'in', filmIds)
          .orderBy('name')
          .execute(),
        db
          .selectFrom('torrent')
          .select(['film_id', 'code', 'name'])
          .where('film_id', 'in', filmIds)
          .orderBy('name')
          .execute(),
        db
          .selectFrom('film_cast')
          .select(['film_id', 'nom', 'papel', 'photo'])
          .where('film_id', 'in', filmIds)
          .orderBy('film_id')
          .orderBy('ord')
          .execute(),
        db
          .selectFrom('film_person')
          .innerJoin('person', 'person.id', 'film_person.person_id')
          .select(['film_person.film_id', 'person.id', 'person.photo'])
          .where('film_person.film_id', 'in', filmIds)
          .where('film_person.role', '=', 'a')
          .where('person.photo', '!=', '')
          .execute(),
      ]);
      return { films, lists, files, torrents, cast, photos };
    },

    /** How many films each person has per role (a film counted once per role). */
    rolesOf(personIds: number[]) {
      if (!personIds.length) return Promise.resolve([]);
      return db
        .selectFrom('film_person')
        .select([
          'person_id',
          'role',
          (eb) => eb.fn.count<number>('film_id').distinct().as('total'),
        ])
        .where('person_id', 'in', personIds)
        .groupBy(['person_id', 'role'])
        .execute();
    },

    /** Where each recorded field of some films came from (admin cards). */
    sourcesOf(filmIds: number[]) {
      if (!filmIds.length) return Promise.resolve([]);
      return db
        .selectFrom('film_source')
        .select(['film_id', 'field', 'source'])
        .where('film_id', 'in', filmIds)
        .execute();
    },

    /** A person and their number of films per role, or undefined. */
    async personInfo(personId: number) {
      const person = await db
        .selectFrom('person')
        .select(['id', 'nom', 'photo'])
        .where('id', '=', personId)
        .executeTakeFirst();
      if (!person) return undefined;
      const roles = await db
        .selectFrom('film_person')
        .select(['role', (eb) => eb.fn.count<number>('film_id').distinct().as('total')])
        .where('person_id', '=', personId)
        .groupBy('role')
        .execute();
      const films = await db
        .selectFrom('film')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.min<number | null>('anio').as('desde'),
          eb.fn.max<number | null>('anio').as('hasta'),
        ])
        .where('id', 'in', (eb) =>
          eb.selectFrom('film_person').select('film_id').where('person_id', '=', personId),
        )
        .executeTakeFirstOrThrow();
      return { ...person, roles, films };
    },

    /** The person's roles in each of these films (a page of theirs: a bounded list of ids). */
    async personRolesIn(personId: number, filmIds: number[]) {
      if (!filmIds.length) return [];
      return db
        .selectFrom('film_person')
        .select(['film_id', 'role'])
        .distinct()
        .where('person_id', '=', personId)
        .where('film_id', 'in', filmIds)
        .execute();
    },

    /** What a poster needs: the stored one's number, or what the generated one shows. */
    async posterInfo(filmId: number) {
      const film = await db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster'])
        .select((eb) =>
          eb
            .selectFrom('film_person')
            .select('person_nom')
            .whereRef('film_person.film_id', '=', 'film.id')
            .where('role', '=', 'd')
            .orderBy('ord')
            .limit(1)
            .as('director'),
        )
        .where('id', '=', filmId)
        .executeTakeFirst();
      if (!film) return undefined;
      const genres = await db
        .selectFrom('film_genre')
        .select('code')
        .where('film_id', '=', filmId)
        .execute();
      return { ...film, gens: genres.map((row) => row.code) };
    },
  };
}
