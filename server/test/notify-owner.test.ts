import fs from 'node:fs';
import { routes } from '@cineclub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createNotifier } from '../src/notify/queue.js';
import { tempDir } from './helpers.js';
import {
  filmsWithoutFiles,
  type NotifyServer,
  PUBLIC_URL,
  scanNow,
  startNotifyServer,
  userIdOf,
} from './notify-helpers.js';
import { type SmtpSink, startSmtpSink, until } from './smtp-sink.js';
import { decodedHeader, startWebhookSink, type WebhookSink } from './webhook-sink.js';

/**
 * The owner's events (issue 44, kind `jefe`): a new request, a contact message, a failed job
 * and a disk missing at a scan reach the admo members (but the one who caused it) and
 * NOTIFY_URL, a real HTTP server on 127.0.0.1 here, spoken to as ntfy and as JSON.
 */
describe("the owner's events", () => {
  let sink: SmtpSink;
  let hook: WebhookSink;
  let server: NotifyServer;
  let admin: string;
  let ana: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    hook = await startWebhookSink();
    server = await startNotifyServer(sink, {
      NOTIFY_URL: `${hook.url}/cineclub`,
      NOTIFY_FORMAT: 'ntfy',
    });
    admin = await server.signIn('admin@demo.local');
    ana = await server.signIn('socio@demo.local');
    // A second admin: she hears of what the first one does.
    await server.signIn('bea@demo.local');
    const bea = await userIdOf(server.db, 'bea@demo.local');
    await server.db.insertInto('user_perm').values({ user_id: bea, perm: 'admo' }).execute();
  });
  afterAll(async () => {
    await sink.close();
    await hook.close();
  });

  const subjectsTo = (address: string) =>
    sink.mails
      .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(address))
      .map((mail) => mail.subject ?? '');
  const post = (path: string, cookie: string, body?: string, type = 'application/json') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        origin: server.url,
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body,
    });
  /** Waits for the webhook's next request. */
  const nextHook = async () => {
    const seen = hook.requests.length;
    await until(() => hook.requests.length > seen);
    return hook.requests[seen];
  };

  it('sends a new request and a contact message to NOTIFY_URL as ntfy, and to the admins', async () => {
    const [film] = await filmsWithoutFiles(server.db, 1);
    if (!film) throw new Error('the demo has films without files');
    expect((await post(`/api/peli/pide/${film.id}`, ana)).status).toBe(204);
    const said = await post(routes.contact, ana, JSON.stringify({ text: '¿Tenéis Vértigo?' }));
    expect(said.status).toBeLessThan(300);
    // A member's own test message is not the owner's: NOTIFY_URL never hears of it.
    await server.ask('notifyTest', {}, ana);
    const request = await nextHook();
    if (!request) throw new Error('no webhook request');
    expect(request.path).toBe('/cineclub');
    expect(request.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Gathered within the window: one message, titled by the first event.
    const title = `Nueva petición de socio@demo.local: «${film.nom}»`;
    expect(request.headers.title).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodedHeader(request.headers.title)).toBe(title);
    expect(request.headers.tags).toBe('clapper');
    expect(request.headers.priority).toBeUndefined();
    expect(request.headers.click).toBe(`${PUBLIC_URL}/admo`);
    expect(request.body).toContain(title);
    expect(request.body).toContain('Nuevo mensaje de socio@demo.local\n¿Tenéis Vértigo?');
    await until(() => subjectsTo('bea@demo.local').includes(title));
    await until(() => subjectsTo('admin@demo.local').includes(title));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hook.requests).toHaveLength(1);
    // The member who asked hears nothing of the owner's events.
    expect(subjectsTo('socio@demo.local')).toEqual(['Prueba de avisos de Cineclub']);
  });

  it('tells of a failed job, but not the admin who started it', async () => {
    const failed = await post(
      routes.adminListJob.replace(':code', 'crit'),
      admin,
      'pos,imdb\n',
      'text/csv',
    );
    expect(failed.status, await failed.clone().text()).toBe(202);
    const request = await nextHook();
    const title = 'La carga de la lista ha fallado: Lista crit';
    expect(decodedHeader(request?.headers.title)).toBe(title);
    expect(request?.headers.tags).toBe('warning');
    expect(request?.headers.priority).toBe('high');
    expect(request?.headers.click).toBe(`${PUBLIC_URL}/admo/catalogo`);
    expect(request?.body).toContain('no tiene ninguna fila');
    await until(() => subjectsTo('bea@demo.local').includes(title));
    expect(subjectsTo('admin@demo.local')).not.toContain(title);
  });

  it('tells of a disk missing at a scan, keeping its files', async () => {
    const [, second] = server.config.disks;
    if (!second) throw new Error('the demo has two disks');
    const aside = `${second.root}-desmontado`;
    fs.renameSync(second.root, aside);
    try {
      await scanNow(server, admin);
      const request = await nextHook();
      expect(decodedHeader(request?.headers.title)).toBe('Falta un disco en el escaneo');
      expect(request?.headers.tags).toBe('warning');
      expect(request?.body).toContain(`El disco ${second.name} (${second.root}) no está montado`);
      expect(request?.body).toContain('Sus ficheros siguen en el catálogo');
      await until(() => subjectsTo('bea@demo.local').includes('Falta un disco en el escaneo'));
      expect(subjectsTo('admin@demo.local')).not.toContain('Falta un disco en el escaneo');
    } finally {
      fs.renameSync(aside, second.root);
    }
  });

  it('retries NOTIFY_URL with backoff after a 500, and sends once it answers 200', async () => {
    hook.statuses.push(500);
    await post(routes.contact, ana, JSON.stringify({ text: 'Segundo mensaje' }));
    const refused = await nextHook();
    expect(refused?.status).toBe(500);
    const waiting = await server.ask('outbox', { query: { estado: 'esperando' } }, admin);
    const row = waiting.filas.find((fila) => fila.canal === 'webhook');
    expect(row).toMatchObject({
      para: 'NOTIFY_URL',
      intentos: 1,
      error: 'NOTIFY_URL respondió 500',
    });
    // Not before its backoff (30 s)...
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.requests.at(-1)).toBe(refused);
    server.clock.offset += 31_000;
    const again = await nextHook();
    expect(again).toMatchObject({ status: 200, body: refused?.body });
    await until(async () => {
      const sent = await server.ask('outbox', { query: { estado: 'enviado' } }, admin);
      return sent.filas.some((fila) => fila.id === row?.id);
    });
  });

  it('queues push only for members with a browser', async () => {
    // Nobody has subscribed a browser: no push row was ever queued, though admins default to it.
    const pushRows = () =>
      server.db.selectFrom('outbox').select('user_id').where('channel', '=', 'push').execute();
    expect(await pushRows()).toEqual([]);
    const bea = await userIdOf(server.db, 'bea@demo.local');
    await server.db
      .insertInto('push_subscription')
      .values({
        user_id: bea,
        endpoint: 'https://fcm.googleapis.com/fcm/send/prueba',
        p256dh: 'x',
        auth: 'y',
        created_at: 1,
      })
      .execute();
    // The queue as the server has it, held back an hour so that nothing is sent out.
    const notifier = createNotifier({
      channels: { has: () => true },
      gatherMs: 3_600_000,
      nowMs: Date.now,
    });
    await server.db
      .transaction()
      .execute((trx) => notifier.queue(trx, { kind: 'jefe', payload: { text: 'Prueba' } }));
    expect(await pushRows()).toEqual([{ user_id: bea }]);
    await server.db.deleteFrom('outbox').where('channel', '=', 'push').execute();
    await server.db.deleteFrom('push_subscription').execute();
  });
});

describe('NOTIFY_URL as JSON', () => {
  let sink: SmtpSink;
  let hook: WebhookSink;
  let server: NotifyServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    hook = await startWebhookSink();
    const address = new URL(hook.url);
    server = await startNotifyServer(sink, {
      NOTIFY_URL: `http://yo:la%20clave@${address.host}/notify/cineclub`,
      NOTIFY_FORMAT: 'json',
    });
  });
  afterAll(async () => {
    await sink.close();
    await hook.close();
  });

  it("posts Apprise's {title, body, type}, with the address's user as basic auth", async () => {
    const ana = await server.signIn('socio@demo.local');
    await fetch(`${server.url}${routes.contact}`, {
      method: 'POST',
      headers: { cookie: ana, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hola' }),
    });
    await until(() => hook.requests.length === 1);
    const [request] = hook.requests;
    expect(request?.path).toBe('/notify/cineclub');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('yo:la clave').toString('base64')}`,
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({
      title: 'Nuevo mensaje de socio@demo.local',
      body: expect.stringContaining('Hola'),
      type: 'info',
      url: `${PUBLIC_URL}/admo/mensajes`,
    });
  });

  it('refuses at start a NOTIFY_URL that is not http(s), saying what it takes', () => {
    for (const url of ['ftp://127.0.0.1/x', 'file:///etc/passwd', 'ntfy.sh/tema']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), NOTIFY_URL: url })).toThrow(
        'NOTIFY_URL: una dirección http:// o https://',
      );
    }
  });
});
