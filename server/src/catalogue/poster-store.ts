import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { POSTER_MAX_BYTES, type PosterKind } from '@cineclub/contract';
import { LRUCache } from 'lru-cache';
import { readInside } from '../library/safe-path.js';
import { IMAGE_WIDTHS, ImageError, type PreparedImage } from './images.js';
import { type PosterFilm, posterSvg } from './poster-art/poster-svg.js';

/**
 * How old a staged upload must be before a start-up sweep removes it: an upload takes seconds,
 * and another app server sharing DATA_DIR may be writing one right now.
 */
const STAGED_STALE_MS = 60 * 60 * 1000;

export const POSTER_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** An uploaded image written under a name of its own, not yet any film's poster. */
export interface StagedPoster {
  kind: PosterKind;
  temp: string;
}

/**
 * Posters live as files `DATA_DIR/posters/{poster}.{jpg|png|webp}`; a film's `poster` column is
 * that number (0 or less: none). A film without a readable poster gets a generated one
 * (`poster-art/`), so a tile never shows a broken image.
 */
export function createPosterStore(dataDir: string, options: { maxBytes?: number } = {}) {
  const folder = path.join(dataDir, 'posters');
  const art = path.join(folder, 'art');
  const bound = createSizeBound([folder, art], options.maxBytes ?? Number.POSITIVE_INFINITY);
  // Drawing a poster takes a few milliseconds; a page of tiles asks for a hundred at once.
  // Its outlines compress to a third, so it is kept gzipped too.
  const drawn = new LRUCache<string, { body: string; gzipped: Buffer }>({ max: 2_000 });
  const generated = (film: PosterFilm) => {
    const key = JSON.stringify([film.id, film.nom, film.anio, film.director, film.gens]);
    let poster = drawn.get(key);
    if (poster === undefined) {
      const body = posterSvg(film);
      poster = { body, gzipped: gzipSync(body) };
      drawn.set(key, poster);
    }
    return poster;
  };
  const fileOf = (poster: number, kind: string) => path.join(folder, `${poster}.${kind}`);
  return {
    folder,
    /** The poster at a width it is kept at (one placed from a disk or TMDB), else whole. */
    async read(film: PosterFilm & { poster: number }, width?: number) {
      if (film.poster > 0) {
        const sized = width ? [[`-${width}.webp`, 'image/webp'] as const] : [];
        const whole = Object.entries(POSTER_TYPES).map(([ext, type]) => [`.${ext}`, type] as const);
        for (const [suffix, type] of [...sized, ...whole]) {
          const name = `${film.poster}${suffix}`;
          const body = await readInside(folder, { dir: '', name }, POSTER_MAX_BYTES).catch(
            () => null,
          );
          if (body) return { type, body };
        }
      }
      return { type: 'image/svg+xml', ...generated(film) };
    },

    /**
     * Writes an upload whole under a name no other upload shares, before it has a number:
     * uploads running at once never touch each other's files.
     */
    async stage(kind: PosterKind, body: Uint8Array): Promise<StagedPoster> {
      await fs.mkdir(folder, { recursive: true });
      const temp = path.join(folder, `.${crypto.randomUUID()}.part`);
      await fs.writeFile(temp, body, { flag: 'wx' });
      return { kind, temp };
    },

    /** Gives a staged upload its number (a stray file of that number in another kind goes). */
    async place(staged: StagedPoster, poster: number) {
      for (const kind of Object.keys(POSTER_TYPES)) {
        if (kind !== staged.kind) await fs.rm(fileOf(poster, kind), { force: true });
      }
      await fs.rename(staged.temp, fileOf(poster, staged.kind));
    },

    /**
     * Places a prepared poster (from a disk or TMDB) under its number: its widest variant as
     * the poster itself, each variant as `{poster}-{width}.webp`.
     */
    async placePrepared(image: PreparedImage, poster: number) {
      await fs.mkdir(folder, { recursive: true });
      const widest = image.variants.at(-1);
      if (!widest) return;
      await bound.reserve(
        image.variants.reduce((sum, v) => sum + v.body.length, widest.body.length),
      );
      for (const kind of Object.keys(POSTER_TYPES))
        await fs.rm(fileOf(poster, kind), { force: true });
      for (const variant of image.variants) {
        await fs.writeFile(path.join(folder, `${poster}-${variant.width}.webp`), variant.body);
      }
      await fs.writeFile(fileOf(poster, 'webp'), widest.body);
    },

    /**
     * Keeps a backdrop or a photo under its content key, once: the same picture offered again
     * (another scan, another film) is not written twice.
     */
    async putArt(image: PreparedImage): Promise<string> {
      await fs.mkdir(art, { recursive: true });
      const [first] = image.variants;
      if (first && (await exists(path.join(art, `${image.key}-${first.width}.webp`)))) {
        return image.key;
      }
      await bound.reserve(image.variants.reduce((sum, v) => sum + v.body.length, 0));
      for (const variant of image.variants) {
        await fs.writeFile(path.join(art, `${image.key}-${variant.width}.webp`), variant.body);
      }
      return image.key;
    },

    /** A backdrop or photo at one of its widths; null when the store has none. */
    async readArt(key: string, width: number): Promise<Buffer | null> {
      if (!/^[0-9a-f]{32}$/.test(key)) return null;
      const name = `${key}-${width}.webp`;
      return readInside(art, { dir: '', name }, POSTER_MAX_BYTES).catch(() => null);
    },

    /** Drops a staged upload that got no number. */
    async discard(staged: StagedPoster) {
      await fs.rm(staged.temp, { force: true });
    },

    /**
     * Removes staged uploads left by a process that died between writing one and placing it
     * (nothing else would ever remove them); answers how many.
     */
    async sweepStaged(now = Date.now()): Promise<number> {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!/^\.[0-9a-f-]+\.part$/.test(name)) continue;
        const file = path.join(folder, name);
        const stat = await fs.lstat(file).catch(() => null);
        if (!stat?.isFile() || now - stat.mtimeMs < STAGED_STALE_MS) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },

    /** Deletes a poster no film uses any more. */
    async remove(poster: number) {
      if (poster <= 0) return;
      for (const extension of Object.keys(POSTER_TYPES)) {
        await fs.rm(fileOf(poster, extension), { force: true });
      }
      for (const width of IMAGE_WIDTHS.poster) {
        await fs.rm(path.join(folder, `${poster}-${width}.webp`), { force: true });
      }
    },
  };
}

export type PosterStore = ReturnType<typeof createPosterStore>;

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * The store's size bound (IMAGE_STORE_MAX_MB): what its folders hold is summed once, on the
 * first write, then counted as pictures are written. Uploads by the owner are not bounded.
 */
function createSizeBound(folders: string[], maxBytes: number) {
  let used: Promise<number> | null = null;
  const sum = async () => {
    let total = 0;
    for (const dir of folders) {
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        const stat = await fs.lstat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) total += stat.size;
      }
    }
    return total;
  };
  return {
    async reserve(bytes: number) {
      if (maxBytes === Number.POSITIVE_INFINITY) return;
      used ??= sum();
      const now = await used;
      if (now + bytes > maxBytes) {
        throw new ImageError('el almacén de imágenes está lleno (IMAGE_STORE_MAX_MB)');
      }
      used = Promise.resolve(now + bytes);
    },
  };
}
