import fs from 'node:fs';
import path from 'node:path';
import { systemClock } from '../clock.js';
import type { PersonRole } from '../db/schema.js';
import { leadingImdbId, parseImdbId } from '../library/imdb-ids.js';
import { isInside } from '../library/safe-path.js';
import { ImportInputError } from './errors.js';
import { BitSet, FilmIndex, RatingIndex } from './film-index.js';
import type { FilmChanges, ImdbQueries } from './imdb-queries.js';
import {
  AKAS_COLUMNS,
  type AkaChoice,
  akaChoice,
  BASICS_COLUMNS,
  type BasicsFilm,
  type Credit,
  creditFromRow,
  filmFromBasics,
  keptTitleTypes,
  NAMES_COLUMNS,
  type PersonName,
  PRINCIPALS_COLUMNS,
  personFromRow,
  RATINGS_COLUMNS,
  ratingFromRow,
  uniqueCredits,
} from './imdb-rows.js';
import { noProgress, type OnProgress, progressTicker } from './progress.js';
import { readTsv } from './tsv.js';

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
 * A first batch of title.basics in which more than this share of the films is new means a
 * first import (or nearly): the catalogue is then loaded in bulk.
 */
const BULK_SHARE = 0.5;
/** The first reading of name.basics (who has a name), in the progress events. */
const NAMES_FIRST_STEP = `${DATASETS.names} (quién tiene nombre)`;
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
  const run = new ImdbImport(queries, options, onProgress);
  return run.execute(files);
}

class ImdbImport {
  private readonly index = new FilmIndex();
  private readonly people = new BitSet();
  /**
   * The kept films' IMDb numbers, a bit each: the steps that drop most lines by their title
   * ask it for every line (a bit test, where the index is a binary search).
   */
  private readonly kept = new BitSet();
  /** People name.basics has a name for: only they are credited. */
  private readonly named = new BitSet();
  /** IMDb's ratings, when title.ratings is there; null leaves the films' ratings alone. */
  private ratingIndex: RatingIndex | null = null;
  private readonly now: number;
  private readonly batch: number;
  private readonly started = performance.now();
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
  private bulk: boolean | null = null;
  /** The queries' count of rows written when this run began. */
  private readonly writtenBefore: number;

  constructor(
    private readonly queries: ImdbQueries,
    private readonly options: ImdbImportOptions,
    private readonly onProgress: OnProgress,
  ) {
    this.now = options.now ?? systemClock();
    this.batch = Math.max(1, options.batchSize ?? BATCH);
    this.writtenBefore = queries.written.rows;
  }

  async execute(files: Record<DatasetKey, string | null>): Promise<ImdbImportSummary> {
    if (files.ratings) await this.ratings(files.ratings);
    if (files.basics) await this.basics(files.basics);
    if (files.akas) await this.akas(files.akas);
    if (files.principals && files.names) {
      await this.namedPeople(files.names);
      await this.principals(files.principals);
      await this.names(files.names);
    }
    if (this.bulk || (await this.queries.searchSuspended())) {
      const progress = progressTicker(SEARCH_STEP, 'películas', () => ({}), this.onProgress);
      await this.queries.rebuildSearch();
      progress.end(this.index.size, 1);
    }
    this.summary.bulk = Boolean(this.bulk);
    this.summary.rowsWritten = this.queries.written.rows - this.writtenBefore;
    this.summary.skipped = (Object.keys(DATASETS) as DatasetKey[])
      .filter((key) => !files[key] || (key === 'names' && !files.principals))
      .map((key) => DATASETS[key]);
    this.summary.seconds = Math.round((performance.now() - this.started) / 100) / 10;
    return this.summary;
  }

  // --- title.basics: the films -------------------------------------------------------------

  private async basics(file: string): Promise<void> {
    const types = keptTitleTypes(this.options.tvMovies ?? false);
    const films = this.summary.films;
    const progress = this.ticker(DATASETS.basics, () => ({ películas: this.index.size }));
    let batch = new Map<number, BasicsFilm>();
    for await (const piece of readTsv(file, BASICS_COLUMNS, { signal: this.options.signal })) {
      films.read += piece.lines;
      for (const row of piece.rows) {
        const film = filmFromBasics(row, types);
        if (!film) continue;
        batch.set(film.imdb, film);
        if (batch.size >= this.batch) {
          await this.writeFilms([...batch.values()]);
          batch = new Map();
        }
      }
      progress.tick(films.read, piece);
    }
    await this.writeFilms([...batch.values()]);
    this.index.freeze();
    films.kept = this.index.size;
    progress.end(films.read);
  }

  private async writeFilms(films: BasicsFilm[]): Promise<void> {
    if (!films.length) return;
    if (this.bulk === null) await this.chooseBulk(films);
    await this.queries.batch(async (batch) => {
      const current = await batch.filmsByImdb(films.map((film) => film.imdb));
      const byImdb = new Map(current.map((row) => [row.imdb ?? 0, row]));
      const ids = new Map<number, number>();
      const changed = new Set<number>();
      const ratings = this.summary.ratings;

      const fresh = films.filter((film) => !byImdb.has(film.imdb));
      const inserted = await batch.insertFilms(
        fresh.map((film) => ({
          imdb: film.imdb,
          nom: film.nomo,
          nomo: film.nomo,
          nomen: film.primary,
          anio: film.anio,
          dura: film.dura,
          ...this.ratingOf(film.imdb),
          added_at: this.now,
          listed_at: this.now,
        })),
      );
      for (const row of inserted) ids.set(row.imdb ?? 0, row.id);
      this.summary.films.added += fresh.length;

      for (const film of fresh) if (this.ratingOf(film.imdb).rate !== null) ratings.rated++;
      const held = await batch.heldFields(current.map((row) => row.id));
      for (const film of films) {
        const old = byImdb.get(film.imdb);
        if (!old) continue;
        ids.set(film.imdb, old.id);
        // nom and nomen are left to the akas step, so a re-run does not flash original titles.
        const set: FilmChanges = {};
        const mine = (field: 'nomo' | 'anio' | 'dura') =>
          old[field] !== film[field] && !held.get(old.id)?.has(field);
        if (mine('nomo')) set.nomo = film.nomo;
        if (mine('anio')) set.anio = film.anio;
        if (mine('dura')) set.dura = film.dura;
        if (this.ratingIndex) {
          const rating = this.ratingOf(film.imdb);
          if (rating.rate !== null) ratings.rated++;
          else if (old.rate !== null) ratings.cleared++;
          if (old.rate !== rating.rate) set.rate = rating.rate;
          if (old.votos !== rating.votos) set.votos = rating.votos;
        }
        if (Object.keys(set).length) {
          await batch.updateFilm(old.id, set);
          changed.add(old.id);
        }
      }

      const oldGenres = new Map<number, Set<string>>();
      for (const row of current.length ? await batch.genresOf(current.map((row) => row.id)) : []) {
        const codes = oldGenres.get(row.film_id) ?? new Set<string>();
        codes.add(row.code);
        oldGenres.set(row.film_id, codes);
      }
      const added: { film_id: number; code: string }[] = [];
      for (const film of films) {
        const id = ids.get(film.imdb);
        if (id === undefined) continue;
        this.index.add(film.imdb, id);
        this.kept.add(film.imdb);
        if (held.get(id)?.has('gens')) continue;
        const have = oldGenres.get(id) ?? new Set<string>();
        const want = new Set<string>(film.genres);
        for (const code of want) {
          if (have.has(code)) continue;
          added.push({ film_id: id, code });
          if (byImdb.has(film.imdb)) changed.add(id);
        }
        const gone = [...have].filter((code) => !want.has(code));
        if (gone.length) {
          await batch.deleteGenres(id, gone);
          changed.add(id);
        }
      }
      await batch.insertGenres(added);
      this.summary.films.updated += changed.size;
    });
  }

  /**
   * Before the first films are written: a catalogue that has most of them already is refreshed
   * row by row (the search upkeep follows the few rows that change); one that has few of them
   * (a first import), or whose search an interrupted bulk load left aside, is loaded in bulk.
   */
  private async chooseBulk(films: BasicsFilm[]): Promise<void> {
    const known = await this.queries.batch((batch) =>
      batch.filmsByImdb(films.map((film) => film.imdb)),
    );
    this.bulk =
      (await this.queries.searchSuspended()) ||
      films.length - known.length > films.length * BULK_SHARE;
    if (this.bulk) await this.queries.suspendSearch();
  }

  /** A film's rating from title.ratings; none when IMDb has none (or there is no file). */
  private ratingOf(imdb: number): { rate: number | null; votos: number } {
    return this.ratingIndex?.get(imdb) ?? { rate: null, votos: 0 };
  }

  // --- title.akas: Spanish and English titles -------------------------------------------

  private async akas(file: string): Promise<void> {
    const size = this.index.size;
    // Best score written so far per film: makes the result independent of row order, and
    // a film with 0 after the file has no Spanish (or English) title.
    const scores = { es: new Uint8Array(size), en: new Uint8Array(size) };
    const titles = this.summary.titles;
    const progress = this.ticker(DATASETS.akas, () => ({ es: titles.es, en: titles.en }));
    type Group = { pos: number; es?: AkaChoice; en?: AkaChoice };
    let pending: Group[] = [];
    let group: Group | null = null;
    let groupImdb = -1;
    let rows = 0;
    for await (const piece of readTsv(file, AKAS_COLUMNS, {
      signal: this.options.signal,
      keep: (text, start) => this.kept.has(leadingImdbId(text, 'tt', start)),
    })) {
      rows += piece.lines;
      for (const row of piece.rows) {
        const choice = akaChoice(row);
        if (!choice) continue;
        if (choice.imdb !== groupImdb) {
          groupImdb = choice.imdb;
          const pos = this.index.position(choice.imdb);
          group = pos < 0 ? null : { pos };
          if (group) pending.push(group);
          if (pending.length > this.batch) {
            // The newest group may still get rows: it stays for the next batch.
            const last = pending.pop() as Group;
            await this.writeTitles(pending, scores);
            pending = [last];
          }
        }
        if (!group) continue;
        const best = group[choice.target];
        if (!best || choice.score > best.score) group[choice.target] = choice;
      }
      progress.tick(rows, piece);
    }
    await this.writeTitles(pending, scores);

    // Films without a Spanish title go by their original title.
    const untitled: number[] = [];
    for (let pos = 0; pos < size; pos++) {
      if (!scores.es[pos]) untitled.push(this.index.filmIdAt(pos));
    }
    await this.queries.originalTitles(untitled);
    progress.end(rows);
  }

  private async writeTitles(
    groups: { pos: number; es?: AkaChoice; en?: AkaChoice }[],
    scores: { es: Uint8Array; en: Uint8Array },
  ): Promise<void> {
    if (!groups.length) return;
    await this.queries.batch(async (batch) => {
      const current = await batch.titlesOf(groups.map((group) => this.index.filmIdAt(group.pos)));
      const byId = new Map(current.map((row) => [row.id, row]));
      const held = await batch.heldFields(current.map((row) => row.id));
      const changes: { id: number; nom?: string; nomen?: string }[] = [];
      for (const group of groups) {
        const film = byId.get(this.index.filmIdAt(group.pos));
        if (!film) continue;
        const set: { id: number; nom?: string; nomen?: string } = { id: film.id };
        for (const target of ['es', 'en'] as const) {
          const choice = group[target];
          const score = scores[target];
          if (!choice || choice.score <= (score[group.pos] ?? 0)) continue;
          if (!score[group.pos]) this.summary.titles[target]++;
          score[group.pos] = choice.score;
          const column = target === 'es' ? 'nom' : 'nomen';
          if (film[column] !== choice.title && !held.get(film.id)?.has(column)) {
            set[column] = choice.title;
          }
        }
        if (set.nom !== undefined || set.nomen !== undefined) changes.push(set);
      }
      // Both titles of a film in one statement: a film is never seen half renamed.
      await batch.setTitles(changes);
    });
  }

  // --- title.ratings: read first, written with the films -----------------------------

  private async ratings(file: string): Promise<void> {
    const ratings = new RatingIndex();
    const progress = this.ticker(DATASETS.ratings, () => ({ valoraciones: ratings.size }));
    let rows = 0;
    for await (const piece of readTsv(file, RATINGS_COLUMNS, { signal: this.options.signal })) {
      rows += piece.lines;
      for (const row of piece.rows) {
        const rating = ratingFromRow(row);
        if (rating) ratings.add(rating.imdb, rating.rate, rating.votos);
      }
      progress.tick(rows, piece);
    }
    ratings.freeze();
    this.ratingIndex = ratings;
    progress.end(rows);
  }

  // --- title.principals: credits ----------------------------------------------------------

  private async principals(file: string): Promise<void> {
    const seen = new Uint8Array(this.index.size);
    const credits = this.summary.credits;
    const progress = this.ticker(DATASETS.principals, () => ({ créditos: credits.added }));
    let pending = new Map<number, Credit[]>();
    let pendingRows = 0;
    let groupImdb = -1;
    let groupPos = -1;
    let rows = 0;
    for await (const piece of readTsv(file, PRINCIPALS_COLUMNS, {
      signal: this.options.signal,
      keep: (text, start) => this.kept.has(leadingImdbId(text, 'tt', start)),
    })) {
      rows += piece.lines;
      for (const row of piece.rows) {
        const credit = creditFromRow(row);
        if (!credit || !this.named.has(credit.person)) continue;
        if (credit.imdb !== groupImdb) {
          // Batches end between films, so that a film's credits are replaced in one go.
          if (pendingRows >= this.batch * 5) {
            await this.writeCredits(pending, seen);
            pending = new Map();
            pendingRows = 0;
          }
          groupImdb = credit.imdb;
          groupPos = this.index.position(credit.imdb);
        }
        if (groupPos < 0) continue;
        const list = pending.get(groupPos);
        if (list) list.push(credit);
        else pending.set(groupPos, [credit]);
        pendingRows++;
      }
      progress.tick(rows, piece);
    }
    await this.writeCredits(pending, seen);

    // Films IMDb credits nobody for any more lose their old credits.
    const uncredited: number[] = [];
    for (let pos = 0; pos < seen.length; pos++) {
      if (!seen[pos]) uncredited.push(this.index.filmIdAt(pos));
    }
    credits.removed += await this.queries.deleteCreditsOfFilms(uncredited);
    progress.end(rows);
  }

  /**
   * Replaces the credits of a batch of films. People not seen before get a row with an empty
   * name (the foreign key wants one); the name.basics step fills it in, or removes the person
   * if IMDb has no name for them.
   */
  private async writeCredits(pending: Map<number, Credit[]>, seen: Uint8Array): Promise<void> {
    if (!pending.size) return;
    const summary = this.summary.credits;
    await this.queries.batch(async (batch) => {
      const newPeople = new Set<number>();
      for (const list of pending.values()) {
        for (const credit of list) {
          if (!this.people.has(credit.person)) newPeople.add(credit.person);
        }
      }
      await batch.insertUnnamedPeople([...newPeople]);
      for (const id of newPeople) this.people.add(id);

      const filmIds = [...pending.keys()].map((pos) => this.index.filmIdAt(pos));
      const have = new Map<number, Map<string, number>>();
      for (const row of await batch.creditsOf(filmIds)) {
        const credits = have.get(row.film_id) ?? new Map<string, number>();
        credits.set(`${row.role}:${row.person_id}`, row.ord);
        have.set(row.film_id, credits);
      }
      // Directors or cast that the owner or an NFO set are theirs: IMDb's are not merged in.
      const held = await batch.heldFields(filmIds);

      const inserts: { film_id: number; person_id: number; role: PersonRole; ord: number }[] = [];
      for (const [pos, list] of pending) {
        const filmId = this.index.filmIdAt(pos);
        // A film met again later in the file (an unsorted file) only gains credits.
        const replace = !seen[pos];
        seen[pos] = 1;
        const old = have.get(filmId) ?? new Map<string, number>();
        const ours = (role: string) => !held.get(filmId)?.has(role);
        const wanted = uniqueCredits(list).filter((credit) => ours(credit.role));
        if (replace && wanted.length) summary.films++;
        const keep = new Set<string>();
        for (const credit of wanted) {
          const key = `${credit.role}:${credit.person}`;
          keep.add(key);
          const ord = old.get(key);
          if (ord === undefined) {
            inserts.push({
              film_id: filmId,
              person_id: credit.person,
              role: credit.role,
              ord: credit.ord,
            });
          } else if (replace && ord !== credit.ord) {
            await batch.setCreditOrder(filmId, credit.role, credit.person, credit.ord);
          }
        }
        if (!replace) continue;
        for (const key of old.keys()) {
          if (keep.has(key)) continue;
          const [role, person] = key.split(':') as [PersonRole, string];
          if (!ours(role)) continue;
          await batch.deleteCredit(filmId, role, Number(person));
          summary.removed++;
        }
      }
      await batch.insertCredits(inserts);
      summary.added += inserts.length;
    });
  }

  // --- name.basics: names of the people credited ----------------------------------------

  /**
   * A first reading of name.basics for who has a name (a bit per IMDb person number), so that
   * people IMDb names nobody are never credited: writing them, then removing them once their
   * name is found missing, would change rows on every run of the same files.
   */
  private async namedPeople(file: string): Promise<void> {
    const progress = this.ticker(NAMES_FIRST_STEP, () => ({}));
    let rows = 0;
    for await (const piece of readTsv(file, NAMES_COLUMNS, { signal: this.options.signal })) {
      rows += piece.lines;
      for (const row of piece.rows) {
        const person = personFromRow(row);
        if (person) this.named.add(person.id);
      }
      progress.tick(rows, piece);
    }
    progress.end(rows);
  }

  private async names(file: string): Promise<void> {
    const people = this.summary.people;
    const progress = this.ticker(DATASETS.names, () => ({ personas: people.named }));
    let pending: PersonName[] = [];
    let rows = 0;
    for await (const piece of readTsv(file, NAMES_COLUMNS, {
      signal: this.options.signal,
      keep: (text, start) => this.people.has(leadingImdbId(text, 'nm', start)),
    })) {
      rows += piece.lines;
      for (const row of piece.rows) {
        const id = parseImdbId(row.nconst, 'nm');
        if (id === null || !this.people.has(id)) continue;
        const person = personFromRow(row);
        if (!person) continue;
        pending.push(person);
        if (pending.length >= this.batch) {
          await this.writeNames(pending);
          pending = [];
        }
      }
      progress.tick(rows, piece);
    }
    await this.writeNames(pending);
    await this.removeNamelessAndUncredited();
    progress.end(rows);
  }

  private async writeNames(names: PersonName[]): Promise<void> {
    if (!names.length) return;
    this.summary.people.named += names.length;
    await this.queries.batch(async (batch) => {
      const current = await batch.namesOf(names.map((person) => person.id));
      const byId = new Map(current.map((row) => [row.id, row.nom]));
      await batch.setNames(names.filter((person) => byId.get(person.id) !== person.nom));
    });
  }

  /** People IMDb has no name for, and people no film credits any more, leave the catalogue. */
  private async removeNamelessAndUncredited(): Promise<void> {
    const nameless = await this.queries.namelessPeople();
    for (let start = 0; start < nameless.length; start += this.batch) {
      const piece = nameless.slice(start, start + this.batch);
      this.summary.credits.removed += await this.queries.batch((batch) =>
        batch.deletePeople(piece),
      );
    }
    const uncredited = await this.queries.deleteUncreditedPeople();
    this.summary.people.removed += nameless.length + uncredited;
  }

  private ticker(step: string, counts: () => Record<string, number>) {
    return progressTicker(step, 'filas', counts, this.onProgress);
  }
}
