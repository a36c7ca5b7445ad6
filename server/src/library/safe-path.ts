import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Path safety of everything the server reads or writes by a stored name: library disks (scan,
 * staging copy, torrents), posters, IMDb dataset folders. Files are reached by a root and a
 * stored location (`dir`, '/'-separated and relative, and `name`), never by a path from a
 * request. A location whose segments could step out of the root is refused before any disk
 * access; a file is accepted only when, every link resolved, it lies inside the root's real
 * path, and that is checked on the opened file itself. Links that stay inside the root are
 * followed; links that leave it never are.
 */

/** A location that could leave its root, or a file that, links resolved, lies outside it. */
export class OutsideRootError extends Error {}

/** Where a file sits under a root: its folder ('' at the root) and its name. */
export interface Location {
  dir: string;
  name: string;
}

/** One path segment: not empty, not '.' or '..', no separator and no NUL. */
export function isPlainSegment(segment: string): boolean {
  return (
    segment !== '' &&
    segment !== '.' &&
    segment !== '..' &&
    !segment.includes('/') &&
    !segment.includes(path.sep) &&
    !segment.includes('\0')
  );
}

/** The path of `dir/name` under `root`, or null when a segment could step out of it. */
export function joinInside(root: string, location: Location): string | null {
  const segments = location.dir === '' ? [] : location.dir.split('/');
  if (![...segments, location.name].every(isPlainSegment)) return null;
  return path.join(root, ...segments, location.name);
}

/** Whether `target` is `root` or lies under it (both absolute and already resolved). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..';
}

function outside(root: string, location: Location): OutsideRootError {
  const shown = location.dir ? `${location.dir}/${location.name}` : location.name;
  return new OutsideRootError(`${shown} sale de ${root}`);
}

/**
 * The real path of `dir/name` under `root` when it exists and, links resolved, stays inside the
 * root's real path; null otherwise (missing, unreadable, or leading out).
 */
export async function resolveInside(root: string, location: Location): Promise<string | null> {
  const full = joinInside(root, location);
  if (!full) return null;
  try {
    const [realRoot, real] = await Promise.all([fs.realpath(root), fs.realpath(full)]);
    return isInside(realRoot, real) ? real : null;
  } catch {
    return null;
  }
}

/**
 * Opens `dir/name` under `root` for reading, only if it is a regular file inside the root.
 * The check is made on the opened file: the path it resolves to must be inside the root and be
 * the same file (device and inode) as the one opened, so a link swapped in after the scan, or
 * between the check and the open, is refused. O_NONBLOCK: a FIFO put in a film's place must
 * not hold a thread of the pool forever (it is then refused as not a regular file).
 */
export async function openInside(root: string, location: Location): Promise<fs.FileHandle> {
  const full = joinInside(root, location);
  if (!full) throw outside(root, location);
  const handle = await fs.open(full, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw new OutsideRootError(`${full} no es un fichero`);
    const real = await resolveInside(root, location);
    const resolved = real ? await fs.stat(real) : null;
    if (!resolved || resolved.ino !== opened.ino || resolved.dev !== opened.dev) {
      throw outside(root, location);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Runs `use` on a regular file inside `root` (see `openInside`), and closes it. */
async function withFileInside<T>(
  root: string,
  location: Location,
  use: (handle: fs.FileHandle) => Promise<T>,
): Promise<T> {
  const handle = await openInside(root, location);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/** The size and dates of a regular file inside `root`. */
export function statInside(root: string, location: Location) {
  return withFileInside(root, location, (handle) => handle.stat());
}

/** The whole content of a small regular file inside `root`, refused past `maxBytes`. */
export function readInside(root: string, location: Location, maxBytes: number): Promise<Buffer> {
  return withFileInside(root, location, async (handle) => {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new Error(`${location.name}: ${size} bytes, más de ${maxBytes}`);
    return handle.readFile();
  });
}

/**
 * Writes a new file `dir/name` under `root`; never replaces anything (O_EXCL, which also
 * refuses a link in the name's place). A folder that leads out of the root is refused before
 * the write and checked again on the written file, which is removed if it landed outside.
 */
export async function writeNewInside(
  root: string,
  location: Location,
  body: Uint8Array,
): Promise<void> {
  const full = joinInside(root, location);
  if (!full) throw outside(root, location);
  if (location.dir !== '' && !(await resolveInside(root, folderOf(location)))) {
    throw outside(root, location);
  }
  await fs.writeFile(full, body, { flag: 'wx' });
  if (!(await resolveInside(root, location))) {
    await fs.rm(full, { force: true });
    throw outside(root, location);
  }
}

function folderOf(location: Location): Location {
  const cut = location.dir.lastIndexOf('/');
  return cut < 0
    ? { dir: '', name: location.dir }
    : { dir: location.dir.slice(0, cut), name: location.dir.slice(cut + 1) };
}
