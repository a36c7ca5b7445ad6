import fs from 'node:fs';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { parse } from 'csv-parse';
import type { Row } from './imdb-rows.js';

/** An IMDb dataset file that cannot be read as one (bad header, not gzip, ...). */
export class DatasetError extends Error {}

/**
 * Streams an IMDb dataset file (`.tsv.gz`, or `.tsv`) as rows keyed by the wanted columns,
 * `\N` read as null. IMDb's files are tab-separated with no quoting (a `"` is a literal
 * character), so quoting is off. The parser pulls from the gunzip stream only as fast as the
 * caller consumes rows, so memory stays at a few buffers whatever the file's size.
 */
export async function* readTsv<C extends string>(
  file: string,
  columns: readonly C[],
  signal?: AbortSignal,
): AsyncGenerator<Row<C>> {
  const name = path.basename(file);
  const parser = parse({
    delimiter: '\t',
    quote: false,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1_000_000,
  });
  // findDatasets answered the file's real path: a link put in its place since is refused.
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  const source = handle.createReadStream();
  const streams: [Readable, ...NodeJS.ReadWriteStream[]] = file.endsWith('.gz')
    ? [source, zlib.createGunzip(), parser]
    : [source, parser];
  // pipeline destroys every stream when one fails, so a corrupt gzip ends the loop below with
  // its error instead of leaving the parser waiting forever.
  pipeline(streams, () => {});
  let indexes: number[] | null = null;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!indexes) {
        indexes = columns.map((column) => {
          const index = record.indexOf(column);
          if (index < 0) throw new DatasetError(`${name}: falta la columna '${column}'`);
          return index;
        });
        continue;
      }
      signal?.throwIfAborted();
      const row = {} as Row<C>;
      for (let i = 0; i < columns.length; i++) {
        const value = record[indexes[i] ?? 0];
        row[columns[i] as C] = value === undefined || value === '\\N' ? null : value;
      }
      yield row;
    }
  } catch (error) {
    if (error instanceof DatasetError || signal?.aborted) throw error;
    throw new DatasetError(`${name}: ${(error as Error).message}`, { cause: error });
  } finally {
    parser.destroy();
  }
}
