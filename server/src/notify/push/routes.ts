import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { requireUser, userOf } from '../../accounts/guards.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { serveCall } from '../../http/serve-call.js';
import type { Channels } from '../channels.js';
import { createPushChannel } from './channel.js';
import { createPushQueries } from './queries.js';
import { createPushSender } from './sender.js';
import { createPushService, type PushService } from './service.js';
import { loadOrCreateVapidKeys } from './vapid-keys.js';

/** A subscription is a few hundred bytes; a body past this is no browser's. */
const SUBSCRIPTION_BODY_BYTES = 4096;

/** `GET /api/avisos/push/clave`, `POST` and `DELETE /api/avisos/push`, for signed-in members. */
async function pushRoutes(app: FastifyInstance, deps: { push: PushService }) {
  const options = { preHandler: requireUser, bodyLimit: SUBSCRIPTION_BODY_BYTES };
  serveCall(app, 'pushKey', options, async () => deps.push.publicKey());
  serveCall(app, 'subscribePush', options, async ({ body, request, reply }) => {
    await deps.push.subscribe(userOf(request).id, body);
    return reply.code(204).send();
  });
  serveCall(app, 'unsubscribePush', options, async ({ body, request, reply }) => {
    await deps.push.unsubscribe(userOf(request).id, body.endpoint);
    return reply.code(204).send();
  });
}

/**
 * Web Push (issue 44): the VAPID keys (made at the first start, `DATA_DIR/vapid-keys.json`),
 * the calls, and the outbox's `push` channel, registered on the notifications' channels.
 */
export async function registerPush(
  app: FastifyInstance,
  deps: { db: Db; config: Config; clock: Clock; channels: Channels },
): Promise<void> {
  const keys = loadOrCreateVapidKeys(path.join(deps.config.dataDir, 'vapid-keys.json'));
  const queries = createPushQueries(deps.db);
  const allowedHosts = deps.config.pushServiceHosts;
  await app.register(pushRoutes, {
    push: createPushService({
      queries,
      clock: deps.clock,
      publicKey: keys.publicKey,
      allowedHosts,
    }),
  });
  const sender = createPushSender({
    queries,
    keys,
    subject: vapidSubject(deps.config),
    allowedHosts,
  });
  deps.channels.register('push', createPushChannel({ sender, hasBrowser: queries.has }));
}

/**
 * VAPID's contact (`sub`): the owner's address when ADMIN_EMAILS names one, for push services
 * to write to about the site's pushes; a placeholder otherwise (the JWT needs one).
 */
function vapidSubject(config: Config): string {
  const owner = config.adminEmails[0];
  return owner ? `mailto:${owner}` : 'mailto:cineclub@example.invalid';
}
