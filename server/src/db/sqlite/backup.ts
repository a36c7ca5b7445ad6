import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { lockSqliteFolder } from './folder-lock.js';
import { sqliteMigrations } from './migrations/index.js';
import { schemaDifferences } from './schema-check.js';

/** Bad input to backup or restore (nothing was changed): the tool answers it with exit code 2. */
export class BackupInputError extends Error {}

/** Pages per step after the first: all of them, so that a step is one consistent read. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the database into `target` with SQLite's online backup while the site may be serving:
 * after a first small step the rest is copied in one step, inside one read transaction, so a
 * write by the server meanwhile does not make SQLite restart the copy over and over (in WAL mode
 * the server's writers do not wait for that read). The copy is checked and turned into a single
 * self-contained file (no write-ahead log) before it takes its name.
 */
export async function backupDatabase(databaseFile: string, target: string) {
  if (!fs.existsSync(databaseFile)) {
    throw new BackupInputError(`No existe la base de datos ${databaseFile}`);
  }
  if (fs.existsSync(target)) throw new BackupInputError(`Ya existe ${target}: elige otro nombre`);
  if (!fs.statSync(path.dirname(target), { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupInputError(`No existe la carpeta ${path.dirname(target)}`);
  }
  const partial = workingFile(target, 'part');
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  try {
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      checkIntegrity(copy, partial);
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { bytes: fs.statSync(target).size };
}

/**
 * Replaces the database with a backup. Only with the server stopped: a running server would go
 * on writing to the old file it has open. So the backup is copied and checked first (SQLite's
 * `integrity_check`, a Cineclub database of this version or an older one, with exactly the
 * schema its migrations make: see schema-check.ts); then it takes the folder's lock (refused
 * while a server runs: see folder-lock.ts), and the current database must not be open anywhere (no other connection may turn it out of WAL mode), and it is kept
 * beside the new one as `<name>.antes-de-restaurar-<time>`.
 */
export async function restoreDatabase(databaseFile: string, backupFile: string, now: Date) {
  if (!fs.statSync(backupFile, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupInputError(`No existe el fichero ${backupFile}`);
  }
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const incoming = workingFile(databaseFile, 'restaurando');
  // Checked on a copy: the backup file itself is never opened for writing.
  fs.copyFileSync(backupFile, incoming);
  try {
    await checkBackup(incoming, backupFile);
    // The folder's lock, as a server takes it: refused while one runs, and none starts meanwhile.
    const lock = lockSqliteFolder(path.dirname(databaseFile));
    try {
      const aside = fs.existsSync(databaseFile) ? setAside(databaseFile, now) : null;
      fs.renameSync(incoming, databaseFile);
      return { aside };
    } finally {
      lock.release();
    }
  } finally {
    fs.rmSync(incoming, { force: true });
  }
}

async function checkBackup(file: string, name: string) {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
  } catch {
    throw new BackupInputError(`${name} no es una base de datos SQLite`);
  }
  try {
    checkIntegrity(db, name);
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    if (!tables.has('kysely_migration') || !tables.has('film')) {
      throw new BackupInputError(`${name} no es una base de datos de Cineclub`);
    }
    const applied = db
      .prepare('SELECT name FROM kysely_migration ORDER BY name')
      .pluck()
      .all() as string[];
    const unknown = applied.filter((migration) => !(migration in sqliteMigrations));
    if (unknown.length) {
      throw new BackupInputError(
        `${name} es de una versión más nueva de Cineclub (${unknown.join(', ')})`,
      );
    }
    const differences = await schemaDifferences(db, applied);
    if (differences.length) {
      throw new BackupInputError(
        `${name} no tiene el esquema de una base de datos de Cineclub (${differences.length} ` +
          `diferencias: ${differences.slice(0, 5).join('; ')})`,
      );
    }
  } finally {
    db.close();
  }
}

function checkIntegrity(db: SQLite.Database, name: string) {
  let lines: string[];
  try {
    lines = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
  } catch {
    throw new BackupInputError(`${name} no es una base de datos SQLite`);
  }
  if (lines.length !== 1 || lines[0] !== 'ok') {
    throw new BackupInputError(`${name} está dañada: ${lines.slice(0, 3).join('; ')}`);
  }
}

/**
 * Moves the current database aside, refusing when another connection has it open (the server):
 * leaving WAL mode needs the only connection, and it also folds the log into the file.
 */
function setAside(databaseFile: string, now: Date): string {
  const current = new SQLite(databaseFile, { fileMustExist: true });
  try {
    current.pragma('busy_timeout = 0');
    current.pragma('journal_mode = DELETE');
  } catch {
    throw new BackupInputError(
      'La base de datos está en uso: para el servidor (y las herramientas del catálogo) antes de restaurar',
    );
  } finally {
    current.close();
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const aside = freeName(`${databaseFile}.antes-de-restaurar-${stamp}`);
  fs.renameSync(databaseFile, aside);
  fs.rmSync(`${databaseFile}-shm`, { force: true });
  return aside;
}

/**
 * The name of a working file of this process's own: two runs of the tool at once (two backups
 * to one name, two restores) must not write into each other's copy. It first deletes the ones
 * a killed run left (as large as the database): those whose process is gone.
 */
function workingFile(file: string, purpose: string) {
  const prefix = `${path.basename(file)}.${purpose}-`;
  for (const name of fs.readdirSync(path.dirname(file))) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : Number.NaN;
    if (Number.isInteger(pid) && !isRunning(pid)) {
      fs.rmSync(path.join(path.dirname(file), name), { force: true });
    }
  }
  return `${file}.${purpose}-${process.pid}`;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `name`, or `name-2`, `name-3`…: a database set aside earlier in the same second is kept. */
function freeName(name: string) {
  let candidate = name;
  for (let copy = 2; fs.existsSync(candidate); copy++) candidate = `${name}-${copy}`;
  return candidate;
}
