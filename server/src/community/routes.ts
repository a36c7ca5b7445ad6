import { errorReport, routes } from '@cineclub/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePerm, requireUser, userOf } from '../accounts/guards.js';
import type { Limits } from '../config.js';
import { noContent } from '../http/answers.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { CommunityService } from './service.js';

/**
 * A per-minute limit, counted per signed-in user (people at one home share an address) or per
 * address for visitors; the message says what to do, in the user's language.
 */
function limit(max: number, message: string) {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : request.ip,
    errorResponseBuilder: () => new HttpError(429, message),
  };
}

/** Longest error report text kept in the log: a report can never grow the log without bound. */
const REPORT_MESSAGE_MAX = 2_000;
const REPORT_STACK_MAX = 8_000;

export async function communityRoutes(
  app: FastifyInstance,
  deps: { community: CommunityService; limits: Limits },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { community, limits } = deps;

  serveCall(app, 'want', { preHandler: requireUser }, async ({ params, request }) => {
    await community.setWant(userOf(request), params.id, params.si === 'si');
  });

  serveCall(app, 'marks', { preHandler: requireUser }, async ({ request }) =>
    community.marks(userOf(request)),
  );

  serveCall(app, 'request', { preHandler: requirePerm('bajed2') }, async ({ params, request }) => {
    await community.request(userOf(request), params.id);
  });

  serveCall(
    app,
    'comment',
    {
      preHandler: requireUser,
      config: {
        rateLimit: limit(
          limits.commentRateLimit,
          'Demasiados comentarios seguidos; espera un minuto',
        ),
      },
    },
    async ({ params, body, request }) => community.saveComment(userOf(request), params.id, body),
  );

  // Others' comments beyond the newest ones a card carries; visitors see none (as on cards).
  serveCall(app, 'comments', { preHandler: requireUser }, async ({ params, query, request }) =>
    community.comments(userOf(request), params.id, query),
  );

  serveCall(
    app,
    'deleteComment',
    { preHandler: requireUser },
    async ({ params, body, request }) => {
      await community.deleteComment(userOf(request), params.id, body.id);
    },
  );

  serveCall(app, 'notices', {}, async ({ request }) => community.notices(request.user));

  serveCall(app, 'dismissNotice', { preHandler: requireUser }, async ({ params, request }) => {
    await community.dismissNotice(userOf(request), params.id);
  });

  serveCall(
    app,
    'contact',
    {
      preHandler: requireUser,
      config: { rateLimit: limit(5, 'Demasiados mensajes seguidos; espera un minuto') },
    },
    async ({ body, request }) => {
      await community.contact(userOf(request), body.text);
    },
  );

  api.post(
    routes.errorReport,
    {
      schema: { body: errorReport, response: noContent },
      config: { rateLimit: limit(20, 'Demasiados informes de error seguidos') },
    },
    async (request, reply) => {
      const { message, stack, url } = request.body;
      request.log.warn(
        {
          webError: {
            message: message.slice(0, REPORT_MESSAGE_MAX),
            stack: stack?.slice(0, REPORT_STACK_MAX),
            url: url?.slice(0, 500),
            user: request.user?.email ?? null,
          },
        },
        'web error report',
      );
      return reply.code(204).send();
    },
  );
}
