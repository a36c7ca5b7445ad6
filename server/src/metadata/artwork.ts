import { type ImageKind, imageKey, type PreparedImage, prepareImage } from '../catalogue/images.js';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { Db } from '../db/connection.js';
import {
  backdropOf,
  type FilmFill,
  fillFilm,
  posterState,
  setFilledPoster,
} from './fill-queries.js';
import { mayWrite, type Source, type WriteOptions } from './sources.js';

type Options = WriteOptions & { now: number };

/**
 * Makes a picture a film's poster, where `mayWrite` lets the source write it: under a new
 * poster number (so caches let the old one go), one past the highest in use, in one
 * transaction with its source. An unchanged picture (same content key as the one placed) is
 * not prepared again. Answers whether it was placed; the previous poster's files go.
 */
export async function fillPoster(
  db: Db,
  store: PosterStore,
  filmId: number,
  body: Buffer,
  source: Source,
  options: Options,
): Promise<boolean> {
  const key = imageKey(body);
  const held = await posterState(db, filmId);
  if (!held || held.ref === key) return false;
  const state = {
    source: (held.source ?? undefined) as Source | undefined,
    empty: held.poster <= 0,
  };
  if (!mayWrite(state, source, options)) return false;
  const image = await prepareImage(body, 'poster');
  const previous = await setFilledPoster(
    db,
    filmId,
    (poster) => store.placePrepared(image, poster),
    {
      source,
      at: options.now,
      ref: key,
    },
  );
  await store.remove(previous);
  return true;
}

/** Keeps a backdrop or photo in the store (once per picture) and answers its key. */
export async function storeArt(store: PosterStore, body: Buffer, kind: ImageKind): Promise<string> {
  const image: PreparedImage = await prepareImage(body, kind);
  return store.putArt(image);
}

/** Makes a picture a film's backdrop where the source may write it; answers whether it did. */
export async function fillBackdrop(
  db: Db,
  store: PosterStore,
  filmId: number,
  body: Buffer,
  source: Source,
  options: Options,
): Promise<boolean> {
  const backdrop = await backdropOf(db, filmId);
  if (backdrop === undefined || backdrop === imageKey(body)) return false;
  const fill: FilmFill = { backdrop: await storeArt(store, body, 'backdrop') };
  return (await fillFilm(db, filmId, fill, source, options)).includes('backdrop');
}
