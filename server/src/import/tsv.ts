import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
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

/**
 * A dataset file's lines, a piece at a time, after its header line, which must hold `columns`:
 * `indexes` answers where each is in a line split at its tabs.
 */
async function openTsv<C extends string>(
  file: string,
  columns: readonly C[],
  signal?: AbortSignal,
): Promise<{ indexes: number[]; pieces: AsyncGenerator<FilePart & { lines: string[] }> }> {
  const name = path.basename(file);
  // findDatasets answered the file's real path: a link put in its place since is refused.
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  const size = (await handle.stat()).size;
  const source = handle.createReadStream({ highWaterMark: PIECE_BYTES });
  let text: Readable = source;
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
    text = gunzip;
  }
  const decoder = new StringDecoder('utf8');
  const failed = (error: unknown) =>
    error instanceof DatasetError || signal?.aborted
      ? error
      : new DatasetError(`${name}: ${(error as Error).message}`, { cause: error });
  const chunks = (text as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let rest = '';
  /** The next piece of whole lines, or null at the end of the file. */
  const next = async (): Promise<string[] | null> => {
    signal?.throwIfAborted();
    const chunk = await chunks.next();
    if (chunk.done) {
      const last = rest + decoder.end();
      rest = '';
      return last ? [last] : null;
    }
    const lines = (rest + decoder.write(chunk.value)).split('\n');
    rest = lines.pop() ?? '';
    if (rest.length > MAX_LINE) throw new DatasetError(`${name}: línea demasiado larga`);
    return lines;
  };
  const close = () => {
    source.destroy();
    text.destroy();
  };

  let first: string[] | null;
  let header: string | undefined;
  try {
    do first = await next();
    while (first && !first.some(Boolean));
    header = first?.find(Boolean);
  } catch (error) {
    close();
    throw failed(error);
  }
  if (!first || header === undefined) {
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
  const rest0 = first.slice(first.indexOf(header) + 1);
  async function* pieces(): AsyncGenerator<FilePart & { lines: string[] }> {
    try {
      yield { lines: rest0, read: source.bytesRead, size };
      for (let lines = await next(); lines; lines = await next()) {
        yield { lines, read: source.bytesRead, size };
      }
    } catch (error) {
      throw failed(error);
    } finally {
      close();
    }
  }
  return { indexes, pieces: pieces() };
}

/** A line's cells at `indexes`, keyed by `columns`, `\N` read as null. */
function rowOf<C extends string>(
  line: string,
  columns: readonly C[],
  indexes: readonly number[],
): Row<C> {
  const cells = line.split('\t');
  const row = {} as Row<C>;
  for (let i = 0; i < columns.length; i++) {
    const value = cells[indexes[i] as number];
    row[columns[i] as C] = value === undefined || value === '\\N' ? null : value;
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
 * `keep`, when given, looks at each line before it is split, so that a step dropping most lines
 * by their first field (title.principals of titles that are not films: nine in ten) splits only
 * the others.
 */
export async function* readTsv<C extends string>(
  file: string,
  columns: readonly C[],
  options: { signal?: AbortSignal | undefined; keep?: (line: string) => boolean } = {},
): AsyncGenerator<TsvPiece<C>> {
  const { keep } = options;
  const { indexes, pieces } = await openTsv(file, columns, options.signal);
  for await (const piece of pieces) {
    const rows: Row<C>[] = [];
    let lines = 0;
    for (const line of piece.lines) {
      if (!line) continue;
      lines++;
      if (!keep || keep(line)) rows.push(rowOf(line, columns, indexes));
    }
    yield { rows, lines, read: piece.read, size: piece.size };
  }
}
