import type { Db } from '../../db/connection.js';
import type { CatalogueJobTable } from '../../db/schema.js';

export type JobRow = CatalogueJobTable;

/** The catalogue jobs' rows: one per kind, the current or last job of that kind. */
export function createJobQueries(db: Db) {
  return {
    async all(): Promise<JobRow[]> {
      return db.selectFrom('catalogue_job').selectAll().execute();
    },

    /**
     * Makes `row` the job of its kind, numbered after every job so far, unless `running` says
     * the kind's current row still runs: in one transaction, which takes the database's
     * transaction lock (one at a time, across app servers on PostgreSQL), so two servers asked
     * at once start one job. Answers the new job's number, or null.
     */
    async claim(
      row: Omit<JobRow, 'id'>,
      running: (current: JobRow) => boolean,
    ): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('catalogue_job')
          .selectAll()
          .where('kind', '=', row.kind)
          .executeTakeFirst();
        if (current && running(current)) return null;
        const last = await trx
          .selectFrom('catalogue_job')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        const values = { ...row, id: Number(last?.id ?? 0) + 1 };
        await trx
          .insertInto('catalogue_job')
          .values(values)
          .onConflict((oc) => oc.column('kind').doUpdateSet(values))
          .execute();
        return values.id;
      });
    },

    /**
     * Writes a running job's progress (or its end) and renews its claim; false when the row is
     * no longer this holder's job (another server took the kind over after the claim expired).
     */
    async update(key: JobKey, values: JobValues): Promise<boolean> {
      return updateOn(db, key, values);
    },

    /**
     * Writes a job's end, and runs `also` (its notice, issue 44) in the same transaction when
     * the row is still this holder's, so the notice commits with the end it tells of.
     */
    async end(key: JobKey, values: JobValues, also: (trx: Db) => Promise<void>) {
      return db.transaction().execute(async (trx) => {
        const held = await updateOn(trx, key, values);
        if (held) await also(trx);
        return held;
      });
    },
  };
}

export type JobQueries = ReturnType<typeof createJobQueries>;

type JobKey = { kind: string; id: number; holder: string };
type JobValues = Partial<Omit<JobRow, 'kind' | 'id' | 'holder'>>;

async function updateOn(db: Db, key: JobKey, values: JobValues): Promise<boolean> {
  const result = await db
    .updateTable('catalogue_job')
    .set(values)
    .where('kind', '=', key.kind)
    .where('id', '=', key.id)
    .where('holder', '=', key.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
