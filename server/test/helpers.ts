import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';

/** A fixed time so that dates in answers are predictable. */
export const TEST_NOW = 1_780_000_000;

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  dataDir: string;
}

/** A temp directory removed when the test file ends. */
export function tempDir(prefix = 'cineclub-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
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
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = openSqlite(config.databaseFile);
  await prepareDatabase(db, config, { now: clock(), demoFileSizes: { min: 2_000, max: 9_000 } });
  const app = await buildApp({ db, config, clock, logger: false });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, config, dataDir };
}
