import { z } from 'zod';
import { text } from './common';
import { CLUB_FEED_KINDS } from './rules';

/**
 * GET /api/club/actividad (issue 32): the club's activity, newest first, for signed-in members.
 * `tipo` narrows it to one kind of entry (`notas`: ratings and comments, `llegadas`: films that
 * reached the disks, `peticiones`: requests that became downloadable); `todo` (the default) also
 * has the members' first weeks. `antes` is the `sig` of the page before: the feed is paged by a
 * cursor (an entry's place), not an offset, so entries written meanwhile never shift a page.
 */

/** A cursor: time, kind rank and id of the last entry shown (see server/src/community/feed/). */
export const FEED_CURSOR = /^\d{1,12}-\d-\d{1,16}$/;

export const clubFeedQuery = z.object({
  tipo: z.enum(CLUB_FEED_KINDS).default('todo'),
  antes: text().regex(FEED_CURSOR, 'no es un cursor de la actividad').optional(),
  n: z.coerce.number().int().min(1).max(50).default(20),
});

/** A member as the feed names them: their page is /socio/{id}. */
export const feedMember = z.object({ id: z.number().int(), nombre: z.string(), foto: z.string() });
export type FeedMember = z.infer<typeof feedMember>;

/** A film as the feed shows it: its card is /peli/{id}. */
export const feedFilm = z.object({
  id: z.number().int(),
  nom: z.string(),
  anio: z.number().int().nullable(),
  poster: z.number().int(),
});
export type FeedFilm = z.infer<typeof feedFilm>;

/** A rating or comment: `voto` -1 when it has no score; `comen` cut to FEED_TEXT_CHARS. */
const ratingEntry = z.object({
  tipo: z.literal('nota'),
  fecha: z.number().int(),
  socio: feedMember,
  peli: feedFilm,
  voto: z.number().int(),
  comen: z.string(),
  /** Whether `comen` was cut (the whole text is on the film's card). */
  cortado: z.boolean(),
});

/**
 * The films that reached the disks on one day (the site's local day), newest first: `total`
 * films (at most ARRIVALS_COUNTED, then `mas`), of which `pelis` are the newest few. `fecha`
 * is the newest arrival of the day, `dia` the day's start.
 */
const arrivalEntry = z.object({
  tipo: z.literal('llegada'),
  fecha: z.number().int(),
  dia: z.number().int(),
  pelis: z.array(feedFilm),
  total: z.number().int(),
  mas: z.boolean(),
});

/**
 * A film that members asked for and that became downloadable: `socios` are the askers who
 * appear in the feed (empty when every asker chose to stay out of it).
 */
const requestEntry = z.object({
  tipo: z.literal('peticion'),
  fecha: z.number().int(),
  peli: feedFilm,
  socios: z.array(feedMember),
});

/**
 * A member joined the club: `notas` and `comentarios` they wrote in their first week,
 * `enCurso` while that week runs.
 */
const joinEntry = z.object({
  tipo: z.literal('alta'),
  fecha: z.number().int(),
  socio: feedMember,
  notas: z.number().int(),
  comentarios: z.number().int(),
  enCurso: z.boolean(),
});

/**
 * A film night (issue 48): `sesion` when proposed (`propone` null when the proposer stays out of
 * the feed), `ganadora` when its deadline chose the film.
 */
const feedNight = z.object({ id: z.number().int(), titulo: z.string(), cuando: z.number().int() });
const nightEntry = z.object({
  tipo: z.literal('sesion'),
  fecha: z.number().int(),
  sesion: feedNight,
  propone: feedMember.nullable(),
});
const winnerEntry = z.object({
  tipo: z.literal('ganadora'),
  fecha: z.number().int(),
  sesion: feedNight,
  peli: feedFilm,
});

export const feedEntry = z.discriminatedUnion('tipo', [
  ratingEntry,
  arrivalEntry,
  requestEntry,
  joinEntry,
  nightEntry,
  winnerEntry,
]);
export type FeedEntry = z.infer<typeof feedEntry>;

/** One page of the feed; `sig` is the `antes` of the next page, null on the last one. */
export const clubFeedAnswer = z.object({
  entradas: z.array(feedEntry),
  sig: z.string().nullable(),
});
export type ClubFeedAnswer = z.infer<typeof clubFeedAnswer>;
