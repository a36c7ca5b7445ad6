import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The lock file of a SQLite site's folder, beside its database. */
export const LOCK_FILE = 'cineclub.lock';

/** Where SQLite keeps `user_version` in a database file's header: the holder's pid, here. */
const USER_VERSION_OFFSET = 60;

/**
 * The locks this process holds: a connection nobody refers to is closed when it is collected,
 * and its lock would go with it.
 */
const held = new Set<SQLite.Database>();

/** Another process holds the folder: the message says which, and what to do instead. */
export class FolderInUseError extends Error {}

/**
 * Takes the lock of a SQLite site's folder for as long as the process lives (or until
 * `release`): one app server per SQLite database, and no `restore` under a running one. Two
 * servers on one file would each keep their own view of what only one may hold (the demo's
 * sign-in next to Google's, the download engine's copies, the in-memory limits).
 *
 * The lock is an OS lock, not a file that says "taken": a SQLite file of its own that this
 * process writes in EXCLUSIVE locking mode, so SQLite holds its POSIX lock on it until the
 * connection closes, and the kernel drops it when the process ends in any way (kill -9, a
 * crash, a power cut leaves nothing to clean). A lock file with a pid, or proper-lockfile's
 * mtime, would need a staleness rule instead: a server restarted right after a crash would be
 * refused for a while, or a server whose event loop a long synchronous SQLite statement held
 * would lose its lock to a second one. The holder writes its pid into the file's header
 * (`user_version`) so that a refused process can name it.
 */
export function lockSqliteFolder(dir: string): { release: () => void } {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const lock = new SQLite(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write takes the exclusive lock, which EXCLUSIVE mode never gives back.
    lock.pragma(`user_version = ${process.pid}`);
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    const holder = holderOf(file);
    throw new FolderInUseError(
      `Otro proceso de Cineclub${holder ? ` (pid ${holder})` : ''} ya usa la base de datos de ` +
        `${dir}: tiene el bloqueo ${file}. Con SQLite solo puede haber un servidor por DATA_DIR ` +
        '(y restore y migrate-to-postgres, con el servidor parado). Para varios servidores, ' +
        'usa PostgreSQL (DATABASE_URL).',
    );
  }
  held.add(lock);
  return {
    release: () => {
      held.delete(lock);
      lock.close();
    },
  };
}

/** The pid the holder wrote, read from the file's bytes (SQLite itself may not read it now). */
function holderOf(file: string): number | null {
  try {
    const header = Buffer.alloc(4);
    const handle = fs.openSync(file, 'r');
    try {
      fs.readSync(handle, header, 0, 4, USER_VERSION_OFFSET);
    } finally {
      fs.closeSync(handle);
    }
    return header.readUInt32BE(0) || null;
  } catch {
    return null;
  }
}
