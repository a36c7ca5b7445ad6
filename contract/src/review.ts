import { z } from 'zod';
import { idSegment } from './common';
import { REVIEW_FIRST_YEAR } from './rules';

const YEAR_MESSAGE = `un año de ${REVIEW_FIRST_YEAR} en adelante`;

/** A year in the path: four digits from REVIEW_FIRST_YEAR (a future year is the service's 404). */
export const reviewParams = z.object({
  anio: z
    .string()
    .regex(/^\d{4}$/, YEAR_MESSAGE)
    .transform(Number)
    .refine((year) => year >= REVIEW_FIRST_YEAR, YEAR_MESSAGE),
});
/** Whose year: another member's (the shared address), or the signed-in member's when absent. */
export const reviewQuery = z.object({ socio: idSegment.optional() });

const count = z.number().int().nonnegative();
export const reviewFilm = z.object({
  id: z.number().int(),
  nom: z.string(),
  anio: z.number().int().nullable(),
  /** Its poster (`posterPath`): the review shows the films' posters (issue 47). */
  poster: z.number().int(),
});
export type ReviewFilm = z.infer<typeof reviewFilm>;

/** The member's year. `vistas` is null when their seen marks are hidden from the viewer. */
export const memberYear = z.object({
  /** Films with a seen mark in the year, null when the member keeps them from the club. */
  vistas: count.nullable(),
  /** Films scored in the year (the newest score of each). */
  notas: count,
  /** Films seen or scored: what the hours, months, directors and genres count. */
  pelis: count,
  /** Average of the scores, one decimal; null without scores. */
  media: z.number().nullable(),
  /** Hours of the runtimes of `pelis`, one decimal, and how many of them had no runtime. */
  horas: z.number(),
  sinDuracion: count,
  /** Films per month, January first (12 numbers). */
  meses: z.array(count).length(12),
  /** How many films got each score, 0 to 10 (11 numbers). */
  puntuaciones: z.array(count).length(11),
  directores: z.array(z.object({ id: z.number().int(), nom: z.string(), pelis: count })),
  generos: z.array(z.object({ code: z.string(), nom: z.string(), pelis: count })),
  /** The member's highest scores of the year. */
  mejores: z.array(z.object({ peli: reviewFilm, voto: count })),
});
export type MemberYear = z.infer<typeof memberYear>;

export const clubYear = z.object({
  /** Scores given in the year (each member's newest per film) and members who gave any. */
  notas: count,
  socios: count,
  /** Scores per month, January first. */
  meses: z.array(count).length(12),
  /** Best average score among films with at least `minimo` scores. */
  mejores: z.array(z.object({ peli: reviewFilm, media: z.number(), notas: count })),
  minimo: count,
  /** Films put on a list in the year, counted over members who show their list to the club. */
  deseadas: z.array(z.object({ peli: reviewFilm, socios: count })),
  /** Films downloaded in the year, by how many members. */
  descargadas: z.array(z.object({ peli: reviewFilm, socios: count })),
  /**
   * Film nights held in the year (issue 48: started by the time of asking, not cancelled, with
   * their film chosen), the distinct films they showed, and those films newest night first (each
   * once, the day of its newest night), at most the lists' size.
   */
  sesiones: z.object({
    total: count,
    pelis: count,
    lista: z.array(z.object({ peli: reviewFilm, fecha: z.number().int() })),
  }),
});
export type ClubYear = z.infer<typeof clubYear>;

export const reviewAnswer = z.object({
  anio: z.number().int(),
  /** The years a review can be asked for: the member's first active year to the current one. */
  desde: z.number().int(),
  hasta: z.number().int(),
  /** Whose year it is; `propio` when it is the viewer's own. */
  socio: z.object({ id: z.number().int(), nombre: z.string(), propio: z.boolean() }),
  suyo: memberYear,
  club: clubYear,
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;
