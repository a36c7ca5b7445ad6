import type { Db } from '../../db/connection.js';
import { recordOwnerEdits } from '../../metadata/source-queries.js';
import type { AuditValues } from '../audit/queries.js';

/** The poster upload's database access. */
export function createPosterQueries(db: Db) {
  return {
    async filmExists(id: number): Promise<boolean> {
      const film = await db.selectFrom('film').select('id').where('id', '=', id).executeTakeFirst();
      return film !== undefined;
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
        await recordOwnerEdits(trx, id, [audit]);
        return { poster, previous: film.poster };
      });
    },
  };
}

export type PosterQueries = ReturnType<typeof createPosterQueries>;
