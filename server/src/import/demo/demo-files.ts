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

const MB = 1024 * 1024;

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

/** Sizes of generated files: a few MB at start, a few KB in tests. */
export interface SizeRange {
  min: number;
  max: number;
}

export const DEMO_FILE_SIZES: SizeRange = { min: 1 * MB, max: 5 * MB };

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
    const size = (n: number) =>
      sizes.min + ((index * 7919 + n * 104_729) % (sizes.max - sizes.min));
    if (index % 7 !== 3) return [{ disk, dir, name: `${base}.mkv`, size: size(0), comment: '' }];
    const count = 4 + (index % 2);
    return MULTI_FILE_VARIANTS.slice(0, count).map((variant, n) => ({
      disk,
      dir,
      name: `${base} ${variant.suffix}`,
      size: variant.suffix.endsWith('.srt') ? Math.ceil(size(n) / 50) : size(n),
      comment: variant.comment,
    }));
  });
}

/** Writes a file of random bytes unless one of the right size is already there. */
export function ensureFile(fullPath: string, size: number): void {
  if (fs.statSync(fullPath, { throwIfNoEntry: false })?.size === size) return;
  fs.mkdirSync(path.dirname(fullPath), { recursive: true });
  const fd = fs.openSync(fullPath, 'w');
  try {
    const chunk = crypto.randomBytes(Math.min(size, MB));
    for (let written = 0; written < size; written += chunk.length) {
      fs.writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
    }
  } finally {
    fs.closeSync(fd);
  }
}

const PIECE = 256 * 1024;

/**
 * Writes a real single-file .torrent for a demo file (SHA-1 of each 256 KiB piece) and answers
 * its info hash, used as the torrent's code.
 */
export function writeTorrent(torrentPath: string, dataPath: string): string {
  const data = fs.readFileSync(dataPath);
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += PIECE) {
    pieces.push(
      crypto
        .createHash('sha1')
        .update(data.subarray(offset, offset + PIECE))
        .digest(),
    );
  }
  const info = {
    length: data.length,
    name: path.basename(dataPath),
    'piece length': PIECE,
    pieces: Buffer.concat(pieces),
  };
  const torrent = bencode.encode({ 'created by': 'Cineclub demo', info });
  fs.writeFileSync(torrentPath, torrent);
  return crypto.createHash('sha1').update(bencode.encode(info)).digest('hex');
}
