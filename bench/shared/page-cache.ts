import fs from 'node:fs';

/**
 * Reads a file through once, discarding what it reads, so that the OS holds it in its page
 * cache, and answers how long that took. The machines these benchmarks run on page out
 * memory left idle for about a minute (DAMON's `pageout` scheme on physical addresses), so
 * without this a run reads whatever was evicted since the last one from disk, and figures
 * taken a few minutes apart differ by half. A server's working set stays cached while it
 * serves; a cold cache is the disk's benchmark, not the search's.
 */
export function readIntoPageCache(file: string): { megabytes: number; seconds: number } {
  const started = performance.now();
  const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
  const fd = fs.openSync(file, 'r');
  let total = 0;
  try {
    for (let read = 1; read > 0; total += read) {
      read = fs.readSync(fd, buffer, 0, buffer.length, total);
    }
  } finally {
    fs.closeSync(fd);
  }
  return { megabytes: total / 1024 / 1024, seconds: (performance.now() - started) / 1000 };
}
