import type { NotifyKind } from '@cineclub/contract';
import type { Insertable } from 'kysely';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/connection.js';
import type { OutboxTable } from '../db/schema.js';
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

  /** The members' stored choices and facts the rows depend on, fetched once for all events. */
  async function choicesFor(queries: NotifyQueries, kind: NotifyKind, users: number[]) {
    const stored = new Map<number, { kind: string; channel: string; enabled: number }[]>();
    const admins = new Set<number>();
    const browsers = new Set<number>();
    for (const part of chunks(users, 500)) {
      const [prefs, isAdmin, withBrowsers] = await Promise.all([
        queries.prefsFor(part, kind),
        kind === 'jefe' ? queries.adminsAmong(part) : [],
        channels.has('push') ? queries.withBrowsers(part) : [],
      ]);
      for (const row of prefs) {
        const own = stored.get(row.user_id);
        if (own) own.push(row);
        else stored.set(row.user_id, [row]);
      }
      for (const row of isAdmin) admins.add(row.user_id);
      for (const id of withBrowsers) browsers.add(id);
    }
    return { stored, admins, browsers };
  }

  /**
   * The events' outbox rows, in the events' order, written in multi-row inserts of 1,000 rows
   * (13 values a row: under SQLite's 32,766 and PostgreSQL's 65,535 bound values). The
   * members' choices are read once per kind for all the events (a scan queues two per film).
   */
  async function queueAll(db: Db, events: NotifyEvent[]): Promise<number> {
    const queries = createNotifyQueries(db);
    const now = deps.nowMs();
    const targets: number[][] = [];
    for (const event of events) {
      targets.push((await recipients(queries, event)).filter((id) => id !== event.actor));
    }
    const choices = new Map<NotifyKind, Awaited<ReturnType<typeof choicesFor>>>();
    for (const kind of new Set(events.map((event) => event.kind))) {
      const users = new Set(
        targets.flatMap((to, index) => (events[index]?.kind === kind ? to : [])),
      );
      choices.set(kind, await choicesFor(queries, kind, [...users]));
    }
    const rows: Insertable<OutboxTable>[] = [];
    events.forEach((event, index) => {
      const due = event.immediate ? now : now + deps.gatherMs;
      const payload = JSON.stringify(event.payload);
      const row = (channel: OutboxChannel, userId: number | null) => ({
        channel,
        user_id: userId,
        kind: event.kind,
        payload,
        gather_key: gatherKey(channel, userId, event.kind),
        state: 'waiting',
        next_at: due,
        holder: null,
        lease_until: null,
        error: null,
        merged_into: null,
        created_at: now,
        sent_at: null,
      });
      if (event.kind === 'jefe' && channels.has('webhook')) rows.push(row('webhook', null));
      const { stored, admins, browsers } = choices.get(event.kind) ?? choicesEmpty;
      for (const userId of targets[index] ?? []) {
        const own = stored.get(userId) ?? [];
        for (const choice of ['correo', 'push'] as const) {
          const channel = CHANNEL_OF[choice];
          if (!channels.has(channel)) continue;
          // A member with no browser subscribed gets no push row: it could never go.
          if (channel === 'push' && !browsers.has(userId)) continue;
          const chosen = event.force
            ? event.force.includes(channel)
            : wants(own, event.kind, choice, admins.has(userId));
          if (chosen) rows.push(row(channel, userId));
        }
      }
    });
    const outbox = createOutboxQueries(db);
    for (const part of chunks(rows, 1000)) await outbox.insert(part);
    return rows.length;
  }

  return {
    /** Writes one event's rows; answers how many. */
    queue: (db: Db, event: NotifyEvent) => queueAll(db, [event]),
    /** Writes many events' rows in few statements; answers how many in all. */
    queueAll,
  };
}

/** Never read: every event's kind has its choices; here for the type checker. */
const choicesEmpty = { stored: new Map(), admins: new Set<number>(), browsers: new Set<number>() };

export type Notifier = ReturnType<typeof createNotifier>;
