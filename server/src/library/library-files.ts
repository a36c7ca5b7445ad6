/**
 * Which entries of a library disk the scanner looks at. Pure rules, so that what is skipped
 * is written down in one place.
 */

/** Side files of a film folder that nobody downloads on their own. */
const JUNK_EXTENSIONS = new Set([
  'nfo',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tbn',
  'db',
  'ini',
  'url',
  'lnk',
  'sfv',
  'md5',
  'sha1',
  'log',
  'tmp',
  // Downloads still in progress.
  'part',
  '!qb',
  '!ut',
  'crdownload',
]);

/** Folders made by operating systems and NAS software, never by the owner. */
const SYSTEM_FOLDERS = new Set([
  '@eadir',
  '$recycle.bin',
  'system volume information',
  'lost+found',
  '#recycle',
  '#snapshot',
]);

/** Hidden entries ('.', including macOS '._' forks) and system folders are not walked. */
export function isSkippedFolder(name: string): boolean {
  return name.startsWith('.') || SYSTEM_FOLDERS.has(name.toLowerCase());
}

export type LibraryFileKind = 'file' | 'torrent' | 'skip';

export function libraryFileKind(name: string): LibraryFileKind {
  if (name.startsWith('.') || name.startsWith('~$')) return 'skip';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === 'torrent') return 'torrent';
  if (JUNK_EXTENSIONS.has(extension)) return 'skip';
  return 'file';
}
