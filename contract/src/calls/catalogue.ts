import type { z } from 'zod';
import {
  fichaAnswer,
  fichaParams,
  filmPage,
  genreMap,
  idParams,
  listQuery,
  newsParams,
  personInfo,
  searchParams,
} from '../catalogue';
import { defineCalls } from './define';

/** Calls of the catalogue's lists and cards (SPEC §7); their paths are in `table.ts`. */
export const catalogueCalls = defineCalls({
  /** Genre names by code. */
  genres: { answer: genreMap },
  /** The news list: films that got their first file in the last weeks. */
  news: { params: newsParams, query: listQuery, answer: filmPage },
  /** The busq call: a list (every film, a curated list, a person's, the watchlist…) and a text. */
  search: { params: searchParams, query: listQuery, answer: filmPage },
  /** One film's card, in an array; `/false/true` is the admin card (admo only). */
  ficha: { params: fichaParams, answer: fichaAnswer },
  /** A person and their film count per role. */
  person: { params: idParams, answer: personInfo },
  /** The signed-in member's watchlist ('Pelis por ver'), compact cards. */
  wanted: { query: listQuery, answer: filmPage },
});

/** The compact or full cards a list page holds, as the web reads them. */
export type ListPage = z.output<typeof filmPage>;
