import fs from 'node:fs';
import { isListCode, type ListCode, listCodes } from '@cineclub/contract';
import { parse } from 'csv-parse/sync';
import type { Db } from '../db/connection.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { ImportInputError } from './errors.js';
import { listRows } from './list-csv.js';
import { noProgress, type OnProgress } from './progress.js';
import { createImportQueries } from './queries.js';

export interface ListImportOptions {
  code: string;
  file: string;
}

export interface ListImportSummary {
  list: ListCode;
  /** Entries the list holds now. */
  entries: number;
  /** Films that were in the list before and are not any more. */
  left: number;
  /** Ids of the file that are not in the catalogue (`tt0111161`), with their position. */
  missing: { imdb: string; pos: number }[];
  /** Lines that are not (position, IMDb id). */
  bad: { line: number; text: string }[];
  /** Ids the file lists twice (the first position is kept). */
  repeated: { imdb: string; line: number }[];
}

/** A list file is a few thousand lines at most; anything far bigger is not one. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * Loads a curated list (1000p, i250, crit, oscars) from a CSV file of positions and IMDb ids,
 * replacing the list's entries in one transaction: films no longer listed leave it.
 */
export async function importList(
  db: Db,
  options: ListImportOptions,
  onProgress: OnProgress = noProgress,
): Promise<ListImportSummary> {
  const { code, file } = options;
  checkCode(code);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new ImportInputError(`No existe el fichero ${file}`);
  if (stat.size > MAX_FILE_BYTES) {
    throw new ImportInputError(`${file} es demasiado grande para ser una lista`);
  }
  return importListText(
    db,
    { code, text: fs.readFileSync(file, 'utf8'), source: file },
    onProgress,
  );
}

function checkCode(code: string): asserts code is ListCode {
  if (!isListCode(code)) {
    throw new ImportInputError(
      `Lista desconocida '${code}': debe ser una de ${listCodes.join(', ')}`,
    );
  }
}

/**
 * importList on a file's text (an upload from the admin screen); `source` names the file in
 * messages.
 */
export async function importListText(
  db: Db,
  options: { code: string; text: string; source: string },
  onProgress: OnProgress = noProgress,
): Promise<ListImportSummary> {
  const { code, source: file } = options;
  checkCode(code);
  const records = parseCsv(options.text, file);
  const rows = listRows(records, code);
  onProgress({
    step: code,
    done: records.length,
    unit: 'filas',
    counts: { entradas: rows.entries.length },
  });
  if (!rows.entries.length) {
    throw new ImportInputError(
      `${file} no tiene ninguna fila (posición, id de IMDb) de la lista ${code}`,
    );
  }

  const queries = createImportQueries(db);
  const filmIds = await queries.filmIdsByImdb(rows.entries.map((entry) => entry.imdb));
  const listed = rows.entries.flatMap((entry) => {
    const filmId = filmIds.get(entry.imdb);
    return filmId === undefined ? [] : [{ list: code, film_id: filmId, pos: entry.pos }];
  });
  const left = await queries.replaceListEntries(code, listed);
  onProgress({
    step: code,
    done: records.length,
    unit: 'filas',
    counts: { entradas: listed.length },
    end: true,
  });

  return {
    list: code,
    entries: listed.length,
    left,
    missing: rows.entries
      .filter((entry) => !filmIds.has(entry.imdb))
      .map((entry) => ({ imdb: formatTitleId(entry.imdb), pos: entry.pos })),
    bad: rows.bad,
    repeated: rows.repeated.map((entry) => ({ imdb: formatTitleId(entry.imdb), line: entry.line })),
  };
}

/** Comma, semicolon (a spreadsheet in Spanish saves with ';') or tab separated, quoted or not. */
function parseCsv(text: string, file: string): string[][] {
  try {
    return parse(text, {
      delimiter: [',', ';', '\t'],
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    throw new ImportInputError(`${file} no es un CSV válido: ${(error as Error).message}`);
  }
}
