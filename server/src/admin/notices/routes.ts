import { adminIdParams, adminNotice, notice, noticeBody, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../accounts/guards.js';
import { errors, noContent } from '../../http/answers.js';
import type { NoticeService } from './service.js';

export async function noticeRoutes(app: FastifyInstance, deps: { notices: NoticeService }) {
  const { notices } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    routes.adminNotices,
    { schema: { response: { 200: z.array(adminNotice), ...errors } } },
    async () => notices.notices(),
  );
  api.post(
    routes.adminNotices,
    { schema: { body: noticeBody, response: { 201: notice, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await notices.postNotice(userOf(request), request.body.que)),
  );
  api.delete(
    routes.adminNotice,
    { schema: { params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await notices.deleteNotice(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
