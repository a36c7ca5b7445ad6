import type { NotifyKind } from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { claimHolder } from '../db/holder.js';
import type { Channels, SendOutcome } from './channels.js';
import { createLoop } from './loop.js';
import { createOutboxQueries } from './outbox-queries.js';
import { subjectOf } from './render.js';
import { backoffMs, dayStart, gather, MAX_ATTEMPTS, type NoticePayload, nextDay } from './rules.js';

export interface SenderOptions {
  db: Db;
  channels: Channels;
  log: FastifyBaseLogger;
  nowMs: () => number;
  /** How long a claim on a message lasts (LEASE_S): a server that dies lets another send it. */
  leaseMs: number;
  /** Messages one member gets per day and channel (NOTIFY_DAILY_CAP); the rest wait a day. */
  dailyCap: number;
  /** How often the outbox is looked at for due messages. */
  pollMs: number;
  /** Messages sent at once. */
  parallel?: number;
  /**
   * The longest a member's events are held back while more keep coming (the window slides with
   * each new one, up to this long after the first).
   */
  maxGatherMs: number;
}

/**
 * The outbox's sender: claims the due rows of one gather key with a lease (one statement: with
 * several servers on PostgreSQL each row is claimed by one), sends them as one message through
 * their channel, and marks them sent, or retries with backoff. A server that dies holding a
 * claim lets it expire and another sends: at least once, never lost.
 */
export function createSender(options: SenderOptions) {
  const { db, channels, log } = options;
  const outbox = createOutboxQueries(db);
  const holder = claimHolder();
  // Set by stop: a drain under way ends after the keys it holds.
  let stopped = false;

  /** Claims every waiting row of the key not held by another server. */
  async function claim(key: string, now: number) {
    const token = `${holder}/${key}/${now}`;
    return outbox.claim(key, token, now, now + options.leaseMs);
  }

  async function deliver(key: string): Promise<void> {
    const now = options.nowMs();
    const rows = (await claim(key, now)).sort((a, b) => a.id - b.id);
    const [lead] = rows;
    if (!lead) return;
    const ids = rows.map((row) => row.id);
    const token = lead.holder ?? '';
    const held = (ids_: number[], set: Parameters<typeof outbox.updateHeld>[2]) =>
      outbox.updateHeld(ids_, token, set);
    // Events still coming (a long scan): wait for the last one's window, within maxGatherMs.
    const fresh = rows.filter((row) => row.attempts === 0).map((row) => Number(row.next_at));
    const latest = Math.max(now, ...fresh);
    const oldest = Math.min(...rows.map((row) => Number(row.created_at)));
    if (latest > now && now - oldest < options.maxGatherMs) {
      await held(ids, { holder: null, lease_until: null, next_at: latest });
      return;
    }
    const sender = channels.get(lead.channel);
    if (!sender) {
      await held(ids, { holder: null, lease_until: null });
      return;
    }
    if (
      lead.user_id !== null &&
      (await outbox.sentSince(lead.user_id, lead.channel, dayStart(now))) >= options.dailyCap
    ) {
      await held(ids, { holder: null, lease_until: null, next_at: nextDay(now) });
      return;
    }
    const kind = lead.kind as NotifyKind;
    const payload = gather(rows.map((row) => JSON.parse(row.payload) as NoticePayload));
    const message = {
      id: lead.id,
      channel: lead.channel as never,
      userId: lead.user_id,
      kind,
      payload,
    };
    const subject = (sender.subject?.(message) ?? subjectOf(kind, payload)).slice(0, 300);
    let outcome: SendOutcome;
    try {
      outcome = await sender.send(message);
    } catch (error) {
      outcome = { retry: error instanceof Error ? error.message : String(error) };
    }
    const done = options.nowMs();
    if (outcome === 'sent') {
      await held([lead.id], {
        state: 'sent',
        sent_at: done,
        subject,
        payload: JSON.stringify(payload),
        holder: null,
        lease_until: null,
        error: null,
      });
      const rest = ids.slice(1);
      if (rest.length) {
        await held(rest, {
          state: 'merged',
          merged_into: lead.id,
          sent_at: done,
          subject,
          holder: null,
          lease_until: null,
        });
      }
      return;
    }
    const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
    const reason = ('drop' in outcome ? outcome.drop : outcome.retry).slice(0, 500);
    const failed = 'drop' in outcome || attempts >= MAX_ATTEMPTS;
    log.warn({ key, attempts, reason }, 'notify: message not sent');
    await held(ids, {
      state: failed ? 'failed' : 'waiting',
      attempts,
      error: reason,
      subject,
      next_at: done + backoffMs(attempts),
      holder: null,
      lease_until: null,
    });
  }

  /** Sends every due message; answers how many keys it handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    const parallel = options.parallel ?? 8;
    for (;;) {
      if (stopped) return handled;
      const keys = await outbox.dueKeys(options.nowMs(), parallel * 4);
      if (!keys.length) return handled;
      for (let start = 0; start < keys.length; start += parallel) {
        await Promise.all(
          keys
            .slice(start, start + parallel)
            .map((key) =>
              deliver(key).catch((error: unknown) =>
                log.error({ err: error, key }, 'notify: send failed'),
              ),
            ),
        );
      }
      handled += keys.length;
    }
  }

  const loop = createLoop(drain, options.pollMs, (error) =>
    log.error({ err: error }, 'notify: outbox not read'),
  );

  return {
    drain,
    start() {
      stopped = false;
      loop.start();
    },
    /** Looks at the outbox now (after a test message, a retry) rather than at the next poll. */
    poke: loop.poke,
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
export type Sender = ReturnType<typeof createSender>;
