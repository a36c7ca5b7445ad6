import type { Db } from '../db/connection.js';
import type { NoticeFilm } from './rules.js';

/**
 * The SQL of notifications outside the outbox: members' choices, recipients, films and the
 * unsubscribe (see queue.ts, events.ts, email.ts, service.ts). Built on the handle it gets: a
 * transaction's, where the caller's statements must commit together.
 */
export function createNotifyQueries(db: Db) {
  return {
    /** A film as messages list it. */
    noticeFilm(filmId: number): Promise<NoticeFilm | undefined> {
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster'])
        .where('id', '=', filmId)
        .executeTakeFirst();
    },

    /** Films as messages list them; `filmIds`: a scan's chunk (at most 500). */
    noticeFilms(filmIds: readonly number[]): Promise<NoticeFilm[]> {
      if (!filmIds.length) return Promise.resolve([]);
      return db
        .selectFrom('film')
        .select(['id', 'nom', 'anio', 'poster'])
        .where('id', 'in', filmIds)
        .execute();
    },

    /** Who has which of the films on their 'Quiero verla' list (at most 500 films). */
    wantersOf(filmIds: readonly number[]) {
      if (!filmIds.length) return Promise.resolve([]);
      return db
        .selectFrom('want')
        .select(['film_id', 'user_id'])
        .where('film_id', 'in', filmIds)
        .orderBy('user_id')
        .execute();
    },

    /** Every member. */
    async allUserIds(): Promise<number[]> {
      return (await db.selectFrom('user').select('id').execute()).map((row) => row.id);
    },

    /** Every admo member. */
    async adminIds(): Promise<number[]> {
      const admins = await db
        .selectFrom('user_perm')
        .select('user_id')
        .where('perm', '=', 'admo')
        .execute();
      return admins.map((row) => row.user_id);
    },

    /** The admo members among `userIds`. */
    adminsAmong(userIds: readonly number[]) {
      return db
        .selectFrom('user_perm')
        .select('user_id')
        .where('perm', '=', 'admo')
        .where('user_id', 'in', userIds)
        .execute();
    },

    /** The members among `userIds` with at least one browser to push to. */
    async withBrowsers(userIds: readonly number[]): Promise<number[]> {
      const rows = await db
        .selectFrom('push_subscription')
        .select('user_id')
        .distinct()
        .where('user_id', 'in', userIds)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** The stored choices of the members for one kind. */
    prefsFor(userIds: readonly number[], kind: string) {
      return db
        .selectFrom('notify_pref')
        .select(['user_id', 'kind', 'channel', 'enabled'])
        .where('user_id', 'in', userIds)
        .where('kind', '=', kind)
        .execute();
    },

    /** A member's stored choices. */
    prefsOf(userId: number) {
      return db
        .selectFrom('notify_pref')
        .select(['kind', 'channel', 'enabled'])
        .where('user_id', '=', userId)
        .execute();
    },

    /** A member's address and name, for mail. */
    mailOf(userId: number) {
      return db
        .selectFrom('user')
        .select(['email', 'name'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Whether the member exists. */
    async userExists(userId: number): Promise<boolean> {
      const user = await db
        .selectFrom('user')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      return user !== undefined;
    },

    /** Runs `work` in one transaction, with the choices' writes on it. */
    inTransaction<T>(work: (prefs: PrefWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(prefWrites(trx)));
    },
  };
}

export type NotifyQueries = ReturnType<typeof createNotifyQueries>;

/** Writes of members' choices, inside a transaction. */
function prefWrites(trx: Db) {
  return {
    async deletePref(userId: number, kind: string, channel: string): Promise<void> {
      await trx
        .deleteFrom('notify_pref')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('channel', '=', channel)
        .execute();
    },

    async insertPref(userId: number, kind: string, channel: string, on: boolean): Promise<void> {
      await trx
        .insertInto('notify_pref')
        .values({ user_id: userId, kind, channel, enabled: on ? 1 : 0 })
        .execute();
    },
  };
}

export type PrefWrites = ReturnType<typeof prefWrites>;
