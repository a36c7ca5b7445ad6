import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { TermGroup } from '../../db/search-reads.js';
import type { CatalogueSearch } from './catalogue-search.js';
import { looseGroups, typoPlan } from './typo-plan.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * The people strip of a search (the people whose names match) and its suggestions when it
 * found nothing ('¿Quisiste decir…?'), as the catalogue's queries answer them.
 */
export function createSuggestionQueries(db: Db, catalogueSearch: CatalogueSearch) {
  /** People's ids and names, from a subquery of ids, in the order of their ids. */
  const peopleRows = (ids: RawBuilder<{ id: number }> | number[]) =>
    db
      .selectFrom('person')
      .select(['person.id', 'person.nom'])
      .where('person.id', 'in', Array.isArray(ids) ? ids : sql<number>`(SELECT id FROM ${ids} m)`)
      .orderBy('person.id')
      .execute();

  /**
   * The ids `find` answers for the first of the loosened groups of a text (`looseGroups`) that
   * finds any.
   */
  async function closestMatches(
    vocabulary: Vocabulary,
    text: string,
    find: (groups: TermGroup[]) => Promise<RawBuilder<{ id: number }>>,
  ): Promise<number[]> {
    for (const groups of looseGroups(text, vocabulary)) {
      const found = await find(groups);
      const rows = await db
        .selectFrom(sql<{ id: number }>`${found}`.as('m'))
        .select('m.id')
        .execute();
      if (rows.length) return rows.map((row) => row.id);
    }
    return [];
  }

  return {
    /**
     * People whose names match, best known first, one more than `limit` to tell if there are
     * more: those whose words match as prefixes, or when none does those matching with the
     * typos the search forgives (issue 29), so a misspelt name is no dead end while a name
     * typed right lists only its own ('de niron' is not Robert De Niro's).
     */
    async peopleMatching(text: string, limit: number) {
      const matches = await catalogueSearch.peopleMatching(db, text, limit + 1);
      if (!matches) return [];
      const found = await peopleRows(matches);
      if (found.length) return found;
      const plan = typoPlan(text, (await catalogueSearch.vocabularies(db)).people);
      return plan.typos
        ? peopleRows(await catalogueSearch.peopleWithTerms(db, plan.typos, limit + 1))
        : [];
    },

    /**
     * The films and people closest to a text that matched nothing ('¿Quisiste decir…?'): each
     * word allowed one edit more than the search forgives (one for words of 3 and 4 letters),
     * every word matching, else the longest word alone; most voted films and best-known people
     * first, at most `limit` of each.
     */
    async closest(text: string, limit: number) {
      const vocabularies = await catalogueSearch.vocabularies(db);
      const films = await closestMatches(vocabularies.titles, text, (groups) =>
        catalogueSearch.titlesMatching(db, groups, limit),
      );
      const people = await closestMatches(vocabularies.people, text, (groups) =>
        catalogueSearch.peopleWithTerms(db, groups, limit),
      );
      const [filmRows, personRows] = await Promise.all([
        films.length
          ? db.selectFrom('film').select(['id', 'nom', 'anio']).where('id', 'in', films).execute()
          : [],
        people.length ? peopleRows(people) : [],
      ]);
      const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) =>
        ids.flatMap((id) => rows.filter((row) => row.id === id));
      return { films: inOrder(films, filmRows), people: inOrder(people, personRows) };
    },
  };
}
