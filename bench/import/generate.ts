import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMDB_FILE_HEADERS } from '../../server/test/imdb-files.js';
import {
  ENGLISH_ADJS,
  ENGLISH_NOUNS,
  FIRST_NAMES,
  OTHER_TITLE_WORDS,
  SPANISH_FEMININE,
  SPANISH_MASCULINE,
  SPANISH_PLACES,
  SURNAMES,
} from '../catalogue/words.js';
import { prng } from '../shared/prng.js';

/**
 * IMDb-format dataset files (`<name>.tsv.gz`, IMDb's columns, header line, tabs, `\N` for null,
 * sorted by id as IMDb publishes them) at a fraction of today's real sizes, written twice in one
 * pass: `base/` and `changed/`, where about 1% of each file's rows differ (a runtime, a genre,
 * a title, a vote count, a credit, a name), as a day's republished files would.
 *
 * Bump GENERATOR_VERSION when the output changes: cached files of another version are deleted.
 */
export const GENERATOR_VERSION = 1;

/** Rows of each file at scale 1 (IMDb's files of late 2026, rounded). */
export const REAL_ROWS = {
  basics: 11_800_000,
  akas: 53_000_000,
  ratings: 1_600_000,
  principals: 95_000_000,
  names: 14_500_000,
} as const;

const CACHE_PREFIX = 'cineclub-bench-import-';
/** Share of each file's rows that the `changed/` files alter. */
export const CHANGED_SHARE = 0.01;

const random = prng(20_261_124);
/** A stream of its own decides which rows change (both are seeded: the same files every time). */
const changeDraw = prng(77);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const chance = (p: number) => random() < p;
/** Zipf-like pick: earlier entries much more often. */
const pick = <T>(items: readonly T[], skew = 1.6): T =>
  items[Math.floor(items.length * random() ** skew)] as T;
/** Picks by weight from `[value, weight]` pairs. */
function weighted<T>(table: readonly (readonly [T, number])[]): () => T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let draw = random() * total;
    for (const [value, weight] of table) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return (table[table.length - 1] as readonly [T, number])[0];
  };
}
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** IMDb's title types in about their real proportions (films about 6%). */
const titleType = weighted([
  ['tvEpisode', 72],
  ['short', 8],
  ['movie', 6],
  ['video', 2.6],
  ['tvSeries', 2.4],
  ['tvMovie', 1.4],
  ['tvMiniSeries', 0.6],
  ['tvSpecial', 0.5],
  ['videoGame', 0.4],
  ['tvShort', 0.1],
  ['tvPilot', 0.01],
] as const);
const GENRES = [
  'Drama',
  'Comedy',
  'Documentary',
  'Romance',
  'Action',
  'Thriller',
  'Crime',
  'Horror',
  'Adventure',
  'Family',
  'Animation',
  'Mystery',
  'Fantasy',
  'Music',
  'Biography',
  'History',
  'Sci-Fi',
  'War',
  'Musical',
  'Western',
  'Sport',
  'Film-Noir',
  'Talk-Show',
  'Reality-TV',
  'News',
  'Game-Show',
  'Adult',
  'Short',
] as const;
/** Regions of title.akas, Spanish and English ones among many (IMDb has about 250). */
const region = weighted([
  ['US', 10],
  ['ES', 7],
  ['GB', 5],
  ['FR', 7],
  ['DE', 7],
  ['IT', 6],
  ['MX', 5],
  ['AR', 3],
  ['BR', 5],
  ['JP', 5],
  ['IN', 4],
  ['CA', 3],
  ['RU', 3],
  ['PT', 2],
  ['GR', 2],
  ['PL', 2],
  ['SE', 2],
  ['TR', 2],
  ['XWW', 4],
  ['HU', 1],
  ['FI', 1],
  ['UY', 1],
  ['VE', 1],
  ['CL', 1],
  ['CO', 1],
] as const);
const akaType = weighted([
  [null, 55],
  ['imdbDisplay', 28],
  ['working', 6],
  ['alternative', 5],
  ['dvd', 2],
  ['festival', 2],
  ['tv', 2],
] as const);
const ATTRIBUTES = ['literal English title', 'informal title', 'short title', 'reissue title'];
const category = weighted([
  ['actor', 26],
  ['actress', 18],
  ['self', 18],
  ['director', 9],
  ['writer', 10],
  ['producer', 8],
  ['composer', 3],
  ['cinematographer', 3],
  ['editor', 3],
  ['production_designer', 1],
  ['casting_director', 1],
  ['archive_footage', 1],
] as const);
const PROFESSIONS = ['actor', 'actress', 'director', 'writer', 'producer', 'composer', 'editor'];

function spanishTitle(): string {
  const feminine = chance(0.5);
  const noun = feminine ? pick(SPANISH_FEMININE) : pick(SPANISH_MASCULINE);
  const article = feminine ? 'la' : 'el';
  return capitalize(chance(0.5) ? `${article} ${noun}` : `${noun} en ${pick(SPANISH_PLACES)}`);
}

function englishTitle(): string {
  const noun = pick(ENGLISH_NOUNS);
  return capitalize(chance(0.5) ? `the ${pick(ENGLISH_ADJS)} ${noun}` : `${noun} of the night`);
}

function otherTitle(): string {
  return capitalize(Array.from({ length: int(1, 3) }, () => pick(OTHER_TITLE_WORDS)).join(' '));
}

function personName(): string {
  const surname = pick(SURNAMES, 2);
  return `${pick(FIRST_NAMES, 1.8)} ${surname}${chance(0.2) ? ` ${pick(SURNAMES, 2)}` : ''}`;
}

const tconst = (n: number) => `tt${String(n).padStart(7, '0')}`;
const nconst = (n: number) => `nm${String(n).padStart(7, '0')}`;
const cell = (value: string | number | null) => (value === null ? '\\N' : String(value));
const line = (cells: (string | number | null)[]) => `${cells.map(cell).join('\t')}\n`;

const HEADERS = IMDB_FILE_HEADERS;
type FileKey = keyof typeof HEADERS;
const FILE_NAMES: Record<FileKey, string> = {
  basics: 'title.basics',
  akas: 'title.akas',
  ratings: 'title.ratings',
  principals: 'title.principals',
  names: 'name.basics',
};

/** A gzip file written in big pieces, waiting for the stream when it asks to. */
class GzipWriter {
  private readonly gzip = zlib.createGzip();
  private readonly done: Promise<unknown>;
  private buffer = '';

  constructor(file: string) {
    const out = fs.createWriteStream(file);
    this.gzip.pipe(out);
    this.done = once(out, 'close');
  }

  async write(text: string): Promise<void> {
    this.buffer += text;
    if (this.buffer.length < 1 << 20) return;
    const more = this.gzip.write(this.buffer);
    this.buffer = '';
    if (!more) await once(this.gzip, 'drain');
  }

  async end(): Promise<void> {
    this.gzip.end(this.buffer);
    await this.done;
  }
}

/** One file written to both folders: a row goes to both, or a changed version to `changed/`. */
class Pair {
  private readonly base: GzipWriter;
  private readonly changed: GzipWriter;
  rows = 0;
  changedRows = 0;

  constructor(dir: string, key: FileKey) {
    this.base = new GzipWriter(path.join(dir, 'base', `${FILE_NAMES[key]}.tsv.gz`));
    this.changed = new GzipWriter(path.join(dir, 'changed', `${FILE_NAMES[key]}.tsv.gz`));
    const header = `${HEADERS[key].join('\t')}\n`;
    // Within the first megabyte: only buffered, never a wait.
    void this.base.write(header);
    void this.changed.write(header);
  }

  /** Writes a row; `change` makes its other version, used for about 1% of the rows. */
  async row(
    cells: (string | number | null)[],
    change: (cells: (string | number | null)[]) => void,
  ) {
    this.rows++;
    const text = line(cells);
    await this.base.write(text);
    if (changeDraw() < CHANGED_SHARE) {
      this.changedRows++;
      const other = [...cells];
      change(other);
      await this.changed.write(line(other));
    } else {
      await this.changed.write(text);
    }
  }

  end() {
    return Promise.all([this.base.end(), this.changed.end()]);
  }
}

export interface GeneratedFiles {
  /** Folder of the files as first published, and of the files with about 1% of rows changed. */
  base: string;
  changed: string;
  /** Rows per file, and rows changed per file. */
  rows: Record<FileKey, number>;
  changedRows: Record<FileKey, number>;
  gzipBytes: number;
  seconds: number;
  fresh: boolean;
}

/** Zipf-like vote counts: most rated titles have a few votes, a handful millions. */
function votes(): number {
  return Math.min(3_000_000, Math.floor(5 / (1 - random()) ** 1.25));
}

async function generate(dir: string, scale: number): Promise<Omit<GeneratedFiles, 'fresh'>> {
  const started = performance.now();
  fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'changed'), { recursive: true });
  const titles = Math.round(REAL_ROWS.basics * scale);
  const people = Math.round(REAL_ROWS.names * scale);
  const pairs = {
    basics: new Pair(dir, 'basics'),
    akas: new Pair(dir, 'akas'),
    ratings: new Pair(dir, 'ratings'),
    principals: new Pair(dir, 'principals'),
    names: new Pair(dir, 'names'),
  };
  // Per-title row counts tuned so that each file has its real number of rows on average: films
  // have many more akas and credits than episodes.
  const akasPerFilm = 20;
  const akasPerOther = (REAL_ROWS.akas / REAL_ROWS.basics - 0.06 * akasPerFilm) / 0.94;
  const principalsPerTitle = REAL_ROWS.principals / REAL_ROWS.basics;
  const ratedShare = { movie: 0.45, other: (REAL_ROWS.ratings / REAL_ROWS.basics - 0.027) / 0.94 };
  const person = () => 1 + Math.floor(people * random() ** 2.2);

  for (let n = 1; n <= titles; n++) {
    const id = tconst(n);
    const type = titleType();
    const film = type === 'movie' || type === 'tvMovie';
    const spanish = chance(0.12);
    const original = spanish ? spanishTitle() : chance(0.5) ? englishTitle() : otherTitle();
    const primary = spanish || chance(0.6) ? original : englishTitle();
    const genres = chance(0.06)
      ? null
      : Array.from(new Set(Array.from({ length: int(1, 3) }, () => pick(GENRES, 2)))).join(',');
    const year = chance(film ? 0.08 : 0.05) ? null : 1894 + Math.floor(132 * random() ** 0.5);
    const series = type === 'tvSeries' || type === 'tvMiniSeries';
    await pairs.basics.row(
      [
        id,
        type,
        primary,
        original,
        chance(0.015) ? 1 : 0,
        year,
        series && year && chance(0.5) ? year + int(1, 10) : null,
        chance(0.3) ? null : film ? int(60, 180) : int(5, 60),
        genres,
      ],
      (cells) => {
        if (chance(0.5)) cells[7] = Number(cells[7] ?? 90) + 1;
        else cells[8] = 'Drama,Western';
      },
    );

    const akas = film
      ? Math.floor(akasPerFilm * 2 * random())
      : Math.floor(akasPerOther * 2 * random());
    for (let ordering = 1; ordering <= akas; ordering++) {
      const isOriginal = ordering === 1;
      const where = isOriginal ? null : region();
      const title =
        where === 'ES' || where === 'MX' || where === 'AR'
          ? spanishTitle()
          : where === 'US' || where === 'GB'
            ? englishTitle()
            : isOriginal
              ? original
              : otherTitle();
      const language =
        where === 'ES' && chance(0.15) ? pick(['ca', 'eu', 'gl', 'es']) : chance(0.1) ? 'en' : null;
      await pairs.akas.row(
        [
          id,
          ordering,
          title,
          where,
          language,
          isOriginal ? 'original' : akaType(),
          chance(0.05) ? pick(ATTRIBUTES) : null,
          isOriginal ? 1 : 0,
        ],
        (cells) => {
          cells[2] = `${cells[2]} (reestreno)`;
        },
      );
    }

    if (chance(film ? ratedShare.movie : ratedShare.other)) {
      await pairs.ratings.row(
        [
          id,
          (1 + Math.min(9, Math.max(0, 5.5 + (random() + random() - 1) * 4))).toFixed(1),
          votes(),
        ],
        (cells) => {
          cells[2] = Number(cells[2]) + int(1, 50);
        },
      );
    }

    const credits = Math.round(principalsPerTitle * 2 * random());
    for (let ordering = 1; ordering <= credits; ordering++) {
      const what = category();
      const acting = what === 'actor' || what === 'actress' || what === 'self';
      await pairs.principals.row(
        [
          id,
          ordering,
          nconst(person()),
          what,
          what === 'writer' && chance(0.5) ? 'screenplay' : null,
          acting ? `["${pick(FIRST_NAMES)}"]` : null,
        ],
        (cells) => {
          cells[2] = nconst(person());
        },
      );
    }
  }

  for (let n = 1; n <= people; n++) {
    const born = chance(0.3) ? 1880 + int(0, 125) : null;
    await pairs.names.row(
      [
        nconst(n),
        chance(0.001) ? null : personName(),
        born,
        born && born < 1950 && chance(0.5) ? born + int(30, 90) : null,
        chance(0.1) ? null : Array.from({ length: int(1, 3) }, () => pick(PROFESSIONS)).join(','),
        chance(0.2)
          ? null
          : Array.from({ length: int(1, 4) }, () => tconst(1 + int(0, titles - 1))).join(','),
      ],
      (cells) => {
        cells[1] = personName();
      },
    );
  }

  await Promise.all(Object.values(pairs).map((pair) => pair.end()));
  const keys = Object.keys(pairs) as FileKey[];
  const gzipBytes = keys.reduce(
    (sum, key) => sum + fs.statSync(path.join(dir, 'base', `${FILE_NAMES[key]}.tsv.gz`)).size,
    0,
  );
  return {
    base: path.join(dir, 'base'),
    changed: path.join(dir, 'changed'),
    rows: Object.fromEntries(keys.map((key) => [key, pairs[key].rows])) as Record<FileKey, number>,
    changedRows: Object.fromEntries(keys.map((key) => [key, pairs[key].changedRows])) as Record<
      FileKey,
      number
    >,
    gzipBytes,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/**
 * The files of this scale, from the cache in `root` (the OS temp folder unless told; a smoke
 * run's go to a folder of its own) or generated first.
 */
export async function ensureFiles(scale: number, root = os.tmpdir()): Promise<GeneratedFiles> {
  const version = `${CACHE_PREFIX}v${GENERATOR_VERSION}-`;
  const dir = path.join(root, `${version}${scale}`);
  for (const entry of fs.readdirSync(root)) {
    // Files of other versions go; other scales stay (scale 1 takes about 3 GB: delete by hand).
    if (entry.startsWith(CACHE_PREFIX) && !entry.startsWith(version)) {
      fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    }
  }
  const marker = path.join(dir, 'ready.json');
  if (fs.existsSync(marker)) {
    return { ...(JSON.parse(fs.readFileSync(marker, 'utf8')) as GeneratedFiles), fresh: false };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const files = await generate(dir, scale);
  fs.writeFileSync(marker, JSON.stringify(files));
  return { ...files, fresh: true };
}
