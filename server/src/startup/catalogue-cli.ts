import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isListCode, listCodes } from '@cineclub/contract';
import { pino } from 'pino';
import { jobWhat } from '../admin/jobs/job-what.js';
import { createPosterStore } from '../catalogue/poster-store.js';
import { systemClock } from '../clock.js';
import { type Config, ConfigError, loadConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { ImportInputError } from '../import/errors.js';
import { findDatasets, importImdb } from '../import/imdb.js';
import { createImdbQueries } from '../import/imdb-queries.js';
import { importList } from '../import/list.js';
import type { OnProgress } from '../import/progress.js';
import {
  fmt,
  imdbSummaryLines,
  listSummaryLines,
  scanSummaryLines,
} from '../import/summary-lines.js';
import { checkDataFolders } from '../library/server-files.js';
import { serverChannelsOf } from '../notify/channels.js';
import { jobFailedNotifier } from '../notify/owner-events.js';
import { createNotifier, type Notifier } from '../notify/queue.js';
import { keepDataPrivate } from './private-files.js';
import { progressOutput } from './progress-output.js';

/**
 * `npm run catalogue -- <command>`: the catalogue tools from a terminal. It only parses the
 * arguments, opens the database and prints; the work is done by importImdb, importList and
 * scanDisks, which the admin screen runs too.
 */
const USAGE = `Uso: npm run catalogue -- <orden>

  import-imdb CARPETA [--tv-movies]  importa los ficheros de IMDb de CARPETA
                                     (title.basics, title.akas, title.ratings,
                                     title.principals y name.basics, .tsv.gz)
  import-list LISTA FICHERO          carga la lista LISTA (${listCodes.join(', ')}) desde un CSV
                                     de posición e id de IMDb
  scan [--prune]                     recorre los discos de DISKS y asocia sus ficheros a películas
  backup FICHERO                     copia la base de datos en FICHERO, también con el
                                     servidor en marcha
  restore FICHERO                    sustituye la base de datos por la copia FICHERO (con el
                                     servidor parado; la anterior se guarda al lado)
  migrate-to-postgres --to URL       copia la base de datos SQLite de DATA_DIR en la base de
                                     datos PostgreSQL vacía URL (postgres://...), con el
                                     servidor parado; después, arranca con DATABASE_URL=URL

La base de datos es la de DATA_DIR, como en npm start.`;

/** Exit codes: 2 for bad input (nothing was done), 1 for a failure while working. */
const EXIT_USAGE = 2;
const EXIT_FAILED = 1;

class UsageError extends Error {}

type Command =
  | { name: 'import-imdb'; dir: string; tvMovies: boolean }
  | { name: 'import-list'; code: string; file: string }
  | { name: 'scan'; prune: boolean }
  | { name: 'backup' | 'restore'; file: string }
  | { name: 'migrate-to-postgres'; to: string }
  | { name: 'help' };

/** Paths are taken relative to where the user typed the command, not to npm's package root. */
function resolvePath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

function parseCommand(argv: string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  const options = {
    'tv-movies': { type: 'boolean' },
    prune: { type: 'boolean' },
    to: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    const known = ['--tv-movies', '--prune', '--to', '--help', '-h'];
    const unknown = argv.find(
      (arg) => arg.startsWith('-') && !known.includes(arg.split('=')[0] ?? ''),
    );
    throw new UsageError(unknown ? `Opción desconocida: ${unknown}` : (error as Error).message);
  }
  const { positionals, values } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === 'help' || name === undefined) return { name: 'help' };
  const expect = (count: number, what: string) => {
    if (rest.length === count) return;
    throw new UsageError(count ? `${name} necesita ${what}` : `${name} no admite argumentos`);
  };
  const flagsOnly = (allowed: string[]) => {
    const extra = Object.keys(values).filter((key) => !allowed.includes(key));
    if (extra.length) throw new UsageError(`${name} no admite --${extra.join(', --')}`);
  };
  switch (name) {
    case 'import-imdb':
      expect(1, 'la carpeta de los ficheros de IMDb');
      flagsOnly(['tv-movies']);
      return { name, dir: resolvePath(rest[0] ?? ''), tvMovies: Boolean(values['tv-movies']) };
    case 'import-list': {
      expect(2, `la lista (${listCodes.join(', ')}) y el fichero CSV`);
      flagsOnly([]);
      const [code = '', file = ''] = rest;
      if (!isListCode(code)) {
        throw new UsageError(
          `Lista desconocida '${code}': debe ser una de ${listCodes.join(', ')}`,
        );
      }
      return { name, code, file: resolvePath(file) };
    }
    case 'scan':
      expect(0, '');
      flagsOnly(['prune']);
      return { name, prune: Boolean(values.prune) };
    case 'backup':
    case 'restore':
      expect(1, 'el fichero de la copia');
      flagsOnly([]);
      return { name, file: resolvePath(rest[0] ?? '') };
    case 'migrate-to-postgres': {
      expect(0, '');
      flagsOnly(['to']);
      if (!values.to || !/^postgres(ql)?:\/\/./.test(values.to)) {
        throw new UsageError(`${name} necesita --to postgres://usuario:clave@servidor/base`);
      }
      return { name, to: values.to };
    }
    default:
      throw new UsageError(`Orden desconocida '${name}'`);
  }
}

type Work = Exclude<Command, { name: 'help' }>;

/** Refuses bad input before the database is opened (or created). */
function checkInput(command: Work, config: Config): void {
  if (command.name === 'import-imdb') findDatasets(command.dir);
  if (
    command.name === 'import-list' &&
    !fs.statSync(command.file, { throwIfNoEntry: false })?.isFile()
  ) {
    throw new ImportInputError(`No existe el fichero ${command.file}`);
  }
  if (command.name === 'scan' && !config.disks.length) {
    throw new ImportInputError('No hay discos: define DISKS=nombre=/ruta,...');
  }
}

/** Runs a catalogue tool with its progress shown; answers its summary lines. */
async function run(
  command: Work,
  db: Db,
  config: Config,
  signal: AbortSignal,
  onProgress: OnProgress,
): Promise<string[]> {
  const now = systemClock();
  switch (command.name) {
    case 'import-imdb': {
      const options = { dir: command.dir, tvMovies: command.tvMovies, now, signal };
      return imdbSummaryLines(await importImdb(createImdbQueries(db), options, onProgress));
    }
    case 'import-list':
      return listSummaryLines(
        await importList(db, { code: command.code, file: command.file }, onProgress),
      );
    case 'scan': {
      const { scanWithNotices } = await import('../admin/jobs/scan-notices.js');
      const posters = createPosterStore(config.dataDir, { maxBytes: config.imageStoreMaxBytes });
      const options = {
        ...{ disks: config.disks, dataDir: config.dataDir, prune: command.prune },
        ...{ now, signal, posters },
      };
      // The same notices as the server's scan; its sender delivers them (issue 44).
      const notify = { notifier: toolNotifier(config), actor: null };
      return scanSummaryLines(await scanWithNotices(db, options, notify, onProgress));
    }
    default:
      return [];
  }
}

/**
 * Queues notices for the site's app servers to send (a terminal sends nothing itself): to the
 * channels they deliver through, within their gathering window.
 */
function toolNotifier(config: Config): Notifier {
  return createNotifier({
    channels: serverChannelsOf(config.notify),
    gatherMs: config.notify.gatherMs,
    nowMs: Date.now,
  });
}

/** Who ran a terminal's job, as the admin screen's 'Catálogo' shows it. */
const TERMINAL = 'terminal';
const KIND_OF = { 'import-imdb': 'imdb', 'import-list': 'lista', scan: 'escaneo' } as const;
/** The tools left once backup, restore and the move to PostgreSQL have answered. */
type JobCommand = Extract<Work, { name: keyof typeof KIND_OF }>;

/**
 * Runs a catalogue tool as a job of the admin screen's (issue 47): its row says it runs, with
 * its progress, then how it ended, so 'Catálogo' shows a terminal's run as its last. As with a
 * second server, it is refused while a job of its kind runs. Errors still reach the terminal.
 */
async function asJob(
  command: JobCommand,
  db: Db,
  config: Config,
  work: (signal: AbortSignal, onProgress: OnProgress) => Promise<string[]>,
): Promise<string[]> {
  const { createCatalogueJobs } = await import('../admin/jobs/catalogue-jobs.js');
  const { createJobQueries } = await import('../admin/jobs/queries.js');
  const jobs = createCatalogueJobs({
    queries: createJobQueries(db),
    clock: systemClock,
    log: pino({ level: 'silent' }),
    // The server may run beside it: its job is another process's, left to its lease.
    shared: true,
    leaseMs: config.leaseMs,
    // A failed run tells the owner too: a terminal's runs are often a timer's (cron).
    onFailed: jobFailedNotifier(toolNotifier(config)),
  });
  const stop = () => void jobs.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let outcome: { lines: string[] } | { error: unknown } = { lines: [] };
  const what =
    command.name === 'import-imdb'
      ? jobWhat.imdb(command.dir)
      : command.name === 'import-list'
        ? jobWhat.list(command.code)
        : jobWhat.scan(command.prune);
  try {
    await jobs.start(
      KIND_OF[command.name],
      { email: TERMINAL, what },
      async (onProgress, signal) => {
        try {
          outcome = { lines: await work(signal, onProgress) };
          return outcome.lines;
        } catch (error) {
          outcome = { error };
          throw error;
        }
      },
    );
    await jobs.finished();
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.lines;
}

/**
 * Backup and restore work on the database file itself: no migration, nothing else loaded.
 * Restore takes the folder's lock before it replaces the file (see folder-lock.ts), as a
 * server does: it is refused while a server runs, and no server starts on the folder
 * meanwhile. Backup runs beside a server; so do the imports and the scan, as the admin
 * screen's jobs do.
 */
async function copyDatabase(
  command: Extract<Work, { name: 'backup' | 'restore' }>,
  config: Config,
): Promise<number> {
  const { BackupInputError, FolderInUseError, backupDatabase, restoreDatabase } = await import(
    '../db/connection.js'
  );
  try {
    if (command.name === 'backup') {
      const { bytes } = await backupDatabase(config.databaseFile, command.file);
      console.log(`Copia de seguridad en ${command.file} (${fmt(bytes)} bytes, íntegra)`);
    } else {
      const { aside } = await restoreDatabase(config.databaseFile, command.file, new Date());
      console.log(`Base de datos restaurada desde ${command.file}`);
      if (aside) console.log(`La anterior queda en ${aside}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupInputError || error instanceof FolderInUseError)) throw error;
    console.error(error.message);
    return EXIT_USAGE;
  }
}

/**
 * Copies the SQLite site of DATA_DIR into an empty PostgreSQL database, printing a progress
 * line per table at most once a second and the rows of each table at the end.
 */
async function moveToPostgres(url: string, config: Config): Promise<number> {
  if (!fs.existsSync(config.databaseFile)) {
    console.error(`No existe la base de datos ${config.databaseFile}`);
    return EXIT_USAGE;
  }
  const { FolderInUseError, TargetNotEmptyError, lockSqliteFolder } = await import(
    '../db/connection.js'
  );
  const { moveSqliteToPostgres } = await import('../db/move.js');
  let shownAt = 0;
  let lock: { release: () => void } | null = null;
  try {
    // Like restore: with the server stopped, so that nothing is written after the copy.
    lock = lockSqliteFolder(config.dataDir);
    const { copied, cleaned } = await moveSqliteToPostgres(config.databaseFile, url, (progress) => {
      const time = Date.now();
      if (progress.done < progress.total && time - shownAt < 1000) return;
      shownAt = time;
      console.log(`${progress.table}: ${fmt(progress.done)} de ${fmt(progress.total)} filas`);
    });
    for (const [column, count] of Object.entries(cleaned)) {
      console.log(
        `${column}: quitado el carácter NUL de ${fmt(count)} ${count === 1 ? 'texto' : 'textos'} ` +
          '(PostgreSQL no lo admite)',
      );
    }
    const rows = Object.values(copied).reduce((sum, count) => sum + count, 0);
    console.log(
      `Copiadas ${fmt(rows)} filas de ${Object.keys(copied).length} tablas; cada tabla tiene ` +
        'en PostgreSQL las mismas filas que en SQLite. Arranca el servidor con DATABASE_URL.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof TargetNotEmptyError || error instanceof FolderInUseError)) throw error;
    console.error(error.message);
    return EXIT_USAGE;
  } finally {
    lock?.release();
  }
}

async function main(argv: string[]): Promise<number> {
  let command: Work;
  let config: Config;
  try {
    const parsed = parseCommand(argv);
    if (parsed.name === 'help') {
      console.log(USAGE);
      return 0;
    }
    command = parsed;
    config = loadConfig();
    checkDataFolders(config);
    // Backups, a restored or new database: the owner's alone, as the server's files.
    keepDataPrivate(config.dataDir);
    checkInput(command, config);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    if (error instanceof ImportInputError || error instanceof ConfigError) {
      console.error(error.message);
      return EXIT_USAGE;
    }
    throw error;
  }
  if (command.name === 'backup' || command.name === 'restore') {
    if (config.databaseUrl) {
      // A PostgreSQL database is backed up with PostgreSQL's own tools, as the owner's others.
      console.error(
        `${command.name} copia el fichero SQLite; con DATABASE_URL usa pg_dump y pg_restore.`,
      );
      return EXIT_USAGE;
    }
    return copyDatabase(command, config);
  }
  if (command.name === 'migrate-to-postgres') return moveToPostgres(command.to, config);

  // The database modules load only now, so that usage errors answer at once.
  const { openDatabase } = await import('../db/connection.js');
  const { prepareDatabase } = await import('./prepare.js');
  const db = openDatabase(config);
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    // Migrations and the genre table, as at server start; never the demo catalogue.
    await prepareDatabase(db, { ...config, demo: false }, { now: systemClock() });
    const progress = progressOutput();
    let lines: string[];
    try {
      const tool = command as JobCommand;
      lines = await asJob(tool, db, config, (signal, onProgress) =>
        run(tool, db, config, signal, (event) => {
          onProgress(event);
          progress.onProgress(event);
        }),
      );
    } finally {
      progress.stop();
    }
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    if (controller.signal.aborted) {
      console.error('Interrumpido. Lo guardado hasta ahora se queda; se puede volver a lanzar.');
      return 130;
    }
    if (error instanceof ImportInputError) {
      console.error(error.message);
      return EXIT_USAGE;
    }
    console.error(error instanceof Error ? `Error: ${error.message}` : error);
    return EXIT_FAILED;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT_FAILED;
  },
);
