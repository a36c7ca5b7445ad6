import { routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_NEWCOMERS } from '../src/accounts/demo-accounts.js';
import { DEMO_MARK } from '../src/accounts/demo-queries.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { type Db, openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { demoLogin, startAccountsServer } from './accounts-helpers.js';
import { TEST_NOW, type TestServer, tempDir } from './helpers.js';

const GOOGLE = { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' };
const tiny = { min: 2_000, max: 9_000 };

/** Prepares the database of `dataDir` as a start with `env` would, then closes it. */
async function prepareWith(dataDir: string, env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = openSqlite(config.databaseFile);
  try {
    return await prepareDatabase(db, config, { now: TEST_NOW, demoFileSizes: tiny });
  } finally {
    await db.destroy();
  }
}

/** Opens the database of `dataDir` for a look or a change, and closes it. */
async function withDb<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = openSqlite(loadConfig({ DATA_DIR: dataDir }).databaseFile);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

const emails = (db: Db) =>
  db
    .selectFrom('user')
    .select('email')
    .orderBy('email')
    .execute()
    .then((rows) => rows.map((row) => row.email));

/** Both ways into demo mode (by default on loopback, and DEMO=1) refuse the database. */
async function expectDemoRefused(dataDir: string, message: RegExp) {
  for (const env of [{}, { DEMO: '1', HOST: '0.0.0.0' }] as Record<string, string>[]) {
    const start = prepareWith(dataDir, env);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(message);
  }
}

async function stop(server: TestServer) {
  await server.app.close();
  await server.db.destroy();
}

describe('demo mode on a real site’s database', () => {
  it('is refused, naming the settings, and leaves the database as it was', async () => {
    const dataDir = tempDir();
    // Real users, but no mark of Google's (a database from before it).
    await prepareWith(dataDir, { DEMO: '0' });
    await withDb(dataDir, (db) =>
      db.insertInto('user').values({ email: 'ana@example.org', created_at: TEST_NOW }).execute(),
    );
    await expectDemoRefused(dataDir, /usuarios de un sitio real.*DATA_DIR.*GOOGLE_CLIENT_ID/s);
    expect(await withDb(dataDir, emails)).toEqual(['ana@example.org']);
  });
});

describe('a database Google sign-in started on', () => {
  it('is never the demo’s again, even with no user left in it', async () => {
    const dataDir = tempDir();
    const demo = await startAccountsServer({}, { dataDir });
    await demoLogin(demo.app, 'alguien@example.org');
    await stop(demo);
    await prepareWith(dataDir, GOOGLE);
    expect(await withDb(dataDir, emails)).toEqual([]);
    await expectDemoRefused(
      dataDir,
      /sitio real: ha arrancado con GOOGLE_CLIENT_ID u OIDC_ISSUER_URL.*DATA_DIR/s,
    );
    expect(await withDb(dataDir, emails)).toEqual([]);
  });
});

describe('a demo database', () => {
  it('keeps working with the users demo mode made, and takes an old one without the mark', async () => {
    const dataDir = tempDir();
    const first = await startAccountsServer({}, { dataDir });
    await demoLogin(first.app, 'alguien@example.org');
    await stop(first);
    await expect(prepareWith(dataDir, {})).resolves.toMatchObject({ demoUsersRemoved: 0 });

    // A demo database from before the mark: only the demo accounts in it.
    await withDb(dataDir, async (db) => {
      await db.deleteFrom('user').where('email', '=', 'alguien@example.org').execute();
      await db.deleteFrom('meta').where('key', '=', DEMO_MARK).execute();
    });
    await prepareWith(dataDir, {});
    const mark = await withDb(dataDir, (db) =>
      db.selectFrom('meta').select('key').where('key', '=', DEMO_MARK).executeTakeFirst(),
    );
    expect(mark).toBeDefined();
  });

  it('becomes a real site’s when Google sign-in starts on it: demo users go, films stay', async () => {
    const dataDir = tempDir();
    const demo = await startAccountsServer({}, { dataDir });
    await demoLogin(demo.app, 'alguien@example.org');
    await demoLogin(demo.app, 'admin@demo.local');
    await stop(demo);

    const report = await prepareWith(dataDir, GOOGLE);
    // The demo accounts, the demo's invented members and newcomers, and the one who signed in.
    expect(report.demoUsersRemoved).toBe(
      DEMO_ACCOUNTS.length + DEMO_MEMBERS.length + DEMO_NEWCOMERS.length + 1,
    );
    await withDb(dataDir, async (db) => {
      expect(await emails(db)).toEqual([]);
      expect(await db.selectFrom('session').select('id').execute()).toEqual([]);
      expect((await db.selectFrom('film').select('id').limit(1).execute()).length).toBe(1);
      await db
        .insertInto('user')
        .values({ email: 'ana@example.org', created_at: TEST_NOW })
        .execute();
    });
    await expect(prepareWith(dataDir, GOOGLE)).resolves.toMatchObject({ demoUsersRemoved: 0 });
    // And back to demo mode is refused now: the database has a real user.
    await expect(prepareWith(dataDir, {})).rejects.toThrow(ConfigError);
  });
});

describe('ADMIN_EMAILS in demo mode', () => {
  it('are refused by the demo issuer and never made admins by a demo sign-in', async () => {
    const dataDir = tempDir();
    const before = await startAccountsServer({}, { dataDir });
    const issued = await before.app.inject(`${routes.demoIdToken}?email=jefa@example.org`);
    const token = issued.json().token as string;
    await stop(before);

    const server = await startAccountsServer({ ADMIN_EMAILS: 'jefa@example.org' }, { dataDir });
    const refused = await server.app.inject(`${routes.demoIdToken}?email=Jefa@Example.org`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/administrador del sitio/);

    // A token signed before the address was listed still makes no admin.
    const login = await server.app.inject({
      method: 'POST',
      url: routes.login,
      payload: { token },
    });
    expect(login.json()).toMatchObject({ email: 'jefa@example.org', perms: [], creado: true });
  });
});
