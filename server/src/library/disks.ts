import type { DiskConfig } from '../config.js';
import {
  joinInside,
  type Location,
  OutsideRootError,
  openInside,
  resolveInside,
  statInside,
} from './safe-path.js';
import type { ServerFiles } from './server-files.js';

/**
 * Library files as their rows store them (a disk of DISKS by name, a folder and a name) turned
 * into paths: the one place a disk's root and a stored location are joined, always through
 * `joinInside`, so a location that could step out of its root never becomes a path.
 */

/** A stored file or torrent: the disk's name and where it sits on it. */
export interface DiskLocation extends Location {
  disk: string;
}

/** A stored location found on a configured disk: its root, and the full path (for messages). */
export interface DiskFile extends Location {
  root: string;
  path: string;
}

/** The root of a disk of DISKS, or undefined when no such disk is configured. */
export function diskRoot(disks: readonly DiskConfig[], disk: string): string | undefined {
  return disks.find((candidate) => candidate.name === disk)?.root;
}

/** Where a stored file is, or null when its disk is not in DISKS or it could leave the root. */
export function diskFile(disks: readonly DiskConfig[], location: DiskLocation): DiskFile | null {
  const root = diskRoot(disks, location.disk);
  const full = root === undefined ? null : joinInside(root, location);
  if (root === undefined || full === null) return null;
  return { root, dir: location.dir, name: location.name, path: full };
}

/**
 * A stored file that can be read now, as a regular file inside its disk's root (see
 * `statInside`), with its size; null when its disk is not configured, or it is missing,
 * unreadable or leads out.
 */
export async function readableFile(
  disks: readonly DiskConfig[],
  location: DiskLocation,
): Promise<{ file: DiskFile; size: number } | null> {
  const file = diskFile(disks, location);
  const stat = file ? await statInside(file.root, file).catch(() => null) : null;
  return file && stat ? { file, size: stat.size } : null;
}

/**
 * Opens a library file for reading (see `openInside`), refusing DATA_DIR's own files: by path,
 * or by device and inode (a hard link to the database or a key has a name of its own). Checked
 * on the opened file, at the time of reading, whatever the scan saw.
 */
export async function openLibraryFile(file: DiskFile, serverFiles: ServerFiles) {
  const handle = await openInside(file.root, file);
  try {
    const real = await resolveInside(file.root, file);
    if (!real || serverFiles.owns(real) || (await serverFiles.isLinkedTo(await handle.stat()))) {
      throw new OutsideRootError(`${file.path} es un fichero de DATA_DIR`);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
