import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A person known to the test provider, by `sub`. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

/** Rewrites the ID token the token endpoint answers (a provider gone wrong, or an attacker's). */
export type IdTokenTamper = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface TestProvider {
  /** The issuer, `http://127.0.0.1:{port}`: what OIDC_ISSUER_URL names. */
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** Who the next interaction signs in as (the provider's login screen, skipped). */
  signInAs(sub: string): void;
  /** A new signing key, first in the published key set; the old one stays published. */
  rotateKeys(): Promise<void>;
  /**
   * Until reset with null, every ID token answered is rewritten and signed again, by the
   * provider's key or, with `foreignKey`, by another under the same key id.
   */
  tamper(change: IdTokenTamper | null, options?: { foreignKey?: boolean }): Promise<void>;
  /** Until reset with null, discovery's `scopes_supported` leaves this scope out. */
  unlist(scope: string | null): void;
  /** The provider stops answering (its port refuses), and comes back. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Discovery, token and key-set requests the provider got. */
  requests: string[];
  close(): Promise<void>;
}

export const TEST_CLIENT = { id: 'cineclub', secret: 'secreto-de-prueba' };
/** Another relying party registered at the same provider: its codes are not ours. */
export const OTHER_CLIENT = { id: 'otra-web', secret: 'otro-secreto' };

/**
 * panva's oidc-provider, a certified OpenID Provider, running in-process on 127.0.0.1 for the
 * tests: discovery, authorization with PKCE, the token endpoint, the key set and user info are
 * the real ones. Only its login screen is skipped (the test says who signs in), and a small
 * front on the issuer's port lets a test take the provider down or rewrite an ID token.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const keys: JWK[] = [await signingKey()];
  const accounts = new Map<string, TestAccount>();
  const requests: string[] = [];
  let nextSub = '';
  let change: IdTokenTamper | null = null;
  let foreignKey: JWK | null = null;
  let unlisted: string | null = null;
  let front: http.Server | null = null;

  const inner = http.createServer();
  await listen(inner, 0);
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  let provider = makeProvider();
  inner.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(
        request,
        response,
        { login: { accountId: nextSub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    provider.callback()(request, response);
  });

  function makeProvider() {
    const made = new Provider(issuer, {
      clients: [TEST_CLIENT, OTHER_CLIENT].map((client) => ({
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: redirectUris,
      })),
      jwks: { keys },
      cookies: { keys: ['clave-de-las-cookies-de-prueba'] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name'],
        groups: ['groups'],
      },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      // A minute, so that a test can let one expire before the sign-in it belongs to does.
      ttl: { IdToken: 60, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      // Consent is given once and for all: the grant covers whatever was asked for.
      async loadExistingGrant(ctx) {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client?.clientId,
          accountId: ctx.oidc.session?.accountId,
        });
        grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
        await grant.save();
        return grant;
      },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return { accountId: sub, claims: async () => ({ sub, ...account }) };
      },
    });
    // It names its endpoints after the front's address, which the front passes on.
    made.proxy = true;
    made.on('server_error', (_ctx, error) => console.error('test provider:', error));
    return made;
  }

  async function start() {
    front = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      void forward(request, response);
    });
    await listen(front, port);
  }

  /** Passes a request to the provider; the token endpoint's answer may be rewritten. */
  async function forward(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readBody(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (value) for (const item of value) headers.append(name, item);
    }
    headers.set('x-forwarded-host', `127.0.0.1:${port}`);
    headers.set('x-forwarded-proto', 'http');
    const answer = await fetch(`http://127.0.0.1:${portOf(inner)}${request.url}`, {
      method: request.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    let text = Buffer.from(await answer.arrayBuffer());
    if (change && request.url?.startsWith('/token') && answer.ok) {
      const json = JSON.parse(text.toString()) as { id_token: string };
      json.id_token = await resign(json.id_token, change);
      text = Buffer.from(JSON.stringify(json));
    }
    if (unlisted && request.url?.startsWith('/.well-known/openid-configuration') && answer.ok) {
      const json = JSON.parse(text.toString()) as { scopes_supported?: string[] };
      json.scopes_supported = json.scopes_supported?.filter((scope) => scope !== unlisted);
      text = Buffer.from(JSON.stringify(json));
    }
    const out: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') {
        out[name] = value;
      }
    });
    out['set-cookie'] = answer.headers.getSetCookie();
    response.writeHead(answer.status, out).end(text);
  }

  /** Signs the rewritten claims with the provider's own current key, as it would. */
  async function resign(token: string, rewrite: IdTokenTamper): Promise<string> {
    const [current] = keys;
    if (!current) throw new Error('no key');
    const claims = rewrite(decodeJwt(token));
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: current.kid })
      .sign(await importJWK(foreignKey ?? current, 'RS256'));
  }

  await start();
  return {
    issuer,
    accounts,
    requests,
    signInAs(sub) {
      nextSub = sub;
    },
    async rotateKeys() {
      keys.unshift(await signingKey());
      provider = makeProvider();
    },
    async tamper(next, options) {
      change = next;
      foreignKey = options?.foreignKey ? await signingKey() : null;
    },
    unlist(scope) {
      unlisted = scope;
    },
    async down() {
      if (front) await closeServer(front);
      front = null;
    },
    async up() {
      if (!front) await start();
    },
    async close() {
      if (front) await closeServer(front);
      await closeServer(inner);
    },
  };
}

let keyCount = 0;

async function signingKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  keyCount += 1;
  return { ...(await exportJWK(privateKey)), kid: `clave-${keyCount}`, alg: 'RS256', use: 'sig' };
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}

/** A port the OS says is free now (the issuer must be known before its provider is made). */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await listen(probe, 0);
  const port = portOf(probe);
  await closeServer(probe);
  return port;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
