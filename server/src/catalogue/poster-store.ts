import fs from 'node:fs/promises';
import path from 'node:path';
import { POSTER_MAX_BYTES } from '@cineclub/contract';
import { readInside } from '../library/safe-path.js';
import { placeholderPoster } from './poster.js';

export const POSTER_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * Posters live as files `DATA_DIR/posters/{poster}.{jpg|png|webp}`; a film's `poster` column is
 * that number (0 or less: none). A film without a readable poster gets the generated one, so
 * a tile never shows a broken image.
 */
export function createPosterStore(dataDir: string) {
  const folder = path.join(dataDir, 'posters');
  return {
    folder,
    async read(film: { id: number; nom: string; anio: number | null; poster: number }) {
      if (film.poster > 0) {
        for (const [extension, type] of Object.entries(POSTER_TYPES)) {
          const name = `${film.poster}.${extension}`;
          const body = await readInside(folder, { dir: '', name }, POSTER_MAX_BYTES).catch(
            () => null,
          );
          if (body) return { type, body };
        }
      }
      return { type: 'image/svg+xml', body: placeholderPoster(film) };
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
