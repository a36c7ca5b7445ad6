import {
  adminIdParams,
  adminUser,
  routes,
  userPermParams,
  usersPage,
  usersQuery,
} from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../accounts/guards.js';
import { errors, noContent } from '../../http/answers.js';
import type { UserService } from './service.js';

const userAnswer = { 200: adminUser, ...errors };

export async function userRoutes(app: FastifyInstance, deps: { users: UserService }) {
  const { users } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    routes.adminUsers,
    { schema: { querystring: usersQuery, response: { 200: usersPage, ...errors } } },
    async (request) => users.users(request.query),
  );
  api.put(
    routes.adminUserPerm,
    { schema: { params: userPermParams, response: userAnswer } },
    async (request) => users.grant(userOf(request), request.params.id, request.params.perm),
  );
  api.delete(
    routes.adminUserPerm,
    { schema: { params: userPermParams, response: userAnswer } },
    async (request) => users.revoke(userOf(request), request.params.id, request.params.perm),
  );
  api.delete(
    routes.adminUserSessions,
    { schema: { params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await users.endSessions(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
  api.delete(
    routes.adminUser,
    { schema: { params: adminIdParams, response: noContent } },
    async (request, reply) => {
      await users.deleteUser(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
