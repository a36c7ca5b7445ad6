import {
  type FilmPage,
  type FullCard,
  fichaCall,
  type ListOptions,
  type ListRequest,
  newsCall,
  searchCall,
} from '@cineclub/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';
import { ApiError } from '../api/client';
import { catalogueRoot } from '../api/query-keys';
import { texts } from '../texts';
import type { CatalogueSettings } from './settings';

export type { ListOptions, ListRequest };

/** A person's films in one role come a few rows at a time: four roles share the page. */
const PERSON_PAGE_SIZE = 24;

/**
 * 'Sólo descargables' is a downloader's tool (SPEC §6 shows it to bajed2 users only): whoever
 * cannot see the option, a visitor or a guest, sees every film.
 */
export function listOptionsOf(settings: CatalogueSettings, canDownload: boolean): ListOptions {
  return {
    onlyDownloadable: canDownload && settings.soloDesc,
    fullCards: settings.despFicha,
    genre: settings.generos,
  };
}

export const catalogueKeys = {
  all: catalogueRoot,
  news: (options: ListOptions) => [...catalogueKeys.all, 'news', options] as const,
  list: (request: ListRequest, options: ListOptions) =>
    [...catalogueKeys.all, 'list', request, options] as const,
  ficha: (id: number) => [...catalogueKeys.all, 'ficha', id] as const,
  people: (text: string) => [...catalogueKeys.all, 'people', text] as const,
  suggest: (text: string) => [...catalogueKeys.all, 'suggest', text] as const,
  person: (id: number) => [...catalogueKeys.all, 'person', id] as const,
  personFilms: (id: number, onlyDownloadable: boolean, genre: string) =>
    [...catalogueKeys.person(id), 'films', { onlyDownloadable, genre }] as const,
};

/** A list's pages: `page` asks for the one at an offset. */
function pagedQuery(
  queryKey: readonly unknown[],
  page: (offset: number, signal: AbortSignal) => Promise<FilmPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: FilmPage) => lastPage.sig ?? undefined,
  });
}

export type PagedQuery = ReturnType<typeof pagedQuery>;

export function newsQuery(options: ListOptions) {
  return pagedQuery(catalogueKeys.news(options), (offset, signal) =>
    ask('news', newsCall(options, offset), signal),
  );
}

export function listQuery(request: ListRequest, options: ListOptions) {
  return pagedQuery(catalogueKeys.list(request, options), (offset, signal) =>
    ask('search', searchCall(request, options, offset), signal),
  );
}

/** The full card of one film: the ficha call answers an array whose first item is the film. */
export function fichaQuery(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.ficha(id),
    queryFn: async ({ signal }): Promise<FullCard> => {
      const cards = await ask('ficha', fichaCall(id), signal);
      const film = cards[0] as FullCard | undefined;
      if (!film) throw new ApiError(404, texts.film.notFound);
      return film;
    },
  });
}

/** A person and their film count per role; a person the catalogue lacks answers 404. */
export function personQuery(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.person(id),
    queryFn: ({ signal }) => ask('person', { params: { id: String(id) } }, signal),
  });
}

/**
 * Every film of a person, newest first (the server's order for pelper), as tiles; each page
 * carries the person's roles in its films (`papeles`).
 */
export function personFilmsQuery(id: number, options: ListOptions) {
  const request: ListRequest = { list: 'pelper', years: '0', text: String(id) };
  const tiles = { ...options, fullCards: false };
  return pagedQuery(
    catalogueKeys.personFilms(id, options.onlyDownloadable, options.genre),
    (offset, signal) => ask('search', searchCall(request, tiles, offset, PERSON_PAGE_SIZE), signal),
  );
}

export function peopleQuery(text: string) {
  return queryOptions({
    queryKey: catalogueKeys.people(text),
    queryFn: ({ signal }) => ask('people', { params: { text } }, signal),
  });
}

/**
 * What a search offers beside its films (issue 29): the 'Personas' strip and '¿Quisiste
 * decir…?'. An extra: no retry, and the screens show nothing of it when it fails.
 */
export function suggestQuery(text: string) {
  return queryOptions({
    queryKey: catalogueKeys.suggest(text),
    queryFn: ({ signal }) => ask('suggest', { params: { text } }, signal),
    retry: false,
  });
}
