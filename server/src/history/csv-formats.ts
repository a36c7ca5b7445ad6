import { withoutControl } from '@cineclub/contract';
import { parse } from 'csv-parse/sync';
import { parseImdbId } from '../library/imdb-ids.js';
import { emptyRow, type HistoryRow, type ParsedHistory, secondsOf, yearOf } from './rows.js';
import { HistoryFileError } from './unpack.js';

export const tooManyRows = (maxRows: number) =>
  new HistoryFileError(`El fichero tiene demasiadas filas: el límite son ${maxRows}`, 413);

type Record = Map<string, string>;

/** What a CSV file is, told by its header (and, for two of Letterboxd's, by its name). */
type CsvKind =
  | 'imdb-ratings'
  | 'imdb-watchlist'
  | 'lb-ratings'
  | 'lb-diary'
  | 'lb-reviews'
  | 'lb-watched'
  | 'lb-watchlist';

/**
 * IMDb's 'Title Type' values that are not films: their rows are counted apart. IMDb writes
 * them in the account's language; the English and Spanish ones are listed.
 */
const NOT_FILMS =
  /^(tv ?series|tv ?mini ?series|tv ?episode|podcast|video ?game|serie|miniserie|episodio|serie de tv|miniserie de tv|episodio de tv)/i;

/**
 * Reads one CSV export into rows. The separator is whichever of comma, semicolon and tab the
 * header uses (a spreadsheet in Spanish saves with semicolons); lines may end in CRLF; a row
 * the CSV reader cannot make sense of is listed and the rest read.
 */
export function parseCsvFile(name: string, text: string, out: ParsedHistory, maxRows: number) {
  const erroneas: number[] = [];
  // `info` gives each record the line it ends on: a review may span several.
  const records = parse(text, {
    delimiter: separatorOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      erroneas.push((error as { lines?: number } | undefined)?.lines ?? 0);
    },
    to: maxRows + 2,
    info: true,
    // csv-parse's types leave `info` out of what the sync parse answers.
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...body] = records;
  if (!header) return;
  if (body.length > maxRows) throw tooManyRows(maxRows);
  const names = header.record.map((column) => column.trim().toLowerCase());
  const kind = kindOf(names, name);
  for (const linea of erroneas) out.erroneas.push({ fichero: name, linea });
  for (const { record: values, info } of body) {
    const record: Record = new Map(names.map((column, at) => [column, (values[at] ?? '').trim()]));
    if ([...record.values()].every((value) => value === '')) continue;
    const row = rowOf(kind, record);
    if (row === 'other') out.otras++;
    else if (row) out.rows.push(row);
    else out.erroneas.push({ fichero: name, linea: info.lines });
  }
  out.fuente ??= kind.startsWith('imdb') ? 'imdb' : 'letterboxd';
}

function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((sep) => [sep, firstLine.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function kindOf(names: string[], fileName: string): CsvKind {
  const has = (column: string) => names.includes(column);
  if (has('const')) {
    if (has('position')) return 'imdb-watchlist';
    if (has('your rating')) return 'imdb-ratings';
  } else if (has('name') && has('year')) {
    if (has('review')) return 'lb-reviews';
    if (has('watched date') || has('rewatch')) return 'lb-diary';
    if (has('rating')) return 'lb-ratings';
    // watched.csv and watchlist.csv have the same columns: only their names tell them apart.
    if (/watchlist/i.test(fileName)) return 'lb-watchlist';
    if (/watched/i.test(fileName)) return 'lb-watched';
    throw new HistoryFileError(
      `No sé si ${fileName || 'el fichero'} es el watched.csv o el watchlist.csv de ` +
        'Letterboxd: súbelo con su nombre, o el ZIP entero',
    );
  }
  throw new HistoryFileError(
    `${fileName || 'El fichero'} no parece una exportación de IMDb, Letterboxd ni Trakt`,
  );
}

/** The row a record makes; 'other' for series and episodes, null when it cannot be read. */
function rowOf(kind: CsvKind, record: Record): HistoryRow | 'other' | null {
  const get = (column: string) => record.get(column) ?? '';
  if (kind === 'imdb-ratings' || kind === 'imdb-watchlist') {
    if (NOT_FILMS.test(get('title type'))) return 'other';
    const imdb = parseImdbId(get('const'), 'tt');
    if (imdb === null) return null;
    const row = {
      ...emptyRow('imdb'),
      imdb,
      titulo: clean(get('title')),
      anio: yearOf(get('year')),
    };
    if (kind === 'imdb-watchlist')
      return { ...row, quiero: true, fecha: secondsOf(get('created')) };
    const voto = Number(get('your rating'));
    if (!Number.isInteger(voto) || voto < 1 || voto > 10) return null;
    return { ...row, voto, vista: true, fecha: secondsOf(get('date rated')) };
  }
  const titulo = clean(get('name'));
  if (!titulo) return null;
  const row = { ...emptyRow('letterboxd'), titulo, anio: yearOf(get('year')) };
  const fecha = secondsOf(get('watched date') || get('date'));
  if (kind === 'lb-watchlist') return { ...row, quiero: true, fecha };
  const voto = starsToScore(get('rating'));
  if (voto === null) return null;
  return { ...row, vista: true, voto, fecha, comen: clean(get('review')) };
}

/** Letterboxd's 0.5-5 stars as a 1-10 score; -1 when unrated; null when not a star count. */
export function starsToScore(text: string): number | null {
  if (text === '') return -1;
  const stars = Number(text.replace(',', '.'));
  if (!Number.isFinite(stars) || stars < 0.5 || stars > 5) return null;
  return Math.round(stars * 2);
}

/** A text as the API takes it: no control characters, trimmed. */
export function clean(text: string): string {
  return withoutControl(text).trim();
}
