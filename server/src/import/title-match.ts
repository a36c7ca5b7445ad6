/**
 * How a file on a library disk names its film: an IMDb id (`tt0111161`) anywhere in its path,
 * else a title and year ("Cadena perpetua (1994)", "The.Shawshank.Redemption.1994.1080p").
 * Pure functions; the scanner does the lookups.
 */

/** Lower case, no accents, punctuation as single spaces: 'El Señor de los Anillos: La Comunidad'. */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const IMDB_ID = /(?:^|[^a-z0-9])tt(\d{7,9})(?!\d)/gi;

/** IMDb title ids written in a name, in order. */
export function imdbIdsIn(text: string): number[] {
  return [...text.matchAll(IMDB_ID)].map((match) => Number(match[1]));
}

export interface TitleYear {
  /** Normalized title. */
  title: string;
  year: number;
}

const FIRST_YEAR = 1870;
const LAST_YEAR = 2200;
const BRACKETED_YEAR = /[([]\s*(\d{4})\s*[)\]]/g;
/** A year standing alone between separators, as scene release names write it. */
const BARE_YEAR = /(?<=[\s._-])(\d{4})(?=$|[\s._)\]-])/g;

/**
 * The (title, year) readings of one folder or file name, most likely first. A bracketed year
 * is read first; then each bare year, since titles may hold numbers ('Blade.Runner.2049.2017'
 * reads as 'Blade Runner' of 2049, then as 'Blade Runner 2049' of 2017: the lookup decides).
 */
export function titleYearsIn(name: string): TitleYear[] {
  const out: TitleYear[] = [];
  const add = (titlePart: string, yearText: string | undefined) => {
    const year = Number(yearText);
    const title = normalizeTitle(titlePart);
    if (!title || year < FIRST_YEAR || year > LAST_YEAR) return;
    if (!out.some((seen) => seen.title === title && seen.year === year)) out.push({ title, year });
  };
  for (const match of name.matchAll(BRACKETED_YEAR)) add(name.slice(0, match.index), match[1]);
  for (const match of name.matchAll(BARE_YEAR)) add(name.slice(0, match.index), match[1]);
  return out;
}

export interface MatchKeys {
  /** IMDb ids in the file name, then in each folder from the nearest up. */
  imdbIds: number[];
  /** Title and year readings in the same order. */
  titles: TitleYear[];
}

/**
 * What a file's path says about its film: the file name (without extension) first, then its
 * folders from the nearest up, so 'Alien (1979)/Extras/Making of.mkv' belongs to Alien.
 */
export function matchKeys(dir: string, name: string): MatchKeys {
  const levels = [stripExtension(name), ...dir.split('/').filter(Boolean).reverse()];
  const imdbIds: number[] = [];
  const titles: TitleYear[] = [];
  for (const level of levels) {
    for (const id of imdbIdsIn(level)) if (!imdbIds.includes(id)) imdbIds.push(id);
    for (const reading of titleYearsIn(level)) {
      if (!titles.some((seen) => seen.title === reading.title && seen.year === reading.year)) {
        titles.push(reading);
      }
    }
  }
  return { imdbIds, titles };
}

function stripExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export interface CandidateFilm {
  id: number;
  anio: number | null;
  votos: number;
  titles: readonly string[];
}

interface Best {
  id: number;
  votos: number;
}

/**
 * Resolves (title, year) readings against the catalogue in one pass over its films: it is told
 * which readings are wanted, is offered every film, and keeps for each reading the film of that
 * title and year (and, as a fallback, of the year before or after: a Spanish release is often
 * dated a year after IMDb's premiere). Among films of the same title and year, the most voted.
 */
export class TitleResolver {
  private readonly wantedYears = new Map<number, Set<string>>();
  private readonly exactHits = new Map<string, Best>();
  private readonly nearHits = new Map<string, Best>();

  constructor(readings: Iterable<TitleYear>) {
    for (const { title, year } of readings) {
      const titles = this.wantedYears.get(year) ?? new Set<string>();
      titles.add(title);
      this.wantedYears.set(year, titles);
    }
  }

  get empty(): boolean {
    return this.wantedYears.size === 0;
  }

  /** Years of catalogue films worth offering (each wanted year and its neighbours). */
  offeredYears(): number[] {
    const years = new Set<number>();
    for (const year of this.wantedYears.keys()) {
      years
        .add(year - 1)
        .add(year)
        .add(year + 1);
    }
    return [...years].sort((a, b) => a - b);
  }

  offer(film: CandidateFilm): void {
    if (film.anio === null) return;
    const exact = this.wantedYears.get(film.anio);
    const before = this.wantedYears.get(film.anio + 1);
    const after = this.wantedYears.get(film.anio - 1);
    if (!exact && !before && !after) return;
    const titles = new Set(film.titles.map(normalizeTitle));
    for (const title of titles) {
      if (exact?.has(title)) keep(this.exactHits, key(title, film.anio), film);
      if (before?.has(title)) keep(this.nearHits, key(title, film.anio + 1), film);
      if (after?.has(title)) keep(this.nearHits, key(title, film.anio - 1), film);
    }
  }

  /** The film of one of the readings: the first with an exact year, else the first near one. */
  resolve(readings: readonly TitleYear[]): number | null {
    for (const reading of readings) {
      const hit = this.exactHits.get(key(reading.title, reading.year));
      if (hit) return hit.id;
    }
    for (const reading of readings) {
      const hit = this.nearHits.get(key(reading.title, reading.year));
      if (hit) return hit.id;
    }
    return null;
  }
}

function key(title: string, year: number): string {
  return `${year}|${title}`;
}

function keep(hits: Map<string, Best>, at: string, film: CandidateFilm): void {
  const seen = hits.get(at);
  if (!seen || film.votos > seen.votos || (film.votos === seen.votos && film.id < seen.id)) {
    hits.set(at, { id: film.id, votos: film.votos });
  }
}
