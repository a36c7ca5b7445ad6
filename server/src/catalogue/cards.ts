import type { CompactCard, FilmPeople } from '@cineclub/contract';
import type { CompactRow, CreditRow } from './queries.js';

/** Builds compact cards from film rows and their genres and credits (fetched per page). */
export function toCompactCards(
  rows: CompactRow[],
  genres: { film_id: number; code: string }[],
  credits: CreditRow[],
): CompactCard[] {
  const genresByFilm = groupBy(genres, (genre) => genre.film_id);
  const creditsByFilm = groupBy(credits, (credit) => credit.film_id);
  return rows.map((row) => ({
    id: row.id,
    nom: row.nom,
    nomo: row.nomo,
    nomen: row.nomen,
    anio: row.anio,
    dir: row.dir,
    gens: Object.fromEntries(
      (genresByFilm.get(row.id) ?? []).map((genre) => [genre.code, 1 as const]),
    ),
    pers: peopleOf(creditsByFilm.get(row.id) ?? []),
    rate: row.rate,
    votos: row.votos,
    dura: row.dura,
    poster: row.poster,
    numed2: row.file_count,
    numdnt: row.torrent_count,
  }));
}

function peopleOf(credits: CreditRow[]): FilmPeople {
  const people: FilmPeople = { d: [], a: [], c: [], w: [] };
  for (const credit of credits) people[credit.role].push({ i: credit.person_id, n: credit.nom });
  return people;
}

function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
