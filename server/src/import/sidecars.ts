import { POSTER_MAX_BYTES } from '@cineclub/contract';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { Db } from '../db/connection.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { readInside } from '../library/safe-path.js';
import { fillBackdrop, fillPoster } from '../metadata/artwork.js';
import { fillFilm } from '../metadata/fill-queries.js';
import { NFO_MAX_BYTES, type NfoFilm, parseNfo } from '../metadata/nfo.js';
import { type SidecarName, sidecarOf } from '../metadata/sidecar-names.js';
import { createImportQueries } from './queries.js';
import { imdbIdsIn } from './title-match.js';

/** A sidecar file found by the walk (`root`: its disk's root, read only through `readInside`). */
export interface FoundSidecar {
  disk: string;
  dir: string;
  name: string;
  size: number;
  root: string;
}

export interface SidecarSummary {
  nfo: number;
  /** Films whose card an NFO or a picture changed. */
  films: number;
  posters: number;
  backdrops: number;
  /** One line per file that was not used, and why. */
  bad: { path: string; reason: string }[];
}

interface FilmSidecars {
  nfo?: { file: FoundSidecar; film: NfoFilm; rank: number };
  poster?: { file: FoundSidecar; rank: number };
  backdrop?: { file: FoundSidecar; rank: number };
}

const display = (file: FoundSidecar) =>
  `${file.disk}:${file.dir ? `${file.dir}/` : ''}${file.name}`;

/** True when a walked name is a sidecar file the scan reads (sidecar-names.ts). */
export function isSidecar(name: string): boolean {
  return sidecarOf(name) !== null;
}

/**
 * Reads the NFO files and pictures Kodi, Jellyfin and Radarr leave next to films, and fills
 * the cards from them as source 'nfo' (metadata/sources.ts decides what they may write).
 * A file belongs to a film only by an IMDb id: the NFO's own, else a `tt…` in the film file's
 * name (for `<file name>.nfo` and `<file name>-poster.jpg`) or in the folder's path, or the one
 * id all the folder's film files carry. Never by a title.
 */
export async function readSidecars(
  db: Db,
  found: FoundSidecar[],
  filmFiles: { disk: string; dir: string; name: string }[],
  options: { posters?: PosterStore; now: number; onFilm?: (done: number, total: number) => void },
): Promise<SidecarSummary> {
  const summary: SidecarSummary = { nfo: 0, films: 0, posters: 0, backdrops: 0, bad: [] };
  const byFilm = await groupByFilm(found, filmFiles, summary);
  const filmIds = await createImportQueries(db).filmIdsByImdb([...byFilm.keys()]);
  let done = 0;
  for (const [imdb, sidecars] of byFilm) {
    options.onFilm?.(done++, byFilm.size);
    const filmId = filmIds.get(imdb);
    const any = sidecars.nfo?.file ?? sidecars.poster?.file ?? sidecars.backdrop?.file;
    if (filmId === undefined) {
      if (any)
        summary.bad.push({
          path: display(any),
          reason: `${formatTitleId(imdb)} no está en el catálogo`,
        });
      continue;
    }
    let changed = false;
    if (sidecars.nfo) {
      const written = await fillFilm(db, filmId, sidecars.nfo.film.fill, 'nfo', {
        now: options.now,
      });
      changed = written.length > 0;
    }
    if (options.posters) {
      const store = options.posters;
      const picture = async (
        entry: { file: FoundSidecar } | undefined,
        fill: typeof fillPoster,
      ): Promise<boolean> => {
        if (!entry) return false;
        try {
          const body = await readInside(entry.file.root, entry.file, POSTER_MAX_BYTES);
          return await fill(db, store, filmId, body, 'nfo', { now: options.now });
        } catch (error) {
          summary.bad.push({ path: display(entry.file), reason: (error as Error).message });
          return false;
        }
      };
      if (await picture(sidecars.poster, fillPoster)) {
        summary.posters++;
        changed = true;
      }
      if (await picture(sidecars.backdrop, fillBackdrop)) {
        summary.backdrops++;
        changed = true;
      }
    }
    if (changed) summary.films++;
  }
  return summary;
}

/** Each sidecar's film (by IMDb id), the best of each kind per film; bad NFOs reported. */
async function groupByFilm(
  found: FoundSidecar[],
  filmFiles: { disk: string; dir: string; name: string }[],
  summary: SidecarSummary,
): Promise<Map<number, FilmSidecars>> {
  const folders = new Map<string, { file: FoundSidecar; name: SidecarName }[]>();
  for (const file of found) {
    const name = sidecarOf(file.name);
    if (!name) continue;
    const key = `${file.disk}\0${file.dir}`;
    folders.set(key, [...(folders.get(key) ?? []), { file, name }]);
  }
  const filesIn = new Map<string, string[]>();
  for (const file of filmFiles) {
    const key = `${file.disk}\0${file.dir}`;
    filesIn.set(key, [...(filesIn.get(key) ?? []), file.name]);
  }

  const byFilm = new Map<number, FilmSidecars>();
  for (const [key, entries] of folders) {
    const nfos = new Map<string | null, NfoFilm>();
    for (const { file, name } of entries) {
      if (name.kind !== 'nfo') continue;
      summary.nfo++;
      try {
        if (file.size > NFO_MAX_BYTES) throw new Error(`pasa de ${NFO_MAX_BYTES / 1024} KB`);
        nfos.set(name.base, parseNfo(await readInside(file.root, file, NFO_MAX_BYTES)));
      } catch (error) {
        summary.bad.push({ path: display(file), reason: (error as Error).message });
      }
    }
    const [first] = entries;
    const dirIds = first ? first.file.dir.split('/').reverse().flatMap(imdbIdsIn) : [];
    const fileIds = new Set((filesIn.get(key) ?? []).flatMap(imdbIdsIn));
    const folderImdb =
      nfos.get(null)?.imdb ?? dirIds[0] ?? (fileIds.size === 1 ? [...fileIds][0] : undefined);

    for (const { file, name } of entries) {
      const nfo = nfos.get(name.base);
      const imdb =
        (name.base === null ? null : (nfos.get(name.base)?.imdb ?? imdbIdsIn(name.base)[0])) ??
        folderImdb;
      if (imdb === undefined || imdb === null) {
        if (name.kind !== 'nfo' || nfo) {
          summary.bad.push({
            path: display(file),
            reason:
              'sin id de IMDb (ni en el NFO ni «tt…» en el nombre): no se adivina la película',
          });
        }
        continue;
      }
      const film = byFilm.get(imdb) ?? {};
      byFilm.set(imdb, film);
      if (name.kind === 'nfo') {
        if (nfo && (!film.nfo || name.rank < film.nfo.rank))
          film.nfo = { file, film: nfo, rank: name.rank };
      } else if (!film[name.kind] || name.rank < (film[name.kind]?.rank ?? 9)) {
        film[name.kind] = { file, rank: name.rank };
      }
    }
  }
  return byFilm;
}
