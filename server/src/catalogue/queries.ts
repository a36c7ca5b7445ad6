import type { SearchField } from '@cineclub/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/connection.js';
import {
  type Engine,
  type FilmSearch,
  SEARCH_RESULTS_CAP,
  type SearchTier,
  type TaggedFilters,
} from '../db/engine.js';
import type { Database, PersonRole } from '../db/schema.js';
import { type CompactRow, createCardQueries, filmColumns } from './card-queries.js';
import { searchOf } from './search/catalogue-search.js';
import { createSuggestionQueries } from './search/suggestion-queries.js';
import {
  biggestFirst,
  knownAtLeast,
  mergeAsRead,
  tierGroupSize,
  tierLimit,
  unheld,
} from './search/tier-groups.js';

export type { CompactRow, CreditRow } from './card-queries.js';

/** A list's search text and the fields it is looked for in. */
export interface ListSearch {
  text: string;
  fields: readonly SearchField[];
}

/** The parts of a filter that narrow nothing, to build a filter from a few of its own. */
export const NO_FILTER = {
  curated: null,
  personId: null,
  personRole: null,
  wantedBy: null,
  clubBest: null,
  search: null,
  yearFrom: null,
  yearTo: null,
  listedSince: null,
} as const satisfies Partial<ListFilter>;

/** Which films a list call wants, already validated by the service. */
export interface ListFilter {
  /** Curated list whose entries (and positions) to keep, or null for any film. */
  curated: string | null;
  /** Only films credited to this person (IMDb id). */
  personId: number | null;
  /** With personId: only films where the person had this role. */
  personRole: PersonRole | null;
  /** Only films on this user's watchlist ('Pelis por ver'). */
  wantedBy: number | null;
  search: ListSearch | null;
  onlyDownloadable: boolean;
  yearFrom: number | null;
  yearTo: number | null;
  /** Genre code, or null for every genre. */
  genre: string | null;
  order:
    | 'position'
    | 'votes'
    | 'year-asc'
    | 'year-desc'
    | 'relevance'
    | 'listed'
    | 'wanted'
    | 'club';
  /**
   * 'Lo mejor del club': only films at least this many members rated, ranked by the club's
   * score as tiles show it (see CLUB_BEST in the contract's rules).
   */
  clubBest: { minRatings: number } | null;
  /** Only films dated from here on (news). */
  listedSince: number | null;
}

const compactColumns = [...filmColumns, 'list_entry.pos as idx'] as const;

/** See `db/engine.ts`. */
export { SEARCH_RESULTS_CAP };

type FilmConditions = (eb: ExpressionBuilder<Database, 'film'>) => Expression<SqlBool>;

/**
 * Told a search page's film ids once they are known, possibly before the page's call answers
 * (its total still being read): the service reads their cards meanwhile.
 */
export type PageKnown = (ids: number[]) => void;

const untagged: TaggedFilters = { onlyDownloadable: false, genre: null };

/** `engine`: the database's engine (`engineOf(db)`), for its search and change token. */
export function createCatalogueQueries(db: Db, engine: Engine) {
  const catalogueSearch = searchOf(engine.search);
  /**
   * The conditions of a filter on film rows, except its search text, or null when there are
   * none (so a plain count stays SQLite's quick count). `curated`: the curated list as a
   * subquery (page queries join the list instead, for its positions). `skip` leaves out the
   * filters that a search tier already applied inside the search index; `and` adds one.
   */
  function conditions(
    filter: ListFilter,
    options: { curated: boolean; skip?: TaggedFilters; and?: FilmConditions },
  ): FilmConditions | null {
    if (!options.and && !hasConditions(filter, options.skip ?? untagged, options.curated)) {
      return null;
    }
    return (eb) => {
      const parts: Expression<SqlBool>[] = [];
      if (filter.curated !== null && options.curated) {
        parts.push(
          eb(
            'film.id',
            'in',
            eb.selectFrom('list_entry').select('film_id').where('list', '=', filter.curated),
          ),
        );
      }
      if (filter.personId !== null) {
        parts.push(
          eb(
            'film.id',
            'in',
            eb
              .selectFrom('film_person')
              .select('film_id')
              .where('person_id', '=', filter.personId)
              .$if(filter.personRole !== null, (query) =>
                query.where('role', '=', filter.personRole as PersonRole),
              ),
          ),
        );
      }
      if (filter.clubBest !== null) {
        parts.push(
          eb(
            'film.id',
            'in',
            eb
              .selectFrom('club_score')
              .select('club_score.film_id')
              .where('club_score.raters', '>=', filter.clubBest.minRatings),
          ),
        );
      }
      if (filter.wantedBy !== null) {
        parts.push(
          eb(
            'film.id',
            'in',
            eb.selectFrom('want').select('film_id').where('user_id', '=', filter.wantedBy),
          ),
        );
      }
      if (filter.onlyDownloadable && !options.skip?.onlyDownloadable) {
        // A literal, not a parameter: it is then the very predicate of the partial indexes on
        // downloadable films, which SQLite can use without reading each film's row.
        parts.push(eb('film.file_count', '>', sql.lit(0)));
      }
      if (filter.yearFrom !== null) parts.push(eb('film.anio', '>=', filter.yearFrom));
      if (filter.yearTo !== null) parts.push(eb('film.anio', '<=', filter.yearTo));
      if (filter.listedSince !== null) parts.push(eb('film.listed_at', '>=', filter.listedSince));
      if (filter.genre !== null && options.skip?.genre !== filter.genre) {
        parts.push(
          eb.exists(
            eb
              .selectFrom('film_genre')
              .select('film_genre.film_id')
              .whereRef('film_genre.film_id', '=', 'film.id')
              .where('film_genre.code', '=', filter.genre),
          ),
        );
      }
      if (options.and) parts.push(options.and(eb));
      return parts.length === 1 ? (parts[0] as Expression<SqlBool>) : eb.and(parts);
    };
  }

  /** Whether `conditions` would hold anything with these tagged filters skipped. */
  function hasConditions(filter: ListFilter, skip: TaggedFilters, curated = true): boolean {
    return (
      (filter.curated !== null && curated) ||
      filter.personId !== null ||
      filter.wantedBy !== null ||
      filter.clubBest !== null ||
      (filter.onlyDownloadable && !skip.onlyDownloadable) ||
      filter.yearFrom !== null ||
      filter.yearTo !== null ||
      filter.listedSince !== null ||
      (filter.genre !== null && skip.genre !== filter.genre)
    );
  }

  /** Film rows of a filter with their list positions (joined for curated lists). */
  function pageBase(filter: ListFilter) {
    return db
      .selectFrom('film')
      .leftJoin('list_entry', (join) =>
        join
          .onRef('list_entry.film_id', '=', 'film.id')
          .on('list_entry.list', '=', filter.curated ?? ''),
      )
      .$if(filter.curated !== null, (qb) => qb.where('list_entry.pos', 'is not', null))
      .leftJoin('club_score', 'club_score.film_id', 'film.id');
  }

  /** One page of a list without search text, in the filter's order. */
  async function plainPage(
    filter: ListFilter,
    offset: number,
    limit: number,
    and?: FilmConditions,
  ) {
    const where = conditions(filter, { curated: false, and });
    let query = pageBase(filter).$if(where !== null, (qb) => qb.where(where as FilmConditions));
    switch (filter.order) {
      case 'position':
        query = query.orderBy('list_entry.pos');
        break;
      case 'year-asc':
        query = query.orderBy('film.anio').orderBy('list_entry.pos');
        break;
      case 'year-desc':
        query = query.orderBy('film.anio', 'desc');
        break;
      case 'listed':
        query = query.orderBy('film.listed_at', 'desc');
        break;
      case 'wanted':
        // Most recently added to the watchlist first.
        query = query.orderBy(
          (eb) =>
            eb
              .selectFrom('want')
              .select('want.created_at')
              .whereRef('want.film_id', '=', 'film.id')
              .where('want.user_id', '=', filter.wantedBy ?? 0),
          'desc',
        );
        break;
      case 'club':
        // By the figure tiles show (issue 47: a weighted average put 9,0 above 9,3): the
        // average to one decimal, rounded half up as `averageScore` does, in integer
        // arithmetic that SQLite and PostgreSQL both do alike (tenths: ⌊(20·sum + n) / 2n⌋).
        // The same figure goes to the film more members rated.
        query = query
          .orderBy(
            sql`(club_score.score_sum * 20 + club_score.raters) / (club_score.raters * 2)`,
            'desc',
          )
          .orderBy('club_score.raters', 'desc')
          .orderBy('film.votos', 'desc');
        break;
      default:
        query = query.orderBy('film.votos', 'desc');
    }
    const rows = await query
      .select(compactColumns)
      .orderBy('film.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows as CompactRow[];
  }

  /** Films of a filter that also meet `and`, counted up to `cap` when given. */
  async function count(filter: ListFilter, and?: FilmConditions, cap?: number) {
    const where = conditions(filter, { curated: true, and });
    const films = db
      .selectFrom('film')
      .$if(where !== null, (qb) => qb.where(where as FilmConditions));
    const row = await (cap === undefined
      ? films.select((eb) => eb.fn.countAll<number>().as('total'))
      : db
          .selectFrom(films.select('film.id').limit(cap).as('capped'))
          .select((eb) => eb.fn.countAll<number>().as('total'))
    ).executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * The ids of a relevance tier's films that meet the filter and are not in `exclude` (the films
   * of earlier tiers), in the tier's key order (votes desc, id desc; for title and synopsis
   * matches the film index's own order, so LIMIT stops the walk early), at most `limit`.
   */
  async function tierIds(
    tier: SearchTier,
    filter: ListFilter,
    exclude: number[],
    limit: number,
  ): Promise<number[]> {
    const where = conditions(filter, { curated: true, skip: tier.applies });
    const base = db
      .selectFrom(sql<{ film_id: number; key: number }>`${tier.source}`.as('m'))
      .$if(exclude.length > 0, (qb) => qb.where(sql.ref('m.film_id'), 'not in', exclude));
    const found = (
      where
        ? base.innerJoin('film', 'film.id', 'm.film_id').where(where).select('film.id')
        : base.select(sql<number>`m.film_id`.as('id'))
    )
      .select(sql<number>`m.key`.as('key'))
      .orderBy(sql`m.key`)
      .limit(limit);
    // As one JSON array: as rows, up to 500 of them a tier, PostgreSQL's client made a message,
    // a string and an object apiece, a tenth of what a search allocated (one young-generation
    // collection in ten fewer, measured at 1,000,000 films).
    const { ids } = await db
      .selectFrom(found.as('t'))
      .select(engine.orderedJsonArray(sql.ref('t.id'), sql.ref('t.key')).as('ids'))
      .executeTakeFirstOrThrow();
    return JSON.parse(ids) as number[];
  }

  /**
   * A page of a search in relevance order, as film ids. The ordered ids of the whole (capped)
   * result are read tier after tier, each tier once and only while the cap is not reached, each
   * in an order that needs no sort of the index's matches; tiers that the ones before them are
   * not expected to fill the cap are read at the same time (`tierGroupSize`). The total is
   * their number, and the page is a slice of them. The service reads the rows of the films
   * whose cards it lacks: from `pageKnown` on, which is told the page as soon as the tiers read
   * so far fill it, while later tiers are still read for the total.
   */
  async function relevancePage(
    search: FilmSearch,
    filter: ListFilter,
    offset: number,
    limit: number,
    pageKnown?: PageKnown,
  ) {
    const end = offset + limit;
    let told = false;
    const ids = await tiersIds(search.tiers, filter, {
      needed: end,
      merged: (found) => {
        if (told || !pageKnown || found.length < end) return;
        told = true;
        pageKnown(found.slice(offset, end));
      },
    });
    return { ids: ids.slice(offset, end), total: ids.length };
  }

  /**
   * The films of these tiers that meet the filter, in tier order, each once, up to the cap, of
   * which the first `needed` in their true order (the others may be any of the search's: a tier
   * that a later one holds is read only that far, `tierLimit`): each tier read once and only
   * while the cap is not reached, with the next ones beside it while they are not expected to
   * fill it (`tierGroupSize`), or the first alone when asked. `merged` sees the ids after each
   * tier is merged, in tier order.
   */
  async function tiersIds(
    tiers: readonly SearchTier[],
    filter: ListFilter,
    options: {
      needed?: number;
      firstAlone?: boolean;
      merged?: (ids: readonly number[]) => void;
    } = {},
  ): Promise<number[]> {
    const { needed = SEARCH_RESULTS_CAP, firstAlone = false, merged = () => {} } = options;
    const ids: number[] = [];
    let next = 0;
    while (next < tiers.length && ids.length < SEARCH_RESULTS_CAP) {
      const size =
        firstAlone && next === 0 ? 1 : tierGroupSize(tiers, next, ids.length, SEARCH_RESULTS_CAP);
      const group = tiers.slice(next, next + size);
      const before = [...ids];
      const reads = group.map((tier, index) => {
        const limit = tierLimit(tiers, next + index, before.length, needed, SEARCH_RESULTS_CAP);
        return limit ? tierIds(tier, filter, before, limit) : Promise.resolve([]);
      });
      await mergeAsRead(ids, reads, SEARCH_RESULTS_CAP, () => merged(ids));
      next += size;
    }
    return ids;
  }

  /**
   * How many films a search holds, up to the cap: its tiers read as for a page, but the one
   * expected to hold the most first, alone (`biggestFirst`), and none that a later one holds
   * (`unheld`). The total does not depend on the tiers' order, and that tier alone often
   * reaches the cap: a misspelt title's tier holds the exact one's films and more ('the dark
   * night': it reached the cap in 3.6 ms, where the exact tier, read first, merged 13,000
   * postings for 425 films in 5 ms).
   */
  async function searchTotal(search: FilmSearch, filter: ListFilter): Promise<number> {
    const tiers = biggestFirst(unheld(search.tiers));
    return (await tiersIds(tiers, filter, { firstAlone: true })).length;
  }

  /** Of these films, the downloadable ones, in the same order. */
  async function downloadableAmong(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('film')
      .select('id')
      .where('id', 'in', ids)
      .where('film.file_count', '>', sql.lit(0))
      .execute();
    const downloadable = new Set(rows.map((row) => row.id));
    return ids.filter((id) => downloadable.has(id));
  }

  /** The films the engine expects a search to hold (unknown: infinite). */
  const expectedTotal = (search: FilmSearch) =>
    search.tiers.reduce((sum, tier) => sum + (tier.expected ?? Number.POSITIVE_INFINITY), 0);

  /**
   * The first page of a search in relevance order asked with onlyDownloadable, and the total of
   * the same search without that filter (for the films it hid; not read when the filtered one
   * reaches the cap, as it then hid none). When the engine's exact counts show that the
   * unfiltered search reaches the cap, its total is the cap, unread. Else, when the engine
   * expects the whole unfiltered search to stay well under the cap, it is read once and its
   * downloadable films kept in its order (a film's tier does not depend on the filter), instead
   * of searching twice; when it expects only the filtered one to, the two run side by side;
   * else one after the other. The total comes as a promise, still being read when the page is
   * known, so that the page's cards are read meanwhile.
   */
  async function downloadableSearchPage(
    filter: ListFilter & { search: ListSearch },
    limit: number,
    pageKnown?: PageKnown,
  ): Promise<{ ids: number[]; total: number; unfilteredTotal: Promise<number> }> {
    const { text, fields } = filter.search;
    const all = { ...filter, onlyDownloadable: false };
    // Asked together: an engine may answer both from one reading of its counts.
    const [search, unfiltered] = await Promise.all([
      catalogueSearch.filmSearch(db, text, fields, { onlyDownloadable: true, genre: filter.genre }),
      catalogueSearch.filmSearch(db, text, fields, {
        onlyDownloadable: false,
        genre: filter.genre,
      }),
    ]);
    // Handled by whoever awaits it; marked so meanwhile, a failure is not reported unhandled.
    const everyTotal = () => {
      const reading = unfiltered?.tiers.length ? searchTotal(unfiltered, all) : Promise.resolve(0);
      reading.catch(() => {});
      return reading;
    };
    if (!search?.tiers.length) return { ids: [], total: 0, unfilteredTotal: everyTotal() };
    // When the engine's counts put the search without the filter at the cap already (a common
    // word: 'río' is in 4,063 titles of 1,000,000), that total is not read: it is the cap.
    // Only tiers that the filter's other conditions cannot narrow count.
    const unnarrowed = unfiltered?.tiers.filter((tier) => !hasConditions(all, tier.applies)) ?? [];
    if (knownAtLeast(unnarrowed) >= SEARCH_RESULTS_CAP) {
      const page = await relevancePage(search, filter, 0, limit, pageKnown);
      return { ...page, unfilteredTotal: Promise.resolve(SEARCH_RESULTS_CAP) };
    }
    // Half the cap: a guess wrong the other way costs both searches one after the other.
    if (unfiltered && expectedTotal(unfiltered) < SEARCH_RESULTS_CAP / 2) {
      const every = await relevancePage(unfiltered, all, 0, SEARCH_RESULTS_CAP);
      if (every.total < SEARCH_RESULTS_CAP) {
        const ids = await downloadableAmong(every.ids);
        const unfilteredTotal = Promise.resolve(every.total);
        return { ids: ids.slice(0, limit), total: ids.length, unfilteredTotal };
      }
      const page = await relevancePage(search, filter, 0, limit, pageKnown);
      return { ...page, unfilteredTotal: Promise.resolve(every.total) };
    }
    if (expectedTotal(search) < SEARCH_RESULTS_CAP) {
      const unfilteredTotal = everyTotal();
      return { ...(await relevancePage(search, filter, 0, limit, pageKnown)), unfilteredTotal };
    }
    const page = await relevancePage(search, filter, 0, limit, pageKnown);
    const capped = page.total >= SEARCH_RESULTS_CAP;
    return {
      ...page,
      unfilteredTotal: capped ? Promise.resolve(SEARCH_RESULTS_CAP) : everyTotal(),
    };
  }

  return {
    ...createCardQueries(db),
    ...createSuggestionQueries(db, catalogueSearch),
    downloadableSearchPage,

    async genres() {
      return db.selectFrom('genre').select(['code', 'name']).orderBy('name').execute();
    },

    /**
     * One page of films of a filter, in its order (their rows, or only their ids for a search
     * in relevance order), and how many films it holds in all (for a search, up to
     * SEARCH_RESULTS_CAP, and pages stop there).
     */
    async listPage(
      filter: ListFilter,
      offset: number,
      limit: number,
      knownTotal?: number,
      pageKnown?: PageKnown,
    ): Promise<{ rows: CompactRow[]; total: number } | { ids: number[]; total: number }> {
      if (!filter.search) {
        const [rows, total] = await Promise.all([
          plainPage(filter, offset, limit),
          knownTotal ?? count(filter),
        ]);
        return { rows, total };
      }
      const search = await catalogueSearch.filmSearch(
        db,
        filter.search.text,
        filter.search.fields,
        {
          onlyDownloadable: filter.onlyDownloadable,
          genre: filter.genre,
        },
      );
      if (!search?.tiers.length) return { rows: [] as CompactRow[], total: 0 };
      if (filter.order === 'relevance') {
        return relevancePage(search, filter, offset, limit, pageKnown);
      }
      // Other orders (a curated list, years, a person narrowed by text): the films of any tier.
      const matching: FilmConditions = (eb) =>
        eb(
          sql.ref('film.id'),
          'in',
          sql<{ film_id: number }>`(${sql.join(
            search.tiers.map((tier) => sql`SELECT t.film_id FROM ${tier.ids} AS t`),
            sql` UNION `,
          )})`,
        );
      const capped = Math.max(0, Math.min(limit, SEARCH_RESULTS_CAP - offset));
      const [rows, total] = await Promise.all([
        capped ? plainPage(filter, offset, capped, matching) : ([] as CompactRow[]),
        count(filter, matching, SEARCH_RESULTS_CAP),
      ]);
      return { rows, total };
    },

    /** Changes whenever the database may have changed (validates cached lists and cards). */
    changeToken: engine.changeTokenReader(db),

    /** Newest date of the catalogue (or of its downloadable part), or null when it is empty. */
    async newestListedAt(onlyDownloadable: boolean): Promise<number | null> {
      const row = await db
        .selectFrom('film')
        .select((eb) => eb.fn.max('listed_at').as('newest'))
        .$if(onlyDownloadable, (qb) => qb.where('file_count', '>', 0))
        .executeTakeFirst();
      return row?.newest == null ? null : Number(row.newest);
    },
  };
}

export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;

/** The genre table's writes, apart from the lists' queries: start-up needs no search engine. */
export function createGenreQueries(db: Db) {
  return {
    /** Adds the genres and renames the known ones (catalogue/genres.ts is their source). */
    async syncGenres(rows: readonly { code: string; name: string }[]): Promise<void> {
      for (const row of rows) {
        await db
          .insertInto('genre')
          .values(row)
          .onConflict((oc) => oc.column('code').doUpdateSet({ name: row.name }))
          .execute();
      }
    },
  };
}
