import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { requireUser, userOf } from '../accounts/guards.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { MembersService } from './service.js';

/** The members' calls: privacy choices, the export and the member page (issue 32). */
export async function membersRoutes(
  app: FastifyInstance,
  deps: { members: MembersService; exportRateLimit: number },
) {
  const { members } = deps;
  serveCall(app, 'privacy', { preHandler: requireUser }, async ({ request }) =>
    members.privacy(userOf(request)),
  );
  serveCall(app, 'setPrivacy', { preHandler: requireUser }, async ({ request, body }) =>
    members.setPrivacy(userOf(request), body),
  );

  serveCall(app, 'setName', { preHandler: requireUser }, async ({ request, body }) =>
    members.setName(userOf(request), body.nombre),
  );

  // A costly call: the whole history read and zipped in memory, so few per member and hour.
  // A HEAD builds nothing (below), so it counts against nothing.
  const exportLimit = app.rateLimit({
    max: deps.exportRateLimit,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `export:${userOf(request).id}`,
    allowList: (request) => request.method === 'HEAD',
    errorResponseBuilder: () =>
      new HttpError(429, 'Ya has descargado tus datos varias veces; espera una hora'),
  });
  serveCall(
    app,
    'exportHistory',
    { preHandler: [requireUser, exportLimit], ownHead: true },
    async ({ request, reply }) => {
      const zip = (name: string) =>
        reply
          .type('application/zip')
          .header('content-disposition', contentDisposition(name))
          .header('cache-control', 'private, no-store');
      // A HEAD gets the GET's headers from a size check, without the archive (so no
      // Content-Length, known only once built). See docs/architecture.md.
      if (request.method === 'HEAD') return zip(await members.exportName(userOf(request))).send();
      const { bytes, name } = await members.export(userOf(request));
      return zip(name).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  serveCall(app, 'member', { preHandler: requireUser }, async ({ request, params }) =>
    members.member(userOf(request), params.id),
  );
  serveCall(app, 'memberFilms', { preHandler: requireUser }, async ({ request, params, query }) =>
    members.memberFilms(userOf(request), params.id, params.lista, query),
  );
}
