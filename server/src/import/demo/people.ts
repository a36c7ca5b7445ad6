import { LOCAL_PERSON_IDS } from '@cineclub/contract';
import { normalizeTitle } from '../title-match.js';
import type { DemoFilm, DemoPerson } from './types.js';

/**
 * Ids for the directors of the vega table, which names people without IMDb ids. A director a
 * hand-written card credits under the same name (ignoring case and accents) gets that card's
 * real IMDb id; anyone else a local id from LOCAL_PERSON_IDS up, which the web never links to
 * IMDb. Inventing IMDb ids would send visitors to the wrong people.
 */
export function directorPeople(famous: DemoFilm[], directors: string[]) {
  const known = new Map<string, number>();
  for (const film of famous) {
    for (const [id, name] of Object.values(film.pers).flat() as DemoPerson[]) {
      known.set(normalizeTitle(name), id);
    }
  }
  const ids = new Map<string, number>();
  const local: DemoPerson[] = [];
  for (const name of directors) {
    const key = normalizeTitle(name);
    if (ids.has(key)) continue;
    const id = known.get(key) ?? LOCAL_PERSON_IDS + local.length + 1;
    if (id > LOCAL_PERSON_IDS) local.push([id, name]);
    ids.set(key, id);
  }
  return {
    /** The id of a director by name. */
    idOf: (name: string) => ids.get(normalizeTitle(name)),
    /** People to create: the directors no hand-written card credits. */
    local,
  };
}
