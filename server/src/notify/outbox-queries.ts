import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { OutboxTable } from '../db/schema.js';

/** The SQL of the outbox: queueing, claim and lease, mark-sent, retry and the admin's listing. */
export function createOutboxQueries(db: Db) {
  return {
    /** Runs `work` in one transaction: an event's rows queued together, or not at all. */
    atomically<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Writes outbox rows (on the handle it was made with: the caller's transaction). */
    async insert(rows: Insertable<OutboxTable>[]): Promise<void> {
      await db.insertInto('outbox').values(rows).execute();
    },

    /**
     * `limit` gather keys of due rows not held by a live lease, oldest due first. Grouped, not
     * `limit` rows: after a scan a member has a row per film, and a page of rows was a page of a
     * few members (bench:notify: the sending took 8 times nodemailer's floor).
     */
    async dueKeys(now: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('outbox')
        .select('gather_key')
        .where('state', '=', 'waiting')
        .where('next_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .groupBy('gather_key')
        .orderBy((eb) => eb.fn.min('next_at'))
        .limit(limit)
        .execute();
      return rows.map((row) => row.gather_key);
    },

    /** Claims every waiting row of the key not held by another server (one statement). */
    claim(key: string, token: string, now: number, leaseUntil: number) {
      return db
        .updateTable('outbox')
        .set({ holder: token, lease_until: leaseUntil })
        .where('gather_key', '=', key)
        .where('state', '=', 'waiting')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .returning([
          'id',
          'channel',
          'user_id',
          'kind',
          'payload',
          'attempts',
          'next_at',
          'holder',
          'created_at',
        ])
        .execute();
    },

    /** Messages sent to the member on the channel since `since`. */
    async sentSince(userId: number, channel: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('state', '=', 'sent')
        .where('sent_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Updates the rows still held with `token` (release, mark sent or merged, retry later).
     */
    async updateHeld(ids: readonly number[], token: string, set: Updateable<OutboxTable>) {
      await db
        .updateTable('outbox')
        .where('id', 'in', ids)
        .where('holder', '=', token)
        .set(set)
        .execute();
    },

    /** A page of the outbox (merged rows left out), newest first, and how many there are. */
    async page(state: string | undefined, limit: number, offset: number) {
      let rows = db
        .selectFrom('outbox')
        .leftJoin('user', 'user.id', 'outbox.user_id')
        .where('outbox.state', '!=', 'merged');
      if (state) rows = rows.where('outbox.state', '=', state);
      const [count, page] = await Promise.all([
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        rows
          .select([
            'outbox.id',
            'outbox.channel',
            'outbox.kind',
            'outbox.payload',
            'outbox.subject',
            'outbox.state',
            'outbox.attempts',
            'outbox.error',
            'outbox.created_at',
            'outbox.sent_at',
            'outbox.user_id',
            'user.name',
          ])
          .orderBy('outbox.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { total: Number(count.n), rows: page };
    },

    /** A failed or waiting message due again at `now`, attempts afresh; whether there was one. */
    async retry(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({ state: 'waiting', next_at: now, attempts: 0, holder: null, lease_until: null })
        .where('id', '=', id)
        .where('state', 'in', ['failed', 'waiting'])
        .executeTakeFirst();
      return Boolean(result.numUpdatedRows);
    },
  };
}

export type OutboxQueries = ReturnType<typeof createOutboxQueries>;
