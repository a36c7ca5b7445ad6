import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { AuditValues } from '../audit/queries.js';

/** The users section's database access: accounts with their permissions and live sessions. */
export function createUserQueries(db: Db) {
  return {
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

    /** Adds each user's permissions, live sessions and identities. */
    async withAccess<U extends { id: number }>(users: U[], now: number) {
      const ids = users.map((user) => user.id);
      if (!ids.length) return [];
      const [perms, sessions, identities] = await Promise.all([
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
        db
          .selectFrom('identity')
          .select(['user_id', 'issuer', 'subject'])
          .where('user_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('issuer')
          .execute(),
      ]);
      return users.map((user) => {
        const live = sessions.find((row) => row.user_id === user.id);
        return {
          ...user,
          perms: perms.filter((row) => row.user_id === user.id).map((row) => row.perm),
          sessions: Number(live?.n ?? 0),
          lastUsed: live ? Number(live.last) : null,
          identities: identities.filter((row) => row.user_id === user.id),
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
  };
}

export type UserQueries = ReturnType<typeof createUserQueries>;
