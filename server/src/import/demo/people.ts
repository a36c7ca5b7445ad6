import { LOCAL_PERSON_IDS } from '@cineclub/contract';
import { normalizeTitle } from '../title-match.js';
import type { DemoFilm, DemoPerson } from './types.js';

/** A person to create: a real IMDb id or a local one, and the name. */
export type SeedPerson = [id: number, name: string];

/**
 * Ids for the people of the demo known by name only: the people a hand-written card credits
 * without a verified IMDb id (null) and the directors of the vega table, which names people
 * without ids. A name (ignoring case and accents) that a card credits with its IMDb id keeps that
 * id everywhere; any other name gets one local id from LOCAL_PERSON_IDS up, shared across the
 * whole demo, which the web never links to IMDb. Inventing IMDb ids would send visitors to the
 * wrong people.
 */
export function demoPeople(famous: DemoFilm[], directors: string[]) {
  const credits = famous.flatMap((film) => Object.values(film.pers).flat() as DemoPerson[]);
  const ids = new Map<string, number>();
  for (const [id, name] of credits) {
    if (id !== null) ids.set(normalizeTitle(name), id);
  }
  const local: SeedPerson[] = [];
  const unverified = [
    ...credits.filter(([id]) => id === null).map(([, name]) => name),
    ...directors,
  ];
  for (const name of unverified) {
    const key = normalizeTitle(name);
    if (ids.has(key)) continue;
    const id = LOCAL_PERSON_IDS + local.length + 1;
    local.push([id, name]);
    ids.set(key, id);
  }
  return {
    /** The id of a person by name. */
    idOf: (name: string) => ids.get(normalizeTitle(name)),
    /** The id of a card's credit: its verified IMDb id, else the local id of its name. */
    idOfCredit: ([id, name]: DemoPerson): number => {
      const known = id ?? ids.get(normalizeTitle(name));
      if (known === undefined) throw new Error(`${name}: no es de la demo`);
      return known;
    },
    /** People known by name only, to create once with their local ids. */
    local,
  };
}
