import { type GenreCode, IMDB_GENRES } from '../catalogue/genres.js';
import type { PersonRole } from '../db/schema.js';
import { parseImdbId } from '../library/imdb-ids.js';

/**
 * Mapping of IMDb dataset rows (already split, `\N` read as null) to what the catalogue
 * stores. Pure functions: the importer only streams rows through them.
 */
export type Row<C extends string> = Record<C, string | null>;

export const BASICS_COLUMNS = [
  'tconst',
  'titleType',
  'primaryTitle',
  'originalTitle',
  'isAdult',
  'startYear',
  'runtimeMinutes',
  'genres',
] as const;
export const AKAS_COLUMNS = [
  'titleId',
  'title',
  'region',
  'language',
  'types',
  'attributes',
] as const;
export const RATINGS_COLUMNS = ['tconst', 'averageRating', 'numVotes'] as const;
export const PRINCIPALS_COLUMNS = ['tconst', 'ordering', 'nconst', 'category'] as const;
export const NAMES_COLUMNS = ['nconst', 'primaryName'] as const;

/** The title types the catalogue keeps: cinema films, and on request TV films. */
export function keptTitleTypes(tvMovies: boolean): ReadonlySet<string> {
  return new Set(tvMovies ? ['movie', 'tvMovie'] : ['movie']);
}

export interface BasicsFilm {
  imdb: number;
  /** Original title. */
  nomo: string;
  /** IMDb's primary title: the English title when no US/GB title is known. */
  primary: string;
  anio: number;
  dura: number | null;
  genres: GenreCode[];
}

/**
 * A title.basics row as a film, or null when the catalogue does not keep it: other title
 * types, adult titles, and films without a year (IMDb lists tens of thousands of vague
 * projects that have none; they come in once they get one).
 */
export function filmFromBasics(
  row: Row<(typeof BASICS_COLUMNS)[number]>,
  types: ReadonlySet<string>,
): BasicsFilm | null {
  if (!row.titleType || !types.has(row.titleType) || row.isAdult === '1') return null;
  const imdb = parseImdbId(row.tconst, 'tt');
  const anio = integer(row.startYear, 1800, 2200);
  const nomo = row.originalTitle?.trim() || row.primaryTitle?.trim();
  if (!imdb || !anio || !nomo) return null;
  return {
    imdb,
    nomo,
    primary: row.primaryTitle?.trim() || nomo,
    anio,
    dura: integer(row.runtimeMinutes, 1, 1_000_000),
    genres: mapGenres(row.genres),
  };
}

/** IMDb genre names to our codes; genres we have no code for (Adult, News, ...) are dropped. */
export function mapGenres(genres: string | null): GenreCode[] {
  if (!genres) return [];
  const codes = new Set<GenreCode>();
  for (const name of genres.split(',')) {
    const code = IMDB_GENRES[name.trim()];
    if (code) codes.add(code);
  }
  return [...codes];
}

export type AkaTarget = 'es' | 'en';

export interface AkaChoice {
  imdb: number;
  target: AkaTarget;
  title: string;
  /** Higher is better; 0 is never returned, so 0 can mean "none yet". */
  score: number;
}

/**
 * How good a title.akas row is as the Spanish (region ES) or English (US, else GB) title.
 * IMDb's display title for the region beats an untyped one, which beats DVD/TV/festival
 * titles, which beat working titles; titles marked with attributes ("literal title",
 * "informal title") lose a little; titles in another language (Catalan, Basque, Galician
 * titles are region ES too) are not candidates at all. Every US title beats every GB one.
 */
export function akaChoice(row: Row<(typeof AKAS_COLUMNS)[number]>): AkaChoice | null {
  const target =
    row.region === 'ES' ? 'es' : row.region === 'US' || row.region === 'GB' ? 'en' : null;
  const title = row.title?.trim();
  const imdb = parseImdbId(row.titleId, 'tt');
  if (!target || !title || !imdb) return null;
  if (row.language && row.language !== target) return null;
  const types = splitArray(row.types);
  const typeScore = types.includes('working')
    ? 1
    : types.includes('imdbDisplay')
      ? 5
      : types.length === 0
        ? 4
        : 2;
  let score = typeScore * 4 + (row.attributes ? 0 : 2) + (row.language ? 1 : 0);
  if (row.region === 'US') score += 100;
  return { imdb, target, title, score };
}

/** IMDb writes array fields (types, attributes) with the control character \x02 between items. */
const ARRAY_SEPARATOR = String.fromCharCode(2);

function splitArray(value: string | null): string[] {
  return value ? value.split(ARRAY_SEPARATOR).filter(Boolean) : [];
}

export interface Rating {
  imdb: number;
  rate: number;
  votos: number;
}

export function ratingFromRow(row: Row<(typeof RATINGS_COLUMNS)[number]>): Rating | null {
  const imdb = parseImdbId(row.tconst, 'tt');
  const rate = Number(row.averageRating);
  const votos = integer(row.numVotes, 0, Number.MAX_SAFE_INTEGER);
  if (!imdb || !row.averageRating || !Number.isFinite(rate) || votos === null) return null;
  return { imdb, rate: Math.round(rate * 10) / 10, votos };
}

/** title.principals categories we keep; the rest (producer, editor, self, ...) are dropped. */
const ROLES: Record<string, PersonRole> = {
  director: 'd',
  actor: 'a',
  actress: 'a',
  writer: 'w',
  composer: 'c',
  cinematographer: 'c',
};

export interface Credit {
  imdb: number;
  person: number;
  role: PersonRole;
  ord: number;
}

export function creditFromRow(row: Row<(typeof PRINCIPALS_COLUMNS)[number]>): Credit | null {
  const role = row.category ? ROLES[row.category] : undefined;
  if (!role) return null;
  const imdb = parseImdbId(row.tconst, 'tt');
  const person = parseImdbId(row.nconst, 'nm');
  const ord = integer(row.ordering, 0, 1_000_000);
  if (!imdb || !person || ord === null) return null;
  return { imdb, person, role, ord };
}

/**
 * A film's credits as stored: one per (role, person), at the person's first billing for that
 * role (a composer who also shot the film is one 'c' credit).
 */
export function uniqueCredits(credits: readonly Credit[]): Credit[] {
  const best = new Map<string, Credit>();
  for (const credit of credits) {
    const key = `${credit.role}:${credit.person}`;
    const seen = best.get(key);
    if (!seen || credit.ord < seen.ord) best.set(key, credit);
  }
  return [...best.values()];
}

export interface PersonName {
  id: number;
  nom: string;
}

export function personFromRow(row: Row<(typeof NAMES_COLUMNS)[number]>): PersonName | null {
  const id = parseImdbId(row.nconst, 'nm');
  const nom = row.primaryName?.trim();
  return id && nom ? { id, nom } : null;
}

function integer(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}
