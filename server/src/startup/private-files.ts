import fs from 'node:fs';

/**
 * Makes every file this process creates its user's alone: files 0600, folders 0700, by the
 * umask, so that it holds for every file whoever writes it (SQLite its database, WAL and SHM,
 * the backups, the keys, the download cache, the posters, the lock). DATA_DIR holds the
 * database, the keys that sessions and share links rest on and the backups: nothing there is
 * for the machine's other users.
 *
 * A DATA_DIR that an older version made readable by others (0755) is closed to 0700, which
 * also covers the files it made 0644 in it; answers whether it was. A DATA_DIR this process
 * may not change (another user's) is left as it is.
 */
export function keepDataPrivate(dataDir: string): boolean {
  process.umask(0o077);
  const mode = fs.statSync(dataDir, { throwIfNoEntry: false })?.mode;
  if (mode === undefined || (mode & 0o077) === 0) return false;
  try {
    fs.chmodSync(dataDir, mode & 0o700);
    return true;
  } catch {
    return false;
  }
}
