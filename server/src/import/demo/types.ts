import { type ListCode, listCodes } from '@cineclub/contract';
import { z } from 'zod';
import { GENRES, type GenreCode } from '../../catalogue/genres.js';

const genreCodes = Object.keys(GENRES) as [GenreCode, ...GenreCode[]];

/**
 * A person credited on a film: IMDb name id as a number (nm0000229 -> 229) and the name. The id
 * is null when it could not be verified: the person is then credited by name, with a local id
 * and no IMDb link (see `demoPeople`).
 */
const personSchema = z.tuple([z.number().int().positive().nullable(), z.string().min(1)]);

/**
 * One hand-written film of the demo catalogue, with a complete card, as `demo-data/films.json`
 * holds it. List positions: i250 = IMDb Top 250 (June 2025 snapshot); 1000p = They Shoot
 * Pictures, Don't They? 1,000 Greatest Films (2025 edition); crit = Criterion spine number;
 * oscars = ceremony number at which the film won Best Picture.
 */
export const demoFilmSchema = z.strictObject({
  /** IMDb title id as a number (tt0111161 -> 111161). */
  imdb: z.number().int().positive(),
  /** Title used in Spain. */
  nom: z.string().min(1),
  /** Original title. */
  nomo: z.string().min(1),
  /** English title. */
  nomen: z.string().min(1),
  anio: z.number().int().min(1895).max(2030),
  /** Runtime in minutes. */
  dura: z.number().int().positive(),
  gens: z.array(z.enum(genreCodes)).min(1),
  /** IMDb rating (0-10, one decimal) and number of votes. */
  rate: z.number().min(0).max(10),
  votos: z.number().int().nonnegative(),
  /** Short synopsis in Spanish. */
  arg: z.string().min(1),
  /** d directors, a top-billed actors (billing order), w writers, c composer/cinematographer. */
  pers: z.strictObject({
    d: z.array(personSchema).min(1),
    a: z.array(personSchema),
    w: z.array(personSchema).optional(),
    c: z.array(personSchema).optional(),
  }),
  /** Memberships with the film's position in each list. */
  cols: z.partialRecord(
    z.enum(listCodes as [ListCode, ...ListCode[]]),
    z.number().int().positive(),
  ),
});

export type DemoFilm = z.infer<typeof demoFilmSchema>;
export type DemoPerson = DemoFilm['pers']['d'][number];

/** Curated lists a film can belong to (the contract's registry), with its position in each. */
export type { ListCode } from '@cineclub/contract';
