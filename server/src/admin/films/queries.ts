import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { FilmTable, PersonRole } from '../../db/schema.js';
import { recordOwnerEdits } from '../../metadata/source-queries.js';
import type { AuditValues } from '../audit/queries.js';

/** A film's own columns that the admin edits. */
type FilmColumns = Pick<
  Selectable<FilmTable>,
  'nom' | 'nomo' | 'nomen' | 'anio' | 'dura' | 'arg' | 'imdb'
>;

/** A film's editable fields: its columns, genres, credits and list memberships. */
export type EditableFilm = FilmColumns & {
  gens: string[];
  /** In billing order per role. */
  pers: { role: PersonRole; id: number; nom: string }[];
  cols: { list: string; pos: number }[];
};

/** A film's editable fields as stored, for the full update and its audit lines. */
export type StoredFilm = EditableFilm & { id: number; poster: number };

/** What the full update writes: the film's own columns apart from its other rows. */
export type FilmWrite = Omit<EditableFilm, keyof FilmColumns> & { film: FilmColumns };

/** The film edits' database access: a film's fields, its files' comments and torrents. */
export function createFilmQueries(db: Db) {
  return {
    async film(id: number): Promise<StoredFilm | undefined> {
      const film = await db
        .selectFrom('film')
        .select(['id', 'nom', 'nomo', 'nomen', 'anio', 'dura', 'arg', 'imdb', 'poster'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!film) return undefined;
      const [gens, pers, cols] = await Promise.all([
        db.selectFrom('film_genre').select('code').where('film_id', '=', id).execute(),
        db
          .selectFrom('film_person')
          .innerJoin('person', 'person.id', 'film_person.person_id')
          .select(['film_person.role', 'person.id', 'person.nom'])
          .where('film_person.film_id', '=', id)
          .orderBy('film_person.ord')
          .execute(),
        db.selectFrom('list_entry').select(['list', 'pos']).where('film_id', '=', id).execute(),
      ]);
      return { ...film, gens: gens.map((row) => row.code).sort(), pers, cols };
    },

    async genreCodes(): Promise<string[]> {
      const rows = await db.selectFrom('genre').select('code').execute();
      return rows.map((row) => row.code);
    },

    filmByImdb(imdb: number) {
      return db
        .selectFrom('film')
        .select(['id', 'nom'])
        .where('imdb', '=', imdb)
        .executeTakeFirst();
    },

    /**
     * Writes a film's fields, genres, credits and list memberships, and the audit lines, in one
     * transaction. New people get a row; known ones take the name given. The search triggers
     * keep the FTS index in step.
     */
    async writeFilm(id: number, write: FilmWrite, audit: AuditValues[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('film').set(write.film).where('id', '=', id).execute();
        await trx.deleteFrom('film_genre').where('film_id', '=', id).execute();
        if (write.gens.length) {
          await trx
            .insertInto('film_genre')
            .values(write.gens.map((code) => ({ film_id: id, code })))
            .execute();
        }
        const people = new Map(write.pers.map((person) => [person.id, person.nom]));
        for (const [personId, nom] of people) {
          await trx
            .insertInto('person')
            .values({ id: personId, nom })
            .onConflict((oc) => oc.column('id').doUpdateSet({ nom }).where('person.nom', '!=', nom))
            .execute();
        }
        await trx.deleteFrom('film_person').where('film_id', '=', id).execute();
        if (write.pers.length) {
          await trx
            .insertInto('film_person')
            .values(
              write.pers.map((person, ord) => ({
                film_id: id,
                person_id: person.id,
                role: person.role,
                ord,
              })),
            )
            .execute();
        }
        await trx.deleteFrom('list_entry').where('film_id', '=', id).execute();
        if (write.cols.length) {
          await trx
            .insertInto('list_entry')
            .values(write.cols.map((col) => ({ list: col.list, film_id: id, pos: col.pos })))
            .execute();
        }
        if (audit.length) await trx.insertInto('audit').values(audit).execute();
        await recordOwnerEdits(trx, id, audit);
      });
    },

    /** Sets some of a film's own columns and records the audit line, in one transaction. */
    async updateFilm(
      id: number,
      values: { nom?: string; arg?: string; poster?: number },
      audit: AuditValues,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('film').set(values).where('id', '=', id).execute();
        await trx.insertInto('audit').values(audit).execute();
        await recordOwnerEdits(trx, id, [audit]);
      });
    },

    file(id: number) {
      return db
        .selectFrom('file')
        .select(['id', 'film_id', 'name', 'comment'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async setFileComment(id: number, comment: string, audit: AuditValues): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('file').set({ comment }).where('id', '=', id).execute();
        await trx.insertInto('audit').values(audit).execute();
      });
    },

    /** The film's largest file: where an uploaded torrent goes. */
    largestFile(filmId: number) {
      return db
        .selectFrom('file')
        .select(['disk', 'dir', 'name'])
        .where('film_id', '=', filmId)
        .orderBy('size', 'desc')
        .orderBy('id')
        .executeTakeFirst();
    },

    torrentByCode(code: string) {
      return db.selectFrom('torrent').select('id').where('code', '=', code).executeTakeFirst();
    },

    async insertTorrent(
      values: { film_id: number; code: string; disk: string; dir: string; name: string },
      now: number,
      audit: AuditValues,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('torrent')
          .values({ ...values, added_at: now })
          .execute();
        await trx.insertInto('audit').values(audit).execute();
      });
    },
  };
}

export type FilmQueries = ReturnType<typeof createFilmQueries>;
