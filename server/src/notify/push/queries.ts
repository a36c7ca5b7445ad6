import type { Db } from '../../db/connection.js';

/** A browser's subscription as web-push takes it. */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The SQL of Web Push subscriptions (see service.ts). */
export function createPushQueries(db: Db) {
  return {
    /**
     * Keeps a browser's subscription for a member, in one transaction: a browser that was
     * another member's moves to this one, and past `max` the member's oldest browsers go.
     */
    async save(userId: number, subscription: PushSubscription, now: number, max: number) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('push_subscription')
          .where('endpoint', '=', subscription.endpoint)
          .execute();
        await trx
          .insertInto('push_subscription')
          .values({
            user_id: userId,
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            created_at: now,
          })
          .execute();
        const kept = await trx
          .selectFrom('push_subscription')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(max)
          .execute();
        await trx
          .deleteFrom('push_subscription')
          .where('user_id', '=', userId)
          .where(
            'id',
            'not in',
            kept.map((row) => row.id),
          )
          .execute();
      });
    },

    /** Removes a member's browser; answers whether it was theirs. */
    async remove(userId: number, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscription')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Forgets a browser whose push service said it is gone (404, 410), whoever's it was. */
    async forget(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).execute();
    },

    /** A member's browsers, newest first. */
    async ofUser(userId: number): Promise<PushSubscription[]> {
      const rows = await db
        .selectFrom('push_subscription')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth },
      }));
    },

    /** Whether a member has at least one browser to push to. */
    async has(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('push_subscription')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PushQueries = ReturnType<typeof createPushQueries>;
