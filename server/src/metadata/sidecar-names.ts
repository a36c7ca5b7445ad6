/**
 * The files Kodi, Jellyfin and Radarr leave next to a film, by name (any case):
 *
 * - `movie.nfo` (the folder's film) or `<file name>.nfo` (that file's film);
 * - posters: `<file name>-poster.jpg|png`, then `poster.jpg|png`, then `folder.jpg|png`;
 * - backdrops: `<file name>-fanart.jpg|png`, then `fanart.jpg|png`, then `backdrop.jpg|png`.
 */
export type SidecarKind = 'nfo' | 'poster' | 'backdrop';

export interface SidecarName {
  kind: SidecarKind;
  /** The film file's name without its extension; null: the folder's own. */
  base: string | null;
  /** Lower first: which of several pictures of one kind a film takes. */
  rank: number;
}

const FOLDER_NAMES: Record<string, Omit<SidecarName, 'base'>> = {
  'movie.nfo': { kind: 'nfo', rank: 1 },
  poster: { kind: 'poster', rank: 1 },
  folder: { kind: 'poster', rank: 2 },
  fanart: { kind: 'backdrop', rank: 1 },
  backdrop: { kind: 'backdrop', rank: 2 },
};

export function sidecarOf(name: string): SidecarName | null {
  const lower = name.toLowerCase();
  if (lower === 'movie.nfo') return { kind: 'nfo', base: null, rank: 1 };
  if (lower.endsWith('.nfo')) return { kind: 'nfo', base: name.slice(0, -4), rank: 0 };
  const picture = /^(.*?)(?:^|-)(poster|folder|fanart|backdrop)\.(?:jpe?g|png)$/i.exec(name);
  if (!picture) return null;
  const [, base = '', word = ''] = picture;
  const known = FOLDER_NAMES[word.toLowerCase()];
  if (!known) return null;
  if (!base) return { ...known, base: null };
  // `<file name>-folder.jpg` and `-backdrop.jpg` are nobody's convention.
  if (word.toLowerCase() === 'folder' || word.toLowerCase() === 'backdrop') return null;
  return { ...known, base, rank: 0 };
}
