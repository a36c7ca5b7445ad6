import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject, TestRunner } from 'vitest';
import { type App, buildApp, closeApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { whenFileEnds } from './file-end.js';

export { whenFileEnds };

/** A fixed time so that dates in answers are predictable. */
export const TEST_NOW = 1_780_000_000;

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  dataDir: string;
}

/**
 * The test cluster's URL in the `server-postgres` project (`postgres-setup.ts`), where the same
 * test files run on PostgreSQL; undefined in the `server` project (SQLite).
 */
const postgresUrl: string | undefined = inject('postgresUrl');

/** The engine the tests of this run use. */
export const testEngine: 'sqlite' | 'postgres' = postgresUrl ? 'postgres' : 'sqlite';

const databases = new Map<string, Promise<string>>();

/**
 * A new database in the test cluster, empty or a copy of `template` (a database of the cluster
 * that nobody is connected to); its URL.
 */
async function createPostgresDatabase(clusterUrl: string, template?: string): Promise<string> {
  const name = `cineclub_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client(clusterUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The settings that choose the database of a test server using `dataDir`: none on SQLite (the
 * file in `dataDir`); on PostgreSQL, `DATABASE_URL` of a database of its own, the same for
 * every server started on that `dataDir` (as two servers on one `DATA_DIR` share its file).
 */
export async function databaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!postgresUrl) return {};
  let url = databases.get(dataDir);
  if (!url) {
    url = createPostgresDatabase(postgresUrl);
    databases.set(dataDir, url);
  }
  return { DATABASE_URL: await url };
}

/**
 * Runs `cleanup` after the `describe` that called this, as `afterAll` would; when called inside
 * a test (where `afterAll` is ignored), when the test file ends.
 */
export function afterScope(cleanup: () => unknown): void {
  if (TestRunner.getCurrentTest()) whenFileEnds(cleanup);
  else afterAll(cleanup);
}

/**
 * Closes a test server as a shutdown would, after at most 2 s: a client that went away can
 * leave an idle connection open (undici does, after an aborted fetch).
 */
export function closeTestApp(app: App): Promise<void> {
  return closeApp(app, 2_000);
}

/** A temp directory removed when the test file ends. */
export function tempDir(prefix = 'cineclub-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  whenFileEnds(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The size of the demo's generated files on test servers: a few KB, copied in a few chunks. */
const DEMO_FILE_SIZES = { min: 2_000, max: 9_000 };

/**
 * The settings and the database of a test server on `dataDir` with `env`, prepared as `npm start`
 * prepares them (`prepareDatabase`). A fresh demo one starts as a copy of a demo DATA_DIR (and
 * on PostgreSQL a database) prepared once in this test file for the same settings and time:
 * seeding the demo catalogue takes a second or more of CPU, which every demo server of the suite
 * paid before. `prepareDatabase` still runs on the copy, and finds the seed there, as on a
 * restart; the seed itself is tested on fresh databases (`demo-catalogue.test.ts`,
 * `demo-safety.test.ts`, `base.test.ts`).
 */
export async function openTestDatabase(
  dataDir: string,
  env: Record<string, string>,
  now: number,
): Promise<{ config: Config; db: Db }> {
  const settings = { LOG_LEVEL: 'silent', ...env };
  const fresh =
    !databases.has(dataDir) &&
    fs.existsSync(dataDir) &&
    fs.readdirSync(dataDir).length === 0 &&
    !('DATA_DIR' in env || 'DATABASE_URL' in env);
  const demo = () =>
    loadConfig({
      DATA_DIR: dataDir,
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      ...settings,
    }).demo;
  if (fresh && demo()) {
    const template = await demoTemplate(settings, now);
    fs.cpSync(template.dataDir, dataDir, { recursive: true });
    if (postgresUrl) {
      // One copy of a template at a time: PostgreSQL refuses a template others are reading.
      const copy = copies.then(() => createPostgresDatabase(postgresUrl, template.database));
      copies = copy.catch(() => undefined);
      databases.set(dataDir, copy);
    }
  }
  const config = loadConfig({ DATA_DIR: dataDir, ...(await databaseEnv(dataDir)), ...settings });
  const db = openDatabase(config);
  await prepareDatabase(db, config, { now, demoFileSizes: DEMO_FILE_SIZES });
  return { config, db };
}

interface DemoTemplate {
  dataDir: string;
  /** On PostgreSQL, the name of its database in the test cluster. */
  database?: string;
}

const templates = new Map<string, Promise<DemoTemplate>>();
let copies: Promise<unknown> = Promise.resolve();

/** The prepared demo DATA_DIR (and database) of this test file for `settings` at `now`. */
function demoTemplate(settings: Record<string, string>, now: number): Promise<DemoTemplate> {
  const key = JSON.stringify([now, Object.entries(settings).sort()]);
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const dataDir = tempDir('cineclub-template-');
      const url = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...(url ? { DATABASE_URL: url } : {}),
        ...settings,
      });
      const db = openDatabase(config);
      try {
        await prepareDatabase(db, config, { now, demoFileSizes: DEMO_FILE_SIZES });
      } finally {
        await db.destroy();
      }
      return { dataDir, database: url ? new URL(url).pathname.slice(1) : undefined };
    })();
    templates.set(key, template);
    whenFileEnds(() => templates.delete(key));
  }
  return template;
}

/**
 * A real app over a fresh database file in a temp DATA_DIR, prepared as `npm start` would
 * (demo catalogue with tiny files unless `env` turns demo mode off). Closed after the file.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  clock: Clock = () => TEST_NOW,
): Promise<TestServer> {
  const dataDir = tempDir();
  const { config, db } = await openTestDatabase(dataDir, env, clock());
  const app = await buildApp({ db, config, clock, logger: false });
  afterScope(async () => {
    await closeTestApp(app);
    await db.destroy();
  });
  return { app, db, config, dataDir };
}
