import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GenreCode } from '../../catalogue/genres.js';
import { repairMacRoman } from './mac-roman.js';
import { TitleYears } from './title-years.js';

/** A film of the vega `movies` table after cleaning: only rows that can be shown honestly. */
export interface VegaFilm {
  title: string;
  year: number;
  genres: GenreCode[];
  director: string;
  dura: number | null;
  rate: number | null;
  votos: number;
}

export interface VegaRow {
  Title: string | number | null;
  'Release Date': string | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  'Running Time min': number | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

/**
 * The table's genres that say what the film is. 'Thriller/Suspense' is left out: the table
 * puts films under it that are not thrillers (Titanic), and a wrong genre is worse than none.
 */
const VEGA_GENRES: Record<string, GenreCode[]> = {
  Drama: ['DR'],
  Comedy: ['CO'],
  Musical: ['MS'],
  Adventure: ['AV'],
  Action: ['AC'],
  'Romantic Comedy': ['RO', 'CO'],
  Horror: ['TE'],
  Western: ['OE'],
  Documentary: ['DO'],
  'Black Comedy': ['CO'],
  'Concert/Performance': ['MU'],
};

/** Of the 'Creative Type' column only these two are genres; the rest (fiction kinds) are not. */
const VEGA_CREATIVE_GENRES: Record<string, GenreCode> = {
  'Science Fiction': 'CF',
  Fantasy: 'FN',
};

/** The table ends in 2010; later years are two-digit years read into the wrong century. */
const LAST_YEAR = 2011;

export function vegaYear(releaseDate: string | null): number | null {
  const match = /(\d{4})$/.exec(releaseDate ?? '');
  if (!match?.[1]) return null;
  const year = Number(match[1]);
  return year > LAST_YEAR ? year - 100 : year;
}

/**
 * A row as a film, or null when it cannot be shown honestly: a card needs its title, year and
 * director (the table has no synopsis and no IMDb id, so a film without these says nothing).
 */
export function cleanVegaRow(row: VegaRow): VegaFilm | null {
  // Some titles are numbers in the JSON ('1941', '300'); a missing or blank one is unusable.
  const title = row.Title === null ? '' : repairMacRoman(String(row.Title)).trim();
  const year = vegaYear(row['Release Date']);
  const director = row.Director ? repairMacRoman(row.Director).trim() : '';
  if (!title || year === null || !director) return null;
  const creative = VEGA_CREATIVE_GENRES[row['Creative Type'] ?? ''];
  const genres = VEGA_GENRES[row['Major Genre'] ?? ''] ?? [];
  return {
    title,
    year,
    genres: creative && !genres.includes(creative) ? [...genres, creative] : genres,
    director,
    dura: row['Running Time min'] ?? null,
    rate: row['IMDB Rating'] ?? null,
    votos: row['IMDB Votes'] ?? 0,
  };
}

/**
 * Reads the table shipped by the vega-datasets package, cleaned and without duplicates: rows
 * whose titles match (ignoring case, accents and punctuation) a year apart at most are one
 * film, released in two countries; the row with more votes stays.
 */
export function loadVegaFilms(): VegaFilm[] {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('vega-datasets');
  const file = path.join(path.dirname(entry), '..', 'data', 'movies.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as VegaRow[];
  const films = rows.flatMap((row) => cleanVegaRow(row) ?? []);
  films.sort((a, b) => b.votos - a.votos);
  const kept = new TitleYears();
  return films.filter((film) => kept.addIfNew([film.title], film.year));
}
