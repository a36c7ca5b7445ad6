import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type DiskConfig, LIBRARY_FOLDER } from '../config.js';
import { isInside } from './safe-path.js';

/**
 * DATA_DIR's own files (the database and its backups, the keys, the download cache, the
 * posters) are never library files: a disk whose scan listed them would let a member download
 * the database by guessing its id. `DATA_DIR/disks` alone may hold library disks (the demo's
 * generated ones); the rest of DATA_DIR is the server's.
 */

/** The real path of `target`, also when its last parts do not exist yet. */
export function realPathOf(target: string): string {
  const missing: string[] = [];
  let existing = path.resolve(target);
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...missing.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.resolve(target);
      missing.push(path.basename(existing));
      existing = parent;
    }
  }
}

/**
 * What is wrong with where DATA_DIR and the disks are (empty when nothing): DATA_DIR inside a
 * disk, or a disk inside DATA_DIR outside `DATA_DIR/disks` (the cache, the posters, the keys
 * beside the database). Real paths: a link does not hide one inside the other.
 */
export function folderConflicts(dataDir: string, disks: readonly DiskConfig[]): string[] {
  const data = realPathOf(dataDir);
  const library = path.join(data, LIBRARY_FOLDER);
  const problems: string[] = [];
  for (const disk of disks) {
    const root = realPathOf(disk.root);
    if (isInside(root, data)) {
      problems.push(`DATA_DIR (${data}) está dentro del disco ${disk.name} (${root})`);
    } else if (isInside(data, root) && !isInside(library, root)) {
      problems.push(
        `el disco ${disk.name} (${root}) está dentro de DATA_DIR (${data}), junto a la base ` +
          `de datos, las claves y la caché; solo puede estar en ${library}`,
      );
    }
  }
  return problems;
}

/** Refuses (a ConfigError) DATA_DIR and disks inside each other: the server does not start. */
export function checkDataFolders(config: { dataDir: string; disks: readonly DiskConfig[] }) {
  const problems = folderConflicts(config.dataDir, config.disks);
  if (!problems.length) return;
  throw new ConfigError(
    `Configuración no válida:\n${problems.join('\n')}\nDATA_DIR guarda la base de datos y ` +
      'las claves: ningún disco de DISKS puede contenerlos, o se podrían descargar.',
  );
}

/** DATA_DIR's own files, as the scan and the download copies check what they read. */
export interface ServerFiles {
  /** Whether a real path is DATA_DIR's own (DATA_DIR itself or inside it, not its disks). */
  owns(realPath: string): boolean;
  /** Whether a file is one of DATA_DIR's own under another name: a hard link to it. */
  isLinkedTo(stat: fs.Stats): Promise<boolean>;
}

export function serverFilesOf(dataDir: string): ServerFiles {
  const data = realPathOf(dataDir);
  const library = path.join(data, LIBRARY_FOLDER);
  return {
    owns: (realPath) => isInside(data, realPath) && !isInside(library, realPath),

    async isLinkedTo(stat) {
      // A hard link has more than one name, on the file system DATA_DIR is on: only then is
      // DATA_DIR searched for the same inode, so a library without such files costs nothing.
      if (stat.nlink < 2) return false;
      const own = await fs.promises.stat(data).catch(() => null);
      if (!own || own.dev !== stat.dev) return false;
      return holdsInode(data, library, stat.ino);
    },
  };
}

/** Whether a file under `dir` (not under `skip`) has the inode `ino`. */
async function holdsInode(dir: string, skip: string, ino: number): Promise<boolean> {
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop() as string;
    const entries = await fs.promises.readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (full !== skip) pending.push(full);
      } else if (entry.isFile() && (await fs.promises.lstat(full).catch(() => null))?.ino === ino) {
        return true;
      }
    }
  }
  return false;
}
