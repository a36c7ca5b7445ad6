import fs from 'node:fs';
import path from 'node:path';
import { type CallInput, type CallName, call } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import {
  prepareDataDir,
  readDatabase,
  type ServerProcess,
  signIn,
  startServerProcess,
} from './process-helpers.js';
import { makeCertificate, type PushServiceStandIn, startPushService } from './push-service.js';

/**
 * Web Push (issue 44) end to end: the server (a child process, so that NODE_EXTRA_CA_CERTS,
 * read at start, makes it trust the stand-in's certificate) sends through `web-push` to a
 * stand-in push service, which checks the VAPID JWT and decrypts the payload as a browser would.
 */

const SLOW = 90_000;

async function startAll(env: Record<string, string> = {}) {
  const tls = makeCertificate();
  const service = await startPushService(tls);
  const { dataDir } = await prepareDataDir([]);
  const server = await startServerProcess(dataDir, {
    NODE_EXTRA_CA_CERTS: tls.certFile,
    PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${service.host}`,
    ...env,
  });
  const cookie = await signIn(server.url, 'socio@demo.local');
  return { service, server, dataDir, cookie };
}

/** A call as the signed-in member, from the site's origin (the CSRF check). */
function as<N extends CallName>(
  server: ServerProcess,
  cookie: string,
  name: N,
  input: CallInput<N>,
) {
  return call(name, input, { baseUrl: server.url, headers: { cookie, origin: server.url } });
}

const subscriptions = (dataDir: string) =>
  readDatabase(path.join(dataDir, 'cineclub.sqlite'), (db) =>
    db.prepare('SELECT endpoint FROM push_subscription').pluck().all(),
  );

async function pushed(service: PushServiceStandIn, count: number) {
  await expect
    .poll(() => service.received.length + service.refused.length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  expect(service.refused).toEqual([]);
}

describe('Web Push', () => {
  it(
    'keeps its VAPID key in DATA_DIR, sends a signed, encrypted push, and forgets a browser gone (410)',
    async () => {
      const { service, server, dataDir, cookie } = await startAll();
      const { clave } = await as(server, cookie, 'pushKey', {});
      const keyFile = path.join(dataDir, 'vapid-keys.json');
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(keyFile, 'utf8')).publicKey).toBe(clave);
      expect(Buffer.from(clave, 'base64url')).toHaveLength(65);

      const browser = service.subscribe();
      await as(server, cookie, 'subscribePush', {
        body: { endpoint: browser.endpoint, keys: browser.keys },
      });
      expect(subscriptions(dataDir)).toEqual([browser.endpoint]);

      const test = await as(server, cookie, 'notifyTest', {});
      expect(test.canales).toContain('push');
      await pushed(service, 1);
      const [push] = service.received;
      expect(push?.vapidKey).toBe(clave);
      expect(push?.claims.aud).toBe(new URL(browser.endpoint).origin);
      expect(push?.claims.sub).toMatch(/^(mailto:|https:)/);
      expect(push?.payload).toMatchObject({
        titulo: expect.any(String),
        url: expect.stringMatching(/^\//),
      });
      expect(Object.keys(push?.payload ?? {}).sort()).toEqual([
        'cuerpo',
        'imagen',
        'titulo',
        'url',
      ]);

      // One browser took its permission back (410 Gone), another's subscription is unknown to
      // its service (404): both are forgotten at the next push.
      const other = service.subscribe();
      await as(server, cookie, 'subscribePush', {
        body: { endpoint: other.endpoint, keys: other.keys },
      });
      service.answer(browser, 410);
      service.answer(other, 404);
      await as(server, cookie, 'notifyTest', {});
      await expect.poll(() => subscriptions(dataDir), { timeout: 20_000 }).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a subscription that is not on a push service, and turns one off',
    async () => {
      const { service, server, dataDir, cookie } = await startAll();
      const browser = service.subscribe();
      const refusals = [
        'https://evil.example/push/1',
        browser.endpoint.replace('https:', 'http:'),
        `https://127.0.0.1:1/push/1`,
        'https://fcm.googleapis.com.evil.example/x',
      ];
      for (const endpoint of refusals) {
        const refused = as(server, cookie, 'subscribePush', {
          body: { endpoint, keys: browser.keys },
        });
        await expect(refused).rejects.toMatchObject({
          status: 400,
          message: expect.stringMatching(/servicio de notificaciones/),
        });
      }
      const badKeys = { p256dh: browser.keys.auth, auth: browser.keys.auth };
      await expect(
        as(server, cookie, 'subscribePush', {
          body: { endpoint: browser.endpoint, keys: badKeys },
        }),
      ).rejects.toMatchObject({ status: 400 });
      expect(subscriptions(dataDir)).toEqual([]);

      await as(server, cookie, 'subscribePush', {
        body: { endpoint: browser.endpoint, keys: browser.keys },
      });
      await as(server, cookie, 'unsubscribePush', { body: { endpoint: browser.endpoint } });
      expect(subscriptions(dataDir)).toEqual([]);

      // Signed out: 401.
      await expect(call('pushKey', {}, { baseUrl: server.url })).rejects.toMatchObject({
        status: 401,
      });
    },
    SLOW,
  );

  it(
    'keeps at most ten browsers per member, the newest',
    async () => {
      const { service, server, dataDir, cookie } = await startAll();
      const browsers = Array.from({ length: 12 }, () => service.subscribe());
      for (const browser of browsers) {
        await as(server, cookie, 'subscribePush', {
          body: { endpoint: browser.endpoint, keys: browser.keys },
        });
      }
      const kept = subscriptions(dataDir);
      expect(kept).toHaveLength(10);
      expect(kept).not.toContain(browsers[0]?.endpoint);
      expect(kept).toContain(browsers[11]?.endpoint);
    },
    SLOW,
  );
});
