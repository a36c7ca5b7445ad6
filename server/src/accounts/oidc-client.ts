import * as client from 'openid-client';
import type { Clock } from '../clock.js';
import type { OidcConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { type Identity, profileOf } from './claims.js';
import type { PendingLogin } from './queries.js';

/** Seconds a provider has to answer one request (discovery, token, key set, user info). */
const TIMEOUT_SECONDS = 10;

export interface OidcClient {
  /** A new sign-in: the provider's authorization address, and what its callback must match. */
  start(): Promise<{ url: string; state: string; pending: PendingLogin }>;
  /**
   * Completes a sign-in from the callback's address: `state` checked, the code exchanged with
   * the PKCE verifier, the ID token validated (signature by the provider's key set, `iss`, `aud`,
   * `exp`, `nonce`); answers who signed in. Faults of the request are 4xx, an unreachable
   * provider a 503.
   */
  finish(callback: URL, state: string, pending: PendingLogin): Promise<Identity>;
  /**
   * Discovers the provider now, at start, to log early what it would otherwise show only at a
   * sign-in: that it does not answer (`fault`), or that it does not list the `groups` scope the
   * admin group needs (`groupsUnlisted`); never throws.
   */
  check(): Promise<{ fault: string | null; groupsUnlisted: boolean }>;
}

/**
 * The scopes a sign-in asks for: OIDC_SCOPES, and `groups` besides when OIDC_ADMIN_GROUP is set,
 * OIDC_SCOPES was left at its default and the provider lists `groups` in its discovery
 * (Authentik, Keycloak and Authelia give the claim only to that scope). Asking a provider for a
 * scope it does not list may fail the sign-in, hence only then.
 */
export function scopesFor(oidc: OidcConfig, server: client.ServerMetadata): string[] {
  const add = oidc.adminGroup !== null && oidc.scopesLeftDefault && listsGroups(server);
  return add && !oidc.scopes.includes('groups') ? [...oidc.scopes, 'groups'] : oidc.scopes;
}

/** With the default scopes, an admin group a provider not listing `groups` may never fill. */
function groupsUnlisted(oidc: OidcConfig, server: client.ServerMetadata): boolean {
  return oidc.adminGroup !== null && oidc.scopesLeftDefault && !listsGroups(server);
}

const listsGroups = (server: client.ServerMetadata) =>
  server.scopes_supported?.includes('groups') === true;

/**
 * The club's OpenID Connect provider, through panva's openid-client (certified). Discovery is
 * lazy and done again at each sign-in's start: a provider briefly down when Cineclub starts, or
 * later, costs its button (which says so) until it is back, not the site. The key set is kept
 * between sign-ins and fetched again after five minutes, or (a minute after the last fetch)
 * when a token names a key it does not hold, which is how a rotation shows up.
 */
export function createOidcClient(oidc: OidcConfig, clock: Clock): OidcClient {
  // http is allowed by the settings only towards this machine (tests, trying things out).
  const insecure = oidc.issuerUrl.protocol === 'http:';
  const execute = insecure ? [client.allowInsecureRequests] : [];
  const unreachable = () => new HttpError(503, `${oidc.name} no responde; prueba más tarde`);
  let kept: client.ServerMetadata | undefined;
  /** The key set with its fetch time on the injected clock, so that tests can age it. */
  let keys: client.ExportedJWKSCache | undefined;

  /** Discovers the provider, keeping what it says; a 503 when it does not answer. */
  async function discover(): Promise<client.ServerMetadata> {
    try {
      const found = await client.discovery(oidc.issuerUrl, oidc.clientId, undefined, undefined, {
        execute,
        timeout: TIMEOUT_SECONDS,
      });
      kept = found.serverMetadata();
      return kept;
    } catch (error) {
      throw Object.assign(unreachable(), { cause: error });
    }
  }

  /**
   * A configuration for one call, on the injected clock (openid-client's `now` is
   * Date.now() + clockSkew), carrying the kept key set over. `fresh` discovers the provider
   * again: each sign-in's start does, one small request that tells the button at once when the
   * provider is down; a callback uses what was kept.
   */
  async function configuration(fresh: boolean) {
    const server = fresh || !kept ? await discover() : kept;
    const skew = clock() - Math.floor(Date.now() / 1000);
    const config = new client.Configuration(
      server,
      oidc.clientId,
      { [client.clockSkew]: skew },
      clientAuth(server, oidc.clientSecret),
    );
    for (const extension of execute) extension(config);
    // The ID token comes straight from the token endpoint, where the spec lets a client trust
    // TLS alone and openid-client skips the signature; checked here all the same, against the
    // provider's key set, as the issue asks.
    client.enableNonRepudiationChecks(config);
    config.timeout = TIMEOUT_SECONDS;
    if (keys) client.setJwksCache(config, { ...keys, uat: keys.uat - skew });
    const keep = () => {
      const cache = client.getJwksCache(config);
      if (cache) keys = { ...cache, uat: cache.uat + skew };
    };
    return { config, keep };
  }

  return {
    async start() {
      const { config } = await configuration(true);
      const scope = scopesFor(oidc, config.serverMetadata()).join(' ');
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: oidc.redirectUri,
        scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, pending: { nonce, codeVerifier } };
    },

    async finish(callback, state, pending) {
      const { config, keep } = await configuration(false);
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          expectedState: state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
        keep();
        const claims = tokens.claims();
        if (!claims) throw new HttpError(401, 'La credencial no es válida');
        const profile = profileOf({ ...(await userInfo(config, tokens, claims)), ...claims });
        return { ...profile, issuer: claims.iss, provider: oidc.name };
      } catch (error) {
        throw faultOf(error, oidc.name, unreachable);
      }
    },

    async check() {
      try {
        return { fault: null, groupsUnlisted: groupsUnlisted(oidc, await discover()) };
      } catch (error) {
        return { fault: String((error as Error).cause ?? error), groupsUnlisted: false };
      }
    },
  };

  /**
   * Providers that keep the ID token small (Authelia, by default) give the address, whether it
   * is verified, and the groups only at the user-info endpoint: asked for then, for the same
   * `sub` (openid-client checks it).
   */
  async function userInfo(
    config: client.Configuration,
    tokens: client.TokenEndpointResponse,
    claims: client.IDToken,
  ): Promise<Record<string, unknown>> {
    const lacking =
      !claims.email ||
      claims.email_verified === undefined ||
      (oidc.adminGroup !== null && !claims.groups);
    if (!lacking || !config.serverMetadata().userinfo_endpoint) return {};
    return client.fetchUserInfo(config, tokens.access_token, claims.sub);
  }
}

/** client_secret_basic unless the provider says it takes only client_secret_post; none: public. */
function clientAuth(server: client.ServerMetadata, secret: string | null): client.ClientAuth {
  if (secret === null) return client.None();
  const methods = server.token_endpoint_auth_methods_supported;
  return methods &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post')
    ? client.ClientSecretPost(secret)
    : client.ClientSecretBasic(secret);
}

const UNREACHABLE_CODES = new Set<string | undefined>([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/**
 * What a failed callback answers. The provider refusing the code (used twice, expired, not for
 * this client) or the person saying no is a 400; a token that fails validation a 401; failing
 * to reach the provider (or a 5xx from it) a 503.
 */
function faultOf(error: unknown, name: string, unreachable: () => HttpError): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof client.ResponseBodyError) {
    return new HttpError(400, `${name} no ha aceptado el inicio de sesión; vuelve a intentarlo`);
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new HttpError(400, `${name} no ha dado acceso (${error.error.slice(0, 100)})`);
  }
  if (error instanceof client.ClientError && !UNREACHABLE_CODES.has(error.code)) {
    const expired = error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED';
    return new HttpError(401, expired ? 'La credencial ha caducado' : 'La credencial no es válida');
  }
  if (
    error instanceof client.ClientError ||
    error instanceof TypeError ||
    error instanceof DOMException
  ) {
    return Object.assign(unreachable(), { cause: error });
  }
  return error;
}
