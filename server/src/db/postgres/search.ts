import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  directedFirst,
  type FilmSearch,
  SEARCH_RESULTS_CAP,
  type SearchTier,
  type TaggedFilters,
} from '../engine.js';
import {
  type FilmSearchReading,
  type FilmSearchRequest,
  groupsWithin,
  type HeldVocabularies,
  type SearchReads,
  type TermGroup,
  type TierSpec,
  typedTitlesRead,
} from '../search-reads.js';
import { searchWords } from '../search-words.js';
import { readChangeCounter } from './changes.js';
import { COLUMN_BITS } from './postings.js';
import { expectedMatches, type Reading } from './reading.js';
import { SEARCH_KEY, TITLE_WEIGHTS } from './search-schema.js';
import {
  groupFilmTier,
  groupPeople,
  groupPostings,
  groupsTsquery,
  readVocabulary,
} from './term-groups.js';
import {
  keysSource,
  peopleIds,
  postingConditions,
  postingKeys,
  rarestWordPostings,
  readFilmTier,
  readingOf,
  readPeople,
  runsOf,
  termMatches,
} from './tier-statements.js';
import {
  type Counted,
  type Counts,
  catalogueSizes,
  type Dictionary,
  namedTerms,
  prefixGroups,
  sharedCounts,
  wordTerms,
} from './word-counts.js';

/** How many of the best-known matching people a film search follows to their films (as SQLite). */
const PEOPLE_PER_SEARCH = 100;

/**
 * The search's words as a `tsquery` of prefixes restricted to the given weights (title
 * columns), for a tier read as `reading`. For the GIN index, every word the dictionary named
 * the terms of is those terms instead: the same matches (the dictionaries hold every term of
 * the postings), but the index looks a whole term up and skips through its postings, where it
 * gathers a prefix's into a bitmap first ('amor eterno' took 1.2 ms as
 * '(amor | amore) & eterno' against 9-12 ms as 'amor:* & eterno:*' at 1,000,000 films). A
 * walk tests one prefix a row faster than up to 32 terms.
 */
function wordsTsquery(counts: Counts, dictionary: Dictionary, weights: string, reading: Reading) {
  const gin = reading === 'index' || reading === 'guarded';
  const groups = counts.words.map((word) => {
    const terms = gin ? namedTerms(word, dictionary) : null;
    return terms ? { exact: terms, prefixes: [] } : { exact: [], prefixes: [word.word] };
  });
  return groupsTsquery(groups, weights);
}

/**
 * A film tier: the postings of its words in `table` (only those of downloadable films when
 * asked, and of the title columns of `mask`), or the films whose tsvector `column` matches
 * (`matchTier`), as `readingOf` picks. The genre, when asked, is checked per film.
 */
function filmTier(
  counts: Counts,
  postings: { table: string; column: 'titles' | 'synopsis'; mask: number },
  column: 'search_titles' | 'search_synopsis',
  weights: string,
  filters: TaggedFilters,
): SearchTier {
  const [size, counted] = filters.onlyDownloadable
    ? ([counts.downloadable, `${postings.column}_downloadable`] as const)
    : ([counts.films, postings.column] as const);
  const terms = wordTerms(counts, postings.column);
  const groups = prefixGroups(counts, counted, postings.column);
  const expected = expectedMatches(groups.postings, size);
  const reading = readingOf(terms, groups, size, SEARCH_RESULTS_CAP, postings.column);
  const conditions = postingConditions(postings.mask, filters);
  const others = {
    rarest: () => rarestWordPostings(postings.table, 'key', counts, groups, conditions),
    postings: () =>
      keysSource(
        postingKeys(postings.table, 'key', counts, runsOf(reading, terms), conditions),
        filters,
      ),
    groups: groups.postings,
    read: postings.column,
  };
  const query = wordsTsquery(counts, postings.column, weights, reading);
  const matches = termMatches(postings.table, postings.mask, filters, terms);
  const found = readFilmTier(reading, column, query, others, filters, expected, matches);
  const [word, ...more] = counts.words;
  // One word in every column: each of its terms' films is in the tier (a genre is checked
  // film by film, so then nothing is known).
  const known = word && !more.length && !postings.mask && !filters.genre;
  return known ? { ...found, atLeast: word[`${counted}_most`] } : found;
}

/**
 * People whose name matches, lowest id first, at most `limit`: from the postings of their
 * words, or `matchingPeople`, as `readingOf` picks.
 */
function peopleSource(counts: Counts, limit: number): RawBuilder<{ id: number }> {
  const terms = wordTerms(counts, 'people');
  const groups = prefixGroups(counts, 'people', 'people');
  const reading = readingOf(terms, groups, counts.people, limit, 'people');
  const others = {
    rarest: () => rarestWordPostings('person_posting', 'person_id', counts, groups, []),
    postings: () =>
      peopleIds(postingKeys('person_posting', 'person_id', counts, runsOf(reading, terms), [])),
    groups: groups.postings,
    read: 'people',
  } as const;
  return readPeople(reading, wordsTsquery(counts, 'people', '', reading), others, limit);
}

const ROLES = ['d', 'a', 'c', 'w'] as const;

/**
 * What a film credited to the people of a search in a role other than director adds to its key
 * in the people tier: past any key (-(votes * 2^26 + id) stays above -2^57), so those films
 * follow the directed ones, each group in key order.
 */
const NOT_DIRECTED = 2n ** 60n;

/**
 * The people tier of a source of people (the best-known whose names match): the films credited
 * to them in `roles`, those they directed first, then the others, each in key order (as the
 * two tiers of `directedFirst`), with their keys from the credits themselves (`credit-keys.ts`:
 * an index-only read, no film row). One statement reads the people once: as two tiers, each
 * looked them up again (7-8 ms for a misspelt full name at 3,000,000 people).
 */
function peopleTier(
  source: RawBuilder<unknown>,
  roles: string[],
  onlyDownloadable: boolean,
  expected: number,
): SearchTier {
  const where = sql.join(
    [
      sql`fp.person_id IN ${source}`,
      ...(roles.length < ROLES.length ? [sql`fp.role IN (${sql.join(roles)})`] : []),
      ...(onlyDownloadable ? [sql`fp.downloadable = 1`] : []),
    ],
    sql` AND `,
  );
  const key =
    directedFirst(roles).length > 1
      ? sql`min(fp.film_key + CASE WHEN fp.role = 'd' THEN 0 ELSE ${sql.lit(String(NOT_DIRECTED))}::bigint END)`
      : sql`min(fp.film_key)`;
  return {
    source: sql`(SELECT fp.film_id, ${key} AS key FROM film_person fp WHERE ${where}
      GROUP BY fp.film_id)`,
    ids: sql`(SELECT fp.film_id FROM film_person fp WHERE ${where})`,
    applies: { onlyDownloadable, genre: null },
    expected,
  };
}

/**
 * Films a people tier is taken to hold per person it follows: the best-known people of a name
 * have many credits (at 1,000,000 films and 3,000,000 people, the first 100 named 'maria',
 * 'pedro', 'lopez', 'akira', 'bergman' or 'muller' 6 to 27 films each), where the catalogue's
 * mean is under 2. A guess for scheduling only (`SearchTier.expected`).
 */
const FILMS_PER_PERSON = 15;

/**
 * The films a people tier is taken to hold: the people that the guess of independent words
 * expects its groups' `postings` to match (`expectedMatches`), at most those it follows, times
 * `FILMS_PER_PERSON`, those with files as their share of the catalogue when only those are
 * asked.
 */
function peopleTierFilms(
  postings: readonly number[],
  counts: Counts,
  onlyDownloadable: boolean,
): number {
  const people = expectedMatches(postings, counts.people);
  const share = onlyDownloadable && counts.films > 0 ? counts.downloadable / counts.films : 1;
  return Math.min(PEOPLE_PER_SEARCH, people) * FILMS_PER_PERSON * share;
}

/**
 * Begins a film search: counts its words' postings in the dictionaries of the tiers it asks
 * (`sharedCounts`), then reads the plan's tiers as those counts and the vocabularies' pick.
 */
function filmSearch<DB>(db: Kysely<DB>, request: FilmSearchRequest): FilmSearchReading | null {
  const { titleColumns, roles } = request;
  const words = searchWords(request.text);
  if (!words.length) return null;
  const dictionaries = [
    ...(titleColumns.length ? (['titles'] as const) : []),
    ...(roles.length ? (['people'] as const) : []),
    ...(request.synopsis ? (['synopsis'] as const) : []),
  ];
  if (!dictionaries.length) return null;
  // A failed count is handled when awaited below, not reported as unhandled meanwhile.
  const counting = sharedCounts(db, words, dictionaries);
  counting.catch(() => {});
  return {
    read: async (specs, vocabularies) =>
      filmTiers(db, request, specs, vocabularies, await counting),
  };
}

/** The tiers of the plan's `specs` (`catalogue/search/`), those that can match nothing left out. */
function filmTiers<DB>(
  db: Kysely<DB>,
  { titleColumns, roles, filters }: FilmSearchRequest,
  specs: readonly TierSpec[],
  vocabularies: HeldVocabularies,
  counts: Counts,
): FilmSearch {
  // A tier none of whose postings hold some word matches nothing: it is left out, a statement
  // less (the dictionaries count exactly what the postings hold).
  const found = (column: Counted) => !counts.words.some((word) => word[column] === 0);
  const dl = filters.onlyDownloadable ? '_downloadable' : '';
  // Every title column needs no weights (a weight restriction costs a check per match).
  const weights =
    titleColumns.length < Object.keys(TITLE_WEIGHTS).length
      ? titleColumns.map((column) => TITLE_WEIGHTS[column]).join('')
      : '';
  const mask = [...weights].reduce(
    (bits, weight) => bits | COLUMN_BITS[weight as keyof typeof COLUMN_BITS],
    0,
  );
  const titleTier = (groups: TermGroup[]) =>
    groupFilmTier(vocabularies.titles, counts, groups, { weights, mask }, filters);
  const peopleOf = (groups: TermGroup[]) =>
    peopleTier(
      groupPeople(vocabularies.people, counts.people, groups, PEOPLE_PER_SEARCH),
      roles,
      filters.onlyDownloadable,
      peopleTierFilms(
        groupPostings(vocabularies.people, groups).postings,
        counts,
        filters.onlyDownloadable,
      ),
    );
  const tiers: SearchTier[] = [];
  // The title tiers' terms, for which holds which (`markWithin`): they share columns and filters.
  const titleTerms = new Map<SearchTier, readonly TermGroup[]>();
  const titleTiers = (groups: readonly TermGroup[], tier: SearchTier) => {
    titleTerms.set(tier, groups);
    tiers.push(tier);
  };
  for (const spec of specs) {
    if (spec.read === 'titles') titleTiers(spec.groups, titleTier(spec.groups));
    else if (spec.read === 'people') tiers.push(peopleOf(spec.groups));
    else if (spec.read === 'title-words' && found(`titles${dl}`)) {
      const postings = { table: 'film_title_posting', column: 'titles', mask } as const;
      const prefixes = counts.words.map(({ word }) => ({ exact: [], prefixes: [word] }));
      titleTiers(prefixes, filmTier(counts, postings, 'search_titles', weights, filters));
    } else if (spec.read === 'people-words' && found('people')) {
      const source = peopleSource(counts, PEOPLE_PER_SEARCH);
      const postings = prefixGroups(counts, 'people', 'people').postings;
      const films = peopleTierFilms(postings, counts, filters.onlyDownloadable);
      tiers.push(peopleTier(source, roles, filters.onlyDownloadable, films));
    } else if (spec.read === 'synopsis-words' && found(`synopsis${dl}`)) {
      const postings = { table: 'film_synopsis_posting', column: 'synopsis', mask: 0 } as const;
      tiers.push(filmTier(counts, postings, 'search_synopsis', '', filters));
    }
  }
  const kept = withoutRepeats(db, tiers);
  markWithin(kept, titleTerms);
  return { tiers: kept };
}

/** A tier of films the plan names, by id, in key order; the list's conditions filter it. */
function namedFilms(ids: readonly number[]): SearchTier {
  const list = sql`${ids.map(Number)}::int[]`;
  return {
    source: sql`(SELECT ${sql.raw(SEARCH_KEY('f'))} AS key, f.id AS film_id
      FROM film f WHERE f.id = ANY (${list}))`,
    ids: sql`(SELECT f.id AS film_id FROM film f WHERE f.id = ANY (${list}))`,
    applies: { onlyDownloadable: false, genre: null },
    expected: ids.length,
    named: true,
  };
}

/**
 * A title column as migration 0034 indexes it: `lower()` under the C collation lowers ASCII
 * letters alone, as SQLite's does.
 */
export const typedTitle = (column: string) => `lower(${column} COLLATE "C")`;

/**
 * Marks each tier of known terms with the first later one whose terms hold its own
 * (`SearchTier.within`, `groupsWithin`).
 */
function markWithin(
  tiers: readonly SearchTier[],
  terms: ReadonlyMap<SearchTier, readonly TermGroup[]>,
): void {
  tiers.forEach((tier, index) => {
    const inner = terms.get(tier);
    if (!inner) return;
    const outer = tiers.slice(index + 1).find((later) => {
      const groups = terms.get(later);
      return groups !== undefined && groupsWithin(inner, groups);
    });
    if (outer) tier.within = outer;
  });
}

/**
 * The tiers without those that read or match just what an earlier one does, which could add no
 * film: the same statement ('noche oscura''s prefix tier, whose prefixes name no other term
 * than themselves, is its exact tier again: 3.9 ms at 1,000,000 films, read twice), or the
 * same terms (`SearchTier.matches`). What a repeat is known to hold, the tier it repeats holds
 * (set on that tier: the tiers are the search's own, and kept as they are, so that the title
 * tiers' terms, `markWithin`, still find them).
 */
export function withoutRepeats<DB>(db: Kysely<DB>, tiers: SearchTier[]): SearchTier[] {
  const kept: SearchTier[] = [];
  const seen = new Map<string, SearchTier>();
  for (const tier of tiers) {
    const { sql: text, parameters } = tier.source.compile(db);
    const keys = [
      JSON.stringify([text, parameters, tier.applies]),
      ...(tier.matches ? [tier.matches] : []),
    ];
    const first = keys.map((key) => seen.get(key)).find((found) => found !== undefined);
    if (!first) {
      kept.push(tier);
      for (const key of keys) seen.set(key, tier);
    } else if (tier.atLeast !== undefined) {
      first.atLeast = Math.max(first.atLeast ?? 0, tier.atLeast);
    }
  }
  return kept;
}

/** People whose name matches `text`, lowest IMDb id first, at most `limit`. */
async function peopleMatching<DB>(
  db: Kysely<DB>,
  text: string,
  limit: number,
): Promise<RawBuilder<{ id: number }> | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  return peopleSource(await sharedCounts(db, words, ['people']), limit);
}

/**
 * The search plan's statements on PostgreSQL: posting lists in key order (`postings.ts`) for
 * words with few matches, walks in key order for the others (`tsvector` columns,
 * `search-schema.ts`).
 */
export const postgresSearch: SearchReads = {
  readVocabulary: (db, kind) => readVocabulary(db, kind),
  vocabularyToken: async (db) => String(await readChangeCounter(db)),
  filmSearch,
  peopleMatching,
  async titlesMatching(db, groups, limit, vocabularies) {
    const counts = { films: (await catalogueSizes(db)).films, downloadable: 0 };
    const found = groupFilmTier(
      vocabularies.titles,
      counts,
      [...groups],
      { weights: '', mask: 0 },
      {
        onlyDownloadable: false,
        genre: null,
      },
    );
    return sql<{ id: number }>`(SELECT s.film_id AS id FROM ${found.source} s
      ORDER BY s.key LIMIT ${limit})`;
  },
  namedFilms,
  typedTitles: typedTitlesRead(typedTitle),
  async peopleWithTerms(db, groups, limit, vocabularies) {
    return groupPeople(vocabularies.people, (await catalogueSizes(db)).people, [...groups], limit);
  },
};
