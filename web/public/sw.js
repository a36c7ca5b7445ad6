// Cineclub's service worker (issue 44): shows pushes, opens the card on a click, and answers
// a navigation with the 'Sin conexión' page when the network fails. Hand-written and small:
// it caches that one page and nothing else, never an API answer (docs/architecture.md).
const OFFLINE_CACHE = 'cineclub-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Only page loads are touched, and only when the network fails: /api/ and every file go
// straight to the network, as without a worker.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || new URL(request.url).pathname.startsWith('/api/')) return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_URL).then((page) => page || Response.error())),
  );
});

/** The push's JSON ({titulo, cuerpo, url, imagen}, server/src/notify/push/payload.ts). */
function messageOf(data) {
  try {
    const message = data ? data.json() : {};
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { cuerpo: data ? data.text() : '' };
  }
}

/** A path on this site, or the home page: a push never sends the app elsewhere. */
function sameSiteUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const url = sameSiteUrl(message.url);
  const options = {
    body: typeof message.cuerpo === 'string' ? message.cuerpo : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'es',
    tag: url,
    data: { url },
  };
  if (typeof message.imagen === 'string' && message.imagen) options.image = message.imagen;
  const title = typeof message.titulo === 'string' && message.titulo ? message.titulo : 'Cineclub';
  event.waitUntil(self.registration.showNotification(title, options));
});

// Focuses a window already on the card, else opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSiteUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
