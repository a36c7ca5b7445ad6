import webPush, { WebPushError } from 'web-push';
import { isPushServiceEndpoint } from './endpoint.js';
import { encodePushPayload, type PushPayload } from './payload.js';
import type { PushQueries, PushSubscription } from './queries.js';
import type { VapidKeys } from './vapid-keys.js';

/** How one send went: delivered to the push service, worth trying later, or never. */
export type PushOutcome = 'sent' | { retry: string; afterMs?: number } | { drop: string };

export interface PushSenderDeps {
  queries: PushQueries;
  keys: VapidKeys;
  /** VAPID's `sub`: a `mailto:` or `https:` address push services may write to. */
  subject: string;
  allowedHosts: readonly string[];
  /** How long a push service keeps a message for a browser that is offline. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/** A day: a notice older than that is no news. */
const DEFAULT_TTL_S = 24 * 3600;

/**
 * Sends pushes with `web-push` (VAPID, RFC 8292; aes128gcm, RFC 8291). A browser whose push
 * service answers 404 or 410 has dropped the subscription: it is forgotten.
 */
export function createPushSender(deps: PushSenderDeps) {
  const options = {
    vapidDetails: {
      subject: deps.subject,
      publicKey: deps.keys.publicKey,
      privateKey: deps.keys.privateKey,
    },
    TTL: deps.ttlSeconds ?? DEFAULT_TTL_S,
    timeout: deps.timeoutMs ?? 15_000,
  };

  async function sendPush(
    subscription: PushSubscription,
    payload: PushPayload,
  ): Promise<PushOutcome> {
    // Checked again: PUSH_SERVICE_HOSTS may have narrowed since the browser subscribed.
    if (!isPushServiceEndpoint(subscription.endpoint, deps.allowedHosts)) {
      await deps.queries.forget(subscription.endpoint);
      return { drop: 'servicio de push no permitido' };
    }
    try {
      await webPush.sendNotification(subscription, encodePushPayload(payload), options);
      return 'sent';
    } catch (error) {
      return outcomeOf(error, async () => deps.queries.forget(subscription.endpoint));
    }
  }

  /**
   * Sends to every browser of a member. Sent if any took it (a retry would repeat it on the
   * others); a retry if none took it and one may later; dropped if none ever will.
   */
  async function sendToMember(userId: number, payload: PushPayload): Promise<PushOutcome> {
    const outcomes = await Promise.all(
      (await deps.queries.ofUser(userId)).map((subscription) => sendPush(subscription, payload)),
    );
    if (outcomes.includes('sent')) return 'sent';
    const retry = outcomes.find((outcome) => typeof outcome === 'object' && 'retry' in outcome);
    if (retry) return retry;
    return outcomes[0] ?? { drop: 'sin navegadores suscritos' };
  }

  return { sendPush, sendToMember };
}

export type PushSender = ReturnType<typeof createPushSender>;

async function outcomeOf(error: unknown, forget: () => Promise<void>): Promise<PushOutcome> {
  if (!(error instanceof WebPushError)) {
    return { retry: `servicio de push inalcanzable: ${(error as Error).message}` };
  }
  const status = error.statusCode;
  if (status === 404 || status === 410) {
    await forget();
    return { drop: `suscripción caducada (${status})` };
  }
  if (status === 429 || status >= 500) {
    return { retry: `servicio de push: ${status}`, afterMs: retryAfterMs(error.headers) };
  }
  return { drop: `servicio de push: ${status} ${String(error.body).slice(0, 200)}` };
}

/** Retry-After in seconds (push services do not send dates), or undefined. */
function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
