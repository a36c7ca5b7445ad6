import { type Compilable, type CompiledQuery, type Insertable, sql, type Updateable } from 'kysely';
import { chunks } from '../db/chunks.js';
import { type Db, engineOf } from '../db/connection.js';
import type { FilmPersonTable, FilmTable, PersonRole } from '../db/schema.js';

/** Rows per `IN (...)` list and multi-row insert: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

/** The sourced fields (metadata/sources.ts) the IMDb import writes: titles, year, runtime, genres, directors and cast. */
const IMPORTED_FIELDS = ['nom', 'nomo', 'anio', 'dura', 'gens', 'd', 'a'];

/**
 * Films whose field a stronger source than IMDb holds, as a subquery of their ids: the
 * statements that write many films at once leave those films out.
 */
function filmsHolding(db: Db, field: string) {
  return db
    .selectFrom('film_source')
    .select('film_id')
    .where('field', '=', field)
    .where('source', '<>', 'imdb');
}

/** What the importer may change in a film row it finds already there. */
export type FilmChanges = Pick<Updateable<FilmTable>, 'nomo' | 'anio' | 'dura' | 'rate' | 'votos'>;

/** Rows inserted, updated or deleted so far: a refresh with nothing new must leave it at 0. */
export interface WriteCount {
  rows: number;
}

/**
 * A multi-row INSERT built and compiled by Kysely once per number of rows, then run again with
 * each batch's values as its parameters: building the query object and compiling it again for
 * every 500 rows cost about as much as SQLite's own work of inserting them (and on SQLite the
 * connection keeps the statement prepared by its text). `values` gives a row's parameters in
 * the order the compiled query takes them: the first compile checks that it does, and a query
 * whose parameters are not just its rows' values is never reused.
 */
function reusedInsert<R>(
  build: (rows: R[]) => Compilable,
  values: (row: R, out: unknown[]) => void,
): (db: Db, rows: R[]) => Promise<bigint | undefined> {
  const compiled = new Map<number, CompiledQuery | null>();
  return async (db, rows) => {
    const parameters: unknown[] = [];
    for (const row of rows) values(row, parameters);
    let query = compiled.get(rows.length);
    if (query === undefined) {
      const fresh = build(rows).compile();
      const same =
        fresh.parameters.length === parameters.length &&
        fresh.parameters.every((value, i) => value === parameters[i]);
      query = same ? fresh : null;
      compiled.set(rows.length, query);
      if (!same) return (await db.executeQuery(fresh)).numAffectedRows;
    }
    if (!query) return (await db.executeQuery(build(rows).compile())).numAffectedRows;
    return (await db.executeQuery({ ...query, parameters })).numAffectedRows;
  };
}

type Credit = Pick<Insertable<FilmPersonTable>, 'film_id' | 'person_id' | 'role' | 'ord'>;

/** The import's multi-row inserts, compiled once per row count (see reusedInsert). */
function imdbInserts(db: Db) {
  return {
    credits: reusedInsert<Credit>(
      (rows) =>
        db
          .insertInto('film_person')
          .values(rows)
          .onConflict((oc) => oc.doNothing()),
      (row, out) => out.push(row.film_id, row.person_id, row.role, row.ord),
    ),
    unnamedPeople: reusedInsert<number>(
      (ids) =>
        db
          .insertInto('person')
          .values(ids.map((id) => ({ id, nom: '' })))
          .onConflict((oc) => oc.column('id').doNothing()),
      (id, out) => out.push(id, ''),
    ),
    genres: reusedInsert<{ film_id: number; code: string }>(
      (rows) => db.insertInto('film_genre').values(rows),
      (row, out) => out.push(row.film_id, row.code),
    ),
    names: reusedInsert<{ id: number; nom: string }>(
      (people) =>
        db
          .insertInto('person')
          .values(people)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({ nom: eb.ref('excluded.nom') })),
          ),
      (person, out) => out.push(person.id, person.nom),
    ),
  };
}

type ImdbInserts = ReturnType<typeof imdbInserts>;

/**
 * The IMDb import's reads and writes of one transaction (a batch of films, credits or names),
 * each counting the rows it changes.
 */
function imdbBatch(trx: Db, count: WriteCount, inserts: ImdbInserts) {
  const add = (n: bigint | number | undefined) => {
    count.rows += Number(n ?? 0);
  };
  return {
    /**
     * Fields of these films that a stronger source than IMDb wrote (the owner, an NFO, TMDB:
     * `mayWrite` in metadata/sources.ts), by film: the import leaves them as they are.
     */
    async heldFields(filmIds: readonly number[]): Promise<Map<number, Set<string>>> {
      const held = new Map<number, Set<string>>();
      for (const piece of chunks(filmIds, CHUNK)) {
        const rows = await trx
          .selectFrom('film_source')
          .select(['film_id', 'field'])
          .where('film_id', 'in', piece)
          .where('field', 'in', IMPORTED_FIELDS)
          .where('source', '<>', 'imdb')
          .execute();
        for (const row of rows) {
          const fields = held.get(row.film_id) ?? new Set<string>();
          fields.add(row.field);
          held.set(row.film_id, fields);
        }
      }
      return held;
    },

    filmsByImdb(imdbIds: readonly number[]) {
      return trx
        .selectFrom('film')
        .select(['id', 'imdb', 'nomo', 'anio', 'dura', 'rate', 'votos'])
        .where('imdb', 'in', imdbIds)
        .execute();
    },

    async insertFilms(
      rows: Insertable<FilmTable>[],
    ): Promise<{ id: number; imdb: number | null }[]> {
      const out: { id: number; imdb: number | null }[] = [];
      for (const piece of chunks(rows, CHUNK)) {
        out.push(
          ...(await trx.insertInto('film').values(piece).returning(['id', 'imdb']).execute()),
        );
      }
      add(out.length);
      return out;
    },

    async updateFilm(id: number, set: FilmChanges): Promise<void> {
      const result = await trx.updateTable('film').set(set).where('id', '=', id).executeTakeFirst();
      add(result.numUpdatedRows);
    },

    async genresOf(filmIds: readonly number[]) {
      const rows: { film_id: number; code: string }[] = [];
      for (const piece of chunks(filmIds, CHUNK)) {
        rows.push(
          ...(await trx
            .selectFrom('film_genre')
            .select(['film_id', 'code'])
            .where('film_id', 'in', piece)
            .execute()),
        );
      }
      return rows;
    },

    async deleteGenres(filmId: number, codes: string[]): Promise<void> {
      const result = await trx
        .deleteFrom('film_genre')
        .where('film_id', '=', filmId)
        .where('code', 'in', codes)
        .executeTakeFirst();
      add(result.numDeletedRows);
    },

    async insertGenres(rows: { film_id: number; code: string }[]): Promise<void> {
      for (const piece of chunks(rows, CHUNK)) await inserts.genres(trx, piece);
      add(rows.length);
    },

    /**
     * Sets the Spanish and English titles of many films in one statement per chunk (a title
     * left null stays as it is); both titles of a film change together.
     */
    async setTitles(rows: { id: number; nom?: string; nomen?: string }[]): Promise<void> {
      for (const piece of chunks(rows, CHUNK)) {
        // VALUES' columns are column1... on SQLite and PostgreSQL alike; the cast types the
        // id for PostgreSQL, which reads untyped parameters as text.
        const values = sql.join(
          piece.map(
            (row) => sql`(CAST(${row.id} AS INTEGER), ${row.nom ?? null}, ${row.nomen ?? null})`,
          ),
        );
        const result = await sql`UPDATE film
          SET nom = coalesce(v.column2, film.nom), nomen = coalesce(v.column3, film.nomen)
          FROM (VALUES ${values}) AS v WHERE film.id = v.column1`.execute(trx);
        add(result.numAffectedRows);
      }
    },

    titlesOf(filmIds: readonly number[]) {
      return trx
        .selectFrom('film')
        .select(['id', 'nom', 'nomen'])
        .where('id', 'in', filmIds)
        .execute();
    },

    /** People by IMDb number that are not there yet get a row with an empty name. */
    async insertUnnamedPeople(ids: readonly number[]): Promise<void> {
      for (const piece of chunks(ids, CHUNK)) add(await inserts.unnamedPeople(trx, piece));
    },

    async creditsOf(filmIds: readonly number[]) {
      const rows: { film_id: number; person_id: number; role: PersonRole; ord: number }[] = [];
      for (const piece of chunks(filmIds, CHUNK)) {
        rows.push(
          ...(await trx
            .selectFrom('film_person')
            .select(['film_id', 'person_id', 'role', 'ord'])
            .where('film_id', 'in', piece)
            .execute()),
        );
      }
      return rows;
    },

    async setCreditOrder(filmId: number, role: PersonRole, person: number, ord: number) {
      const result = await trx
        .updateTable('film_person')
        .set({ ord })
        .where('film_id', '=', filmId)
        .where('role', '=', role)
        .where('person_id', '=', person)
        .executeTakeFirst();
      add(result.numUpdatedRows);
    },

    async deleteCredit(filmId: number, role: PersonRole, person: number) {
      const result = await trx
        .deleteFrom('film_person')
        .where('film_id', '=', filmId)
        .where('role', '=', role)
        .where('person_id', '=', person)
        .executeTakeFirst();
      add(result.numDeletedRows);
    },

    async insertCredits(rows: Credit[]): Promise<void> {
      for (const piece of chunks(rows, CHUNK)) add(await inserts.credits(trx, piece));
    },

    async namesOf(ids: readonly number[]) {
      return trx.selectFrom('person').select(['id', 'nom']).where('id', 'in', ids).execute();
    },

    async setNames(people: { id: number; nom: string }[]): Promise<void> {
      for (const piece of chunks(people, CHUNK)) await inserts.names(trx, piece);
      add(people.length);
    },

    /** Removes people and their credits; answers how many credits went. */
    async deletePeople(ids: readonly number[]): Promise<number> {
      const credits = await trx
        .deleteFrom('film_person')
        .where('person_id', 'in', ids)
        .executeTakeFirst();
      const people = await trx.deleteFrom('person').where('id', 'in', ids).executeTakeFirst();
      add(credits.numDeletedRows);
      add(people.numDeletedRows);
      return Number(credits.numDeletedRows);
    },
  };
}

export type ImdbBatch = ReturnType<typeof imdbBatch>;

/**
 * The import's writes inside a transaction its caller runs: the demo seed writes its films,
 * genres, people and credits with them, in its own single transaction.
 */
export function imdbWritesIn(trx: Db): ImdbBatch {
  return imdbBatch(trx, { rows: 0 }, imdbInserts(trx));
}

/**
 * The IMDb import's SQL (see imdb.ts), made from the database the import writes to: batches in
 * short transactions, the few statements that run outside one, and the engine's search upkeep
 * for loading in bulk.
 */
export function createImdbQueries(db: Db) {
  const written: WriteCount = { rows: 0 };
  const upkeep = engineOf(db).searchUpkeep;
  const inserts = imdbInserts(db);
  return {
    written,

    /** Runs a batch's reads and writes in one transaction. */
    batch<T>(work: (batch: ImdbBatch) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(imdbBatch(trx, written, inserts)));
    },

    /** Films whose Spanish title is another than their original title go by the original. */
    async originalTitles(filmIds: readonly number[]): Promise<void> {
      for (const piece of chunks(filmIds, CHUNK)) {
        const result = await db
          .updateTable('film')
          .set((eb) => ({ nom: eb.ref('nomo') }))
          .where('id', 'in', piece)
          .whereRef('nom', '<>', 'nomo')
          .where('id', 'not in', filmsHolding(db, 'nom'))
          .executeTakeFirst();
        written.rows += Number(result.numUpdatedRows);
      }
    },

    /** Removes the credits of these films; answers how many went. */
    async deleteCreditsOfFilms(filmIds: readonly number[]): Promise<number> {
      let removed = 0;
      for (const piece of chunks(filmIds, CHUNK)) {
        const result = await db
          .deleteFrom('film_person')
          .where('film_id', 'in', piece)
          .where(({ eb, not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('film_source')
                  .select('film_id')
                  .whereRef('film_source.film_id', '=', 'film_person.film_id')
                  .whereRef('film_source.field', '=', 'film_person.role')
                  .where('film_source.source', '<>', eb.val('imdb')),
              ),
            ),
          )
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      written.rows += removed;
      return removed;
    },

    async namelessPeople(): Promise<number[]> {
      const rows = await db.selectFrom('person').select('id').where('nom', '=', '').execute();
      return rows.map((row) => row.id);
    },

    /** Removes the people no film credits; answers how many went. */
    async deleteUncreditedPeople(): Promise<number> {
      const result = await db
        .deleteFrom('person')
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('film_person')
                .select('film_person.person_id')
                .whereRef('film_person.person_id', '=', 'person.id'),
            ),
          ),
        )
        .executeTakeFirst();
      written.rows += Number(result.numDeletedRows);
      return Number(result.numDeletedRows);
    },

    searchSuspended: () => upkeep.suspended(db),
    suspendSearch: () => upkeep.suspend(db),
    rebuildSearch: () => upkeep.rebuild(db),
  };
}

export type ImdbQueries = ReturnType<typeof createImdbQueries>;
