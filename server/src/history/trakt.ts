import { parseImdbId } from '../library/imdb-ids.js';
import { clean, tooManyRows } from './csv-formats.js';
import { emptyRow, type HistoryRow, type ParsedHistory, secondsOf, yearOf } from './rows.js';
import { HistoryFileError } from './unpack.js';

interface TraktMovie {
  title?: unknown;
  year?: unknown;
  ids?: { imdb?: unknown };
}

/** An item of Trakt's ratings, watched, history or watchlist export (its sync API's shapes). */
interface TraktItem {
  movie?: TraktMovie;
  show?: unknown;
  episode?: unknown;
  season?: unknown;
  rating?: unknown;
  rated_at?: unknown;
  plays?: unknown;
  last_watched_at?: unknown;
  watched_at?: unknown;
  listed_at?: unknown;
}

/**
 * Reads one of Trakt's JSON exports: ratings (`rating`, `rated_at`), watched (`plays`,
 * `last_watched_at`), history (`watched_at`) or watchlist (`listed_at`), each an array of
 * items naming a `movie` with its ids. Items of shows, seasons and episodes are counted apart.
 */
export function parseTraktFile(name: string, text: string, out: ParsedHistory, maxRows: number) {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    throw new HistoryFileError(`${name || 'El fichero'} no es un JSON válido`);
  }
  if (!Array.isArray(items)) {
    throw new HistoryFileError(`${name || 'El fichero'} no es una exportación de Trakt`);
  }
  if (items.length > maxRows) throw tooManyRows(maxRows);
  for (const [index, item] of items.entries()) {
    const row = traktRow(item as TraktItem);
    if (row === 'other') out.otras++;
    else if (row) out.rows.push(row);
    else out.erroneas.push({ fichero: name, linea: index + 1 });
  }
  out.fuente ??= 'trakt';
}

function traktRow(item: TraktItem): HistoryRow | 'other' | null {
  if (typeof item !== 'object' || item === null) return null;
  if (!item.movie) return item.show || item.episode || item.season ? 'other' : null;
  const { title, year, ids } = item.movie;
  const imdb = typeof ids?.imdb === 'string' ? parseImdbId(ids.imdb, 'tt') : null;
  const titulo = typeof title === 'string' ? clean(title) : '';
  if (imdb === null && !titulo) return null;
  const row = { ...emptyRow('trakt'), imdb, titulo, anio: yearOf(year as number) };
  if (item.rating !== undefined) {
    const voto = Number(item.rating);
    if (!Number.isInteger(voto) || voto < 1 || voto > 10) return null;
    return { ...row, voto, vista: true, fecha: secondsOf(String(item.rated_at ?? '')) };
  }
  if (item.listed_at !== undefined) {
    return { ...row, quiero: true, fecha: secondsOf(String(item.listed_at)) };
  }
  const watched = item.last_watched_at ?? item.watched_at;
  if (watched !== undefined || item.plays !== undefined) {
    return { ...row, vista: true, fecha: secondsOf(String(watched ?? '')) };
  }
  return null;
}
