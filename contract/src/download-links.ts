/**
 * Download links, names and messages shared by server and web without a schema library, so the
 * web bundle can use them without pulling in zod.
 */

/**
 * Spanish messages of the download calls (SPEC §8 and the wire contract). The server answers
 * them; the web's download queue shows the same words for the statuses SPEC §8 names
 * (`texts.downloads.errors` takes them from here).
 */
export const downloadMessages = {
  forbidden: 'No tiene permiso',
  noDownload: 'No existe la descarga',
  badLink: 'Error en el enlace',
  expired: 'Enlace caducado, sólo son 24 horas',
  notReady: 'La descarga aún no está lista',
  noTorrent: 'No existe ese torrent',
} as const;

/** The events of the monit stream (text/event-stream). */
export const downloadEvents = {
  /** `data:` the copy's percent, an integer 0..100; the stream ends after 100. */
  progress: 'porcj',
  /** `data:` a Spanish message; the stream ends after it. */
  error: 'error',
} as const;

/** A file as the pman link names it: its disk, its folder on that disk ('' = root) and name. */
export interface PmanFile {
  dsk: string;
  dir: string;
  nom: string;
}

/**
 * The download-manager link of DESIGN.md: 'pman:' followed by one line per file,
 * `disk/dir/name` (`disk/name` for a file at the disk root), the newline-joined text
 * URL-encoded as a whole (so lines are separated by '%0A').
 */
export function pmanLink(files: readonly PmanFile[]): string {
  const lines = files.map((file) => [file.dsk, file.dir, file.nom].filter(Boolean).join('/'));
  return `pman:${encodeURIComponent(lines.join('\n'))}`;
}

/** How long a share token (and a staged download) lives: 24 h (SPEC §9). */
export const SHARE_SECONDS = 24 * 60 * 60;

/** A share token is `<fileId>.<secret>`; the secret is base64url. */
const SHARE_TOKEN = /^([1-9]\d{0,15})\.([\w-]{16,128})$/;

/** The file a share token is bound to, read from the token itself, or null if malformed. */
export function shareTokenFileId(token: string): number | null {
  const match = SHARE_TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
