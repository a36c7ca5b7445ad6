import { z } from 'zod';
import {
  notifySettings,
  notifySettingsChange,
  notifyTestAnswer,
  outboxPage,
  outboxParams,
  outboxQuery,
  pushKeyAnswer,
  pushSubscription,
  pushUnsubscription,
  unsubscribeQuery,
} from '../avisos';
import { defineCalls } from './define';

/** A call that answers nothing: the server says 204 (the client then gives undefined). */
const none = z.null().describe('Sin contenido') as unknown as z.ZodType<undefined>;

/** Calls of notifications (issue 44): a member's choices, push subscriptions, unsubscribing, the outbox. */
export const notifyCalls = defineCalls({
  /** The signed-in member's notification settings. */
  notifySettings: { answer: notifySettings },
  /** Changes some of them; answers them all as stored. */
  setNotifySettings: { body: notifySettingsChange, answer: notifySettings },
  /** Queues a test message to the member's channels that are ready (429 past a small limit). */
  notifyTest: { answer: notifyTestAnswer },
  /** The VAPID public key. */
  pushKey: { answer: pushKeyAnswer },
  /** Keeps a browser's push subscription for the signed-in member (204). */
  subscribePush: { body: pushSubscription, answer: none },
  /** Forgets one (204). */
  unsubscribePush: { body: pushUnsubscription, answer: none },
  /** The confirmation page of an unsubscribe link (HTML; no sign-in). */
  unsubscribePage: { query: unsubscribeQuery, answer: 'bytes' },
  /** Unsubscribes (RFC 8058 one click; no sign-in): that member's email for that kind. */
  unsubscribe: { query: unsubscribeQuery, answer: 'bytes' },
  /** The outbox for the admin screen (admo). */
  outbox: { query: outboxQuery, answer: outboxPage },
  /** Sends a failed or waiting message again now (admo; 204). */
  retryOutbox: { params: outboxParams, answer: none },
});
