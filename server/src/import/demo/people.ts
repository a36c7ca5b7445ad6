import { LOCAL_PERSON_IDS } from '@cineclub/contract';
import { normalizeTitle } from '../title-match.js';
import type { DemoFilm, DemoPerson } from './types.js';

/** A person to create: a real IMDb id or a local one, and the name. */
export type SeedPerson = [id: number, name: string];

/**
 * Ids for the people of the demo: a name (ignoring case and accents) that a card credits with
 * its IMDb id keeps that id everywhere; a name credited only without a verified IMDb id (null)
 * gets one local id from LOCAL_PERSON_IDS up, shared across the whole demo, which the web never
 * links to IMDb. Inventing IMDb ids would send visitors to the wrong people.
 */
export function demoPeople(films: DemoFilm[]) {
  const credits = films.flatMap((film) => Object.values(film.pers).flat() as DemoPerson[]);
  const ids = new Map<string, number>();
  for (const [id, name] of credits) {
    if (id !== null) ids.set(normalizeTitle(name), id);
  }
  const people = new Map<number, string>();
  let locals = 0;
  for (const [id, name] of credits) {
    const key = normalizeTitle(name);
    let known = id ?? ids.get(key);
    if (known === undefined) {
      locals += 1;
      known = LOCAL_PERSON_IDS + locals;
      ids.set(key, known);
    }
    // The first credit of a person names them.
    if (!people.has(known)) people.set(known, name);
  }
  return {
    /** The id of a card's credit: its verified IMDb id, else the local id of its name. */
    idOfCredit: ([id, name]: DemoPerson): number => {
      const known = id ?? ids.get(normalizeTitle(name));
      if (known === undefined) throw new Error(`${name}: no es de la demo`);
      return known;
    },
    /** Everyone credited, once, with their id. */
    people: [...people].map(([id, name]): SeedPerson => [id, name]),
  };
}
