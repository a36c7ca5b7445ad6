import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { serveCall } from '../../http/serve-call.js';
import type { UserService } from './service.js';

export async function userRoutes(app: FastifyInstance, deps: { users: UserService }) {
  const { users } = deps;
  serveCall(app, 'adminUsers', {}, async ({ query }) => users.users(query));
  serveCall(app, 'adminGrant', {}, async ({ params, request }) =>
    users.grant(userOf(request), params.id, params.perm),
  );
  serveCall(app, 'adminRevoke', {}, async ({ params, request }) =>
    users.revoke(userOf(request), params.id, params.perm),
  );
  serveCall(app, 'adminEndSessions', {}, async ({ params, request }) => {
    await users.endSessions(userOf(request), params.id);
  });
  serveCall(app, 'adminDeleteUser', {}, async ({ params, request }) => {
    await users.deleteUser(userOf(request), params.id);
  });
}
