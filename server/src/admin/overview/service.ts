import fs from 'node:fs/promises';
import type { AdminOverview, DiskSummary, JobsAnswer } from '@cineclub/contract';
import type { DiskConfig } from '../../config.js';
import type { OverviewQueries } from './queries.js';

/** Free bytes under a disk's root, or null when its folder cannot be read (not mounted). */
async function freeBytes(root: string): Promise<number | null> {
  try {
    await fs.access(root, fs.constants.R_OK);
    const stats = await fs.statfs(root);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * The disks of DISKS in their order, then any other disk the catalogue still has files on:
 * one no longer set, whose files cannot be served.
 */
export async function diskSummaries(
  disks: readonly DiskConfig[],
  held: readonly { disk: string; files: number; films: number; bytes: number }[],
): Promise<DiskSummary[]> {
  const holding = new Map(held.map((row) => [row.disk, row]));
  const configured = await Promise.all(
    disks.map(async ({ name, root }) => {
      const libre = await freeBytes(root);
      return { name, presente: libre !== null, libre };
    }),
  );
  const names = new Set(disks.map((disk) => disk.name));
  const unset = held
    .filter((row) => !names.has(row.disk))
    .map((row) => ({ name: row.disk, presente: false, libre: null }));
  return [...configured, ...unset].map(({ name, presente, libre }) => {
    const row = holding.get(name);
    return {
      nombre: name,
      presente,
      peliculas: row?.films ?? 0,
      archivos: row?.files ?? 0,
      bytes: row?.bytes ?? 0,
      libre,
    };
  });
}

/** What the admin screen opens on (GET /admin/resumen). */
export function createOverviewService(deps: {
  queries: OverviewQueries;
  disks: readonly DiskConfig[];
  jobs: () => Promise<JobsAnswer>;
}) {
  const { queries } = deps;
  return {
    async overview(): Promise<AdminOverview> {
      const [peticiones, mensajes, tareas, held] = await Promise.all([
        queries.openRequests(),
        queries.unreadMessages(),
        deps.jobs(),
        queries.filesByDisk(),
      ]);
      return { peticiones, mensajes, tareas, discos: await diskSummaries(deps.disks, held) };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
