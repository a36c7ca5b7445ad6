import type { NotifyKind } from '@cineclub/contract';
import type { NotifyConfig } from '../config/notify.js';
import type { NoticePayload, OutboxChannel } from './rules.js';

/** One message the sender hands a channel: the gathered events of one member, kind and channel. */
export interface OutgoingMessage {
  /** The outbox row that stands for the message (the first of those gathered). */
  id: number;
  channel: OutboxChannel;
  /** The member it is for; null for the owner's own address (NOTIFY_URL). */
  userId: number | null;
  kind: NotifyKind;
  payload: NoticePayload;
}

/**
 * What a channel answers: `sent` (done), `retry` (a passing failure: the sender tries again with
 * backoff, the text is kept as the row's error) or `drop` (it can never go: failed at once).
 */
export type SendOutcome = 'sent' | { retry: string } | { drop: string };

/**
 * A channel's sender, registered under its outbox name (`email`, `webhook`, `push`). The push
 * channel (notify-web) plugs in here: `channels.register('push', sender)`. A sender must not
 * throw for a failure it can name; anything it throws is taken as `retry`.
 */
export interface ChannelSender {
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /** A one-line subject for the admin's outbox list (optional: the kind's own otherwise). */
  subject?(message: OutgoingMessage): string;
}

/**
 * The channels one app delivers through. Events are queued only to registered channels, so a
 * server without SMTP_URL never fills its outbox with mail it cannot send.
 */
export function createChannels() {
  const senders = new Map<OutboxChannel, ChannelSender>();
  return {
    register(name: OutboxChannel, sender: ChannelSender) {
      senders.set(name, sender);
    },
    get: (name: string) => senders.get(name as OutboxChannel),
    has: (name: OutboxChannel) => senders.has(name),
  };
}
export type Channels = ReturnType<typeof createChannels>;

/**
 * The channels a site's app servers deliver through, for a process that only queues (the
 * catalogue CLI): email and NOTIFY_URL when they are set, push always (every server makes its
 * VAPID keys at start and registers it; rows go only to members with a browser). The server
 * registers its senders on the same settings (plugin.ts, push/routes.ts).
 */
export function serverChannelsOf(config: NotifyConfig): Pick<Channels, 'has'> {
  const names = new Set<OutboxChannel>(['push']);
  if (config.email) names.add('email');
  if (config.webhook) names.add('webhook');
  return { has: (name) => names.has(name) };
}
