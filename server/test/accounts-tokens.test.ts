import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes } from '@cineclub/contract';
import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/accounts/session-cookie.js';
import { sessionCookieOf, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW, type TestServer } from './helpers.js';

const CLIENT_ID = 'cineclub-prueba.apps.googleusercontent.com';
const GOOGLE = 'https://accounts.google.com';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * A stand-in for Google: an RS256 key pair whose public half is served as a JWKS by a local HTTP
 * server, fetched through jose's remote key set exactly as Google's would be.
 */
let googleKey: KeyPair;
let otherKey: KeyPair;
let jwksServer: http.Server;
let jwksRequests = 0;
let jwksDown = false;
let server: TestServer;

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
  otherKey = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(googleKey.publicKey)), kid: 'clave-1', alg: 'RS256' };
  jwksServer = http.createServer((_request, response) => {
    jwksRequests += 1;
    if (jwksDown) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  const googleKeys = createRemoteJWKSet(new URL(`http://127.0.0.1:${port}/oauth2/v3/certs`), {
    cooldownDuration: 0,
  });
  server = await startAccountsServer(
    // Behind a proxy (TRUST_PROXY) that says the site was reached over HTTPS.
    { GOOGLE_CLIENT_ID: CLIENT_ID, ADMIN_EMAILS: 'jefa@example.org', TRUST_PROXY: '1' },
    { googleKeys },
  );
});

afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: GOOGLE,
    aud: CLIENT_ID,
    sub: '1098765432',
    email: 'ana@example.org',
    email_verified: true,
    name: 'Ana Pérez',
    picture: 'https://lh3.googleusercontent.com/a/ana',
    iat: TEST_NOW - 10,
    exp: TEST_NOW + 3600,
    ...overrides,
  };
}

function sign(payload: JWTPayload, key = googleKey.privateKey, kid = 'clave-1') {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

function login(token: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: routes.login, payload: { token }, headers });
}

async function expectRejected(token: string, message = 'La credencial no es válida') {
  const response = await login(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
}

describe('Google ID tokens, verified against a local JWKS', () => {
  it('is not in demo mode: no demo route, and sign-in offers Google only', async () => {
    expect((await server.app.inject(`${routes.demoIdToken}?email=a@b.es`)).statusCode).toBe(404);
    const options = await server.app.inject(routes.signInOptions);
    expect(options.json()).toEqual({ google: CLIENT_ID, oidc: null, demo: null });
  });

  it('accepts a good token, creates the user once and opens a session', async () => {
    const first = await login(await sign(claims()));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      email: 'ana@example.org',
      nombre: 'Ana Pérez',
      picture: 'https://lh3.googleusercontent.com/a/ana',
      perms: [],
      creado: true,
    });
    const cookie = first.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();

    const again = await login(
      await sign(claims({ picture: 'https://lh3.googleusercontent.com/b' })),
    );
    expect(again.json()).toMatchObject({
      creado: false,
      picture: 'https://lh3.googleusercontent.com/b',
    });
    const session = await server.app.inject({
      url: routes.session,
      headers: { cookie: sessionCookieOf(again) },
    });
    expect(session.json()).toEqual({
      email: 'ana@example.org',
      nombre: 'Ana Pérez',
      picture: 'https://lh3.googleusercontent.com/b',
      perms: [],
    });
  });

  it('keeps no control character an issuer sends: the name without them, no such address', async () => {
    const response = await login(
      await sign(
        claims({
          sub: '555',
          email: 'nul@example.org',
          name: 'Nu\u0000la\u001b[31m',
          picture: 'https://lh3.googleusercontent.com/a\u0000b',
        }),
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nombre: 'Nula[31m', picture: '' });
    await expectRejected(await sign(claims({ sub: '556', email: 'n\u0000l@example.org' })));
  });

  it('also takes the bare issuer name Google uses in older tokens', async () => {
    const response = await login(await sign(claims({ iss: 'accounts.google.com' })));
    expect(response.statusCode).toBe(200);
  });

  it('rejects an expired token', async () => {
    await expectRejected(
      await sign(claims({ iat: TEST_NOW - 7200, exp: TEST_NOW - 3600 })),
      'La credencial ha caducado',
    );
  });

  it('rejects a token for another audience', async () => {
    await expectRejected(await sign(claims({ aud: 'otro-cliente.apps.googleusercontent.com' })));
  });

  it('rejects a token from another issuer, even when signed with the right key', async () => {
    await expectRejected(await sign(claims({ iss: 'https://accounts.example.com' })));
  });

  it('rejects an unsigned token (alg none)', async () => {
    const { iss, aud, sub, exp, ...rest } = claims();
    const unsigned = new UnsecuredJWT(rest)
      .setIssuer(iss as string)
      .setAudience(aud as string)
      .setSubject(sub as string)
      .setExpirationTime(exp as number)
      .encode();
    await expectRejected(unsigned);
  });

  it('rejects a tampered token whose payload no longer matches its signature', async () => {
    const [header, , signature] = (await sign(claims())).split('.');
    const forged = Buffer.from(
      JSON.stringify(claims({ email: 'jefa@example.org', name: 'Intrusa' })),
    ).toString('base64url');
    await expectRejected(`${header}.${forged}.${signature}`);
  });

  it('rejects a token signed by a key that is not the issuer’s', async () => {
    await expectRejected(await sign(claims(), otherKey.privateKey));
    await expectRejected(await sign(claims(), otherKey.privateKey, 'clave-desconocida'));
  });

  it('rejects a token whose address is not verified, or has none', async () => {
    await expectRejected(
      await sign(claims({ email_verified: false })),
      'La dirección de correo no está verificada',
    );
    await expectRejected(await sign(claims({ email: undefined })));
  });

  it('rejects garbage and answers a missing token with a 400', async () => {
    await expectRejected('no-es-un-jwt');
    const missing = await server.app.inject({ method: 'POST', url: routes.login, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('caches the key set instead of fetching it for every sign-in', async () => {
    const before = jwksRequests;
    for (let i = 0; i < 5; i++) {
      expect((await login(await sign(claims()))).statusCode).toBe(200);
    }
    expect(jwksRequests - before).toBeLessThanOrEqual(1);
  });

  it('gives admo and bajed2 to an ADMIN_EMAILS address when it is created', async () => {
    const response = await login(
      await sign(claims({ email: 'Jefa@Example.org', sub: '42', name: 'Jefa' })),
    );
    expect(response.json()).toMatchObject({
      email: 'jefa@example.org',
      perms: ['admo', 'bajed2'],
      creado: true,
    });
  });

  it('over HTTPS, names the cookie __Host- and marks it Secure, and reads only that one', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await login(await sign(claims()), https);
    expect(response.cookies.map((candidate) => candidate.name)).toEqual([SECURE_SESSION_COOKIE]);
    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();

    const token = cookie?.value ?? '';
    const asked = (headers: Record<string, string>) =>
      server.app.inject({ url: routes.session, headers });
    expect(
      (await asked({ ...https, cookie: `${SECURE_SESSION_COOKIE}=${token}` })).statusCode,
    ).toBe(200);
    // A plain-named cookie over HTTPS may have been planted by anyone: it is not a session.
    expect((await asked({ ...https, cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(204);
    expect((await asked({ cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(200);
  });

  it('refuses an address that Google gave to another account (another sub)', async () => {
    const as = (sub: string) => sign(claims({ email: 'reciclada@example.org', sub }));
    expect((await login(await as('111'))).json()).toMatchObject({ creado: true });
    await expectRejected(
      await as('222'),
      'Esta dirección de correo es ahora de otra cuenta de Google',
    );
    expect((await login(await as('111'))).statusCode).toBe(200);
  });

  it('records the sub of a user made before subs were kept, at its next Google sign-in', async () => {
    await server.db
      .insertInto('user')
      .values({ email: 'antigua@example.org', created_at: TEST_NOW })
      .execute();
    const as = (sub: string) => sign(claims({ email: 'antigua@example.org', sub }));
    expect((await login(await as('333'))).json()).toMatchObject({ creado: false });
    const row = await server.db
      .selectFrom('identity')
      .innerJoin('user', 'user.id', 'identity.user_id')
      .select(['identity.issuer', 'identity.subject'])
      .where('user.email', '=', 'antigua@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ issuer: GOOGLE, subject: '333' });
    await expectRejected(
      await as('444'),
      'Esta dirección de correo es ahora de otra cuenta de Google',
    );
  });

  it('answers a 5xx, not a 401, when the issuer’s key set cannot be fetched', async () => {
    jwksDown = true;
    try {
      // An unknown key id forces a refetch, which fails.
      const response = await login(await sign(claims(), otherKey.privateKey, 'clave-nueva'));
      expect(response.statusCode).toBe(500);
    } finally {
      jwksDown = false;
    }
  });

  it('allows Google’s sign-in script, frames and pictures in the security headers', async () => {
    const response = await server.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain('https://*.googleusercontent.com');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
