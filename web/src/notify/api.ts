import type { CallAnswer } from '@cineclub/contract';
import { queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';

/** The member's notice settings (issue 44), and push on this device. */
export const notifyKeys = {
  all: ['notify'] as const,
  settings: () => [...notifyKeys.all, 'settings'] as const,
  device: () => [...notifyKeys.all, 'device'] as const,
};

export type NotifySettings = CallAnswer<'notifySettings'>;
export type NotifyEvent = NotifySettings['eventos'][number];

export function settingsQuery() {
  return queryOptions({
    queryKey: notifyKeys.settings(),
    queryFn: ({ signal }) => ask('notifySettings', {}, signal),
  });
}

export function saveEvent(event: NotifyEvent) {
  return ask('setNotifySettings', { body: { eventos: [event] } });
}

export function sendTest() {
  return ask('notifyTest', {});
}

export async function pushKey(): Promise<string> {
  return (await ask('pushKey', {})).clave;
}

export function keepSubscription(subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) {
  return ask('subscribePush', { body: subscription });
}

export function forgetSubscription(endpoint: string) {
  return ask('unsubscribePush', { body: { endpoint } });
}
