import { RatingIndex } from './film-index.js';
import type { FilmChanges } from './imdb-queries.js';
import {
  BASICS_COLUMNS,
  type BasicsFilm,
  filmFromBasics,
  keptTitleTypes,
  RATINGS_COLUMNS,
  ratingFromRow,
} from './imdb-rows.js';
import { DATASETS, type ImdbRun } from './imdb-run.js';
import { readTsv } from './tsv.js';

/**
 * The IMDb import's steps of title.basics (the films) and title.ratings (read first, written
 * with the films).
 */

/**
 * A first batch of title.basics in which more than this share of the films is new means a
 * first import (or nearly): the catalogue is then loaded in bulk.
 */
const BULK_SHARE = 0.5;

export async function basicsStep(run: ImdbRun, file: string): Promise<void> {
  const types = keptTitleTypes(run.options.tvMovies ?? false);
  const films = run.summary.films;
  const progress = run.ticker(DATASETS.basics, () => ({ películas: run.index.size }));
  let batch = new Map<number, BasicsFilm>();
  for await (const piece of readTsv(file, BASICS_COLUMNS, { signal: run.options.signal })) {
    films.read += piece.lines;
    for (const row of piece.rows) {
      const film = filmFromBasics(row, types);
      if (!film) continue;
      batch.set(film.imdb, film);
      if (batch.size >= run.batch) {
        await writeFilms(run, [...batch.values()]);
        batch = new Map();
      }
    }
    progress.tick(films.read, piece);
  }
  await writeFilms(run, [...batch.values()]);
  run.index.freeze();
  films.kept = run.index.size;
  progress.end(films.read);
}

async function writeFilms(run: ImdbRun, films: BasicsFilm[]): Promise<void> {
  if (!films.length) return;
  if (run.bulk === null) await chooseBulk(run, films);
  await run.queries.batch(async (batch) => {
    const current = await batch.filmsByImdb(films.map((film) => film.imdb));
    const byImdb = new Map(current.map((row) => [row.imdb ?? 0, row]));
    const ids = new Map<number, number>();
    const changed = new Set<number>();
    const ratings = run.summary.ratings;

    const fresh = films.filter((film) => !byImdb.has(film.imdb));
    const inserted = await batch.insertFilms(
      fresh.map((film) => ({
        imdb: film.imdb,
        nom: film.nomo,
        nomo: film.nomo,
        nomen: film.primary,
        anio: film.anio,
        dura: film.dura,
        ...run.ratingOf(film.imdb),
        added_at: run.now,
        listed_at: run.now,
      })),
    );
    for (const row of inserted) ids.set(row.imdb ?? 0, row.id);
    run.summary.films.added += fresh.length;

    for (const film of fresh) if (run.ratingOf(film.imdb).rate !== null) ratings.rated++;
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
      if (run.ratingIndex) {
        const rating = run.ratingOf(film.imdb);
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
      run.index.add(film.imdb, id);
      run.kept.add(film.imdb);
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
    run.summary.films.updated += changed.size;
  });
}

/**
 * Before the first films are written: a catalogue that has most of them already is refreshed
 * row by row (the search upkeep follows the few rows that change); one that has few of them
 * (a first import), or whose search an interrupted bulk load left aside, is loaded in bulk.
 */
async function chooseBulk(run: ImdbRun, films: BasicsFilm[]): Promise<void> {
  const known = await run.queries.batch((batch) =>
    batch.filmsByImdb(films.map((film) => film.imdb)),
  );
  run.bulk =
    (await run.queries.searchSuspended()) ||
    films.length - known.length > films.length * BULK_SHARE;
  if (run.bulk) await run.queries.suspendSearch();
}

export async function ratingsStep(run: ImdbRun, file: string): Promise<void> {
  const ratings = new RatingIndex();
  const progress = run.ticker(DATASETS.ratings, () => ({ valoraciones: ratings.size }));
  let rows = 0;
  for await (const piece of readTsv(file, RATINGS_COLUMNS, { signal: run.options.signal })) {
    rows += piece.lines;
    for (const row of piece.rows) {
      const rating = ratingFromRow(row);
      if (rating) ratings.add(rating.imdb, rating.rate, rating.votos);
    }
    progress.tick(rows, piece);
  }
  ratings.freeze();
  run.ratingIndex = ratings;
  progress.end(rows);
}
