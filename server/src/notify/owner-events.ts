import type { Db } from '../db/connection.js';
import type { Notifier } from './queue.js';
import type { NoticePayload } from './rules.js';

/**
 * The owner's events of the catalogue's work (issue 44), as `jefe` notices: a job that failed
 * and a disk missing at a scan. (A new request and a contact message are queued by the
 * community service.) Each goes to every admo member but the one who caused it, and to
 * NOTIFY_URL; on the caller's handle, so it commits with what records it.
 */

/** The page of the admin screen where jobs and disks are shown. */
const CATALOGUE_PAGE = '/admo/catalogo';

/** The catalogue jobs' names, as the owner reads them. */
const JOB_NAMES: Record<string, string> = {
  imdb: 'La importación de IMDb',
  lista: 'La carga de la lista',
  escaneo: 'El escaneo de los discos',
  tmdb: 'El relleno desde TMDB',
};

/** What the notice of a failed job says: the first line is its title. */
export function jobFailedNotice(job: { tipo: string; que: string; error: string | null }) {
  const name = JOB_NAMES[job.tipo] ?? `La tarea ${job.tipo}`;
  return {
    text: `${name} ha fallado: ${job.que}\n${(job.error ?? 'sin más detalle').slice(0, 1000)}`,
    enlace: CATALOGUE_PAGE,
    alerta: true,
  } satisfies NoticePayload;
}

/** A configured disk as the scan found it. */
export interface ScannedDisk {
  name: string;
  root: string;
  status: 'ok' | 'missing' | 'empty';
}

/** What the notice of disks missing at a scan says; null when every disk was there. */
export function disksMissingNotice(
  disks: readonly ScannedDisk[],
  pruned: boolean,
): NoticePayload | null {
  const lines = disks.flatMap((disk) => {
    if (disk.status === 'missing')
      return [`El disco ${disk.name} (${disk.root}) no está montado o no se puede leer.`];
    if (disk.status === 'empty')
      return [`El disco ${disk.name} (${disk.root}) está vacío: probablemente no está montado.`];
    return [];
  });
  if (!lines.length) return null;
  const title =
    lines.length === 1
      ? 'Falta un disco en el escaneo'
      : `Faltan ${lines.length} discos en el escaneo`;
  return {
    text: [
      title,
      ...lines,
      pruned
        ? 'El escaneo pedía olvidar los discos ilegibles: sus ficheros han salido del catálogo.'
        : 'Sus ficheros siguen en el catálogo hasta que vuelva.',
    ].join('\n'),
    enlace: CATALOGUE_PAGE,
    alerta: true,
  };
}

/**
 * What the catalogue jobs call when one fails: queues its notice on the transaction that writes
 * the end. `actor`: who started it (null: the server's daily refresh, or a terminal).
 */
export function jobFailedNotifier(notifier: Notifier) {
  return async (
    db: Db,
    job: { tipo: string; que: string; error: string | null },
    actor: number | null,
  ): Promise<void> => {
    await notifier.queue(db, { kind: 'jefe', actor, payload: jobFailedNotice(job) });
  };
}

/** Queues the notice of the disks a scan did not find, if any. */
export async function queueDisksMissing(
  notifier: Notifier,
  db: Db,
  scan: { disks: readonly ScannedDisk[]; pruned: boolean },
  actor: number | null,
): Promise<void> {
  const payload = disksMissingNotice(scan.disks, scan.pruned);
  if (payload) await notifier.queue(db, { kind: 'jefe', actor, payload });
}
