import type { CompactCard, FilmPeople, FullCard, ListCode } from '@cineclub/contract';
import { joinCast } from './cast.js';
import type { CompactRow, CreditRow } from './queries.js';

export interface CardParts {
  genres: { film_id: number; code: string }[];
  credits: CreditRow[];
}

/** Builds compact cards from film rows and their genres and credits (fetched per page). */
export function toCompactCards(rows: CompactRow[], parts: CardParts): CompactCard[] {
  const genresByFilm = groupBy(parts.genres, (genre) => genre.film_id);
  const creditsByFilm = groupBy(parts.credits, (credit) => credit.film_id);
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
    ...(row.idx === null ? {} : { idx: row.idx }),
    ...clubOf(row),
  }));
}

/** The club's score of a film row, when some member rated it (`club_score`). */
function clubOf(row: CompactRow): Pick<CompactCard, 'club'> {
  const votos = Number(row.club_raters ?? 0);
  if (!votos) return {};
  return { club: { nota: averageScore(Number(row.club_sum), votos), votos } };
}

/** The average of `count` scores adding up to `sum`, one decimal. */
export function averageScore(sum: number, count: number): number {
  return Math.round((sum / count) * 10) / 10;
}

export interface FullParts {
  films: { id: number; imdb: number | null; arg: string; backdrop: string; trailer: string }[];
  /** The cast as an NFO or TMDB gave it, in order per film. */
  cast: { film_id: number; nom: string; papel: string; photo: string }[];
  /** Photos of credited actors. */
  photos: { film_id: number; id: number; photo: string }[];
  lists: { film_id: number; list: string; pos: number }[];
  files: {
    id: number;
    film_id: number | null;
    disk: string;
    dir: string;
    name: string;
    size: number;
    comment: string;
  }[];
  torrents: { film_id: number; code: string; name: string }[];
}

/**
 * Adds what a full card holds to compact cards. File directories are the owner's business:
 * they are only filled when `dirs` (users with bajed2, who need them for the pman link); the
 * disk is always given (the download queue runs one item per disk). Per-user fields start
 * empty; the community area fills them.
 */
export function toFullCards(
  cards: CompactCard[],
  parts: FullParts,
  options: { dirs: boolean },
): FullCard[] {
  const films = new Map(parts.films.map((film) => [film.id, film]));
  const lists = groupBy(parts.lists, (entry) => entry.film_id);
  const files = groupBy(parts.files, (file) => file.film_id ?? 0);
  const torrents = groupBy(parts.torrents, (torrent) => torrent.film_id);
  const cast = groupBy(parts.cast, (member) => member.film_id);
  const photos = groupBy(parts.photos, (photo) => photo.film_id);
  return cards.map((card) => ({
    ...card,
    ...pictures(card, films.get(card.id), cast.get(card.id) ?? [], photos.get(card.id) ?? []),
    imdb: films.get(card.id)?.imdb ?? null,
    arg: films.get(card.id)?.arg ?? '',
    cols: (lists.get(card.id) ?? []).map((entry): [ListCode, number] => [
      entry.list as ListCode,
      entry.pos,
    ]),
    arcs: (files.get(card.id) ?? []).map((file) => ({
      id: file.id,
      dsk: file.disk,
      dir: options.dirs ? file.dir : '',
      nom: file.name,
      tam: Number(file.size),
      comen: file.comment,
    })),
    donto: (torrents.get(card.id) ?? []).map((torrent) => ({
      code: torrent.code,
      nom: torrent.name,
    })),
    quiero: false,
    pedida: false,
    vista: false,
    mcoms: [],
    ocoms: [],
    media: null,
  }));
}

/** The card's backdrop, trailer and one cast list (issues 30 and 47), only those it has. */
function pictures(
  card: CompactCard,
  film: FullParts['films'][number] | undefined,
  cast: FullParts['cast'],
  photos: FullParts['photos'],
): Partial<FullCard> {
  const reparto = joinCast(
    card.pers.a,
    cast,
    new Map(photos.map((photo) => [photo.id, photo.photo])),
  );
  return {
    ...(film?.backdrop ? { fondo: film.backdrop } : {}),
    ...(film?.trailer ? { trailer: film.trailer } : {}),
    ...(reparto.length ? { reparto } : {}),
  };
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
