import type { DiskConfig } from '../config.js';
import { joinInside, type Location, statInside } from './safe-path.js';

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
