import { z } from 'zod';
import type { FilmFill } from './fill-queries.js';
import { genreCodesOf } from './genre-names.js';

/** Cast members kept from TMDB (with their photos), in billing order. */
export const TMDB_CAST = 10;

const imagePath = z.string().nullish();
/** The parts of GET /movie/{id}?append_to_response=credits,videos,release_dates we read. */
const tmdbMovie = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  original_title: z.string().nullish(),
  overview: z.string().nullish(),
  runtime: z.number().int().nullish(),
  release_date: z.string().nullish(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  genres: z.array(z.object({ name: z.string() })).nullish(),
  credits: z
    .object({
      cast: z
        .array(
          z.object({
            name: z.string(),
            character: z.string().nullish(),
            order: z.number().nullish(),
            profile_path: imagePath,
          }),
        )
        .nullish(),
      crew: z
        .array(z.object({ name: z.string(), job: z.string().nullish(), profile_path: imagePath }))
        .nullish(),
    })
    .nullish(),
  videos: z
    .object({
      results: z
        .array(
          z.object({
            key: z.string(),
            site: z.string(),
            type: z.string(),
            official: z.boolean().nullish(),
            iso_639_1: z.string().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

/** What one TMDB film offers: the card's fields and the pictures to fetch. */
export interface TmdbOffer {
  fill: FilmFill;
  poster: string | null;
  backdrop: string | null;
  /** Photos by name: the first cast and the directors. */
  photos: { nom: string; path: string }[];
  cast: { nom: string; papel: string; path: string | null }[];
}

/**
 * The trailer: a YouTube video of type Trailer, Spanish first, then official ones, then any;
 * a Teaser only when there is no trailer.
 */
function trailerOf(
  videos: {
    key: string;
    site: string;
    type: string;
    official?: boolean | null;
    iso_639_1?: string | null;
  }[],
): string {
  const youtube = videos.filter(
    (video) => video.site === 'YouTube' && /^[\w-]{11}$/.test(video.key),
  );
  const score = (video: (typeof youtube)[number]) =>
    (video.type === 'Trailer' ? 4 : video.type === 'Teaser' ? 1 : -10) +
    (video.iso_639_1 === 'es' ? 2 : 0) +
    (video.official ? 1 : 0);
  const best = youtube.filter((video) => score(video) > 0).sort((a, b) => score(b) - score(a))[0];
  return best?.key ?? '';
}

/** Reads TMDB's answer for a film; throws a ZodError when it is not the documented shape. */
export function tmdbOffer(answer: unknown): TmdbOffer {
  const movie = tmdbMovie.parse(answer);
  const cast = [...(movie.credits?.cast ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, TMDB_CAST)
    .map((member) => ({
      nom: member.name,
      papel: member.character ?? '',
      path: member.profile_path ?? null,
    }));
  const directors = (movie.credits?.crew ?? []).filter((member) => member.job === 'Director');
  const year = Number(movie.release_date?.slice(0, 4));
  return {
    fill: {
      nom: movie.title ?? '',
      nomo: movie.original_title ?? '',
      anio: Number.isInteger(year) && year > 1870 ? year : null,
      dura: movie.runtime && movie.runtime > 0 ? movie.runtime : null,
      arg: movie.overview?.trim() ?? '',
      gens: genreCodesOf((movie.genres ?? []).map((genre) => genre.name)),
      trailer: trailerOf(movie.videos?.results ?? []),
      tmdb: movie.id,
    },
    poster: movie.poster_path ?? null,
    backdrop: movie.backdrop_path ?? null,
    photos: [
      ...directors.flatMap((d) => (d.profile_path ? [{ nom: d.name, path: d.profile_path }] : [])),
      ...cast.flatMap((m) => (m.path ? [{ nom: m.nom, path: m.path }] : [])),
    ],
    cast,
  };
}
