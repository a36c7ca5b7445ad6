import type { Db } from '../../db/connection.js';
import { takeNewPoster } from '../../db/poster-numbers.js';
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
        const taken = await takeNewPoster(trx, id, place);
        await trx.insertInto('audit').values(audit).execute();
        await recordOwnerEdits(trx, id, [audit]);
        return taken;
      });
    },
  };
}

export type PosterQueries = ReturnType<typeof createPosterQueries>;
