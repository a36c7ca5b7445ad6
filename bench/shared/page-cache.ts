import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a file through once, discarding what it reads, so that the OS holds it in its page
 * cache, and answers how long that took. The machines these benchmarks run on page out
 * memory left idle for about a minute (DAMON's `pageout` scheme on physical addresses), so
 * without this a run reads whatever was evicted since the last one from disk, and figures
 * taken a few minutes apart differ by half. A server's working set stays cached while it
 * serves; a cold cache is the disk's benchmark, not the search's. A folder (a PostgreSQL
 * cluster's) is read file by file.
 */
export function readIntoPageCache(file: string): { megabytes: number; seconds: number } {
  const started = performance.now();
  const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
  const readFile = (name: string) => {
    let fd: number;
    try {
      fd = fs.openSync(name, 'r');
    } catch (error) {
      // A cluster's temporary file, gone since the folder was listed.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let size = 0;
    try {
      for (let read = 1; read > 0; size += read) {
        read = fs.readSync(fd, buffer, 0, buffer.length, size);
      }
    } finally {
      fs.closeSync(fd);
    }
    return size;
  };
  const files = fs.statSync(file).isDirectory()
    ? fs
        .readdirSync(file, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [file];
  let total = 0;
  for (const name of files) total += readFile(name);
  return { megabytes: total / 1024 / 1024, seconds: (performance.now() - started) / 1000 };
}
