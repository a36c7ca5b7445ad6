import type { SearchField } from '@cineclub/contract';
import type { Kysely, RawBuilder } from 'kysely';
import type { FilmSearch, TaggedFilters } from '../../db/engine.js';
import {
  filmIdsOf,
  type SearchReads,
  type TermGroup,
  TITLE_COLUMNS,
  type TierSpec,
  type TitleColumn,
  titlesOfFilms,
  typedTitleKey,
} from '../../db/search-reads.js';
import { sharedWhileRunning } from '../../db/shared-while-running.js';
import { type TypoPlan, typoPlan } from './typo-plan.js';
import { type Vocabularies, vocabularyHolder } from './vocabularies.js';
import {
  WHOLE_TITLE_MAX_WORDS,
  WHOLE_TITLE_TYPED,
  WHOLE_TITLE_WINDOW,
  wholeTitles,
} from './whole-title.js';

/**
 * Catalogue search as subqueries that the catalogue's queries join to `film` and `person`: the
 * plan, the same on every engine, read through the engine's statements (`SearchReads`), which
 * may read the database to pick how its subqueries read (PostgreSQL counts the words' postings
 * first).
 */
export interface CatalogueSearch {
  /**
   * The relevance tiers of a search for `text` in `fields`, narrowed by the tagged filters.
   * Null when the text has nothing searchable or the fields select no tier.
   */
  filmSearch<DB>(
    db: Kysely<DB>,
    text: string,
    fields: readonly SearchField[],
    filters: TaggedFilters,
  ): Promise<FilmSearch | null>;
  /**
   * People whose name matches `text`, best known (lowest IMDb id) first, at most `limit`, as
   * rows `(id)`; null when the text has nothing searchable.
   */
  peopleMatching<DB>(
    db: Kysely<DB>,
    text: string,
    limit: number,
  ): Promise<RawBuilder<{ id: number }> | null>;
  /**
   * The vocabularies of titles and people's names that typos are forgiven against
   * (`vocabularies.ts`): read from the engine's own dictionaries when first asked, read
   * again in the background after the data changed.
   */
  vocabularies<DB>(db: Kysely<DB>): Promise<Vocabularies>;
  /** Films whose titles match every group, most voted first, at most `limit`, as rows `(id)`. */
  titlesMatching<DB>(
    db: Kysely<DB>,
    groups: readonly TermGroup[],
    limit: number,
  ): Promise<RawBuilder<{ id: number }>>;
  /** People whose names match every group, lowest IMDb id first, at most `limit`. */
  peopleWithTerms<DB>(
    db: Kysely<DB>,
    groups: readonly TermGroup[],
    limit: number,
  ): Promise<RawBuilder<{ id: number }>>;
}

/**
 * The tiers of a film search after the titles typed whole, in relevance order
 * (docs/architecture.md, "Search"): titles word for word, titles as prefixes, the people
 * named, titles with typos, then by sound, then with words split or joined (docs/search.md,
 * "Spanish sounds"), people with typos, synopses. An engine leaves out a tier it knows to
 * match nothing.
 */
function tierSpecs(
  text: string,
  request: { titleColumns: readonly string[]; roles: readonly string[]; synopsis: boolean },
  titles: TypoPlan | null,
  vocabularies: Vocabularies,
): TierSpec[] {
  const people = request.roles.length ? typoPlan(text, vocabularies.people) : null;
  return [
    ...(titles?.exact ? [{ read: 'titles', groups: titles.exact } as const] : []),
    ...(request.titleColumns.length ? [{ read: 'title-words' } as const] : []),
    ...(request.roles.length ? [{ read: 'people-words' } as const] : []),
    ...(titles?.typos ? [{ read: 'titles', groups: titles.typos } as const] : []),
    ...(titles?.sounds ? [{ read: 'titles', groups: titles.sounds } as const] : []),
    ...(titles?.respaced ? [{ read: 'titles', groups: titles.respaced } as const] : []),
    ...(people?.typos ? [{ read: 'people', groups: people.typos } as const] : []),
    ...(request.synopsis ? [{ read: 'synopsis-words' } as const] : []),
  ];
}

/**
 * The films whose whole title is the text (`whole-title.ts`), to put them first whatever their
 * votes: among the most voted holding its words, and those whose title is the text as typed
 * (ASCII case aside: the engines' indexes of titles as typed, found whatever their votes);
 * none for a text of more words.
 */
async function wholeTitleFilms<DB>(
  db: Kysely<DB>,
  reads: SearchReads,
  request: { text: string; titleColumns: TitleColumn[] },
  titles: TypoPlan | null,
  held: Vocabularies,
): Promise<number[]> {
  if (!titles?.exact || titles.exact.length > WHOLE_TITLE_MAX_WORDS) return [];
  const matching = await reads.titlesMatching(db, titles.exact, WHOLE_TITLE_WINDOW, held);
  const key = typedTitleKey(request.text);
  // A title equal to the text but for ASCII case is a whole title already: no need to fold it.
  const [films, typed] = await Promise.all([
    titlesOfFilms(db, matching),
    filmIdsOf(db, reads.typedTitles(key, request.titleColumns, WHOLE_TITLE_TYPED)),
  ]);
  return [...new Set([...wholeTitles(request.text, films, request.titleColumns), ...typed])];
}

type WholeTitleArgs = [
  db: Kysely<unknown>,
  request: { text: string; titleColumns: TitleColumn[] },
  titles: TypoPlan | null,
  held: Vocabularies,
];

/** The catalogue search of an engine's statements. */
function planned(reads: SearchReads): CatalogueSearch {
  const vocabularies = vocabularyHolder<Kysely<unknown>>(
    (db, kind) => reads.readVocabulary(db, kind),
    (db) => reads.vocabularyToken(db),
  );
  // Shared by the two searches of a downloadable page: the whole titles ignore the filters.
  const wholeTitlesOf = sharedWhileRunning<WholeTitleArgs, number[]>(
    (_db, request) => `${request.titleColumns.join()} ${request.text}`,
    (db, request, titles, held) => wholeTitleFilms(db, reads, request, titles, held),
  );
  return {
    async filmSearch(db, text, fields, filters) {
      const request = {
        text,
        titleColumns: fields.filter((field): field is TitleColumn =>
          (TITLE_COLUMNS as readonly string[]).includes(field),
        ),
        roles: fields.flatMap((field) =>
          field === 'cw' ? ['c', 'w'] : field === 'd' || field === 'a' ? [field] : [],
        ),
        synopsis: fields.includes('arg'),
        filters,
      };
      // Begun first: an engine may send a statement while the typo tiers are worked out (they
      // need only the vocabularies, in memory once read; about 0.5 ms a search, profiled).
      const reading = reads.filmSearch(db, request);
      if (!reading) return null;
      const held = await vocabularies(db as Kysely<unknown>);
      const titles = request.titleColumns.length ? typoPlan(text, held.titles, true) : null;
      // The other tiers are worked out while the whole titles are read (on PostgreSQL a
      // statement of 1-4 ms): traced at 1,000,000 films, the first tier's statement went out
      // 1.0-1.2 ms after the whole titles' rows came back, and 0.2-0.3 ms after once worked out
      // meanwhile. A failure is handled when awaited.
      const whole = wholeTitlesOf(db as Kysely<unknown>, request, titles, held);
      whole.catch(() => {});
      const search = await reading.read(tierSpecs(text, request, titles, held), held);
      const named = await whole;
      if (!named.length) return search;
      return { tiers: [reads.namedFilms(named), ...(search?.tiers ?? [])] };
    },
    peopleMatching: (db, text, limit) => reads.peopleMatching(db, text, limit),
    vocabularies: (db) => vocabularies(db as Kysely<unknown>),
    async titlesMatching(db, groups, limit) {
      return reads.titlesMatching(db, groups, limit, await vocabularies(db as Kysely<unknown>));
    },
    async peopleWithTerms(db, groups, limit) {
      return reads.peopleWithTerms(db, groups, limit, await vocabularies(db as Kysely<unknown>));
    },
  };
}

const searches = new WeakMap<SearchReads, CatalogueSearch>();

/**
 * The catalogue search on an engine (`Engine.search`), one per engine, so that its vocabularies
 * are read once per database.
 */
export function searchOf(reads: SearchReads): CatalogueSearch {
  let search = searches.get(reads);
  if (!search) {
    search = planned(reads);
    searches.set(reads, search);
  }
  return search;
}
