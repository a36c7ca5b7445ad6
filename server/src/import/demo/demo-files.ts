import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import bencode from 'bencode';
import type { DemoFilm } from './types.js';

/** A file of the demo library, relative to its disk. */
export interface DemoFile {
  disk: string;
  dir: string;
  name: string;
  size: number;
  comment: string;
}

/** Variants given to the films that get several files, to show the long listing. */
const MULTI_FILE_VARIANTS = [
  { suffix: '1080p.mkv', comment: '1080p, VOSE' },
  { suffix: '720p.mkv', comment: '720p, castellano' },
  { suffix: 'es.srt', comment: 'Subtítulos en español' },
  { suffix: 'en.srt', comment: 'English subtitles' },
  { suffix: 'extras.mkv', comment: 'Extras y making of' },
];

export function filmFolder(film: DemoFilm): string {
  return `${film.nom.replace(/[/\\:*?"<>|]/g, ' ').trim()} (${film.anio})`;
}

/**
 * Sizes of generated films: those of real films at start (DEMO_FILE_MB, 700 MB to 8 GB), a few
 * KB in tests. The files are sparse (see ensureFile): they take no disk space until the
 * download queue copies one into the cache.
 */
export interface SizeRange {
  min: number;
  max: number;
}

/** A subtitle file weighs about this fraction of its film (a 2 GB film: some 40 KB). */
const SUBTITLE_FRACTION = 50_000;

/**
 * Lays out the demo library: the films get files on alternating disks; every seventh of them
 * gets four or five files (versions and subtitles), the rest one. Sizes spread over the range so
 * that copies of different lengths show their progress.
 */
export function planDemoFiles(films: DemoFilm[], disks: string[], sizes: SizeRange): DemoFile[][] {
  return films.map((film, index) => {
    const disk = disks[index % disks.length] ?? 'disco1';
    const dir = filmFolder(film);
    const base = `${dir} [tt${String(film.imdb).padStart(7, '0')}]`;
    // A spread over the whole range that looks random but is the same on every start.
    const size = (n: number) =>
      sizes.min +
      Math.floor((((index * 7919 + n * 104_729) % 997) / 997) * (sizes.max - sizes.min));
    if (index % 7 !== 3) return [{ disk, dir, name: `${base}.mkv`, size: size(0), comment: '' }];
    const count = 4 + (index % 2);
    return MULTI_FILE_VARIANTS.slice(0, count).map((variant, n) => ({
      disk,
      dir,
      name: `${base} ${variant.suffix}`,
      size: variant.suffix.endsWith('.srt') ? Math.ceil(size(n) / SUBTITLE_FRACTION) : size(n),
      comment: variant.comment,
    }));
  });
}

/**
 * Makes a file of `size` zero bytes that takes no disk space (a sparse file: truncated up to
 * its size). Any earlier file there is emptied first, so the content is always zeros, which
 * is what `writeTorrent` relies on.
 */
export function ensureFile(fullPath: string, size: number): void {
  fs.mkdirSync(path.dirname(fullPath), { recursive: true });
  const fd = fs.openSync(fullPath, 'w');
  try {
    fs.ftruncateSync(fd, size);
  } finally {
    fs.closeSync(fd);
  }
}

const MIN_PIECE = 256 * 1024;
/** About this many pieces at most, as torrent makers do (an 8 GB film: 4 MiB pieces). */
const MAX_PIECES = 2048;

export function pieceLength(length: number): number {
  let piece = MIN_PIECE;
  while (length / piece > MAX_PIECES) piece *= 2;
  return piece;
}

/**
 * Writes a real single-file .torrent for a demo file and answers its info hash, used as the
 * torrent's code. A demo file is all zeros (see ensureFile), so every full piece has the same
 * SHA-1 and only the last one differs: the pieces are computed without reading gigabytes.
 */
export function writeTorrent(torrentPath: string, dataPath: string): string {
  const length = fs.statSync(dataPath).size;
  const piece = pieceLength(length);
  const sha1 = (bytes: number) => crypto.createHash('sha1').update(Buffer.alloc(bytes)).digest();
  const full = sha1(piece);
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < length; offset += piece) {
    pieces.push(length - offset >= piece ? full : sha1(length - offset));
  }
  const info = {
    length,
    name: path.basename(dataPath),
    'piece length': piece,
    pieces: Buffer.concat(pieces),
  };
  const torrent = bencode.encode({ 'created by': 'Cineclub demo', info });
  fs.writeFileSync(torrentPath, torrent);
  return crypto.createHash('sha1').update(bencode.encode(info)).digest('hex');
}
