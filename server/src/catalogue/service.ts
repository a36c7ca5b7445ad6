import { isDeepStrictEqual } from 'node:util';
import type {
  AnyCard,
  CompactCard,
  FilmPage,
  FullCard,
  GenreMap,
  PeopleAnswer,
  PersonInfo,
  PersonRole,
  SearchField,
  SearchList,
  SuggestAnswer,
} from '@cineclub/contract';
import { CLUB_BEST, curatedList, parseId, personRoles, searchFields } from '@cineclub/contract';
import { SIGNED_OUT_MESSAGE } from '../accounts/guards.js';
import type { SessionUser } from '../accounts/session-user.js';
import { HttpError } from '../http/errors.js';
import { createCardCache, withPosition } from './card-cache.js';
import { toCompactCards, toFullCards } from './cards.js';
import { GENRES } from './genres.js';
import { createListCache } from './list-cache.js';
import { compactPage } from './page-json.js';
import {
  type CatalogueQueries,
  type CompactRow,
  type ListFilter,
  NO_FILTER,
  SEARCH_RESULTS_CAP,
} from './queries.js';
import { foldedWords } from './search/fold.js';
import { shorterTexts } from './search/typo-plan.js';

type Source = NonNullable<FullCard['fuentes']>[string];

const WEEK = 7 * 86_400;
/** Cards of search pages kept at most (about 4 MB: some fifty pages of 100). */
const SEARCH_CACHE_CARDS = 5_000;
/** People answered by one search; more than this shows 'Demasiadas personas coinciden'. */
const PEOPLE_LIMIT = 100;
/** People of the 'Personas' strip (`suggest`), and the letters a word needs to name them. */
const STRIP_PEOPLE = 6;
const NAMED_LETTERS = 4;
/** Titles and people of '¿Quisiste decir…?', each. */
const CLOSEST_LIMIT = 5;

export interface PageRequest {
  /** Who asks: full cards carry their state (want flag, own comments). */
  user: SessionUser | null;
  onlyDownloadable: boolean;
  fullCards: boolean;
  offset: number;
  limit: number;
  genre: string;
  /** The `pelper` list's role filter. */
  role?: PersonRole | undefined;
}

export interface SearchRequest extends PageRequest {
  list: SearchList;
  text: string;
  fields: SearchField[];
  years: { from: number | null; to: number | null };
}

/**
 * Fills the per-user fields of full cards (the community area provides it). `comments` false
 * leaves `mcoms` and `ocoms` empty: list pages, whose 500 cards would otherwise add up every
 * film's comments (a film's own card and the comments call carry them).
 */
export type Personalize = (
  cards: FullCard[],
  user: SessionUser | null,
  options: { comments: boolean },
) => Promise<FullCard[]>;

export function createCatalogueService(
  queries: CatalogueQueries,
  options: { personalize?: Personalize } = {},
) {
  const personalize: Personalize = options.personalize ?? (async (cards) => cards);

  const cardCache = createCardCache();

  /** The genres and credits of films, for their cards. */
  async function cardParts(ids: number[]) {
    const [genres, credits] = await Promise.all([queries.genresOf(ids), queries.creditsOf(ids)]);
    return { genres, credits };
  }

  /** Caches the cards of rows whose film has none cached, from their parts. */
  function cacheCards(
    token: string,
    missing: CompactRow[],
    parts: Parameters<typeof toCompactCards>[1],
  ) {
    const unlisted = missing.map((row) => ({ ...row, idx: null }));
    cardCache.add(token, toCompactCards(unlisted, parts));
  }

  /** The JSON of the compact cards of film rows, with their list positions. */
  async function compactJson(rows: CompactRow[]): Promise<string[]> {
    const token = await queries.changeToken();
    const missing = rows.filter((row) => cardCache.get(token, row.id) === undefined);
    if (missing.length) cacheCards(token, missing, await cardParts(missing.map((row) => row.id)));
    return rows.flatMap((row) => {
      const card = cardCache.get(token, row.id);
      return card === undefined ? [] : [withPosition(card, row.idx)];
    });
  }

  /** The JSON of the compact cards of films by id, in that order; only films without one are read. */
  async function compactJsonOf(ids: number[]): Promise<string[]> {
    const token = await queries.changeToken();
    const missing = ids.filter((id) => cardCache.get(token, id) === undefined);
    if (missing.length) {
      // The rows and their parts at once (on PostgreSQL three statements overlap, not two
      // after one): the ids are known.
      const [rows, parts] = await Promise.all([queries.filmRows(missing), cardParts(missing)]);
      cacheCards(token, rows, parts);
    }
    return ids.flatMap((id) => cardCache.get(token, id) ?? []);
  }

  /**
   * Cards of a search page read as soon as the page is known (`PageKnown`), while the search's
   * later tiers are still read for its total; `of` answers them, or reads them then when the
   * page was not told early (or differs).
   */
  function earlyCards() {
    let early: { ids: number[]; cards: Promise<string[]> } | undefined;
    return {
      known(ids: number[]) {
        const cards = compactJsonOf(ids);
        // Awaited by `of`; a failure meanwhile is not reported as unhandled.
        cards.catch(() => {});
        early = { ids, cards };
      },
      of(ids: number[]): Promise<string[]> {
        return early && isDeepStrictEqual(early.ids, ids) ? early.cards : compactJsonOf(ids);
      },
    };
  }

  async function fullCards(
    compact: CompactCard[],
    options: { admin: boolean; user: SessionUser | null; comments: boolean },
  ) {
    const ids = compact.map((card) => card.id);
    const [details, sources] = await Promise.all([queries.detailsOf(ids), queries.sourcesOf(ids)]);
    // Never cached (only compact cards are), so folders cannot reach a user without bajed2.
    const dirs = options.admin || (options.user?.perms.includes('bajed2') ?? false);
    const cards = toFullCards(compact, details, { dirs });
    // Grouped once: a list page's 500 cards would otherwise each scan every source row.
    const sourcesByFilm = new Map<number, typeof sources>();
    for (const row of sources) {
      sourcesByFilm.set(row.film_id, [...(sourcesByFilm.get(row.film_id) ?? []), row]);
    }
    for (const card of cards) {
      const own = sourcesByFilm.get(card.id) ?? [];
      if (own.some((row) => row.source === 'tmdb')) card.detmdb = true;
      if (options.admin) {
        card.fuentes = Object.fromEntries(own.map((row) => [row.field, row.source as Source]));
      }
    }
    return personalize(cards, options.user, options);
  }

  const cache = createListCache();
  /**
   * Search pages, apart from the lists' (searches are many and would push the lists out): a
   * few, so that a search asked again at once is not run again, as when a page's address is a
   * search: the server searches for the first poster to name in the page (first-screen.ts),
   * then the browser asks for the call it preloaded.
   */
  const searchCache = createListCache(SEARCH_CACHE_CARDS);

  /**
   * One page of a list. Lists are the same for everyone and change only with the catalogue, so
   * their compact cards and totals are cached until the database changes (see ListCache); a
   * full card's further parts are read on every call.
   */
  async function page(filter: ListFilter, request: PageRequest): Promise<FilmPage> {
    if (request.role && filter.personId === null) {
      throw new HttpError(400, 'El papel (rol) sólo vale para la lista pelper');
    }
    const pages = filter.search === null ? cache : searchCache;
    const token = await queries.changeToken();
    const filterKey = JSON.stringify(filter);
    const pageKey = `${filterKey} ${request.offset} ${request.limit}`;
    let entry = pages.page(token, pageKey);
    if (!entry) {
      const knownTotal = pages.total(token, filterKey);
      const { cards, count, total, hidden } = await partsOrShorter(
        filter,
        request,
        token,
        knownTotal,
      );
      const next = request.offset + count;
      entry = {
        total,
        cards: cards.length,
        answer: compactPage(cards, total, next < total ? next : null, hidden),
      };
      pages.set(token, pageKey, filterKey, entry);
    }
    if (!request.fullCards) return entry.answer;
    return {
      ...entry.answer,
      pelis: await fullCards(entry.answer.pelis, {
        admin: false,
        user: request.user,
        comments: false,
      }),
    };
  }

  /**
   * A page's parts; for a search that matched nothing (not even films the downloadable filter
   * hid), those of its text with words dropped from the end (`shorterTexts`), as Meilisearch's
   * matching strategy 'last' does: a query with one wrong word still finds the rest.
   */
  async function partsOrShorter(
    filter: ListFilter,
    request: PageRequest,
    token: string,
    knownTotal?: number,
  ) {
    const parts = await pageParts(filter, request, token, knownTotal);
    if (!filter.search || parts.total > 0 || parts.hidden) return parts;
    for (const text of shorterTexts(filter.search.text)) {
      const shorter = await pageParts(
        { ...filter, search: { ...filter.search, text } },
        request,
        token,
      );
      if (shorter.total > 0 || shorter.hidden) return shorter;
    }
    return parts;
  }

  /** A page of a person's films, with their roles in each (the person page's role marks). */
  async function withRoles(personId: number, answer: FilmPage): Promise<FilmPage> {
    const rows = await queries.personRolesIn(
      personId,
      answer.pelis.map((film) => film.id),
    );
    const papeles: Record<string, PersonRole[]> = {};
    for (const film of answer.pelis) {
      papeles[film.id] = personRoles.filter((rol) =>
        rows.some((row) => row.film_id === film.id && row.role === rol),
      );
    }
    return { ...answer, papeles };
  }

  /** A list's total without its onlyDownloadable filter (a plain list's is cached). */
  async function unfilteredTotal(filter: ListFilter, token: string) {
    const unfiltered = { ...filter, onlyDownloadable: false };
    const key = filter.search === null ? JSON.stringify(unfiltered) : '';
    let all = key ? cache.total(token, key) : undefined;
    if (all === undefined) {
      all = (await queries.listPage(unfiltered, 0, 1)).total;
      if (key) cache.setTotal(token, key, all);
    }
    return all;
  }

  /**
   * How many films of a list asked with onlyDownloadable the filter hid: its total without the
   * filter (`all`), less the total with it. None for a search past its cap (the count without
   * the filter stops at the same cap).
   */
  function hiddenCount(filter: ListFilter, total: number, all: number) {
    if (filter.search && total >= SEARCH_RESULTS_CAP) return 0;
    return Math.max(0, all - total);
  }

  /**
   * A page's compact cards, the list's total and, on a first page asked with onlyDownloadable,
   * how many films that filter hid.
   */
  async function pageParts(
    filter: ListFilter,
    request: PageRequest,
    token: string,
    knownTotal?: number,
  ) {
    const wantsHidden = filter.onlyDownloadable && request.offset === 0;
    if (wantsHidden && filter.search && filter.order === 'relevance') {
      const search = { ...filter, search: filter.search };
      const cards = earlyCards();
      const found = await queries.downloadableSearchPage(search, request.limit, cards.known);
      // The cards are read while the total without the filter still is.
      const [read, all] = await Promise.all([cards.of(found.ids), found.unfilteredTotal]);
      return {
        cards: read,
        count: found.ids.length,
        total: found.total,
        hidden: hiddenCount(filter, found.total, all),
      };
    }
    if (!wantsHidden) {
      return { ...(await pageCards(filter, request, knownTotal)), hidden: undefined };
    }
    if (!filter.search) {
      // A plain list's total without the filter is read beside the page.
      const [page, all] = await Promise.all([
        pageCards(filter, request, knownTotal),
        unfilteredTotal(filter, token),
      ]);
      return { ...page, hidden: hiddenCount(filter, page.total, all) };
    }
    // A search in another order: without the filter only when the filtered one stays under the
    // cap (past it, the filter hid none).
    const page = await pageCards(filter, request, knownTotal);
    const capped = page.total >= SEARCH_RESULTS_CAP;
    const all = capped ? page.total : await unfilteredTotal(filter, token);
    return { ...page, hidden: hiddenCount(filter, page.total, all) };
  }

  /** A page's compact cards and the list's total. */
  async function pageCards(filter: ListFilter, request: PageRequest, knownTotal?: number) {
    const early = earlyCards();
    const { offset, limit } = request;
    const found = await queries.listPage(filter, offset, limit, knownTotal, early.known);
    const [cards, count] =
      'ids' in found
        ? [await early.of(found.ids), found.ids.length]
        : [await compactJson(found.rows), found.rows.length];
    return { cards, count, total: found.total };
  }

  function genreOf(code: string): string | null {
    if (code === 'TG') return null;
    if (!(code in GENRES)) throw new HttpError(400, `No existe el género ${code}`);
    return code;
  }

  /** Whether a text finds any film in any field (typos forgiven), with or without files. */
  async function matchesFilms(text: string): Promise<boolean> {
    const filter: ListFilter = {
      ...NO_FILTER,
      onlyDownloadable: false,
      genre: null,
      search: { text, fields: [...searchFields] },
      order: 'relevance',
    };
    return (await queries.listPage(filter, 0, 1)).total > 0;
  }

  return {
    async genres(): Promise<GenreMap> {
      const rows = await queries.genres();
      return Object.fromEntries(rows.map((row) => [row.code, row.name]));
    },

    /**
     * The news list: films dated within `weeks` of the newest one, newest first. Measuring the
     * window from the newest film rather than from today keeps the list full on a catalogue
     * that has not changed for a while. The newest date is cached with the list pages.
     */
    async news(request: PageRequest & { weeks: number }): Promise<FilmPage> {
      const token = await queries.changeToken();
      let newest = cache.newest(token, request.onlyDownloadable);
      if (newest === undefined) {
        newest = await queries.newestListedAt(request.onlyDownloadable);
        cache.setNewest(token, request.onlyDownloadable, newest);
      }
      if (newest === null) return { pelis: [], total: 0, sig: null };
      return page(
        {
          ...NO_FILTER,
          listedSince: newest - request.weeks * WEEK,
          onlyDownloadable: request.onlyDownloadable,
          genre: genreOf(request.genre),
          order: 'listed',
        },
        request,
      );
    },

    /** The busq call: every list of the catalogue, optionally narrowed by a search text. */
    async search(request: SearchRequest): Promise<FilmPage> {
      const text = request.text.trim();
      const filter: ListFilter = {
        ...NO_FILTER,
        onlyDownloadable: request.onlyDownloadable,
        genre: genreOf(request.genre),
        yearFrom: request.years.from,
        yearTo: request.years.to,
        search: text && request.list !== 'pelper' ? { text, fields: request.fields } : null,
        order: text && request.list === 'all' ? 'relevance' : 'votes',
      };
      const curated = curatedList(request.list);
      if (curated) {
        filter.curated = curated.code;
        filter.order = curated.kind === 'yearly' ? 'year-asc' : 'position';
      }
      if (
        (request.list === 'popu' || curated?.kind === 'yearly') &&
        (filter.yearFrom === null || filter.yearTo === null)
      ) {
        throw new HttpError(400, 'Esta lista necesita los dos años: AAAA-AAAA');
      }
      if (request.list === 'recor') {
        if (!request.user) throw new HttpError(401, SIGNED_OUT_MESSAGE);
        filter.wantedBy = request.user.id;
        filter.order = 'wanted';
      }
      if (request.list === 'club') {
        filter.clubBest = { minRatings: CLUB_BEST.minRatings };
        filter.order = 'club';
      }
      if (request.list === 'pelper') {
        const personId = parseId(text);
        if (personId === null) {
          throw new HttpError(400, 'Falta el identificador IMDb de la persona');
        }
        filter.personId = personId;
        filter.personRole = request.role ?? null;
        filter.order = 'year-desc';
        if (!request.role) return withRoles(filter.personId, await page(filter, request));
      }
      return page(filter, request);
    },

    /** One film's card in an array (the spec's shape); the admin variant adds file folders. */
    async ficha(
      id: number,
      options: { full: boolean; admin: boolean; user: SessionUser | null },
    ): Promise<AnyCard[]> {
      const rows = await queries.filmRows([id]);
      if (!rows.length) throw new HttpError(404, 'No existe esa película');
      const compact = (await compactJson(rows)).map((card) => JSON.parse(card) as CompactCard);
      return options.full || options.admin
        ? fullCards(compact, { ...options, comments: true })
        : compact;
    },

    async people(text: string): Promise<PeopleAnswer> {
      const rows = await queries.peopleMatching(text, PEOPLE_LIMIT);
      return {
        pers: rows.slice(0, PEOPLE_LIMIT).map((row) => ({ imdb: row.id, nom: row.nom })),
        mas: rows.length > PEOPLE_LIMIT,
      };
    },

    /**
     * The 'Personas' strip and '¿Quisiste decir…?' of a search text (issue 29, `suggestAnswer`):
     * the people the text names (as the people search finds them: word for word, as prefixes,
     * then with typos) when some word has 4 letters or more (shorter ones name too many), at
     * most 6 with their films per role; and when neither films (in every field, all films) nor
     * people match, the closest titles and people.
     */
    async suggest(text: string): Promise<SuggestAnswer> {
      const words = foldedWords(text);
      const named = words.some((word) => [...word].length >= NAMED_LETTERS)
        ? (await queries.peopleMatching(text, PEOPLE_LIMIT)).slice(0, STRIP_PEOPLE)
        : [];
      const roles = await queries.rolesOf(named.map((person) => person.id));
      const personas = named.map((person) => ({
        imdb: person.id,
        nom: person.nom,
        papeles: personRoles.flatMap((rol) => {
          const row = roles.find((one) => one.person_id === person.id && one.role === rol);
          return row ? [{ rol, total: Number(row.total) }] : [];
        }),
      }));
      const none = { pelis: [], pers: [] };
      if (personas.length || !words.length || (await matchesFilms(text))) {
        return { personas, parecidas: none };
      }
      const closest = await queries.closest(text, CLOSEST_LIMIT);
      return {
        personas,
        parecidas: {
          pelis: closest.films.map((film) => ({ id: film.id, nom: film.nom, anio: film.anio })),
          pers: closest.people.map((person) => ({ imdb: person.id, nom: person.nom })),
        },
      };
    },

    async person(id: number): Promise<PersonInfo> {
      const person = await queries.personInfo(id);
      if (!person) throw new HttpError(404, 'No existe esa persona');
      const totals = new Map(person.roles.map((row) => [row.role, Number(row.total)]));
      const { desde, hasta } = person.films;
      return {
        imdb: person.id,
        nom: person.nom,
        ...(person.photo ? { foto: person.photo } : {}),
        papeles: personRoles.flatMap((rol) => {
          const total = totals.get(rol);
          return total ? [{ rol, total }] : [];
        }),
        total: Number(person.films.total),
        anios:
          desde != null && hasta != null ? { desde: Number(desde), hasta: Number(hasta) } : null,
      };
    },

    posterInfo: queries.posterInfo,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
