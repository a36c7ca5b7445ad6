import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { createChannels } from './channels.js';
import { createEmailSender } from './email.js';
import { createNotifier } from './queue.js';
import { notifyRoutes } from './routes.js';
import { createSender } from './sender.js';
import { createNotifyService } from './service.js';
import { createUnsubscribeTokens } from './unsubscribe.js';
import { createWebhookSender } from './webhook.js';
import { createWeeklyLetter } from './weekly.js';

/**
 * Test hooks of notifications: how often the outbox (and the weekly letter's clock) is read, and
 * the clock in milliseconds.
 */
export interface NotifyOptions {
  pollMs?: number;
  nowMs?: () => number;
}

/**
 * Notifications (issue 44): the channels this server can send through, the notifier that queues
 * events (handed to the areas that have them), the sender, and the calls. A channel of another
 * area (push) registers itself on `channels` before the server starts listening.
 */
export async function registerNotify(
  app: FastifyInstance,
  deps: { db: Db; config: Config; options?: NotifyOptions },
) {
  const { db, config } = deps;
  const settings = config.notify;
  const nowMs = deps.options?.nowMs ?? Date.now;
  const channels = createChannels();
  const tokens = createUnsubscribeTokens(path.join(config.dataDir, 'notify-key'));
  if (settings.email) {
    const email = createEmailSender({ db, config: settings.email, tokens, demo: config.demo });
    channels.register('email', email);
    app.addHook('onClose', async () => email.close());
  }
  if (settings.webhook) {
    channels.register(
      'webhook',
      createWebhookSender({ ...settings.webhook, publicUrl: settings.publicUrl ?? '' }),
    );
  }
  const notifier = createNotifier({ channels, gatherMs: settings.gatherMs, nowMs });
  const sender = createSender({
    db,
    channels,
    log: app.log,
    nowMs,
    leaseMs: config.leaseMs,
    dailyCap: settings.dailyCap,
    pollMs: deps.options?.pollMs ?? 2000,
    maxGatherMs: Math.min(10 * 60_000, settings.gatherMs * 5),
  });
  const notify = createNotifyService({
    db,
    channels,
    notifier,
    tokens,
    nowMs,
    poke: () => sender.poke(),
  });
  await app.register(notifyRoutes, { notify, testLimit: settings.testLimit });
  // The letter goes by email only: a server without SMTP has no letter to queue.
  const weekly =
    settings.digestAt && channels.has('email')
      ? createWeeklyLetter({
          db,
          notifier,
          slot: settings.digestAt,
          nowMs,
          log: app.log,
          checkMs: deps.options?.pollMs ?? 30_000,
          poke: () => sender.poke(),
        })
      : null;
  app.addHook('onReady', async () => {
    sender.start();
    weekly?.start();
  });
  app.addHook('onClose', async () => {
    await weekly?.stop();
    await sender.stop();
  });
  return { channels, notifier, sender };
}
export type NotifyArea = Awaited<ReturnType<typeof registerNotify>>;
