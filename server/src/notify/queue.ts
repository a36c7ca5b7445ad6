import type { NotifyKind } from '@cineclub/contract';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/connection.js';
import type { Channels } from './channels.js';
import { createOutboxQueries } from './outbox-queries.js';
import { createNotifyQueries, type NotifyQueries } from './queries.js';
import { CHANNEL_OF, gatherKey, type NoticePayload, type OutboxChannel, wants } from './rules.js';

/** Something that happened, for the members it concerns. */
export interface NotifyEvent {
  kind: NotifyKind;
  /** The members it is for ('all': every member); for `jefe`, left out: every admo member. */
  to?: number[] | 'all';
  /** The member who caused it: never told about it. */
  actor?: number | null;
  payload: NoticePayload;
  /** Due at once rather than after the gathering window (a test message, the weekly letter). */
  immediate?: boolean;
  /** These channels whatever the members chose (a test message asked for by the member). */
  force?: OutboxChannel[];
}

/**
 * Writes an event's outbox rows on the handle it gets: the caller passes the transaction that
 * records the event, so the messages commit (or roll back) with it. One row per member and
 * channel they want it on; the sender gathers a member's rows of one kind.
 */
export function createNotifier(deps: {
  /** The channels the app servers deliver through (a terminal's tool queues for them too). */
  channels: Pick<Channels, 'has'>;
  gatherMs: number;
  nowMs: () => number;
}) {
  const { channels } = deps;

  async function recipients(queries: NotifyQueries, event: NotifyEvent): Promise<number[]> {
    if (event.to === 'all') return queries.allUserIds();
    if (event.to) return [...new Set(event.to)];
    return queries.adminIds();
  }

  return {
    async queue(db: Db, event: NotifyEvent): Promise<number> {
      const queries = createNotifyQueries(db);
      const outbox = createOutboxQueries(db);
      const now = deps.nowMs();
      const due = event.immediate ? now : now + deps.gatherMs;
      const payload = JSON.stringify(event.payload);
      const rows: { channel: OutboxChannel; user_id: number | null }[] = [];
      if (event.kind === 'jefe' && channels.has('webhook')) {
        rows.push({ channel: 'webhook', user_id: null });
      }
      const users = (await recipients(queries, event)).filter((id) => id !== event.actor);
      for (const part of chunks(users, 500)) {
        const [stored, admins, browsers] = await Promise.all([
          queries.prefsFor(part, event.kind),
          event.kind === 'jefe' ? queries.adminsAmong(part) : [],
          channels.has('push') ? queries.withBrowsers(part) : [],
        ]);
        const isAdmin = new Set(admins.map((row) => row.user_id));
        // A member with no browser subscribed gets no push row: it could never go.
        const canPush = new Set(browsers);
        for (const userId of part) {
          const own = stored.filter((row) => row.user_id === userId);
          for (const choice of ['correo', 'push'] as const) {
            const channel = CHANNEL_OF[choice];
            if (!channels.has(channel)) continue;
            if (channel === 'push' && !canPush.has(userId)) continue;
            const chosen = event.force
              ? event.force.includes(channel)
              : wants(own, event.kind, choice, isAdmin.has(userId));
            if (chosen) {
              rows.push({ channel, user_id: userId });
            }
          }
        }
      }
      for (const part of chunks(rows, 200)) {
        await outbox.insert(
          part.map((row) => ({
            ...row,
            kind: event.kind,
            payload,
            gather_key: gatherKey(row.channel, row.user_id, event.kind),
            state: 'waiting',
            next_at: due,
            holder: null,
            lease_until: null,
            error: null,
            merged_into: null,
            created_at: now,
            sent_at: null,
          })),
        );
      }
      return rows.length;
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
