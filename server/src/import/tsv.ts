import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { Row } from './imdb-rows.js';

/** An IMDb dataset file that cannot be read as one (bad header, not gzip, ...). */
export class DatasetError extends Error {}

/** The rows of one decompressed piece of a file, and how far into the file it is. */
export interface TsvPiece<C extends string> {
  rows: Row<C>[];
  /** Bytes of the file (compressed, as on disk) read so far, and its size. */
  read: number;
  size: number;
}

/** Decompressed bytes per piece: about 5,000 lines of title.principals. */
const PIECE_BYTES = 256 * 1024;
/** A line longer than this is not an IMDb row (a file of something else). */
const MAX_LINE = 1_000_000;

/**
 * Streams an IMDb dataset file (`.tsv.gz`, or `.tsv`) as pieces of rows keyed by the wanted
 * columns, `\N` read as null. IMDb's files are plain lines of tab-separated fields with no
 * quoting (a `"` is a literal character), so a line is split at its tabs and nothing else: a
 * general CSV parser spent most of the import's time on rules these files never use. The
 * gunzip stream is read only as fast as the caller consumes pieces, so memory stays at a few
 * buffers whatever the file's size.
 */
export async function* readTsv<C extends string>(
  file: string,
  columns: readonly C[],
  signal?: AbortSignal,
): AsyncGenerator<TsvPiece<C>> {
  const name = path.basename(file);
  // findDatasets answered the file's real path: a link put in its place since is refused.
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  const size = (await handle.stat()).size;
  const source = handle.createReadStream({ highWaterMark: PIECE_BYTES });
  let text: Readable = source;
  if (file.endsWith('.gz')) {
    const gunzip = zlib.createGunzip({ chunkSize: PIECE_BYTES });
    // pipeline destroys both streams when one fails, so a corrupt gzip ends the loop below
    // with its error instead of leaving it waiting forever.
    pipeline(source, gunzip, () => {});
    text = gunzip;
  }
  const decoder = new StringDecoder('utf8');
  let indexes: number[] | null = null;
  let rest = '';

  const rowsOf = (lines: string[]): Row<C>[] => {
    const rows: Row<C>[] = [];
    for (const line of lines) {
      if (!line) continue;
      const cells = line.split('\t');
      if (!indexes) {
        indexes = columns.map((column) => {
          const index = cells.indexOf(column);
          if (index < 0) throw new DatasetError(`${name}: falta la columna '${column}'`);
          return index;
        });
        continue;
      }
      const row = {} as Row<C>;
      for (let i = 0; i < columns.length; i++) {
        const value = cells[indexes[i] as number];
        row[columns[i] as C] = value === undefined || value === '\\N' ? null : value;
      }
      rows.push(row);
    }
    return rows;
  };

  try {
    for await (const chunk of text as AsyncIterable<Buffer>) {
      signal?.throwIfAborted();
      const lines = (rest + decoder.write(chunk)).split('\n');
      rest = lines.pop() ?? '';
      if (rest.length > MAX_LINE) throw new DatasetError(`${name}: línea demasiado larga`);
      yield { rows: rowsOf(lines), read: source.bytesRead, size };
    }
    const last = rowsOf([rest + decoder.end()]);
    if (!indexes) throw new DatasetError(`${name}: el fichero está vacío`);
    yield { rows: last, read: size, size };
  } catch (error) {
    if (error instanceof DatasetError || signal?.aborted) throw error;
    throw new DatasetError(`${name}: ${(error as Error).message}`, { cause: error });
  } finally {
    source.destroy();
    text.destroy();
  }
}
