import { nameKey } from '../catalogue/name-key.js';
import type { Db } from '../db/connection.js';
import { takeNewPoster } from '../db/poster-numbers.js';
import { recordSources, sourcesOf } from './source-queries.js';
import { mayWrite, type Source, type SourcedField, type WriteOptions } from './sources.js';

/** What a sidecar NFO or TMDB offers for a film's card; absent or empty values offer nothing. */
export interface FilmFill {
  nom?: string;
  nomo?: string;
  anio?: number | null;
  dura?: number | null;
  arg?: string;
  /** Our genre codes. */
  gens?: string[];
  /** In billing order. `photo` is a poster-store image key, '' for none. */
  cast?: { nom: string; papel: string; photo: string }[];
  /** Photos of the film's people (directors and cast) by name; see `fillPhotos`. */
  photos?: { nom: string; photo: string }[];
  /** A poster-store image key. */
  backdrop?: string;
  /** A YouTube video key. */
  trailer?: string;
  tmdb?: number | null;
}

type Columns = 'nom' | 'nomo' | 'anio' | 'dura' | 'arg' | 'backdrop' | 'trailer';
const COLUMNS: Columns[] = ['nom', 'nomo', 'anio', 'dura', 'arg', 'backdrop', 'trailer'];

type FilmRow = { [K in Columns]: K extends 'anio' | 'dura' ? number | null : string };

/**
 * Whether a column counts as empty for a fill. A title equal to the original one is empty:
 * IMDb's import gives a film with no Spanish title its original title.
 */
function isEmpty(film: FilmRow, column: Columns): boolean {
  if (column === 'nom') return film.nom === '' || film.nom === film.nomo;
  const value = film[column];
  return value === null || value === '';
}

const offered = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Writes what a source offers for a film where `mayWrite` lets it (sources.ts), records the
 * source of each field written, and answers those fields. One transaction.
 */
export async function fillFilm(
  db: Db,
  filmId: number,
  fill: FilmFill,
  source: Source,
  options: WriteOptions & { now: number },
): Promise<SourcedField[]> {
  return db.transaction().execute(async (trx) => {
    const film = await trx
      .selectFrom('film')
      .select([...COLUMNS, 'tmdb'])
      .where('id', '=', filmId)
      .executeTakeFirst();
    if (!film) return [];
    const sources = await sourcesOf(trx, filmId);
    const allowed = (field: SourcedField, empty: boolean) =>
      mayWrite({ source: sources[field], empty }, source, options);

    const written: SourcedField[] = [];
    const set: Partial<FilmRow> & { tmdb?: number } = {};
    for (const column of COLUMNS) {
      const value = fill[column];
      if (!offered(value) || value === film[column]) continue;
      if (!allowed(column, isEmpty(film, column))) continue;
      Object.assign(set, { [column]: value });
      written.push(column);
    }
    if (fill.tmdb && film.tmdb === null) set.tmdb = fill.tmdb;
    if (Object.keys(set).length) {
      await trx.updateTable('film').set(set).where('id', '=', filmId).execute();
    }

    if (fill.gens?.length) {
      const held = await trx
        .selectFrom('film_genre')
        .select('code')
        .where('film_id', '=', filmId)
        .execute();
      const same =
        held.length === fill.gens.length && held.every((g) => fill.gens?.includes(g.code));
      if (!same && allowed('gens', !held.length)) {
        await trx.deleteFrom('film_genre').where('film_id', '=', filmId).execute();
        await trx
          .insertInto('film_genre')
          .values(fill.gens.map((code) => ({ film_id: filmId, code })))
          .execute();
        written.push('gens');
      }
    }

    if (fill.cast?.length) {
      const held = await trx
        .selectFrom('film_cast')
        .select(['nom', 'papel', 'photo'])
        .where('film_id', '=', filmId)
        .orderBy('ord')
        .execute();
      const same = JSON.stringify(held) === JSON.stringify(fill.cast);
      if (!same && allowed('cast', !held.length)) {
        await trx.deleteFrom('film_cast').where('film_id', '=', filmId).execute();
        await trx
          .insertInto('film_cast')
          .values(fill.cast.map((member, ord) => ({ film_id: filmId, ord, ...member })))
          .execute();
        written.push('cast');
      }
    }

    if (fill.photos?.length) await fillPhotos(trx, filmId, fill.photos, options.refresh);
    await recordSources(trx, filmId, written, source, options.now);
    return written;
  });
}

/**
 * Gives the film's credited people (IMDb ids) the photos offered under their names: a name
 * matches only among this film's credits, never across the catalogue. A person's photo is
 * kept unless the owner refreshes the film.
 */
async function fillPhotos(
  db: Db,
  filmId: number,
  photos: { nom: string; photo: string }[],
  refresh: boolean | undefined,
): Promise<void> {
  const byName = new Map(
    photos.filter((p) => p.photo).map((p) => [nameKey(p.nom), p.photo] as const),
  );
  const people = await db
    .selectFrom('film_person')
    .innerJoin('person', 'person.id', 'film_person.person_id')
    .select(['person.id', 'person.nom', 'person.photo'])
    .where('film_person.film_id', '=', filmId)
    .where('film_person.role', 'in', ['d', 'a'])
    .execute();
  for (const person of people) {
    const photo = byName.get(nameKey(person.nom));
    if (!photo || photo === person.photo || (person.photo && !refresh)) continue;
    await db.updateTable('person').set({ photo }).where('id', '=', person.id).execute();
  }
}

/** A film's poster, and its recorded source and content key (what `fillPoster` weighs). */
export function posterState(db: Db, filmId: number) {
  return db
    .selectFrom('film')
    .leftJoin('film_source', (join) =>
      join.onRef('film_source.film_id', '=', 'film.id').on('film_source.field', '=', 'poster'),
    )
    .select(['film.poster', 'film_source.source', 'film_source.ref'])
    .where('film.id', '=', filmId)
    .executeTakeFirst();
}

/**
 * Gives a film a new poster number, one past the highest in use, in one transaction with
 * `place` (which writes the picture's files under it) and its source; answers the previous one.
 */
export async function setFilledPoster(
  db: Db,
  filmId: number,
  place: (poster: number) => Promise<void>,
  source: { source: Source; at: number; ref: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { previous } = await takeNewPoster(trx, filmId, place);
    await trx
      .insertInto('film_source')
      .values({ film_id: filmId, field: 'poster', ...source })
      .onConflict((oc) => oc.columns(['film_id', 'field']).doUpdateSet(source))
      .execute();
    return previous;
  });
}

/** A film's backdrop key ('' for none), or undefined when there is no such film. */
export async function backdropOf(db: Db, filmId: number): Promise<string | undefined> {
  const film = await db
    .selectFrom('film')
    .select('backdrop')
    .where('id', '=', filmId)
    .executeTakeFirst();
  return film?.backdrop;
}
