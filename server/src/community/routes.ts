import {
  commentBody,
  commentPage,
  commentPageQuery,
  contactBody,
  deleteCommentBody,
  errorReport,
  filmComment,
  idParams,
  notice,
  routes,
  userMarks,
  wantParams,
} from '@cineclub/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePerm, requireUser, userOf } from '../accounts/guards.js';
import type { Limits } from '../config.js';
import { errors, noContent } from '../http/answers.js';
import { HttpError } from '../http/errors.js';
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

  api.post(
    routes.want,
    { schema: { params: wantParams, response: noContent }, preHandler: requireUser },
    async (request, reply) => {
      await community.setWant(userOf(request), request.params.id, request.params.si === 'si');
      return reply.code(204).send();
    },
  );

  api.get(
    routes.marks,
    { schema: { response: { 200: userMarks, ...errors } }, preHandler: requireUser },
    async (request) => community.marks(userOf(request)),
  );

  api.post(
    routes.request,
    { schema: { params: idParams, response: noContent }, preHandler: requirePerm('bajed2') },
    async (request, reply) => {
      await community.request(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    routes.comment,
    {
      schema: { params: idParams, body: commentBody, response: { 200: filmComment, ...errors } },
      preHandler: requireUser,
      config: {
        rateLimit: limit(
          limits.commentRateLimit,
          'Demasiados comentarios seguidos; espera un minuto',
        ),
      },
    },
    async (request) => community.saveComment(userOf(request), request.params.id, request.body),
  );

  // Others' comments beyond the newest ones a card carries; visitors see none (as on cards).
  api.get(
    routes.comments,
    {
      schema: {
        params: idParams,
        querystring: commentPageQuery,
        response: { 200: commentPage, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => community.comments(userOf(request), request.params.id, request.query),
  );

  api.delete(
    routes.deleteComment,
    {
      schema: { params: idParams, body: deleteCommentBody, response: noContent },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await community.deleteComment(userOf(request), request.params.id, request.body.id);
      return reply.code(204).send();
    },
  );

  api.get(
    routes.notices,
    { schema: { response: { 200: z.array(notice), ...errors } } },
    async (request) => community.notices(request.user),
  );

  api.delete(
    routes.dismissNotice,
    { schema: { params: idParams, response: noContent }, preHandler: requireUser },
    async (request, reply) => {
      await community.dismissNotice(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    routes.contact,
    {
      schema: { body: contactBody, response: noContent },
      preHandler: requireUser,
      config: { rateLimit: limit(5, 'Demasiados mensajes seguidos; espera un minuto') },
    },
    async (request, reply) => {
      await community.contact(userOf(request), request.body.text);
      return reply.code(204).send();
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
