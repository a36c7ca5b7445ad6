import type { GenreCode } from '../../catalogue/genres.js';

/**
 * A person credited on a film: IMDb name id as a number (nm0000229 -> 229) and the name. The id
 * is null when it could not be verified: the person is then credited by name, with a local id
 * and no IMDb link (see `demoPeople`).
 */
export type DemoPerson = [imdbNameId: number | null, name: string];

/** Curated lists a film can belong to, with its position in each. */
export type ListCode = '1000p' | 'i250' | 'crit' | 'oscars';

/** One hand-written film of the demo catalogue, with a complete card. */
export interface DemoFilm {
  /** IMDb title id as a number (tt0111161 -> 111161). */
  imdb: number;
  /** Title used in Spain. */
  nom: string;
  /** Original title. */
  nomo: string;
  /** English title. */
  nomen: string;
  anio: number;
  /** Runtime in minutes. */
  dura: number;
  gens: GenreCode[];
  /** IMDb rating (0-10, one decimal) and number of votes. */
  rate: number;
  votos: number;
  /** Short synopsis in Spanish. */
  arg: string;
  /** d directors, a top-billed actors (billing order), w writers, c composer/cinematographer. */
  pers: { d: DemoPerson[]; a: DemoPerson[]; w?: DemoPerson[]; c?: DemoPerson[] };
  /** Memberships with the film's position in each list. */
  cols: Partial<Record<ListCode, number>>;
}
