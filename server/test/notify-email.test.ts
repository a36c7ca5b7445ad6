import { CallError, routes } from '@cineclub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filmsWithoutFiles,
  type NotifyServer,
  PUBLIC_URL,
  placeFiles,
  scanNow,
  startNotifyServer,
  userIdOf,
} from './notify-helpers.js';
import { type SmtpSink, startSmtpSink, until } from './smtp-sink.js';

/** Notifications by email over a real SMTP server (issue 44), on the test's engine. */
describe('notifications by email', () => {
  let sink: SmtpSink;
  let server: NotifyServer;
  let admin: string;
  let ana: string;
  let bea: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startNotifyServer(sink, { NOTIFY_TEST_LIMIT: '3' });
    admin = await server.signIn('admin@demo.local');
    ana = await server.signIn('socio@demo.local');
    bea = await server.signIn('bea@demo.local');
  });
  afterAll(async () => sink.close());

  const mailsTo = (address: string) =>
    sink.mails.filter(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(address),
    );

  it('answers the defaults, and jefe only to the owner', async () => {
    const settings = await server.ask('notifySettings', {}, ana);
    expect(settings).toMatchObject({
      correo: 'socio@demo.local',
      correoListo: true,
      // The server can push (its VAPID keys are made at start); the member's browsers decide.
      pushListo: true,
    });
    expect(settings.eventos).toEqual([
      { clave: 'llegada', correo: true, push: true },
      { clave: 'quiero', correo: false, push: false },
      { clave: 'respuesta', correo: true, push: true },
      { clave: 'semanal', correo: true, push: false },
      { clave: 'aviso', correo: false, push: false },
      { clave: 'sesion', correo: true, push: true },
    ]);
    const owner = await server.ask('notifySettings', {}, admin);
    expect(owner.eventos.at(-1)).toEqual({ clave: 'jefe', correo: true, push: true });
    await expect(server.ask('notifySettings', {})).rejects.toMatchObject({ status: 401 });
  });

  it('changes some choices and keeps the rest; refuses what cannot be', async () => {
    const changed = await server.ask(
      'setNotifySettings',
      { body: { eventos: [{ clave: 'quiero', correo: true, push: false }] } },
      bea,
    );
    expect(changed.eventos.find((event) => event.clave === 'quiero')).toEqual({
      clave: 'quiero',
      correo: true,
      push: false,
    });
    expect(changed.eventos.find((event) => event.clave === 'llegada')?.correo).toBe(true);
    const bad = [
      [{ clave: 'semanal', correo: true, push: true }, 400],
      [{ clave: 'jefe', correo: true, push: true }, 403],
      [{ clave: 'otra', correo: true, push: true }, 400],
    ] as const;
    for (const [choice, status] of bad) {
      const failed = server.ask('setNotifySettings', { body: { eventos: [choice as never] } }, bea);
      await expect(failed).rejects.toMatchObject({ status });
    }
  });

  it('tells each requester once, in one gathered message, with links, posters and one-click unsubscribe', async () => {
    const films = await filmsWithoutFiles(server.db, 4);
    const [first, second, third, fourth] = films;
    if (!first || !second || !third || !fourth) throw new Error('the demo has films without files');
    const ask = (id: number, cookie: string) =>
      fetch(`${server.url}/api/peli/pide/${id}`, {
        method: 'POST',
        headers: { cookie, origin: server.url },
      });
    for (const film of [first, second, third]) expect((await ask(film.id, ana)).status).toBe(204);
    expect((await ask(first.id, admin)).status).toBe(204);
    // Bea has the fourth on her 'Quiero verla' list and chose to hear of it.
    const wanted = await fetch(`${server.url}/api/peli/verla/${fourth.id}/si`, {
      method: 'POST',
      headers: { cookie: bea, origin: server.url },
    });
    expect(wanted.status).toBeLessThan(300);
    placeFiles(server, films);
    await scanNow(server, admin);
    await until(
      () => mailsTo('socio@demo.local').length >= 1 && mailsTo('bea@demo.local').length >= 1,
    );
    await until(() => mailsTo('admin@demo.local').length >= 1);
    // The gathering window has passed: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [mail] = mailsTo('socio@demo.local');
    expect(mailsTo('socio@demo.local')).toHaveLength(1);
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Ya puedes descargar 3 películas que pediste');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Cineclub', address: 'cine@example.org' });
    for (const film of [first, second, third]) {
      expect(mail.text).toContain(film.nom);
      expect(mail.text).toContain(`${PUBLIC_URL}/peli/${film.id}/`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/peli/${film.id}/`);
      expect(mail.html).toContain(
        `src="${PUBLIC_URL}/api/peli/poster/${film.id}?v=${film.poster}&amp;w=200"`,
      );
    }
    // No image but the posters: no tracking pixel.
    expect(String(mail.html).match(/<img /g)).toHaveLength(3);
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const unsubscribe = header('list-unsubscribe');
    expect(unsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/avisos/baja\\?t=\\d+\\.llegada\\.[\\w-]+>$`),
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(unsubscribe.slice(1, -1));
    const [wantMail] = mailsTo('bea@demo.local');
    expect(wantMail?.subject).toBe(
      `«${fourth.nom}», de tu lista 'Quiero verla', ya se puede descargar`,
    );
    // The owner hears of the member's requests, gathered, and not of their own.
    const ownerSubjects = mailsTo('admin@demo.local').map((owner) => owner.subject);
    expect(ownerSubjects).toContain(`Ya puedes descargar «${first.nom}»`);
    expect(ownerSubjects).toContain(`Nueva petición de socio@demo.local: «${first.nom}»`);
    expect(ownerSubjects).toHaveLength(2);
    const owner = mailsTo('admin@demo.local').find((m) => m.subject?.startsWith('Nueva'));
    for (const film of [second, third]) expect(owner?.text).toContain(`«${film.nom}»`);

    // The one click, as a mail provider sends it: no session, a form body.
    const link = unsubscribe.slice(1, -1).replace(PUBLIC_URL, server.url);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dejarás de recibir por correo las películas que pediste');
    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Ya no recibirás por correo las películas que pediste');
    const after = await server.ask('notifySettings', {}, ana);
    expect(after.eventos.find((event) => event.clave === 'llegada')).toEqual({
      clave: 'llegada',
      correo: false,
      push: true,
    });
    expect(after.eventos.find((event) => event.clave === 'respuesta')?.correo).toBe(true);
  });

  it('refuses a bad unsubscribe link with a clear 400', async () => {
    const anaId = await userIdOf(server.db, 'socio@demo.local');
    for (const token of [
      '',
      'x',
      `${anaId}.llegada.${'A'.repeat(43)}`,
      `${anaId}.nada.${'A'.repeat(43)}`,
    ]) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${server.url}/api/avisos/baja?t=${token}`, { method });
        expect(answer.status, `${method} ${token}`).toBe(400);
        if (token) expect(await answer.text()).toContain('no es válido');
      }
    }
    expect((await fetch(`${server.url}/api/avisos/baja`)).status).toBe(400);
  });

  it('keeps a message while SMTP refuses, and sends it once it accepts', async () => {
    sink.state.refuse = true;
    const before = mailsTo('bea@demo.local').length;
    expect(await server.ask('notifyTest', {}, bea)).toEqual({ canales: ['correo'] });
    await until(() => sink.state.refused >= 1);
    const waiting = await server.ask('outbox', { query: { estado: 'esperando' } }, admin);
    expect(waiting.filas[0]).toMatchObject({
      estado: 'esperando',
      intentos: 1,
      asunto: 'Prueba de avisos de Cineclub',
    });
    expect(waiting.filas[0]?.error).toContain('Inténtalo más tarde');
    // Refused again an hour's worth of retries later...
    server.clock.offset += 31_000;
    await until(() => sink.state.refused >= 2);
    // ...then SMTP is back, and the next attempt goes.
    sink.state.refuse = false;
    server.clock.offset += 61_000;
    await until(() => mailsTo('bea@demo.local').length === before + 1);
    const sent = await server.ask('outbox', { query: { estado: 'enviado' } }, admin);
    expect(sent.filas.find((row) => row.asunto === 'Prueba de avisos de Cineclub')).toMatchObject({
      intentos: 2,
      para: expect.any(String),
    });
  });

  it('limits test messages, and keeps the outbox for the owner', async () => {
    await server.ask('notifyTest', {}, ana);
    await server.ask('notifyTest', {}, ana);
    await server.ask('notifyTest', {}, ana);
    await expect(server.ask('notifyTest', {}, ana)).rejects.toMatchObject({ status: 429 });
    await expect(server.ask('outbox', { query: {} }, ana)).rejects.toMatchObject({ status: 403 });
    await expect(server.ask('outbox', { query: {} })).rejects.toMatchObject({ status: 401 });
    const retry = server.ask('retryOutbox', { params: { id: '99999' } }, admin);
    await expect(retry).rejects.toBeInstanceOf(CallError);
    await expect(retry).rejects.toMatchObject({ status: 404 });
    const bad = await fetch(`${server.url}/api/admo/avisos?estado=raro`, {
      headers: { cookie: admin },
    });
    expect(bad.status).toBe(400);
    void routes;
  });
});
