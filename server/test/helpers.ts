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

/** A new, empty database in the test cluster; its URL. */
async function createPostgresDatabase(clusterUrl: string): Promise<string> {
  const name = `cineclub_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client(clusterUrl);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
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
 * Cleanups that run when the test file ends, last made first. Vitest silently ignores an
 * `afterAll` registered inside a test, so a helper called inside one never cleaned up: the
 * file's own `afterAll`, registered here as this module is imported by it (each test file
 * imports its modules afresh), runs them whoever registered them, and wherever.
 */
const atFileEnd: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of atFileEnd.splice(0).reverse()) await cleanup();
});

/** Runs `cleanup` when the test file ends, even when called inside a test. */
function whenFileEnds(cleanup: () => unknown): void {
  atFileEnd.push(cleanup);
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

/**
 * A real app over a fresh database file in a temp DATA_DIR, prepared as `npm start` would
 * (demo catalogue with tiny files unless `env` turns demo mode off). Closed after the file.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  clock: Clock = () => TEST_NOW,
): Promise<TestServer> {
  const dataDir = tempDir();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(await databaseEnv(dataDir)),
    ...env,
  });
  const db = openDatabase(config);
  await prepareDatabase(db, config, { now: clock(), demoFileSizes: { min: 2_000, max: 9_000 } });
  const app = await buildApp({ db, config, clock, logger: false });
  afterScope(async () => {
    await closeTestApp(app);
    await db.destroy();
  });
  return { app, db, config, dataDir };
}
