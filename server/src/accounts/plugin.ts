import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import { registerCsrfCheck } from './csrf.js';
import { loadDemoIssuer } from './demo-issuer.js';
import { inDemoDatabase, isDemoDatabase } from './demo-queries.js';
import { createIdTokenVerifier, googleIssuer, type IdTokenIssuer } from './id-tokens.js';
import { createOidcClient } from './oidc-client.js';
import { oidcRoutes } from './oidc-routes.js';
import { createAccountsQueries } from './queries.js';
import { accountsRoutes } from './routes.js';
import { createAccountsService } from './service.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie.js';
import './session-user.js';

export interface AccountsPluginDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Google's key set; tests hand in a local one so that nothing reaches the internet. */
  googleKeys?: JWTVerifyGetKey;
}

/**
 * Accounts for the whole app, registered on the root instance before any area's routes:
 * cookies, the CSRF check, `request.user` from the session cookie on every request, the rate
 * limiter (used per route: `config: { rateLimit }`), and the usuario and demo routes.
 */
export async function registerAccounts(app: FastifyInstance, deps: AccountsPluginDeps) {
  const { config, clock } = deps;
  const issuers: IdTokenIssuer[] = [];
  if (config.googleClientId) issuers.push(googleIssuer(config.googleClientId, deps.googleKeys));
  // Demo mode asks the database on every call whether it is still the demo's: a Google server
  // may take it over while this one runs (one PostgreSQL database, or a SQLite file).
  const demo = config.demo
    ? await loadDemoIssuer(config.dataDir, clock, {
        adminEmails: config.adminEmails,
        stillDemo: () => isDemoDatabase(deps.db),
      })
    : null;
  if (demo) issuers.push(demo.issuer);

  const accounts = createAccountsService({
    queries: createAccountsQueries(deps.db),
    config,
    clock,
    verifyIdToken: createIdTokenVerifier(issuers, clock),
    signInWrites: config.demo ? (work) => inDemoDatabase(deps.db, work) : undefined,
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new HttpError(429, 'Demasiados intentos de inicio de sesión; espera un minuto'),
  });

  app.decorateRequest('user', null);
  registerCsrfCheck(app);
  app.addHook('onRequest', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const resolved = await accounts.resolveSession(token);
    if (!resolved) {
      // Expired or ended elsewhere: stop the browser sending a dead token.
      clearSessionCookie(request, reply);
      return;
    }
    request.user = resolved.user;
    if (resolved.renewed) setSessionCookie(request, reply, resolved.renewed);
  });

  await app.register(accountsRoutes, { accounts, demo, loginRateLimit: config.loginRateLimit });
  const provider = config.oidc && {
    client: createOidcClient(config.oidc, clock),
    oidc: config.oidc,
  };
  if (provider) {
    const { client, oidc } = provider;
    // Started, not awaited: a provider that is down must not hold the start (see oidc-client).
    app.addHook('onReady', async () => {
      void client.check().then(({ fault, groupsUnlisted }) => {
        if (fault) {
          app.log.warn(
            { issuer: oidc.issuerUrl.href, fault },
            'OIDC_ISSUER_URL: the provider does not answer discovery; its button says so until it does',
          );
        }
        if (groupsUnlisted) {
          app.log.warn(
            { issuer: oidc.issuerUrl.href, adminGroup: oidc.adminGroup, scopes: oidc.scopes },
            "OIDC_ADMIN_GROUP is set and OIDC_SCOPES left at its default, but the provider does not list the 'groups' scope: if its groups claim needs a scope, name it in OIDC_SCOPES, or nobody gets admo from the group",
          );
        }
      });
    });
  }
  await app.register(oidcRoutes, { accounts, provider, loginRateLimit: config.loginRateLimit });
}
