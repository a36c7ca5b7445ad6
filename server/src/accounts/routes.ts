import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serveCall } from '../http/serve-call.js';
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
  const _api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, demo } = deps;
  const rateLimit = { max: deps.loginRateLimit, timeWindow: 60_000 };

  serveCall(app, 'signInOptions', {}, async () => accounts.signInOptions());

  serveCall(app, 'login', { config: { rateLimit } }, async ({ body, request, reply }) => {
    const { answer, session } = await accounts.login(body.token, sessionTokenOf(request));
    setSessionCookie(request, reply, session);
    return answer;
  });

  // Signed out is an answer, not an error: 204 (SPEC: "a non-200 logs out"). A 401 here
  // would be a console error on every page a visitor opens.
  serveCall(app, 'session', {}, async ({ request }) =>
    request.user ? accounts.profile(request.user) : undefined,
  );

  // Signed out already is fine: logging out is idempotent and always clears the cookie.
  serveCall(app, 'logout', {}, async ({ params, request, reply }) => {
    await accounts.logout(sessionTokenOf(request), request.user, params.all);
    clearSessionCookie(request, reply);
  });

  serveCall(app, 'deleteAccount', { preHandler: requireUser }, async ({ request, reply }) => {
    await accounts.deleteAccount(userOf(request));
    clearSessionCookie(request, reply);
  });

  if (demo) {
    serveCall(app, 'demoIdToken', { config: { rateLimit } }, async ({ query }) => ({
      token: await demo.sign(query.email),
    }));
  }
}
