import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { AuditTable } from '../../db/schema.js';

export type AuditValues = Omit<Insertable<AuditTable>, 'id'>;

/** The audit journal: its lines, written alone (other sections write theirs in their change's transaction). */
export function createAuditQueries(db: Db) {
  return {
    async add(values: AuditValues): Promise<void> {
      await db.insertInto('audit').values(values).execute();
    },

    async page(filmId: number | undefined, offset: number, limit: number) {
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
  };
}

export type AuditQueries = ReturnType<typeof createAuditQueries>;
