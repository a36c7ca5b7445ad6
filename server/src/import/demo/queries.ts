import type { Insertable } from 'kysely';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/connection.js';
import { createMetaQueries } from '../../db/meta.js';
import type {
  CommentTable,
  FilmTable,
  NoticeTable,
  PersonRole,
  TorrentTable,
  WantTable,
} from '../../db/schema.js';
import type { DemoFile } from './demo-files.js';
import type { SeedPerson } from './people.js';
import type { DemoFilm } from './types.js';
import type { VegaFilm } from './vega.js';

/** The `meta` key that marks a database the demo catalogue was loaded into. */
const SEED_KEY = 'demo_seed';
/** Rows per multi-row insert: well under SQLite's 32,766 bound parameters. */
const CHUNK = 500;

/** A hand-written film's credit. */
export interface SeedCredit {
  filmId: number;
  person: SeedPerson;
  role: PersonRole;
  ord: number;
}

/** A vega film, the date it is listed at (distinct per film), and its director's id if known. */
export interface SeedVegaFilm {
  film: VegaFilm;
  addedAt: number;
  directorId: number | undefined;
}

/** The demo seed's SQL (see seed.ts and community.ts), so that they hold none. */
export function createDemoSeedQueries(db: Db) {
  return {
    /** Whether the demo catalogue was loaded before. */
    seeded(): Promise<boolean> {
      return createMetaQueries(db).has(SEED_KEY);
    },

    async anyFilm(): Promise<boolean> {
      return (await db.selectFrom('film').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Runs the whole load in one transaction. */
    inTransaction<T>(work: (writes: DemoSeedWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(demoSeedWrites(trx)));
    },
  };
}

/** The seed's writes, inside its transaction. */
function demoSeedWrites(trx: Db) {
  /** A film row with its genres; answers its id. */
  async function insertFilm(values: Insertable<FilmTable>, genres: readonly string[]) {
    const row = await trx
      .insertInto('film')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (genres.length) {
      await trx
        .insertInto('film_genre')
        .values(genres.map((code) => ({ film_id: row.id, code })))
        .execute();
    }
    return row.id;
  }

  return {
    /** A hand-written film with its genres and list positions; answers its id. */
    async insertFamousFilm(
      film: DemoFilm,
      dates: { addedAt: number; firstFileAt: number | null },
      dir: string,
    ): Promise<number> {
      const filmId = await insertFilm(
        {
          imdb: film.imdb,
          nom: film.nom,
          nomo: film.nomo,
          nomen: film.nomen,
          anio: film.anio,
          dura: film.dura,
          rate: film.rate,
          votos: film.votos,
          arg: film.arg,
          dir,
          added_at: dates.addedAt,
          first_file_at: dates.firstFileAt,
          listed_at: dates.firstFileAt ?? dates.addedAt,
        },
        film.gens,
      );
      const lists = Object.entries(film.cols);
      if (lists.length) {
        await trx
          .insertInto('list_entry')
          .values(lists.map(([list, pos]) => ({ list, film_id: filmId, pos: pos ?? 0 })))
          .execute();
      }
      return filmId;
    },

    /**
     * Credits, each with its person unless already known (then the name is left as it is: the
     * first credit of a person names them). People first, so that a credit finds its name.
     */
    async insertCredits(credits: readonly SeedCredit[]): Promise<void> {
      await this.insertPeople(credits.map((credit) => credit.person));
      for (const piece of chunks(credits, CHUNK)) {
        await trx
          .insertInto('film_person')
          .values(
            piece.map(({ filmId, person: [id], role, ord }) => ({
              film_id: filmId,
              person_id: id,
              role,
              ord,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },

    /** People known by id and name; those already there keep theirs. */
    async insertPeople(people: readonly SeedPerson[]): Promise<void> {
      for (const piece of chunks(people, CHUNK)) {
        await trx
          .insertInto('person')
          .values(piece.map(([id, nom]) => ({ id, nom })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    },

    /** A film's files, and its file count. */
    async insertFiles(filmId: number, files: readonly DemoFile[], addedAt: number) {
      await trx
        .insertInto('file')
        .values(files.map((file) => ({ film_id: filmId, ...file, added_at: addedAt })))
        .execute();
      await trx
        .updateTable('film')
        .set({ file_count: files.length })
        .where('id', '=', filmId)
        .execute();
    },

    /** A film's one torrent, and its torrent count. */
    async insertTorrent(row: Insertable<TorrentTable>) {
      await trx.insertInto('torrent').values(row).execute();
      await trx
        .updateTable('film')
        .set({ torrent_count: 1 })
        .where('id', '=', row.film_id)
        .execute();
    },

    /**
     * Vega films with their genres and directors, a few statements per hundreds of films (one
     * round trip each on PostgreSQL). Each film's `addedAt` is its own, so the ids the insert
     * answers are matched to films by it, whatever order they come back in.
     */
    async insertVegaFilms(films: readonly SeedVegaFilm[]): Promise<void> {
      for (const piece of chunks(films, CHUNK)) {
        const rows = await trx
          .insertInto('film')
          .values(
            piece.map(({ film, addedAt }) => ({
              nom: film.title,
              nomo: film.title,
              nomen: film.title,
              anio: film.year,
              dura: film.dura,
              rate: film.rate,
              votos: film.votos,
              added_at: addedAt,
              listed_at: addedAt,
            })),
          )
          .returning(['id', 'added_at'])
          .execute();
        const idOf = new Map(rows.map((row) => [row.added_at, row.id]));
        const seeded = piece.map((entry) => ({ ...entry, id: idOf.get(entry.addedAt) as number }));
        const genres = seeded.flatMap(({ film, id }) =>
          film.genres.map((code) => ({ film_id: id, code })),
        );
        const directors = seeded.flatMap(({ directorId, id }) =>
          directorId ? [{ film_id: id, person_id: directorId, role: 'd' as const, ord: 0 }] : [],
        );
        if (genres.length) await trx.insertInto('film_genre').values(genres).execute();
        if (directors.length) await trx.insertInto('film_person').values(directors).execute();
      }
    },

    /** Users unless their address is already there; answers every user's id by address. */
    async addUsers(
      users: readonly { email: string; name: string; created_at: number }[],
    ): Promise<Map<string, number>> {
      await trx
        .insertInto('user')
        .values([...users])
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const rows = await trx.selectFrom('user').select(['id', 'email']).execute();
      return new Map(rows.map((user) => [user.email, user.id]));
    },

    async insertComments(rows: Insertable<CommentTable>[]): Promise<void> {
      if (rows.length) await trx.insertInto('comment').values(rows).execute();
    },

    /** Open requests, each also on its requester's watchlist. */
    async insertRequests(rows: Insertable<WantTable>[]): Promise<void> {
      if (!rows.length) return;
      await trx.insertInto('film_request').values(rows).execute();
      await trx
        .insertInto('want')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async insertNotices(rows: Insertable<NoticeTable>[]): Promise<void> {
      await trx.insertInto('notice').values(rows).execute();
    },

    filmTitle(filmId: number) {
      return trx
        .selectFrom('film')
        .select(['id', 'nom'])
        .where('id', '=', filmId)
        .executeTakeFirst();
    },

    markSeeded(now: number): Promise<void> {
      return createMetaQueries(trx).set(SEED_KEY, String(now));
    },
  };
}

export type DemoSeedWrites = ReturnType<typeof demoSeedWrites>;
