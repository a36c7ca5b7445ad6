import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { AuditTable, FilmTable, PersonRole } from '../db/schema.js';

export type AuditValues = Omit<Insertable<AuditTable>, 'id'>;

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

/** Every database access of the admin area. */
export function createAdminQueries(db: Db) {
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
      });
    },

    /**
     * Gives a film a new poster number, one past the highest in use, in one transaction with
     * `place` (which puts the image file under that number) and the audit line, so that
     * uploads running at once never get the same number. Answers the film's previous number.
     */
    async setPoster(
      id: number,
      place: (poster: number) => Promise<void>,
      audit: AuditValues,
    ): Promise<{ poster: number; previous: number }> {
      return db.transaction().execute(async (trx) => {
        const film = await trx
          .selectFrom('film')
          .select('poster')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const max = await trx
          .selectFrom('film')
          .select((eb) => eb.fn.max('poster').as('poster'))
          .executeTakeFirst();
        const poster = Number(max?.poster ?? 0) + 1;
        await place(poster);
        await trx.updateTable('film').set({ poster }).where('id', '=', id).execute();
        await trx.insertInto('audit').values(audit).execute();
        return { poster, previous: film.poster };
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

    async addAudit(values: AuditValues): Promise<void> {
      await db.insertInto('audit').values(values).execute();
    },

    async auditPage(filmId: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('audit');
      if (filmId !== undefined) query = query.where('audit.film_id', '=', filmId);
      const [rows, count] = await Promise.all([
        query
          .leftJoin('film', 'film.id', 'audit.film_id')
          .select([
            'audit.id',
            'audit.at',
            'audit.email',
            'audit.film_id',
            'film.nom',
            'audit.action',
            'audit.detail',
          ])
          .orderBy('audit.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async usersPage(search: string, offset: number, limit: number, now: number) {
      let query = db.selectFrom('user');
      if (search) {
        const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        query = query.where(
          sql<boolean>`(lower("user".email) LIKE ${pattern} ESCAPE '\\' OR lower("user".name) LIKE ${pattern} ESCAPE '\\')`,
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select(['user.id', 'user.email', 'user.name', 'user.picture', 'user.created_at'])
          .orderBy('user.email')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await this.withAccess(rows, now), total: Number(count.n) };
    },

    async user(id: number, now: number) {
      const rows = await db
        .selectFrom('user')
        .select(['id', 'email', 'name', 'picture', 'created_at'])
        .where('id', '=', id)
        .execute();
      const [row] = await this.withAccess(rows, now);
      return row;
    },

    /** Adds each user's permissions and live sessions. */
    async withAccess<U extends { id: number }>(users: U[], now: number) {
      const ids = users.map((user) => user.id);
      if (!ids.length) return [];
      const [perms, sessions] = await Promise.all([
        db
          .selectFrom('user_perm')
          .select(['user_id', 'perm'])
          .where('user_id', 'in', ids)
          .execute(),
        db
          .selectFrom('session')
          .select([
            'user_id',
            (eb) => eb.fn.countAll<number>().as('n'),
            (eb) => eb.fn.max('last_used_at').as('last'),
          ])
          .where('user_id', 'in', ids)
          .where('expires_at', '>', now)
          .groupBy('user_id')
          .execute(),
      ]);
      return users.map((user) => {
        const live = sessions.find((row) => row.user_id === user.id);
        return {
          ...user,
          perms: perms.filter((row) => row.user_id === user.id).map((row) => row.perm),
          sessions: Number(live?.n ?? 0),
          lastUsed: live ? Number(live.last) : null,
        };
      });
    },

    async grant(userId: number, perm: string, audit: AuditValues): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_perm')
          .values({ user_id: userId, perm })
          .onConflict((oc) => oc.columns(['user_id', 'perm']).doNothing())
          .execute();
        await trx.insertInto('audit').values(audit).execute();
      });
    },

    async revoke(userId: number, perm: string, audit: AuditValues): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('user_perm')
          .where('user_id', '=', userId)
          .where('perm', '=', perm)
          .execute();
        await trx.insertInto('audit').values(audit).execute();
      });
    },

    /** Notices for everyone, newest first, with how many users dismissed each. */
    async publicNotices() {
      const rows = await db
        .selectFrom('notice')
        .select([
          'notice.id',
          'notice.fec',
          'notice.que',
          (eb) =>
            eb
              .selectFrom('notice_dismissal')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('notice_dismissal.notice_id', '=', 'notice.id')
              .as('dismissed'),
        ])
        .where('notice.user_id', 'is', null)
        .orderBy('notice.fec', 'desc')
        .orderBy('notice.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({ ...row, dismissed: Number(row.dismissed ?? 0) }));
    },

    async existingFilms(ids: number[]) {
      if (!ids.length) return [];
      return db.selectFrom('film').select(['id', 'nom']).where('id', 'in', ids).execute();
    },

    async deleteNotice(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('notice')
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async messagesPage(unreadOnly: boolean, offset: number, limit: number) {
      let query = db.selectFrom('contact_message');
      if (unreadOnly) query = query.where('read_at', 'is', null);
      const [rows, count, unread] = await Promise.all([
        query
          .select(['id', 'fecha', 'email', 'text', 'read_at'])
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        db
          .selectFrom('contact_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n), unread: Number(unread.n) };
    },

    message(id: number) {
      return db
        .selectFrom('contact_message')
        .select(['id', 'email', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async markMessageRead(id: number, now: number): Promise<void> {
      await db
        .updateTable('contact_message')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}

export type AdminQueries = ReturnType<typeof createAdminQueries>;
