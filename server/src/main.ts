import { buildApp, closeApp } from './app.js';
import { systemClock } from './clock.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { FolderInUseError, lockSqliteFolder, openDatabase } from './db/connection.js';
import { checkDataFolders } from './library/server-files.js';
import { prepareDatabase } from './startup/prepare.js';
import { keepDataPrivate } from './startup/private-files.js';

const VERSION = process.env.npm_package_version ?? '0.1.0';

async function main(): Promise<void> {
  const config = loadConfig();
  checkDataFolders(config);
  const closed = keepDataPrivate(config.dataDir);
  // One server per SQLite folder, for the process's life; PostgreSQL takes several.
  const lock = config.databaseUrl ? null : lockSqliteFolder(config.dataDir);
  const db = openDatabase(config);
  const app = await buildApp({ db, config, clock: systemClock, version: VERSION });
  if (closed)
    app.log.warn({ dataDir: config.dataDir }, 'DATA_DIR was open to other users: now 0700');
  const started = Date.now();
  const report = await prepareDatabase(db, config, { now: systemClock() });
  if (report.migrations.length)
    app.log.info({ migrations: report.migrations }, 'database migrated');
  if (report.demoUsersRemoved) {
    app.log.warn(
      { users: report.demoUsersRemoved },
      'demo users removed: a real sign-in now owns this database',
    );
  }
  if (report.seed) {
    app.log.info({ ...report.seed, ms: Date.now() - started }, 'demo catalogue loaded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await closeApp(app, config.shutdownTimeoutMs, () =>
      app.log.warn('shutdown: closing the connections still open'),
    );
    await db.destroy();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('[::1]', 'localhost');
  console.log(`Cineclub en ${url} (${modeLine(config)})`);
}

/** The sign-in mode in words, for the start-up line: who can sign in, and as whom. */
function modeLine(config: Config): string {
  if (config.demo) {
    return 'modo demo: cualquiera que llegue al sitio entra como cualquier dirección, también como admin@demo.local, que administra el sitio';
  }
  const methods = [
    config.googleClientId ? 'Google' : null,
    config.oidc ? `${config.oidc.name} (OpenID Connect)` : null,
  ].filter(Boolean);
  if (methods.length) return `acceso con ${methods.join(' y ')}`;
  return 'sin inicio de sesión: ni GOOGLE_CLIENT_ID, ni OIDC_ISSUER_URL, ni DEMO=1';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
