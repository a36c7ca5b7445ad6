import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@cineclub/contract';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_AUDIENCE,
  DEMO_ISSUER,
  DEMO_KEY_FILE,
  loadDemoIssuer,
} from '../src/accounts/demo-issuer.js';
import { DEMO_OVER_MESSAGE } from '../src/accounts/demo-queries.js';
import { requirePerm, requireUser } from '../src/accounts/guards.js';
import { SESSION_COOKIE } from '../src/accounts/session-cookie.js';
import { hashSessionToken } from '../src/accounts/session-token.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import {
  demoLogin,
  demoSession,
  sessionCookieOf,
  startAccountsServer,
  testClock,
} from './accounts-helpers.js';
import { databaseEnv, TEST_NOW, type TestServer, tempDir, testEngine } from './helpers.js';
import { migrateTo } from './test-catalogue.js';

const DAY = 86_400;

/** A demo token signed with a DATA_DIR's demo key, as its issuer would sign it anywhere. */
async function signDemoToken(dataDir: string, email: string) {
  const rules = { adminEmails: [], stillDemo: async () => true };
  return (await loadDemoIssuer(dataDir, () => TEST_NOW, rules)).sign(email);
}
const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer({}, { clock });
});

function logeado(cookie?: string) {
  return server.app.inject({ url: routes.session, headers: cookie ? { cookie } : {} });
}

function logout(
  cookie: string,
  all: boolean,
  headers: Record<string, string> = {},
  app = server.app,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/usuario/logout/${all}`,
    headers: { cookie, ...headers },
  });
}

function borr(cookie: string) {
  return server.app.inject({ method: 'DELETE', url: routes.deleteAccount, headers: { cookie } });
}

function userRow(email: string) {
  return server.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
}

describe('demo issuer', () => {
  it('offers the three demo accounts and no Google button', async () => {
    const response = await server.app.inject(routes.signInOptions);
    expect(response.json()).toEqual({
      google: null,
      oidc: null,
      demo: [
        { email: 'admin@demo.local', nombre: 'Jefa (demo)', perms: ['admo', 'bajed2'] },
        { email: 'socio@demo.local', nombre: 'Socio (demo)', perms: ['bajed2'] },
        { email: 'invitado@demo.local', nombre: 'Invitado (demo)', perms: [] },
      ],
    });
  });

  it('signs short-lived ID tokens with a key pair kept in DATA_DIR', async () => {
    const response = await server.app.inject(`${routes.demoIdToken}?email=Socio@Demo.local`);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    expect(claims).toMatchObject({
      iss: DEMO_ISSUER,
      aud: DEMO_AUDIENCE,
      email: 'socio@demo.local',
      email_verified: true,
      iat: TEST_NOW,
      exp: TEST_NOW + 600,
    });
    const keyFile = path.join(server.dataDir, DEMO_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('answers a bad address with a 400', async () => {
    expect((await server.app.inject(`${routes.demoIdToken}?email=nadie`)).statusCode).toBe(400);
    expect((await server.app.inject(routes.demoIdToken)).statusCode).toBe(400);
  });

  it('keeps its key across restarts, and its tokens mean nothing outside demo mode', async () => {
    const dataDir = tempDir();
    const first = await startAccountsServer({}, { dataDir });
    const token = (await first.app.inject(`${routes.demoIdToken}?email=otra@demo.local`)).json()
      .token as string;
    await first.app.close();
    await first.db.destroy();

    const second = await startAccountsServer({}, { dataDir });
    const accepted = await second.app.inject({
      method: 'POST',
      url: routes.login,
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);

    const production = await startAccountsServer(
      { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' },
      { dataDir: tempDir() },
    );
    expect((await production.app.inject(`${routes.demoIdToken}?email=a@b.es`)).statusCode).toBe(
      404,
    );
    const refused = await production.app.inject({
      method: 'POST',
      url: routes.login,
      payload: { token },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('a demo server whose database Google sign-in took over', () => {
  it('signs nobody in from then on, with a token made before or after', async () => {
    const dataDir = tempDir();
    const demo = await startAccountsServer({}, { dataDir });
    const owner = 'jefa@example.org';
    const early = (await demo.app.inject(`${routes.demoIdToken}?email=${owner}`)).json()
      .token as string;

    // The same database (PostgreSQL's, or the SQLite file) with Google sign-in.
    await startAccountsServer(
      { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', ADMIN_EMAILS: owner },
      { dataDir },
    );
    const issued = await demo.app.inject(`${routes.demoIdToken}?email=${owner}`);
    expect(issued.statusCode).toBe(403);
    expect(issued.json().message).toBe(DEMO_OVER_MESSAGE);
    for (const token of [early, await signDemoToken(demo.dataDir, owner)]) {
      const login = await demo.app.inject({
        method: 'POST',
        url: routes.login,
        payload: { token },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(DEMO_OVER_MESSAGE);
      expect(login.cookies).toEqual([]);
    }
    const users = await demo.db.selectFrom('user').select('email').execute();
    const sessions = await demo.db.selectFrom('session').select('id').execute();
    expect({ users, sessions }).toEqual({ users: [], sessions: [] });
  });
});

describe('session lifecycle', () => {
  it('signs in a demo account with its permissions, not as a new user', async () => {
    const response = await demoLogin(server.app, 'admin@demo.local');
    expect(response.json()).toEqual({
      email: 'admin@demo.local',
      nombre: 'Jefa (demo)',
      picture: '',
      perms: ['admo', 'bajed2'],
      creado: false,
    });
  });

  it('keeps only a hash of the token, with creation, last use and expiry', async () => {
    const cookie = await demoSession(server.app, 'socio@demo.local');
    const token = cookie.split('=')[1] ?? '';
    const row = await server.db
      .selectFrom('session')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      created_at: clock(),
      last_used_at: clock(),
      expires_at: clock() + 30 * DAY,
    });
    const stored = await server.db.selectFrom('session').select('token_hash').execute();
    expect(stored.map((session) => session.token_hash)).not.toContain(token);
  });

  it('answers logeado with email and perms, or 204 without a live session', async () => {
    const cookie = await demoSession(server.app, 'socio@demo.local');
    const response = await logeado(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'socio@demo.local', perms: ['bajed2'] });

    // Signed out is an answer, not an error: no body, and no console error in the browser.
    const anonymous = await logeado();
    expect(anonymous.statusCode).toBe(204);
    expect(anonymous.body).toBe('');
    const forged = await logeado(`${SESSION_COOKIE}=inventado`);
    expect(forged.statusCode).toBe(204);
    // The dead cookie is cleared so the browser stops sending it.
    expect(forged.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(0);
  });

  it('logout/false ends this session only', async () => {
    const one = await demoSession(server.app, 'invitado@demo.local');
    const two = await demoSession(server.app, 'invitado@demo.local');
    const response = await logout(one, false);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(0);
    expect((await logeado(one)).statusCode).toBe(204);
    expect((await logeado(two)).statusCode).toBe(200);
  });

  it('logout/true from a second session ends every session of the user', async () => {
    const laptop = await demoSession(server.app, 'socio@demo.local');
    const phone = await demoSession(server.app, 'socio@demo.local');
    const other = await demoSession(server.app, 'admin@demo.local');
    expect((await logout(phone, true)).statusCode).toBe(204);
    expect((await logeado(laptop)).statusCode).toBe(204);
    expect((await logeado(phone)).statusCode).toBe(204);
    expect((await logeado(other)).statusCode).toBe(200);
  });

  it('logout without a session is harmless', async () => {
    expect((await logout('', false)).statusCode).toBe(204);
    expect((await logout('', true)).statusCode).toBe(204);
  });

  it('a new sign-in in the same browser replaces its old session', async () => {
    const old = await demoSession(server.app, 'socio@demo.local');
    const renewed = await demoLogin(server.app, 'admin@demo.local', { cookie: old });
    expect((await logeado(old)).statusCode).toBe(204);
    expect((await logeado(sessionCookieOf(renewed))).json().email).toBe('admin@demo.local');
  });

  it('slides the expiry with use and ends a session unused for SESSION_DAYS', async () => {
    const cookie = await demoSession(server.app, 'invitado@demo.local');
    clock.advance(20 * DAY);
    const used = await logeado(cookie);
    expect(used.statusCode).toBe(200);
    // The cookie's lifetime is renewed with the row's expiry.
    expect(used.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(30 * DAY);
    clock.advance(20 * DAY);
    expect((await logeado(cookie)).statusCode).toBe(200);
    clock.advance(31 * DAY);
    expect((await logeado(cookie)).statusCode).toBe(204);
    // Expired rows are swept at the next sign-in.
    await demoSession(server.app, 'invitado@demo.local');
    const expired = await server.db
      .selectFrom('session')
      .select('id')
      .where('expires_at', '<=', clock())
      .execute();
    expect(expired).toEqual([]);
  });

  it('a first sign-in creates the user (creado) without permissions', async () => {
    const first = await demoLogin(server.app, 'nueva@example.org');
    expect(first.json()).toEqual({
      email: 'nueva@example.org',
      // No name from the address (issue 47): the new-user screen asks for one.
      nombre: '',
      picture: '',
      perms: [],
      creado: true,
    });
    expect((await demoLogin(server.app, 'nueva@example.org')).json().creado).toBe(false);
  });

  it('deletes the signed-in user and everything of theirs', async () => {
    const first = await demoSession(server.app, 'borrame@example.org');
    const second = await demoSession(server.app, 'borrame@example.org');
    const user = await userRow('borrame@example.org');
    expect(user).toBeDefined();
    const response = await borr(first);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(0);
    expect(await userRow('borrame@example.org')).toBeUndefined();
    const sessions = await server.db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', user?.id ?? 0)
      .execute();
    expect(sessions).toEqual([]);
    expect((await logeado(second)).statusCode).toBe(204);
    // Signing in again is a new user.
    expect((await demoLogin(server.app, 'borrame@example.org')).json().creado).toBe(true);
  });

  it('refuses to delete a bajed2 user (403) and keeps it', async () => {
    const cookie = await demoSession(server.app, 'socio@demo.local');
    const response = await borr(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Una cuenta con permiso de descarga no se puede borrar');
    expect(await userRow('socio@demo.local')).toBeDefined();
    expect((await logeado(cookie)).statusCode).toBe(200);
    expect((await borr('')).statusCode).toBe(401);
  });

  it('every table that refers to a user lets the user be deleted with it', async () => {
    // "Everything that is theirs" goes by ON DELETE CASCADE (or SET NULL for shared things);
    // a table added later without it would make account deletion fail, so check them all.
    const keys = await foreignKeysTo('user', server.db);
    expect(keys.map((key) => key.table)).toContain('session');
    const offenders = keys
      .filter((key) => !['CASCADE', 'SET NULL'].includes(key.onDelete))
      .map((key) => `${key.table} (${key.onDelete})`);
    expect(offenders).toEqual([]);
  });
});

describe('request.user and the guards', () => {
  let guarded: TestServer;

  beforeAll(async () => {
    guarded = await startAccountsServer();
    guarded.app.get('/api/prueba/yo', async (request) => ({ user: request.user }));
    guarded.app.get('/api/prueba/usuario', { preHandler: requireUser }, async () => ({ ok: 1 }));
    guarded.app.get('/api/prueba/admo', { preHandler: requirePerm('admo') }, async () => ({
      ok: 1,
    }));
    guarded.app.get('/api/prueba/bajed2', { preHandler: requirePerm('bajed2') }, async () => ({
      ok: 1,
    }));
  });

  it('sets request.user from the session cookie on every request', async () => {
    const anonymous = await guarded.app.inject('/api/prueba/yo');
    expect(anonymous.json()).toEqual({ user: null });
    const cookie = await demoSession(guarded.app, 'socio@demo.local');
    const signedIn = await guarded.app.inject({ url: '/api/prueba/yo', headers: { cookie } });
    expect(signedIn.json()).toEqual({
      user: { id: expect.any(Number), email: 'socio@demo.local', perms: ['bajed2'] },
    });
  });

  it('answers 401 signed out and 403 without the permission', async () => {
    const invitado = await demoSession(guarded.app, 'invitado@demo.local');
    const socio = await demoSession(guarded.app, 'socio@demo.local');
    const admin = await demoSession(guarded.app, 'admin@demo.local');
    const status = async (url: string, cookie?: string) =>
      (await guarded.app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;

    expect(await status('/api/prueba/usuario')).toBe(401);
    expect(await status('/api/prueba/usuario', invitado)).toBe(200);
    expect(await status('/api/prueba/admo')).toBe(401);
    expect(await status('/api/prueba/admo', invitado)).toBe(403);
    expect(await status('/api/prueba/admo', socio)).toBe(403);
    expect(await status('/api/prueba/admo', admin)).toBe(200);
    expect(await status('/api/prueba/bajed2', invitado)).toBe(403);
    expect(await status('/api/prueba/bajed2', socio)).toBe(200);
    const forbidden = await guarded.app.inject({
      url: '/api/prueba/admo',
      headers: { cookie: socio },
    });
    expect(forbidden.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'No tiene permiso',
    });
  });
});

describe('CSRF and rate limit', () => {
  it('refuses state-changing calls from another site', async () => {
    const cookie = await demoSession(server.app, 'invitado@demo.local');
    const host = { host: 'cine.example.org' };
    const evil = await logout(cookie, false, { ...host, origin: 'https://malo.example.com' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Petición rechazada: viene de otro sitio');
    expect((await logeado(cookie)).statusCode).toBe(200);

    const byReferer = await logout(cookie, false, {
      ...host,
      referer: 'https://malo.example.com/pagina',
    });
    expect(byReferer.statusCode).toBe(403);
    expect((await logout(cookie, false, { ...host, origin: 'null' })).statusCode).toBe(403);
    // Same scheme and host but another port is another origin.
    expect(
      (await logout(cookie, false, { ...host, origin: 'http://cine.example.org:8080' })).statusCode,
    ).toBe(403);

    const sameSite = await logout(cookie, false, { ...host, origin: 'http://cine.example.org' });
    expect(sameSite.statusCode).toBe(204);
  });

  it('honours the proxy’s scheme and host when comparing origins, with TRUST_PROXY', async () => {
    const proxied = await startAccountsServer({ TRUST_PROXY: '1' });
    const cookie = await demoSession(proxied.app, 'invitado@demo.local');
    const headers = {
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cine.example.org',
      origin: 'https://cine.example.org',
    };
    const response = await logout(cookie, false, headers, proxied.app);
    expect(response.statusCode).toBe(204);
  });

  it('ignores forwarded headers without TRUST_PROXY: a client cannot claim another site', async () => {
    const cookie = await demoSession(server.app, 'invitado@demo.local');
    const response = await logout(cookie, false, {
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'malo.example.com',
      origin: 'https://malo.example.com',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a call without Origin or Referer through (not a browser)', async () => {
    const cookie = await demoSession(server.app, 'invitado@demo.local');
    expect((await logout(cookie, false)).statusCode).toBe(204);
  });

  it('checks the login call too', async () => {
    const token = (await server.app.inject(`${routes.demoIdToken}?email=socio@demo.local`)).json()
      .token;
    const response = await server.app.inject({
      method: 'POST',
      url: routes.login,
      payload: { token },
      headers: { host: 'cine.example.org', origin: 'https://malo.example.com' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits sign-in attempts per address and minute (LOGIN_RATE_LIMIT)', async () => {
    const limited = await startAccountsServer({ LOGIN_RATE_LIMIT: '3' });
    const attempt = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: routes.login,
        payload: { token: 'malo' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.7')).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiados intentos de inicio de sesión; espera un minuto',
    });
    expect((await attempt('10.0.0.8')).statusCode).toBe(401);
    // Without TRUST_PROXY a forged X-Forwarded-For is not a new address.
    const forged = await limited.app.inject({
      method: 'POST',
      url: routes.login,
      payload: { token: 'malo' },
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(forged.statusCode).toBe(429);
    // Other calls are not limited.
    for (let i = 0; i < 5; i++) {
      const health = await limited.app.inject({ url: '/api/health', remoteAddress: '10.0.0.7' });
      expect(health.statusCode).toBe(200);
    }
  });
});

describe('accounts settings', () => {
  it('reads SESSION_DAYS and LOGIN_RATE_LIMIT, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ sessionDays: 30, loginRateLimit: 10 });
    expect(loadConfig({ SESSION_DAYS: '7', LOGIN_RATE_LIMIT: '50' })).toMatchObject({
      sessionDays: 7,
      loginRateLimit: 50,
    });
    expect(() => loadConfig({ SESSION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: 'muchos' })).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('reads TRUST_PROXY: off by default, on, or the proxy’s addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'quizás' })).toThrow(/TRUST_PROXY/);
  });

  it('gives a session SESSION_DAYS days', async () => {
    const short = await startAccountsServer({ SESSION_DAYS: '2' });
    const response = await demoLogin(short.app, 'socio@demo.local');
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.maxAge).toBe(2 * DAY);
  });
});

/** Every foreign key that refers to `target`: the referring table and its ON DELETE rule. */
async function foreignKeysTo(target: string, db: TestServer['db']) {
  if (testEngine === 'postgres') {
    const rules: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE' };
    Object.assign(rules, { n: 'SET NULL', d: 'SET DEFAULT' });
    const { rows } = await sql<{ table: string; rule: string }>`
      select conrelid::regclass::text as table, confdeltype as rule from pg_constraint
      where contype = 'f' and confrelid = ${`"${target}"`}::regclass
    `.execute(db);
    return rows.map((row) => ({ table: row.table, onDelete: rules[row.rule] ?? row.rule }));
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
  `.execute(db);
  const keys = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ table: string; on_delete: string }>`
      select * from pragma_foreign_key_list(${name})
    `.execute(db);
    keys.push(
      ...rows
        .filter((key) => key.table === target)
        .map((key) => ({ table: name, onDelete: key.on_delete })),
    );
  }
  return keys;
}

describe('identities', () => {
  it('migration 0017 makes each kept Google sub an identity of Google’s issuer', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, ...(await databaseEnv(dataDir)) });
    const db = openDatabase(config);
    try {
      await migrateTo(db, '0014-catalogue-job');
      await sql`INSERT INTO "user" (email, name, picture, created_at, google_sub)
        VALUES ('g@x.es', 'G', '', 1, '123'), ('d@x.es', 'D', '', 2, NULL)`.execute(db);
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('identity')
        .innerJoin('user', 'user.id', 'identity.user_id')
        .select(['user.email', 'identity.issuer', 'identity.subject', 'identity.created_at'])
        .execute();
      expect(rows).toEqual([
        { email: 'g@x.es', issuer: 'https://accounts.google.com', subject: '123', created_at: 1 },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('records a demo sign-in as an identity of the demo issuer, by address', async () => {
    await demoLogin(server.app, 'socio@demo.local');
    const rows = await server.db
      .selectFrom('identity')
      .innerJoin('user', 'user.id', 'identity.user_id')
      .select(['identity.issuer', 'identity.subject'])
      .where('user.email', '=', 'socio@demo.local')
      .execute();
    expect(rows).toEqual([{ issuer: DEMO_ISSUER, subject: 'socio@demo.local' }]);
  });
});
