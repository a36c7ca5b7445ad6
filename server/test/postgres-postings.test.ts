import fc from 'fast-check';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogueQueries, NO_FILTER } from '../src/catalogue/queries.js';
import { searchOf } from '../src/catalogue/search/catalogue-search.js';
import { typoPlan } from '../src/catalogue/search/typo-plan.js';
import { openPostgres } from '../src/db/connection.js';
import { SEARCH_RESULTS_CAP } from '../src/db/engine.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { postgresEngine } from '../src/db/postgres/engine.js';
import { fillPostings } from '../src/db/postgres/postings.js';
import { withoutRepeats } from '../src/db/postgres/search.js';
import { groupKeys, groupsTsquery } from '../src/db/postgres/term-groups.js';
import { type Match, matchingPeople, matchTier } from '../src/db/postgres/tier-statements.js';
import type { Database } from '../src/db/schema.js';
import type { TermGroup } from '../src/db/search-reads.js';
import { searchWords } from '../src/db/search-words.js';
import { databaseEnv, TEST_NOW, tempDir } from './helpers.js';

/**
 * PostgreSQL's search posting lists (`db/postgres/postings.ts`, migration 0016): whatever is
 * written, the triggers leave the postings, their dictionaries and the credits' film keys as a
 * fill from scratch makes them, and a search reading postings finds what `@@` finds, in the
 * same order.
 */
describe('PostgreSQL search postings', async () => {
  const url = (await databaseEnv(tempDir())).DATABASE_URL ?? '';
  const db = openPostgres(url);
  afterAll(() => db.destroy());
  await migrateToLatest(db);

  /** Every posting, dictionary row (with postings) and credit key, in a stable order. */
  async function derived<DB>(q: Kysely<DB>) {
    const read = async (query: string) => (await sql.raw(query).execute(q)).rows;
    return {
      titles: await read('SELECT * FROM film_title_posting ORDER BY term, key'),
      synopses: await read('SELECT * FROM film_synopsis_posting ORDER BY term, key'),
      people: await read('SELECT * FROM person_posting ORDER BY term, person_id'),
      titleTerms: await read(
        'SELECT * FROM film_title_term WHERE postings <> 0 OR downloadable <> 0 ORDER BY term',
      ),
      synopsisTerms: await read(
        'SELECT * FROM film_synopsis_term WHERE postings <> 0 OR downloadable <> 0 ORDER BY term',
      ),
      personTerms: await read('SELECT * FROM person_term WHERE postings <> 0 ORDER BY term'),
      credits: await read(
        'SELECT film_id, person_id, role, film_key, downloadable FROM film_person ORDER BY 1, 2, 3',
      ),
    };
  }

  /** What a fill from the tables makes (rolled back afterwards). */
  async function rebuilt() {
    let rows: Awaited<ReturnType<typeof derived>> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await fillPostings<Database>(trx);
        await sql`UPDATE film_person fp SET film_key = -(f.votos::bigint * 67108864 + f.id),
          downloadable = (f.file_count > 0)::int FROM film f WHERE f.id = fp.film_id`.execute(trx);
        rows = await derived<Database>(trx);
        throw new Error('rollback');
      })
      .catch(() => {});
    return rows;
  }

  const WORDS = ['amor', 'Amores', 'ámbar', 'noche', 'Niño', 'nina', 'the', 'león', 'leona'];
  const text = fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
    .map((words) => words.join(' '));
  let nextId = 1;
  const film = (nom: string, nomo: string, nomen: string, arg: string) => ({
    nom,
    nomo,
    nomen,
    arg,
    added_at: TEST_NOW,
    listed_at: TEST_NOW,
  });

  /** One random write through the same tables every writer uses. */
  const write = fc.oneof(
    fc.tuple(text, text, text, text).map(([a, b, c, d]) => async () => {
      await db
        .insertInto('film')
        .values(film(a, b, c, d))
        .execute();
    }),
    fc
      .tuple(fc.nat(), text, fc.constantFrom('nom', 'nomo', 'nomen', 'arg'))
      .map(([n, value, column]) => async () => {
        const ids = await db.selectFrom('film').select('id').execute();
        const id = ids[n % Math.max(ids.length, 1)]?.id;
        if (id)
          await db
            .updateTable('film')
            .set({ [column]: value })
            .where('id', '=', id)
            .execute();
      }),
    fc
      .tuple(fc.nat(), fc.nat({ max: 3_000_000 }), fc.nat({ max: 2 }))
      .map(([n, votos, files]) => async () => {
        const ids = await db.selectFrom('film').select('id').execute();
        const id = ids[n % Math.max(ids.length, 1)]?.id;
        if (id) {
          await db
            .updateTable('film')
            .set({ votos, file_count: files })
            .where('id', '=', id)
            .execute();
        }
      }),
    fc.nat().map((n) => async () => {
      const ids = await db.selectFrom('film').select('id').execute();
      const id = ids[n % Math.max(ids.length, 1)]?.id;
      if (id) await db.deleteFrom('film').where('id', '=', id).execute();
    }),
    text.map((nom) => async () => {
      await db.insertInto('person').values({ id: nextId++, nom }).execute();
    }),
    fc.tuple(fc.nat(), text).map(([n, nom]) => async () => {
      const ids = await db.selectFrom('person').select('id').execute();
      const id = ids[n % Math.max(ids.length, 1)]?.id;
      if (id) await db.updateTable('person').set({ nom }).where('id', '=', id).execute();
    }),
    fc
      .tuple(fc.nat(), fc.nat(), fc.constantFrom('d', 'a', 'c', 'w'))
      .map(([f, p, role]) => async () => {
        const films = await db.selectFrom('film').select('id').execute();
        const people = await db.selectFrom('person').select('id').execute();
        const filmId = films[f % Math.max(films.length, 1)]?.id;
        const personId = people[p % Math.max(people.length, 1)]?.id;
        if (filmId && personId) {
          await db
            .insertInto('film_person')
            .values({ film_id: filmId, person_id: personId, role, ord: 0 })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }),
    fc.nat().map((n) => async () => {
      const people = await db
        .selectFrom('person')
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('film_person').select('film_id').whereRef('person_id', '=', 'person.id'),
            ),
          ),
        )
        .execute();
      const id = people[n % Math.max(people.length, 1)]?.id;
      if (id) await db.deleteFrom('person').where('id', '=', id).execute();
    }),
  );

  it('keeps postings, dictionaries and credit keys through any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const run of writes) await run();
        expect(await derived(db)).toEqual(await rebuilt());
      }),
      { numRuns: 25 },
    );
  });

  /**
   * The tiers and the people search for `words` on `q` against plain `@@` queries: the films of
   * each tier in key order after those of earlier tiers, the people in id order.
   */
  async function compare(
    q: Kysely<Database>,
    words: string,
    onlyDownloadable: boolean,
    columns: ('nom' | 'nomo' | 'nomen')[],
    countsTrue = true,
  ) {
    const search = searchOf(postgresEngine.search);
    const found = await search.filmSearch(q, words, [...columns, 'a', 'arg'], {
      onlyDownloadable,
      genre: null,
    });
    const ids = async (query: RawBuilder<unknown>) =>
      (await sql<{ id: number }>`${query}`.execute(q)).rows.map((row) => row.id);
    // Each tier's films in key order, those of earlier tiers left out (a tier found empty by
    // the dictionaries may be left out).
    const tiered = (lists: number[][]) => {
      const seen = new Set<number>();
      return lists.flatMap((list) => list.filter((id) => !seen.has(id) && seen.add(id)));
    };
    const query = searchWords(words).join(' ');
    const downloadable = onlyDownloadable ? sql`AND f.file_count > 0` : sql``;
    const byKey = sql`ORDER BY -(f.votos::bigint * 67108864 + f.id)`;
    const matching = (column: string, weights: string) =>
      ids(sql`SELECT f.id FROM film f WHERE ${sql.ref(column)}
        @@ cineclub_prefix_query(${query}, ${weights}) ${downloadable} ${byKey}`);
    const weights =
      columns.length === 3
        ? ''
        : columns.map((c) => ({ nom: 'A', nomo: 'B', nomen: 'C' })[c]).join('');
    const people = (limit: number, tsquery = sql`cineclub_prefix_query(${query}, '')`) =>
      sql`SELECT id FROM person WHERE search @@ ${tsquery} ORDER BY id LIMIT ${limit}`;
    const credited = (tsquery?: RawBuilder<unknown>) =>
      ids(sql`SELECT f.id FROM film f WHERE EXISTS (SELECT 1 FROM film_person fp
          WHERE fp.film_id = f.id AND fp.role = 'a' AND fp.person_id IN (${people(100, tsquery)}))
          ${downloadable} ${byKey}`);
    // The tiers of issue 29 (titles word for word, with typos; people with typos), as `@@`
    // queries of the same term groups.
    const vocabularies = await search.vocabularies(q);
    const titlePlan = typoPlan(words, vocabularies.titles);
    const peoplePlan = typoPlan(words, vocabularies.people);
    const grouped = (groups: TermGroup[] | null) =>
      groups
        ? ids(sql`SELECT f.id FROM film f WHERE search_titles @@ ${groupsTsquery(groups, weights)}
            ${downloadable} ${byKey}`)
        : [];
    // Each tier as the catalogue's query reads it: with the filters its source does not apply.
    const tiers = await Promise.all(
      (found?.tiers ?? []).map((tier) =>
        ids(sql`SELECT s.film_id AS id FROM ${tier.source} s JOIN film f ON f.id = s.film_id
          WHERE true ${tier.applies.onlyDownloadable ? sql`` : downloadable}
          ORDER BY s.key, s.film_id`),
      ),
    );
    // A title typed whole: the films the plan named come first (whole-title.ts, tested on its
    // own and in search-spanish.test.ts); the reads of terms are what is compared here.
    const named = tiers.filter((_, index) => found?.tiers[index]?.named);
    // A film is in a tier once, even when it holds several terms of a word ('amor' names
    // 'amor' and 'amores', read as two runs).
    for (const list of tiers) expect(new Set(list).size).toBe(list.length);
    // No tier reads just what an earlier one does; none holds fewer films than its `atLeast`
    // (from the dictionaries, when they are the postings' own counts).
    const reads = (found?.tiers ?? []).map((tier) => JSON.stringify(tier.source.compile(q)));
    expect(new Set(reads).size).toBe(reads.length);
    const terms = (found?.tiers ?? []).flatMap((tier) => tier.matches ?? []);
    expect(new Set(terms).size).toBe(terms.length);
    found?.tiers.forEach((tier, index) => {
      if (countsTrue && tier.atLeast !== undefined) {
        expect(tiers[index]?.length).toBeGreaterThanOrEqual(tier.atLeast);
      }
    });
    expect(tiered(tiers)).toEqual(
      tiered([
        ...named,
        await grouped(titlePlan.exact),
        await matching('search_titles', weights),
        await credited(),
        await grouped(titlePlan.typos),
        peoplePlan.typos ? await credited(groupsTsquery(peoplePlan.typos)) : [],
        await matching('search_synopsis', ''),
      ]),
    );
    // The GIN index's reading, the walk's and the rarest group's, whichever the costs would
    // pick, on the same queries: the plain prefix one (its first word's postings as the rarest)
    // and the typo groups' (their first group's).
    const filters = { onlyDownloadable, genre: null };
    // A word of the query as the postings hold it (folded by the database, as a search counts).
    const { rows: lexemes } = await sql<{ lexeme: string }>`SELECT w.lexeme
      FROM unnest(to_tsvector('simple', cineclub_search_text(${query}))) w LIMIT 1`.execute(q);
    const first = lexemes[0]?.lexeme ?? '';
    const firstWord = (table: string, column: string) =>
      sql`SELECT ${sql.ref(column)} AS key FROM ${sql.table(table)}
        WHERE term >= ${first} COLLATE "C" AND term < (${first} || chr(1114111)) COLLATE "C"`;
    const typoGroup = titlePlan.typos?.slice(0, 1) ?? [];
    // The guarded reading answers the same from the index (no bound) or, past its bound (none
    // allowed), from its other reading (here `@@` itself).
    const readings: ((rarest: RawBuilder<unknown>, postings: RawBuilder<unknown>) => Match)[] = [
      () => ({ reading: 'index' }),
      () => ({ reading: 'walk' }),
      (rarest) => ({ reading: 'rarest', rarest }),
      (_rarest, postings) => ({ reading: 'guarded', most: 1e6, postings }),
      (_rarest, postings) => ({ reading: 'guarded', most: 0, postings }),
    ];
    const fileFilter = onlyDownloadable ? sql`AND f.file_count > 0` : sql``;
    const byTsquery = (tsquery: RawBuilder<unknown>) =>
      sql`(SELECT f.id AS film_id, -(f.votos::bigint * 67108864 + f.id) AS key FROM film f
        WHERE f.search_titles @@ ${tsquery} ${fileFilter})`;
    const byName = (tsquery: RawBuilder<unknown>) =>
      sql`(SELECT id FROM person WHERE search @@ ${tsquery})`;
    for (const match of readings) {
      const tier = (tsquery: RawBuilder<unknown>, rarest: RawBuilder<unknown>) =>
        ids(
          sql`SELECT film_id AS id FROM ${
            matchTier('search_titles', tsquery, filters, 0, match(rarest, byTsquery(tsquery)))
              .source
          } s ORDER BY key`,
        );
      const plain = sql`cineclub_prefix_query(${query}, ${weights})`;
      expect(await tier(plain, firstWord('film_title_posting', 'key'))).toEqual(
        await matching('search_titles', weights),
      );
      if (titlePlan.typos) {
        const typoQuery = groupsTsquery(titlePlan.typos, weights);
        const rarest = groupKeys('film_title_posting', 'key', typoGroup, []);
        expect(await tier(typoQuery, rarest)).toEqual(await grouped(titlePlan.typos));
      }
      const names = sql`cineclub_prefix_query(${query}, '')`;
      const named = matchingPeople(
        names,
        100,
        match(firstWord('person_posting', 'person_id'), byName(names)),
      );
      expect(await ids(sql`SELECT id FROM ${named} s`)).toEqual(await ids(people(100)));
    }
    const matches = await search.peopleMatching(q, words, SEARCH_RESULTS_CAP);
    expect(matches ? await ids(sql`SELECT id FROM ${matches} s`) : []).toEqual(
      await ids(people(SEARCH_RESULTS_CAP)),
    );
  }

  it('finds with postings, walks in key order and the GIN index what @@ finds', async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.boolean(),
        fc.subarray(['nom', 'nomo', 'nomen'] as const, { minLength: 1 }),
        async (words, onlyDownloadable, columns) => {
          await compare(db, words, onlyDownloadable, columns);
          // Dictionaries that give each term a longer sibling (so no word names one term), then
          // make every word common: every tier walks in key order instead; or, in a catalogue
          // as big as IMDb's, rare alone and rarer together: the guarded GIN index, each word
          // looked up as the terms its dictionary names.
          for (const [postings, catalogue] of [
            [1e9, null],
            [1_000, 1e6],
          ] as const) {
            await db
              .transaction()
              .execute(async (trx) => {
                for (const dictionary of ['film_title_term', 'film_synopsis_term']) {
                  await sql`INSERT INTO ${sql.table(dictionary)} (term, postings, downloadable)
                    SELECT term || 'zz', 0, 0 FROM ${sql.table(dictionary)} ON CONFLICT DO NOTHING`.execute(
                    trx,
                  );
                  await sql`UPDATE ${sql.table(dictionary)}
                    SET postings = ${postings}, downloadable = ${postings}`.execute(trx);
                }
                await sql`INSERT INTO person_term (term, postings)
                  SELECT term || 'zz', 0 FROM person_term ON CONFLICT DO NOTHING`.execute(trx);
                await sql`UPDATE person_term SET postings = ${postings}`.execute(trx);
                if (catalogue) {
                  // The planner's sizes, which a search reads as the catalogue's.
                  await sql`UPDATE pg_class SET reltuples = ${catalogue} WHERE oid IN
                    ('film'::regclass, 'film_downloadable_search_key'::regclass,
                     'person'::regclass)`.execute(trx);
                }
                await compare(trx, words, onlyDownloadable, columns, false);
                throw new Error('rollback');
              })
              .catch((error: Error) => {
                if (error.message !== 'rollback') throw error;
              });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('knows from the dictionary that a common word reaches the cap, and hides no more', async () => {
    const common = 'xilófono';
    const films = Array.from({ length: SEARCH_RESULTS_CAP + 20 }, (_, n) => ({
      ...film(`${common} ${n}`, '', '', ''),
      file_count: n % 100 === 0 ? 1 : 0,
    }));
    await db.insertInto('film').values(films).execute();
    const fields = ['nom', 'nomo', 'nomen', 'a', 'arg'] as const;
    const unfiltered = await searchOf(postgresEngine.search).filmSearch(db, common, fields, {
      onlyDownloadable: false,
      genre: null,
    });
    const known = Math.max(...(unfiltered?.tiers ?? []).map((tier) => tier.atLeast ?? 0));
    expect(known).toBe(SEARCH_RESULTS_CAP + 20);
    const queries = createCatalogueQueries(db, postgresEngine);
    const filter = {
      ...NO_FILTER,
      search: { text: common, fields },
      onlyDownloadable: true,
      genre: null,
      order: 'relevance',
    } as const;
    const page = await queries.downloadableSearchPage(filter, 100);
    expect(page.total).toBe(6);
    expect(await page.unfilteredTotal).toBe(SEARCH_RESULTS_CAP);
    // What reading the search without the filter finds.
    const every = await queries.listPage({ ...filter, onlyDownloadable: false }, 0, 1);
    expect(every.total).toBe(SEARCH_RESULTS_CAP);
  });

  it('reads words of several named terms as their runs, each film and person once', async () => {
    // 'zumbido' names 'zumbido' and 'zumbidos'; the first film and person hold both.
    const titles = [
      'Zumbido y zumbidos',
      'Zumbidos',
      'Zumbido',
      'Zumbido, zumbido',
      'Zumbido azul',
    ];
    await db
      .insertInto('film')
      .values(titles.map((nom) => film(nom, '', '', '')))
      .execute();
    const people = [nextId++, nextId++];
    await db
      .insertInto('person')
      .values([
        { id: people[0] as number, nom: 'Zumbido Zumbidos' },
        { id: people[1] as number, nom: 'Zumbidos' },
      ])
      .execute();
    const read = async (q: Kysely<Database>) => {
      const ids = async (query: RawBuilder<unknown>) =>
        (await sql<{ id: number }>`${query}`.execute(q)).rows.map((row) => row.id);
      const found = await searchOf(postgresEngine.search).filmSearch(q, 'zumbido', ['nom'], {
        onlyDownloadable: false,
        genre: null,
      });
      const runs = found?.tiers.find((tier) => isRuns(tier.source)) ?? { source: sql`film` };
      const named = await Promise.all(
        ['zumbido', 'zumbido zumbidos'].map(async (text) => {
          const matches = await searchOf(postgresEngine.search).peopleMatching(q, text, 100);
          return matches && isRuns(matches) ? ids(sql`SELECT id FROM ${matches} s`) : null;
        }),
      );
      const two = await searchOf(postgresEngine.search).filmSearch(q, 'zumbido azul', ['nom'], {
        onlyDownloadable: false,
        genre: null,
      });
      // Past the tier of films whose whole title it is (no posting table describes it).
      const tiers = two?.tiers
        .filter((tier) => tier.matches !== undefined)
        .map((tier) => JSON.parse(tier.matches ?? 'null')?.at(-1));
      return { films: await ids(sql`SELECT film_id AS id FROM ${runs.source} s`), named, tiers };
    };
    const isRuns = (query: RawBuilder<unknown>) => query.compile(db).sql.includes('UNION ALL');
    // Runs pay when a limit stops them early: in a catalogue as big as IMDb's, where the words
    // have many postings (what the dictionaries and the planner's sizes say, here only).
    const found = await db
      .transaction()
      .execute(async (trx) => {
        await sql`UPDATE film_title_term SET postings = 100000, downloadable = 100000
          WHERE term LIKE 'zumbido%'`.execute(trx);
        await sql`UPDATE person_term SET postings = 100000 WHERE term LIKE 'zumbido%'`.execute(trx);
        await sql`UPDATE pg_class SET reltuples = CASE WHEN oid = 'person'::regclass
          THEN 3e6 ELSE 1e6 END WHERE oid IN ('film'::regclass, 'person'::regclass)`.execute(trx);
        const answer = await read(trx);
        throw Object.assign(new Error('rollback'), { answer });
      })
      .catch((error: Error & { answer?: Awaited<ReturnType<typeof read>> }) => {
        if (!error.answer) throw error;
        return error.answer;
      });
    expect(found?.films).toHaveLength(titles.length);
    expect(found?.named).toEqual([people, people]);
    // 'zumbido azul': the exact tier, and the prefix one ('zumbido' names two terms); the typo
    // tier ('zumbido' and the term within an edit of it, 'zumbidos') matches what the prefix
    // one does: left out.
    expect(found?.tiers).toEqual([
      [['azul'], ['zumbido']],
      [['azul'], ['zumbido', 'zumbidos']],
    ]);
  });

  it("guesses a people tier's films from the people its words are expected to match", async () => {
    await db
      .insertInto('person')
      .values([
        { id: nextId++, nom: 'Zacarías Quintana' },
        { id: nextId++, nom: 'Zacarías Ruiz' },
      ])
      .execute();
    const guesses = async (q: Kysely<Database>) => {
      const guess = async (onlyDownloadable: boolean) => {
        const found = await searchOf(postgresEngine.search).filmSearch(
          q,
          'zacarias quintana',
          ['d'],
          {
            onlyDownloadable,
            genre: null,
          },
        );
        return found?.tiers.map((tier) => tier.expected);
      };
      return [await guess(false), await guess(true)];
    };
    // A rare full name: a few films, read beside the other tiers (`tierGroupSize`).
    const [rare] = await guesses(db);
    expect(rare?.[0]).toBeLessThan(SEARCH_RESULTS_CAP);
    // Words of many people each, in a catalogue as big as IMDb's: the 100 people followed, as
    // many films as fill the cap; of them, those with files as their share of the catalogue.
    const [common, downloadable] = await db
      .transaction()
      .execute(async (trx) => {
        await sql`UPDATE person_term SET postings = 300000
          WHERE term IN ('zacarias', 'quintana')`.execute(trx);
        await sql`UPDATE pg_class SET reltuples = CASE oid
            WHEN 'person'::regclass THEN 3e6 WHEN 'film'::regclass THEN 1e6 ELSE 5e4 END
          WHERE oid IN ('person'::regclass, 'film'::regclass,
            'film_downloadable_search_key'::regclass)`.execute(trx);
        const answer = await guesses(trx);
        throw Object.assign(new Error('rollback'), { answer });
      })
      .catch((error: Error & { answer?: Awaited<ReturnType<typeof guesses>> }) => {
        if (!error.answer) throw error;
        return error.answer;
      });
    expect(common?.[0]).toBeGreaterThanOrEqual(SEARCH_RESULTS_CAP);
    expect(downloadable?.[0]).toBeCloseTo((common?.[0] ?? 0) / 20);
  });

  it('leaves out a tier that repeats an earlier one, keeping what it is known to hold', () => {
    const applies = { onlyDownloadable: false, genre: null };
    const reading = (term: string) => sql<{ film_id: number; key: number }>`(SELECT key AS film_id,
      key FROM film_title_posting WHERE term = ${term})`;
    const tier = (term: string, atLeast?: number) => ({
      source: reading(term),
      ids: reading(term),
      applies,
      ...(atLeast === undefined ? {} : { atLeast }),
    });
    const kept = withoutRepeats(db, [tier('noche'), tier('noche', 700), tier('oscura', 3)]);
    expect(kept.map((found) => found.atLeast)).toEqual([700, 3]);
    expect(withoutRepeats(db, [tier('noche', 9), tier('noche')])[0]?.atLeast).toBe(9);
    // Read otherwise, but matching the same terms.
    const matching = (term: string, matches: string, atLeast?: number) => ({
      ...tier(term, atLeast),
      matches,
    });
    const same = withoutRepeats(db, [
      matching('noche', 'noche'),
      tier('oscura'),
      matching('nocturna', 'noche', 40),
      matching('nocturno', 'nocturno'),
    ]);
    expect(same.map((found) => [found.matches, found.atLeast])).toEqual([
      ['noche', 40],
      [undefined, undefined],
      ['nocturno', undefined],
    ]);
  });

  it('rebuilds the postings after a bulk load that set their triggers aside', async () => {
    const upkeep = postgresEngine.searchUpkeep;
    await upkeep.suspend(db);
    expect(await upkeep.suspended(db)).toBe(true);
    await db
      .insertInto('film')
      .values(film('Amor de noche', 'Night love', 'Love', 'Un niño'))
      .execute();
    await db.insertInto('person').values({ id: nextId++, nom: 'León Niño' }).execute();
    await upkeep.rebuild(db);
    expect(await upkeep.suspended(db)).toBe(false);
    expect(await derived(db)).toEqual(await rebuilt());
    const amor = await sql<{ n: number }>`SELECT count(*)::int AS n FROM film_title_posting
      WHERE term = 'night'`.execute(db);
    expect(amor.rows[0]?.n).toBeGreaterThan(0);
  });
});
