import type { FastifyInstance } from 'fastify';
import { requireUser, userOf } from '../accounts/guards.js';
import { acceptRawBodies, rawBody } from '../http/raw-body.js';
import { serveCall } from '../http/serve-call.js';
import type { createHistoryService } from './service.js';
import { tooBig } from './unpack.js';

type HistoryService = ReturnType<typeof createHistoryService>;

/**
 * A member's history import: the file as the raw body, then the films chosen for the rows it
 * asked about (JSON).
 */
export async function historyRoutes(
  app: FastifyInstance,
  deps: { history: HistoryService; maxBytes: number },
) {
  const { history, maxBytes } = deps;
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, { bytes: maxBytes, tooLarge: tooBig(maxBytes) });
    // Before the body is read: a visitor's upload is refused without reading it.
    uploads.addHook('onRequest', requireUser);
    serveCall(uploads, 'importHistory', { bodyLimit: maxBytes }, async ({ query, request }) =>
      history.importFile(userOf(request), rawBody(request), query.nombre ?? ''),
    );
  });
  serveCall(
    app,
    'chooseHistory',
    // Ids only: a thousand choices are some 40 KB.
    { preHandler: requireUser, bodyLimit: 128 * 1024 },
    async ({ body, request }) => history.choose(userOf(request), body),
  );
}
