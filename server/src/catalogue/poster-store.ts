import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type PosterFilm, posterSvg } from './poster-art/poster-svg.js';

export const POSTER_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * Posters live as files `DATA_DIR/posters/{poster}.{jpg|png|webp}`; a film's `poster` column is
 * that number (0 or less: none). A film without a readable poster gets a generated one
 * (`poster-art/`), so a tile never shows a broken image.
 */
export function createPosterStore(dataDir: string) {
  const folder = path.join(dataDir, 'posters');
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
  return {
    folder,
    async read(film: PosterFilm & { poster: number }) {
      if (film.poster > 0) {
        for (const [extension, type] of Object.entries(POSTER_TYPES)) {
          const body = await fs
            .readFile(path.join(folder, `${film.poster}.${extension}`))
            .catch(() => null);
          if (body) return { type, body };
        }
      }
      return { type: 'image/svg+xml', ...generated(film) };
    },

    /** Stores a poster under a new number (written whole before any film points at it). */
    async save(poster: number, kind: keyof typeof POSTER_TYPES, body: Uint8Array) {
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${poster}.${kind}`);
      await fs.writeFile(`${file}.part`, body);
      await fs.rename(`${file}.part`, file);
    },

    /** Deletes a poster no film uses any more. */
    async remove(poster: number) {
      if (poster <= 0) return;
      for (const extension of Object.keys(POSTER_TYPES)) {
        await fs.rm(path.join(folder, `${poster}.${extension}`), { force: true });
      }
    },
  };
}

export type PosterStore = ReturnType<typeof createPosterStore>;
