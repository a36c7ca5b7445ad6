import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { ExportData } from './export-queries.js';

/** The film an exported row is about. */
type Film = Pick<
  ExportData['wants'][number],
  'film_id' | 'imdb' | 'nom' | 'nomo' | 'nomen' | 'anio'
>;

/** The columns Letterboxd's importer reads (letterboxd.com/about/importing-data). */
const FILM_COLUMNS = ['imdbID', 'Title', 'Year', 'Directors'];

/** IMDb's id as Letterboxd and IMDb write it: tt and at least seven digits; '' without one. */
export function imdbId(imdb: number | null): string {
  return imdb ? `tt${String(imdb).padStart(7, '0')}` : '';
}

/**
 * A Cineclub score (0-10) on Letterboxd's scales: `Rating10` 1-10 and `Rating` 0.5-5 in half
 * stars. Letterboxd has no zero, so a 0 becomes its lowest, half a star.
 */
export function letterboxdRating(voto: number): { Rating: string; Rating10: string } {
  const ten = Math.max(1, Math.min(10, voto));
  return { Rating: String(ten / 2), Rating10: String(ten) };
}

/** A day as Letterboxd's `WatchedDate` takes it (YYYY-MM-DD, UTC). */
export function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** The name, year and directors Letterboxd matches a film by when the IMDb id is not enough. */
function filmColumns(film: Film, directors: Map<number, string[]>) {
  return {
    imdbID: imdbId(film.imdb),
    // Letterboxd lists films by their English (else original) title.
    Title: film.nomen || film.nomo || film.nom,
    Year: film.anio === null ? '' : String(film.anio),
    Directors: (directors.get(film.film_id) ?? []).join(', '),
  };
}

/** A cell starting with =, +, -, @, tab or CR gets a leading quote: no spreadsheet runs it. */
function csv(columns: string[], rows: Record<string, string>[]): string {
  return stringify(rows, { header: true, columns, record_delimiter: '\n', escape_formulas: true });
}

/**
 * The member's history as Letterboxd imports it: `ratings.csv` (each film's newest score),
 * `watched.csv` (films with a seen mark), `watchlist.csv` ('Quiero verla') and `reviews.csv`
 * (every comment with text, dated, with its score when it has one).
 */
export function letterboxdFiles(data: ExportData): Record<string, string> {
  const directors = new Map<number, string[]>();
  for (const row of data.directors) {
    const names = directors.get(row.film_id) ?? [];
    names.push(row.person_nom);
    directors.set(row.film_id, names);
  }
  const newestScore = new Map<number, (typeof data.comments)[number]>();
  const seen = new Map<number, (typeof data.comments)[number]>();
  for (const comment of data.comments) {
    if (comment.voto >= 0) newestScore.set(comment.film_id, comment);
    if (comment.vista === 1 && !seen.has(comment.film_id)) seen.set(comment.film_id, comment);
  }
  const rating = (voto: number) =>
    voto >= 0 ? letterboxdRating(voto) : { Rating: '', Rating10: '' };
  return {
    'ratings.csv': csv(
      [...FILM_COLUMNS, 'WatchedDate', 'Rating', 'Rating10'],
      [...newestScore.values()].map((row) => ({
        ...filmColumns(row, directors),
        WatchedDate: isoDay(row.fecha),
        ...rating(row.voto),
      })),
    ),
    // The day of the first seen mark: Letterboxd's diary keeps when a film was first logged.
    'watched.csv': csv(
      [...FILM_COLUMNS, 'WatchedDate'],
      [...seen.values()].map((row) => ({
        ...filmColumns(row, directors),
        WatchedDate: isoDay(row.fecha),
      })),
    ),
    'watchlist.csv': csv(
      FILM_COLUMNS,
      data.wants.map((row) => filmColumns(row, directors)),
    ),
    'reviews.csv': csv(
      [...FILM_COLUMNS, 'WatchedDate', 'Rating', 'Rating10', 'Review'],
      data.comments
        .filter((row) => row.comen.trim())
        .map((row) => ({
          ...filmColumns(row, directors),
          WatchedDate: isoDay(row.fecha),
          ...rating(row.voto),
          Review: row.comen,
        })),
    ),
  };
}

const filmOf = (row: Film) => ({
  id: row.film_id,
  imdb: imdbId(row.imdb),
  nom: row.nom,
  anio: row.anio,
});

/** Everything of the member's, in Cineclub's own words (the spec's field names). */
export function everything(data: ExportData, now: number) {
  const { user } = data;
  return {
    exportado: now,
    usuario: {
      email: user.email,
      nombre: user.name,
      picture: user.picture,
      creado: user.created_at,
      perms: data.perms.map((row) => row.perm),
      identidades: data.identities.map((row) => ({ emisor: row.issuer, desde: row.created_at })),
      privacidad: { marcas: user.club_marks === 1, actividad: user.club_feed === 1 },
    },
    comentarios: data.comments.map((row) => ({
      id: row.id,
      peli: filmOf(row),
      fecha: row.fecha,
      vista: row.vista === 1,
      voto: row.voto,
      comen: row.comen,
    })),
    quiero: data.wants.map((row) => ({ peli: filmOf(row), fecha: row.created_at })),
    peticiones: data.requests.map((row) => ({
      peli: filmOf(row),
      fecha: row.created_at,
      estado: row.state,
      cerrada: row.closed_at,
    })),
    avisos: data.notices,
    mensajes: data.messages,
    descargas: data.downloads.map((row) => ({
      fecha: row.created_at,
      estado: row.state,
      archivo: row.name,
      peli: row.film_id,
    })),
  };
}

/** The export ZIP: the Letterboxd CSVs and `cineclub.json`, UTF-8. */
export function exportZip(data: ExportData, now: number): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(letterboxdFiles(data))) files[name] = strToU8(text);
  files['cineclub.json'] = strToU8(JSON.stringify(everything(data, now), null, 2));
  return zipSync(files, { level: 6, mtime: new Date(now * 1000) });
}
