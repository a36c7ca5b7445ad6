import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { expect, test } from '../fixtures';
import { findFilm } from './catalogue-ui';

// This spec is about the site's service worker: let it register (the config blocks it).
test.use({ serviceWorkers: 'allow' });
// The push test's notification sometimes never shows in 15 s in a full run (3 of 6 full runs on
// 2026-11-29, never alone); not yet explained (docs: known flake), so this file is retried.
test.describe.configure({ retries: 2 });

/**
 * The app on the home screen (issue 44): Chromium's own installability check, and the service
 * worker's push and click handlers (web/public/sw.js) driven through DevTools.
 */

/** What the specs use of a service worker's global scope (the e2e project has no WebWorker lib). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
}
interface CountingScope {
  pushes?: number;
  addEventListener(type: string, listener: () => void): void;
}
type NotificationEventClass = new (type: string, init: { notification: Notification }) => Event;
interface WorkerGlobals {
  Clients: { prototype: { openWindow(url: string): Promise<unknown> } };
  NotificationEvent: NotificationEventClass;
}

/** The page's worker once it controls the page, and its registration id in DevTools. */
async function activeWorker(page: Page, cdp: CDPSession): Promise<{ worker: Worker; id: string }> {
  // Its id once its version is activated: a push to a registration still installing is lost.
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((version) => version.status === 'activated');
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const worker =
    page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  return { worker, id: await registered };
}

// A profile on disk: Chromium says an incognito window (Playwright's usual context) cannot install.
test('Chromium finds the site installable: manifest, icons, worker', async ({ baseURL }) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cineclub-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    await activeWorker(page, cdp);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker and manifest are served fresh, with their types', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { lang: string; icons: { purpose: string }[] };
  expect(body.lang).toBe('es');
  expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
});

test('a push shows the title, text and poster; its click opens the card', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.context().grantPermissions(['notifications'], { origin });
  const film = await findFilm(page.request, 'amelie');
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const { worker, id } = await activeWorker(page, cdp);
  const message = {
    titulo: `Ya puedes descargar ${film.nom}`,
    cuerpo: 'Ha llegado la película que pediste.',
    url: `/peli/${film.id}`,
    imagen: `/api/peli/poster/${film.id}`,
  };
  // Counts the push events the worker gets: a failure then says whether the push arrived.
  await worker.evaluate(() => {
    const scope = self as unknown as CountingScope;
    scope.addEventListener('push', () => {
      scope.pushes = (scope.pushes ?? 0) + 1;
    });
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(message),
  });
  const shown = async () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map(
        (notification) => ({
          title: notification.title,
          body: notification.body,
          image: (notification as Notification & { image: string }).image,
          url: (notification.data as { url: string }).url,
        }),
      ),
    );
  const pushes = () => worker.evaluate(() => (self as unknown as CountingScope).pushes ?? 0);
  await expect.poll(pushes).toBe(1);
  // The poster is fetched before the notification shows.
  await expect.poll(shown, { timeout: 15_000 }).toEqual([
    {
      title: message.titulo,
      body: message.cuerpo,
      image: `${origin}${message.imagen}`,
      url: `${origin}${message.url}`,
    },
  ]);

  // DevTools has no way to click a notification: the worker gets the click event it would get,
  // and records the window it opens (a worker may open one only after a real click).
  const opened = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const globals = globalThis as unknown as WorkerGlobals;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) return null;
    const asked = new Promise<string>((resolve) => {
      globals.Clients.prototype.openWindow = async (url: string) => {
        resolve(url);
        return null;
      };
    });
    scope.dispatchEvent(new globals.NotificationEvent('notificationclick', { notification }));
    return asked;
  });
  expect(opened).toBe(`${origin}${message.url}`);
  await expect.poll(shown).toEqual([]);
});

test('a navigation without network shows the offline page; the API is never cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  await activeWorker(page, cdp);
  await page.reload();
  await context.setOffline(true);
  await page.goto('/novedades').catch(() => {});
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  const api = await page.evaluate(async () => {
    try {
      return (await fetch('/api/health')).status;
    } catch {
      return 'sin red';
    }
  });
  expect(api).toBe('sin red');
  await context.setOffline(false);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat().map((url) => new URL(url).pathname);
  });
  expect(cached).toEqual(['/offline.html']);
});
