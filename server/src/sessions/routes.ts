import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, userOf } from '../accounts/guards.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { SessionService } from './service.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Film nights (issue 48): members only, but for the calendar feed, whose token is its key. */
export async function sessionRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; writesPerMinute: number; siteUrl: string | null },
) {
  const { sessions } = deps;
  // Links written outside the site (calendars) need an absolute address: PUBLIC_URL, else the
  // address this request came to.
  const originOf = (request: FastifyRequest) =>
    deps.siteUrl ?? `${request.protocol}://${request.host}`;
  const writes = app.rateLimit({
    max: deps.writesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `sesiones:${userOf(request).id}`,
    errorResponseBuilder: () =>
      new HttpError(429, 'Demasiados cambios seguidos en las sesiones; espera un minuto'),
  });
  // The feed is open to whoever has the address: bound per client address against guessing.
  const feedLimit = app.rateLimit({
    max: 60,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'Demasiadas peticiones; espera un minuto'),
  });
  const member = { preHandler: requireUser };
  const writer = { preHandler: [requireUser, writes] };
  const calendar = (reply: FastifyReply, text: string, name: string) =>
    reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(text);

  serveCall(app, 'filmNights', member, async ({ request }) => sessions.list(userOf(request)));
  serveCall(app, 'filmNightSuggestions', member, async () => sessions.suggestions());
  serveCall(app, 'filmNightSearch', member, async ({ query }) => sessions.search(query.q));
  serveCall(app, 'proposeFilmNight', writer, async ({ request, body }) =>
    sessions.propose(userOf(request), body),
  );
  serveCall(app, 'filmNight', member, async ({ request, params }) =>
    sessions.night(userOf(request), params.id),
  );
  serveCall(app, 'editFilmNight', writer, async ({ request, params, body }) =>
    sessions.edit(userOf(request), params.id, body),
  );
  serveCall(app, 'cancelFilmNight', writer, async ({ request, params }) =>
    sessions.cancel(userOf(request), params.id),
  );
  serveCall(app, 'voteFilmNight', writer, async ({ request, params, body }) =>
    sessions.vote(userOf(request), params.id, body.pelis),
  );
  serveCall(app, 'attendFilmNight', writer, async ({ request, params, body }) =>
    sessions.attend(userOf(request), params.id, body.va),
  );
  serveCall(app, 'rateFilmNight', writer, async ({ request, params, body }) =>
    sessions.rate(userOf(request), params.id, body.voto),
  );
  serveCall(app, 'filmNightIcs', member, async ({ request, reply, params }) =>
    calendar(
      reply,
      await sessions.nightIcs(params.id, originOf(request)),
      `sesion-${params.id}.ics`,
    ),
  );
  serveCall(app, 'calendarFeed', member, async ({ request }) =>
    sessions.calendarUrl(userOf(request), originOf(request), false),
  );
  serveCall(app, 'renewCalendarFeed', writer, async ({ request }) =>
    sessions.calendarUrl(userOf(request), originOf(request), true),
  );
  serveCall(
    app,
    'calendarFeedIcs',
    { preHandler: feedLimit },
    async ({ request, reply, params }) => {
      const text = await sessions.feed(params.token, originOf(request));
      if (text === null)
        throw new HttpError(
          404,
          'Esta dirección de calendario ya no vale; pide la nueva en Sesiones',
        );
      return calendar(reply, text, 'sesiones.ics');
    },
  );
}
