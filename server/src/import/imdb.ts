import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../library/safe-path.js';
import { ImportInputError } from './errors.js';
import { namedPeopleStep, namesStep, principalsStep } from './imdb-credits.js';
import { basicsStep, ratingsStep } from './imdb-films.js';
import type { ImdbQueries } from './imdb-queries.js';
import {
  DATASETS,
  type DatasetKey,
  type ImdbImportOptions,
  type ImdbImportSummary,
  ImdbRun,
} from './imdb-run.js';
import { akasStep } from './imdb-titles.js';
import { noProgress, type OnProgress, progressTicker } from './progress.js';

export { DATASETS, type DatasetKey, type ImdbImportOptions, type ImdbImportSummary };

/** The last step of a bulk load, in the progress events. */
const SEARCH_STEP = 'índice de búsqueda';

/**
 * Finds the dataset files in a folder (`.tsv.gz`, or `.tsv` if someone unpacked them).
 * title.basics is required; every other file is optional, but credits need names.
 */
export function findDatasets(dir: string): Record<DatasetKey, string | null> {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new ImportInputError(`No existe la carpeta ${dir}`);
  }
  // The folder is the admin's choice (a link to it is fine), but the files in it must not lead
  // out of it: whoever can write there must not make the import read other files.
  const realDir = fs.realpathSync(dir);
  const found = {} as Record<DatasetKey, string | null>;
  for (const [key, name] of Object.entries(DATASETS) as [DatasetKey, string][]) {
    const file = [`${name}.tsv.gz`, `${name}.tsv`]
      .map((candidate) => path.join(realDir, candidate))
      .find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
    const real = file ? fs.realpathSync(file) : null;
    if (real && !isInside(realDir, real)) {
      throw new ImportInputError(`${path.basename(file ?? '')} es un enlace que sale de ${dir}`);
    }
    found[key] = real;
  }
  if (!found.basics) {
    throw new ImportInputError(`Falta ${DATASETS.basics}.tsv.gz en ${dir}`);
  }
  if (found.principals && !found.names) {
    throw new ImportInputError(
      `Falta ${DATASETS.names}.tsv.gz en ${dir}: los créditos de ${DATASETS.principals} necesitan los nombres`,
    );
  }
  return found;
}

/**
 * Imports IMDb's datasets into the catalogue: films (title.basics), their Spanish and English
 * titles (title.akas), ratings, credits (title.principals) and the names of the people credited
 * (name.basics). Re-running updates films in place (keyed by `film.imdb`) and replaces their
 * genres, titles, ratings and credits; it never deletes a film.
 *
 * Memory stays bounded whatever the files' size: rows are streamed, writes go in small
 * transactions, and what is kept between files is a sorted typed array of the kept films
 * (imdb -> id, 8 bytes each), a few bytes per film of flags, and one bit per IMDb person number.
 */
export async function importImdb(
  queries: ImdbQueries,
  options: ImdbImportOptions,
  onProgress: OnProgress = noProgress,
): Promise<ImdbImportSummary> {
  const files = findDatasets(options.dir);
  return execute(new ImdbRun(queries, options, onProgress), files);
}

/** The steps in their order, then the search rebuilt once when the run loaded in bulk. */
async function execute(
  run: ImdbRun,
  files: Record<DatasetKey, string | null>,
): Promise<ImdbImportSummary> {
  if (files.ratings) await ratingsStep(run, files.ratings);
  if (files.basics) await basicsStep(run, files.basics);
  if (files.akas) await akasStep(run, files.akas);
  if (files.principals && files.names) {
    await namedPeopleStep(run, files.names);
    await principalsStep(run, files.principals);
    await namesStep(run, files.names);
  }
  if (run.bulk || (await run.queries.searchSuspended())) {
    const progress = progressTicker(SEARCH_STEP, 'películas', () => ({}), run.onProgress);
    await run.queries.rebuildSearch();
    progress.end(run.index.size, 1);
  }
  run.summary.bulk = Boolean(run.bulk);
  run.summary.rowsWritten = run.queries.written.rows - run.writtenBefore;
  run.summary.skipped = (Object.keys(DATASETS) as DatasetKey[])
    .filter((key) => !files[key] || (key === 'names' && !files.principals))
    .map((key) => DATASETS[key]);
  run.summary.seconds = Math.round((performance.now() - run.started) / 100) / 10;
  return run.summary;
}
