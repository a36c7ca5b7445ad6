import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GenreCode } from '../../catalogue/genres.js';
import { repairMacRoman } from './mac-roman.js';

/** A film of the vega `movies` table after cleaning. */
export interface VegaFilm {
  title: string;
  year: number | null;
  genres: GenreCode[];
  director: string | null;
  dura: number | null;
  rate: number | null;
  votos: number;
}

interface VegaRow {
  Title: string | number | null;
  'Release Date': string | null;
  'Major Genre': string | null;
  Director: string | null;
  'Running Time min': number | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

const VEGA_GENRES: Record<string, GenreCode[]> = {
  Drama: ['DR'],
  Comedy: ['CO'],
  Musical: ['MS'],
  'Thriller/Suspense': ['SU'],
  Adventure: ['AV'],
  Action: ['AC'],
  'Romantic Comedy': ['RO', 'CO'],
  Horror: ['TE'],
  Western: ['OE'],
  Documentary: ['DO'],
  'Black Comedy': ['CO'],
  'Concert/Performance': ['MU'],
};

/** The table ends in 2010; later years are two-digit years read into the wrong century. */
const LAST_YEAR = 2011;

export function vegaYear(releaseDate: string | null): number | null {
  const match = /(\d{4})$/.exec(releaseDate ?? '');
  if (!match?.[1]) return null;
  const year = Number(match[1]);
  return year > LAST_YEAR ? year - 100 : year;
}

export function cleanVegaRow(row: VegaRow): VegaFilm | null {
  // Some titles are numbers in the JSON ('1941', '300'); a missing or blank one is unusable.
  const title = row.Title === null ? '' : repairMacRoman(String(row.Title)).trim();
  if (!title) return null;
  return {
    title,
    year: vegaYear(row['Release Date']),
    genres: VEGA_GENRES[row['Major Genre'] ?? ''] ?? [],
    director: row.Director ? repairMacRoman(row.Director).trim() : null,
    dura: row['Running Time min'] ?? null,
    rate: row['IMDB Rating'] ?? null,
    votos: row['IMDB Votes'] ?? 0,
  };
}

/** Reads the table shipped by the vega-datasets package, cleaned and without duplicates. */
export function loadVegaFilms(): VegaFilm[] {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('vega-datasets');
  const file = path.join(path.dirname(entry), '..', 'data', 'movies.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as VegaRow[];
  const seen = new Set<string>();
  const films: VegaFilm[] = [];
  for (const row of rows) {
    const film = cleanVegaRow(row);
    if (!film) continue;
    const key = `${film.title.toLowerCase()}|${film.year}`;
    if (seen.has(key)) continue;
    seen.add(key);
    films.push(film);
  }
  return films;
}
