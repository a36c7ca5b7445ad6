import { LRUCache } from 'lru-cache';
import { ImageError } from '../catalogue/images.js';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { Db } from '../db/connection.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { fillBackdrop, fillPoster, storeArt } from './artwork.js';
import { fillFilm } from './fill-queries.js';
import { type TmdbClient, TmdbError } from './tmdb-client.js';
import { tmdbOffer } from './tmdb-movie.js';
import { type Film, filmsToFill, markDone, type Outcome } from './tmdb-queries.js';

/** Films asked of TMDB at once: TMDB allows some 40 calls a second; a few films at a time stay well below. */
export const TMDB_CONCURRENCY = 4;
/** Failures listed by name in the summary; the rest are counted. */
const FAILURES_LISTED = 50;

export interface TmdbJobOptions {
  /** Only these films (the card's button); else every film lacking a synopsis or a poster. */
  ids?: number[];
  /** The owner refreshes these films: TMDB may replace its own and IMDb's values. */
  refresh: boolean;
  now: number;
  signal?: AbortSignal;
  concurrency?: number;
}

export interface TmdbSummary {
  films: number;
  filled: number;
  missing: number;
  failed: number;
  failures: { film: string; reason: string }[];
  seconds: number;
}

/**
 * The TMDB job (issue 30): per film, GET /find by its IMDb id, then one GET /movie in Spanish
 * with credits and videos, then the pictures the card lacks (poster, backdrop, the first
 * cast's and the directors' photos). What TMDB may write is sources.ts's rule. Each film's
 * outcome is kept in `tmdb_done` as it ends, so a killed job resumes where it was. A refused key
 * (401) ends the job; any other failure ends only that film's turn.
 */
export async function runTmdbJob(
  db: Db,
  deps: { client: TmdbClient; posters: PosterStore },
  options: TmdbJobOptions,
  onProgress: (done: number, total: number, counts: Record<string, number>) => void,
): Promise<TmdbSummary> {
  const started = performance.now();
  const films = await filmsToFill(db, options.ids);
  const summary: TmdbSummary = {
    films: films.length,
    filled: 0,
    missing: 0,
    failed: 0,
    failures: [],
    seconds: 0,
  };
  // A person's photo is the same picture in every film: fetched once per run.
  const photos = new LRUCache<string, Promise<string>>({ max: 5_000 });
  const report = () =>
    onProgress(summary.filled + summary.missing + summary.failed, films.length, {
      completadas: summary.filled,
      'no están en TMDB': summary.missing,
      fallidas: summary.failed,
    });
  let next = 0;
  const worker = async () => {
    while (next < films.length) {
      options.signal?.throwIfAborted();
      const film = films[next++] as Film;
      let outcome: Outcome;
      try {
        outcome = await fillOne(db, deps, film, options, photos);
      } catch (error) {
        if (!(error instanceof TmdbError || error instanceof ImageError || isShapeError(error))) {
          throw error;
        }
        outcome = 'failed';
        if (summary.failures.length < FAILURES_LISTED) {
          summary.failures.push({
            film: `${film.nom} (${formatTitleId(film.imdb)})`,
            reason: isShapeError(error)
              ? 'TMDB contestó algo que no es una película'
              : (error as Error).message,
          });
        }
      }
      summary[outcome]++;
      await markDone(db, film.id, outcome, options.now);
      report();
    }
  };
  report();
  await Promise.all(Array.from({ length: options.concurrency ?? TMDB_CONCURRENCY }, worker));
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
}

const isShapeError = (error: unknown) => (error as Error)?.name === 'ZodError';

async function fillOne(
  db: Db,
  deps: { client: TmdbClient; posters: PosterStore },
  film: Film,
  options: TmdbJobOptions,
  photos: LRUCache<string, Promise<string>>,
): Promise<Outcome> {
  const { client, posters } = deps;
  const signal = options.signal;
  const id = await client.find(formatTitleId(film.imdb), signal);
  if (id === null) return 'missing';
  const answer = await client.movie(id, signal);
  if (answer === null) return 'missing';
  const offer = tmdbOffer(answer);
  const write = { now: options.now, refresh: options.refresh };

  // The promise is kept, so films filled at once share one download of a picture.
  const photoOf = (path: string | null): Promise<string> => {
    if (!path) return Promise.resolve('');
    let key = photos.get(path);
    if (key === undefined) {
      key = client
        .image('w185', path, signal)
        .then((body) => (body ? storeArt(posters, body, 'photo') : ''))
        .catch(() => '');
      photos.set(path, key);
    }
    return key;
  };
  const cast = [];
  for (const member of offer.cast) {
    cast.push({ nom: member.nom, papel: member.papel, photo: await photoOf(member.path) });
  }
  const personPhotos = [];
  for (const person of offer.photos) {
    personPhotos.push({ nom: person.nom, photo: await photoOf(person.path) });
  }
  await fillFilm(db, film.id, { ...offer.fill, cast, photos: personPhotos }, 'tmdb', write);

  // Pictures only where the card may take them: no download the rules would throw away.
  if (offer.poster && (film.poster <= 0 || options.refresh)) {
    const body = await client.image('w780', offer.poster, signal);
    if (body) await fillPoster(db, posters, film.id, body, 'tmdb', write);
  }
  if (offer.backdrop && (!film.backdrop || options.refresh)) {
    const body = await client.image('w1280', offer.backdrop, signal);
    if (body) await fillBackdrop(db, posters, film.id, body, 'tmdb', write);
  }
  return 'filled';
}
