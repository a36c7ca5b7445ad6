import { errorBody, NEW_USER_COOKIE, oidcCallbackQuery, routes } from '@cineclub/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { OidcClient } from './oidc-client.js';
import type { AccountsService } from './service.js';
import { cookieName, cookieOptions, sessionTokenOf, setSessionCookie } from './session-cookie.js';

/** The cookie that ties a callback to the browser that started the sign-in: its `state`. */
const STATE_COOKIE = 'cineclub_oidc';
/** Time to sign in at the provider, password manager and second factor included. */
export const OIDC_LOGIN_SECONDS = 600;
/** A refused callback: an HTML page saying why (see failurePage). */
const failure = z.string().meta({ description: 'Página HTML con el motivo, en castellano' });
const BAD_CALLBACK = 'El inicio de sesión no es válido o ha caducado; vuelve a empezar';
const NOT_SET = 'Este sitio no tiene acceso con OpenID Connect (OIDC_ISSUER_URL)';

export interface OidcRoutesDeps {
  accounts: AccountsService;
  /** Null without OIDC_ISSUER_URL: the routes answer 404, as a route that is not there. */
  provider: { client: OidcClient; oidc: OidcConfig } | null;
  loginRateLimit: number;
}

/**
 * Sign-in through the club's OpenID Connect provider: the authorization code flow with PKCE,
 * `state` and `nonce`. The start is a call (not a page) so that the web's button can say when
 * the provider is down; the callback is where the provider sends the browser back to.
 */
export async function oidcRoutes(app: FastifyInstance, deps: OidcRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps;
  const providerOrNotFound = () => {
    if (!deps.provider) throw new HttpError(404, NOT_SET);
    return deps.provider;
  };
  const rateLimit = { max: deps.loginRateLimit, timeWindow: 60_000 };
  // Both calls change state (a sign-in begun, a state spent, a session opened): a HEAD, such as
  // a link checker's or a mail client's preview of the callback's address, must do neither.
  const exposeHeadRoute = false;

  serveCall(
    app,
    'oidcStart',
    { config: { rateLimit }, exposeHeadRoute },
    async ({ request, reply }) => {
      const { client } = providerOrNotFound();
      const { url, state, pending } = await client.start();
      await accounts.beginOidcLogin(state, pending, OIDC_LOGIN_SECONDS);
      reply.setCookie(cookieName(request, STATE_COOKIE), state, {
        ...cookieOptions(request),
        maxAge: OIDC_LOGIN_SECONDS,
      });
      return { url };
    },
  );

  api.get(
    routes.oidcCallback,
    {
      schema: {
        querystring: oidcCallbackQuery,
        response: {
          303: z.null().describe('Al sitio (PUBLIC_URL), con la sesión abierta'),
          // A page for the browser the provider sent back; JSON (the one error shape) for a
          // request the schema refuses, or on a site without OpenID Connect.
          '4xx': z.union([failure, errorBody]),
          '5xx': z.union([failure, errorBody]),
        },
      },
      config: { rateLimit },
      exposeHeadRoute,
    },
    async (request, reply) => {
      const { client, oidc } = providerOrNotFound();
      const expected = request.cookies[cookieName(request, STATE_COOKIE)];
      reply.clearCookie(cookieName(request, STATE_COOKIE), cookieOptions(request));
      try {
        const { state } = request.query;
        // The state must come back to the browser it was given to (no one else's sign-in is
        // slipped into this browser), and serves once.
        if (!state || state !== expected) throw new HttpError(400, BAD_CALLBACK);
        const pending = await accounts.takeOidcLogin(state);
        if (!pending) throw new HttpError(400, BAD_CALLBACK);
        const callback = new URL(oidc.redirectUri);
        callback.search = new URL(request.url, oidc.publicUrl).search;
        const identity = await client.finish(callback, state, pending);
        const { answer, session } = await accounts.signIn(identity, sessionTokenOf(request));
        setSessionCookie(request, reply, session);
        if (answer.creado) {
          reply.setCookie(NEW_USER_COOKIE, '1', {
            ...cookieOptions(request),
            httpOnly: false,
            maxAge: 300,
          });
        }
        return reply.redirect(`${oidc.publicUrl}/`, 303);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        request.log.info(
          { status: error.statusCode, error: error.message },
          'oidc callback refused',
        );
        return failurePage(reply, error);
      }
    },
  );
}

/**
 * The browser came here by a redirect, so a refusal is a page, not JSON: its status (4xx, or
 * 503 when the provider is down), what went wrong in Spanish, and the way back.
 */
function failurePage(reply: FastifyReply, error: HttpError) {
  const message = error.message.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return reply
    .code(error.statusCode)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="es"><meta charset="utf-8"><title>Cineclub</title>' +
        `<h1>No se ha podido iniciar sesión</h1><p>${message}</p><p><a href="/">Volver a Cineclub</a></p></html>`,
    );
}
