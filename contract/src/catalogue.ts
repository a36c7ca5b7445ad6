import { z } from 'zod';
import { boolSegment } from './common';

/** Genre code to Spanish name: the answer of GET /api/info/generos. */
export const genreMap = z.record(z.string(), z.string());
export type GenreMap = z.infer<typeof genreMap>;

/** A credited person: IMDb name id and name. */
export const personRef = z.object({ i: z.number().int(), n: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** People of a film by role: d directors, a actors, c and w other roles, in billing order. */
export const filmPeople = z.object({
  d: z.array(personRef),
  a: z.array(personRef),
  c: z.array(personRef),
  w: z.array(personRef),
});
export type FilmPeople = z.infer<typeof filmPeople>;

/**
 * The card a list tile shows: enough for the tile and for the client-side filter (titles, year,
 * directory, id and people names).
 */
export const compactCard = z.object({
  id: z.number().int(),
  nom: z.string(),
  nomo: z.string(),
  nomen: z.string(),
  anio: z.number().int().nullable(),
  dir: z.string(),
  gens: z.record(z.string(), z.literal(1)),
  pers: filmPeople,
  rate: z.number().nullable(),
  votos: z.number().int(),
  dura: z.number().int().nullable(),
  poster: z.number().int(),
  numed2: z.number().int(),
  numdnt: z.number().int(),
  idx: z.number().int().optional(),
});
export type CompactCard = z.infer<typeof compactCard>;

/** One page of a film list. `sig` is the offset of the next page, null on the last one. */
export const filmPage = z.object({
  pelis: z.array(compactCard),
  total: z.number().int(),
  sig: z.number().int().nullable(),
});
export type FilmPage = z.infer<typeof filmPage>;

/** Paging of list calls: `?desde=offset&n=pageSize`. */
export const pageQuery = z.object({
  desde: z.coerce.number().int().min(0).max(10_000_000).default(0),
  n: z.coerce.number().int().min(1).max(500).default(100),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** GET /api/lista/fecha/{onlyDownloadable}/{fullCards}/{weeks} */
export const newsParams = z.object({
  onlyDownloadable: boolSegment,
  fullCards: boolSegment,
  weeks: z.coerce.number().int().min(1).max(520),
});
