/**
 * Push on this device (issue 44): whether the browser can, and turning it on (permission, a
 * subscription bound to the server's VAPID key) and off. The server side is in api.ts.
 */

export type PushSupport = 'yes' | 'no' | 'install-first';

/**
 * Whether this browser can take pushes. Safari on iPhone and iPad can only once the site is
 * installed on the home screen (iOS 16.4 and later): there, say how, rather than "cannot".
 */
export function pushSupport(): PushSupport {
  const capable =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'yes';
  const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  return appleMobile && !standalone ? 'install-first' : 'no';
}

/** The worker's registration, registering it if the page has not yet (main.tsx does on load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register('/sw.js', { scope: '/' }))
  );
}

/** This browser's subscription, if push is on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'yes') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

export class PermissionRefused extends Error {}

/** The browser's push service did not take the subscription (offline, blocked, down). */
export class PushServiceFailed extends Error {}

/** Asks permission and subscribes with the server's key; answers what the server must keep. */
export async function subscribeDevice(serverKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const key = base64UrlBytes(serverKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were made again) cannot be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch((error: unknown) => {
      throw new PushServiceFailed(String(error));
    });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription; answers its endpoint for the server to forget. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await deviceSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
