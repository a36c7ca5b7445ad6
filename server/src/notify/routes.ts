import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePerm, requireUser, userOf } from '../accounts/guards.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { NotifyService } from './service.js';

const BAD_LINK = 'El enlace para darse de baja no es válido o está incompleto';

const KIND_NAMES: Record<string, string> = {
  llegada: 'las películas que pediste',
  quiero: "las películas de tu lista 'Quiero verla'",
  respuesta: 'las respuestas a tus peticiones',
  semanal: "la carta semanal 'Novedades de la semana'",
  aviso: 'los avisos del club',
  sesion: 'las sesiones en las que participas',
  jefe: 'los avisos de administración',
};

const page = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Cineclub · Avisos por correo</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`,
    );

/** The calls of notifications (issue 44); the push ones are notify-web's. */
export async function notifyRoutes(
  app: FastifyInstance,
  deps: { notify: NotifyService; testLimit: number },
) {
  const { notify } = deps;
  serveCall(app, 'notifySettings', { preHandler: requireUser }, async ({ request }) =>
    notify.settings(userOf(request)),
  );
  serveCall(app, 'setNotifySettings', { preHandler: requireUser }, async ({ request, body }) =>
    notify.setSettings(userOf(request), body.eventos),
  );
  const testLimit = app.rateLimit({
    max: deps.testLimit,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `notify-test:${userOf(request).id}`,
    errorResponseBuilder: () =>
      new HttpError(429, 'Ya has enviado varias pruebas; espera una hora para otra'),
  });
  serveCall(app, 'notifyTest', { preHandler: [requireUser, testLimit] }, async ({ request }) =>
    notify.test(userOf(request)),
  );

  // The one-click POST (RFC 8058) comes from the mail provider as a form; its body says
  // nothing the token does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  serveCall(app, 'unsubscribePage', {}, async ({ query, reply }) => {
    const link = safeLink(() => notify.linkOf(query.t));
    if (!link) return badLink(reply);
    const action = `/api/avisos/baja?t=${encodeURIComponent(query.t)}`;
    return page(
      reply,
      200,
      `<h1>Darse de baja</h1><p>Dejarás de recibir por correo ${KIND_NAMES[link.kind]}. Lo demás sigue igual; puedes cambiarlo cuando quieras en tus avisos.</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Darme de baja</button></form>`,
    );
  });
  serveCall(app, 'unsubscribe', { bodyLimit: 1024 }, async ({ query, reply }) => {
    if (!safeLink(() => notify.linkOf(query.t))) return badLink(reply);
    const link = await notify.unsubscribe(query.t);
    return page(
      reply,
      200,
      `<h1>Hecho</h1><p>Ya no recibirás por correo ${KIND_NAMES[link.kind]}.</p><p><a href="/avisos">Tus avisos</a></p>`,
    );
  });

  const admin = requirePerm('admo');
  serveCall(app, 'outbox', { preHandler: admin }, async ({ query }) => notify.outbox(query));
  serveCall(app, 'retryOutbox', { preHandler: admin }, async ({ params, reply }) => {
    await notify.retry(params.id);
    return reply.code(204).send();
  });

  /**
   * A browser that followed a broken link reads a page; any other client (a mail client's
   * one-click POST, a script) gets the API's one error shape.
   */
  function badLink(reply: FastifyReply) {
    if (!reply.request.headers.accept?.includes('text/html')) {
      throw new HttpError(400, BAD_LINK);
    }
    return page(
      reply,
      400,
      `<h1>Enlace no válido</h1><p>${BAD_LINK}. Copia el enlace entero del correo, o cambia tus avisos al entrar en el sitio.</p>`,
    );
  }
}

function safeLink<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
