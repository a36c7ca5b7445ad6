import { systemClock } from '../clock.js';
import { BitSet, FilmIndex, type RatingIndex } from './film-index.js';
import type { ImdbQueries } from './imdb-queries.js';
import { type OnProgress, progressTicker } from './progress.js';

/** The dataset files, by the names IMDb publishes them under (`<name>.tsv.gz`). */
export const DATASETS = {
  basics: 'title.basics',
  akas: 'title.akas',
  ratings: 'title.ratings',
  principals: 'title.principals',
  names: 'name.basics',
} as const;
export type DatasetKey = keyof typeof DATASETS;

export interface ImdbImportOptions {
  /** Folder holding the dataset files. */
  dir: string;
  /** Unix seconds, the date of films added by this import. */
  now?: number;
  /** Keep IMDb's TV films (`tvMovie`) as well as cinema films. */
  tvMovies?: boolean;
  /** Films per write transaction (credits: five times as many rows). Tests make it tiny. */
  batchSize?: number;
  signal?: AbortSignal;
}

export interface ImdbImportSummary {
  films: { read: number; kept: number; added: number; updated: number };
  /** Films with a Spanish (ES) and with an English (US/GB) title. */
  titles: { es: number; en: number };
  ratings: { rated: number; cleared: number };
  credits: { films: number; added: number; removed: number };
  people: { named: number; removed: number };
  /** Rows inserted, updated or deleted: 0 when the files hold nothing new. */
  rowsWritten: number;
  /**
   * True when the catalogue was loaded in bulk (search upkeep set aside and the search rebuilt
   * once at the end): a first import, or one after an interrupted first import.
   */
  bulk: boolean;
  /** Dataset files that were not in the folder: their part of the catalogue was left as it was. */
  skipped: string[];
  seconds: number;
}

/** Films per write transaction: big enough to be fast, short enough not to hold the lock long. */
const BATCH = 1000;
/**
 * What the steps of one IMDb import share (`imdb-films.ts`, `imdb-titles.ts`,
 * `imdb-credits.ts`): the kept films' index, the people credited and named, the ratings read
 * first, the summary being counted, and whether the run loads in bulk.
 */
export class ImdbRun {
  readonly index = new FilmIndex();
  readonly people = new BitSet();
  /**
   * The kept films' IMDb numbers, a bit each: the steps that drop most lines by their title
   * ask it for every line (a bit test, where the index is a binary search).
   */
  readonly kept = new BitSet();
  /** People name.basics has a name for: only they are credited. */
  readonly named = new BitSet();
  /** IMDb's ratings, when title.ratings is there; null leaves the films' ratings alone. */
  ratingIndex: RatingIndex | null = null;
  readonly now: number;
  readonly batch: number;
  readonly started = performance.now();
  readonly summary: ImdbImportSummary = {
    films: { read: 0, kept: 0, added: 0, updated: 0 },
    titles: { es: 0, en: 0 },
    ratings: { rated: 0, cleared: 0 },
    credits: { films: 0, added: 0, removed: 0 },
    people: { named: 0, removed: 0 },
    rowsWritten: 0,
    bulk: false,
    skipped: [],
    seconds: 0,
  };
  /** Whether this run loads in bulk: decided before the first films are written. */
  bulk: boolean | null = null;
  /** The queries' count of rows written when this run began. */
  readonly writtenBefore: number;

  constructor(
    readonly queries: ImdbQueries,
    readonly options: ImdbImportOptions,
    readonly onProgress: OnProgress,
  ) {
    this.now = options.now ?? systemClock();
    this.batch = Math.max(1, options.batchSize ?? BATCH);
    this.writtenBefore = queries.written.rows;
  }

  /** A film's rating from title.ratings; none when IMDb has none (or there is no file). */
  ratingOf(imdb: number): { rate: number | null; votos: number } {
    return this.ratingIndex?.get(imdb) ?? { rate: null, votos: 0 };
  }

  ticker(step: string, counts: () => Record<string, number>) {
    return progressTicker(step, 'filas', counts, this.onProgress);
  }
}
