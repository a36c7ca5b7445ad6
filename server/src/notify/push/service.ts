import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { isBrowserKey, isPushServiceEndpoint } from './endpoint.js';
import type { PushQueries, PushSubscription } from './queries.js';

/**
 * Browsers one member may keep: a phone, a laptop, a tablet, with room for old ones a member
 * never turned off. Past it the oldest goes, so the newest device always works.
 */
export const PUSH_BROWSERS_PER_MEMBER = 10;

export const pushMessages = {
  notPushService:
    'Esa suscripción no es de un servicio de notificaciones de un navegador conocido (PUSH_SERVICE_HOSTS).',
  badKeys: 'Las claves de la suscripción no son válidas (p256dh de 65 bytes, auth de 16).',
} as const;

/** Members' Web Push subscriptions (issue 44): the VAPID key, turning push on and off. */
export function createPushService(deps: {
  queries: PushQueries;
  clock: Clock;
  publicKey: string;
  allowedHosts: readonly string[];
}) {
  return {
    publicKey: () => ({ clave: deps.publicKey }),

    async subscribe(userId: number, subscription: PushSubscription): Promise<void> {
      if (!isPushServiceEndpoint(subscription.endpoint, deps.allowedHosts)) {
        throw new HttpError(400, pushMessages.notPushService);
      }
      const { p256dh, auth } = subscription.keys;
      if (!isBrowserKey(p256dh, 65) || !isBrowserKey(auth, 16)) {
        throw new HttpError(400, pushMessages.badKeys);
      }
      await deps.queries.save(userId, subscription, deps.clock(), PUSH_BROWSERS_PER_MEMBER);
    },

    /** Turns push off in one browser; an endpoint the member does not have is already off. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await deps.queries.remove(userId, endpoint);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
