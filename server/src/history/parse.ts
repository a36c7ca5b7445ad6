import { parseCsvFile, tooManyRows } from './csv-formats.js';
import type { ParsedHistory } from './rows.js';
import { parseTraktFile } from './trakt.js';
import { HistoryFileError, unpackUpload } from './unpack.js';

export interface HistoryLimits {
  /** Bytes of the upload, and of the texts a ZIP unpacks to. */
  maxBytes: number;
  /** Rows of all its files together. */
  maxRows: number;
}

/**
 * Reads an upload, whatever it is: one of IMDb's or Letterboxd's CSV exports, Letterboxd's ZIP,
 * or Trakt's JSON (alone or zipped). In a ZIP, files that are none of those (Letterboxd's
 * profile.csv and comments.csv) are passed over; a file alone that is none of them is refused.
 */
export function parseHistory(
  bytes: Uint8Array,
  name: string,
  limits: HistoryLimits,
): ParsedHistory {
  if (bytes.length === 0) throw new HistoryFileError('El fichero está vacío');
  const files = unpackUpload(bytes, name, limits.maxBytes);
  const out: ParsedHistory = { fuente: null, rows: [], erroneas: [], otras: 0 };
  for (const file of files) {
    const left = limits.maxRows - out.rows.length - out.erroneas.length - out.otras;
    try {
      if (/^\s*[[{]/.test(file.text)) parseTraktFile(file.name, file.text, out, left);
      else parseCsvFile(file.name, file.text, out, left);
    } catch (error) {
      const passOver =
        files.length > 1 && error instanceof HistoryFileError && error.status === 400;
      if (!passOver) throw error;
    }
  }
  if (out.rows.length + out.erroneas.length + out.otras > limits.maxRows) {
    throw tooManyRows(limits.maxRows);
  }
  if (!out.fuente) {
    throw new HistoryFileError('El ZIP no lleva ninguna exportación de IMDb, Letterboxd ni Trakt');
  }
  return out;
}
