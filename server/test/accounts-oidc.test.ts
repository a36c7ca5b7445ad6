import { NEW_USER_COOKIE, routes } from '@cineclub/contract';
import { createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/session-cookie.js';
import { sessionCookieOf, startAccountsServer, testClock } from './accounts-helpers.js';
import type { TestServer } from './helpers.js';
import {
  OTHER_CLIENT,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from './oidc-provider.js';

/** Where the site says it is; the tests call the app directly, the provider sends back here. */
const PUBLIC_URL = 'http://127.0.0.1:3999';
const ADMIN_GROUP = 'cineclub-admin';

let provider: TestProvider;
let server: TestServer;
// openid-client checks the ID token's times against this clock: it starts at the real time,
// the provider's, and the tests move it.
const clock = testClock(Math.floor(Date.now() / 1000));

function oidcEnv(issuer: string): Record<string, string> {
  return {
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_NAME: 'Club',
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_ADMIN_GROUP: ADMIN_GROUP,
    PUBLIC_URL,
  };
}

beforeAll(async () => {
  provider = await startTestProvider([PUBLIC_URL + routes.oidcCallback]);
  provider.accounts.set('ana-1', { email: 'ana@club.es', email_verified: true, name: 'Ana' });
  provider.accounts.set('jefa-1', {
    email: 'jefa@club.es',
    email_verified: true,
    name: 'Jefa',
    groups: ['socios', ADMIN_GROUP],
  });
  server = await startAccountsServer(
    { ...oidcEnv(provider.issuer), GOOGLE_CLIENT_ID: 'cineclub.apps.googleusercontent.com' },
    // Google's keys are never asked for here: no Google token is posted.
    { clock, googleKeys: createLocalJWKSet({ keys: [] }) },
  );
});

afterAll(() => provider.close());

/** A browser at the provider: follows its redirects, with its cookies, back to this site. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const answer = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      jar.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    const location = answer.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${answer.status}: ${await answer.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(PUBLIC_URL)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

/** The start call, as the web's button makes it: the provider's address and the state cookie. */
async function start(app = server.app) {
  const answer = await app.inject({ url: routes.oidcStart });
  expect(answer.statusCode).toBe(200);
  const state = answer.cookies.find((cookie) => cookie.name === 'cineclub_oidc');
  expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return { url: new URL(answer.json().url as string), cookie: `cineclub_oidc=${state?.value}` };
}

function callback(back: URL, cookie: string, app = server.app) {
  return app.inject({ url: back.pathname + back.search, headers: { cookie } });
}

/** A whole sign-in as `sub`; answers the callback's answer. */
async function signIn(sub: string, app = server.app) {
  provider.signInAs(sub);
  const { url, cookie } = await start(app);
  return callback(await throughProvider(url.href), cookie, app);
}

function expectRefused(answer: Awaited<ReturnType<typeof callback>>, status: number, text: string) {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['content-type']).toContain('text/html');
  expect(answer.body).toContain(text);
  expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
}

function identitiesOf(email: string) {
  return server.db
    .selectFrom('identity')
    .innerJoin('user', 'user.id', 'identity.user_id')
    .select(['identity.issuer', 'identity.subject'])
    .where('user.email', '=', email)
    .orderBy('identity.issuer')
    .execute();
}

describe('OpenID Connect sign-in against a real provider (oidc-provider)', () => {
  it('is offered beside Google', async () => {
    const options = await server.app.inject(routes.signInOptions);
    expect(options.json()).toEqual({
      google: 'cineclub.apps.googleusercontent.com',
      oidc: { nombre: 'Club' },
      demo: null,
    });
  });

  it('describes its two calls in the OpenAPI document', async () => {
    const document = await server.app.inject(routes.openapi);
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toEqual(
      expect.arrayContaining([routes.oidcStart, routes.oidcCallback]),
    );
  });

  it('starts the code flow with PKCE, state and nonce, back to PUBLIC_URL', async () => {
    const { url } = await start();
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/api/usuario/oidc/callback`,
      scope: 'openid email profile groups',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(params[param]?.length).toBeGreaterThanOrEqual(43);
    }
  });

  it('signs a new person in, creates the user once, and the session works as Google’s', async () => {
    const first = await signIn('ana-1');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${PUBLIC_URL}/`);
    const created = first.cookies.find((cookie) => cookie.name === NEW_USER_COOKIE);
    expect(created?.value).toBe('1');
    expect(created?.httpOnly).toBeFalsy();
    const cookie = sessionCookieOf(first);
    const session = await server.app.inject({ url: routes.session, headers: { cookie } });
    expect(session.json()).toEqual({ email: 'ana@club.es', nombre: 'Ana', picture: '', perms: [] });
    expect(await identitiesOf('ana@club.es')).toEqual([
      { issuer: provider.issuer, subject: 'ana-1' },
    ]);

    const again = await signIn('ana-1');
    expect(again.statusCode).toBe(303);
    expect(again.cookies.find((c) => c.name === NEW_USER_COOKIE)).toBeUndefined();

    // Logging out ends this session only; `true` ends every one.
    const other = sessionCookieOf(again);
    const out = await server.app.inject({
      method: 'PUT',
      url: '/api/usuario/logout/false',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const asked = (c: string) => server.app.inject({ url: routes.session, headers: { cookie: c } });
    expect((await asked(cookie)).statusCode).toBe(204);
    expect((await asked(other)).statusCode).toBe(200);
    await server.app.inject({
      method: 'PUT',
      url: '/api/usuario/logout/true',
      headers: { cookie: other },
    });
    expect((await asked(other)).statusCode).toBe(204);
  });

  it('gives admo and bajed2 to a member of OIDC_ADMIN_GROUP', async () => {
    const answer = await signIn('jefa-1');
    const session = await server.app.inject({
      url: routes.session,
      headers: { cookie: sessionCookieOf(answer) },
    });
    expect(session.json()).toMatchObject({ email: 'jefa@club.es', perms: ['admo', 'bajed2'] });
  });

  it('links a verified address to its existing user on the first sign-in only', async () => {
    await server.db
      .insertInto('user')
      .values({ email: 'berta@club.es', name: 'Berta', created_at: clock() })
      .execute();
    provider.accounts.set('berta-1', { email: 'berta@club.es', email_verified: true });
    const linked = await signIn('berta-1');
    expect(linked.statusCode).toBe(303);
    expect(linked.cookies.find((c) => c.name === NEW_USER_COOKIE)).toBeUndefined();
    expect(await identitiesOf('berta@club.es')).toEqual([
      { issuer: provider.issuer, subject: 'berta-1' },
    ]);
    // Another account of the provider with the same address is not Berta.
    provider.accounts.set('berta-2', { email: 'berta@club.es', email_verified: true });
    expectRefused(await signIn('berta-2'), 401, 'ahora de otra cuenta de Club');
    // Berta's identity still signs in when the provider changes her address.
    provider.accounts.set('berta-1', { email: 'berta.nueva@club.es', email_verified: true });
    const session = await server.app.inject({
      url: routes.session,
      headers: { cookie: sessionCookieOf(await signIn('berta-1')) },
    });
    expect(session.json()).toMatchObject({ email: 'berta@club.es' });
  });

  it('neither links nor creates with an address the provider did not verify', async () => {
    await server.db
      .insertInto('user')
      .values({ email: 'carla@club.es', created_at: clock() })
      .execute();
    provider.accounts.set('intrusa', { email: 'carla@club.es', email_verified: false });
    expectRefused(await signIn('intrusa'), 401, 'no está verificada');
    provider.accounts.set('nueva', { email: 'nueva@club.es' });
    expectRefused(await signIn('nueva'), 401, 'no está verificada');
    expect(await identitiesOf('carla@club.es')).toEqual([]);
  });

  it('refuses a callback whose state is not this browser’s, or has none', async () => {
    provider.signInAs('ana-1');
    const mine = await start();
    const theirs = await start();
    const back = await throughProvider(theirs.url.href);
    expectRefused(await callback(back, mine.cookie), 400, 'no es válido o ha caducado');
    expectRefused(await callback(back, ''), 400, 'no es válido o ha caducado');
  });

  it('refuses a callback brought back twice (the same code)', async () => {
    provider.signInAs('ana-1');
    const { url, cookie } = await start();
    const back = await throughProvider(url.href);
    expect((await callback(back, cookie)).statusCode).toBe(303);
    expectRefused(await callback(back, cookie), 400, 'no es válido o ha caducado');
  });

  it('neither begins nor spends a sign-in on a HEAD (a link checker, a preview)', async () => {
    const pending = () =>
      server.db
        .selectFrom('oidc_login')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const before = Number((await pending()).n);
    const head = await server.app.inject({ method: 'HEAD', url: routes.oidcStart });
    expect(head.statusCode).toBe(404);
    expect(head.cookies).toEqual([]);
    expect(Number((await pending()).n)).toBe(before);
    provider.signInAs('ana-1');
    const { url, cookie } = await start();
    const back = await throughProvider(url.href);
    const headBack = await server.app.inject({
      method: 'HEAD',
      url: back.pathname + back.search,
      headers: { cookie },
    });
    expect(headBack.statusCode).toBe(404);
    expect(headBack.cookies).toEqual([]);
    // The state was not spent: the browser's own GET still signs in.
    expect((await callback(back, cookie)).statusCode).toBe(303);
  });

  it('refuses a code the provider gave another client', async () => {
    provider.signInAs('ana-1');
    const { url, cookie } = await start();
    url.searchParams.set('client_id', OTHER_CLIENT.id);
    expectRefused(await callback(await throughProvider(url.href), cookie), 400, 'no ha aceptado');
  });

  it('answers a 400 when the person says no at the provider', async () => {
    const { url, cookie } = await start();
    const state = url.searchParams.get('state') ?? '';
    const back = new URL(routes.oidcCallback, PUBLIC_URL);
    back.search = new URLSearchParams({
      error: 'access_denied',
      state,
      iss: provider.issuer,
    }).toString();
    expectRefused(await callback(back, cookie), 400, 'Club no ha dado acceso');
  });

  it.each([
    ['another audience', { aud: OTHER_CLIENT.id }],
    ['another issuer', { iss: 'http://127.0.0.1:1' }],
    ['another nonce', { nonce: 'no-es-el-mio' }],
  ])('refuses an ID token for %s, signed by the provider’s own key', async (_what, claims) => {
    await provider.tamper((token) => ({ ...token, ...claims }));
    try {
      expectRefused(await signIn('ana-1'), 401, 'La credencial no es válida');
    } finally {
      await provider.tamper(null);
    }
  });

  it('refuses an ID token signed by a key that is not the provider’s', async () => {
    await provider.tamper((token) => token, { foreignKey: true });
    try {
      expectRefused(await signIn('ana-1'), 401, 'La credencial no es válida');
    } finally {
      await provider.tamper(null);
    }
  });

  it('refuses an expired ID token', async () => {
    provider.signInAs('ana-1');
    const { url, cookie } = await start();
    const back = await throughProvider(url.href);
    // The test provider's ID tokens last a minute; the clock tolerance is 30 s.
    clock.advance(120);
    try {
      expectRefused(await callback(back, cookie), 401, 'La credencial ha caducado');
    } finally {
      clock.advance(-120);
    }
  });

  it('follows the provider’s key rotation', async () => {
    expect((await signIn('ana-1')).statusCode).toBe(303);
    const fetched = () => provider.requests.filter((url) => url.startsWith('/jwks')).length;
    const before = fetched();
    await provider.rotateKeys();
    // A minute on, a token signed by a key not yet seen makes the client fetch the set again.
    clock.advance(61);
    const rotated = await signIn('ana-1');
    expect(rotated.statusCode).toBe(303);
    expect(fetched()).toBe(before + 1);
  });

  it('says so at the start, in Spanish, when the provider that worked goes down', async () => {
    expect((await signIn('ana-1')).statusCode).toBe(303);
    await provider.down();
    try {
      const refused = await server.app.inject({ url: routes.oidcStart });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Club no responde; prueba más tarde');
    } finally {
      await provider.up();
    }
    expect((await signIn('ana-1')).statusCode).toBe(303);
  });

  it('answers a 503 page, not a crash, when the provider goes down mid sign-in', async () => {
    provider.signInAs('ana-1');
    const { url, cookie } = await start();
    const back = await throughProvider(url.href);
    await provider.down();
    try {
      expectRefused(await callback(back, cookie), 503, 'Club no responde; prueba más tarde');
    } finally {
      await provider.up();
    }
  });
});

describe('a provider down when the site starts', () => {
  it('starts all the same; the button’s call says so in Spanish until it is back', async () => {
    await provider.down();
    let site: TestServer;
    try {
      site = await startAccountsServer(oidcEnv(provider.issuer), { clock });
      const refused = await site.app.inject({ url: routes.oidcStart });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Club no responde; prueba más tarde');
    } finally {
      await provider.up();
    }
    const answer = await signIn('ana-1', site.app);
    expect(answer.statusCode).toBe(303);
  });
});

describe('OIDC_ADMIN_GROUP with OIDC_SCOPES left at its default', () => {
  /** The provider gives the groups claim only to the `groups` scope, as Authentik does. */
  const defaults = () => {
    const { OIDC_SCOPES: _chosen, ...env } = oidcEnv(provider.issuer);
    return env;
  };
  const jefe = { email: 'jefe@club.es', email_verified: true, groups: [ADMIN_GROUP] };

  it("asks a provider that lists the 'groups' scope for it: the group's members get admo", async () => {
    provider.accounts.set('jefe-1', jefe);
    const site = await startAccountsServer(defaults(), { clock });
    const { url } = await start(site.app);
    expect(url.searchParams.get('scope')).toBe('openid email profile groups');
    const answer = await signIn('jefe-1', site.app);
    const session = await site.app.inject({
      url: routes.session,
      headers: { cookie: sessionCookieOf(answer) },
    });
    expect(session.json()).toMatchObject({ email: 'jefe@club.es', perms: ['admo', 'bajed2'] });
  });

  it('warns at start, naming both settings, where the provider does not list it', async () => {
    provider.unlist('groups');
    const lines: string[] = [];
    try {
      const site = await startAccountsServer(
        { ...defaults(), LOG_LEVEL: 'warn' },
        {
          clock,
          logOutput: { write: (line: string) => lines.push(line) },
        },
      );
      const { url } = await start(site.app);
      expect(url.searchParams.get('scope')).toBe('openid email profile');
      await expect.poll(() => lines.join('')).toMatch(/OIDC_ADMIN_GROUP .*OIDC_SCOPES/);
    } finally {
      provider.unlist(null);
    }
  });
});
