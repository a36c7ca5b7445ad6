import {
  demoTokenAnswer,
  demoTokenQuery,
  loginAnswer,
  loginBody,
  logoutParams,
  routes,
  sessionUser,
  signInOptions,
} from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, noContent } from '../http/answers.js';
import type { DemoIssuer } from './demo-issuer.js';
import { requireUser, userOf } from './guards.js';
import type { AccountsService } from './service.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.js';

export interface AccountsRoutesDeps {
  accounts: AccountsService;
  /** The demo issuer, present only in demo mode: without it its route does not exist (404). */
  demo: DemoIssuer | null;
  /** Sign-in attempts per client address and minute. */
  loginRateLimit: number;
}

export async function accountsRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, demo } = deps;
  const rateLimit = { max: deps.loginRateLimit, timeWindow: 60_000 };

  api.get(
    routes.signInOptions,
    { schema: { response: { 200: signInOptions, ...errors } } },
    async () => accounts.signInOptions(),
  );

  api.post(
    routes.login,
    {
      schema: { body: loginBody, response: { 200: loginAnswer, ...errors } },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { answer, session } = await accounts.login(request.body.token, sessionTokenOf(request));
      setSessionCookie(request, reply, session);
      return answer;
    },
  );

  api.get(
    routes.session,
    { schema: { response: { 200: sessionUser, ...noContent } } },
    // Signed out is an answer, not an error: 204 (SPEC: "a non-200 logs out"). A 401 here
    // would be a console error on every page a visitor opens.
    async (request, reply) => {
      if (!request.user) return reply.code(204).send();
      return accounts.profile(request.user);
    },
  );

  // Signed out already is fine: logging out is idempotent and always clears the cookie.
  api.put(
    routes.logout,
    { schema: { params: logoutParams, response: noContent } },
    async (request, reply) => {
      await accounts.logout(sessionTokenOf(request), request.user, request.params.all);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  api.delete(
    routes.deleteAccount,
    { schema: { response: noContent }, preHandler: requireUser },
    async (request, reply) => {
      await accounts.deleteAccount(userOf(request));
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  if (demo) {
    api.get(
      routes.demoIdToken,
      {
        schema: { querystring: demoTokenQuery, response: { 200: demoTokenAnswer, ...errors } },
        config: { rateLimit },
      },
      async (request) => ({ token: await demo.sign(request.query.email) }),
    );
  }
}
