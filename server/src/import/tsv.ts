import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Row } from './imdb-rows.js';

/** An IMDb dataset file that cannot be read as one (bad header, not gzip, ...). */
export class DatasetError extends Error {}

/** How far into a file a piece of it is: bytes (compressed, as on disk) read, and its size. */
export interface FilePart {
  read: number;
  size: number;
}

/** The rows of one decompressed piece of a file. */
export interface TsvPiece<C extends string> extends FilePart {
  rows: Row<C>[];
  /** Lines in the piece, kept or not. */
  lines: number;
}

/** Decompressed bytes per piece: about 5,000 lines of title.principals. */
const PIECE_BYTES = 256 * 1024;
/**
 * Decompressed bytes the gunzip stream may hold ahead of the reader: it decompresses (on
 * libuv's thread pool) while the lines before are parsed, instead of waiting to be asked.
 */
const READ_AHEAD = 4 * 1024 * 1024;
/** A line longer than this is not an IMDb row (a file of something else). */
const MAX_LINE = 1_000_000;
const NEWLINE = 10;

/**
 * A dataset file's text, a piece of whole lines at a time (each ends with `\n` but perhaps the
 * file's last), after its header line, which must hold `columns`: `indexes` answers where each
 * is in a line split at its tabs.
 */
async function openTsv<C extends string>(
  file: string,
  columns: readonly C[],
  signal?: AbortSignal,
): Promise<{ indexes: number[]; pieces: AsyncGenerator<FilePart & { text: string }> }> {
  const name = path.basename(file);
  // findDatasets answered the file's real path: a link put in its place since is refused.
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  const size = (await handle.stat()).size;
  const source = handle.createReadStream({ highWaterMark: PIECE_BYTES });
  let bytes: Readable = source;
  if (file.endsWith('.gz')) {
    // zlib hands its options to the Transform stream it is (Node's lib/zlib.js), so a stream
    // option works, although ZlibOptions does not declare it.
    const options: zlib.ZlibOptions & { highWaterMark: number } = {
      chunkSize: PIECE_BYTES,
      highWaterMark: READ_AHEAD,
    };
    const gunzip = zlib.createGunzip(options);
    // pipeline destroys both streams when one fails, so a corrupt gzip ends the loop below
    // with its error instead of leaving it waiting forever.
    pipeline(source, gunzip, () => {});
    bytes = gunzip;
  }
  const failed = (error: unknown) =>
    error instanceof DatasetError || signal?.aborted
      ? error
      : new DatasetError(`${name}: ${(error as Error).message}`, { cause: error });
  const chunks = (bytes as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  // The bytes of a line begun in the chunk before. A piece ends at a newline byte, which is
  // never part of a UTF-8 sequence. It is read as Latin-1, a byte per character (see utf8Cell).
  let rest: Buffer = Buffer.alloc(0);
  /** The next piece of whole lines, or null at the end of the file. */
  const next = async (): Promise<string | null> => {
    for (;;) {
      signal?.throwIfAborted();
      const chunk = await chunks.next();
      if (chunk.done) {
        const last = rest.toString('latin1');
        rest = Buffer.alloc(0);
        return last || null;
      }
      const value = chunk.value;
      const end = value.lastIndexOf(NEWLINE) + 1;
      if (end === 0) {
        rest = Buffer.concat([rest, value]);
        if (rest.length > MAX_LINE) throw new DatasetError(`${name}: línea demasiado larga`);
        continue;
      }
      const lines = rest.length ? Buffer.concat([rest, value.subarray(0, end)]) : value;
      const text = lines.toString('latin1', 0, rest.length + end);
      rest = Buffer.from(value.subarray(end));
      return text;
    }
  };
  const close = () => {
    source.destroy();
    bytes.destroy();
  };

  // The header is the first line that is not empty.
  let text = '';
  let header: string | null = null;
  let body = 0;
  try {
    for (let done = false; header === null && !done; ) {
      const more = await next();
      if (more === null) done = true;
      else text += more;
      const found = /[^\n]/.exec(text);
      if (!found) continue;
      const end = text.indexOf('\n', found.index);
      if (end >= 0) {
        header = text.slice(found.index, end);
        body = end + 1;
      } else if (done) {
        header = text.slice(found.index);
        body = text.length;
      }
    }
  } catch (error) {
    close();
    throw failed(error);
  }
  if (header === null) {
    close();
    throw new DatasetError(`${name}: el fichero está vacío`);
  }
  const cells = header.split('\t');
  const indexes = columns.map((column) => cells.indexOf(column));
  const missing = columns.find((_, i) => (indexes[i] as number) < 0);
  if (missing) {
    close();
    throw new DatasetError(`${name}: falta la columna '${missing}'`);
  }
  const first = text.slice(body);
  async function* pieces(): AsyncGenerator<FilePart & { text: string }> {
    try {
      yield { text: first, read: source.bytesRead, size };
      for (let piece = await next(); piece !== null; piece = await next()) {
        yield { text: piece, read: source.bytesRead, size };
      }
    } catch (error) {
      throw failed(error);
    } finally {
      close();
    }
  }
  return { indexes, pieces: pieces() };
}

/**
 * The rows of a piece of whole lines (its UTF-8 bytes read as Latin-1): each line's cells at
 * `indexes`, keyed by `columns`, `\N` read as null, the others decoded; empty lines skipped.
 * The lines are found with `indexOf` and never cut out of the text: `keep` looks at a line
 * where it starts (a step dropping most lines by their first field decides without a copy),
 * and a kept line's cells are cut up to the last wanted column only.
 */
export function rowsOfText<C extends string>(
  text: string,
  columns: readonly C[],
  indexes: readonly number[],
  keep?: (text: string, start: number) => boolean,
): { rows: Row<C>[]; lines: number } {
  const last = Math.max(...indexes);
  // For each cell up to the last wanted, the column it is (or null).
  const at: (C | null)[] = Array.from({ length: last + 1 }, () => null);
  for (let i = 0; i < columns.length; i++) at[indexes[i] as number] = columns[i] as C;
  const rows: Row<C>[] = [];
  let lines = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end > start) {
      lines++;
      if (!keep || keep(text, start)) rows.push(rowOf(text, start, end, columns, at));
    }
    start = end + 1;
  }
  return { rows, lines };
}

/** Bytes that are not ASCII: part of a UTF-8 sequence. */
const NOT_ASCII = /[\x80-\xff]/;

/**
 * A cell cut from text read as Latin-1, as the UTF-8 it is. Decoding whole pieces as UTF-8 was
 * the reader's largest cost, and most lines are dropped unread or keep only ASCII cells (ids,
 * numbers, categories): the few cells with other characters are decoded alone (a cell ends at a
 * tab or a line end, ASCII bytes that are never inside a UTF-8 sequence, so a cell decodes as it
 * would in its line).
 */
function utf8Cell(value: string): string {
  return NOT_ASCII.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value;
}

/** The cells of the line text[start, end) that `at` names, a missing one null. */
function rowOf<C extends string>(
  text: string,
  start: number,
  end: number,
  columns: readonly C[],
  at: readonly (C | null)[],
): Row<C> {
  const row = {} as Row<C>;
  for (const column of columns) row[column] = null;
  let cell = start;
  for (let i = 0; i < at.length && cell <= end; i++) {
    let tab = text.indexOf('\t', cell);
    if (tab < 0 || tab > end) tab = end;
    const column = at[i];
    if (column !== null && column !== undefined) {
      const value = text.slice(cell, tab);
      row[column] = value === '\\N' ? null : utf8Cell(value);
    }
    cell = tab + 1;
  }
  return row;
}

/**
 * Streams an IMDb dataset file (`.tsv.gz`, or `.tsv`) as pieces of rows keyed by the wanted
 * columns, `\N` read as null. IMDb's files are plain lines of tab-separated fields with no
 * quoting (a `"` is a literal character), so a line is split at its tabs and nothing else: a
 * general CSV parser spent most of the import's time on rules these files never use. The
 * gunzip stream is read only as fast as the caller consumes pieces, so memory stays at a few
 * buffers whatever the file's size.
 *
 * `keep`, when given, looks at each line (in the piece's text, from `start`) before it is
 * split, so that a step dropping most lines by their first field (title.principals of titles
 * that are not films: nine in ten) splits only the others.
 */
export async function* readTsv<C extends string>(
  file: string,
  columns: readonly C[],
  options: {
    signal?: AbortSignal | undefined;
    keep?: (text: string, start: number) => boolean;
  } = {},
): AsyncGenerator<TsvPiece<C>> {
  const { indexes, pieces } = await openTsv(file, columns, options.signal);
  for await (const piece of pieces) {
    const { rows, lines } = rowsOfText(piece.text, columns, indexes, options.keep);
    yield { rows, lines, read: piece.read, size: piece.size };
  }
}
